/**
 * File rules checked in the browser before an upload (spec section 5), kept free of heavy
 * dependencies so upload screens stay light.
 */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const QUICK_UPLOAD_TYPES = new Set([
  "application/pdf",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
]);
const QUICK_UPLOAD_EXT = /\.(pdf|xlsx|xls)$/i;
const EXCEL = /\.(xlsx|xls)$/i;

export type QuickUploadCheck = { ok: true; kind: "pdf" | "excel" } | { ok: false; message: string };

/** Home quick upload (spec section 5): PDF or Excel by MIME type or extension, at most 10 MB. */
export function checkQuickUploadFile(file: { name: string; type: string; size: number }): QuickUploadCheck {
  if (!QUICK_UPLOAD_TYPES.has(file.type) && !QUICK_UPLOAD_EXT.test(file.name)) {
    return { ok: false, message: "Please upload a PDF or Excel file" };
  }
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: "File size must be less than 10MB" };
  const excel =
    file.type !== "application/pdf" &&
    (EXCEL.test(file.name) || file.type.includes("excel") || file.type.includes("spreadsheet"));
  return { ok: true, kind: excel ? "excel" : "pdf" };
}

export type ConverterFileCheck = { ok: true } | { ok: false; message: string };

/** The converter (/pdf-converter, spec section 5): a PDF, not empty, at most 10 MB. */
export function checkConverterFile(file: { name: string; type: string; size: number }): ConverterFileCheck {
  if (file.type !== "application/pdf" && !/\.pdf$/i.test(file.name)) {
    return { ok: false, message: "Please select a PDF file" };
  }
  if (file.size === 0) return { ok: false, message: "File cannot be empty" };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: "File size must be less than 10MB" };
  return { ok: true };
}
