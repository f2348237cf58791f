import * as XLSX from "@e965/xlsx";
import { EngineError } from "../errors.js";
import { yieldToEventLoop } from "../pdf/yield.js";
import { type Grid, type GridCell, type Merge, serialToIso } from "./grid.js";
import type { MeasuredWorkbook } from "./measure-xlsx.js";
import { singleSheetPackage } from "./ooxml-package.js";

const ENCRYPTED = /password|encrypt/i;

const READ_OPTIONS: XLSX.ParsingOptions = {
  type: "array",
  dense: true,
  cellNF: true,
  cellDates: false,
  cellFormula: false,
  cellHTML: false,
  cellStyles: false,
  cellText: false,
  bookVBA: false,
};

/** SheetJS's reading of a workbook, at most `maxRows` rows of each sheet; its errors as the engine's. */
function parseBook(bytes: Uint8Array, maxRows: number): XLSX.WorkBook {
  try {
    return XLSX.read(bytes, { ...READ_OPTIONS, sheetRows: maxRows + 1 });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (ENCRYPTED.test(message)) throw new EngineError("SHEET_ENCRYPTED");
    throw new EngineError("SHEET_INVALID", `${sheetInvalid} (${message.slice(0, 120)})`);
  }
}

/**
 * An .xlsx measured by measure-xlsx.ts, one grid per sheet in workbook order: each sheet read on
 * its own (with the shared strings and styles), the event loop served between sheets. Cached values
 * of formulas (formulas and macros are never evaluated or run), numbers as numbers, numbers
 * formatted as dates as ISO dates.
 */
export async function readXlsxGrids(workbook: MeasuredWorkbook, maxRows: number): Promise<Grid[]> {
  const grids: Grid[] = [];
  for (const sheet of workbook.sheets) {
    const pkg = singleSheetPackage(sheet, workbook.sharedStrings, workbook.styles, workbook.date1904);
    grids.push(...gridsOf(parseBook(pkg, maxRows)));
    await yieldToEventLoop();
  }
  return grids;
}

/** An .xls's workbook stream (measured by measure-xls.ts), one grid per sheet in workbook order. */
export function readXlsGrids(stream: Uint8Array, maxRows: number): Grid[] {
  return gridsOf(parseBook(stream, maxRows));
}

function gridsOf(book: XLSX.WorkBook): Grid[] {
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
  return book.SheetNames.map((name) => {
    const sheet = book.Sheets[name];
    const data = (sheet?.["!data"] ?? []) as (XLSX.CellObject[] | undefined)[];
    const rows: (GridCell | undefined)[][] = [];
    data.forEach((row, r) => {
      if (!row) return;
      const out: (GridCell | undefined)[] = [];
      row.forEach((cell, c) => {
        const value = cell && toGridCell(cell, date1904);
        if (value) out[c] = value;
      });
      if (out.length > 0) rows[r] = out;
    });
    const merges: Merge[] = (sheet?.["!merges"] ?? []).map((m) => ({
      r0: m.s.r,
      c0: m.s.c,
      r1: m.e.r,
      c1: m.e.c,
    }));
    return { name, rows, merges, date1904 };
  });
}

export const sheetInvalid = "This workbook cannot be read: it is damaged or not a spreadsheet.";

function toGridCell(cell: XLSX.CellObject, date1904: boolean): GridCell | undefined {
  switch (cell.t) {
    case "s": {
      const text = String(cell.v ?? "");
      return text.trim() === "" ? undefined : { text, value: null, isDate: false };
    }
    case "n": {
      const value = typeof cell.v === "number" ? cell.v : Number(cell.v);
      if (!Number.isFinite(value)) return undefined;
      const format = typeof cell.z === "string" ? cell.z : "";
      const iso = format && XLSX.SSF.is_date(format) ? serialToIso(value, date1904) : null;
      if (iso) return { text: iso, value, isDate: true };
      return { text: plainNumber(value), value, isDate: false };
    }
    case "d": {
      const d = cell.v instanceof Date ? cell.v : new Date(String(cell.v));
      return Number.isNaN(d.getTime())
        ? undefined
        : { text: d.toISOString().slice(0, 10), value: null, isDate: true };
    }
    case "b":
      return { text: cell.v ? "TRUE" : "FALSE", value: null, isDate: false };
    default:
      // Errors (#N/A) and empty stubs say nothing.
      return undefined;
  }
}

/** A number as plain text: up to two decimals as they are, more rounded to the cent. */
export function plainNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const cents = Math.round(value * 100);
  if (Math.abs(value * 100 - cents) < 1e-6) {
    const abs = Math.abs(cents);
    return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  }
  return String(value);
}
