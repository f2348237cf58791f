import { type ParsedAmount, parseAmount } from "../parse/amounts.js";
import { isDateText } from "../parse/dates.js";
import { monthOf } from "../parse/months.js";
import { cellPart, isTimeText, leadingDate } from "./columns.js";
import type { Cell, Line } from "./lines.js";

/**
 * What a piece of a line is, read without any column: a date, a money value, a time of day or
 * text. The geometry of a table (src/statement/find-tables.ts) is built from these.
 */
export interface Token extends Cell {
  kind: "date" | "money" | "time" | "text";
  amount: ParsedAmount | null;
  /** Split from a cell that holds more ("CARD 0034 12.50"): its place is estimated. */
  part: boolean;
  /** A date printed as a day and a month in cells of their own ("03 | 10", "03 | Oct"): the month's cell. */
  month?: Cell;
}

const token = (cell: Cell, kind: Token["kind"], amount: ParsedAmount | null = null, part = false): Token => ({
  ...cell,
  kind,
  amount,
  part,
});

/** The last one or two words of a text when they are an amount ("Transaction 12 50.00", "... 612.19 CR"). */
function trailingAmount(text: string): string | null {
  const words = text.split(" ");
  for (const k of [2, 1]) {
    if (words.length <= k) continue;
    const tail = words.slice(-k).join(" ");
    if (/\d[.,]\d{2}(?!\d)/.test(tail) && parseAmount(tail)) return tail;
  }
  return null;
}

/**
 * The first words of a text when they are an amount and words follow it ("252,65 Bonifico da
 * Rossi", "1 112,31 VIR SEPA": thousands grouped by spaces), the longest that reads.
 */
function leadingAmount(text: string): string | null {
  const words = text.split(" ");
  for (const k of [3, 2, 1]) {
    if (words.length <= k) continue;
    const head = words.slice(0, k).join(" ");
    if (/\d[.,]\d{2}(?!\d)/.test(head) && parseAmount(head)) return head;
  }
  return null;
}

function tokensOfCell(cell: Cell, out: Token[], part = false): void {
  const text = cell.text;
  if (isDateText(text)) {
    out.push(token(cell, "date", null, part));
    return;
  }
  // "12.45" is money; a time is written with a colon ("14:32") or stands under a date column.
  const amount = parseAmount(text);
  if (amount) {
    out.push(token(cell, "money", amount, part));
    return;
  }
  if (isTimeText(text)) {
    out.push(token(cell, "time", null, part));
    return;
  }
  const head = leadingDate(text);
  if (head) {
    // "03/10/2025 CARD PURCHASE": a date run into the text after it.
    out.push(token(cellPart(cell, 0, head.length), "date", null, true));
    tokensOfCell(cellPart(cell, head.length + 1, text.length), out, true);
    return;
  }
  const lead = leadingAmount(text);
  if (lead) {
    // "252,65 Bonifico da Rossi Srl": an amount right-aligned against the text after it.
    out.push(token(cellPart(cell, 0, lead.length), "money", parseAmount(lead), true));
    tokensOfCell(cellPart(cell, lead.length + 1, text.length), out, true);
    return;
  }
  const tail = trailingAmount(text);
  if (tail) {
    const at = text.length - tail.length;
    out.push(token(cellPart(cell, 0, at - 1), "text", null, true));
    out.push(token(cellPart(cell, at, text.length), "money", parseAmount(tail), true));
    return;
  }
  out.push(token(cell, "text", null, part));
}

/** Each line's tokens, read once: the table finder asks for a line's many times. */
const read = new WeakMap<Line, readonly Token[]>();

/**
 * A line's cells as tokens, left to right; a cell holding a date and text, or text and an amount,
 * gives two. The same array for the same line: not to be changed.
 */
export function tokensOf(line: Line): readonly Token[] {
  let tokens = read.get(line);
  if (!tokens) {
    tokens = readTokens(line);
    read.set(line, tokens);
  }
  return tokens;
}

function readTokens(line: Line): Token[] {
  const out: Token[] = [];
  for (const cell of line.cells) if (cell.text.trim()) tokensOfCell(cell, out);
  joinDayAndMonth(out, line.fontSize);
  lastAsMoney(out);
  return out;
}

/**
 * A line's last cell that reads as a date and as money ("7.20", "12.10"), after a date and text
 * of its own: money, where a row's figures end.
 */
function lastAsMoney(tokens: Token[]): void {
  const last = tokens[tokens.length - 1];
  if (last?.kind !== "date" || last.part || tokens.length < 3) return;
  const before = tokens.slice(0, -1);
  if (!before.some((t) => t.kind === "date") || before[before.length - 1]?.kind !== "text") return;
  const amount = /^\d{1,2}[.,]\d{2}$/.test(last.text) ? parseAmount(last.text) : null;
  if (amount) tokens[tokens.length - 1] = { ...last, kind: "money", amount };
}

const DAY = /^(0?[1-9]|[12]\d|3[01])\.?$/;
const MONTH_NUMBER = /^(0?[1-9]|1[0-2])\.?$/;

/**
 * A day and a month in cells of their own at the start of a line ("03 | 10", "03 | Oct"), up
 * to six font sizes apart: one date, the day's token carrying the month's cell.
 */
function joinDayAndMonth(tokens: Token[], fontSize: number): void {
  const [day, month] = tokens;
  if (!day || !month || day.kind !== "text" || !DAY.test(day.text)) return;
  if (month.x0 - day.x1 > 6 * fontSize) return;
  const named = monthOf(month.text);
  if (!(month.kind === "text" && (MONTH_NUMBER.test(month.text) || named))) return;
  const m = named ?? Number(month.text.replace(".", ""));
  tokens.splice(0, 2, { ...day, kind: "date", text: `${day.text.replace(".", "")}/${m}`, month });
}
