/**
 * A statement's accounts on screen (docs/architecture.md#statements-with-several-accounts): what
 * kind of statement it is, how an account is named, and when the screens show accounts at all.
 */
import type { AccountType, StatementAccount } from "@statement-converter/sdk";

const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  checking: "Checking account",
  savings: "Savings account",
  credit_card: "Credit card",
  loan: "Loan",
};

/** 'Credit card', 'Checking account'...; null when the statement does not say. */
export function accountTypeLabel(type: AccountType | null | undefined): string | null {
  return type ? ACCOUNT_TYPE_LABELS[type] : null;
}

/** The Account column and the per-account balance check appear only with more than one account. */
export function hasSeveralAccounts(accounts: readonly StatementAccount[] | undefined): boolean {
  return (accounts?.length ?? 0) > 1;
}

/** 'Everyday Checking ****4417', '****4417', 'Everyday Checking', else 'Account 2'. */
export function accountTitle(account: StatementAccount, index: number): string {
  const parts = [account.name, account.accountNumber].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(" ") : `Account ${index + 1}`;
}
