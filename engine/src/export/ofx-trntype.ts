import type { Transaction } from "../types.js";

/** The OFX transaction types the exporter writes (OFX 2.2, section 11.4.4.3). */
export type OfxTrnType =
  | "CREDIT"
  | "DEBIT"
  | "INT"
  | "FEE"
  | "SRVCHG"
  | "DEP"
  | "ATM"
  | "POS"
  | "XFER"
  | "CHECK"
  | "PAYMENT"
  | "DIRECTDEP"
  | "DIRECTDEBIT"
  | "OTHER";

type Direction = "in" | "out" | "any";

// Wording that names a more precise OFX type than the engine's own, first match wins; matched
// on capitals without accents, words one space apart, a space at each end.
const WORDING: [OfxTrnType, RegExp, Direction][] = [
  ["CHECK", phrases("CHECK, CHEQUE, CHQ, CHK, SCHECK, CHEQUE NO"), "out"],
  [
    "ATM",
    phrases("ATM, CASH MACHINE, CASHPOINT, GELDAUTOMAT, GAA, DAB, CAJERO, BANCOMAT, GELDOPNAME"),
    "any",
  ],
  [
    "DIRECTDEP",
    phrases(
      "DIRECT DEP, DIR DEP, DIRECT DEPOSIT, PAYROLL, SALARY, WAGES, GEHALT, LOHN, SALAIRE, NOMINA, SALARIS",
    ),
    "in",
  ],
  [
    "DIRECTDEBIT",
    phrases(
      "DIRECT DEBIT, DD, SEPA DD, SEPA DIRECT DEBIT, ACH DEBIT, AUTOPAY, AUTO PAY, LASTSCHRIFT, SEPA LASTSCHRIFT, PRELEVEMENT, DOMICILIACION, ADEUDO, INCASSO, ADDEBITO, DEBITO DIRETO",
    ),
    "out",
  ],
  [
    "POS",
    phrases(
      "POS, CARD PURCHASE, DEBIT CARD, PURCHASE, CONTACTLESS, KARTENZAHLUNG, CB, CARTE, PINBETALING, BETAALAUTOMAAT, COMPRA, ACQUISTO, PAGAMENTO POS",
    ),
    "out",
  ],
];

const SERVICE_CHARGE = phrases(
  "SERVICE CHARGE, SERVICE CHG, SERVICE FEE, MAINTENANCE FEE, MONTHLY FEE, MONTHLY SERVICE, ACCOUNT FEE, KONTOFUHRUNG, KONTOFUHRUNGSGEBUHR, FRAIS DE TENUE",
);
const DEPOSIT = phrases("DEPOSIT, CASH DEPOSIT, COUNTER CREDIT, EINZAHLUNG, VERSEMENT, STORTING, DEPOSITO");

/**
 * The OFX TRNTYPE of a row: from the engine's type (interest, fees, transfers, payments), made
 * more precise by the wording where OFX has a word for it (cheques, cash machines, card
 * purchases, direct deposits and debits, service charges); CREDIT or DEBIT by the sign when
 * nothing more is known, OTHER for a row of no amount.
 */
export function ofxTrnType(t: Transaction): OfxTrnType {
  if (t.amountCents === 0) return "OTHER";
  const text = normalise(`${t.description} ${t.details}`);
  const direction = t.amountCents < 0 ? "out" : "in";
  if (t.type === "INTEREST") return "INT";
  if (t.type === "FEE") return SERVICE_CHARGE.test(text) ? "SRVCHG" : "FEE";
  if (t.type === "TRANSFER") return "XFER";
  for (const [type, re, when] of WORDING) {
    if ((when === "any" || when === direction) && re.test(text)) return type;
  }
  if (t.type === "PAYMENT") return "PAYMENT";
  if (direction === "in") return t.type === "DEPOSIT" && DEPOSIT.test(text) ? "DEP" : "CREDIT";
  return "DEBIT";
}

/** The cheque number of a CHECK row: its reference's digits, else the number after 'Check'. */
export function checkNumber(t: Transaction): string | null {
  const fromReference = t.reference?.replace(/\D/g, "") ?? "";
  if (fromReference) return fromReference.slice(-12);
  const printed = /\b(?:CHECK|CHEQUE|CHQ|CHK)\b\s*(?:NO\.?|NUMBER|#)?\s*(\d{1,12})\b/i.exec(t.description);
  return printed?.[1] ?? null;
}

function phrases(list: string): RegExp {
  const alternatives = list.split(",").map((p) => p.trim());
  return new RegExp(`(?<= )(?:${alternatives.join("|")})(?= )`);
}

function normalise(text: string): string {
  const plain = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ");
  return ` ${plain.trim()} `;
}
