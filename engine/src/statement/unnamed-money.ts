import type { Column, TableHeader } from "../layout/header.js";
import { columnUnder } from "../layout/header-lines.js";
import type { Line } from "../layout/lines.js";
import { clusterRightEdges, type Edge } from "../layout/money-columns.js";
import { MONEY_ROLES } from "../layout/roles.js";
import { parseAmount } from "../parse/amounts.js";
import { type MoneyRow, moneyRoles } from "./money-roles.js";

/** Lines under a header looked at (as layout/date-column.ts does for dates). */
const LOOKAHEAD = 40;
/** Figures a column no header cell stands over needs, at least, to be looked at. */
const MIN_FIGURES = 3;

/** The column a cell stands in: the one its box overlaps most, if any. */
function columnOf(cell: { x0: number; x1: number }, columns: readonly Column[]): number {
  const k = columnUnder(cell, columns);
  const c = columns[k];
  return c && Math.min(cell.x1, c.x1) > Math.max(cell.x0, c.x0) ? k : -1;
}

/** The header's lines' rows on its page. */
function rowsUnder(header: TableHeader, below: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of below.slice(0, LOOKAHEAD)) {
    if (line.page !== header.page) break;
    out.push(line);
  }
  return out;
}

/**
 * Figures right-aligned on one edge under no header cell (a header line lost its `Balance`, read
 * as a word OCR garbled on the line over it): as columns of no label, to be named by arithmetic.
 */
function unlabelledColumns(header: TableHeader, lines: Line[]): Column[] {
  const edges: Edge[] = [];
  const left = Math.min(...header.columns.map((c) => c.x0));
  for (const line of lines) {
    for (const cell of line.cells) {
      if (cell.x0 > left && columnOf(cell, header.columns) < 0 && parseAmount(cell.text)) edges.push(cell);
    }
  }
  return clusterRightEdges(edges, 0.6 * header.fontSize)
    .filter((cluster) => cluster.length >= MIN_FIGURES)
    .map((cluster) => ({
      role: "other",
      x0: Math.min(...cluster.map((e) => e.x0)),
      x1: Math.max(...cluster.map((e) => e.x1)),
      label: "",
    }));
}

/**
 * A header whose words leave a column over money unnamed (`Balance Dr/Cr` read by OCR as
 * `Balance DriCr`, an `other` column; a balance whose label was lost, under no header cell): its
 * role is the one the rows' arithmetic gives it (money-roles.ts, with the roles the words gave
 * the other money columns kept), as a table found from its rows has its money columns named
 * (find-tables.ts). Left as it was unless the column prints money on most lines that print under
 * it and the arithmetic needs it for a role no other column has (a balance whose steps the named
 * columns explain, or a flow that explains the named balance's). The same header printed again
 * on a later page, where its one or two rows are too few for the arithmetic, takes the role of
 * the money column the statement's last header (`earlier`) has where it has this one.
 */
export async function moneyColumnsFromRows(
  header: TableHeader,
  below: Line[],
  options: { owed: boolean; home: string | null; earlier: readonly TableHeader[] },
): Promise<TableHeader> {
  if (header.groups) return header;
  const roles = new Set(header.columns.map((c) => c.role));
  const last = options.earlier[options.earlier.length - 1];
  // The same header: as many columns, the others named alike.
  const before =
    last?.columns.length === header.columns.length &&
    header.columns.every((c, k) => c.role === "other" || c.role === last.columns[k]?.role)
      ? last
      : undefined;
  const known = header.columns.map((c): Column => {
    if (c.role !== "other" || !before) return c;
    const same = before.columns.find(
      (b) => MONEY_ROLES.has(b.role) && 2 * (Math.min(b.x1, c.x1) - Math.max(b.x0, c.x0)) > c.x1 - c.x0,
    );
    return same && !roles.has(same.role) ? { ...c, role: same.role } : c;
  });
  if (known.some((c, k) => c !== header.columns[k])) return { ...header, columns: known };
  if (!header.columns.some((c) => MONEY_ROLES.has(c.role))) return header;
  const lines = rowsUnder(header, below);
  const added = unlabelledColumns(header, lines);
  if (!added.length && !header.columns.some((c) => c.role === "other")) return header;
  const columns = [...header.columns, ...added].filter((c) => c.role === "other" || MONEY_ROLES.has(c.role));
  const rows: MoneyRow[] = [];
  const figures = columns.map(() => 0);
  const words = columns.map(() => 0);
  for (const line of lines) {
    const row: MoneyRow = columns.map(() => null);
    for (const cell of line.cells) {
      const k = columnOf(cell, columns);
      if (k < 0) continue;
      const amount = parseAmount(cell.text);
      if (amount) {
        figures[k] = (figures[k] ?? 0) + 1;
        if (row[k] === null) row[k] = amount;
      } else words[k] = (words[k] ?? 0) + 1;
    }
    if (row.some((a) => a !== null)) rows.push(row);
  }
  const money = columns.map((c, k) => c.role !== "other" || (figures[k] ?? 0) > 2 * (words[k] ?? 0));
  if (!columns.some((c, k) => c.role === "other" && money[k])) return header;
  const kept = columns.filter((_, k) => money[k]);
  const reading = await moneyRoles(
    rows.map((row) => row.filter((_, k) => money[k])),
    kept.map((c) => (c.role === "other" ? null : c.role)),
    options,
  );
  if (!reading.balanced) return header;
  const named = new Map<Column, Column>();
  kept.forEach((c, k) => {
    const role = reading.roles[k];
    if (c.role !== "other" || !role || !MONEY_ROLES.has(role) || roles.has(role)) return;
    named.set(c, { ...c, role });
  });
  if (!named.size) return header;
  const out = header.columns.map((c) => named.get(c) ?? c);
  for (const c of added) {
    const n = named.get(c);
    if (n) out.push(n);
  }
  return { ...header, columns: out.sort((a, b) => a.x0 - b.x0) };
}
