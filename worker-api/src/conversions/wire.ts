import {
  type ConversionDetail,
  type ConversionSummary,
  type StatementJson,
  type TransactionSource,
  transactionSourceSchema,
  type WireTransaction,
  type WireWarning,
  warningSchema,
} from "@statement-converter/contract";
import {
  centsToDecimal,
  type Statement,
  type Transaction,
  type TransactionType,
  toStatementJson,
} from "@statement-converter/engine";
import type { ConversionRow } from "../db/queries/conversions.js";
import type { TransactionRow } from "../db/queries/transactions.js";
import { parseAccounts } from "./stored-accounts.js";

/** DB rows (cents) -> the wire (decimals) and back into engine Statements for the exporters. */

const decimal = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));

const storedWarnings = warningSchema.array().catch([]);

/** The warnings column (JSON written by `saveStatement`), read by the contract's schema. */
export function parseWarnings(json: string): WireWarning[] {
  try {
    return storedWarnings.parse(JSON.parse(json));
  } catch {
    return [];
  }
}

/**
 * The source column (JSON written by `toTransactionRow`, or a user's edit), read by the
 * contract's schema; null (rows stored before sources) or unreadable: no source.
 */
export function parseSource(json: string | null): TransactionSource | undefined {
  if (json === null) return undefined;
  try {
    const parsed = transactionSourceSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** `{ source }` when the row has one, else nothing (the field stays absent on the wire). */
function sourceField(json: string | null): { source?: TransactionSource } {
  const source = parseSource(json);
  return source ? { source } : {};
}

export function toSummary(row: ConversionRow): ConversionSummary {
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    fileSha256: row.fileSha256,
    status: row.status,
    uploadDate: row.uploadDate,
    processedAt: row.processedAt,
    transactionsCount: row.transactionsCount,
    pageCount: row.pageCount,
    bankName: row.bankName,
    reconciled: row.reconciled,
    errorCode: row.errorCode,
    errorMessage: row.errorMessage,
    progress:
      row.status === "processing" && row.ocrPagesTotal
        ? { done: row.ocrPagesDone ?? 0, total: row.ocrPagesTotal }
        : null,
  };
}

export function toWireTransaction(row: TransactionRow, fallbackBank: string | null): WireTransaction {
  return {
    date: row.date,
    parsedDate: row.parsedDate,
    valueDate: row.valueDate,
    description: row.description,
    additional_Details: row.details,
    transaction_Type: row.type as TransactionType,
    amount: centsToDecimal(row.amountCents),
    balance: decimal(row.balanceCents),
    reference_Number: row.reference,
    bank_Name: row.bankName ?? fallbackBank,
    account: row.account,
    ...sourceField(row.source),
    ...(row.confidence === null ? {} : { confidence: row.confidence }),
  };
}

/**
 * `GET /conversion/{id}`: the conversion's summary and its Statement JSON (rows under the wire's
 * name `extractedTransactions`), the same document process-and-save answered. The summary's own fields win: a
 * conversion not completed has no reconciliation or page count yet.
 */
export function toDetail(row: ConversionRow, txs: readonly TransactionRow[]): ConversionDetail {
  const { transactions, ...fields } = toStoredStatementJson(row, txs);
  return { ...fields, ...toSummary(row), extractedTransactions: transactions };
}

export function toEngineTransaction(row: TransactionRow): Transaction {
  return {
    date: row.date,
    parsedDate: row.parsedDate ?? "",
    valueDate: row.valueDate,
    description: row.description,
    details: row.details,
    type: row.type as TransactionType,
    amountCents: row.amountCents,
    balanceCents: row.balanceCents,
    reference: row.reference,
    account: row.account,
    ...sourceField(row.source),
    ...(row.confidence === null ? {} : { confidence: row.confidence }),
  };
}

/** The pages a stored conversion read by OCR (a JSON array), or undefined. */
function parseOcrPages(json: string | null): number[] | undefined {
  if (!json) return undefined;
  try {
    const pages: unknown = JSON.parse(json);
    return Array.isArray(pages) && pages.every(Number.isInteger) ? pages : undefined;
  } catch {
    return undefined;
  }
}

/** The stored conversion as the engine's Statement, for the exporters. */
export function toStatement(row: ConversionRow, txs: readonly TransactionRow[]): Statement {
  const ocrPages = parseOcrPages(row.ocrPages);
  return {
    fileName: row.fileName,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    currency: row.currency,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    openingBalanceCents: row.openingBalanceCents,
    closingBalanceCents: row.closingBalanceCents,
    reconciled: row.reconciled ?? false,
    pageCount: row.pageCount ?? 0,
    accountType: row.accountType,
    accounts: parseAccounts(row.accounts),
    warnings: parseWarnings(row.warnings),
    transactions: txs.map(toEngineTransaction),
    ...(ocrPages ? { ocrPages } : {}),
  };
}

/** Statement JSON of a stored conversion (GET /auth/export). */
export function toStoredStatementJson(row: ConversionRow, txs: readonly TransactionRow[]): StatementJson {
  const json = toStatementJson(toStatement(row, txs));
  // Rows keep their own bank and a missing parsedDate stays null on the wire.
  return {
    ...json,
    transactions: txs.map((t) => toWireTransaction(t, row.bankName)),
  };
}
