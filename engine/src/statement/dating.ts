import type { Line } from "../layout/lines.js";
import { inferNumericOrder } from "../parse/date-order.js";
import {
  findDates,
  isoToDay,
  type NumericOrder,
  numericYearDigits,
  parseDate,
  resolveYear,
  toIso,
  withoutShortYear,
} from "../parse/dates.js";
import type { StatementWarning } from "../types.js";
import type { BalanceCandidate } from "./metadata.js";
import { findPeriod, findStatementDate, firstYear, type Period } from "./period.js";
import type { TableRow } from "./rows.js";

/** How a statement's dates are read: numeric order, period, and the year of year-less dates. */
export interface Dating {
  order: NumericOrder;
  period: Period | null;
  /** The dates year-less rows are placed near: the period, or only its end (the statement date). */
  window: { start: string | null; end: string | null } | null;
  fallbackYear: number;
  /**
   * The rows print all-numeric dates with four-digit years: one read with two ("03/04/20" among
   * "03/04/2025") had its year cut short by OCR, and is dated as a year-less date, not in 2020.
   */
  fourDigitYears: boolean;
}

/** Rows with four-digit years, at least, and their share of the numeric dates that print a year. */
const FOUR_DIGIT_ROWS = 5;
const FOUR_DIGIT_SHARE = 0.8;

/** A row dated this far (in days) outside the statement's period is worth a warning. */
const FAR_OUTSIDE = 31;

export interface DatingInput {
  rows: TableRow[];
  all: Line[];
  outside: Line[];
  currency: string | null;
  summary: BalanceCandidate[];
}

/** Decides the numeric order, the period (one the rows fall in) and the fallback year. */
export function chooseDating({ rows, all, outside, currency, summary }: DatingInput): Dating {
  const dateTexts: string[] = [];
  for (const r of rows) {
    if (r.date) dateTexts.push(r.date);
    if (r.valueDate) dateTexts.push(r.valueDate);
  }
  for (const l of outside.slice(0, 200)) for (const d of findDates(l.text)) dateTexts.push(d.text);
  const order = inferNumericOrder(dateTexts, currency);
  const fits = (p: Period) => rowsFit(rows, p, order);
  const period = findPeriod(outside, order, fits) ?? periodOfBalances(summary, order, fits);
  const fallbackYear = firstYear(all, order) ?? new Date().getUTCFullYear();
  const statementDate = period ? null : findStatementDate(outside, order);
  const window = period ?? (statementDate ? { start: null, end: statementDate } : null);
  const digits = rows.map((r) => (r.date ? numericYearDigits(r.date) : null)).filter((d) => d !== null);
  const four = digits.filter((d) => d === 4).length;
  const fourDigitYears = four >= FOUR_DIGIT_ROWS && four >= digits.length * FOUR_DIGIT_SHARE;
  return { order, period, window, fallbackYear, fourDigitYears };
}

/** ISO date of a printed date under `dating`, or null when it does not read as one. */
export function resolveDate(text: string, dating: Dating): string | null {
  const p = parseDate((dating.fourDigitYears && withoutShortYear(text)) || text, dating.order);
  if (!p) return null;
  const w = dating.window;
  const year = p.year ?? resolveYear(p.month, p.day, w?.start ?? null, w?.end ?? null, dating.fallbackYear);
  return toIso(year, p.month, p.day);
}

/** Days from `day` to the window [start, end], 0 inside it. */
function distance(day: number, period: Period): number {
  const from = isoToDay(period.start);
  const to = isoToDay(period.end);
  return day < from ? from - day : day > to ? day - to : 0;
}

/** True when most rows' dates fall in (or near) `period`; year-less dates in any year. */
function rowsFit(rows: TableRow[], period: Period, order: NumericOrder): boolean {
  let readable = 0;
  let inside = 0;
  for (const r of rows) {
    const p = r.date ? parseDate(r.date, order) : null;
    if (!p) continue;
    readable++;
    const year =
      p.year ?? resolveYear(p.month, p.day, period.start, period.end, Number(period.start.slice(0, 4)));
    if (distance(isoToDay(toIso(year, p.month, p.day)), period) <= FAR_OUTSIDE) inside++;
  }
  return readable === 0 || inside * 2 > readable;
}

/** "Balance as of 01.10.2025" ... "Balance as of 31.10.2025": the statement's period, when it prints none. */
function periodOfBalances(
  summary: BalanceCandidate[],
  order: NumericOrder,
  fits: (p: Period) => boolean,
): Period | null {
  const days: string[] = [];
  for (const c of summary) {
    const d = c.kind === "at" && c.dateText ? parseDate(c.dateText, order) : null;
    if (d?.year) days.push(toIso(d.year, d.month, d.day));
  }
  days.sort();
  const start = days[0];
  const end = days[days.length - 1];
  if (!start || !end || start === end || isoToDay(end) - isoToDay(start) > 400) return null;
  return fits({ start, end }) ? { start, end } : null;
}

/** Warnings for rows dated more than a month outside the statement's period (a misread date or year). */
export function datesOutsidePeriod(dates: readonly string[], period: Period | null): StatementWarning[] {
  if (!period) return [];
  const out: StatementWarning[] = [];
  dates.forEach((date, row) => {
    if (distance(isoToDay(date), period) <= FAR_OUTSIDE) return;
    out.push({
      code: "DATE_OUTSIDE_PERIOD",
      row,
      message: `Row ${row + 1}: the date ${date} lies outside the statement period (${period.start} to ${period.end}).`,
    });
  });
  return out;
}
