import { type Statement, toStatementJson } from "@statement-converter/engine";
import { type Db, isoNow } from "../db/client.js";
import { type ConversionRow, updateConversion } from "../db/queries/conversions.js";
import { replaceTransactionsStatements, toTransactionRow } from "../db/queries/transactions.js";
import { serializeAccounts } from "./stored-accounts.js";

/**
 * Stores a processing run's statement: its rows replace any earlier ones and the conversion
 * becomes `completed` with the statement's metadata, in one D1 batch (one transaction). The
 * uploaded file's key is cleared: the caller deletes the R2 object after this succeeds.
 */
export async function saveStatement(db: Db, conversion: ConversionRow, statement: Statement) {
  const rows = statement.transactions.map((t, i) =>
    toTransactionRow(conversion.id, i, t, statement.bankName),
  );
  await db.batch([
    ...replaceTransactionsStatements(db, conversion.id, rows),
    updateConversion(db, conversion.id, {
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
    }),
  ]);
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
