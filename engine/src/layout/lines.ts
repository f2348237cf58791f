import { CURRENCY_CODES, CURRENCY_SIGNS, CURRENCY_SYMBOLS, parseAmount } from "../parse/amounts.js";
import type { PdfPage, PdfTextItem } from "../pdf/read-pdf.js";

/** A run of text on one line whose words sit close together: usually one table cell. */
export interface Cell {
  text: string;
  x0: number;
  x1: number;
  fontSize: number;
}

/** Text that shares a baseline, split into cells at wide gaps. */
export interface Line {
  page: number;
  /** Baseline, from the top of the page. */
  y: number;
  x0: number;
  x1: number;
  fontSize: number;
  cells: Cell[];
  text: string;
  /**
   * Page furniture: "repeat" for the same text at the same place on many pages (running
   * header, watermark), "pattern" for text differing only in digits ("Page 2 of 4").
   */
  furniture: false | "repeat" | "pattern";
  /**
   * How far the line was moved from where it is printed (page-columns.ts: the right column of
   * a page printed in two is read under the left one); its printed place is its position minus this.
   * `x1`, when its cells moved by different distances, is its last cell's (`x` its first's).
   */
  shift?: { x: number; y: number; x1?: number };
}

interface Fragment extends Cell {
  y: number;
}

/** Gap (in font sizes) above which two runs on a line are separate cells. */
const CELL_GAP = 1.0;
/** Gap (in font sizes) below which two runs are one word (kerning, ligature splits). */
const GLUE_GAP = 0.12;

/** Gap (in font sizes) wider than a word space: two numbers this far apart are separate values. */
const NUMBER_GAP = 0.5;
const NUMBER_TOKEN = new RegExp(`^[-+(]?[${CURRENCY_SIGNS}]?\\d[\\d.,/:'-]*\\)?$`);

/**
 * True when a run ending in a number (an amount, a date) is followed by one starting with a
 * number, unless the two are the digit groups of one amount written with spaces ("10 662,91")
 * or a date's day and year ("Oct 01, 2026").
 */
function numberMeetsNumber(left: string, right: string): boolean {
  const last = left.slice(left.lastIndexOf(" ") + 1);
  const first = right.split(" ", 1)[0] ?? "";
  if (!NUMBER_TOKEN.test(last) || !NUMBER_TOKEN.test(first)) return false;
  // A date's year after its day and comma ("Oct 01," "2026"), set apart by a monospaced space.
  if (last.endsWith(",") && /^(19|20)\d{2}$/.test(first)) return false;
  return !(LEADING_GROUP.test(last) && NEXT_GROUPS.test(first) && parseAmount(`${last} ${first}`) !== null);
}

const LEADING_GROUP = new RegExp(`^[-+(]?[${CURRENCY_SIGNS}]?\\d{1,3}$`);
const NEXT_GROUPS = /^\d{3}(?:[ .,']\d{3})*[.,]\d{2}\)?-?$/;

/** Splits an item at runs of two or more spaces, estimating each part's position. */
export function fragmentsOf(item: PdfTextItem): Fragment[] {
  const { str } = item;
  const charWidth = str.length ? item.width / str.length : 0;
  const out: Fragment[] = [];
  const re = /\S+(?: \S+)*/g;
  for (let m = re.exec(str); m; m = re.exec(str)) {
    const x0 = item.x + m.index * charWidth;
    out.push({
      text: m[0],
      x0,
      x1: x0 + m[0].length * charWidth,
      y: item.y,
      fontSize: item.fontSize,
    });
  }
  return out;
}

interface LineBuild {
  /** Mean baseline of the fragments so far: cells of a row may sit a little above or below it. */
  y: number;
  fontSize: number;
  frags: Fragment[];
}

/**
 * Farthest (in font sizes) a fragment's baseline may sit from its line's mean baseline. Some
 * producers draw a row's cells up to 1.5pt apart; distinct lines of text are a font size apart.
 */
const BASELINE_TOLERANCE = 0.4;

function overlapsAny(frags: Fragment[], f: Fragment): boolean {
  for (const g of frags) if (f.x0 < g.x1 - 0.5 && f.x1 > g.x0 + 0.5) return true;
  return false;
}

/** Groups a page's text items into lines (by baseline) and cells (by horizontal gaps). */
export function buildLines(page: PdfPage): Line[] {
  const frags: Fragment[] = [];
  for (const item of page.items) for (const f of fragmentsOf(item)) frags.push(f);
  frags.sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const builds: LineBuild[] = [];
  for (const f of frags) {
    let target: LineBuild | undefined;
    let best = Number.POSITIVE_INFINITY;
    for (let i = builds.length - 1; i >= 0; i--) {
      const b = builds[i] as LineBuild;
      if (b.y < f.y - 12) break;
      const tol = BASELINE_TOLERANCE * Math.min(b.fontSize, f.fontSize) + 0.3;
      const dy = Math.abs(b.y - f.y);
      if (dy <= tol && dy < best && !overlapsAny(b.frags, f)) {
        best = dy;
        target = b;
      }
    }
    if (target) {
      target.y += (f.y - target.y) / (target.frags.length + 1);
      target.frags.push(f);
      target.fontSize = Math.max(target.fontSize, f.fontSize);
    } else builds.push({ y: f.y, fontSize: f.fontSize, frags: [f] });
  }
  builds.sort((a, b) => a.y - b.y);
  return builds.map((b) => toLine(page.number, b));
}

function toLine(page: number, b: LineBuild): Line {
  const frags = b.frags.sort((p, q) => p.x0 - q.x0);
  const cells: Cell[] = [];
  let cur: Cell | undefined;
  for (const f of frags) {
    if (cur) {
      const fs = Math.max(cur.fontSize, f.fontSize);
      const gap = f.x0 - cur.x1;
      if (gap < CELL_GAP * fs && !(gap >= NUMBER_GAP * fs && numberMeetsNumber(cur.text, f.text))) {
        cur.text += gap < GLUE_GAP * fs ? f.text : ` ${f.text}`;
        cur.x1 = Math.max(cur.x1, f.x1);
        cur.fontSize = fs;
        continue;
      }
    }
    cur = { text: f.text, x0: f.x0, x1: f.x1, fontSize: f.fontSize };
    cells.push(cur);
  }
  attachCurrencyMarks(cells);
  const first = cells[0];
  const last = cells[cells.length - 1];
  return {
    page,
    y: b.y,
    x0: first ? first.x0 : 0,
    x1: last ? last.x1 : 0,
    fontSize: b.fontSize,
    cells,
    text: cells.map((c) => c.text).join(" "),
    furniture: false,
  };
}

/** Farthest (in font sizes) a lone currency mark sits left of its amount ("$      12.50"). */
const MARK_GAP = 8;

/**
 * Joins a currency mark printed apart at the left of a money cell ("$" at the column's
 * left edge, the number right-aligned) to its number. The cell keeps the number's position,
 * which is what places it in its column.
 */
function attachCurrencyMarks(cells: Cell[]): void {
  for (let i = cells.length - 2; i >= 0; i--) {
    const mark = cells[i] as Cell;
    const next = cells[i + 1] as Cell;
    if (!(mark.text in CURRENCY_SYMBOLS) && !CURRENCY_CODES.has(mark.text)) continue;
    if (next.x0 - mark.x1 > MARK_GAP * Math.max(mark.fontSize, next.fontSize)) continue;
    const joined = `${mark.text}${next.text}`;
    const amount = parseAmount(joined);
    if (!amount || amount.currency === null || parseAmount(next.text)?.currency) continue;
    next.text = joined;
    cells.splice(i, 1);
  }
}
