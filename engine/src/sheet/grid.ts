/** A spreadsheet's cell as the engine needs it: its text, and its number when the cell holds one. */
export interface GridCell {
  /** The text of a text cell; for a number, a plain rendering; for a date cell, its ISO date. */
  text: string;
  /** A numeric cell's value (an Excel date serial when a date column holds General numbers). */
  value: number | null;
  /** A numeric cell formatted as a date: `text` is its ISO date. */
  isDate: boolean;
}

/** Cells merged into one: the top-left cell holds the value. */
export interface Merge {
  r0: number;
  c0: number;
  r1: number;
  c1: number;
}

/** One sheet (or a CSV file) as rows of cells; a row or cell missing from the arrays is empty. */
export interface Grid {
  name: string;
  rows: (GridCell | undefined)[][];
  merges: Merge[];
  /** The workbook counts dates from 1904 (old Mac Excel) instead of 1900. */
  date1904: boolean;
}

export const textCell = (text: string): GridCell => ({ text, value: null, isDate: false });

/** ISO date of an Excel date serial (whole days; the time of day is dropped), or null when out of range. */
export function serialToIso(serial: number, date1904: boolean): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial >= 2_958_466) return null;
  const days = Math.floor(serial);
  // Excel's 1900 system counts a 29 February 1900 that never was (serial 60): days before it are off by one.
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : days < 60 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  return new Date(epoch + days * 86_400_000).toISOString().slice(0, 10);
}

/** Cells the grid spans: every row's fields up to its last one, empty ones included. */
export function cellCount(grid: Grid): number {
  let n = 0;
  for (const row of grid.rows) if (row) n += row.length;
  return n;
}
