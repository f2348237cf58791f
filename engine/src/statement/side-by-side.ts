import type { TableHeader } from "../layout/header.js";
import type { Line } from "../layout/lines.js";
import type { TableEntry } from "./scan-tables.js";

/** Side-by-side copies of one table (checks paid in three column groups): each group's share of a line is a row. */

/** How many consecutive rows have increasing numeric references (check numbers). */
function ascendingPairs(entries: TableEntry[]): number {
  const refs = entries
    .filter((e) => e.kind === "anchor")
    .map((e) => Number(e.placed?.reference.map((c) => c.text).join("") ?? NaN));
  let n = 0;
  for (let i = 1; i < refs.length; i++) if ((refs[i] as number) > (refs[i - 1] as number)) n++;
  return n;
}

/** Splits a line under side-by-side column groups into one line per group. */
export function splitByGroups(line: Line, header: TableHeader): { line: Line; header: TableHeader }[] {
  const groups = header.groups ?? [header.columns];
  const starts = groups.map((g) => Math.min(...g.map((c) => c.x0)) - 1.5 * header.fontSize);
  const out: { line: Line; header: TableHeader }[] = [];
  groups.forEach((columns, i) => {
    const from = i === 0 ? Number.NEGATIVE_INFINITY : (starts[i] as number);
    const to = i + 1 < starts.length ? (starts[i + 1] as number) : Number.POSITIVE_INFINITY;
    const cells = line.cells.filter((c) => c.x0 >= from && c.x0 < to);
    const first = cells[0];
    const last = cells[cells.length - 1];
    if (!first || !last) return;
    out.push({
      line: { ...line, cells, x0: first.x0, x1: last.x1, text: cells.map((c) => c.text).join(" ") },
      header: { ...header, columns, groups: undefined },
    });
  });
  return out;
}

/**
 * Rows of side-by-side groups on a page, in line order and per group, until the grid ends.
 * They hold one list: across the rows, or down the first group and then the next; whichever
 * keeps the check numbers ascending is the printed order (across by default).
 */
export class GroupedRows {
  private rowMajor: TableEntry[] = [];
  private byGroup: TableEntry[][] = [];

  add(group: number, entries: TableEntry[]): void {
    this.rowMajor.push(...entries);
    this.byGroup[group] = [...(this.byGroup[group] ?? []), ...entries];
  }

  /** The rows in their printed order; the grid is empty again. */
  flush(): TableEntry[] {
    const down = this.byGroup.flatMap((part) => part ?? []);
    const out = ascendingPairs(down) > ascendingPairs(this.rowMajor) ? down : this.rowMajor;
    this.rowMajor = [];
    this.byGroup = [];
    return out;
  }
}
