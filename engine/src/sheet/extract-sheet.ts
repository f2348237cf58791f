import { EngineError } from "../errors.js";
import type { EngineLimits } from "../limits.js";
import { yieldToEventLoop } from "../pdf/yield.js";
import { buildStatement } from "../statement/build.js";
import { assembleRows } from "../statement/rows.js";
import { scanTables } from "../statement/scan-tables.js";
import type { Statement } from "../types.js";
import type { Grid } from "./grid.js";
import { gridLines } from "./grid-lines.js";
import { measureXls, workbookStream } from "./measure-xls.js";
import { measureXlsx } from "./measure-xlsx.js";
import { csvText, DELIMITERS, guessDelimiter, readCsv } from "./read-csv.js";
import { readXlsGrids, readXlsxGrids } from "./read-workbook.js";
import {
  checkTally,
  emptyTally,
  pagesOfRows,
  SheetOverBound,
  type SheetTally,
  sheetTooComplex,
} from "./sheet-bounds.js";
import type { SheetKind } from "./sheet-kind.js";

export { ROWS_PER_PAGE, sheetTooComplex } from "./sheet-bounds.js";

/** What a caller may do between measuring a spreadsheet and reading it (extract.ts, ExtractOptions). */
export interface SheetReadOptions {
  beforeRead?: ((measured: { pageCount: number }) => void | Promise<void>) | undefined;
  signal?: AbortSignal | undefined;
}

const NO_TABLE =
  "No bank statement transactions were found in this spreadsheet: no sheet has a table with dates and amounts under a header row.";

/** A grid's cells, rows and text, as the workbook measures count them. */
function gridTally(grids: Grid[]): SheetTally {
  const tally = emptyTally();
  for (const grid of grids) {
    tally.rows += grid.rows.length;
    for (const row of grid.rows) {
      if (!row) continue;
      tally.cells += row.length;
      let text = false;
      for (const cell of row) {
        const n = cell?.text.length ?? 0;
        tally.textChars += n;
        if (n > tally.longestCell) tally.longestCell = n;
        if (cell && cell.text.trim() !== "") text = true;
      }
      if (text) tally.rowsWithText++;
    }
  }
  return tally;
}

/** The page count a spreadsheet is charged: one page per 50 rows holding anything, at least one. */
export const sheetPageCount = (grids: Grid[]) => pagesOfRows(gridTally(grids).rowsWithText);

/**
 * The Statement of a workbook's or a CSV file's grids, read by the same table stages as a PDF's
 * pages, the event loop served between stages (and between sheets).
 */
async function statementOfGrids(grids: Grid[], fileName: string | null, options: SheetReadOptions) {
  const pause = async () => {
    await yieldToEventLoop();
    if (options.signal?.aborted) throw new SheetOverBound("reading it took longer than the time allowed");
  };
  const pages = [];
  for (const [i, grid] of grids.entries()) {
    pages.push(gridLines(grid, i));
    await pause();
  }
  const scan = await scanTables(pages);
  await pause();
  // Tables on sheets of their own are accounts of their own unless a title says otherwise:
  // the sheet's name stands in for a missing title.
  const sheetsWithTables = new Set(scan.headers.map((h) => h.page));
  if (sheetsWithTables.size > 1) {
    scan.accountTitles = scan.accountTitles.map(
      (t, id) => t ?? grids[scan.headers[id]?.page ?? -1]?.name ?? null,
    );
  }
  const { rows } = assembleRows(scan.entries);
  await pause();
  return buildStatement({ pages, scan, rows, pageCount: sheetPageCount(grids), fileName, sheets: true });
}

async function readXlsx(bytes: Uint8Array, limits: EngineLimits, options: SheetReadOptions) {
  const workbook = await measureXlsx(bytes, limits);
  await options.beforeRead?.({ pageCount: pagesOfRows(workbook.tally.rowsWithText) });
  return readXlsxGrids(workbook, limits.maxSheetRows);
}

async function readXls(bytes: Uint8Array, limits: EngineLimits, options: SheetReadOptions) {
  const stream = workbookStream(bytes);
  const tally = await measureXls(stream, limits);
  await options.beforeRead?.({ pageCount: pagesOfRows(tally.rowsWithText) });
  await yieldToEventLoop();
  return readXlsGrids(stream, limits.maxSheetRows);
}

/**
 * Reads a spreadsheet statement: an .xlsx or .xls (measured and bounded before SheetJS reads it:
 * measure-xlsx.ts, measure-xls.ts), or a CSV (any of , ; tab |, decoded from UTF-8, UTF-16 or
 * Windows-1252). `beforeRead` hears the pages it will count once it is measured. Throws
 * EngineError: SHEET_ENCRYPTED, SHEET_INVALID, PDF_TOO_COMPLEX past the sheet bounds,
 * NO_TRANSACTIONS.
 */
export async function extractSheet(
  bytes: Uint8Array,
  kind: SheetKind | "damaged",
  fileName: string | null,
  limits: EngineLimits,
  options: SheetReadOptions = {},
): Promise<Statement> {
  try {
    if (kind === "damaged") throw new EngineError("SHEET_INVALID");
    if (kind === "csv") return await extractCsv(bytes, fileName, limits, options);
    const grids =
      kind === "xlsx" ? await readXlsx(bytes, limits, options) : await readXls(bytes, limits, options);
    checkTally(gridTally(grids), limits);
    const statement = await statementOfGrids(grids, fileName, options);
    if (statement.transactions.length === 0) throw new EngineError("NO_TRANSACTIONS", NO_TABLE);
    return statement;
  } catch (error) {
    if (error instanceof SheetOverBound) throw sheetTooComplex(error.message);
    throw error;
  }
}

async function extractCsv(
  bytes: Uint8Array,
  fileName: string | null,
  limits: EngineLimits,
  options: SheetReadOptions,
): Promise<Statement> {
  const text = csvText(bytes);
  const guessed = guessDelimiter(text);
  let measured = false;
  // The delimiter that splits the lines most evenly first; the others if it finds no table.
  for (const delimiter of [guessed, ...DELIMITERS.filter((d) => d !== guessed)]) {
    const grid = readCsv(text, fileName ?? "CSV", limits.maxSheetRows, delimiter);
    const tally = gridTally([grid]);
    checkTally(tally, limits);
    if (!measured) {
      measured = true;
      await options.beforeRead?.({ pageCount: pagesOfRows(tally.rowsWithText) });
    }
    await yieldToEventLoop();
    const statement = await statementOfGrids([grid], fileName, options);
    if (statement.transactions.length > 0) return statement;
  }
  throw new EngineError("NO_TRANSACTIONS", NO_TABLE);
}
