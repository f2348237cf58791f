import { renderExport } from "@statement-converter/engine";
import {
  downloadQuerySchema,
  exportRequestSchema,
  type UploadResponse,
} from "@statement-converter/sdk/contract";
import { Hono } from "hono";
import { database } from "../db/client.js";
import { isForeignKeyViolation } from "../db/constraints.js";
import {
  allConversions,
  type ConversionRow,
  findConversion,
  findConversions,
  insertConversion,
} from "../db/queries/conversions.js";
import { listTransactions } from "../db/queries/transactions.js";
import { ApiError, notFound } from "../lib/api-error.js";
import { toStatement, toSummary } from "../lib/conversion-wire.js";
import { contentDisposition, downloadName, fileResponse } from "../lib/downloads.js";
import { readUpload, uploadKey } from "../lib/files.js";
import { readJson, readQuery } from "../lib/validate.js";
import { zipName, zipStatements } from "../lib/zip-export.js";
import type { AuthedEnv } from "../middleware/auth.js";

/** Files in and out of conversions: upload, download, ZIP export (auth comes from the parent). */
export const conversionFiles = new Hono<AuthedEnv>();

const nothingToExport = () =>
  new ApiError("VALIDATION_FAILED", "No transaction data to export", [
    { field: "id", message: "No transaction data to export" },
  ]);

/** Stores a statement file (PDF, .xlsx, .xls, CSV) in R2 under the user's prefix and records a `pending` conversion. */
conversionFiles.post("/upload", async (c) => {
  const file = await readUpload(c.req.raw);
  const userId = c.get("auth").user.id;
  const id = crypto.randomUUID();
  const key = uploadKey(userId, id, file.kind);
  await c.env.FILES.put(key, file.bytes, {
    httpMetadata: { contentType: file.type },
    customMetadata: { userId, fileName: file.name },
  });
  let row: ConversionRow;
  try {
    row = await insertConversion(database(c.env.DB), {
      id,
      userId,
      fileName: file.name,
      fileNameLower: file.name.toLowerCase(),
      fileSize: file.bytes.byteLength,
      status: "pending",
      fileKey: key,
    });
  } catch (err) {
    await c.env.FILES.delete(key);
    // The account was deleted while its upload came in: the token is no longer valid.
    if (isForeignKeyViolation(err))
      throw new ApiError("UNAUTHENTICATED", "Session expired. Please login again.");
    throw err;
  }
  const body: UploadResponse = {
    success: true,
    message: "File uploaded successfully",
    data: { uploadId: id, upload: toSummary(row) },
  };
  return c.json(body, 201);
});

conversionFiles.post("/export", async (c) => {
  const body = await readJson(c, exportRequestSchema);
  const db = database(c.env.DB);
  const userId = c.get("auth").user.id;
  let rows: ConversionRow[];
  if (body.ids) {
    rows = await findConversions(db, userId, body.ids);
    if (rows.length < new Set(body.ids).size) throw notFound("Conversion");
  } else {
    rows = await allConversions(db, userId);
  }
  const completed = rows.filter((r) => r.status === "completed");
  if (completed.length === 0) throw nothingToExport();
  const [first, ...rest] = completed.map((r) => listTransactions(db, r.id));
  const txLists = first ? await db.batch([first, ...rest]) : [];
  const zip = await zipStatements(
    completed.map((row, i) => ({ fileName: row.fileName, statement: toStatement(row, txLists[i] ?? []) })),
    body.format,
    { bom: body.bom, qifDateFormat: body.qifDateFormat, intuBid: body.intuBid },
  );
  return new Response(zip, {
    headers: {
      "content-type": "application/zip",
      "content-disposition": contentDisposition(zipName()),
      "content-length": String(zip.byteLength),
      "cache-control": "private, no-store",
    },
  });
});

conversionFiles.get("/:id/download", async (c) => {
  const q = readQuery(c, downloadQuerySchema);
  const db = database(c.env.DB);
  const row = await findConversion(db, c.get("auth").user.id, c.req.param("id"));
  if (!row) throw notFound("Conversion");
  if (row.status !== "completed") throw nothingToExport();
  const txs = await listTransactions(db, row.id);
  const file = await renderExport(toStatement(row, txs), q.format, {
    bom: q.bom,
    qifDateFormat: q.qifDateFormat,
    intuBid: q.intuBid,
  });
  return fileResponse(file.bytes, file.format.mediaType, downloadName(row.fileName, q.format));
});
