import { clusterBy } from "./grid.js";
import type { Cell } from "./lines.js";
import { median } from "./median.js";
import type { Token } from "./tokens.js";

/**
 * How far each cell of a two-column page's right half moves left to stand in the left half's
 * columns (`page-columns.ts`). The halves' dates line up by one distance, `dx`. When the right
 * half spaces its columns otherwise (a narrower description, money columns closer together),
 * each of its columns moves by its own distance: its date columns, the left edge most of its
 * rows' text starts at (the description) and its money columns (where its amounts' right edges
 * line up) are matched in order with the left half's. A cell moves with the column nearest it:
 * by its left edge to a date or text column, by its right edge to a money column.
 */

/** Where a column of the right half stands (a left edge, or a right edge for money) and how far it moves. */
interface Anchor {
  at: number;
  edge: "x0" | "x1";
  dx: number;
}

/** The edges of the columns a half's rows print, left to right: each a median of values lined up. */
function edgesOf(tokens: Token[], edge: "x0" | "x1", fontSize: number, tol: number, least: number): number[] {
  return clusterBy(tokens, (t) => t[edge], tol * fontSize)
    .filter((c) => c.length >= least)
    .map((c) => median(c.map((t) => t[edge])));
}

/** The left edge the most text of a half's rows starts at (the description). */
function textStart(rows: readonly (readonly Token[])[], fontSize: number): number | null {
  const clusters = clusterBy(
    rows.flatMap((r) => r.filter((t) => t.kind === "text")),
    (t) => t.x0,
    1.5 * fontSize,
  );
  const most = clusters.reduce<Token[] | null>((a, c) => (a && a.length >= c.length ? a : c), null);
  return most && most.length >= 2 ? median(most.map((t) => t.x0)) : null;
}

/** The columns of the right half matched with the left half's, or null where they do not pair up. */
function anchorsOf(
  left: readonly (readonly Token[])[],
  right: readonly (readonly Token[])[],
  dx: number,
  fontSize: number,
): Anchor[] | null {
  const kind = (rows: readonly (readonly Token[])[], k: Token["kind"]) =>
    rows.flatMap((r) => r.filter((t) => t.kind === k));
  const pair = (l: number[], r: number[], edge: Anchor["edge"]) =>
    r.map((at, i) => ({ at, edge, dx: at - (l[i] as number) }));
  const money = [left, right].map((rows) => edgesOf(kind(rows, "money"), "x1", fontSize, 0.8, 2));
  const dates = [left, right].map((rows) => edgesOf(kind(rows, "date"), "x0", fontSize, 1.5, 2));
  const [lm, rm] = money as [number[], number[]];
  const [ld, rd] = dates as [number[], number[]];
  if (lm.length === 0 || lm.length !== rm.length) return null;
  const anchors = [...pair(lm, rm, "x1")];
  if (ld.length === rd.length) anchors.push(...pair(ld, rd, "x0"));
  else anchors.push({ at: median(right.map((r) => (r[0] as Token).x0)), edge: "x0", dx });
  const lt = textStart(left, fontSize);
  const rt = textStart(right, fontSize);
  if (lt !== null && rt !== null) anchors.push({ at: rt, edge: "x0", dx: rt - lt });
  return anchors;
}

/**
 * How far (leftwards) each cell of the right half moves: `dx` for every cell when the halves'
 * columns are spaced alike (within half a font size) or do not pair up, else its nearest
 * column's distance.
 */
export function halfMoves(
  left: readonly (readonly Token[])[],
  right: readonly (readonly Token[])[],
  dx: number,
  fontSize: number,
): (cell: Cell) => number {
  const anchors = anchorsOf(left, right, dx, fontSize);
  if (!anchors || anchors.every((a) => Math.abs(a.dx - dx) <= 0.5 * fontSize)) return () => dx;
  return (cell) => {
    let best = dx;
    let nearest = Number.POSITIVE_INFINITY;
    for (const a of anchors) {
      const d = Math.abs(cell[a.edge] - a.at);
      if (d < nearest) {
        nearest = d;
        best = a.dx;
      }
    }
    return best;
  };
}
