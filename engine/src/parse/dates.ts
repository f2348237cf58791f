import { MONTH_WORD, monthOf } from "./months.js";

/** A calendar date as printed; the year is null when the statement leaves it out. */
export interface DateParts {
  year: number | null;
  month: number;
  day: number;
}

/** Order of day and month in all-numeric dates, decided once per statement. */
export type NumericOrder = "MD" | "DM";

/** A weekday before the date; its short name may meet the day's figures where OCR lost the space (`Sun02 Mar`). */
const WEEKDAY =
  "(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\\.?,?\\s+|(?:mon|tue|wed|thu|fri|sat|sun)(?=\\d))?";
const ISO = "(\\d{4})[-/.](\\d{1,2})[-/.](\\d{1,2})";
const NUM3 = "(\\d{1,2})([/.-])(\\d{1,2})\\2(\\d{4}|\\d{2})";
const NUM2 = "(\\d{1,2})([/.-])(\\d{1,2})\\.?";
const DMY = `(\\d{1,2})(?:st|nd|rd|th|er|\\.)?(?:\\s+de(?=\\s))?[\\s/-]*(${MONTH_WORD})(?:,?(?:\\s+de(?=\\s))?[\\s/-]*(\\d{4}|'?\\d{2}))?`;
const MDY = `(${MONTH_WORD})[\\s/-]*(\\d{1,2})(?:st|nd|rd|th)?(?:,?[\\s/-]*(\\d{4}|'\\d{2}))?`;

const ISO_RE = new RegExp(`^${WEEKDAY}${ISO}$`, "i");
const NUM3_RE = new RegExp(`^${WEEKDAY}${NUM3}$`, "i");
const NUM2_RE = new RegExp(`^${WEEKDAY}${NUM2}$`, "i");
const DMY_RE = new RegExp(`^${WEEKDAY}${DMY}$`, "i");
const MDY_RE = new RegExp(`^${WEEKDAY}${MDY}$`, "i");

/** Finds full dates (with a year) inside running text, for periods and "Balance on 1 October 2022". */
const FIND_RE = new RegExp(
  [
    "\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}",
    "\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})",
    `\\d{1,2}(?:st|nd|rd|th|er|\\.)?(?:\\s+de(?=\\s))?[\\s/-]*${MONTH_WORD},?(?:\\s+de(?=\\s))?[\\s/-]*\\d{4}`,
    `${MONTH_WORD}[\\s/-]*\\d{1,2}(?:st|nd|rd|th)?,?[\\s/-]*\\d{4}`,
  ]
    .map((p) => `(?:${p})`)
    .join("|")
    .replace(/^/, "(?<![\\w./-])(?:")
    .concat(")(?![\\w/-])"),
  "gi",
);

/** Years of the Thai solar calendar (Buddhist era) run 543 ahead: 2568 BE is 2025. */
const BUDDHIST_ERA = 543;

function year4(y: string | undefined): number | null {
  if (!y) return null;
  const digits = y.replace("'", "");
  const n = Number(digits);
  if (digits.length === 2) return n < 70 ? 2000 + n : 1900 + n;
  // No statement is dated after 2400 AD: such a year is a Buddhist-era one.
  return n >= 2400 && n < 2800 ? n - BUDDHIST_ERA : n;
}

function valid(p: DateParts): boolean {
  if (p.month < 1 || p.month > 12 || p.day < 1) return false;
  return p.day <= daysInMonth(p.year ?? 2000, p.month);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** How many digits an all-numeric date prints its year with (2 or 4), or null for other dates. */
export function numericYearDigits(text: string): number | null {
  const m = NUM3_RE.exec(text.trim());
  return m ? (m[4]?.length ?? null) : null;
}

/** An all-numeric date without its two-digit year ("03/04/20" -> "03/04"), or null for other dates. */
export function withoutShortYear(text: string): string | null {
  const t = text.trim();
  const m = NUM3_RE.exec(t);
  return m && m[4]?.length === 2 ? t.slice(0, t.length - 3) : null;
}

/** The two leading numbers of an all-numeric date (day/month in some order), or null. */
export function numericPair(text: string): [number, number] | null {
  const t = text.trim();
  const m = NUM3_RE.exec(t) ?? NUM2_RE.exec(t);
  if (!m) return null;
  return [Number(m[1]), Number(m[3])];
}

function parseParts(t: string, order: NumericOrder): DateParts | null {
  const iso = ISO_RE.exec(t);
  if (iso) return { year: year4(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  const num = NUM3_RE.exec(t) ?? NUM2_RE.exec(t);
  if (num) {
    const a = Number(num[1]);
    const b = Number(num[3]);
    const year = year4(num[4]);
    return order === "MD" ? { year, month: a, day: b } : { year, month: b, day: a };
  }
  const dmy = DMY_RE.exec(t);
  if (dmy) {
    const month = monthOf(dmy[2] ?? "");
    return month ? { year: year4(dmy[3]), month, day: Number(dmy[1]) } : null;
  }
  const mdy = MDY_RE.exec(t);
  if (mdy) {
    const month = monthOf(mdy[1] ?? "");
    return month ? { year: year4(mdy[3]), month, day: Number(mdy[2]) } : null;
  }
  return null;
}

/** Parses a whole cell as a date. All-numeric dates follow `order`. */
export function parseDate(text: string, order: NumericOrder): DateParts | null {
  const t = text.trim().replace(/\s+/g, " ");
  if (t.length < 3 || t.length > 32) return null;
  const p = parseParts(t, order);
  return p && valid(p) ? p : null;
}

/** True when a cell looks like a date in either numeric order. */
export function isDateText(text: string): boolean {
  if (!/\d/.test(text)) return false;
  return parseDate(text, "MD") !== null || parseDate(text, "DM") !== null;
}

/**
 * A cell read as a date printed the way `sample` is, where a scan misread a separator as
 * another character, lost it, or left a mark around the date: like "12/18", "12119" and "0424"
 * are 12/19 and 04/24; `25-Jan-2025"` is 25-Jan-2025. Only separators and marks are read
 * otherwise: every digit and letter is kept as read, in the sample's runs of digits and letters.
 * Null when the cell is not the sample's shape but for those, or reads as no date.
 */
export function dateShapedLike(text: string, sample: string): string | null {
  const bare = text.trim().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
  if (isDateText(bare)) return bare;
  const runs = sample.trim().match(/\d+|\p{L}+|[^\p{L}\p{N}]+/gu) ?? [];
  const separators: string[] = [];
  let pattern = "";
  for (const run of runs) {
    if (/^\d/.test(run)) pattern += `(\\d{${run.length}})`;
    else if (/^\p{L}/u.test(run)) pattern += `(\\p{L}{${run.length}})`;
    else {
      // A separator of one character, read as any one character or lost.
      if (run.length > 1) return null;
      pattern += ".?";
      separators.push(run);
    }
  }
  const m = new RegExp(`^${pattern}$`, "u").exec(bare);
  if (!m) return null;
  const parts = m.slice(1);
  const date = parts.map((part, i) => part + (i < separators.length ? separators[i] : "")).join("");
  return isDateText(date) ? date : null;
}

export interface FoundDate {
  index: number;
  end: number;
  text: string;
}

/** Date-like substrings of a line (full dates with a year, and day-month-name forms). */
export function findDates(text: string): FoundDate[] {
  const out: FoundDate[] = [];
  // Every full date has a 4-digit year or a numeric d/m/y run; most lines have neither.
  if (!/\d{4}|\d[/.-]\d{1,2}[/.-]\d\d/.test(text)) return out;
  FIND_RE.lastIndex = 0;
  for (let m = FIND_RE.exec(text); m; m = FIND_RE.exec(text)) {
    if (isDateText(m[0])) out.push({ index: m.index, end: m.index + m[0].length, text: m[0] });
  }
  return out;
}

/** ISO `YYYY-MM-DD` of full date parts. */
export function toIso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function isoToDay(iso: string): number {
  return (
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000
  );
}

/**
 * Picks the year of a year-less date: the one that puts it inside (or nearest to) the
 * statement period, so a December-to-January statement gets both years right.
 */
export function resolveYear(
  month: number,
  day: number,
  start: string | null,
  end: string | null,
  fallback: number,
): number {
  if (!start && !end) return fallback;
  const from = isoToDay(start ?? (end as string));
  const to = isoToDay(end ?? (start as string));
  const base = Number((start ?? (end as string)).slice(0, 4));
  let best = base;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const y of [base - 1, base, base + 1, base + 2]) {
    if (month === 2 && day === 29 && daysInMonth(y, 2) < 29) continue;
    const d = isoToDay(toIso(y, month, day));
    const distance = d < from ? from - d : d > to ? d - to : 0;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = y;
    }
  }
  return best;
}
