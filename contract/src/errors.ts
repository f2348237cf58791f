/**
 * The error codes the API answers with, each with its HTTP status, and the file codes among them
 * (the ones a statement file can end with, the same in every door: docs/architecture.md#error-codes).
 */
import { z } from "zod";

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

/**
 * The codes a statement file can end with: the engine throws them, the API passes code and
 * message through, the CLI prints them, the web shows the message.
 */
export const FILE_ERROR_CODES = [
  "FILE_EMPTY",
  "FILE_TOO_LARGE",
  "UNSUPPORTED_FORMAT",
  "PDF_INVALID",
  "PDF_ENCRYPTED",
  "PDF_SCANNED",
  "NO_TRANSACTIONS",
  "PDF_TOO_COMPLEX",
  "SHEET_ENCRYPTED",
  "SHEET_INVALID",
] as const satisfies readonly ErrorCode[];
export type FileErrorCode = (typeof FILE_ERROR_CODES)[number];
