import type { OcrWord } from "./types.js";

/**
 * A word this many times taller than wide is print turned on its side, when at least TURNED_RUN
 * of them stand one over another (a form number up the margin); one such word alone is upright
 * print a speck made tall (`in` with a speck over it).
 */
const TURNED = 1.3;
const TURNED_RUN = 3;

const NOT_ALNUM = /[^\p{L}\p{N}]/gu;

/** A page's words read strip by strip: each strip's words in its own pixels, `top` rows down the page. */
export interface StripWords {
  top: number;
  words: OcrWord[];
}

interface Placed {
  w: OcrWord;
  left: number;
  right: number;
  top: number;
  height: number;
}

/** How far two boxes overlap across (negative when apart). */
const across = (a: { left: number; right: number }, b: { left: number; right: number }) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left);

/**
 * Tall words in runs one over another: sharing a column, each no further from the next than a
 * line of the turned print (its words' width) apart.
 */
function runs(tall: Placed[]): Placed[][] {
  const near = (a: Placed, b: Placed) =>
    across(a, b) > 0 &&
    Math.max(a.top, b.top) - Math.min(a.top + a.height, b.top + b.height) <=
      Math.max(a.right - a.left, b.right - b.left);
  const seen = new Set<Placed>();
  const out: Placed[][] = [];
  for (const start of tall) {
    if (seen.has(start)) continue;
    seen.add(start);
    const run = [start];
    for (let i = 0; i < run.length; i++) {
      for (const o of tall) {
        if (!seen.has(o) && near(run[i] as Placed, o)) {
          seen.add(o);
          run.push(o);
        }
      }
    }
    out.push(run);
  }
  return out;
}

/**
 * The strips' words without print turned on its side. The text layer leaves such text out
 * (pdf/glyphs.ts), and read as words beside a table they make rows of it. Turned words are
 * taller than wide, of two letters or figures or more, and stand in a run of TURNED_RUN or more
 * one over another (`runs`), looked for over the whole page (the strips cut a form number up
 * the margin into pieces); a word of the run's column no wider than tall (`71`, the end of the
 * number, or a piece left alone in the next strip) is part of it, up to a word's height past the
 * run's ends.
 */
export function withoutTurnedPrint(strips: StripWords[]): OcrWord[][] {
  const onPage = strips.flatMap(({ top, words }) =>
    words.map((w) => ({ w, left: w.left, right: w.right, height: w.bottom - w.top, top: w.top + top })),
  );
  const printed = onPage.filter((p) => p.w.text.replace(NOT_ALNUM, "").length >= 2);
  const tall = printed.filter((p) => p.height > TURNED * (p.right - p.left));
  const turned = new Set<OcrWord>();
  for (const run of runs(tall)) {
    if (run.length < TURNED_RUN) continue;
    // The run's column, reaching a word's height beyond its ends.
    const reach = Math.max(...run.map((o) => o.height));
    const column = {
      left: Math.min(...run.map((o) => o.left)),
      right: Math.max(...run.map((o) => o.right)),
      top: Math.min(...run.map((o) => o.top)) - reach,
      bottom: Math.max(...run.map((o) => o.top + o.height)) + reach,
    };
    for (const o of printed) {
      const inColumn =
        across(o, column) * 2 > o.right - o.left && o.top < column.bottom && o.top + o.height > column.top;
      if (inColumn && o.height >= o.right - o.left) turned.add(o.w);
    }
  }
  return strips.map(({ words }) => words.filter((w) => !turned.has(w)));
}
