import { downloadQuerySchema, exportRequestSchema, type UploadResponse } from "@statement-converter/contract";
import { Hono } from "hono";
import {
  assertRoomToWait,
  createUpload,
  exportConversion,
  exportConversions,
  toSummary,
} from "../conversions/index.js";
import { database } from "../db/client.js";
import { readUpload, uploadBodyLimit } from "../http/files.js";
import { json, query } from "../http/validate.js";
import type { AuthedEnv } from "../middleware/auth.js";

/** Files in and out of conversions: upload, download, ZIP export (auth comes from the parent). */
export const conversionFiles = new Hono<AuthedEnv>();

/**
 * Stores a statement file (PDF, .xlsx, .xls, CSV): a `pending` conversion. An account with
 * MAX_WAITING_UPLOADS uploads waiting is refused before the body is read.
 */
conversionFiles.post(
  "/upload",
  async (c, next) => {
    await assertRoomToWait(database(c.env.DB), c.get("auth").user.id);
    await next();
  },
  uploadBodyLimit,
  async (c) => {
    const row = await createUpload(c.env, c.get("auth").user.id, await readUpload(c.req.raw));
    const body: UploadResponse = {
      success: true,
      message: "File uploaded successfully",
      data: { uploadId: row.id, upload: toSummary(row) },
    };
    return c.json(body, 201);
  },
);

/** Streamed as they are written: no Content-Length. */
conversionFiles.post("/export", ...json(exportRequestSchema), async (c) => {
  const body = c.req.valid("json");
  return exportConversions(
    database(c.env.DB),
    c.get("auth").user.id,
    body.ids,
    body.format,
    { bom: body.bom, qifDateFormat: body.qifDateFormat, intuBid: body.intuBid },
    (p) => c.executionCtx.waitUntil(p),
  );
});

conversionFiles.get("/:id/download", query(downloadQuerySchema), async (c) => {
  const q = c.req.valid("query");
  return exportConversion(
    database(c.env.DB),
    c.get("auth").user.id,
    c.req.param("id"),
    q.format,
    { bom: q.bom, qifDateFormat: q.qifDateFormat, intuBid: q.intuBid },
    (p) => c.executionCtx.waitUntil(p),
  );
});
