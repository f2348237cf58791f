/** Public types of the engine. Money is integer cents; dates are ISO `YYYY-MM-DD`. */

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

export const FILE_ERROR_CODES = [
  "FILE_EMPTY",
  "FILE_TOO_LARGE",
  "UNSUPPORTED_FORMAT",
  "PDF_INVALID",
  "PDF_ENCRYPTED",
  "PDF_SCANNED",
  "NO_TRANSACTIONS",
  "PDF_TOO_COMPLEX",
  "SHEET_ENCRYPTED",
  "SHEET_INVALID",
] as const;
export type FileErrorCode = (typeof FILE_ERROR_CODES)[number];

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

/** A box on a page, in PDF points from the page's top-left corner: left, top, right, bottom. */
export type SourceBox = [number, number, number, number];

/**
 * Where a transaction came from: its 1-based page (a spreadsheet's sheet, by index) and one box
 * per printed line of the row on that page, top to bottom (absent for spreadsheet rows).
 */
export interface TransactionSource {
  page: number;
  boxes?: SourceBox[];
}

export interface StatementWarning {
  code: string;
  /** 0-based transaction index, when the warning is about one row. */
  row?: number;
  message: string;
}

/** What kind of account a statement is for; null when it does not say. */
export const ACCOUNT_TYPES = ["checking", "savings", "credit_card", "loan"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

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
