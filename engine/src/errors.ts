import type { FileErrorCode } from "./types.js";

/** Messages shown to end users, one per code (the API and CLI pass them through unchanged). */
export const ERROR_MESSAGES: Record<FileErrorCode, string> = {
  FILE_EMPTY: "The file is empty.",
  FILE_TOO_LARGE: "The file is larger than 10 MB, the largest file we can convert.",
  UNSUPPORTED_FORMAT:
    "This file type is not supported. Please upload a bank statement as a PDF, an Excel workbook (.xlsx, .xls) or a CSV file.",
  PDF_INVALID: "This file is not a valid PDF: it is damaged, truncated or not a PDF at all.",
  PDF_ENCRYPTED: "This PDF is password-protected. Enter its password to convert it.",
  PDF_SCANNED:
    "This PDF has no readable text layer, and no statement text could be read from its scanned pages (a blank page, a photo, or print too faint or small to read).",
  NO_TRANSACTIONS:
    "No bank statement transactions were found in this PDF. It does not look like a bank statement.",
  PDF_TOO_COMPLEX:
    "This PDF would take far more work to read than a bank statement does. It may be damaged or malicious.",
  SHEET_ENCRYPTED:
    "This workbook is password-protected. Save it without a password in Excel and upload it again.",
  SHEET_INVALID: "This spreadsheet cannot be read: it is damaged, or its text cannot be decoded.",
};

/** The one error type the engine throws for files it cannot convert. */
export class EngineError extends Error {
  readonly code: FileErrorCode;

  constructor(code: FileErrorCode, message: string = ERROR_MESSAGES[code]) {
    super(message);
    this.name = "EngineError";
    this.code = code;
  }
}

export function isEngineError(error: unknown): error is EngineError {
  return error instanceof EngineError;
}

/** PDF_TOO_COMPLEX naming the bound the file passed (`detail`, in plain words). */
export function tooComplex(detail: string): EngineError {
  return new EngineError(
    "PDF_TOO_COMPLEX",
    `This PDF would take far more work to read than a bank statement does: ${detail}. It may be damaged or malicious.`,
  );
}

/** A number as the bounds' messages write it (1,048,576). */
export const count = (n: number) => n.toLocaleString("en-US");
