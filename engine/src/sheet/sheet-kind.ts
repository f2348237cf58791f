import { fileKind } from "./detect.js";
import { OleFile } from "./ole-streams.js";
import { listZip } from "./zip-guard.js";

/** The spreadsheet types the engine reads. */
export type SheetKind = "xlsx" | "xls" | "csv";

const SHEET_NAME = /\.(xlsx|xlsm|xls|csv|tsv|txt)$/i;
const latin1 = new TextDecoder("latin1");

/** A ZIP holding a workbook: `xl/` parts, or (its directory unreadable) their names in its bytes. */
function isWorkbookZip(bytes: Uint8Array, fileName: string | undefined): boolean {
  const entries = listZip(bytes);
  if (entries) return entries.some((e) => e.name.startsWith("xl/"));
  return latin1.decode(bytes.subarray(0, 65_536)).includes("xl/") || /\.xls[xm]$/i.test(fileName ?? "");
}

/** An OLE2 file holding a workbook (`Workbook`, `Book`) or an encrypted Office package. */
function isWorkbookOle(bytes: Uint8Array, fileName: string | undefined): boolean {
  try {
    return new OleFile(bytes).entries.some((e) =>
      /^(workbook|book|encryptioninfo|encryptedpackage)$/i.test(e.name),
    );
  } catch {
    // A damaged compound file: a workbook when it is named like one.
    return /\.xls[xm]?$/i.test(fileName ?? "");
  }
}

/**
 * Which spreadsheet reader a file goes to, by its content: a ZIP with `xl/` is an .xlsx, an
 * OLE2 workbook an .xls, text a CSV. Null for PDFs and everything else, and for any file named
 * .pdf (a file named .pdf that is no PDF is PDF_INVALID, whatever it holds). A file named like a
 * spreadsheet whose bytes are nothing readable is an .xlsx/.xls/CSV that is damaged.
 */
export function sheetKind(bytes: Uint8Array, fileName?: string): SheetKind | "damaged" | null {
  if (/\.pdf$/i.test(fileName ?? "")) return null;
  switch (fileKind(bytes)) {
    case "pdf":
      return null;
    case "zip":
      return isWorkbookZip(bytes, fileName) ? "xlsx" : null;
    case "ole":
      return isWorkbookOle(bytes, fileName) ? "xls" : null;
    case "text":
      return "csv";
    default:
      return SHEET_NAME.test(fileName ?? "") ? "damaged" : null;
  }
}
