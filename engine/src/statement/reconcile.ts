import type { StatementWarning, Transaction } from "../types.js";
import { chronological, isNewestFirst } from "./order.js";

export interface ReconcileInput {
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  transactions: Pick<Transaction, "amountCents" | "balanceCents">[];
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
        warnings.push({
          code: "BALANCE_MISMATCH",
          row,
          message: `Row ${row + 1}: the printed balance ${money(t.balanceCents)} does not match the previous balance plus the amounts since (${money(expected)}).`,
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
