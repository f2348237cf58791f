import type { FieldError } from "@statement-converter/contract";
import { accountKey } from "@statement-converter/contract";
import { reconcileAccounts, type StatementAccount, type StatementWarning } from "@statement-converter/engine";
import { ApiError } from "../http/api-error.js";

/**
 * Checking a statement's rows again after a user corrected them: each account on its own rows,
 * against its own opening and closing balance (docs/architecture.md#statements-with-several-accounts),
 * by the engine. The statement is reconciled only when every account is.
 */

export interface AccountRow {
  account: string | null;
  amountCents: number;
  balanceCents: number | null;
}

export interface AccountsCheck {
  /** The accounts with their new `reconciled` and `transactionCount`. */
  accounts: StatementAccount[];
  reconciled: boolean;
  /** Row numbers are the statement's (0-based `row`, "Row N" in the message). */
  warnings: StatementWarning[];
}

/**
 * The account of each corrected row. A row may name any of the statement's accounts and no
 * other; a row without one belongs to the only account, and with several accounts it must
 * name one. Anything else is a 422 naming the rows.
 */
export function assignAccounts(
  accounts: readonly StatementAccount[],
  requested: readonly (string | null | undefined)[],
): (string | null)[] {
  const keys = accounts.map(accountKey);
  const known = keys.map((k) => (k === null ? "(unnamed)" : k)).join(", ");
  const errors: FieldError[] = [];
  const assigned = requested.map((account, i) => {
    const field = `extractedTransactions.${i}.account`;
    if (account === undefined) {
      if (keys.length === 1) return keys[0] as string | null;
      errors.push({ field, message: `Row ${i + 1}: choose the account (one of ${known}).` });
      return null;
    }
    if (!keys.includes(account)) {
      errors.push({
        field,
        message: `Row ${i + 1}: the account must be one of this statement's accounts (${known}).`,
      });
    }
    return account;
  });
  const first = errors[0];
  if (first) throw new ApiError("VALIDATION_FAILED", first.message, errors);
  return assigned;
}

/**
 * Reconciles each account on its rows (rows whose `account` is its key) with the engine's
 * `reconcileAccounts`, and counts each account's rows again.
 */
export function checkAccounts(
  accounts: readonly StatementAccount[],
  rows: readonly AccountRow[],
): AccountsCheck {
  const result = reconcileAccounts({
    accounts: accounts.map((a) => ({
      key: accountKey(a),
      openingBalanceCents: a.openingBalanceCents,
      closingBalanceCents: a.closingBalanceCents,
    })),
    transactions: [...rows],
  });
  const checked = accounts.map((account, i) => ({
    ...account,
    reconciled: result.accounts[i] ?? false,
    transactionCount: rows.filter((r) => r.account === accountKey(account)).length,
  }));
  return { accounts: checked, reconciled: result.reconciled, warnings: result.warnings };
}
