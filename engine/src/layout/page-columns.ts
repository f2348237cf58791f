import { pacer } from "../pdf/yield.js";
import { halfMoves } from "./half-moves.js";
import type { Cell, Line } from "./lines.js";
import { median } from "./median.js";
import { type Token, tokensOf } from "./tokens.js";

/**
 * Pages printed in two columns, as a newspaper (a table's rows run down the left half, then
 * down the right half), read in that order: each line is cut at the blank strip between the
 * halves (the gutter), and the right half becomes a page of its own after the left half, its
 * lines moved onto the left half's columns and under its lines, so that the stages after this
 * one see one table going on over a page break.
 *
 * The gutter is found from the rows themselves: a strip three or more lines leave blank, right
 * of which each of them holds a transaction row (a date, then text and money) and left of
 * which three or more lines of the document hold one too. A row printed alone on its line (the
 * halves' rows on baselines of their own) leaves blank what lies between its date and the right
 * edge of the rows of its page that stand left of it. Lines that cross the strip (a title over
 * the whole page) are left whole.
 */

/** A blank strip between two cells of a line, from the left cell's right edge to the right cell's left edge. */
interface Strip {
  x0: number;
  x1: number;
}

/** A line holding a row right of a blank strip. */
interface RightRow {
  /** The page's position in the document, and the line's on the page. */
  page: number;
  index: number;
  strip: Strip;
  /** Left edge of the row's date. */
  dateX: number;
}

/** Cells read into tokens between two pauses for other work (tens of milliseconds at the engine's bounds). */
const CELLS_BETWEEN_PAUSES = 1_000;
/** Rows, places or pairs of rows weighed between two pauses (tens of milliseconds). */
const PAIRS_BETWEEN_PAUSES = 20_000;
type Pace = (work: number) => Promise<void>;
/** Fewest rows on either side of a gutter that make a document's pages two-column. */
const MIN_ROWS = 3;
/** Farthest (in font sizes) a line above or below the rows sits from its neighbour and still belongs to the columns. */
const BAND_GAP = 3;

/** Tokens that read as a row: a date first, and text and money after it. */
function readsAsRow(tokens: readonly Token[]): boolean {
  return (
    tokens[0]?.kind === "date" &&
    tokens.some((t) => t.kind === "text") &&
    tokens.some((t) => t.kind === "money")
  );
}

/**
 * The rows a line holds right of something else: at each date standing a font size or more
 * after something that is not a date (a row's last figure, a title), when a row follows.
 */
function rightRowsOf(line: Line, tokens: readonly Token[], page: number, index: number): RightRow[] {
  const out: RightRow[] = [];
  for (let k = 1; k < tokens.length - 1; k++) {
    const t = tokens[k] as Token;
    const before = tokens[k - 1] as Token;
    if (t.kind !== "date" || t.part || before.kind === "date" || t.x0 - before.x1 < line.fontSize) continue;
    if (readsAsRow(tokens.slice(k)))
      out.push({ page, index, strip: { x0: before.x1, x1: t.x0 }, dateX: t.x0 });
  }
  return out;
}

/**
 * What one row offers a row right of it: the left part of the row (its tokens ending before a
 * cut) reads as a row once the cut passes `from`, and then ends at its last token before the cut.
 * `ends` are its tokens' right edges, in order; `ordered` when they never go back (each left part
 * is then the row's first tokens).
 */
interface RowEnds {
  t: readonly Token[];
  from: number;
  ends: number[];
  ordered: boolean;
}

function rowEnds(t: readonly Token[]): RowEnds {
  const ends = t.map((x) => x.x1);
  const ordered = ends.every((e, i) => i === 0 || e >= (ends[i - 1] as number));
  const first = (kind: Token["kind"]) => t.find((x) => x.kind === kind)?.x1 ?? Number.POSITIVE_INFINITY;
  return { t, ends, ordered, from: Math.max(ends[0] as number, first("text"), first("money")) };
}

/** Where a row's left part ends, read the long way (its tokens' ends out of order). */
function endBefore(row: RowEnds, cut: number): number | undefined {
  const left = row.t.filter((x) => x.x1 < cut);
  return readsAsRow(left) ? (left[left.length - 1] as Token).x1 : undefined;
}

/**
 * Rows alone on their lines, standing right of a page's other rows: a row (date first) whose
 * date lies more than a font size right of three or more rows of its page (on lines of their
 * own or beside other text). Its strip runs from the farthest of their ends to its date.
 *
 * Every row is weighed against every other, without comparing each pair: rows whose tokens end
 * in order are swept once by their cuts (a token counts for a cut when both it and its row's
 * `from` lie before it); the rare others are read pair by pair.
 */
async function loneRightRows(
  tokens: (readonly Token[])[],
  lines: Line[],
  page: number,
  pace: Pace,
): Promise<RightRow[]> {
  const rows = tokens.flatMap((t, index) => (readsAsRow(t) ? [{ ...rowEnds(t), index }] : []));
  const leftmost = Math.min(...rows.map((r) => (r.t[0] as Token).x0));
  // A page's leftmost rows stand right of none (every row of a page printed in one column).
  const right = rows.flatMap((r) => {
    const dateX = (r.t[0] as Token).x0;
    const fs = (lines[r.index] as Line).fontSize;
    return dateX < leftmost + fs ? [] : [{ r, cut: dateX - fs }];
  });
  right.sort((a, b) => a.cut - b.cut);
  const ordered = rows.filter((r) => r.ordered);
  const unordered = rows.filter((r) => !r.ordered);
  // Each token of an ordered row counts for the cuts past both its end and its row's `from`.
  const tokensByKey = ordered
    .flatMap((r) => r.ends.map((end) => ({ key: Math.max(end, r.from), end })))
    .sort((a, b) => a.key - b.key);
  const froms = ordered.map((r) => r.from).sort((a, b) => a - b);
  const found = new Map<number, Strip>();
  let nextToken = 0;
  let nextFrom = 0;
  let farthest = Number.NEGATIVE_INFINITY;
  for (const { r, cut } of right) {
    await pace(1 + unordered.length);
    while (nextToken < tokensByKey.length && (tokensByKey[nextToken] as { key: number }).key < cut)
      farthest = Math.max(farthest, (tokensByKey[nextToken++] as { end: number }).end);
    while (nextFrom < froms.length && (froms[nextFrom] as number) < cut) nextFrom++;
    let count = nextFrom;
    let x0 = farthest;
    for (const q of unordered) {
      const end = endBefore(q, cut);
      if (end === undefined) continue;
      count++;
      x0 = Math.max(x0, end);
    }
    if (count >= MIN_ROWS) found.set(r.index, { x0, x1: (r.t[0] as Token).x0 });
  }
  // In the page's line order, as the rows were found before.
  return rows.flatMap((r) => {
    const strip = found.get(r.index);
    return strip ? [{ page, index: r.index, strip, dateX: (r.t[0] as Token).x0 }] : [];
  });
}

/** How many of `sorted` (ascending) are below `x`, or at most `x` when `orEqual`. */
function countBelow(sorted: readonly number[], x: number, orEqual: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid] as number;
    if (v < x || (orEqual && v === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The strips right rows share, most shared first: at each place some strip covers (its two ends,
 * half a point in, and its middle), the rows whose strips cover it, and the overlap of their
 * strips; places inside a strip already given are not given again. Given one at a time, as the
 * caller takes them (it stops at the first with rows left of it).
 *
 * How many strips cover each place is counted from the strips' ends, sorted once (those starting
 * at or before it, less those ending before it), not by matching it against every row: only the
 * places given are, and the caller seldom takes more than the first.
 */
async function* sharedStrips(
  rows: RightRow[],
  pace: Pace,
): AsyncGenerator<{ strip: Strip; rows: RightRow[] }> {
  const real = rows.filter((q) => q.strip.x0 <= q.strip.x1);
  const starts = real.map((q) => q.strip.x0).sort((a, b) => a - b);
  const ends = real.map((q) => q.strip.x1).sort((a, b) => a - b);
  const places: { x: number; count: number }[] = [];
  for (const r of rows) {
    await pace(3);
    for (const x of [r.strip.x0 + 0.5, (r.strip.x0 + r.strip.x1) / 2, r.strip.x1 - 0.5]) {
      const count = countBelow(starts, x, true) - countBelow(ends, x, false);
      if (count >= MIN_ROWS) places.push({ x, count });
    }
  }
  places.sort((a, b) => b.count - a.count);
  const given: Strip[] = [];
  for (const { x } of places) {
    if (given.some((o) => o.x0 <= x && o.x1 >= x)) continue;
    await pace(rows.length);
    const sharing = rows.filter((q) => q.strip.x0 <= x && q.strip.x1 >= x);
    const strip = {
      x0: Math.max(...sharing.map((q) => q.strip.x0)),
      x1: Math.min(...sharing.map((q) => q.strip.x1)),
    };
    given.push(strip);
    yield { strip, rows: sharing };
  }
}

const crosses = (cell: Cell, strip: Strip) => cell.x0 < strip.x1 && cell.x1 > strip.x0;

/**
 * A line holding `cells` only, moved down by `dy` and each cell left by `dx(cell)` (its printed
 * place is its position minus the shift: `shift.x` its first cell's, `shift.x1` its last's).
 */
function piece(line: Line, cells: Cell[], dx: (cell: Cell) => number, dy: number): Line {
  const moved = cells.map((c) => {
    const d = dx(c);
    return d === 0 ? c : { ...c, x0: c.x0 - d, x1: c.x1 - d };
  });
  const first = moved[0] as Cell;
  const last = moved[moved.length - 1] as Cell;
  const shift = { x: first.x0 - (cells[0] as Cell).x0, y: dy };
  const out: Line = {
    ...line,
    y: line.y + shift.y,
    x0: first.x0,
    x1: last.x1,
    fontSize: Math.max(...moved.map((c) => c.fontSize)),
    cells: moved,
    text: moved.map((c) => c.text).join(" "),
  };
  const x1 = last.x1 - (cells[cells.length - 1] as Cell).x1;
  if (shift.x !== 0 || shift.y !== 0) out.shift = x1 === shift.x ? shift : { ...shift, x1 };
  return out;
}

/**
 * One page's lines read column by column: the band of lines around its right rows (up to the
 * nearest line crossing the strip or a gap wider than BAND_GAP font sizes) is cut at the strip.
 * The lines above the band and the left halves are the first page; the right halves, moved left
 * by `dx` (onto the left half's columns) and down by the page's height, and the lines under the
 * band, moved down by the page's height, are the second.
 */
function readPage(
  lines: Line[],
  rows: RightRow[],
  strip: Strip,
  dx: (cell: Cell) => number,
  height: number,
): Line[][] {
  const near = (a: Line, b: Line) => Math.abs(b.y - a.y) <= BAND_GAP * Math.max(a.fontSize, b.fontSize);
  const whole = (l: Line) => !l.cells.some((c) => crosses(c, strip));
  let from = Math.min(...rows.map((r) => r.index));
  let to = Math.max(...rows.map((r) => r.index));
  while (from > 0 && whole(lines[from - 1] as Line) && near(lines[from - 1] as Line, lines[from] as Line))
    from--;
  while (
    to < lines.length - 1 &&
    whole(lines[to + 1] as Line) &&
    near(lines[to] as Line, lines[to + 1] as Line)
  )
    to++;
  const left: Line[] = [];
  const right: Line[] = [];
  for (const line of lines.slice(from, to + 1)) {
    if (!whole(line)) {
      left.push(line);
      continue;
    }
    const l = line.cells.filter((c) => c.x1 <= strip.x0);
    const r = line.cells.filter((c) => c.x0 >= strip.x1);
    if (l.length) left.push(piece(line, l, () => 0, 0));
    if (r.length) right.push(piece(line, r, dx, height));
  }
  const under = lines.slice(to + 1).map((l) => piece(l, l.cells, () => 0, height));
  return [
    [...lines.slice(0, from), ...left],
    [...right, ...under],
  ];
}

/**
 * Pages printed in two columns read column by column (see above): each such page becomes two,
 * both keeping its page number. `heights` are the pages' heights, in page order; pages without
 * a row right of the gutter are left as they are.
 */
export async function readPageColumns(pages: Line[][], heights: number[]): Promise<Line[][]> {
  const pace = pacer(CELLS_BETWEEN_PAUSES);
  const tokens: (readonly Token[])[][] = [];
  for (const lines of pages) {
    const page: (readonly Token[])[] = [];
    for (const line of lines) {
      page.push(line.cells.length >= 3 ? tokensOf(line) : []);
      await pace(line.cells.length);
    }
    tokens.push(page);
  }
  // Rows weighed against their page's rows, and strips against each other, in sweeps (rows whose
  // tokens end out of order pair by pair): paced by the work done.
  const pairs = pacer(PAIRS_BETWEEN_PAUSES);
  const rightRows: RightRow[] = [];
  for (const [p, lines] of pages.entries()) {
    rightRows.push(...lines.flatMap((line, i) => rightRowsOf(line, tokens[p]?.[i] ?? [], p, i)));
    rightRows.push(...(await loneRightRows(tokens[p] ?? [], lines, p, pairs)));
  }
  for await (const { strip, rows } of sharedStrips(rightRows, pairs)) {
    // Left of the gutter, rows of their own: the left half of the page is a table too.
    const leftRows = tokens.flatMap((page) =>
      page.filter((t) => t.length > 0 && readsAsRow(t.filter((x) => x.x1 <= strip.x0))),
    );
    if (leftRows.length < MIN_ROWS) continue;
    const dx = median(rows.map((r) => r.dateX)) - median(leftRows.map((t) => (t[0] as Token).x0));
    const fontSize = median(rows.map((r) => ((pages[r.page] as Line[])[r.index] as Line).fontSize));
    return pages.flatMap((lines, p) => {
      const here = rows.filter((r) => r.page === p);
      if (!here.length) return [lines];
      // Each half is laid out on its own: the right half's columns meet the left half's of its page.
      const leftHere = (tokens[p] ?? [])
        .map((t) => t.filter((x) => x.x1 <= strip.x0))
        .filter((t) => t.length > 0 && readsAsRow(t));
      const rightHere = here.map((r) => (tokens[p]?.[r.index] ?? []).filter((x) => x.x0 >= strip.x1));
      const move = halfMoves(leftHere, rightHere, dx, fontSize);
      return readPage(lines, here, strip, move, heights[p] ?? 0);
    });
  }
  return pages;
}
