import type { Line } from "../layout/lines.js";
import { CONNECTOR, PERIOD_WORDS, STATEMENT_DATE } from "../lexicon/statement-words.js";
import { type DateParts, findDates, isoToDay, type NumericOrder, parseDate, toIso } from "../parse/dates.js";
import { MONTH_WORD, monthOf } from "../parse/months.js";

export interface Period {
  start: string;
  end: string;
}

function iso(p: DateParts | null): string | null {
  return p && p.year !== null ? toIso(p.year, p.month, p.day) : null;
}

/**
 * Finds the statement period: two full dates joined by "to", "through", "-", ... Lines that
 * name a period come first, then the earliest such pair in reading order (fine print about
 * other periods comes later in a statement). `fits` rejects a candidate that the statement's
 * own rows do not fall in (a fee notice quoting last quarter's dates). Periods printing the year
 * once come next; last, two dates joined by a few words the connectors do not know ("tot en
 * met", "/"), in order and at most 400 days apart.
 */
export function findPeriod(
  lines: Line[],
  order: NumericOrder,
  fits: (p: Period) => boolean = () => true,
): Period | null {
  const candidates: { period: Period; score: number; known: boolean }[] = [];
  lines.forEach((line, index) => {
    const found = findDates(line.text);
    for (let k = 0; k + 1 < found.length; k++) {
      const a = found[k];
      const b = found[k + 1];
      if (!a || !b) continue;
      const between = line.text.slice(a.end, b.index);
      const known = CONNECTOR.test(between);
      if (!known && !FEW_WORDS.test(between)) continue;
      const start = iso(parseDate(a.text, order));
      const end = iso(parseDate(b.text, order));
      if (!start || !end) continue;
      const days = isoToDay(end) - isoToDay(start);
      if (days < 0 || days > 400) continue;
      // Labelled short lines first; sentences and small print (fine print quoting other periods) last.
      const words = line.text.split(/\s+/).length;
      const lead = line.text.slice(0, a.index);
      const above = lines[index - 1]?.text ?? "";
      const labelled =
        (PERIOD_WORDS.test(lead) && lead.split(/\s+/).filter(Boolean).length <= 4) ||
        (PERIOD_WORDS.test(above) && above.split(/\s+/).length <= 4 && !/\d/.test(above));
      // Two dates with only a space between are a period only under a period label: unlabelled,
      // they are a table row's dates (booked and value date), thousands of them on a long statement.
      if (!known && /^\s+$/.test(between) && !labelled) continue;
      let score = -index / 1000;
      if (labelled) score += 1;
      if (words > 12) score -= 1.5;
      if (line.fontSize < 6.5) score -= 1;
      candidates.push({ period: { start, end }, score, known });
    }
  });
  candidates.sort((a, b) => b.score - a.score);
  const best = candidates.find((c) => c.known && fits(c.period));
  if (best) return best.period;
  const compact = compactPeriod(lines, order);
  if (compact && fits(compact)) return compact;
  return candidates.find((c) => fits(c.period))?.period ?? null;
}

/**
 * Up to three words (or a mark) and no figure between two dates: a connector in any language. Or
 * nothing but a space, on a labelled line: a dash drawn as a line, or one OCR took for a speck
 * ("Billing Period: 12/14/25 01/13/26").
 */
const FEW_WORDS = /^\s*(?:[^\s\d]+(?:\s+[^\s\d]+){0,2}\s*|\s)$/;

const SEP = "\\s*(?:-|–|—|to|through|thru|until|till|bis|au|al)\\s*";
const M = `(${MONTH_WORD})`;
const D = "(\\d{1,2})(?:st|nd|rd|th)?";
const Y = "(\\d{4})";
const COMPACT: {
  re: RegExp;
  read: (m: RegExpExecArray, order: NumericOrder) => [number, number, number, number, number] | null;
}[] = [
  // Oct 1 - Oct 31, 2024 / Dec 15 - Jan 14, 2025
  {
    re: new RegExp(`${M}\\s+${D}${SEP}${M}\\s+${D},?\\s+${Y}`, "i"),
    read: (m) => months(m[1], m[2], m[3], m[4], m[5]),
  },
  // 1 Oct - 31 Oct 2024
  {
    re: new RegExp(`${D}\\s+${M}${SEP}${D}\\s+${M},?\\s+${Y}`, "i"),
    read: (m) => months(m[2], m[1], m[4], m[3], m[5]),
  },
  // October 1 - 31, 2024
  {
    re: new RegExp(`${M}\\s+${D}${SEP}${D},?\\s+${Y}`, "i"),
    read: (m) => months(m[1], m[2], m[1], m[3], m[4]),
  },
  // 1 - 31 October 2024
  {
    re: new RegExp(`${D}${SEP}${D}\\s+${M},?\\s+${Y}`, "i"),
    read: (m) => months(m[3], m[1], m[3], m[2], m[4]),
  },
  // 10/01 - 10/31/2024 (in the statement's numeric order)
  {
    re: /(\d{1,2})[/.](\d{1,2})\s*(?:-|–|to|through)\s*(\d{1,2})[/.](\d{1,2})[/.](\d{4})/i,
    read: (m, order) => {
      const n = [1, 2, 3, 4].map((i) => Number(m[i]));
      const [a = 0, b = 0, c = 0, d = 0] = n;
      return order === "MD" ? [a, b, c, d, Number(m[5])] : [b, a, d, c, Number(m[5])];
    },
  },
];

function months(
  m1?: string,
  d1?: string,
  m2?: string,
  d2?: string,
  y?: string,
): [number, number, number, number, number] | null {
  const a = monthOf(m1 ?? "");
  const b = monthOf(m2 ?? "");
  return a && b ? [a, Number(d1), b, Number(d2), Number(y)] : null;
}

/** Periods that print the year once: "Oct 1 - Oct 31, 2024", "1 - 31 October 2024", "10/01 - 10/31/2024". */
function compactPeriod(lines: Line[], order: NumericOrder): Period | null {
  for (const line of lines) {
    for (const { re, read } of COMPACT) {
      const m = re.exec(line.text);
      const parts = m ? read(m, order) : null;
      if (!parts) continue;
      const [m1, d1, m2, d2, year] = parts;
      const startYear = m1 > m2 ? year - 1 : year;
      const start = iso(parseDate(`${startYear}-${m1}-${d1}`, order));
      const end = iso(parseDate(`${year}-${m2}-${d2}`, order));
      if (start && end && isoToDay(end) >= isoToDay(start) && isoToDay(end) - isoToDay(start) <= 400)
        return { start, end };
    }
  }
  return null;
}

/** The first year printed in any full date of the document (fallback for year-less dates). */
export function firstYear(lines: Line[], order: NumericOrder): number | null {
  for (const line of lines) {
    for (const d of findDates(line.text)) {
      const p = parseDate(d.text, order);
      if (p?.year) return p.year;
    }
  }
  return null;
}

/** The statement's own date ("Statement date 22 January 2026") when it prints no period. */
export function findStatementDate(lines: Line[], order: NumericOrder): string | null {
  for (const line of lines) {
    const label = STATEMENT_DATE.exec(line.text);
    if (!label) continue;
    const after = findDates(line.text).find((d) => d.index >= label.index + label[0].length);
    const date = after ? iso(parseDate(after.text, order)) : null;
    if (date) return date;
  }
  return null;
}
