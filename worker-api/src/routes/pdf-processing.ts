import {
  PROCESSED_AND_SAVED,
  type ProcessAndSaveResponse,
  type ProcessingResponse,
  type ProcessResponse,
  processAndSaveRequestSchema,
  processRequestSchema,
  SCAN_QUEUED,
} from "@statement-converter/contract";
import { exportCsv, exportJson, toStatementJson } from "@statement-converter/engine";
import { Hono } from "hono";
import { callerMeter, chargeRun } from "../allowance/metering.js";
import { assertRoom, refund } from "../allowance/usage.js";
import { decodeBase64File, extract, pagesOf, runUpload } from "../conversions/index.js";
import { siteOrigin } from "../env.js";
import { ApiError } from "../http/api-error.js";
import { json } from "../http/validate.js";
import { type AuthedEnv, optionalAuth, requireAuth } from "../middleware/auth.js";

/**
 * Running the engine: /api/pdfprocessing/... Every successful run counts its pages against the
 * caller's allowance (allowance/usage.ts); a failed run counts nothing, and a file whose measured pages
 * pass what is left is refused (402) before the engine reads it.
 */
export const pdfProcessing = new Hono<AuthedEnv>();

const extractedMessage = (n: number) => `Successfully extracted ${n} transaction${n === 1 ? "" : "s"}`;

/**
 * Extract only: the statement of the posted file; nothing is stored. Signed-out visitors may call
 * it too, within the Anonymous allowance of their client IP.
 */
pdfProcessing.post("/process", optionalAuth, ...json(processRequestSchema), async (c) => {
  const auth = c.get("caller");
  const body = c.req.valid("json");
  const meter = await callerMeter(c, auth, new Date());
  const bytes = decodeBase64File(body.base64Data);
  await assertRoom(c.env.DB, meter);
  const statement = await extract(bytes, {
    password: body.password,
    fileName: body.fileName,
    beforeRead: (pages) => assertRoom(c.env.DB, meter, pages),
    // Extract-only has no conversion to read a scan in the background for.
    beforeOcr: () => {
      throw new ApiError(
        "PDF_SCANNED",
        "This PDF has scanned pages. They are read by OCR in the background: upload the file and convert it with process-and-save (the converter does).",
      );
    },
  });
  await chargeRun(c, meter, auth, pagesOf(statement), null);
  const json = toStatementJson(statement);
  const wanted = new Set(body.files ?? []);
  const response: ProcessResponse = {
    success: true,
    message: extractedMessage(json.transactions.length),
    pageCount: pagesOf(statement),
    ...(wanted.size
      ? {
          files: {
            ...(wanted.has("csv") ? { csv: exportCsv(statement) } : {}),
            ...(wanted.has("json") ? { json: exportJson(statement) } : {}),
          },
        }
      : {}),
    transactions: json.transactions,
    reconciled: json.reconciled,
    accountType: json.accountType,
    accounts: json.accounts,
    warnings: json.warnings,
  };
  return c.json(response);
});

/**
 * Processes an upload (its R2 file, or the posted base64Data) and answers the saved statement. Its
 * pages count against the caller's allowance: refused before the engine runs when nothing is
 * left, counted when it succeeds, given back when the statement cannot be saved. A PDF with
 * scanned pages is answered at once (202, `processing` with its progress): a background job reads
 * it by OCR, and `GET /conversion/{id}` tells how far it has come and then its statement.
 */
pdfProcessing.post("/process-and-save", requireAuth(), ...json(processAndSaveRequestSchema), async (c) => {
  const auth = c.get("auth");
  const body = c.req.valid("json");
  const meter = await callerMeter(c, auth, new Date());
  const run = await runUpload(c.env, auth.user.id, body.uploadId, {
    base64Data: body.base64Data,
    password: body.password,
    origin: siteOrigin(c.env, c.req.url),
    meter: {
      assertRoom: (pages) => assertRoom(c.env.DB, meter, pages),
      charge: async (pages, conversionId) => {
        const charged = await chargeRun(c, meter, auth, pages, conversionId);
        return () => refund(c.env.DB, charged.id);
      },
    },
  });
  if (run.statement === null) {
    const processing: ProcessingResponse = {
      success: true,
      message: SCAN_QUEUED,
      uploadId: run.conversion.id,
      status: "processing",
      progress: run.progress,
    };
    return c.json(processing, 202);
  }
  const { conversion, statement } = run;

  // The saved statement's Statement JSON, its rows under the wire's name `extractedTransactions`.
  const { transactions, ...fields } = toStatementJson(statement);
  const response: ProcessAndSaveResponse = {
    success: true,
    message: PROCESSED_AND_SAVED,
    uploadId: conversion.id,
    status: "completed",
    ...fields,
    extractedTransactions: transactions,
    extractedCount: transactions.length,
    dataSavedToDatabase: true,
    autoProcessed: false,
  };
  return c.json(response);
});
