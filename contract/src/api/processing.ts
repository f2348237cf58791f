/** Processing a statement (`/pdfprocessing`): extract only, and process-and-save. */
import { z } from "zod";
import { MAX_UPLOAD_BYTES } from "../limits.js";
import { accountFields, statementFields, transactionSchema, warningSchema } from "../statement-json.js";
import { conversionProgressSchema } from "./conversions.js";

const base64Schema = z
  .string()
  .max(Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 1024, "File size must be less than 10MB")
  .regex(/^(data:[\w/+.-]+;base64,)?[A-Za-z0-9+/=\s]*$/, "base64Data must be base64");

/** Files `process` can answer with, rendered by the engine's exporters (nothing is stored). */
export const PROCESS_FILE_FORMATS = ["csv", "json"] as const;

export const processRequestSchema = z.object({
  base64Data: base64Schema.min(1, { message: "File is required", abort: true }),
  password: z.string().max(200).optional(),
  fileName: z.string().max(255).optional(),
  /** Also answer with these exports of the statement in `files` (the home page's downloads). */
  files: z.array(z.enum(PROCESS_FILE_FORMATS)).max(2).optional(),
});
export const processAndSaveRequestSchema = z.object({
  uploadId: z.string({ error: "Upload ID is required" }).min(1, "Upload ID is required").max(64),
  base64Data: base64Schema.optional(),
  password: z.string().max(200).optional(),
});
export type ProcessRequest = z.input<typeof processRequestSchema>;
export type ProcessAndSaveRequest = z.input<typeof processAndSaveRequestSchema>;

export const processResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Pages counted against the allowance. Absent from servers before allowances. */
  pageCount: z.number().int().optional(),
  /** The exports asked for in `files`: CSV (RFC 4180) and Statement JSON, as text. */
  files: z.object({ csv: z.string().optional(), json: z.string().optional() }).optional(),
  transactions: z.array(transactionSchema),
  reconciled: z.boolean(),
  ...accountFields,
  warnings: z.array(warningSchema),
});
export type ProcessResponse = z.infer<typeof processResponseSchema>;

/** process-and-save's message once the statement is saved. */
export const PROCESSED_AND_SAVED = "PDF processed and data saved successfully!";
/** process-and-save's message for a file with scanned pages, read by OCR in the background. */
export const SCAN_QUEUED = "Scanned pages are being read. Follow the conversion for its progress.";

/** The answer's own fields, and the saved statement's Statement JSON fields (`statementJsonOf`). */
export const processAndSaveResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  uploadId: z.string(),
  /** Absent from servers before background jobs, which answered only saved statements. */
  status: z.literal("completed").default("completed"),
  ...statementFields,
  extractedTransactions: z.array(transactionSchema),
  extractedCount: z.number().int(),
  dataSavedToDatabase: z.boolean(),
  autoProcessed: z.boolean(),
});
export type ProcessAndSaveResponse = z.infer<typeof processAndSaveResponseSchema>;

/**
 * process-and-save's answer for a file with scanned pages: it is read by OCR as a background job,
 * and the answer comes at once (202) with the conversion `processing`. `GET /conversion/{id}`
 * tells its progress, then its statement once `completed` (or its error once `failed`).
 */
export const processingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  uploadId: z.string(),
  status: z.literal("processing"),
  progress: conversionProgressSchema,
});
export type ProcessingResponse = z.infer<typeof processingResponseSchema>;

/** Everything process-and-save answers with: the saved statement, or a scan being read. */
export const processAndSaveResultSchema = z.union([processingResponseSchema, processAndSaveResponseSchema]);
export type ProcessAndSaveResult = z.infer<typeof processAndSaveResultSchema>;
