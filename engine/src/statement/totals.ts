import type { MoneyCell } from "../layout/columns.js";
import { signedCents } from "../parse/amounts.js";
import type { TableRow } from "./rows.js";

const flowsOf = (row: TableRow): MoneyCell[] =>
  row.money.filter((m) => m.role !== "balance" && m.role !== "aside");

/** What a row adds to its account, its flows read as the columns sign them (before any table convention). */
function netOf(row: TableRow): number {
  let n = 0;
  for (const m of flowsOf(row))
    n += m.role === "debit" || m.role === "fee" ? -m.amount.cents : signedCents(m.amount);
  return n;
}

/**
 * The sums a total of one column may print over `block`: the column's values (all of them, or
 * those signed like the total's), and what they add up to; `n` is how many values they sum.
 */
function columnSums(block: TableRow[], cell: MoneyCell): { sums: number[]; n: number } {
  const sign = Math.sign(signedCents(cell.amount));
  let all = 0;
  let alike = 0;
  let net = 0;
  let n = 0;
  for (const row of block) {
    for (const m of flowsOf(row)) {
      if (m.role !== cell.role) continue;
      n++;
      all += m.amount.cents;
      net += signedCents(m.amount);
      if (Math.sign(signedCents(m.amount)) === sign) alike += m.amount.cents;
    }
  }
  return { sums: n > 0 ? [all, alike, Math.abs(net)] : [], n };
}

/**
 * True when an undated row prints, in each of its money columns, what the rows above it add up
 * to (a column's total, money in or out alone, or the net of all of them): a totals line, not a
 * transaction ("Money out £546.57", "NET AMOUNT OF MONTHLY ACTIVITY $347.83", a sum under a
 * debit and a credit column). A column holding one value above is its own total only beside a
 * cell that sums two or more (a debit column with one debit under a credit column's total).
 */
function isTotal(row: TableRow, block: TableRow[]): boolean {
  const flows = flowsOf(row);
  if (row.dated || flows.length === 0 || block.length < 2) return false;
  const net = Math.abs(block.reduce((s, r) => s + netOf(r), 0));
  let summed = false;
  for (const cell of flows) {
    const { sums, n } = columnSums(block, cell);
    const many = cell.amount.cents === net || (n >= 2 && sums.includes(cell.amount.cents));
    if (!many && !sums.includes(cell.amount.cents)) return false;
    summed ||= many;
  }
  return summed;
}

/** The rows a total may sum: all of `block`, or those after its undated lines on top (a balance brought forward). */
function blocksOf(block: TableRow[]): TableRow[][] {
  const first = block.findIndex((r) => r.dated);
  return first > 0 ? [block, block.slice(first)] : [block];
}

/**
 * A statement's rows without its totals lines, found by arithmetic: an undated row whose money
 * is what the rows above it add up to, those of its table or all since the last total (a
 * table printed again on the next page goes on; totals lines one under another, "Sorties" and
 * "Entrées", sum the same rows). Returns the rows kept.
 */
export function withoutTotals(rows: TableRow[]): TableRow[] {
  const kept: TableRow[] = [];
  let since: TableRow[] = [];
  // The rows the last totals line summed: totals printed one under another sum the same rows.
  let summed: TableRow[] = [];
  for (const row of rows) {
    const table = since.filter((r) => r.tableId === row.tableId);
    const blocks = [...blocksOf(table), ...blocksOf(since), ...(since.length === 0 ? blocksOf(summed) : [])];
    if (blocks.some((block) => isTotal(row, block))) {
      if (since.length > 0) summed = since;
      since = [];
      continue;
    }
    kept.push(row);
    since.push(row);
  }
  return kept;
}
