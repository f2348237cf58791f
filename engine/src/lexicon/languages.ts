/**
 * The languages a scanned statement can be read in (Tesseract's model names, each an npm package
 * the engine depends on), and the common words that tell languages apart on a statement page:
 * function words and the words statements print (ocr/language.ts counts them). Words are lower
 * case without accents, as the English model reads them. Italian, Portuguese and Dutch are told
 * apart too, so that their statements are not read in a neighbour's model: they stay English.
 */
export const OCR_LANGUAGES = ["eng", "fra", "deu", "spa"] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];
export type StatementLanguage = OcrLanguage | "ita" | "por" | "nld";

const words = (text: string): ReadonlySet<string> => new Set(text.split(" "));

export const LANGUAGE_WORDS: Record<StatementLanguage, ReadonlySet<string>> = {
  eng: words(
    "the and of to for from your with on at by this that are is you statement account balance date description amount deposits withdrawals payment payments transfer total opening closing previous new ending beginning period page credit debit interest fee fees charges purchase card",
  ),
  fra: words(
    "le la les des du de et en au aux sur pour par votre vos une un est releve compte solde date libelle operation operations debit credit virement prelevement retrait carte frais valeur crediteur debiteur nouveau ancien periode montant cheque remise total mouvements",
  ),
  deu: words(
    "der die das den dem des und vom von bis fur mit zu ihr ihre im auf kontoauszug konto kontostand buchung buchungstag wert valuta verwendungszweck betrag soll haben alter neuer gutschrift lastschrift uberweisung entgelt zinsen datum seite summe umsatze",
  ),
  spa: words(
    "el la los las del de y en para por con su sus una un extracto cuenta saldo fecha concepto importe movimientos cargo abono transferencia recibo tarjeta compra comision anterior nuevo periodo pagina total",
  ),
  ita: words(
    "il lo la le gli di del della dei delle da dal al alla e per con su sul estratto conto saldo data valuta descrizione movimenti dare avere addebito accredito bonifico importo iniziale finale pagamento carta commissioni",
  ),
  por: words(
    "o os as do da dos das de em no na ao para com por extrato conta saldo data valor descricao movimentos debito credito transferencia pagamento cartao anterior final",
  ),
  nld: words(
    "de het een van en naar voor met op bij af uw rekening rekeningafschrift afschrift saldo datum omschrijving bedrag overboeking betaling nieuw oud totaal",
  ),
};
