import { hasPdfSignature } from "../pdf/signature.js";
import { sheetKind } from "./sheet-kind.js";

/** The file types the engine reads. */
export type StatementFileKind = "pdf" | "xlsx" | "xls" | "csv";

/** The media type each readable type is stored and served with. */
export const MEDIA_TYPES: Readonly<Record<StatementFileKind, string>> = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xls: "application/vnd.ms-excel",
  csv: "text/csv",
};

/** Names a text file may have to count as a CSV (or none at all). */
const TEXT_NAME = /\.(csv|tsv|txt|tab)$/i;
const ANY_EXTENSION = /\.[A-Za-z0-9]{1,8}$/;

/**
 * What a file is, judged by its content, for the doors that take files (the API's upload, the
 * CLI): a PDF by its signature, an .xlsx (a ZIP holding `xl/`), an .xls (an OLE2 workbook, or an
 * encrypted Office package) or a CSV (text). Text counts as a CSV only when its name allows it
 * (.csv, .tsv, .txt, .tab or no extension): `notes.md` or `page.html` is another type.
 *
 * `"damaged"`: named like a spreadsheet but nothing readable (SHEET_INVALID); `"pdf-invalid"`:
 * named .pdf without a PDF's signature (PDF_INVALID); `null`: a type the product does not read
 * (UNSUPPORTED_FORMAT).
 */
export function statementFileKind(
  bytes: Uint8Array,
  fileName?: string,
): StatementFileKind | "damaged" | "pdf-invalid" | null {
  if (hasPdfSignature(bytes)) return "pdf";
  if (/\.pdf$/i.test(fileName ?? "")) return "pdf-invalid";
  const kind = sheetKind(bytes, fileName);
  if (kind === "csv" && fileName && ANY_EXTENSION.test(fileName) && !TEXT_NAME.test(fileName)) return null;
  return kind;
}
