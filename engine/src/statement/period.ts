import type { Line } from "../layout/lines.js";
import { type DateParts, findDates, isoToDay, type NumericOrder, parseDate, toIso } from "../parse/dates.js";

export interface Period {
  start: string;
  end: string;
}

const CONNECTOR = /^\s*(-|–|—|to|through|thru|until|till|bis|au|al|a|tot|t\/m|and)\s*$/i;
const PERIOD_WORDS =
  /\b(period|statement|from|for|zeitraum|p[ée]riode|periodo|periode|du|vom|von|del|van)\b/i;

function iso(p: DateParts | null): string | null {
  return p && p.year !== null ? toIso(p.year, p.month, p.day) : null;
}

/**
 * Finds the statement period: two full dates joined by "to", "through", "-", ... Lines that
 * name a period come first, then the earliest such pair in reading order (fine print about
 * other periods comes later in a statement).
 */
export function findPeriod(lines: Line[], order: NumericOrder): Period | null {
  let best: { period: Period; score: number } | null = null;
  lines.forEach((line, index) => {
    const found = findDates(line.text);
    for (let k = 0; k + 1 < found.length; k++) {
      const a = found[k];
      const b = found[k + 1];
      if (!a || !b) continue;
      const between = line.text.slice(a.end, b.index);
      if (!CONNECTOR.test(between)) continue;
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
      let score = -index / 1000;
      if (labelled) score += 1;
      if (words > 12) score -= 1.5;
      if (line.fontSize < 6.5) score -= 1;
      if (!best || score > best.score) best = { period: { start, end }, score };
    }
  });
  return (best as { period: Period } | null)?.period ?? null;
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
