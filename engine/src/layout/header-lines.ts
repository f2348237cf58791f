import { headerWords, MAX_PHRASE_WORDS, roleOfPhrase } from "../lexicon/column-labels.js";
import { CURRENCY_CODES } from "../parse/amounts.js";
import { cellPart } from "./columns.js";
import type { Cell, Line } from "./lines.js";
import type { ColumnRole } from "./roles.js";
import { tokensOf } from "./tokens.js";

/** A column of a table found from its rows, before it is named: where it lies and what it holds. */
export interface GridColumn {
  kind: "date" | "month" | "text" | "money";
  x0: number;
  x1: number;
  /** The words of the header lines standing over it, top to bottom ("" when none). */
  label: string;
}

/**
 * The header lines over a table's first row: up to three lines right above it (the nearest
 * within three and a half font sizes, each further one stacked within two and a half), with
 * no digits, inside the table's width, above at most two undated lines of money (an opening balance).
 * None when the table prints no header.
 */
export function headerLinesAbove(
  lines: Line[],
  first: number,
  x0: number,
  x1: number,
  fontSize: number,
): Line[] {
  const out: Line[] = [];
  let below = lines[first] as Line;
  let skipped = 0;
  for (let j = first - 1; j >= 0 && out.length < 3; j--) {
    const l = lines[j] as Line;
    const gap = below.y - l.y;
    if (l.page !== below.page || gap > (out.length === 0 ? 3.5 : 2.5) * Math.max(fontSize, l.fontSize)) break;
    const tokens = tokensOf(l);
    if (
      out.length === 0 &&
      skipped < 2 &&
      tokens.some((t) => t.kind === "money") &&
      !tokens.some((t) => t.kind === "date")
    ) {
      // An opening balance printed between the header and the first row.
      skipped++;
      below = l;
      continue;
    }
    if (/\d/.test(l.text) || l.cells.length === 0) break;
    if (l.x0 < x0 - 3 * fontSize || l.x1 > x1 + 3 * fontSize) break;
    out.unshift(l);
    below = l;
  }
  return out;
}

/** The words of a cell, each placed by its share of the cell's characters. */
function wordsOf(cell: Cell): Cell[] {
  const out: Cell[] = [];
  const re = /\S+/g;
  for (let m = re.exec(cell.text); m; m = re.exec(cell.text)) {
    out.push(cellPart(cell, m.index, m.index + m[0].length));
  }
  return out;
}

/** The column a word stands over: the one it overlaps most, else the nearest (-1 for no columns). */
export function columnUnder(
  word: { x0: number; x1: number },
  columns: readonly { x0: number; x1: number }[],
): number {
  let best = -1;
  let bestScore = Number.NEGATIVE_INFINITY;
  columns.forEach((c, i) => {
    const score = Math.min(word.x1, c.x1) - Math.max(word.x0, c.x0);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

/**
 * Names a table's columns with the header lines over them, by position: each word goes to the
 * column it stands over, or the nearest one (a label printed left of its right-aligned numbers).
 * A cell stretching over most of the table is a title, not a label.
 */
export function labelColumns(headerLines: Line[], columns: GridColumn[]): void {
  const left = Math.min(...columns.map((c) => c.x0));
  const right = Math.max(...columns.map((c) => c.x1));
  for (const line of headerLines) {
    for (const cell of line.cells) {
      if (columns.length > 2 && cell.x1 - cell.x0 > 0.6 * (right - left)) continue;
      for (const word of wordsOf(cell)) {
        const k = columnUnder(word, columns);
        const col = columns[k];
        if (col) col.label = col.label ? `${col.label} ${word.text}` : word.text;
      }
    }
  }
}

const KIND_ROLES: Record<GridColumn["kind"], ReadonlySet<ColumnRole>> = {
  date: new Set(["date", "valueDate"]),
  month: new Set(["month"]),
  money: new Set(["debit", "credit", "amount", "balance", "fee", "aside"]),
  text: new Set(["description", "counterparty", "reference", "method", "account", "currency", "month"]),
};

/** A label's words without the currency they count in ("Amount in EUR" is an amount, not money in). */
function withoutUnit(words: string[]): string[] {
  return words.filter(
    (w, i) =>
      !CURRENCY_CODES.has(w.toUpperCase()) &&
      !(/^(in|en)$/.test(w) && CURRENCY_CODES.has((words[i + 1] ?? "").toUpperCase())),
  );
}

/**
 * The role a label gives a column of this kind: the first known phrase in it that names a role
 * such a column can have ("Débit euros" is a debit column; "F.Valor" over dates is a value date).
 * Null when no word of the label is known.
 */
export function roleOfLabel(label: string, kind: GridColumn["kind"]): ColumnRole | null {
  const allowed = KIND_ROLES[kind];
  for (const keepLetters of [true, false]) {
    const words = withoutUnit(headerWords(label, keepLetters));
    for (let i = 0; i < words.length; i++) {
      for (let len = Math.min(MAX_PHRASE_WORDS, words.length - i); len >= 1; len--) {
        const role = roleOfPhrase(words.slice(i, i + len).join(" "));
        if (role && allowed.has(role)) return role;
      }
    }
  }
  return null;
}
