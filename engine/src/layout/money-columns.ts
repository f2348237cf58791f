import { parseAmount } from "../parse/amounts.js";
import type { Column, TableHeader } from "./header.js";
import type { Line } from "./lines.js";
import { MONEY_ROLES } from "./roles.js";

export interface Edge {
  x0: number;
  x1: number;
}

/** Lines under a header looked at for the numbers' edges. */
const LOOKAHEAD = 80;

/** Groups right edges that lie within `tol` of their neighbour, left to right. */
export function clusterRightEdges(edges: Edge[], tol: number): Edge[][] {
  const sorted = [...edges].sort((a, b) => a.x1 - b.x1);
  const out: Edge[][] = [];
  let cur: Edge[] = [];
  for (const e of sorted) {
    const last = cur[cur.length - 1];
    if (last && e.x1 - last.x1 > tol) {
      out.push(cur);
      cur = [];
    }
    cur.push(e);
  }
  if (cur.length) out.push(cur);
  return out;
}

/**
 * Widens a header's money columns to the numbers printed under them. Numbers are
 * right-aligned, but their header labels may be left-aligned or centred over the column,
 * so a short amount can sit nearer the next column's label than its own. When the amounts
 * under the header line up on exactly as many right edges as there are money columns, and
 * each edge lies between its column's label and the next one, the k-th edge belongs to the
 * k-th money column. Otherwise the header is returned unchanged.
 */
export function alignMoneyColumns(header: TableHeader, below: Line[]): TableHeader {
  if (header.groups) return header;
  const money = header.columns.filter((c) => MONEY_ROLES.has(c.role)).sort((a, b) => a.x0 - b.x0);
  if (money.length < 2) return header;
  const left = Math.min(...header.columns.map((c) => c.x0));
  const edges: Edge[] = [];
  for (const line of below.slice(0, LOOKAHEAD)) {
    if (line.page !== header.page) break;
    for (const cell of line.cells) {
      if (cell.x0 > left && parseAmount(cell.text)) edges.push({ x0: cell.x0, x1: cell.x1 });
    }
  }
  const clusters = clusterRightEdges(edges, 0.6 * header.fontSize).filter((c) => c.length >= 2);
  if (clusters.length !== money.length) return header;
  const widened = new Map<Column, Column>();
  let previousEnd = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < money.length; k++) {
    const col = money[k] as Column;
    const next = money[k + 1];
    const cluster = clusters[k] as Edge[];
    const end = Math.max(...cluster.map((e) => e.x1));
    const x0 = Math.min(col.x0, ...cluster.map((e) => e.x0));
    const x1 = Math.max(col.x1, end);
    // The numbers end right of their own label's start and before the next label ends;
    // widened columns stay apart.
    if (end < col.x0 || (next && end > next.x1) || x0 < previousEnd) return header;
    previousEnd = x1;
    widened.set(col, { ...col, x0, x1 });
  }
  return { ...header, columns: header.columns.map((c) => widened.get(c) ?? c) };
}
