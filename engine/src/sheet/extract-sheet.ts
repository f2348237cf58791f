import { EngineError } from "../errors.js";
import type { EngineLimits } from "../limits.js";
import { buildStatement } from "../statement/build.js";
import { assembleRows } from "../statement/rows.js";
import { scanTables } from "../statement/scan-tables.js";
import type { Statement } from "../types.js";
import { cellCount, type Grid } from "./grid.js";
import { gridLines } from "./grid-lines.js";
import { csvText, DELIMITERS, guessDelimiter, readCsv } from "./read-csv.js";
import { readWorkbook } from "./read-workbook.js";
import type { SheetKind } from "./sheet-kind.js";
import { listZip, measureZip, ZipRefused } from "./zip-guard.js";

/** Rows of a spreadsheet that count as one page of the plan's allowance. */
export const ROWS_PER_PAGE = 50;

/** PDF_TOO_COMPLEX for a spreadsheet past a work bound (`detail` in plain words). */
export function sheetTooComplex(detail: string): EngineError {
  return new EngineError(
    "PDF_TOO_COMPLEX",
    `This spreadsheet would take far more work to read than a bank statement does: ${detail}. It may be damaged or malicious.`,
  );
}

const NO_TABLE =
  "No bank statement transactions were found in this spreadsheet: no sheet has a table with dates and amounts under a header row.";

/** The page count a spreadsheet is charged: one page per 50 rows holding anything, at least one. */
export function sheetPageCount(grids: Grid[]): number {
  let rows = 0;
  for (const grid of grids)
    for (const row of grid.rows) if (row?.some((c) => c && c.text.trim() !== "")) rows++;
  return Math.max(1, Math.ceil(rows / ROWS_PER_PAGE));
}

/** The Statement of a workbook's or a CSV file's grids, read by the same table stages as a PDF's pages. */
export function statementOfGrids(grids: Grid[], fileName: string | null): Statement {
  const pages = grids.map(gridLines);
  const scan = scanTables(pages);
  // Tables on sheets of their own are accounts of their own unless a title says otherwise:
  // the sheet's name stands in for a missing title.
  const sheetsWithTables = new Set(scan.headers.map((h) => h.page));
  if (sheetsWithTables.size > 1) {
    scan.accountTitles = scan.accountTitles.map(
      (t, id) => t ?? grids[scan.headers[id]?.page ?? -1]?.name ?? null,
    );
  }
  const { rows } = assembleRows(scan.entries);
  return buildStatement({ pages, scan, rows, pageCount: sheetPageCount(grids), fileName });
}

function checkGridBounds(grids: Grid[], limits: EngineLimits): void {
  const rows = grids.reduce((n, g) => n + g.rows.length, 0);
  if (rows > limits.maxSheetRows) sheetTooComplexRows(limits);
  const cells = grids.reduce((n, g) => n + cellCount(g), 0);
  if (cells > limits.maxSheetCells) throw sheetTooComplex(`more than ${count(limits.maxSheetCells)} cells`);
}

function sheetTooComplexRows(limits: EngineLimits): never {
  throw sheetTooComplex(`more than ${count(limits.maxSheetRows)} rows`);
}

const count = (n: number) => n.toLocaleString("en-US");

function readXlsx(bytes: Uint8Array, limits: EngineLimits): Grid[] {
  const entries = listZip(bytes);
  if (!entries)
    throw new EngineError("SHEET_INVALID", "This workbook cannot be read: its ZIP structure is damaged.");
  try {
    measureZip(bytes, entries, {
      maxInflatedBytes: limits.maxSheetInflatedBytes,
      maxInflateRatio: limits.maxSheetInflateRatio,
      maxCells: limits.maxSheetCells,
      maxRows: limits.maxSheetRows,
    });
  } catch (error) {
    if (!(error instanceof ZipRefused)) throw error;
    if (error.reason === "damaged")
      throw new EngineError(
        "SHEET_INVALID",
        `This workbook cannot be read: it is damaged (${error.message}).`,
      );
    throw sheetTooComplex(error.message);
  }
  return readWorkbook(bytes, limits.maxSheetRows);
}

/**
 * Reads a spreadsheet statement: an .xlsx (its ZIP measured and bounded first), an .xls, or a
 * CSV (any of , ; tab |, decoded from UTF-8, UTF-16 or Windows-1252). Throws EngineError:
 * SHEET_ENCRYPTED, SHEET_INVALID, PDF_TOO_COMPLEX past the sheet bounds, NO_TRANSACTIONS.
 */
export function extractSheet(
  bytes: Uint8Array,
  kind: SheetKind | "damaged",
  fileName: string | null,
  limits: EngineLimits,
): Statement {
  if (kind === "damaged") throw new EngineError("SHEET_INVALID");
  if (kind === "csv") return extractCsv(bytes, fileName, limits);
  const grids = kind === "xlsx" ? readXlsx(bytes, limits) : readWorkbook(bytes, limits.maxSheetRows);
  checkGridBounds(grids, limits);
  const statement = statementOfGrids(grids, fileName);
  if (statement.transactions.length === 0) throw new EngineError("NO_TRANSACTIONS", NO_TABLE);
  return statement;
}

function extractCsv(bytes: Uint8Array, fileName: string | null, limits: EngineLimits): Statement {
  const text = csvText(bytes);
  const guessed = guessDelimiter(text);
  // The delimiter that splits the lines most evenly first; the others if it finds no table.
  for (const delimiter of [guessed, ...DELIMITERS.filter((d) => d !== guessed)]) {
    const grid = readCsv(text, fileName ?? "CSV", limits.maxSheetRows, delimiter);
    checkGridBounds([grid], limits);
    const statement = statementOfGrids([grid], fileName);
    if (statement.transactions.length > 0) return statement;
  }
  throw new EngineError("NO_TRANSACTIONS", NO_TABLE);
}
