import { EngineError } from "../errors.js";
import type { EngineLimits } from "../limits.js";

/** Rows of a spreadsheet that count as one page of the plan's allowance. */
export const ROWS_PER_PAGE = 50;

/**
 * What reading a spreadsheet will cost, counted before a workbook reader or the table stages see
 * it: cells, rows (and the rows holding text, its pages), and the characters its cells add up to
 * once every shared-string reference is expanded, with the longest cell's.
 */
export interface SheetTally {
  cells: number;
  rows: number;
  rowsWithText: number;
  textChars: number;
  longestCell: number;
}

export const emptyTally = (): SheetTally => ({
  cells: 0,
  rows: 0,
  rowsWithText: 0,
  textChars: 0,
  longestCell: 0,
});

/** A spreadsheet past a work bound; the message says which, in plain words. */
export class SheetOverBound extends Error {}

const count = (n: number) => n.toLocaleString("en-US");

/** Throws SheetOverBound naming the first bound of `limits` the tally passes. */
export function checkTally(tally: SheetTally, limits: EngineLimits): void {
  if (tally.longestCell > limits.maxSheetCellChars) {
    throw new SheetOverBound(`a cell of more than ${count(limits.maxSheetCellChars)} characters`);
  }
  if (tally.textChars > limits.maxSheetTextChars) {
    throw new SheetOverBound(
      `cells whose text adds up to more than ${count(limits.maxSheetTextChars)} characters`,
    );
  }
  if (tally.cells > limits.maxSheetCells)
    throw new SheetOverBound(`more than ${count(limits.maxSheetCells)} cells`);
  if (tally.rows > limits.maxSheetRows)
    throw new SheetOverBound(`more than ${count(limits.maxSheetRows)} rows`);
}

/** The pages a spreadsheet is charged: one per 50 rows holding anything, at least one. */
export const pagesOfRows = (rowsWithText: number) => Math.max(1, Math.ceil(rowsWithText / ROWS_PER_PAGE));

/** PDF_TOO_COMPLEX for a spreadsheet past a work bound (`detail` in plain words). */
export function sheetTooComplex(detail: string): EngineError {
  return new EngineError(
    "PDF_TOO_COMPLEX",
    `This spreadsheet would take far more work to read than a bank statement does: ${detail}. It may be damaged or malicious.`,
  );
}

export const sheetInvalid = (detail?: string) =>
  new EngineError(
    "SHEET_INVALID",
    detail
      ? `This workbook cannot be read: it is damaged (${detail}).`
      : "This workbook cannot be read: it is damaged or not a spreadsheet.",
  );
