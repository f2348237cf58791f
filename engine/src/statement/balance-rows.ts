import type { AccountGroup } from "./accounts.js";
import type { TableRow } from "./rows.js";
import type { Settled } from "./settle.js";

/** A row that prints one of its account's balances, not a transaction, and that balance (signed for the account). */
export interface BalanceRow {
  kind: "opening" | "closing";
  cents: number;
}

type Reading = Pick<Settled, "opening" | "closing" | "amounts">;

/**
 * Rows printed without a date that are an account's balances, found by arithmetic where the
 * account's own balances were not found:
 *
 * - its first row, in a table whose other rows print dates, when no opening balance was found
 *   and the rows, that one included, add up from nothing to the closing balance: the balance
 *   brought forward ("Saldovortrag letzte Rechnung");
 * - its last row, when its money is (in size) what the opening balance and the rows before it
 *   add up to, and no other closing balance was found: the closing balance ("Saldo pendiente");
 * - both, when neither balance was found and the last row's money is (in size) what the first
 *   and the dated rows between them add up to ("Saldo contabile iniziale 01 mag 2024" ...
 *   "Saldo contabile finale").
 */
export function balanceRows(
  groups: Pick<AccountGroup, "rows">[],
  settled: Reading[],
  rowAt: (index: number) => TableRow,
): Map<TableRow, BalanceRow> {
  const found = new Map<TableRow, BalanceRow>();
  groups.forEach((g, gi) => {
    const { opening, closing, amounts } = settled[gi] as Reading;
    const rows = g.rows.map(rowAt);
    const first = rows[0];
    const last = rows[rows.length - 1];
    if (!first || !last || rows.length < 2) return;
    const sum = amounts.reduce((s, a) => s + a, 0);
    if (opening === null && closing !== null && !first.dated && sum === closing) {
      if (rows.some((r) => r.dated && r.tableId === first.tableId))
        found.set(first, { kind: "opening", cents: amounts[0] as number });
    }
    const lastAmount = amounts[amounts.length - 1] as number;
    const between = rows.slice(1, -1);
    if (
      opening === null &&
      closing === null &&
      !first.dated &&
      !last.dated &&
      between.length > 0 &&
      between.some((r) => r.dated) &&
      Math.abs(lastAmount) === Math.abs(sum - lastAmount)
    ) {
      found.set(first, { kind: "opening", cents: amounts[0] as number });
      found.set(last, { kind: "closing", cents: sum - lastAmount });
      return;
    }
    const reached = opening === null ? null : opening + sum - lastAmount;
    const closes = closing === null || closing === reached;
    if (closes && reached !== null && !last.dated && Math.abs(lastAmount) === Math.abs(reached)) {
      found.set(last, { kind: "closing", cents: reached });
    }
  });
  return found;
}
