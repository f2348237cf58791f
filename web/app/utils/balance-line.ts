/**
 * The balance line (docs/architecture.md#screens): each account's running balance over the
 * statement, in integer cents, from the opening balance through every row to the closing balance,
 * with the rows where the balance chain breaks (the engine's BALANCE_MISMATCH warnings). Rows
 * print their own balance where they have one; a row without one carries the last balance on by
 * its amount. Statements printed newest first are read oldest first.
 */
import { accountKey } from "@statement-converter/contract";
import type { StatementAccount, WireWarning } from "@statement-converter/sdk";
import { formatCurrency } from "./format";
import type { TransactionRow } from "./transactions";

export interface BalancePoint {
  /** 0-based row index; null for the opening and closing points. */
  row: number | null;
  /** ISO date, or null when the row has none. */
  date: string | null;
  cents: number;
  /** The balance chain breaks at this row. */
  isBreak: boolean;
}

export interface BalanceLine {
  /** The account's key (masked number, else name); null for a statement with one account. */
  account: string | null;
  openingCents: number | null;
  closingCents: number | null;
  /** Oldest first: the opening balance (when known), each row, the closing balance (when known). */
  points: BalancePoint[];
  /** 0-based indexes of the rows where the chain breaks, oldest first. */
  breaks: number[];
}

const toCents = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? null : Math.round(value * 100);

/** Rows oldest first: reversed when the statement lists its first date after its last. */
function oldestFirst(rows: readonly TransactionRow[]): TransactionRow[] {
  const dated = rows.filter((r) => r.parsedDate);
  const first = dated[0]?.parsedDate ?? "";
  const last = dated.at(-1)?.parsedDate ?? "";
  return first > last ? [...rows].reverse() : [...rows];
}

function lineOf(
  account: string | null,
  rows: readonly TransactionRow[],
  opening: number | null,
  closing: number | null,
  breakRows: ReadonlySet<number>,
): BalanceLine {
  const ordered = oldestFirst(rows);
  const points: BalancePoint[] = [];
  const firstRow = ordered[0];
  if (opening !== null) points.push({ row: null, date: null, cents: opening, isBreak: false });
  let running =
    opening ??
    (firstRow && firstRow.balance !== null
      ? toCents(firstRow.balance)! - (toCents(firstRow.amount) ?? 0)
      : null);
  for (const r of ordered) {
    const printed = toCents(r.balance);
    running = printed ?? (running === null ? null : running + (toCents(r.amount) ?? 0));
    if (running === null) continue;
    points.push({ row: r.index, date: r.parsedDate, cents: running, isBreak: breakRows.has(r.index) });
  }
  if (closing !== null) points.push({ row: null, date: null, cents: closing, isBreak: false });
  return {
    account,
    openingCents: opening,
    closingCents: closing,
    points,
    breaks: points.flatMap((p) => (p.isBreak && p.row !== null ? [p.row] : [])),
  };
}

/**
 * One line per account (one for a statement with a single account), in the statement's account
 * order. `statement` carries the top-level balances used when there are no accounts.
 */
export function balanceLines(
  rows: readonly TransactionRow[],
  warnings: readonly WireWarning[],
  statement: {
    accounts?: readonly StatementAccount[];
    openingBalance?: number | null;
    closingBalance?: number | null;
  },
): BalanceLine[] {
  const breakRows = new Set(
    warnings.flatMap((w) => (w.code === "BALANCE_MISMATCH" && typeof w.row === "number" ? [w.row] : [])),
  );
  const accounts = statement.accounts ?? [];
  if (accounts.length <= 1) {
    const only = accounts[0];
    return [
      lineOf(
        null,
        rows,
        toCents(only ? only.openingBalance : statement.openingBalance),
        toCents(only ? only.closingBalance : statement.closingBalance),
        breakRows,
      ),
    ];
  }
  return accounts.map((a) => {
    const key = accountKey(a);
    return lineOf(
      key,
      rows.filter((r) => r.account === key),
      toCents(a.openingBalance),
      toCents(a.closingBalance),
      breakRows,
    );
  });
}

/** 'Balance from $1,234.56 to $2,345.67; 2 breaks' (a screen reader's reading of the chart). */
export function balanceSummary(line: BalanceLine): string {
  const first = line.openingCents ?? line.points[0]?.cents ?? null;
  const last = line.closingCents ?? line.points.at(-1)?.cents ?? null;
  if (first === null || last === null) return "No balances to chart";
  const count = line.breaks.length;
  const breaks = count === 0 ? "no breaks" : `${count} ${count === 1 ? "break" : "breaks"}`;
  return `Balance from ${formatCurrency(first / 100)} to ${formatCurrency(last / 100)}; ${breaks}`;
}
