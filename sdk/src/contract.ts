/**
 * The wire contract of the Statement Converter API: the zod schema of every route's request and
 * response, and the error codes (docs/architecture.md#wire-formats). The API validates with these, the
 * SDK parses with these, so the two cannot drift apart. Depends on zod, and on the engine's list
 * of export formats: a data-only module that the SDK's build carries inside it, so the published
 * SDK still depends on zod alone (docs/decisions/0010).
 */

import { z } from "zod";
import { EXPORT_FORMAT_IDS, INTU_BID_PATTERN, QIF_DATE_FORMATS } from "../../engine/src/export/formats.js";
import { ACCOUNT_PLANS, BILLING_INTERVALS, PLANS, USAGE_WINDOWS } from "./plans.js";

export {
  DEFAULT_INTU_BID,
  EXPORT_FORMATS,
  type ExportFormat,
  type ExportFormatInfo,
  QIF_DATE_FORMATS,
  type QifDateFormat,
} from "../../engine/src/export/formats.js";
export * from "./plans.js";

export const API_VERSION = "0.1.0";

// ---------------------------------------------------------------------------------------------
// Errors

export const ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHENTICATED",
  "INVALID_CREDENTIALS",
  "FORBIDDEN",
  "NOT_FOUND",
  "EMAIL_TAKEN",
  "ALREADY_PROCESSING",
  "FILE_TOO_LARGE",
  "UNSUPPORTED_FORMAT",
  "VALIDATION_FAILED",
  "FILE_EMPTY",
  "PDF_INVALID",
  "PDF_ENCRYPTED",
  "PDF_SCANNED",
  "NO_TRANSACTIONS",
  "PDF_TOO_COMPLEX",
  "SHEET_ENCRYPTED",
  "SHEET_INVALID",
  "QUOTA_EXCEEDED",
  "RATE_LIMITED",
  "INTERNAL",
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The HTTP status each error code is answered with. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  ALREADY_PROCESSING: 409,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FORMAT: 415,
  VALIDATION_FAILED: 422,
  FILE_EMPTY: 422,
  PDF_INVALID: 422,
  PDF_ENCRYPTED: 422,
  PDF_SCANNED: 422,
  NO_TRANSACTIONS: 422,
  PDF_TOO_COMPLEX: 422,
  SHEET_ENCRYPTED: 422,
  SHEET_INVALID: 422,
  QUOTA_EXCEEDED: 402,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const planSchema = z.enum(PLANS);
export const accountPlanSchema = z.enum(ACCOUNT_PLANS);
export const billingIntervalSchema = z.enum(BILLING_INTERVALS);
export const usageWindowSchema = z.enum(USAGE_WINDOWS);

/**
 * What a 402 QUOTA_EXCEEDED names: the allowance (plan, window, limit), the pages used in the
 * window, the pages the refused conversion needed, and when the allowance renews (ISO).
 */
export const quotaDetailSchema = z.object({
  plan: planSchema,
  window: usageWindowSchema,
  limit: z.number().int(),
  used: z.number().int(),
  requested: z.number().int(),
  renewsAt: z.string().nullable(),
});
export type QuotaDetail = z.infer<typeof quotaDetailSchema>;

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: errorCodeSchema,
  errors: z.array(fieldErrorSchema).optional(),
  /** QUOTA_EXCEEDED only. */
  quota: quotaDetailSchema.optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Limits and shared field rules (the product's wording: docs/architecture.md#user-facing-wording)

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * The largest request body any API route takes: a JSON body (a 10 MiB file as base64, or a long
 * list of corrected rows). Each route applies its own limit under it; the web origin's /api
 * forwarder refuses a larger body before passing anything on.
 */
export const MAX_REQUEST_BYTES = 16 * 1024 * 1024;
/** Most transaction rows one export request (a download, a ZIP, the account export) may hold: past it, 422. */
export const MAX_EXPORT_ROWS = 200_000;
export const CONVERSION_STATUSES = ["pending", "processing", "completed", "failed"] as const;
export const HISTORY_SORTS = ["newest", "oldest", "name_asc", "name_desc", "largest", "smallest"] as const;
export const TRANSACTION_TYPES = [
  "DEPOSIT",
  "WITHDRAWAL",
  "TRANSFER",
  "FEE",
  "INTEREST",
  "PAYMENT",
  "OTHER",
] as const;
/** What kind of account a statement is for (docs/architecture.md#statements-with-several-accounts). */
export const ACCOUNT_TYPES = ["checking", "savings", "credit_card", "loan"] as const;
export const CONTACT_SUBJECTS = ["general", "support", "billing", "feature", "bug", "partnership"] as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

// A missing value is reported once ("... is required"), not also as too short or malformed:
// the "required" checks abort the rest of their field's checks.

// The field rules below are shared by the API and the web's forms (web/app/utils/validation.ts);
// a form may name a missing field its own way ("Email address is required").

/** An e-mail address, trimmed and lower-cased. */
export const emailRule = (required = "Email is required") =>
  z
    .string({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .max(254, "Please enter a valid email address")
    .regex(EMAIL_RE, "Please enter a valid email address")
    .transform((s) => s.toLowerCase());
export const emailSchema = emailRule();

/** Register, reset and change password: 8+ characters with letters and digits. */
export const newPasswordRule = (required = "Password is required") =>
  z
    .string({ error: required })
    .min(1, { message: required, abort: true })
    .min(8, "Password must be at least 8 characters")
    .max(200, "Password must be at most 200 characters")
    .refine((s) => /[A-Za-z]/.test(s) && /\d/.test(s), "Password must contain both letters and numbers");
export const newPasswordSchema = newPasswordRule();

const passwordSchema = z
  .string({ error: "Password is required" })
  .min(1, { message: "Password is required", abort: true })
  .max(200);

/** A person's name: required, 1 (or `min`) to 100 characters. */
export const nameRule = (label: string, min = 1) => {
  const required = z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true });
  return (min > 1 ? required.min(min, `${label} must be at least ${min} characters`) : required).max(
    100,
    `${label} must be at most 100 characters`,
  );
};
const requiredName = (label: string) => nameRule(label);

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 500;
/** The contact form's message. */
export const contactMessageRule = z
  .string({ error: "Message is required" })
  .trim()
  .min(1, { message: "Message is required", abort: true })
  .min(CONTACT_MESSAGE_MIN, `Message must be at least ${CONTACT_MESSAGE_MIN} characters`)
  .max(CONTACT_MESSAGE_MAX, `Message cannot exceed ${CONTACT_MESSAGE_MAX} characters`);

const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Must be a date YYYY-MM-DD");
const idSchema = z.string().min(1).max(64);

// ---------------------------------------------------------------------------------------------
// Users and auth

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  plan: z.enum(ACCOUNT_PLANS),
  emailVerified: z.boolean(),
  /** A new address waiting for its confirmation link, or null. */
  pendingEmail: z.string().nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  rememberMe: z.boolean().optional(),
});
export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: requiredName("First name"),
  lastName: requiredName("Last name"),
  rememberMe: z.boolean().optional(),
});
export const googleLoginRequestSchema = z.object({
  idToken: z.string().min(1, "idToken is required").max(8192),
  rememberMe: z.boolean().optional(),
});
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1, "Token is required").max(200),
  newPassword: newPasswordRule("New password is required"),
});
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, { message: "Current password is required", abort: true })
    .max(200),
  newPassword: newPasswordRule("New password is required"),
  /** Revoke every API key of the account too (the default): a key made by whoever knew the old password stops working. */
  revokeApiKeys: z.boolean().optional().default(true),
});
export const profileRequestSchema = z.object({
  firstName: requiredName("First name"),
  lastName: requiredName("Last name"),
  email: emailSchema,
});
export const verifyEmailRequestSchema = z.object({ token: z.string().min(1, "Token is required").max(200) });
export const deleteAccountRequestSchema = z.object({ password: passwordSchema });

export type LoginRequest = z.input<typeof loginRequestSchema>;
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type GoogleLoginRequest = z.input<typeof googleLoginRequestSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export type ProfileRequest = z.input<typeof profileRequestSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** login, google-login: at the top level, not under `data` (docs/architecture.md#api-envelopes). */
export const authResponseSchema = z.object({
  success: z.literal(true),
  accessToken: z.string(),
  user: userSchema,
  message: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** register: the token is absent when the account must first be confirmed by e-mail. */
export const registerResponseSchema = z.object({
  success: z.literal(true),
  accessToken: z.string().optional(),
  user: userSchema,
  message: z.string(),
  needsConfirmation: z.boolean(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const meResponseSchema = z.object({ success: z.literal(true), user: userSchema });
export const profileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userSchema,
  /** True when a confirmation link went to a new address; the change applies on confirmation. */
  emailConfirmationSent: z.boolean(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Statements and transactions (docs/architecture.md#statement-json)

export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);

const point = z.number().finite().min(0).max(100_000);
/** A box on a page in PDF points from the page's top-left corner: [left, top, right, bottom]. */
export const sourceBoxSchema = z.tuple([point, point, point, point]);

/**
 * Where a row came from: its 1-based page (a spreadsheet's sheet) and one box per printed line of
 * the row on that page, top to bottom (no boxes for spreadsheet rows). Absent on rows converted
 * before it was recorded and on rows added by hand.
 */
export const transactionSourceSchema = z.object({
  page: z.number().int().positive().max(100_000),
  boxes: z.array(sourceBoxSchema).max(200).optional(),
});
export type TransactionSource = z.infer<typeof transactionSourceSchema>;

export const transactionSchema = z.object({
  date: z.string(),
  parsedDate: isoDateSchema.nullable(),
  valueDate: isoDateSchema.nullable(),
  description: z.string(),
  additional_Details: z.string(),
  transaction_Type: transactionTypeSchema,
  amount: z.number(),
  balance: z.number().nullable(),
  reference_Number: z.string().nullable(),
  bank_Name: z.string().nullable(),
  /** The account whose table the row is in: its masked number, else its name (absent before accounts). */
  account: z.string().nullable().default(null),
  /** Only on a row read by OCR from a scanned page: 0 to 1, how sure OCR was of its figures. */
  confidence: z.number().min(0).max(1).optional(),
  source: transactionSourceSchema.optional(),
});
export type WireTransaction = z.infer<typeof transactionSchema>;

export const warningSchema = z.object({
  code: z.string(),
  row: z.number().int().optional(),
  message: z.string(),
});
export type WireWarning = z.infer<typeof warningSchema>;

export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof accountTypeSchema>;

/** One account table of a statement, in decimal units. */
export const statementAccountSchema = z.object({
  accountNumber: z.string().nullable(),
  name: z.string().nullable(),
  currency: z.string().nullable(),
  openingBalance: z.number().nullable(),
  closingBalance: z.number().nullable(),
  reconciled: z.boolean(),
  transactionCount: z.number().int(),
});
export type StatementAccount = z.infer<typeof statementAccountSchema>;

/**
 * The statement-level account fields. Servers and documents from before accounts lack them: they
 * read as no type and no accounts.
 */
const accountFields = {
  accountType: accountTypeSchema.nullable().default(null),
  accounts: z.array(statementAccountSchema).default([]),
};

/** The Statement JSON's fields besides its rows (docs/architecture.md#statement-json). */
const statementFields = {
  fileName: z.string().nullable(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  currency: z.string().nullable(),
  periodStart: isoDateSchema.nullable(),
  periodEnd: isoDateSchema.nullable(),
  openingBalance: z.number().nullable(),
  closingBalance: z.number().nullable(),
  reconciled: z.boolean(),
  pageCount: z.number().int(),
  ...accountFields,
  warnings: z.array(warningSchema),
  /** The pages (1-based) read by OCR because they are scans; absent when every page has a text layer. */
  ocrPages: z.array(z.number().int().positive()).optional(),
};

export const statementJsonSchema = z.object({
  ...statementFields,
  transactions: z.array(transactionSchema),
});
export type StatementJson = z.infer<typeof statementJsonSchema>;

/**
 * A conversion as the API answers it (process-and-save, `GET /conversion/{id}`): the Statement
 * JSON's fields with its rows under the wire's name `extractedTransactions`, beside the answer's
 * own fields. A conversion not completed has no reconciliation or page count yet (null).
 */
export type ConversionDocument = Omit<StatementJson, "transactions" | "reconciled" | "pageCount"> & {
  reconciled: boolean | null;
  pageCount: number | null;
  extractedTransactions: WireTransaction[];
};

/**
 * The Statement JSON a conversion answer carries: the one mapping from the wire to the document
 * (the schema keeps the statement's fields and drops the answer's own).
 */
export function statementJsonOf(answer: ConversionDocument): StatementJson {
  return statementJsonSchema.parse({
    ...answer,
    reconciled: answer.reconciled ?? false,
    pageCount: answer.pageCount ?? 0,
    transactions: answer.extractedTransactions,
  });
}

const money = z
  .number({ error: "Amount must be a number" })
  .finite()
  .refine((n) => Math.abs(n) < 1e13, "Amount is too large");

/** A row as a user corrects it (POST extracted-data). A blank type means OTHER. */
export const transactionInputSchema = z.object({
  date: z.string().trim().min(1, "Date is required").max(40),
  parsedDate: isoDateSchema.nullable().optional(),
  valueDate: isoDateSchema.nullable().optional(),
  description: z.string().trim().min(1, "Description is required").max(1000),
  additional_Details: z.string().max(4000).optional().default(""),
  transaction_Type: z
    .union([transactionTypeSchema, z.literal("")])
    .optional()
    .transform((t) => (t ? t : "OTHER")),
  amount: money,
  balance: money.nullable().optional().default(null),
  reference_Number: z.string().max(100).nullable().optional().default(null),
  bank_Name: z.string().max(200).nullable().optional().default(null),
  /**
   * One of the conversion's accounts (its masked number, else its name). Absent: the only
   * account; a statement with several accounts needs it on every row.
   */
  account: z.string().max(200).nullable().optional(),
  /** Where the row is printed, as the conversion answered it: sent back, an edited row keeps it. */
  source: transactionSourceSchema.optional(),
});
export type TransactionInput = z.input<typeof transactionInputSchema>;

// ---------------------------------------------------------------------------------------------
// Conversions

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

const intParam = (def: number, min: number, max: number, label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? def : typeof v === "string" ? Number(v) : v),
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );

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

export const exportFormatSchema = z.enum(EXPORT_FORMAT_IDS);
export const qifDateFormatSchema = z.enum(QIF_DATE_FORMATS);
export const intuBidSchema = z.string().regex(INTU_BID_PATTERN, "intuBid must be 1 to 10 digits");

/** What some formats take: a CSV BOM, the QIF date order, the INTU.BID of QFX/QBO. */
const exportOptionFields = {
  /** QIF: MM/DD/YYYY (default) or DD/MM/YYYY. */
  qifDateFormat: qifDateFormatSchema.optional(),
  /** QFX and QBO: the bank id Quicken and QuickBooks check (default DEFAULT_INTU_BID). */
  intuBid: intuBidSchema.optional(),
};

export const downloadQuerySchema = z.object({
  format: exportFormatSchema.optional().default("csv"),
  bom: z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
  ...exportOptionFields,
});
export const exportRequestSchema = z.object({
  ids: z.array(idSchema).min(1, "Please select conversions to export").max(500).optional(),
  format: exportFormatSchema.optional().default("csv"),
  /** CSV files in the ZIP start with a UTF-8 byte order mark. */
  bom: z.boolean().optional().default(false),
  ...exportOptionFields,
});
export type ExportRequest = z.input<typeof exportRequestSchema>;

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

// ---------------------------------------------------------------------------------------------
// Usage (GET /usage): the caller's plan and the pages counted in its current window

export const usageSchema = z.object({
  plan: planSchema,
  billingInterval: billingIntervalSchema,
  window: usageWindowSchema,
  /** Pages counted in the current window. */
  used: z.number().int(),
  /** Pages the window allows; null when the plan is not metered (Enterprise). */
  limit: z.number().int().nullable(),
  /** ISO: rolling windows: when the oldest counted page leaves the window; billing ones: the period end. */
  renewsAt: z.string().nullable(),
  /** A downgrade waiting for the next cycle, and when it applies. */
  pendingPlan: accountPlanSchema.nullable(),
  pendingPlanAt: z.string().nullable(),
});
export type Usage = z.infer<typeof usageSchema>;
export const usageResponseSchema = z.object({ success: z.literal(true), data: usageSchema });
export type UsageResponse = z.infer<typeof usageResponseSchema>;

/** Development only: POST /dev/plan moves an account to a plan (upgrade now, downgrade next cycle). */
export const devPlanRequestSchema = z.object({
  email: emailSchema,
  plan: accountPlanSchema,
  billingInterval: billingIntervalSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// API keys (GET/POST /keys, DELETE /keys/{id}): for scripts and the SDK, sent as Bearer

/** Every API key starts with this, so that a key is easy to recognise in leaked text. */
export const API_KEY_PREFIX = "sc_live_";
/** Whether a Bearer credential is an API key (else a session token). */
export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters ('sc_live_AbCd'), to tell keys apart; the key itself is shown once. */
  keyStart: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyRequestSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, { message: "Name is required", abort: true })
    .max(100, "Name must be at most 100 characters"),
  /** ISO date or time; absent or null: the key does not expire. */
  expiresAt: z
    .string()
    .trim()
    .refine((s) => !Number.isNaN(Date.parse(s)), "Expiry must be a date")
    .refine((s) => Date.parse(s) > Date.now(), "Expiry must be in the future")
    .nullable()
    .optional(),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

export const apiKeyListResponseSchema = z.object({ success: z.literal(true), data: z.array(apiKeySchema) });
export const createApiKeyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The key itself: shown this once, never again. */
  data: z.object({ key: z.string(), apiKey: apiKeySchema }),
});
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Account data export (GDPR)

export const accountExportResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    user: userSchema,
    conversions: z.array(conversionSummarySchema.extend({ statement: statementJsonSchema.nullable() })),
  }),
});
export type AccountExport = z.infer<typeof accountExportResponseSchema>["data"];

// ---------------------------------------------------------------------------------------------
// Contact and newsletter

export const contactRequestSchema = z.object({
  firstName: nameRule("First name", 2),
  lastName: z
    .string()
    .trim()
    .max(100)
    .refine((s) => s.length === 0 || s.length >= 2, "Last name must be at least 2 characters")
    .optional(),
  email: emailSchema,
  subject: z.enum(CONTACT_SUBJECTS, { error: "Please select a subject" }),
  message: contactMessageRule,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export const newsletterRequestSchema = z.object({ email: emailSchema });

// ---------------------------------------------------------------------------------------------
// Health and the development outbox

export const healthResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    status: z.literal("ok"),
    version: z.string(),
    db: z.literal("ok"),
    storage: z.literal("ok"),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
/**
 * GET /dev/outbox: the mails to one recipient (`to`, lower-cased), newest first, `limit` mails.
 * Only with the header DEV_OUTBOX_SECRET_HEADER carrying the local secret, or from a page of the
 * site itself (same origin).
 */
export const outboxQuerySchema = z.object({
  to: z
    .string()
    .trim()
    .min(3, "to is required")
    .max(254)
    .transform((s) => s.toLowerCase()),
  limit: intParam(20, 1, 100, "limit"),
});
export const DEV_OUTBOX_SECRET_HEADER = "x-dev-outbox-secret";
export const outboxResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ mails: z.array(outboxMailSchema) }),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** Name of the session cookie the API sets on login (httpOnly, SameSite=Lax). */
export const SESSION_COOKIE = "stmt_session";
