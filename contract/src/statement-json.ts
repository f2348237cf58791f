/**
 * The Statement JSON (docs/architecture.md#statement-json): the one document of a converted
 * statement, in decimal units, and the rows a user corrects. The engine's own `StatementJson` is
 * this schema's output type.
 */
import { z } from "zod";
import { isoDateSchema } from "./fields.js";
import { ACCOUNT_TYPES, TRANSACTION_TYPES } from "./statement.js";

export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);

const point = z.number().finite().min(0).max(100_000);
/** A box on a page in PDF points from the page's top-left corner: [left, top, right, bottom]. */
export const sourceBoxSchema = z.tuple([point, point, point, point]);
export type SourceBox = z.infer<typeof sourceBoxSchema>;

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
export const accountFields = {
  accountType: accountTypeSchema.nullable().default(null),
  accounts: z.array(statementAccountSchema).default([]),
};

/** The Statement JSON's fields besides its rows (docs/architecture.md#statement-json). */
export const statementFields = {
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
