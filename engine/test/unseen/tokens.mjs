// Invented header words: pronounceable tokens made of syllables ("Velmora", "Tusk Abrel") that no
// language's statement uses, printed the way banks print their labels (capitalised, upper case,
// lower case, stacked over two lines, with a currency unit on money columns).
import { pick } from "../printed/common.mjs";

const ONSETS = ["b", "br", "d", "dr", "f", "fl", "g", "gr", "k", "kr", "l", "m", "n", "p", "pl", "r", "s"];
const MORE_ONSETS = ["sk", "st", "t", "tr", "v", "z", "th", "sh", "bl", "gl", "sl", "sn", "kv", "ch", "", ""];
const VOWELS = ["a", "e", "i", "o", "u", "a", "e", "o", "ae", "ei", "ou", "ia", "y"];
const CODAS = ["", "", "", "", "n", "r", "l", "s", "m", "k", "st", "nd", "rk", "lt", "sk"];

/**
 * Words a statement prints in its labels, months and summaries in the seven languages of the set
 * and in English, and short words an invented token could spell by chance: a token equal to one of
 * them is drawn again. (Whether a token occurs in the engine's own code is checked by
 * `unseen-words.mjs`, against the code as it is at the time.)
 */
const REAL = new Set(
  `date datum data fecha valor value valuta wert buchung booking posting post trans saldo balance
  debit credit debet amount montant betrag importe importo bedrag importancia total totale totaal summe
  solde libelle details detail concepto descrizione omschrijving beschreibung description operation
  mouvement umsatz cargo abono dare avere soll haben bij af retrait depot paid money withdrawal deposit
  reference referencia riferimento kenmerk narration particulars memo notes type typ tipo code
  january february march april may june july august september october november december janvier fevrier
  mars avril juin juillet aout septembre octobre novembre decembre januar februar marz juni juli oktober
  dezember enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre gennaio
  febbraio aprile maggio giugno luglio settembre ottobre dicembre januari februari maart mei augustus
  janeiro fevereiro maio junho julho setembro outubro novembro dezembro mora delta alpha sigma omega
  tara mona lima rosa nova vera dora kara lena lara sara nina gala bora sola mala pala tala bella
  stella monte banco banca bank conto konto compte cuenta conta card carte karte tarjeta carta kaart
  kartu fee frais gebuhr comision commissione kosten taxa interest interet zinsen interes interessi rente
  juros rate cours kurs tasso koers`.split(/\s+/),
);

/**
 * One invented word of two or three syllables, 5 to 8 letters, not a word of `REAL` nor of
 * `avoid` (the generator passes every word of the engine's source, so a new set is unseen).
 */
export function inventWord(r, used, avoid = new Set()) {
  for (;;) {
    const syllables = r() < 0.75 ? 2 : 3;
    let word = "";
    for (let i = 0; i < syllables; i++) {
      const onset = r() < 0.7 ? pick(r, ONSETS) : pick(r, MORE_ONSETS);
      word += onset + pick(r, VOWELS) + (i === syllables - 1 || r() < 0.3 ? pick(r, CODAS) : "");
    }
    if (word.length < 5 || word.length > 8 || REAL.has(word) || used.has(word) || avoid.has(word)) continue;
    if (/(.)\1\1|[aeiouy]{3}|[^aeiouy]{3}/.test(word)) continue;
    used.add(word);
    return word;
  }
}

const CASES = {
  capital: (w) => w[0].toUpperCase() + w.slice(1),
  upper: (w) => w.toUpperCase(),
  lower: (w) => w,
};

/**
 * The labels of a table's columns: `roles` in printed order; money columns may carry the
 * statement's currency ("Velmora (EUR)", "TUSK ABREL €"), and a two-word label may be stacked
 * over two lines. `words` collects every invented word (for the unseen-words check).
 */
export function inventLabels(r, roles, { used, avoid, currency, symbol, caseStyle }) {
  const words = [];
  const labels = roles.map((role) => {
    const style = caseStyle === "mixed" ? pick(r, Object.keys(CASES)) : caseStyle;
    const count = r() < 0.3 ? 2 : 1;
    const parts = Array.from({ length: count }, () => {
      const w = inventWord(r, used, avoid);
      words.push(w);
      return CASES[style](w);
    });
    const stacked = count === 2 && r() < 0.35;
    let text = parts.join(stacked ? "<br>" : " ");
    if (MONEY_ROLES.has(role) && r() < 0.3)
      text += pick(r, [` (${currency})`, ` ${currency}`, ` (${symbol})`, ` ${symbol}`]);
    return text;
  });
  return { labels, words };
}

const MONEY_ROLES = new Set(["amount", "debit", "credit", "balance", "original"]);
