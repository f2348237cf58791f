import type { saveExtractedDataRequestSchema, WireWarning } from "@statement-converter/contract";
import { decimalToCents, type StatementAccount } from "@statement-converter/engine";
import type { z } from "zod";
import type { Db } from "../db/client.js";
import { updateConversion } from "../db/queries/conversions.js";
import { replaceTransactionsStatements, type TransactionRow } from "../db/queries/transactions.js";
import { ownedConversion } from "./read.js";
import { assignAccounts, checkAccounts } from "./reconcile-accounts.js";
import { accountsOf, serializeAccounts } from "./stored-accounts.js";

export interface CorrectionsResult {
  reconciled: boolean;
  warnings: WireWarning[];
  transactionsCount: number;
  accounts: StatementAccount[];
}

/**
 * The user's corrected rows replace the stored ones and the engine reconciles each account
 * again on its own rows. A row may move to another of the statement's accounts, never to a new
 * one.
 */
export async function saveCorrections(
  db: Db,
  userId: string,
  id: string,
  corrected: z.output<typeof saveExtractedDataRequestSchema>["extractedTransactions"],
): Promise<CorrectionsResult> {
  const row = await ownedConversion(db, userId, id);
  const accounts = accountsOf(row);
  const rowAccounts = assignAccounts(
    accounts,
    corrected.map((t) => t.account),
  );
  const rows: TransactionRow[] = corrected.map((t, position) => ({
    conversionId: row.id,
    position,
    date: t.date,
    parsedDate: t.parsedDate ?? isoDateOrNull(t.date),
    valueDate: t.valueDate ?? null,
    description: t.description,
    details: t.additional_Details,
    type: t.transaction_Type,
    amountCents: decimalToCents(t.amount),
    balanceCents: t.balance === null ? null : decimalToCents(t.balance),
    // Rows the user saved are theirs: no OCR confidence is kept for them.
    confidence: null,
    reference: t.reference_Number,
    bankName: t.bank_Name,
    account: rowAccounts[position] ?? null,
    // A row sent back with the source it was answered with keeps it; a row added by hand has none.
    source: t.source ? JSON.stringify(t.source) : null,
  }));
  const result = checkAccounts(accounts, rows);
  await db.batch([
    ...replaceTransactionsStatements(db, row.id, rows),
    updateConversion(db, row.id, {
      transactionsCount: rows.length,
      reconciled: result.reconciled,
      accounts: serializeAccounts(result.accounts),
      warnings: JSON.stringify(result.warnings),
    }),
  ]);
  return {
    reconciled: result.reconciled,
    warnings: result.warnings,
    transactionsCount: rows.length,
    accounts: result.accounts,
  };
}

function isoDateOrNull(date: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
}
