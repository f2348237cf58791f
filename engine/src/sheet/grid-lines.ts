import { type Column, headerFromCells, type TableHeader } from "../layout/header.js";
import type { Cell, Line } from "../layout/lines.js";
import { type ColumnRole, MONEY_ROLES } from "../layout/roles.js";
import { parseAmount } from "../parse/amounts.js";
import { isDateText } from "../parse/dates.js";
import { type Grid, type GridCell, serialToIso } from "./grid.js";
import { plainNumber } from "./read-workbook.js";

/**
 * A sheet laid out as a page, so that the PDF pipeline's table stages (header recognition,
 * rows, balance lines, account titles) read it unchanged: column `c` spans
 * [c * COLUMN, c * COLUMN + CELL], row `r` sits at r * PITCH, every cell in one font size.
 * A blank row leaves a gap wider than a continuation line ever has.
 */
export const FONT_SIZE = 10;
const COLUMN = 100;
const CELL = 80;
const PITCH = 1.5 * FONT_SIZE;

/** Excel serials a General-formatted date column may hold: 1927 to 2119. */
const SERIAL_MIN = 10_000;
const SERIAL_MAX = 80_000;

const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

function cellAt(c: number, text: string): Cell {
  return { text, x0: c * COLUMN, x1: c * COLUMN + CELL, fontSize: FONT_SIZE };
}

function lineOf(page: number, r: number, cells: Cell[]): Line {
  const first = cells[0] as Cell;
  const last = cells[cells.length - 1] as Cell;
  return {
    page,
    y: (r + 1) * PITCH,
    x0: first.x0,
    x1: last.x1,
    fontSize: FONT_SIZE,
    cells,
    text: cells.map((c) => c.text).join(" "),
    furniture: false,
  };
}

/** A row's cells as plain text (numbers as they are, date cells as ISO dates). */
function plainCells(row: (GridCell | undefined)[] | undefined): Cell[] {
  const out: Cell[] = [];
  row?.forEach((cell, c) => {
    const text = cell ? collapse(cell.text) : "";
    if (text) out.push(cellAt(c, text));
  });
  return out;
}

/** Merged cells as a map from each covered position to the merge's top-left text. */
function mergedText(grid: Grid): Map<string, { text: string; wide: boolean }> {
  const out = new Map<string, { text: string; wide: boolean }>();
  for (const m of grid.merges) {
    const text = collapse(grid.rows[m.r0]?.[m.c0]?.text ?? "");
    if (!text || (m.r1 - m.r0 + 1) * (m.c1 - m.c0 + 1) > 1_000) continue;
    for (let r = m.r0; r <= m.r1; r++)
      for (let c = m.c0; c <= m.c1; c++) out.set(`${r}:${c}`, { text, wide: m.c1 > m.c0 });
  }
  return out;
}

/**
 * A header over two rows: each column's label is the lower row's, with the upper row's before
 * it ("Value" over "Date"), except where the upper cell is merged across several columns ("Amount"
 * over "Debit" and "Credit"): that is a title over the labels under it.
 */
function twoRowCells(grid: Grid, r: number, merged: Map<string, { text: string; wide: boolean }>): Cell[] {
  const top = grid.rows[r] ?? [];
  const bottom = grid.rows[r + 1] ?? [];
  const width = Math.max(top.length, bottom.length);
  const out: Cell[] = [];
  for (let c = 0; c < width; c++) {
    const upper = merged.get(`${r}:${c}`) ?? { text: collapse(top[c]?.text ?? ""), wide: false };
    // A cell merged down over both rows ("Date" beside "Debit" and "Credit") is named once.
    const lower = collapse(bottom[c]?.text ?? "");
    const text = upper.wide ? lower || upper.text : [upper.text, lower].filter(Boolean).join(" ");
    if (text) out.push(cellAt(c, text));
  }
  return out;
}

/** The role of each column under a header, by column index. */
function rolesOf(header: TableHeader): Map<number, ColumnRole> {
  const roles = new Map<number, ColumnRole>();
  const overlap = (col: Column, c: number) =>
    Math.min(col.x1, c * COLUMN + CELL) - Math.max(col.x0, c * COLUMN);
  for (const col of header.columns) {
    for (let c = Math.floor(col.x0 / COLUMN); c * COLUMN <= col.x1; c++) {
      if (overlap(col, c) > 0 && !roles.has(c)) roles.set(c, col.role);
    }
  }
  return roles;
}

/**
 * Money written as a machine writes numbers ("2500", "-10.5", "10,5"): with two decimals, as
 * the amount reader expects. Three decimals ("1.234") stay as they are: a thousands group.
 */
function moneyText(text: string): string {
  const m = /^([-+]?\d+)(?:([.,])(\d))?$/.exec(text);
  if (!m) return text;
  return m[2] ? `${m[1]}${m[2]}${m[3]}0` : `${m[1]}.00`;
}

/** A cell under a header, as text its column's role reads: cents for money, ISO dates for serials. */
function dataText(cell: GridCell, role: ColumnRole | undefined, date1904: boolean): string | null {
  const text = collapse(cell.text);
  if (!text) return null;
  if (role === undefined || role === "other") {
    // Columns the engine does not read ("Category", "Currency") must not look like stray amounts.
    return cell.value !== null || parseAmount(moneyText(text)) || isDateText(text) ? null : text;
  }
  if (cell.value === null || cell.isDate) return MONEY_ROLES.has(role) ? moneyText(text) : text;
  if (MONEY_ROLES.has(role)) {
    const cents = Math.round(cell.value * 100);
    const abs = Math.abs(cents);
    return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  }
  if ((role === "date" || role === "valueDate") && cell.value >= SERIAL_MIN && cell.value < SERIAL_MAX) {
    return serialToIso(cell.value, date1904) ?? text;
  }
  return plainNumber(cell.value);
}

const known = (h: TableHeader) => h.columns.filter((c) => c.role !== "other").length;

/** The lines of one sheet, as the table stages read a page (`page` is the sheet's index). */
export function gridLines(grid: Grid, page: number): Line[] {
  const lines: Line[] = [];
  const merged = grid.merges.length ? mergedText(grid) : new Map();
  let roles: Map<number, ColumnRole> | null = null;
  for (let r = 0; r < grid.rows.length; r++) {
    const row = grid.rows[r];
    if (!row) continue;
    const plain = plainCells(row);
    if (plain.length === 0) continue;
    const hasDigits = (cells: Cell[]) => cells.some((c) => /\d/.test(c.text));
    const single = hasDigits(plain) ? null : headerFromCells(plain, page, (r + 1) * PITCH, FONT_SIZE, 1);
    const below = plainCells(grid.rows[r + 1]);
    if (!hasDigits(plain) && below.length > 0 && !hasDigits(below)) {
      // A header over two rows (labels under a merged title, or split words) beats its upper row alone.
      const cells = twoRowCells(grid, r, merged);
      const double = hasDigits(cells) ? null : headerFromCells(cells, page, (r + 2) * PITCH, FONT_SIZE, 1);
      if (double && (!single || known(double) > known(single))) {
        roles = rolesOf(double);
        lines.push(lineOf(page, r + 1, cells));
        r++;
        continue;
      }
    }
    if (single) {
      roles = rolesOf(single);
      lines.push(lineOf(page, r, plain));
      continue;
    }
    if (!roles) {
      lines.push(lineOf(page, r, plain));
      continue;
    }
    const cells: Cell[] = [];
    row.forEach((cell, c) => {
      const text = cell ? dataText(cell, roles?.get(c), grid.date1904) : null;
      if (text) cells.push(cellAt(c, text));
    });
    if (cells.length > 0) lines.push(lineOf(page, r, cells));
  }
  return lines;
}
