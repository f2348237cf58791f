import type { StatementWarning, Transaction } from "../types.js";
import { chronological, isNewestFirst } from "./order.js";

export interface ReconcileInput {
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  transactions: Pick<Transaction, "amountCents" | "balanceCents">[];
  /** The statement's row index of each transaction, when they are one account's share of it. */
  rows?: readonly number[];
}

export interface ReconcileResult {
  /** True when every check that the statement allows was made and passed. */
  reconciled: boolean;
  warnings: StatementWarning[];
}

function money(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * Checks a statement's arithmetic: each printed running balance against the previous one
 * plus the amounts in between (oldest first, also when the statement lists the newest first),
 * and opening + sum of amounts against the closing balance.
 * Pure, so the API can call it again after a user edits rows.
 */
export function reconcile(input: ReconcileInput): ReconcileResult {
  const warnings: StatementWarning[] = [];
  const { transactions } = input;
  let checks = 0;
  let prev = input.openingBalanceCents;
  let acc = 0;
  for (const row of chronological(transactions.length, isNewestFirst(transactions))) {
    const t = transactions[row] as ReconcileInput["transactions"][number];
    acc += t.amountCents;
    if (t.balanceCents === null) continue;
    if (prev !== null) {
      checks++;
      const expected = prev + acc;
      if (expected !== t.balanceCents) {
        const n = input.rows?.[row] ?? row;
        warnings.push({
          code: "BALANCE_MISMATCH",
          row: n,
          message: `Row ${n + 1}: the printed balance ${money(t.balanceCents)} does not match the previous balance plus the amounts since (${money(expected)}).`,
        });
      }
    }
    prev = t.balanceCents;
    acc = 0;
  }
  const sum = transactions.reduce((s, t) => s + t.amountCents, 0);
  const { openingBalanceCents: open, closingBalanceCents: close } = input;
  if (open !== null && close !== null) {
    checks++;
    if (open + sum !== close) {
      warnings.push({
        code: "TOTAL_MISMATCH",
        message: `Opening balance ${money(open)} plus the transactions (${money(sum)}) gives ${money(open + sum)}, not the closing balance ${money(close)}.`,
      });
    }
  } else if (close !== null && prev !== null && prev !== open) {
    checks++;
    if (prev + acc !== close) {
      warnings.push({
        code: "TOTAL_MISMATCH",
        message: `The last printed balance plus the rows after it gives ${money(prev + acc)}, not the closing balance ${money(close)}.`,
      });
    }
  }
  if (checks === 0) {
    warnings.push({
      code: "NOT_VERIFIABLE",
      message: "The statement prints no balances to check the transactions against.",
    });
  }
  return { reconciled: warnings.length === 0, warnings };
}

export interface AccountReconcileInput {
  /** Each account's key (what its transactions carry in `account`) and printed balances. */
  accounts: { key: string | null; openingBalanceCents: number | null; closingBalanceCents: number | null }[];
  transactions: Pick<Transaction, "amountCents" | "balanceCents" | "account">[];
}

export interface AccountReconcileResult extends ReconcileResult {
  /** Whether each account (in the order given) adds up on its own. */
  accounts: boolean[];
}

/**
 * Reconciles a statement of several accounts, each on its own (its rows, grouped by
 * `account`, against its own balances); warnings name the statement's rows. With one
 * account (or none listed) this is `reconcile` over all rows.
 */
export function reconcileAccounts(input: AccountReconcileInput): AccountReconcileResult {
  const { accounts, transactions } = input;
  if (accounts.length <= 1) {
    const one = accounts[0];
    const result = reconcile({
      openingBalanceCents: one?.openingBalanceCents ?? null,
      closingBalanceCents: one?.closingBalanceCents ?? null,
      transactions,
    });
    return { ...result, accounts: one ? [result.reconciled] : [] };
  }
  const warnings: StatementWarning[] = [];
  const outcomes = accounts.map((account) => {
    const rows: number[] = [];
    transactions.forEach((t, i) => {
      if (t.account === account.key) rows.push(i);
    });
    const result = reconcile({
      openingBalanceCents: account.openingBalanceCents,
      closingBalanceCents: account.closingBalanceCents,
      transactions: rows.map((i) => transactions[i] as ReconcileInput["transactions"][number]),
      rows,
    });
    const name = account.key ?? "the account without a name";
    for (const w of result.warnings) {
      warnings.push(w.row === undefined ? { ...w, message: `${name}: ${w.message}` } : w);
    }
    return result.reconciled;
  });
  const known = new Set(accounts.map((a) => a.key));
  const orphans = transactions.filter((t) => !known.has(t.account)).length;
  if (orphans > 0) {
    warnings.push({
      code: "ACCOUNT_UNKNOWN",
      message: `${orphans === 1 ? "One row belongs" : `${orphans} rows belong`} to no account of the statement.`,
    });
  }
  return { reconciled: outcomes.every(Boolean) && orphans === 0, warnings, accounts: outcomes };
}
