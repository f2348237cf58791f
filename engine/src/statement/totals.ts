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

/** One money column's values over a block of rows: how many, their sizes, their net, their sizes by sign. */
interface ColumnTally {
  n: number;
  all: number;
  net: number;
  /** Sizes of the values signed -1, 0 and +1. */
  bySign: [number, number, number];
}

/**
 * Rows summed as they are added (a block a totals line may print the sums of): what they add to
 * the account and each column's tally, so that asking whether a row is their total costs the
 * same whatever the block's length. `fromDated` is the same from the first dated row on, when
 * undated lines (a balance brought forward) come before it.
 */
class Block {
  rows = 0;
  net = 0;
  readonly columns = new Map<MoneyCell["role"], ColumnTally>();
  fromDated: Block | null = null;
  #dated = false;

  add(row: TableRow): void {
    if (this.fromDated) this.fromDated.add(row);
    else if (row.dated && !this.#dated && this.rows > 0) {
      this.fromDated = new Block();
      this.fromDated.add(row);
    }
    this.#dated ||= row.dated;
    this.rows++;
    this.net += netOf(row);
    for (const m of flowsOf(row)) {
      let tally = this.columns.get(m.role);
      if (!tally) {
        tally = { n: 0, all: 0, net: 0, bySign: [0, 0, 0] };
        this.columns.set(m.role, tally);
      }
      const signed = signedCents(m.amount);
      const sign = Math.sign(signed) + 1;
      tally.n++;
      tally.all += m.amount.cents;
      tally.net += signed;
      tally.bySign[sign] = (tally.bySign[sign] ?? 0) + m.amount.cents;
    }
  }

  /**
   * The sums a total of one column may print over the block: the column's values (all of them,
   * or those signed like the total's), and what they add up to; `n` is how many values they sum.
   */
  sums(cell: MoneyCell): { sums: number[]; n: number } {
    const tally = this.columns.get(cell.role);
    if (!tally) return { sums: [], n: 0 };
    const alike = tally.bySign[Math.sign(signedCents(cell.amount)) + 1] ?? 0;
    // Under a balance brought forward, what the column nets to is a balance, not a total.
    return {
      sums: this.fromDated ? [tally.all, alike] : [tally.all, alike, Math.abs(tally.net)],
      n: tally.n,
    };
  }

  /** The rows a total may sum: all of the block, or those after its undated lines on top (a balance brought forward). */
  blocks(): Block[] {
    return this.fromDated ? [this, this.fromDated] : [this];
  }
}

/**
 * True when an undated row prints, in each of its money columns, what the rows above it add up
 * to (a column's total, money in or out alone, or the net of all of them): a totals line, not a
 * transaction ("Money out £546.57", "NET AMOUNT OF MONTHLY ACTIVITY $347.83", a sum under a
 * debit and a credit column). A column holding one value above is its own total only beside a
 * cell that sums two or more (a debit column with one debit under a credit column's total).
 * Rows under undated lines on top (a balance brought forward) net to a balance, not a total.
 */
function isTotal(row: TableRow, block: Block): boolean {
  const flows = flowsOf(row);
  if (row.dated || flows.length === 0 || block.rows < 2) return false;
  // The net of rows under a balance brought forward is the closing balance (balance-rows.ts reads it).
  const net = block.fromDated ? null : Math.abs(block.net);
  let summed = false;
  for (const cell of flows) {
    const { sums, n } = block.sums(cell);
    const many = cell.amount.cents === net || (n >= 2 && sums.includes(cell.amount.cents));
    if (!many && !sums.includes(cell.amount.cents)) return false;
    summed ||= many;
  }
  return summed;
}

/**
 * A statement's rows without its totals lines, found by arithmetic: an undated row whose money
 * is what the rows above it add up to, those of its table or all since the last total (a
 * table printed again on the next page goes on; totals lines one under another, "Sorties" and
 * "Entrées", sum the same rows). Returns the rows kept. The blocks are summed as rows are kept,
 * not again for every row (a statement at the engine's bounds has 10,000 rows).
 */
export function withoutTotals(rows: TableRow[]): TableRow[] {
  const kept: TableRow[] = [];
  let since = new Block();
  // `since` by table.
  let sinceByTable = new Map<number, Block>();
  // The rows the last totals line summed: totals printed one under another sum the same rows.
  let summed = new Block();
  for (const row of rows) {
    let table = sinceByTable.get(row.tableId);
    if (!table) {
      table = new Block();
      sinceByTable.set(row.tableId, table);
    }
    const blocks = [...table.blocks(), ...since.blocks(), ...(since.rows === 0 ? summed.blocks() : [])];
    if (blocks.some((block) => isTotal(row, block))) {
      if (since.rows > 0) summed = since;
      since = new Block();
      sinceByTable = new Map();
      continue;
    }
    kept.push(row);
    since.add(row);
    table.add(row);
  }
  return kept;
}
