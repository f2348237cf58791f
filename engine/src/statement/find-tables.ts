import { type Grid, measureGrid, type RowTokens } from "../layout/grid.js";
import type { Column, TableHeader } from "../layout/header.js";
import { currencyOf, detectHeader, namesNonStatementColumn } from "../layout/header.js";
import { type GridColumn, headerLinesAbove, labelColumns, roleOfLabel } from "../layout/header-lines.js";
import type { Line } from "../layout/lines.js";
import type { ColumnRole } from "../layout/roles.js";
import { type Token, tokensOf } from "../layout/tokens.js";
import { type MoneyRow, moneyRoles } from "./money-roles.js";

/** A line that reads as a transaction without any header: a date, then money. */
interface RowLine extends RowTokens {
  line: Line;
  index: number;
}

/** Rows of one table on one page, found by their shared date and money edges. */
interface Run {
  page: number;
  rows: RowLine[];
}

/** Where a table found from its rows starts: its header lines (or its first row) and its columns. */
export interface TableStart {
  header: TableHeader;
  /** Header lines the table starts with (0: it starts at its first row). */
  lineCount: number;
}

function asRow(line: Line, index: number): RowLine | null {
  if (line.furniture === "repeat") return null;
  const tokens = tokensOf(line);
  const dates = tokens.filter((t) => t.kind === "date");
  const money = tokens.filter((t) => t.kind === "money");
  const first = dates[0];
  const last = money[money.length - 1];
  if (!first || !last || first.x0 >= last.x0) return null;
  return { line, index, dates, money, texts: tokens.filter((t) => t.kind === "text") };
}

/**
 * True when a row belongs to a run: its date stands in the run's date column (left or right
 * edges within a font size), and its money shares a right edge with the run's or it follows
 * the run's last row closely (a first value in another money column).
 */
function sameTable(run: Run, row: RowLine, fs: number): boolean {
  const d0 = (run.rows[0] as RowLine).dates[0] as Token;
  const d = row.dates[0] as Token;
  if (Math.abs(d.x0 - d0.x0) > fs && Math.abs(d.x1 - d0.x1) > fs) return false;
  const last = run.rows[run.rows.length - 1] as RowLine;
  if (row.line.y - last.line.y <= 6 * fs) return true;
  return row.money.some((m) => run.rows.some((r) => r.money.some((n) => Math.abs(n.x1 - m.x1) <= fs)));
}

/** Groups each page's dated money lines into runs that share a date column and money edges. */
function findRuns(pages: Line[][]): Run[] {
  const runs: Run[] = [];
  for (const lines of pages) {
    const open: Run[] = [];
    lines.forEach((line, index) => {
      const row = asRow(line, index);
      if (!row) return;
      const run = [...open].reverse().find((r) => sameTable(r, row, line.fontSize));
      if (run) run.rows.push(row);
      else {
        const fresh = { page: line.page, rows: [row] };
        open.push(fresh);
        runs.push(fresh);
      }
    });
  }
  return runs;
}

/** Every line with money between a run's first and last row: its rows, and the undated ones among them. */
function moneyLines(lines: Line[], run: Run): RowTokens[] {
  const from = (run.rows[0] as RowLine).index;
  const to = (run.rows[run.rows.length - 1] as RowLine).index;
  const out: RowTokens[] = [];
  for (let i = from; i <= to; i++) {
    const tokens = tokensOf(lines[i] as Line);
    const money = tokens.filter((t) => t.kind === "money");
    if (money.length === 0) continue;
    out.push({ dates: tokens.filter((t) => t.kind === "date"), money, texts: [] });
  }
  return out;
}

function gridColumns(grid: Grid): GridColumn[] {
  const cols: GridColumn[] = [
    ...grid.dates.map((s) => ({ kind: "date" as const, x0: s.x0, x1: s.x1, label: "" })),
    ...grid.texts.map((s) => ({ kind: "text" as const, x0: s.x0, x1: s.x1, label: "" })),
    ...grid.money.map((s) => ({ kind: "money" as const, x0: s.x0, x1: s.x1, label: "" })),
  ];
  return cols.sort((a, b) => a.x0 - b.x0);
}

/** The money column a value stands in, by overlap (the column's values share its right edge). */
function moneyColumnOf(t: Token, money: GridColumn[], fs: number): number {
  return money.findIndex((c) => t.x0 < c.x1 + 0.6 * fs && t.x1 > c.x0 - 0.6 * fs);
}

/** Names the columns: labels' known words first, then geometry (dates, the description) and the rows' arithmetic (money). */
function nameColumns(columns: GridColumn[], grid: Grid, rows: RowTokens[]): Column[] {
  const money = columns.filter((c) => c.kind === "money");
  const moneyRows: MoneyRow[] = rows.map((r) => {
    const values: MoneyRow = money.map(() => null);
    for (const t of r.money) {
      const k = moneyColumnOf(t, money, grid.fontSize);
      if (k >= 0 && values[k] === null) values[k] = t.amount;
    }
    return values;
  });
  const named = money.map((c) => roleOfLabel(c.label, "money"));
  const roles = moneyRoles(moneyRows, named);
  const mainText = grid.texts[grid.main];
  let dates = 0;
  return columns.map((c): Column => {
    let role: ColumnRole;
    if (c.kind === "money") role = roles[money.indexOf(c)] as ColumnRole;
    else if (c.kind === "date") role = dates++ === 0 ? "date" : "valueDate";
    else role = (mainText && c.x0 === mainText.x0 ? "description" : roleOfLabel(c.label, "text")) ?? "other";
    return { role, x0: c.x0, x1: c.x1, label: c.label };
  });
}

/** The header lines over one row of a run, when they name at least two of its columns. */
function labelsOver(
  lines: Line[],
  row: RowLine,
  columns: GridColumn[],
  fs: number,
): { lines: Line[]; columns: GridColumn[] } {
  const left = Math.min(...columns.map((c) => c.x0));
  const right = Math.max(...columns.map((c) => c.x1));
  const above = headerLinesAbove(lines, row.index, left, right, fs);
  const labelled = columns.map((c) => ({ ...c }));
  labelColumns(above, labelled, fs);
  if (labelled.filter((c) => c.label !== "").length < 2) return { lines: [], columns };
  return { lines: above, columns: labelled };
}

/**
 * Finds the tables whose header the words do not recognise, from their rows: lines that carry a
 * date and money, three or more sharing a date column on a page (fewer under a header line
 * naming three of their columns). Their columns are measured from the rows, named by the
 * header lines' words where known, and the money columns' roles found by arithmetic. Keyed by
 * the line a table may start at: a run's first header line or first row, and any later row
 * (with the header lines over it, when the table is printed again under a header of its own).
 */
export function findTables(pages: Line[][]): Map<Line, TableStart> {
  const starts = new Map<Line, TableStart>();
  for (const run of findRuns(pages)) {
    const lines = pages.find((p) => p[0]?.page === run.page) ?? [];
    const fs = median(run.rows.map((r) => r.line.fontSize));
    const grid = measureGrid(run.rows, fs);
    // Dates and money without text beside them are a grid of balances, not transactions.
    if (!grid || grid.texts.length === 0) continue;
    const base = gridColumns(grid);
    const heads = run.rows.map((row) => labelsOver(lines, row, base, fs));
    // A header the words recognise starts the table itself (scan-tables.ts); one naming an
    // invoice's columns ("Qty", "Unit price") says the rows are no transactions.
    const first = heads[0] as { lines: Line[]; columns: GridColumn[] };
    if (first.lines.some((l) => l.cells.some(namesNonStatementColumn))) continue;
    const labelled = first.columns.filter((c) => c.label !== "").length;
    if (run.rows.length < 3 && labelled < 3) continue;
    const named = nameColumns(first.columns, grid, moneyLines(lines, run));
    run.rows.forEach((row, k) => {
      const head = heads[k] as { lines: Line[]; columns: GridColumn[] };
      const at = lines.indexOf(head.lines[0] ?? row.line);
      const words = head.lines.some((_, j) => detectHeader(lines[at + j] as Line, lines[at + j + 1]));
      if (words) return;
      const last = head.lines[head.lines.length - 1];
      starts.set(head.lines[0] ?? row.line, {
        header: {
          page: run.page,
          y: last ? last.y : row.line.y - fs,
          lineCount: head.lines.length,
          fontSize: last ? last.fontSize : fs,
          columns: named.map((c, j) => ({ ...c, label: head.columns[j]?.label ?? "" })),
          currency: currencyOf(head.lines.flatMap((l) => l.cells)),
        },
        lineCount: head.lines.length,
      });
    });
  }
  return starts;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}
