/** Public types of the engine. Money is integer cents; dates are ISO `YYYY-MM-DD`. */

import type {
  AccountType,
  TransactionSource,
  TransactionType,
  WireWarning,
} from "@statement-converter/contract";

// The kinds of transaction and account, where a row came from, and the file error codes are the
// contract's (docs/architecture.md#statement-json).
export type {
  AccountType,
  FileErrorCode,
  SourceBox,
  TransactionSource,
  TransactionType,
} from "@statement-converter/contract";

export interface Transaction {
  /** The date as printed on the statement. */
  date: string;
  /** ISO posting/booking date (the first date column). */
  parsedDate: string;
  /** ISO value/effective date, or null when the layout prints none. */
  valueDate: string | null;
  /** The main line, whitespace-collapsed. */
  description: string;
  /** Continuation lines joined with one space, or "". */
  details: string;
  type: TransactionType;
  /** Signed: money out is negative. */
  amountCents: number;
  /** Running balance printed on the row, or null. */
  balanceCents: number | null;
  /** Cheque/reference number column, or null. */
  reference: string | null;
  /** The account whose table the row is in: its masked number, else its name; null when the statement does not say. */
  account: string | null;
  /**
   * Only on a row read by OCR from a scanned page: 0 to 1, how sure OCR was of the row's figures
   * (the least sure of the dates and amounts on its line). Below 0.8 the row has a LOW_CONFIDENCE warning.
   */
  confidence?: number;
  /**
   * Where the row is printed (absent on rows stored before it was recorded, and on rows a user
   * added by hand).
   */
  source?: TransactionSource;
}

/** A warning: its code, the 0-based transaction index when it is about one row, and its message. */
export type StatementWarning = WireWarning;

/** One account table of a statement (a statement may hold a current and a savings account). */
export interface StatementAccount {
  /** Masked, e.g. `****0838`. */
  accountNumber: string | null;
  /** The account's title as printed ("HKD Current Account"), or null. */
  name: string | null;
  currency: string | null;
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  /** True when this account's rows add up to its balances. */
  reconciled: boolean;
  transactionCount: number;
}

export interface Statement {
  fileName: string | null;
  bankName: string | null;
  /** Masked, e.g. `****1234`. */
  accountNumber: string | null;
  /** ISO 4217, e.g. USD. */
  currency: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  reconciled: boolean;
  pageCount: number;
  /** Checking, savings, credit card or loan statement; null when it does not say. */
  accountType: AccountType | null;
  /** One entry per account table, in document order; never empty when there are transactions. */
  accounts: StatementAccount[];
  warnings: StatementWarning[];
  transactions: Transaction[];
  /** The pages (1-based) read by OCR because they are scans; absent when every page has a text layer. */
  ocrPages?: number[];
}
