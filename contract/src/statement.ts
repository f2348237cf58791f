/**
 * What a statement's rows and accounts are: the kinds of transaction and of account, how a row
 * names its account, and the OCR confidence under which a row needs a look
 * (docs/architecture.md#statement-json).
 */

export const TRANSACTION_TYPES = [
  "DEPOSIT",
  "WITHDRAWAL",
  "TRANSFER",
  "FEE",
  "INTEREST",
  "PAYMENT",
  "OTHER",
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** What kind of account a statement is for (docs/architecture.md#statements-with-several-accounts). */
export const ACCOUNT_TYPES = ["checking", "savings", "credit_card", "loan"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * The value a transaction's `account` holds for an account: its masked number, else its name
 * (null when the statement gives neither).
 */
export function accountKey(account: { accountNumber: string | null; name: string | null }): string | null {
  return account.accountNumber ?? account.name;
}

/**
 * A row read by OCR whose least sure figure is below this gets a LOW_CONFIDENCE warning from the
 * engine, and needs a look in every client even when no warning names it (an edit drops warnings).
 */
export const LOW_CONFIDENCE = 0.8;
