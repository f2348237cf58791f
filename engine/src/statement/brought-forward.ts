import type { AccountGroup } from "./accounts.js";
import type { TableRow } from "./rows.js";
import type { Settled } from "./settle.js";

/**
 * An account's first row printed without a date, in a table whose other rows print theirs,
 * when no opening balance was found and the rows, that one included, add up from nothing to
 * the closing balance: that row is the balance brought forward ("Saldovortrag letzte
 * Rechnung"), not a transaction. By row, the balance it opens its account with.
 */
export function broughtForward(
  groups: Pick<AccountGroup, "rows">[],
  settled: Pick<Settled, "opening" | "closing" | "amounts">[],
  rowAt: (index: number) => TableRow,
): Map<TableRow, number> {
  const found = new Map<TableRow, number>();
  groups.forEach((g, gi) => {
    const { opening, closing, amounts } = settled[gi] as Pick<Settled, "opening" | "closing" | "amounts">;
    const rows = g.rows.map(rowAt);
    const first = rows[0];
    if (opening !== null || closing === null || !first || first.dated) return;
    if (!rows.some((r) => r.dated && r.tableId === first.tableId)) return;
    if (amounts.reduce((s, a) => s + a, 0) === closing) found.set(first, amounts[0] as number);
  });
  return found;
}
