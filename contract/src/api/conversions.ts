/** Conversions (`/conversion`): their summaries, details, history, uploads, corrections and stats. */
import { z } from "zod";
import { idSchema, intParam } from "../fields.js";
import {
  accountFields,
  statementAccountSchema,
  transactionInputSchema,
  transactionSchema,
  warningSchema,
} from "../statement-json.js";

export const CONVERSION_STATUSES = ["pending", "processing", "completed", "failed"] as const;
export const HISTORY_SORTS = ["newest", "oldest", "name_asc", "name_desc", "largest", "smallest"] as const;

export const conversionStatusSchema = z.enum(CONVERSION_STATUSES);
export type ConversionStatus = z.infer<typeof conversionStatusSchema>;

/**
 * How far a conversion read in the background has come: its scanned pages read by OCR (`done`) of
 * all of them (`total`). A scan is processed as a background job; until it ends the conversion is
 * `processing` with this progress.
 */
export const conversionProgressSchema = z.object({
  done: z.number().int().nonnegative(),
  total: z.number().int().positive(),
});
export type ConversionProgress = z.infer<typeof conversionProgressSchema>;

export const conversionSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  /**
   * SHA-256 of the uploaded file, 64 hex digits: a client compares a file the user picks with it
   * before showing that file as this conversion's. Null for uploads made before it was kept, and
   * from older servers.
   */
  fileSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable()
    .default(null),
  status: conversionStatusSchema,
  uploadDate: z.string(),
  processedAt: z.string().nullable(),
  transactionsCount: z.number().int(),
  pageCount: z.number().int().nullable(),
  bankName: z.string().nullable(),
  reconciled: z.boolean().nullable(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /** A scan being read in the background (status `processing`); null otherwise and from older servers. */
  progress: conversionProgressSchema.nullable().default(null),
});
export type ConversionSummary = z.infer<typeof conversionSummarySchema>;

export const conversionDetailSchema = conversionSummarySchema.extend({
  accountNumber: z.string().nullable(),
  currency: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  openingBalance: z.number().nullable(),
  closingBalance: z.number().nullable(),
  ...accountFields,
  warnings: z.array(warningSchema),
  /** The pages (1-based) read by OCR because they are scans; absent when every page has a text layer. */
  ocrPages: z.array(z.number().int().positive()).optional(),
  extractedTransactions: z.array(transactionSchema),
});
export type ConversionDetail = z.infer<typeof conversionDetailSchema>;

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  pageSize: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const historyQuerySchema = z.object({
  page: intParam(1, 1, 1_000_000, "page"),
  limit: intParam(10, 1, 100, "limit"),
  search: z.string().trim().max(200).optional(),
  status: conversionStatusSchema.optional(),
  sort: z.enum(HISTORY_SORTS).optional().default("newest"),
});
export type HistoryQuery = z.input<typeof historyQuerySchema>;
export type HistorySort = (typeof HISTORY_SORTS)[number];

export const historyResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(conversionSummarySchema),
  pagination: paginationSchema,
  message: z.string(),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

export const conversionResponseSchema = z.object({
  success: z.literal(true),
  data: conversionDetailSchema,
  message: z.string(),
});

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ uploadId: z.string(), upload: conversionSummarySchema.extend({ id: z.string() }) }),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const bulkDeleteRequestSchema = z.object({
  ids: z.array(idSchema).min(1, "Please select conversions to delete").max(500),
});
export const bulkDeleteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ deletedCount: z.number().int() }),
});

export const extractedDataResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ transactions: z.array(transactionSchema) }),
});
export const saveExtractedDataRequestSchema = z.object({
  extractedTransactions: z.array(transactionInputSchema).max(20_000),
});
export const saveExtractedDataResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    reconciled: z.boolean(),
    warnings: z.array(warningSchema),
    transactionsCount: z.number().int(),
    /** Each account checked again on its own rows. */
    accounts: z.array(statementAccountSchema).default([]),
  }),
});
export type SaveExtractedDataResponse = z.infer<typeof saveExtractedDataResponseSchema>;

export const statsSchema = z.object({
  totalUploads: z.number().int(),
  totalTransactions: z.number().int(),
  thisMonthUploads: z.number().int(),
  lastUploadDate: z.string().nullable(),
  recentUploads: z.array(conversionSummarySchema),
  /** Conversions per month, keyed `YYYY-MM`. */
  monthlyStats: z.record(z.string(), z.number().int()),
  /**
   * Over the transactions of completed conversions, in decimal units: TotalCredits = money in,
   * TotalDebits = money out as a positive number, NetAmount = TotalCredits - TotalDebits.
   */
  amountStats: z.object({ NetAmount: z.number(), TotalCredits: z.number(), TotalDebits: z.number() }),
});
export type Stats = z.infer<typeof statsSchema>;
export const statsResponseSchema = z.object({
  success: z.literal(true),
  data: statsSchema,
  message: z.string(),
});
