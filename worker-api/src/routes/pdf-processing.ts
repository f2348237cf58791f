import { toStatementJson } from "@statement-converter/engine";
import {
  type ProcessAndSaveResponse,
  type ProcessResponse,
  processAndSaveRequestSchema,
  processRequestSchema,
} from "@statement-converter/sdk/contract";
import { Hono } from "hono";
import { database, isoNow } from "../db/client.js";
import { isForeignKeyViolation } from "../db/constraints.js";
import { findConversion, updateConversion } from "../db/queries/conversions.js";
import { ApiError, notFound } from "../lib/api-error.js";
import { decodeBase64File, extract } from "../lib/processing.js";
import { markFailed, saveStatement } from "../lib/save-statement.js";
import { readJson } from "../lib/validate.js";
import { type AuthedEnv, requireAuth } from "../middleware/auth.js";

/** Running the engine: /api/pdfprocessing/... */
export const pdfProcessing = new Hono<AuthedEnv>();
pdfProcessing.use("*", requireAuth());

const extractedMessage = (n: number) => `Successfully extracted ${n} transaction${n === 1 ? "" : "s"}`;

/** Extract only: the statement of the posted file; nothing is stored. */
pdfProcessing.post("/process", async (c) => {
  const body = await readJson(c, processRequestSchema);
  const statement = await extract(decodeBase64File(body.base64Data), {
    password: body.password,
    fileName: body.fileName,
  });
  const json = toStatementJson(statement);
  const response: ProcessResponse = {
    success: true,
    message: extractedMessage(json.transactions.length),
    transactions: json.transactions,
    reconciled: json.reconciled,
    accountType: json.accountType,
    accounts: json.accounts,
    warnings: json.warnings,
  };
  return c.json(response);
});

/**
 * Processes an upload (its R2 file, or the posted base64Data) and stores the statement. The
 * conversion goes processing -> completed (file deleted from R2) or failed (file kept).
 */
pdfProcessing.post("/process-and-save", async (c) => {
  const body = await readJson(c, processAndSaveRequestSchema);
  const db = database(c.env.DB);
  const conversion = await findConversion(db, c.get("auth").user.id, body.uploadId);
  if (!conversion) throw notFound("Upload");

  let bytes: Uint8Array;
  if (body.base64Data) {
    bytes = decodeBase64File(body.base64Data);
  } else {
    const object = conversion.fileKey ? await c.env.FILES.get(conversion.fileKey) : null;
    if (!object) {
      throw new ApiError("VALIDATION_FAILED", "File is required", [
        {
          field: "base64Data",
          message: "The uploaded file is no longer stored: send the file in base64Data.",
        },
      ]);
    }
    bytes = new Uint8Array(await object.arrayBuffer());
  }

  // processedAt marks when the run started: the scheduled clean-up ends runs that never finished.
  await updateConversion(db, conversion.id, {
    status: "processing",
    processedAt: isoNow(),
    errorCode: null,
    errorMessage: null,
  });
  let statement: Awaited<ReturnType<typeof extract>>;
  try {
    statement = await extract(bytes, { password: body.password, fileName: conversion.fileName });
  } catch (err) {
    const code = err instanceof ApiError ? err.code : "INTERNAL";
    const message = err instanceof ApiError ? err.message : "Processing failed unexpectedly.";
    // No retry can convert a file past the engine's bounds: its upload is not kept.
    const dropFile = code === "PDF_TOO_COMPLEX" && conversion.fileKey !== null;
    await markFailed(db, conversion.id, code, message, dropFile ? { fileKey: null } : {});
    if (dropFile && conversion.fileKey) await c.env.FILES.delete(conversion.fileKey);
    throw err;
  }
  try {
    await saveStatement(db, conversion, statement);
  } catch (err) {
    // Deleted while it was processed (the conversion or the account): nothing is left to save to.
    if (isForeignKeyViolation(err) || !(await findConversion(db, c.get("auth").user.id, conversion.id))) {
      if (conversion.fileKey) await c.env.FILES.delete(conversion.fileKey);
      throw notFound("Upload");
    }
    await markFailed(db, conversion.id, "INTERNAL", "The statement could not be saved.");
    throw err;
  }
  if (conversion.fileKey) await c.env.FILES.delete(conversion.fileKey);

  // The saved statement's Statement JSON, its rows under the spec's name.
  const { transactions, ...fields } = toStatementJson(statement);
  const response: ProcessAndSaveResponse = {
    success: true,
    message: "PDF processed and data saved successfully!",
    uploadId: conversion.id,
    ...fields,
    extractedTransactions: transactions,
    extractedCount: transactions.length,
    dataSavedToDatabase: true,
    autoProcessed: false,
  };
  return c.json(response);
});
