import type { Transaction } from "@statement-converter/engine";
import { and, asc, eq, getTableColumns, gt } from "drizzle-orm";
import { chunk, type Db, rowsPerInsert } from "../client.js";
import { transactions } from "../schema.js";

export type TransactionRow = typeof transactions.$inferSelect;

/** Rows per INSERT so that one statement binds at most D1's 100 variables. */
export const TRANSACTION_ROWS_PER_INSERT = rowsPerInsert(Object.keys(getTableColumns(transactions)).length);

/** An engine transaction (cents) as the row stored at `position` of its conversion. */
export function toTransactionRow(
  conversionId: string,
  position: number,
  t: Transaction,
  bankName: string | null,
): TransactionRow {
  return {
    conversionId,
    position,
    date: t.date,
    parsedDate: t.parsedDate || null,
    valueDate: t.valueDate,
    description: t.description,
    details: t.details,
    type: t.type,
    amountCents: t.amountCents,
    balanceCents: t.balanceCents,
    reference: t.reference,
    bankName,
    account: t.account,
    source: t.source ? JSON.stringify(t.source) : null,
    confidence: t.confidence ?? null,
  };
}

/**
 * The statements that replace a conversion's rows: one DELETE, then chunked multi-row INSERTs.
 * Callers run them in one `db.batch` together with the conversion's UPDATE (one transaction).
 */
export function replaceTransactionsStatements(db: Db, conversionId: string, rows: readonly TransactionRow[]) {
  return [
    db.delete(transactions).where(eq(transactions.conversionId, conversionId)),
    ...chunk(rows, TRANSACTION_ROWS_PER_INSERT).map((part) => db.insert(transactions).values(part)),
  ] as const;
}

/** `limit` rows of a conversion after position `after` (-1: from the first), in order. */
export function listTransactionsPage(db: Db, conversionId: string, after: number, limit: number) {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.conversionId, conversionId), gt(transactions.position, after)))
    .orderBy(asc(transactions.position))
    .limit(limit);
}

export function listTransactions(db: Db, conversionId: string) {
  return db
    .select()
    .from(transactions)
    .where(eq(transactions.conversionId, conversionId))
    .orderBy(asc(transactions.position));
}
