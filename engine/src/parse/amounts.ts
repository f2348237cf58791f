/** A money value as printed: its size in cents and the sign markers next to it. */
export interface ParsedAmount {
  /** Absolute value in cents. */
  cents: number;
  /** How the value was marked: minus sign, parentheses, trailing minus, CR/DR, plus, or not at all. */
  marker: "minus" | "parens" | "trailing" | "dr" | "cr" | "plus" | null;
  /** Currency taken from a symbol or ISO code next to the number. */
  currency: string | null;
}

export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  $: "USD",
  US$: "USD",
  "£": "GBP",
  "€": "EUR",
  "¥": "JPY",
  "₹": "INR",
  "₣": "CHF",
  C$: "CAD",
  CA$: "CAD",
  A$: "AUD",
  S$: "SGD",
  HK$: "HKD",
  NT$: "TWD",
  AU$: "AUD",
  NZ$: "NZD",
  R$: "BRL",
  zł: "PLN",
  kr: "SEK",
};

/** Currencies written with a bare "$" at home (read as USD): a "$" figure may be any of them. */
export const DOLLAR_SIGN_CURRENCIES: ReadonlySet<string> = new Set([
  "USD",
  "CAD",
  "AUD",
  "NZD",
  "SGD",
  "HKD",
  "TWD",
  "MXN",
  "ARS",
  "CLP",
  "COP",
]);

export const CURRENCY_CODES: ReadonlySet<string> = new Set([
  "USD",
  "EUR",
  "GBP",
  "CHF",
  "CAD",
  "AUD",
  "NZD",
  "JPY",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CZK",
  "HUF",
  "INR",
  "SGD",
  "HKD",
  "ZAR",
  "MXN",
  "BRL",
  "CNY",
  "AED",
  "ILS",
  "TRY",
  "RON",
  "THB",
  "MYR",
  "IDR",
  "PHP",
  "KRW",
  "TWD",
  "VND",
  "SAR",
  "QAR",
  "KWD",
  "EGP",
  "NGN",
  "KES",
  "ARS",
  "CLP",
  "COP",
  "PEN",
  "UAH",
  "ISK",
  "BGN",
  "KZT",
]);

/**
 * The one-character currency signs printed before a figure, for patterns' character classes (`$`
 * is literal there): `¤`, the generic sign, stands for one OCR saw but could not name
 * (ocr/unknown-signs.ts).
 */
export const CURRENCY_SIGNS = "$£€¥₹¤";

const SYMBOL_RE = /^(US\$|CA\$|AU\$|NZ\$|HK\$|NT\$|C\$|A\$|S\$|R\$|\$|£|€|¥|₹|¤|₣)/;
/** A sign after the currency ("151,08 €-"). */
const LATE_SIGN = new RegExp(`(?:[${CURRENCY_SIGNS}]|zł|kr|[A-Z]{3})\\s*([-+])$`);
const SYMBOL_END_RE = /(\$|£|€|¥|₹|¤|zł|kr)$/;
const CORE_RE = /^(\d{1,3}(?:([,.' ])\d{2,3})*|\d+)([.,])(\d{2})$/;

function takeCurrency(s: string, state: { currency: string | null }): string {
  let out = s;
  const code = /^([A-Z]{3})\s*(?=[\d(+-])/.exec(out);
  if (code?.[1] && CURRENCY_CODES.has(code[1])) {
    state.currency = code[1];
    out = out.slice(code[0].length);
  }
  const codeEnd = /(?<=[\d)+-])\s*([A-Z]{3})$/.exec(out);
  if (codeEnd?.[1] && CURRENCY_CODES.has(codeEnd[1])) {
    state.currency = codeEnd[1];
    out = out.slice(0, codeEnd.index);
  }
  const sym = SYMBOL_RE.exec(out);
  if (sym?.[1]) {
    state.currency = CURRENCY_SYMBOLS[sym[1]] ?? null;
    out = out.slice(sym[1].length).trimStart();
  }
  const symEnd = SYMBOL_END_RE.exec(out);
  if (symEnd?.[1] && /[\d+-]\s*\S+$/.test(out)) {
    state.currency = CURRENCY_SYMBOLS[symEnd[1]] ?? null;
    out = out.slice(0, symEnd.index).trimEnd();
  }
  return out;
}

/** Parses the digits of an amount: "1,234.56", "1.234,56", "1 234,56", "1'234.56", "12.00". */
export function parseAmountCore(s: string): number | null {
  const m = CORE_RE.exec(s);
  if (!m) return null;
  const [, intPart = "", groupSep, decimalSep, frac = "00"] = m;
  if (groupSep !== undefined && groupSep === decimalSep) return null;
  const digits = intPart.replace(/[,.' ]/g, "");
  if (digits.length > 13) return null;
  return Number(digits) * 100 + Number(frac);
}

/**
 * Parses one printed money value with its sign conventions: -12.00, (12.00), 12.00-,
 * 12.00 CR / DR, +12.00, currency symbols or ISO codes before or after. Returns null for
 * anything else (percentages, reference numbers, dates).
 */
export function parseAmount(text: string): ParsedAmount | null {
  let s = text
    .trim()
    .replace(/[\u2212\u2012\u2013\u2014]/g, "-")
    .replace(/[\u00a0\u202f\u2009]/g, " ");
  if (s.length === 0 || s.length > 32 || !/\d/.test(s)) return null;
  let marker: ParsedAmount["marker"] = null;
  const state = { currency: null as string | null };

  // CR/DR after the number; OD (overdrawn) marks a negative balance; German statements write
  // H (Haben, credit) and S (Soll, debit) after a balance, a space apart.
  // CR/DR (or C/D) may also be glued to the number ("612.19CR", "12.00D").
  const crdr = /(?:\s*\b|(?<=\d))(CR|DR|Cr|Dr|cr|dr|OD)\.?$|(?<=\d)\s+([HS])$|(?<=\d)([CD])$/.exec(s);
  const mark = crdr?.[1] ?? crdr?.[2] ?? crdr?.[3];
  if (crdr && mark) {
    marker = mark.toUpperCase() === "CR" || mark === "H" || mark === "C" ? "cr" : "dr";
    s = s.slice(0, crdr.index).trimEnd();
  }
  // A sign after the currency ("151,08 €-") is the number's trailing sign.
  const late = LATE_SIGN.exec(s);
  if (late?.[1]) s = s.slice(0, -1).trimEnd();
  s = takeCurrency(s, state);
  if (late?.[1]) s += late[1];
  if (s.endsWith("-")) {
    if (marker) return null;
    marker = "trailing";
    s = s.slice(0, -1).trimEnd();
  } else if (s.endsWith("+") && !marker) {
    marker = "plus";
    s = s.slice(0, -1).trimEnd();
  }
  const paren = /^\((.*)\)$/.exec(s);
  if (paren) {
    if (marker) return null;
    marker = "parens";
    s = (paren[1] ?? "").trim();
    s = takeCurrency(s, state);
  }
  if (s.startsWith("-") || s.startsWith("+")) {
    if (marker) return null;
    marker = s.startsWith("-") ? "minus" : "plus";
    s = s.slice(1).trimStart();
    s = takeCurrency(s, state);
  }
  const cents = parseAmountCore(s);
  if (cents === null) return null;
  return { cents, marker, currency: state.currency };
}

/** The signed value an amount's own markers give it (unmarked and CR count as positive). */
export function signedCents(a: ParsedAmount): number {
  const negative =
    a.marker === "minus" || a.marker === "parens" || a.marker === "trailing" || a.marker === "dr";
  return negative ? -a.cents : a.cents;
}
