import { type Statement, toStatementJson, yieldToEventLoop } from "@statement-converter/engine";
import { chunk, type Db, isoNow } from "../db/client.js";
import { type ConversionRow, updateConversion } from "../db/queries/conversions.js";
import {
  replaceTransactionsStatements,
  TRANSACTION_ROWS_PER_INSERT,
  toTransactionRow,
} from "../db/queries/transactions.js";
import { serializeAccounts } from "./stored-accounts.js";

/**
 * Rows written by one D1 batch. A batch is one transaction, which holds the database (every other
 * request's query waits for it): a statement at the engine's bounds (10,000 rows) is written in
 * several, with pauses for other requests between them.
 */
const ROWS_PER_BATCH = 1_000;

type Write = ReturnType<typeof replaceTransactionsStatements>[number] | ReturnType<typeof updateConversion>;

/**
 * Stores a processing run's statement: its rows replace any earlier ones and the conversion
 * becomes `completed` with the statement's metadata. Up to ROWS_PER_BATCH rows that is one D1
 * batch (one transaction); a bigger statement's rows go first, in batches of that many, and the
 * conversion's update with the last of them. While they are written the conversion is still
 * `processing` (nothing reads its rows); a write that fails takes the rows written so far away
 * again. The uploaded file's key is cleared: the caller deletes the R2 object after this succeeds.
 */
export async function saveStatement(db: Db, conversion: ConversionRow, statement: Statement) {
  const rows = statement.transactions.map((t, i) =>
    toTransactionRow(conversion.id, i, t, statement.bankName),
  );
  const [clear, ...inserts] = replaceTransactionsStatements(db, conversion.id, rows);
  const update = updateConversion(db, conversion.id, {
    status: "completed",
    processedAt: isoNow(),
    fileKey: null,
    pageCount: statement.pageCount,
    bankName: statement.bankName,
    accountNumber: statement.accountNumber,
    currency: statement.currency,
    periodStart: statement.periodStart,
    periodEnd: statement.periodEnd,
    openingBalanceCents: statement.openingBalanceCents,
    closingBalanceCents: statement.closingBalanceCents,
    reconciled: statement.reconciled,
    accountType: statement.accountType,
    accounts: serializeAccounts(statement.accounts),
    warnings: JSON.stringify(toStatementJson({ ...statement, transactions: [] }).warnings),
    errorCode: null,
    errorMessage: null,
    transactionsCount: rows.length,
    ocrPagesDone: null,
    ocrPagesTotal: null,
    ocrPages: statement.ocrPages ? JSON.stringify(statement.ocrPages) : null,
  });
  const perBatch = Math.max(1, Math.floor(ROWS_PER_BATCH / TRANSACTION_ROWS_PER_INSERT));
  const batches: Write[][] = chunk<Write>(inserts, perBatch);
  if (batches.length === 0) batches.push([]);
  (batches[0] as Write[]).unshift(clear);
  (batches[batches.length - 1] as Write[]).push(update);
  try {
    for (const [i, batch] of batches.entries()) {
      if (i > 0) await yieldToEventLoop();
      await db.batch(batch as [Write, ...Write[]]);
    }
  } catch (err) {
    // Rows of a run that did not complete are no one's: the earlier batches are undone.
    if (batches.length > 1) await db.batch([clear]).catch(() => undefined);
    throw err;
  }
}

/**
 * Records a failed run. The file stays in R2 so the user can retry (with a password, say), unless
 * `extra` clears its key (the caller then deletes the object).
 */
export async function markFailed(
  db: Db,
  conversionId: string,
  code: string,
  message: string,
  extra: { fileKey?: null } = {},
) {
  await updateConversion(db, conversionId, {
    status: "failed",
    processedAt: isoNow(),
    errorCode: code,
    errorMessage: message.slice(0, 500),
    ...extra,
  });
}
