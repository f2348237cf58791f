// How a statement prints its numbers and dates: the four number formats, the sign conventions
// banks use for money out (and for an overdrawn balance), and a currency sign on the amounts.
import { fmtCH, fmtDate, fmtEU, fmtSpace, fmtUS } from "../printed/common.mjs";

/** Unsigned, grouped: 1,234.56 | 1.234,56 | 1 234,56 | 1'234.56 */
export const NUMBERS = { us: fmtUS, eu: fmtEU, space: fmtSpace, ch: fmtCH };

/**
 * Sign conventions: how a negative (and a positive) figure is printed. `crdr` and `cd` mark
 * both sides ("12.50 DR" / "80.00 CR"), glued or spaced per statement.
 */
export const SIGNS = {
  minus: (x, neg) => (neg ? `-${x}` : x),
  plusMinus: (x, neg) => (neg ? `-${x}` : `+${x}`),
  trailing: (x, neg) => (neg ? `${x}-` : x),
  trailingBoth: (x, neg) => (neg ? `${x}-` : `${x}+`),
  paren: (x, neg) => (neg ? `(${x})` : x),
  crdr: (x, neg) => `${x} ${neg ? "DR" : "CR"}`,
  crdrGlued: (x, neg) => `${x}${neg ? "DR" : "CR"}`,
  cdGlued: (x, neg) => `${x}${neg ? "D" : "C"}`,
};

/**
 * A money printer for one statement: `signed(c)` with the sign convention, `plain(c)` without
 * any, each with the currency sign before or after when the statement prints one on amounts.
 */
export function moneyPrinter({ number, sign, currencyMark }) {
  const group = NUMBERS[number];
  const mark = (x) =>
    !currencyMark ? x : currencyMark.before ? `${currencyMark.text}${x}` : `${x}\u00a0${currencyMark.text}`;
  return {
    signed: (c) => SIGNS[sign](mark(group(c)), c < 0),
    plain: (c) => mark(group(c)),
    /** For figures in running text (summary boxes): always unsigned and unmarked. */
    bare: (c) => group(c),
  };
}

/**
 * A date printer: `row(iso)` as the table prints it (month names in the statement's language,
 * upper case when the bank prints them so), `full(iso)` with a year, for the period line.
 */
export function datePrinter(language, region, kind, { upperMonths = false } = {}) {
  const months = upperMonths ? language.months.map((m) => m.toUpperCase()) : language.months;
  const pattern = region.dates[kind];
  const row = (iso) => fmtDate(iso, pattern, { months });
  const hasYear = /YY/.test(pattern);
  const long = (iso) => {
    const [y, m, d] = iso.split("-").map(Number);
    return language.longDate(d, language.long[m - 1], y, region.id);
  };
  return { row, hasYear, long, pattern };
}
