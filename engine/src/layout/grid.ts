import { median } from "./median.js";
import type { Token } from "./tokens.js";

/** Where a table's columns lie, measured from its rows: the dates, the text and the money. */
export interface Grid {
  /** The row's date, and a second date printed beside it on most rows (a value or posting date). */
  dates: Span[];
  /** The month of a date whose day stands in a column of its own ("03 | Oct"). */
  month: Span | null;
  /** Columns of text, left to right; `main` is the description (the most text). */
  texts: Span[];
  main: number;
  /** Money columns, left to right, each the numbers whose right edges line up. */
  money: Span[];
  fontSize: number;
}

export interface Span {
  x0: number;
  x1: number;
  /** Tokens measured into it (a column's values; the text column's words). */
  tokens: Token[];
}

/** One row of a table as tokens: its dates, its money and its text. */
export interface RowTokens {
  dates: Token[];
  money: Token[];
  texts: Token[];
}

const span = (tokens: Token[]): Span => ({
  x0: Math.min(...tokens.map((t) => t.x0)),
  x1: Math.max(...tokens.map((t) => t.x1)),
  tokens,
});

/** Groups values whose `edge` lies within `tol` of the previous one's, left to right. */
export function clusterBy(tokens: Token[], edge: (t: Token) => number, tol: number): Token[][] {
  const sorted = [...tokens].sort((a, b) => edge(a) - edge(b));
  const out: Token[][] = [];
  let cur: Token[] = [];
  for (const t of sorted) {
    const last = cur[cur.length - 1];
    if (last && edge(t) - edge(last) > tol) {
      out.push(cur);
      cur = [];
    }
    cur.push(t);
  }
  if (cur.length) out.push(cur);
  return out;
}

/**
 * Measures a table's columns from its rows: the first date of each row makes the date column,
 * a second date on most rows a second date column, text starting at one left edge on many rows
 * a text column (the one holding the most text is the description), and the money `values`
 * printed among the rows whose right edges line up (within a font size) a money column each.
 */
export function measureGrid(rows: RowTokens[], values: Token[], fontSize: number): Grid | null {
  const firstDates = rows.map((r) => r.dates[0]).filter((t): t is Token => t !== undefined);
  if (firstDates.length === 0) return null;
  const dates = [span(firstDates)];
  const months = firstDates.flatMap((t) => (t.month ? [{ ...t, ...t.month }] : []));
  const month = months.length * 2 > firstDates.length ? span(months) : null;
  const seconds = rows.map((r) => r.dates[1]).filter((t): t is Token => t !== undefined);
  if (seconds.length * 2 >= rows.length && seconds.length > 0) {
    const x = median(seconds.map((t) => t.x0));
    const aligned = seconds.filter((t) => Math.abs(t.x0 - x) <= 1.5 * fontSize);
    if (aligned.length * 2 >= rows.length) dates.push(span(aligned));
  }
  const money = clusterBy(values, (t) => t.x1, 0.8 * fontSize).map(span);
  if (money.length === 0) return null;
  const words = rows.flatMap((r) => r.texts);
  // A text column starts at one left edge on at least two rows and a fifth of them.
  const textClusters = clusterBy(words, (t) => t.x0, 1.5 * fontSize).filter((c) => {
    const n = new Set(c.map((t) => rows.findIndex((r) => r.texts.includes(t)))).size;
    return n >= Math.min(2, rows.length) && n * 5 >= rows.length;
  });
  const texts = textClusters.map(span);
  let main = -1;
  let most = 0;
  texts.forEach((s, i) => {
    const chars = s.tokens.reduce((n, t) => n + t.text.length, 0);
    if (chars > most) {
      most = chars;
      main = i;
    }
  });
  return { dates, month, texts, main, money, fontSize };
}
