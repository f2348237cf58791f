import { CREDIT_MARK, DEBIT_MARK } from "../lexicon/direction-marks.js";
import { type ParsedAmount, parseAmount } from "../parse/amounts.js";
import { isDateText } from "../parse/dates.js";
import { type Column, firstTextColumn, type TableHeader } from "./header.js";
import type { Cell, Line } from "./lines.js";
import { type ColumnRole, MONEY_ROLES } from "./roles.js";

export interface MoneyCell {
  role: ColumnRole;
  amount: ParsedAmount;
  text: string;
  x0: number;
  x1: number;
}

/** A table line's cells, sorted into the header's columns. */
export interface PlacedLine {
  date: string | null;
  valueDate: string | null;
  money: MoneyCell[];
  description: Cell[];
  /** Cells of a counterparty column printed beside the description. */
  counterparty: Cell[];
  /** Which way the row's unsigned amount goes, from a marks column ("Af"/"Bij", "Dr"/"Cr"). */
  direction: "debit" | "credit" | null;
  /** The payment method column's text ("Card payment", "SEPA transfer"). */
  method: Cell[];
  /** The row's account, from an Account column of a table mixing accounts. */
  account: string | null;
  /** The row's currency, from a currency column ("Ccy"). */
  currency: string | null;
  reference: Cell[];
  /** Cells that fit no column (left of the table, or text where numbers belong). */
  stray: Cell[];
  /** Whole money values printed outside the money columns (daily-balance grids, summaries). */
  strayMoney: number;
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

function bestColumn(
  x0: number,
  x1: number,
  columns: Column[],
  pad: number,
  roles: (r: ColumnRole) => boolean,
): Column | null {
  let best: Column | null = null;
  let bestOverlap = 0;
  for (const col of columns) {
    if (!roles(col.role)) continue;
    const o = overlap(x0, x1, col.x0 - pad, col.x1 + pad);
    if (o > bestOverlap) {
      bestOverlap = o;
      best = col;
    }
  }
  return best;
}

const isMoney = (r: ColumnRole) => MONEY_ROLES.has(r);

/** A number under no header: it belongs to the nearest column if that is a money column close by. */
function nearestMoney(cell: Cell, columns: Column[], fs: number): Column | null {
  let best: Column | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const col of columns) {
    const d = Math.max(0, col.x0 - cell.x1, cell.x0 - col.x1);
    if (d < bestDistance) {
      bestDistance = d;
      best = col;
    }
  }
  return best && isMoney(best.role) && bestDistance <= 6 * fs ? best : null;
}
const isDate = (r: ColumnRole) => r === "date" || r === "valueDate";

/** The text column a cell starting at x belongs to: the right-most column starting at or before it. */
function textColumn(x: number, columns: Column[], tol: number): Column | null {
  let best: Column | null = null;
  for (const col of columns) if (col.x0 <= x + tol && (!best || col.x0 > best.x0)) best = col;
  return best;
}

/** Part of a cell (characters `from` to `to`), placed by its share of the cell's characters. */
export function cellPart(cell: Cell, from: number, to: number): Cell {
  const w = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  return {
    text: cell.text.slice(from, to).trim(),
    x0: cell.x0 + from * w,
    x1: cell.x0 + to * w,
    fontSize: cell.fontSize,
  };
}

/**
 * Splits a cell that runs a date into the description, or a description into an amount
 * (columns printed too close together to leave a gap), where the parts sit in those columns.
 */
export function splitCell(cell: Cell, columns: Column[], pad: number): Cell[] {
  const text = cell.text;
  if (!text.includes(" ") || !/\d/.test(text)) return [cell];
  const inDate = bestColumn(cell.x0, cell.x1, columns, pad, isDate) !== null;
  const inMoney = bestColumn(cell.x0, cell.x1, columns, pad, isMoney) !== null;
  if ((!inDate && !inMoney) || (inDate && isDateText(text)) || (inMoney && parseAmount(text))) return [cell];
  const spaces: number[] = [];
  for (let i = 0; i < text.length; i++) if (text[i] === " ") spaces.push(i);
  for (let k = inDate ? Math.min(3, spaces.length) - 1 : -1; k >= 0; k--) {
    const at = spaces[k] as number;
    const head = cellPart(cell, 0, at);
    if (isDateText(head.text) && bestColumn(head.x0, head.x1, columns, pad, isDate)) {
      return [head, ...splitCell(cellPart(cell, at + 1, text.length), columns, pad)];
    }
  }
  for (let k = inMoney ? Math.min(3, spaces.length) - 1 : -1; k >= 0; k--) {
    // An amount right-aligned against the description that follows it ("252,65 Bonifico da ..."),
    // the longest that reads, as tokens.ts reads it ("3 580,52 CR COTISATION": the mark is the amount's).
    const at = spaces[k] as number;
    const head = cellPart(cell, 0, at);
    if (parseAmount(head.text) && bestColumn(head.x0, head.x1, columns, pad, isMoney)) {
      return [head, ...splitCell(cellPart(cell, at + 1, text.length), columns, pad)];
    }
  }
  for (let k = inMoney ? Math.max(0, spaces.length - 2) : spaces.length; k < spaces.length; k++) {
    const at = spaces[k] as number;
    const tail = cellPart(cell, at + 1, text.length);
    if (parseAmount(tail.text) && bestColumn(tail.x0, tail.x1, columns, pad, isMoney)) {
      const head = cellPart(cell, 0, at);
      return [...(head.text ? splitCell(head, columns, pad) : []), tail];
    }
  }
  return [cell];
}

const MARKER_RE = /^(CR|DR|Cr|Dr|cr|dr|OD)$/;

/** The direction a marks column's cell gives ("Af", "DR", "S" debit; "Bij", "CR", "H" credit). */
export function directionOf(text: string): "debit" | "credit" | null {
  const t = text.trim().replace(/\.$/, "");
  return DEBIT_MARK.test(t) ? "debit" : CREDIT_MARK.test(t) ? "credit" : null;
}
const SIGN_RE = /^[-+]$/;

/** Sorts a line's cells into the columns of `header`. */
export function placeLine(line: Line, header: TableHeader): PlacedLine {
  const columns = header.columns;
  const fs = Math.max(line.fontSize, header.fontSize);
  const pad = 0.6 * fs;
  const placed: PlacedLine = {
    date: null,
    valueDate: null,
    money: [],
    description: [],
    counterparty: [],
    direction: null,
    method: [],
    account: null,
    currency: null,
    reference: [],
    stray: [],
    strayMoney: 0,
  };
  const cells = line.cells
    .flatMap((c) => splitCell(c, columns, pad))
    .map((c) => pointForMark(c, columns, pad));
  const monthCol = columns.some((c) => c.role === "month");
  let day: string | null = null;
  let month: string | null = null;
  const desc = firstTextColumn(columns);
  let previous: "money" | "other" = "other";
  for (const cell of cells) {
    const dcol = bestColumn(cell.x0, cell.x1, columns, pad, isDate);
    if (dcol && isDateText(cell.text)) {
      if (dcol.role === "date" && placed.date === null) placed.date = cell.text;
      else if (placed.valueDate === null) placed.valueDate = cell.text;
      else placed.stray.push(cell);
      previous = "other";
      continue;
    }
    if (dcol && TIME.test(cell.text)) {
      // A time printed under or beside the date ("Date / Time"): no part of the row's text.
      previous = "other";
      continue;
    }
    if (dcol?.role === "date" && monthCol && /^\d{1,2}\.?$/.test(cell.text)) {
      day = cell.text.replace(".", "");
      continue;
    }
    const amount = parseAmount(cell.text);
    if (amount && bestColumn(cell.x0, cell.x1, columns, pad, (r) => r === "aside")) {
      // Money beside the row's own (an original-currency amount, an available balance).
      previous = "other";
      continue;
    }
    if (amount) {
      const mcol = bestColumn(cell.x0, cell.x1, columns, pad, isMoney) ?? nearestMoney(cell, columns, fs);
      if (mcol) placed.money.push({ role: mcol.role, amount, text: cell.text, x0: cell.x0, x1: cell.x1 });
      else placed.strayMoney++;
      previous = mcol ? "money" : "other";
      continue;
    }
    const last = placed.money[placed.money.length - 1];
    // "CR"/"DR" printed apart from its amount (or in a Dr/Cr column); a lone sign only right beside it.
    const marker =
      (MARKER_RE.test(cell.text) && cell.x0 - (last?.x1 ?? 0) < 6 * fs) ||
      (SIGN_RE.test(cell.text) && cell.x0 - (last?.x1 ?? 0) < 0.5 * fs);
    if (last && previous === "money" && marker) {
      // "CR"/"DR" printed apart from its amount, or in a Dr/Cr column of its own.
      const merged = parseAmount(`${last.text} ${cell.text}`);
      if (merged) {
        last.amount = merged;
        last.text = `${last.text} ${cell.text}`;
        previous = "other";
        continue;
      }
    }
    previous = "other";
    const tcol = textColumn(cell.x0, columns, 1.5 * fs);
    if (!tcol) placed.stray.push(cell);
    else if (tcol.role === "description") placed.description.push(cell);
    else if (tcol.role === "counterparty") placed.counterparty.push(cell);
    else if (tcol.role === "method") placed.method.push(cell);
    else if (tcol.role === "month") month = cell.text;
    else if (tcol.role === "account") placed.account = cell.text;
    else if (tcol.role === "currency") placed.currency = cell.text;
    else if (tcol.role === "direction") placed.direction = directionOf(cell.text) ?? placed.direction;
    else if (tcol.role === "reference") placed.reference.push(cell);
    else if (tcol.role === "other" || tcol.role === "aside") continue;
    else if (isDate(tcol.role) && desc && cell.x1 > desc.x0 + fs) placed.description.push(cell);
    else if (isMoney(tcol.role)) {
      // Text running on from the description into an empty money column.
      const prev = placed.description[placed.description.length - 1];
      if (prev && cell.x0 - prev.x1 < 3 * fs) placed.description.push(cell);
      else placed.stray.push(cell);
    } else placed.stray.push(cell);
  }
  if (placed.date === null && day !== null && month !== null) placed.date = dayAndMonth(day, month);
  if (placed.date === null && !columns.some((c) => c.role === "date")) takeLeadingDate(placed);
  return placed;
}

/**
 * One colon, semicolon, percent sign or dash between digits with exactly two after it ("5:72",
 * "1,234:56-", "($648:71)", "12%00", "127-71."): the figure, the mark, the two figures, and what
 * follows them.
 */
const MARK_POINT = /^([^:;%]*\d)[:;%-](\d\d)(?!\d)([^:;%\d]*)$/;

/**
 * A money cell whose decimal point OCR read as another mark (a speck over the point makes it a
 * colon, a semicolon or a percent sign; a point stretched by the scan's blur, a dash): in a money
 * column, one such mark between digits with two digits after it is the point, so "5:72" reads
 * 5.72 there (a speck after the cents, "127-71.", dropped with it). Nowhere else: a time such as
 * 14:32 in a description or a time column stays a time.
 */
function pointForMark(cell: Cell, columns: Column[], pad: number): Cell {
  const m = MARK_POINT.exec(cell.text);
  if (!m || parseAmount(cell.text) || !bestColumn(cell.x0, cell.x1, columns, pad, isMoney)) return cell;
  const [, figure, cents, after = ""] = m;
  for (const tail of [after, after.replace(/[.,'"`]$/, "")]) {
    for (const point of [".", ","]) {
      const text = `${figure}${point}${cents}${tail}`;
      if (parseAmount(text)) return { ...cell, text };
    }
  }
  return cell;
}

const TIME = /^\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?$/;

/** A time of day ("14:32", "2:05 PM"), printed beside or under a row's date. */
export function isTimeText(text: string): boolean {
  return TIME.test(text.trim());
}
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "03" and "10" (or "Oct") from Day and Month columns: "03 Oct", a year-less date. */
function dayAndMonth(day: string, month: string): string | null {
  const n = Number(month);
  const word = Number.isInteger(n) && n >= 1 && n <= 12 ? MONTHS[n - 1] : month;
  const date = `${day} ${word}`;
  return isDateText(date) ? date : null;
}

/**
 * A table without a date column may print each row's date at the start of its description
 * ("03 avr. 25 METRO EPICERIE"): the longest leading run of up to four words that reads as a
 * date becomes the row's date.
 */
function takeLeadingDate(placed: PlacedLine): void {
  const first = placed.description[0];
  const head = first ? leadingDate(first.text) : null;
  if (!first || !head) return;
  placed.date = head;
  placed.description[0] = cellPart(first, head.length + 1, first.text.length);
}

/** The longest run of up to four words that starts a text and reads as a date, when words follow it. */
export function leadingDate(text: string): string | null {
  if (!/^\d|^[A-Za-z]{3,9}\.?\s+\d/.test(text)) return null;
  const words = text.split(" ");
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const head = words.slice(0, n).join(" ");
    if (isDateText(head) && /\d/.test(head)) return head;
  }
  return null;
}
