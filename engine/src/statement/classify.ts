import type { TransactionType } from "../types.js";

type Rule = [TransactionType, RegExp, "any" | "in" | "out"];

// Ordered: the first rule that matches wins. Wording only; the sign settles what is left.
// The text is matched without accents ("ÜBERWEISUNG" as "UBERWEISUNG"); a "*STEM" also
// matches at the end of a compound word ("SERVICEKOSTEN", "CREDITRENTE").
const RULES: Rule[] = [
  [
    "INTEREST",
    words(
      "INTEREST, INT PAID, INT EARNED, ZINSEN, *ZINSEN, ZINS, INTERET, INTERETS, INTERESES, INTERESSI, JUROS, RENTE, *RENTE",
    ),
    "any",
  ],
  [
    "FEE",
    words(
      "FEE, FEES, CHARGE, CHARGES, SERVICE CHG, COMMISSION, *GEBUHR, *GEBUHREN, ENTGELT, FRAIS, COMISION, COMISIONES, COMISSAO, *KOSTEN, COMMISSIONE, COMMISSIONI, TARIFA, SPESE",
    ),
    "any",
  ],
  [
    "OTHER",
    words(
      "ADJUSTMENT, ADJ, REVERSAL, REVERSED, CORRECTION, PROVISIONAL, CHARGEBACK, DISPUTE, STORNO, RUCKBUCHUNG, ANNULATION, RETOURNO, ESTORNO",
    ),
    "any",
  ],
  [
    "DEPOSIT",
    words(
      "REFUND, REFUNDS, PURCHASE RETURN, RETURN, PAYROLL, SALARY, WAGES, SALAIRE, PAIE, GEHALT, *GEHALT, LOHN, NOMINA, SALARIS, *SALARIS, ORDENADO, VENCIMENTO, STIPENDIO, DIRECT DEP, DIR DEP, DEPOSIT, DEPOSITO, DEPOT, COUNTER CREDIT, CASH IN, ACH CREDIT, PAYMENT RECEIVED, RECEIVED FROM, INCOMING TRANSFER, CREDIT TRANSFER, GUTSCHRIFT, EINZAHLUNG, VERSEMENT, REMBOURSEMENT, ABONO, INGRESO, STORTING, BIJSCHRIJVING, ACCREDITO",
    ),
    "in",
  ],
  [
    "TRANSFER",
    words(
      "TRANSFER, TRANSFERS, TRF, TFR, XFER, WIRE, ZELLE, VENMO, CASH APP, STANDING ORDER, STO, FASTER PAYMENT, FPS, BACS, CHAPS, INCOMING PAYMENT, OUTGOING PAYMENT, UBERWEISUNG, UEBERWEISUNG, DAUERAUFTRAG, VIREMENT, TRANSFERENCIA, TRASPASO, OVERBOEKING, OVERSCHRIJVING, BONIFICO, GIRO, GIROCONTO, PIX, TED, SPEI, NEFT, RTGS, IMPS, UPI, INTERAC, E TRANSFER, PAYNOW, DUITNOW",
    ),
    "any",
  ],
  [
    "PAYMENT",
    words(
      "BILL PAY, BILLPAY, ONLINE PMT, ELECTRONIC PMT, E PAYMENT, PMT, ACH DEBIT, ACH PMT, DIRECT DEBIT, DD, SEPA DD, SEPA DIRECT DEBIT, AUTOPAY, AUTO PAY, LASTSCHRIFT, PRELEVEMENT, DOMICILIACION, RECIBO, ADEUDO, INCASSO, ADDEBITO, MANDATE, DEBITO DIRETO, DEBITO DIRECTO, NACH, ECS, BILL PAYMENT, PAGO DE SERVICIO, PAGO DE SERVICIOS, PAGO SERVICIO",
    ),
    "out",
  ],
  [
    "WITHDRAWAL",
    words(
      "POS, CARD, PURCHASE, ATM, CASH MACHINE, CASH WITHDRAWAL, WITHDRAWAL, CHECK, CHEQUE, CHQ, VISA, MASTERCARD, MAESTRO, DEBIT CARD, KARTENZAHLUNG, KARTE, GELDAUTOMAT, BARGELD, AUSZAHLUNG, EINKAUF, RETRAIT, CARTE, CB, ACHAT, COMPRA, TARJETA, CAJERO, RETIRO, RETIRADA, LEVANTAMENTO, CARTAO, PINBETALING, GELDOPNAME, GELDAUTOMAAT, BETAALAUTOMAAT, PRELIEVO, BANCOMAT, ACQUISTO",
    ),
    "out",
  ],
  [
    "PAYMENT",
    words(
      "INSURANCE, ASSURANCE, VERSICHERUNG, WATER, ENERGY, ELECTRIC, ELECTRICITY, POWER, UTILITY, UTILITIES, UTIL, TAX, COUNCIL, MEDIA, BROADBAND, TELECOM, TELEKOM, MOBILITY, WIRELESS, CABLE, INTERNET, GYM, FITNESS, MORTGAGE, LOAN, LN, LICENCE, LICENSE, DIGITAL, STADTWERKE, RENT, PAGAMENTO",
    ),
    "out",
  ],
  ["WITHDRAWAL", words("PAYMENT, PAIEMENT, ZAHLUNG, PAGO, BETALING"), "out"],
];

/**
 * A rule's phrases (comma-separated) as one pattern over the normalised text (words of capital
 * letters and digits, one space apart, a space at each end); "*STEM" also matches the stem at
 * the end of a compound word.
 */
function words(list: string): RegExp {
  const alternatives = list.split(",").map((p) => {
    const phrase = p.trim();
    return phrase.startsWith("*") ? `[A-Z]*${phrase.slice(1)}` : phrase;
  });
  return new RegExp(`(?<= )(?:${alternatives.join("|")})(?= )`);
}

const CARD_PAYMENT = words(
  "PAYMENT, PAYMENTS, PAYMT, PMT, PYMT, THANK YOU, PAIEMENT, ZAHLUNG, PAGO, PAGAMENTO, BETALING",
);

/**
 * The type a wording names, given the money's direction (on a card statement, money in that
 * names a payment is a PAYMENT), or null when it names none.
 */
export function typeOfWording(wording: string, amountCents: number, card = false): TransactionType | null {
  const text = ` ${wording
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9&]+/g, " ")} `;
  const direction = amountCents < 0 ? "out" : "in";
  if (card && direction === "in" && CARD_PAYMENT.test(text)) return "PAYMENT";
  for (const [type, re, when] of RULES) {
    if (when !== "any" && when !== direction) continue;
    if (re.test(text)) return type;
  }
  return null;
}

/**
 * Classifies a transaction from its wording and sign: DEPOSIT (pay, deposits, refunds),
 * WITHDRAWAL (card, cash, cheques), PAYMENT (bills, direct debits), TRANSFER, FEE,
 * INTEREST, OTHER (adjustments, reversals). A payment method printed in a column of its own
 * ("Direct debit", "SEPA transfer") says it before the description, unless the description
 * names a fee, interest or an adjustment.
 */
export function classifyTransaction(
  description: string,
  amountCents: number,
  card = false,
  method = "",
): TransactionType {
  const worded = typeOfWording(description, amountCents, card);
  // A fee, interest or an adjustment is that whatever way it was paid.
  if (worded === "FEE" || worded === "INTEREST" || worded === "OTHER") return worded;
  return (
    (method ? typeOfWording(method, amountCents, card) : null) ??
    worded ??
    (amountCents < 0 ? "WITHDRAWAL" : "DEPOSIT")
  );
}
