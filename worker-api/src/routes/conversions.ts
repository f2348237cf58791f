import { centsToDecimal, decimalToCents, toAccountJson } from "@statement-converter/engine";
import {
  bulkDeleteRequestSchema,
  type HistoryResponse,
  historyQuerySchema,
  type MessageResponse,
  type SaveExtractedDataResponse,
  type StatementJson,
  type Stats,
  saveExtractedDataRequestSchema,
} from "@statement-converter/sdk/contract";
import { Hono } from "hono";
import { database } from "../db/client.js";
import {
  deleteConversions,
  findConversion,
  pageConversions,
  updateConversion,
} from "../db/queries/conversions.js";
import { userStats } from "../db/queries/stats.js";
import {
  listTransactions,
  replaceTransactionsStatements,
  type TransactionRow,
} from "../db/queries/transactions.js";
import { notFound } from "../lib/api-error.js";
import { toDetail, toSummary, toWireTransaction } from "../lib/conversion-wire.js";
import { deleteObjects } from "../lib/files.js";
import { assignAccounts, checkAccounts } from "../lib/reconcile-accounts.js";
import { accountsOf, serializeAccounts } from "../lib/stored-accounts.js";
import { readJson, readQuery } from "../lib/validate.js";
import { type AuthedEnv, requireAuth } from "../middleware/auth.js";
import { conversionFiles } from "./conversion-files.js";

/** The caller's conversions: /api/conversion/... Every id is looked up within the caller's own. */
export const conversions = new Hono<AuthedEnv>();
conversions.use("*", requireAuth());

const conversionNotFound = () => notFound("Conversion");

conversions.get("/history", async (c) => {
  const q = readQuery(c, historyQuerySchema);
  const { rows, total } = await pageConversions(database(c.env.DB), c.get("auth").user.id, q);
  const body: HistoryResponse = {
    success: true,
    data: rows.map(toSummary),
    pagination: {
      currentPage: q.page,
      totalPages: Math.ceil(total / q.limit),
      totalCount: total,
      pageSize: q.limit,
    },
    message: "Conversions retrieved successfully",
  };
  return c.json(body);
});

conversions.get("/stats", async (c) => {
  const s = await userStats(database(c.env.DB), c.get("auth").user.id);
  const data: Stats = {
    totalUploads: s.totalUploads,
    totalTransactions: s.totalTransactions,
    thisMonthUploads: s.thisMonthUploads,
    lastUploadDate: s.lastUploadDate,
    recentUploads: s.recent.map(toSummary),
    monthlyStats: s.monthlyStats,
    amountStats: {
      NetAmount: centsToDecimal(s.creditsCents - s.debitsCents),
      TotalCredits: centsToDecimal(s.creditsCents),
      TotalDebits: centsToDecimal(s.debitsCents),
    },
  };
  return c.json({ success: true as const, data, message: "Stats retrieved successfully" });
});

conversions.post("/bulk-delete", async (c) => {
  const body = await readJson(c, bulkDeleteRequestSchema);
  const deleted = await deleteConversions(database(c.env.DB), c.get("auth").user.id, body.ids);
  if (deleted.length === 0) throw notFound("Conversions");
  await deleteObjects(
    c.env.FILES,
    deleted.flatMap((d) => (d.fileKey ? [d.fileKey] : [])),
  );
  return c.json({
    success: true as const,
    message: `${deleted.length} conversion${deleted.length === 1 ? "" : "s"} deleted successfully`,
    data: { deletedCount: deleted.length },
  });
});

// Upload, download and ZIP export; mounted before "/:id" so their static paths win.
conversions.route("/", conversionFiles);

conversions.get("/:id", async (c) => {
  const db = database(c.env.DB);
  const row = await findConversion(db, c.get("auth").user.id, c.req.param("id"));
  if (!row) throw conversionNotFound();
  const txs = await listTransactions(db, row.id);
  return c.json({
    success: true as const,
    data: toDetail(row, txs),
    message: "Conversion retrieved successfully",
  });
});

conversions.delete("/:id", async (c) => {
  const [deleted] = await deleteConversions(database(c.env.DB), c.get("auth").user.id, [c.req.param("id")]);
  if (!deleted) throw conversionNotFound();
  if (deleted.fileKey) await c.env.FILES.delete(deleted.fileKey);
  return c.json({ success: true, message: "Conversion deleted successfully" } satisfies MessageResponse);
});

conversions.get("/:id/extracted-data", async (c) => {
  const db = database(c.env.DB);
  const row = await findConversion(db, c.get("auth").user.id, c.req.param("id"));
  if (!row) throw conversionNotFound();
  const txs = await listTransactions(db, row.id);
  return c.json({
    success: true as const,
    data: { transactions: txs.map((t) => toWireTransaction(t, row.bankName)) },
  });
});

/**
 * The corrected rows replace the stored ones; the engine reconciles each account again on its
 * own rows. A row may move to another of the statement's accounts, never to a new one.
 */
conversions.post("/:id/extracted-data", async (c) => {
  const body = await readJson(c, saveExtractedDataRequestSchema);
  const db = database(c.env.DB);
  const row = await findConversion(db, c.get("auth").user.id, c.req.param("id"));
  if (!row) throw conversionNotFound();
  const accounts = accountsOf(row);
  const rowAccounts = assignAccounts(
    accounts,
    body.extractedTransactions.map((t) => t.account),
  );
  const rows: TransactionRow[] = body.extractedTransactions.map((t, position) => ({
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
    reference: t.reference_Number,
    bankName: t.bank_Name,
    account: rowAccounts[position] ?? null,
  }));
  const result = checkAccounts(accounts, rows);
  const warnings: StatementJson["warnings"] = result.warnings;
  await db.batch([
    ...replaceTransactionsStatements(db, row.id, rows),
    updateConversion(db, row.id, {
      transactionsCount: rows.length,
      reconciled: result.reconciled,
      accounts: serializeAccounts(result.accounts),
      warnings: JSON.stringify(warnings),
    }),
  ]);
  const response: SaveExtractedDataResponse = {
    success: true,
    message: "Extracted data saved successfully",
    data: {
      reconciled: result.reconciled,
      warnings,
      transactionsCount: rows.length,
      accounts: result.accounts.map(toAccountJson),
    },
  };
  return c.json(response);
});

function isoDateOrNull(date: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
}
