import type { Line } from "../layout/lines.js";
import { tokensOf } from "../layout/tokens.js";

/**
 * Details printed above their row (a description's continuation lines over its dated line):
 * told by spacing, the lines between two rows sitting closer to the row below them than to the
 * row above, on most rows of a table. Then the lines right over a table's first row that sit in
 * its description column are that row's, not the table's header or what comes before it.
 */

/** Farthest a detail line sits from the line under it, in font sizes (as rows.ts attaches them). */
const MAX_GAP = 2.6;
/** Most detail lines one row prints above itself. */
const MOST_LINES = 4;

/**
 * Lines without money that do not start with a date: what a row's details are made of (a date
 * and time inside one, "FILIALE 112 12/05 18:16", is a detail's).
 */
const plainText = (line: Line) => {
  const tokens = tokensOf(line);
  return tokens[0]?.kind === "text" && tokens.every((t) => t.kind !== "money");
};

/**
 * True when the rows at `rows` (indexes into `lines`, top to bottom) print their details above
 * themselves: of the runs of plain lines between two rows, more sit nearer the row below.
 */
export function detailsPrintedAbove(lines: Line[], rows: number[], fontSize: number): boolean {
  let above = 0;
  let below = 0;
  for (let k = 1; k < rows.length; k++) {
    const upper = lines[rows[k - 1] as number] as Line;
    const lower = lines[rows[k] as number] as Line;
    const between = lines.slice((rows[k - 1] as number) + 1, rows[k] as number);
    const first = between[0];
    const last = between[between.length - 1];
    if (!first || !last || !between.every(plainText)) continue;
    const gapAfterUpper = first.y - upper.y;
    const gapBeforeLower = lower.y - last.y;
    if (gapBeforeLower < gapAfterUpper - 0.12 * fontSize) above++;
    else if (gapAfterUpper < gapBeforeLower - 0.12 * fontSize) below++;
  }
  return above > below;
}

/**
 * How many lines right over the row at `row` are its details: plain lines starting at the
 * description column's left edge (`textX`), each close over the next.
 */
export function detailLinesOver(lines: Line[], row: number, textX: number, fontSize: number): number {
  return linesOver(
    lines,
    row,
    MOST_LINES,
    MAX_GAP * fontSize,
    (l) => Math.abs(l.x0 - textX) <= fontSize && plainText(l),
  );
}

/**
 * How many lines right over the line at `row` (`most` at the most) are `fits`, going up from it:
 * each on its page, no page furniture, and at most `maxGap` (points) over the line under it.
 */
export function linesOver(
  lines: Line[],
  row: number,
  most: number,
  maxGap: number,
  fits: (line: Line) => boolean,
): number {
  let n = 0;
  for (let j = row - 1; j >= 0 && n < most; j--) {
    const l = lines[j] as Line;
    const under = lines[j + 1] as Line;
    if (l.page !== under.page || l.furniture || under.y - l.y > maxGap || !fits(l)) break;
    n++;
  }
  return n;
}
