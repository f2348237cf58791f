import { type ParsedAmount, parseAmount } from "../parse/amounts.js";
import { isDateText } from "../parse/dates.js";
import { cellPart, isTimeText, leadingDate } from "./columns.js";
import type { Cell, Line } from "./lines.js";

/**
 * What a piece of a line is, read without any column: a date, a money value, a time of day or
 * text. The geometry of a table (src/statement/find-tables.ts) is built from these.
 */
export interface Token extends Cell {
  kind: "date" | "money" | "time" | "text";
  amount: ParsedAmount | null;
}

const token = (cell: Cell, kind: Token["kind"], amount: ParsedAmount | null = null): Token => ({
  ...cell,
  kind,
  amount,
});

/** The last one or two words of a text when they are an amount ("Transaction 12 50.00", "... 612.19 CR"). */
function trailingAmount(text: string): string | null {
  const words = text.split(" ");
  for (const k of [2, 1]) {
    if (words.length <= k) continue;
    const tail = words.slice(-k).join(" ");
    if (/\d[.,]\d{2}\b/.test(tail) && parseAmount(tail)) return tail;
  }
  return null;
}

function tokensOfCell(cell: Cell, out: Token[]): void {
  const text = cell.text;
  if (isTimeText(text)) {
    out.push(token(cell, "time"));
    return;
  }
  if (isDateText(text)) {
    out.push(token(cell, "date"));
    return;
  }
  const amount = parseAmount(text);
  if (amount) {
    out.push(token(cell, "money", amount));
    return;
  }
  const head = leadingDate(text);
  if (head) {
    // "03/10/2025 CARD PURCHASE": a date run into the text after it.
    out.push(token(cellPart(cell, 0, head.length), "date"));
    tokensOfCell(cellPart(cell, head.length + 1, text.length), out);
    return;
  }
  const tail = trailingAmount(text);
  if (tail) {
    const at = text.length - tail.length;
    out.push(token(cellPart(cell, 0, at - 1), "text"));
    out.push(token(cellPart(cell, at, text.length), "money", parseAmount(tail)));
    return;
  }
  out.push(token(cell, "text"));
}

/** A line's cells as tokens, left to right; a cell holding a date and text, or text and an amount, gives two. */
export function tokensOf(line: Line): Token[] {
  const out: Token[] = [];
  for (const cell of line.cells) if (cell.text.trim()) tokensOfCell(cell, out);
  return out;
}
