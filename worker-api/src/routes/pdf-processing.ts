import { toStatementJson } from "@statement-converter/engine";
import {
  type ProcessAndSaveResponse,
  type ProcessResponse,
  processAndSaveRequestSchema,
  processRequestSchema,
} from "@statement-converter/sdk/contract";
import { Hono } from "hono";
import { decodeBase64File, extract, runUpload } from "../conversions/index.js";
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

/** Processes an upload (its R2 file, or the posted base64Data) and answers the saved statement. */
pdfProcessing.post("/process-and-save", async (c) => {
  const body = await readJson(c, processAndSaveRequestSchema);
  const { conversion, statement } = await runUpload(c.env, c.get("auth").user.id, body.uploadId, {
    base64Data: body.base64Data,
    password: body.password,
  });

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
