/**
 * File rules checked in the browser before an upload (docs/architecture.md#product-rules: the types
 * the engine reads, PDF, Excel .xlsx/.xls and CSV), kept free of heavy dependencies so upload screens
 * stay light. The API judges the file by its content again.
 */

import { MAX_UPLOAD_BYTES } from "@statement-converter/contract";

const ACCEPTED_MEDIA_TYPES = [
  "application/pdf",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "text/csv",
];
const ACCEPTED_TYPES = new Set([...ACCEPTED_MEDIA_TYPES, "application/csv", "text/x-csv"]);
const ACCEPTED_EXT = /\.(pdf|xlsx|xls|csv)$/i;

/** The file inputs' `accept`: the extensions and media types above. */
export const ACCEPT = [".pdf", ".xlsx", ".xls", ".csv", ...ACCEPTED_MEDIA_TYPES].join(",");

/** The accepted types in words, for hints and help text. */
export const ACCEPTED_TYPES_TEXT = "PDF, Excel (.xlsx, .xls) and CSV files";

export const QUICK_UPLOAD_TYPE_MESSAGE = "Please upload a PDF, Excel or CSV file";
export const CONVERTER_TYPE_MESSAGE = "Please select a PDF, Excel or CSV file";

/** A statement file by its media type or its extension: PDF, .xlsx, .xls or .csv. */
export function isAcceptedType(file: { name: string; type: string }): boolean {
  return ACCEPTED_TYPES.has(file.type) || ACCEPTED_EXT.test(file.name);
}

export type UploadCheck = { ok: true } | { ok: false; message: string };

/** Home quick upload: PDF, Excel or CSV by MIME type or extension, at most 10 MB. */
export function checkQuickUploadFile(file: { name: string; type: string; size: number }): UploadCheck {
  if (!isAcceptedType(file)) return { ok: false, message: QUICK_UPLOAD_TYPE_MESSAGE };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: "File size must be less than 10MB" };
  return { ok: true };
}

/** The converter (/pdf-converter): PDF, Excel or CSV, not empty, at most 10 MB. */
export function checkConverterFile(file: { name: string; type: string; size: number }): UploadCheck {
  if (!isAcceptedType(file)) return { ok: false, message: CONVERTER_TYPE_MESSAGE };
  if (file.size === 0) return { ok: false, message: "File cannot be empty" };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: "File size must be less than 10MB" };
  return { ok: true };
}
