import {
  bulkDeleteRequestSchema,
  type HistoryResponse,
  historyQuerySchema,
  type MessageResponse,
  type SaveExtractedDataResponse,
  type Stats,
  saveExtractedDataRequestSchema,
} from "@statement-converter/contract";
import { centsToDecimal, toAccountJson } from "@statement-converter/engine";
import { Hono } from "hono";
import {
  conversionDetail,
  conversionRows,
  historyPage,
  removeConversions,
  saveCorrections,
  toSummary,
} from "../conversions/index.js";
import { database } from "../db/client.js";
import { userStats } from "../db/queries/stats.js";
import { notFound } from "../http/api-error.js";
import { json, query } from "../http/validate.js";
import { type AuthedEnv, requireAuth } from "../middleware/auth.js";
import { conversionFiles } from "./conversion-files.js";

/** The caller's conversions: /api/conversion/... Every id is looked up within the caller's own. */
export const conversions = new Hono<AuthedEnv>();
conversions.use("*", requireAuth());

const conversionNotFound = () => notFound("Conversion");

conversions.get("/history", query(historyQuerySchema), async (c) => {
  const q = c.req.valid("query");
  const { summaries, total } = await historyPage(database(c.env.DB), c.get("auth").user.id, q);
  const body: HistoryResponse = {
    success: true,
    data: summaries,
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

conversions.post("/bulk-delete", ...json(bulkDeleteRequestSchema), async (c) => {
  const body = c.req.valid("json");
  const deleted = await removeConversions(c.env, c.get("auth").user.id, body.ids);
  if (deleted === 0) throw notFound("Conversions");
  return c.json({
    success: true as const,
    message: `${deleted} conversion${deleted === 1 ? "" : "s"} deleted successfully`,
    data: { deletedCount: deleted },
  });
});

// Upload, download and ZIP export; mounted before "/:id" so their static paths win.
conversions.route("/", conversionFiles);

conversions.get("/:id", async (c) => {
  const data = await conversionDetail(database(c.env.DB), c.get("auth").user.id, c.req.param("id"));
  return c.json({ success: true as const, data, message: "Conversion retrieved successfully" });
});

conversions.delete("/:id", async (c) => {
  const deleted = await removeConversions(c.env, c.get("auth").user.id, [c.req.param("id")]);
  if (deleted === 0) throw conversionNotFound();
  return c.json({ success: true, message: "Conversion deleted successfully" } satisfies MessageResponse);
});

conversions.get("/:id/extracted-data", async (c) => {
  const transactions = await conversionRows(database(c.env.DB), c.get("auth").user.id, c.req.param("id"));
  return c.json({ success: true as const, data: { transactions } });
});

/** The corrected rows replace the stored ones; each account is reconciled again on its own rows. */
conversions.post("/:id/extracted-data", ...json(saveExtractedDataRequestSchema), async (c) => {
  const body = c.req.valid("json");
  const result = await saveCorrections(
    database(c.env.DB),
    c.get("auth").user.id,
    c.req.param("id"),
    body.extractedTransactions,
  );
  const response: SaveExtractedDataResponse = {
    success: true,
    message: "Extracted data saved successfully",
    data: { ...result, accounts: result.accounts.map(toAccountJson) },
  };
  return c.json(response);
});
