import { type ParsedAmount, parseAmount } from "../parse/amounts.js";
import { isDateText } from "../parse/dates.js";
import type { Column, TableHeader } from "./header.js";
import { type ColumnRole, MONEY_ROLES } from "./keywords.js";
import type { Cell, Line } from "./lines.js";

export interface MoneyCell {
  role: ColumnRole;
  amount: ParsedAmount;
  text: string;
}

/** A table line's cells, sorted into the header's columns. */
export interface PlacedLine {
  date: string | null;
  valueDate: string | null;
  money: MoneyCell[];
  description: Cell[];
  reference: Cell[];
  /** Cells that fit no column (left of the table, or text where numbers belong). */
  stray: Cell[];
  /** Whole money values printed outside the money columns (daily-balance grids, summaries). */
  strayMoney: number;
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

function moneyColumn(cell: Cell, columns: Column[], pad: number): Column | null {
  let best: Column | null = null;
  let bestOverlap = 0;
  for (const col of columns) {
    if (!MONEY_ROLES.has(col.role)) continue;
    const o = overlap(cell.x0, cell.x1, col.x0 - pad, col.x1 + pad);
    if (o > bestOverlap) {
      bestOverlap = o;
      best = col;
    }
  }
  return best;
}

function dateColumn(cell: Cell, columns: Column[], pad: number): Column | null {
  for (const col of columns) {
    if (col.role !== "date" && col.role !== "valueDate") continue;
    if (overlap(cell.x0, cell.x1, col.x0 - pad, col.x1 + pad) > 0) return col;
  }
  return null;
}

/** The text column a cell starting at x belongs to: the right-most text column starting at or before it. */
function textColumn(x: number, columns: Column[], tol: number): Column | null {
  let best: Column | null = null;
  for (const col of columns) if (col.x0 <= x + tol && (!best || col.x0 > best.x0)) best = col;
  return best;
}

const MARKER_RE = /^(CR|DR|Cr|Dr|OD|-|\+)$/;

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
    reference: [],
    stray: [],
    strayMoney: 0,
  };
  for (const cell of line.cells) {
    const dcol = dateColumn(cell, columns, pad);
    if (dcol && isDateText(cell.text)) {
      if (dcol.role === "date" && placed.date === null) placed.date = cell.text;
      else if (placed.valueDate === null) placed.valueDate = cell.text;
      else placed.stray.push(cell);
      continue;
    }
    const amount = parseAmount(cell.text);
    if (amount) {
      const mcol = moneyColumn(cell, columns, pad);
      if (mcol) placed.money.push({ role: mcol.role, amount, text: cell.text });
      else placed.strayMoney++;
      continue;
    }
    const last = placed.money[placed.money.length - 1];
    if (last && MARKER_RE.test(cell.text) && cell.x0 - 3 * fs < line.x1) {
      const merged = parseAmount(`${last.text} ${cell.text}`);
      if (merged) {
        last.amount = merged;
        last.text = `${last.text} ${cell.text}`;
        continue;
      }
    }
    const tcol = textColumn(cell.x0, columns, 1.5 * fs);
    if (!tcol) placed.stray.push(cell);
    else if (tcol.role === "description") placed.description.push(cell);
    else if (tcol.role === "reference") placed.reference.push(cell);
    else if (MONEY_ROLES.has(tcol.role)) {
      // Text running on from the description into an empty money column.
      const desc = columns.find((c) => c.role === "description");
      const prev = placed.description[placed.description.length - 1];
      if (desc && prev && cell.x0 - prev.x1 < 3 * fs) placed.description.push(cell);
      else placed.stray.push(cell);
    } else placed.stray.push(cell);
  }
  return placed;
}
