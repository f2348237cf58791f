import type { TableRow } from "../statement/rows.js";
import type { TableEntry } from "../statement/scan-tables.js";
import type { Statement, StatementWarning, Transaction } from "../types.js";

/** A row the layout produced, with the transaction it became (or null when it was left out). */
export interface RowView {
  row: TableRow;
  /** The row's anchor line (the line with its money). */
  anchor: TableEntry | undefined;
  /** 0-based index among the statement's transactions, or null. */
  index: number | null;
  transaction: Transaction | null;
  warnings: StatementWarning[];
}

/**
 * Pairs rows with transactions. Transactions are the rows in order, less those the statement
 * leaves out (lines of 0.00 with no balance, rows with no date to be had), so each
 * transaction is the next row with the same printed date, description and details.
 */
export function rowViews(rows: TableRow[], entries: TableEntry[], statement: Statement | null): RowView[] {
  const txs = statement?.transactions ?? [];
  const warnings = statement?.warnings ?? [];
  let next = 0;
  return rows.map((row) => {
    const tx = txs[next];
    const same =
      tx !== undefined &&
      tx.description === row.description &&
      tx.details === row.details &&
      tx.date === (row.date ?? "");
    const index = same ? next++ : null;
    return {
      row,
      anchor: entries[row.order],
      index,
      transaction: same ? tx : null,
      warnings: index === null ? [] : warnings.filter((w) => w.row === index),
    };
  });
}

/** The statement's transactions of each account, by the account's position in `accounts`. */
export function accountTransactions(statement: Statement): Transaction[][] {
  const { accounts, transactions } = statement;
  if (accounts.length <= 1) return [transactions];
  return accounts.map((a) => transactions.filter((t) => t.account === (a.accountNumber ?? a.name)));
}
