import { EngineError } from "./errors.js";
import { markFurniture } from "./layout/furniture.js";
import { buildLines, type Line } from "./layout/lines.js";
import { readPageColumns } from "./layout/page-columns.js";
import { type EngineLimits, resolveLimits } from "./limits.js";
import { checkScannedPages, readScannedPages } from "./ocr/read-scanned.js";
import { markConfidence } from "./ocr/row-confidence.js";
import type { ExtractProgress, OcrReader } from "./ocr/types.js";
import { type GuardReport, guardPdf } from "./pdf/guard/index.js";
import { type PdfText, readPdfText } from "./pdf/read-pdf.js";
import { hasPdfSignature } from "./pdf/signature.js";
import { hasTextLayer } from "./pdf/text-quality.js";
import { pacer, yieldToEventLoop } from "./pdf/yield.js";
import { extractSheet } from "./sheet/extract-sheet.js";
import { sheetKind } from "./sheet/sheet-kind.js";
import { buildStatement } from "./statement/build.js";
import { assembleRows, type TableRow } from "./statement/rows.js";
import { type ScanResult, scanTables } from "./statement/scan-tables.js";
import type { Statement } from "./types.js";

export interface ExtractOptions {
  /** Password of an encrypted PDF ("" is a valid password and is tried as given). */
  password?: string;
  fileName?: string;
  limits?: Partial<EngineLimits>;
  /**
   * A deadline for callers that cannot stop the work from outside (a Worker): the engine checks it
   * between pages and stops with PDF_TOO_COMPLEX once it is aborted.
   */
  signal?: AbortSignal;
  /**
   * Reads scanned pages (pages with no usable text layer) by OCR. Without it a scan is refused
   * with PDF_SCANNED. `@statement-converter/engine/ocr-node` makes one for Node; a Worker makes
   * one with createTesseractReader.
   */
  ocr?: OcrReader;
  /** Told as scanned pages are read ("page 2 of 3 (OCR)"). */
  onProgress?: (progress: ExtractProgress) => void;
  /**
   * Called once the file is measured, before it is read (pdf.js, SheetJS, the table stages), with
   * the pages it will count: a PDF's pages (its page tree's), a spreadsheet's rows holding text / 50. A
   * caller that throws here (a page allowance too small for the file) spends nothing on reading.
   */
  beforeRead?: (measured: { pageCount: number }) => void | Promise<void>;
  /**
   * Hears the pages (1-based) OCR is to read, once they passed the image bounds and before any is
   * read, with or without `ocr`: a caller that reads scans elsewhere throws here (the API queues
   * them as a background job). Not called for a PDF every page of which has a text layer.
   */
  beforeOcr?: (pages: number[]) => void | Promise<void>;
}

/** Words laid out in lines between two pauses for other work (a few tens of milliseconds). */
const WORDS_BETWEEN_PAUSES = 5_000;
const NON_PDF_EXTENSIONS = /\.(xlsx|xlsm|xls|ods|csv|tsv|txt|docx?|odt|rtf|png|jpe?g|gif|tiff?|heic|zip)$/i;

/** A complete PDF ends with %%EOF (give or take trailing whitespace); a truncated download does not. */
function looksTruncated(bytes: Uint8Array): boolean {
  const tail = new TextDecoder("latin1").decode(bytes.subarray(Math.max(0, bytes.byteLength - 1024)));
  return !tail.includes("%%EOF");
}

function checkBytes(bytes: Uint8Array, fileName: string | undefined, limits: EngineLimits): void {
  if (bytes.byteLength === 0) throw new EngineError("FILE_EMPTY");
  if (bytes.byteLength > limits.maxBytes) throw new EngineError("FILE_TOO_LARGE");
  if (!hasPdfSignature(bytes)) {
    if (fileName && NON_PDF_EXTENSIONS.test(fileName)) throw new EngineError("UNSUPPORTED_FORMAT");
    throw new EngineError("PDF_INVALID");
  }
}

/** Everything the pipeline made of a PDF: each stage's result, for the inspector (`src/inspect/`). */
export interface PipelineRun {
  /** What the PDF guard measured before pdf.js read the file. */
  guard: GuardReport;
  text: PdfText;
  /**
   * The rest is null when no page has a usable text layer (then `error` says PDF_SCANNED or
   * PDF_INVALID); each page's verdict is in `text.layers`. `pages` are the lines in reading
   * order, a page each, except that a page printed in two columns is two (both with its number).
   */
  pages: Line[][] | null;
  scan: ScanResult | null;
  rows: TableRow[] | null;
  /** Built even when it has no transactions (then `error` says why the file is refused). */
  statement: Statement | null;
  /** What extractStatement throws for this file, or null when it converts. */
  error: EngineError | null;
}

/**
 * Runs every stage on a PDF and keeps their results. Throws EngineError when there is no
 * text to look at (empty, too large, not a PDF, encrypted); a file refused after its text is
 * read comes back with `error` set. Internal: extractStatement is the API.
 */
export async function runPipeline(bytes: Uint8Array, options: ExtractOptions = {}): Promise<PipelineRun> {
  const limits = resolveLimits(options.limits);
  checkBytes(bytes, options.fileName, limits);
  const guard = await guardPdf(bytes, limits, options.password);
  // A locked file has nothing to read yet: pdf.js answers PDF_ENCRYPTED first.
  if (guard.encryption !== "locked") {
    await options.beforeRead?.({ pageCount: Math.max(1, guard.expectedPages) });
  }
  const text = await readPdfText(bytes, {
    password: options.password,
    limits,
    signal: options.signal,
    pageImages: guard.pageImages,
    unmappedFonts: guard.unmappedFonts,
  });
  const ocrPages = options.ocr || options.beforeOcr ? await readByOcr(bytes, text, options, limits) : [];
  if (!hasTextLayer(text.layers) && !ocrPages.length) {
    const error = new EngineError(looksTruncated(bytes) ? "PDF_INVALID" : "PDF_SCANNED");
    return { guard, text, pages: null, scan: null, rows: null, statement: null, error };
  }

  // Pauses for other work between stages, and in each stage after every few thousand words, rows or cells.
  const pace = pacer(WORDS_BETWEEN_PAUSES);
  const printed: Line[][] = [];
  for (const page of text.pages) {
    await pace(page.items.length);
    printed.push(buildLines(page));
  }
  markFurniture(printed);
  const pages = await readPageColumns(
    printed,
    text.pages.map((p) => p.height),
  );
  await yieldToEventLoop();
  const scan = await scanTables(pages);
  const { rows } = assembleRows(scan.entries);
  await yieldToEventLoop();
  const statement = await buildStatement({
    pages,
    scan,
    rows,
    pageCount: text.pageCount,
    fileName: options.fileName ?? null,
  });
  if (ocrPages.length) {
    statement.ocrPages = ocrPages;
    markConfidence(statement, rows, text.pages, ocrPages);
  }
  let error: EngineError | null = null;
  if (statement.transactions.length === 0) {
    // Some page has a text layer: whatever its words, it is read, not called a scan.
    error = new EngineError(looksTruncated(bytes) ? "PDF_INVALID" : "NO_TRANSACTIONS");
  }
  return { guard, text, pages, scan, rows, statement, error };
}

/**
 * Reads the scanned pages of `text` by OCR, in place of their (missing or garbage) text layer;
 * returns their numbers. Pages OCR finds no words on keep what they had. Without a reader only
 * `beforeOcr` hears them (and they are left as they are).
 */
async function readByOcr(
  bytes: Uint8Array,
  text: PdfText,
  options: ExtractOptions,
  limits: EngineLimits,
): Promise<number[]> {
  // Scans (little text, an image drawn) and pages whose glyphs map to no characters.
  const wanted = text.pages
    .filter((_, i) => text.layers[i]?.verdict === "image" || text.layers[i]?.verdict === "garbage")
    .map((p) => p.number);
  if (!wanted.length) return [];
  await checkScannedPages(bytes, wanted, limits, options.password);
  await options.beforeOcr?.(wanted);
  const ocr = options.ocr;
  if (!ocr) return [];
  const read = await readScannedPages(bytes, wanted, {
    password: options.password,
    limits,
    signal: options.signal,
    ocr,
    onProgress: options.onProgress,
  });
  const done: number[] = [];
  for (const page of text.pages) {
    const items = read.get(page.number);
    if (!items?.length) continue;
    page.items = items;
    done.push(page.number);
  }
  return done;
}

/**
 * Reads a bank statement (a PDF, an .xlsx or .xls workbook, or a CSV file, told apart by their
 * content) and returns its verified transactions. Throws EngineError for files it cannot convert.
 */
export async function extractStatement(bytes: Uint8Array, options: ExtractOptions = {}): Promise<Statement> {
  const limits = resolveLimits(options.limits);
  if (bytes.byteLength > 0 && bytes.byteLength <= limits.maxBytes) {
    const sheet = sheetKind(bytes, options.fileName);
    if (sheet) {
      return extractSheet(bytes, sheet, options.fileName ?? null, limits, {
        beforeRead: options.beforeRead,
        signal: options.signal,
      });
    }
  }
  const run = await runPipeline(bytes, options);
  if (run.error || !run.statement) throw run.error ?? new EngineError("NO_TRANSACTIONS");
  return run.statement;
}
