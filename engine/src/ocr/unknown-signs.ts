import { CURRENCY_SIGNS } from "../parse/amounts.js";
import { otsuThreshold } from "./deskew.js";
import type { GreyImage, OcrWord, PixelBox } from "./types.js";

/**
 * A currency sign the OCR model has no letter for (the rupee's ₹, the naira's ₦, the tenge's ₸...)
 * is read as whatever it looks most like: `%` or `X` now, a digit then (`₹149.40` as `2149.40`,
 * `₹1,22,861.44` as `31,22,861.44`), and a digit read in its place makes the amount wrong. The
 * sign is read from its shape instead, against the page's own print: the first glyphs of the
 * amounts that were read with a lead the model could not make a figure of (`%1,23,456.78`) show
 * what the sign looks like; a figure read first is the sign when its glyph looks like them and
 * less like that figure's glyphs elsewhere on the page (the same figure inside other numbers). Such
 * leads are written as `¤`, the generic currency sign, which parse/amounts.ts reads as a currency
 * sign of no known currency. No digit is dropped on arithmetic: only a glyph unlike the figure it
 * was read as is.
 */

/**
 * An amount as OCR reads it, with what stands before its figures (a sign, a misread sign or
 * nothing), and specks before it or after it (`*X1,29,054.60`, `%1,32,569.54,`).
 */
const AMOUNT = /^[.,:;'"‘’“”`*]*([^\d\s]?)(\d{1,3}(?:[,.' ]\d{2,3})*[.,]\d{2}|\d+[.,]\d{2})(-?)[.,'"‘’`]?$/;
/** Leads that are themselves: signs and currency signs. */
const KNOWN_LEAD = new RegExp(`^[-+(${CURRENCY_SIGNS}]$`);
/** A word of figures and their separators (amounts, dates, references): where figures are learnt. */
const FIGURES = /^[\d.,/:'-]+$/;
/** The normalised glyph: this many cells across and down. */
const GRID_W = 8;
const GRID_H = 12;
/** Glyphs read as the unknown sign needed before its shape is trusted. */
const MIN_SIGNS = 3;
/** Glyphs of one figure needed to say what it looks like. */
const MIN_FIGURES = 2;
/**
 * Glyphs nearer than this (distance(): cells' mean difference plus proportions) are one glyph:
 * one sign's, printed again and scanned with its own noise, measured 0.02 to 0.13 apart on a
 * 200-dpi scan, and a figure 0.47 to 0.54 from it.
 */
const SAME_GLYPH = 0.25;
/** A glyph is the sign only when it is this much nearer the sign than the figure it was read as. */
const NEARER = 0.75;

interface Glyph {
  box: PixelBox;
  /** Ink share of each grid cell, 0 to 1. */
  cells: Float32Array;
}

/** A row of a word with less ink than this share of its width is above or below its print (a speck). */
const ROW_INK = 0.05;
/** A run of inked columns this many typical glyphs wide is glyphs touching (blur, a speck between). */
const JOINED = 1.6;

/** A word's print: the rows its letters stand on, and its runs of inked columns over those rows. */
interface Runs {
  top: number;
  bottom: number;
  runs: [number, number][];
}

/**
 * The runs of inked columns of a word, counted over its print's rows only (the longest stretch of
 * rows with ink across the word), so that a speck above or below joins no glyphs.
 */
export function runsOf(image: GreyImage, box: PixelBox, threshold: number): Runs {
  const left = Math.max(0, box.left);
  const right = Math.min(image.width, box.right);
  const { data, width } = image;
  const inked = (y: number, x0: number, x1: number) => {
    let ink = 0;
    for (let x = x0; x < x1; x++) if ((data[y * width + x] as number) < threshold) ink++;
    return ink;
  };
  const most = Math.max(2, (right - left) * ROW_INK);
  const [top, bottom] = longestStretch(
    Math.max(0, box.top),
    Math.min(image.height, box.bottom),
    (y) => inked(y, left, right) >= most,
  );
  const runs: [number, number][] = [];
  let start = -1;
  for (let x = left; x <= right; x++) {
    let ink = 0;
    if (x < right)
      for (let y = top; y < bottom && ink === 0; y++) if ((data[y * width + x] as number) < threshold) ink++;
    if (ink > 0 && start < 0) start = x;
    if (ink === 0 && start >= 0) {
      runs.push([start, x]);
      start = -1;
    }
  }
  return { top, bottom, runs };
}

/** The longest stretch [from, to) of positions where `on` holds, a gap of one position allowed. */
function longestStretch(from: number, to: number, on: (i: number) => boolean): [number, number] {
  let best: [number, number] = [from, from];
  let start = -1;
  let last = -1;
  for (let i = from; i <= to; i++) {
    if (i < to && on(i)) {
      if (start < 0 || i - last > 2) start = i;
      last = i;
      if (last + 1 - start > best[1] - best[0]) best = [start, last + 1];
    }
  }
  return best;
}

/**
 * The glyphs of a word's runs, left to right, each cut to its inked rows; a run `typical` glyphs
 * wide or more (glyphs touching) is cut into as many at its palest columns.
 */
export function glyphsOf(image: GreyImage, word: Runs, threshold: number, typical: number): Glyph[] {
  const { data, width } = image;
  const ink = (x: number) => {
    let n = 0;
    for (let y = word.top; y < word.bottom; y++) if ((data[y * width + x] as number) < threshold) n++;
    return n;
  };
  const pieces: [number, number][] = [];
  for (const [x0, x1] of word.runs) {
    const parts = x1 - x0 >= typical * JOINED ? Math.round((x1 - x0) / typical) : 1;
    let from = x0;
    for (let k = 1; k < parts; k++) {
      // The palest column within a third of a glyph of where the cut should be.
      const at = x0 + Math.round(((x1 - x0) * k) / parts);
      let cut = at;
      for (
        let x = Math.max(from + 1, at - Math.round(typical / 3));
        x <= Math.min(x1 - 1, at + Math.round(typical / 3));
        x++
      ) {
        if (ink(x) < ink(cut)) cut = x;
      }
      pieces.push([from, cut]);
      from = cut;
    }
    pieces.push([from, x1]);
  }
  const out: Glyph[] = [];
  for (const [x0, x1] of pieces) {
    const [y0, y1] = longestStretch(word.top, word.bottom, (y) => {
      for (let x = x0; x < x1; x++) if ((data[y * width + x] as number) < threshold) return true;
      return false;
    });
    if (y1 <= y0) continue;
    const box = { left: x0, right: x1, top: y0, bottom: y1 };
    out.push({ box, cells: cellsOf(image, box, threshold) });
  }
  return out;
}

/** The ink share of each cell of the box cut into GRID_W x GRID_H. */
function cellsOf(image: GreyImage, box: PixelBox, threshold: number): Float32Array {
  const cells = new Float32Array(GRID_W * GRID_H);
  const counts = new Float32Array(GRID_W * GRID_H);
  const w = box.right - box.left;
  const h = box.bottom - box.top;
  for (let y = box.top; y < box.bottom; y++) {
    const cy = Math.min(GRID_H - 1, Math.floor(((y - box.top) * GRID_H) / h));
    for (let x = box.left; x < box.right; x++) {
      const cx = Math.min(GRID_W - 1, Math.floor(((x - box.left) * GRID_W) / w));
      const i = cy * GRID_W + cx;
      counts[i] = (counts[i] as number) + 1;
      if ((image.data[y * image.width + x] as number) < threshold) cells[i] = (cells[i] as number) + 1;
    }
  }
  for (let i = 0; i < cells.length; i++) cells[i] = (cells[i] as number) / Math.max(1, counts[i] as number);
  return cells;
}

/** How unlike two glyphs are: their cells' mean difference, and their shapes' proportions. */
function distance(a: Glyph, b: Glyph): number {
  let sum = 0;
  for (let i = 0; i < a.cells.length; i++) sum += Math.abs((a.cells[i] as number) - (b.cells[i] as number));
  const aspect = (g: Glyph) => (g.box.right - g.box.left) / Math.max(1, g.box.bottom - g.box.top);
  return sum / a.cells.length + Math.abs(Math.log(aspect(a) / aspect(b))) / 4;
}

/** The glyph nearest all the others (the most typical of them). */
function medoid(glyphs: Glyph[]): Glyph {
  let best = glyphs[0] as Glyph;
  let bestSum = Number.POSITIVE_INFINITY;
  for (const g of glyphs) {
    const sum = glyphs.reduce((n, o) => n + distance(g, o), 0);
    if (sum < bestSum) [best, bestSum] = [g, sum];
  }
  return best;
}

/** The glyphs that are letters or figures (not a separator's dot or comma, a little mark low down). */
function tallGlyphs(glyphs: Glyph[]): Glyph[] {
  const heights = glyphs.map((g) => g.box.bottom - g.box.top).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)] ?? 0;
  return glyphs.filter((g) => g.box.bottom - g.box.top >= height * 0.6);
}

/**
 * The strips' words with the leads of amounts that are a currency sign unknown to the model
 * written `¤` (see above). Strips are a page's: its print, in one font and size, is compared
 * across them. Words are changed only on a page with at least MIN_SIGNS amounts whose lead the
 * model read as no figure and whose glyphs agree.
 */
export function readUnknownSigns(strips: { image: GreyImage; words: OcrWord[] }[]): OcrWord[][] {
  const out = strips.map((s) => [...s.words]);
  // Each word of figures once, as an amount where it reads as one.
  const found: { strip: number; word: number; amount: RegExpExecArray | null }[] = [];
  for (const [strip, { words }] of strips.entries()) {
    for (const [word, w] of words.entries()) {
      const amount = AMOUNT.exec(w.text);
      if (amount || FIGURES.test(w.text)) found.push({ strip, word, amount });
    }
  }
  const unknownLead = (a: RegExpExecArray | null) => Boolean(a?.[1]) && !KNOWN_LEAD.test(a?.[1] ?? "");
  // Most pages have no such sign: nothing is drawn out of their print.
  if (found.filter((f) => unknownLead(f.amount)).length < MIN_SIGNS) return out;
  const thresholds = strips.map((s) => otsuThreshold(s.image));
  const inked = found.map((f) => {
    const { image, words } = strips[f.strip] as { image: GreyImage; words: OcrWord[] };
    return { ...f, runs: runsOf(image, words[f.word] as OcrWord, thresholds[f.strip] as number) };
  });
  const widths = inked.flatMap((f) => f.runs.runs.map(([a, b]) => b - a)).sort((a, b) => a - b);
  // Most runs are one figure (a dot or a comma is one of four or more glyphs of an amount).
  const glyphWidth = widths[Math.floor(widths.length / 2)] ?? 0;
  const leads: { strip: number; word: number; amount: RegExpExecArray; glyph: Glyph; read: string }[] = [];
  const figures = new Map<string, Glyph[]>();
  for (const { strip, word, amount, runs } of inked) {
    const { image, words } = strips[strip] as { image: GreyImage; words: OcrWord[] };
    const tall = tallGlyphs(glyphsOf(image, runs, thresholds[strip] as number, glyphWidth));
    // The characters that are glyphs as tall as print: an amount's lead and figures (not its
    // separators or the specks around it), a figure word's figures and letters.
    const chars = amount
      ? [...(amount[1] ?? ""), ...(amount[2] ?? "").replace(/[,.' ]/g, "")]
      : [...(words[word] as OcrWord).text].filter((c) => /[\p{L}\p{N}]/u.test(c));
    // Only where each glyph is one character: a sign the model left out (`161.43` over `₹161.43`)
    // has its glyph first but no character for it.
    if (tall.length !== chars.length) continue;
    if (amount && !KNOWN_LEAD.test(amount[1] ?? "") && tall.length >= 2) {
      leads.push({ strip, word, amount, glyph: tall[0] as Glyph, read: chars[0] as string });
    }
    // Figures are learnt past the first glyph (which may be a sign read as a figure).
    for (let k = 1; k < chars.length; k++) {
      const c = chars[k] as string;
      if (!/\d/.test(c)) continue;
      const list = figures.get(c) ?? [];
      list.push(tall[k] as Glyph);
      figures.set(c, list);
    }
  }
  const signs = leads.filter((l) => !/\d/.test(l.read)).map((l) => l.glyph);
  if (signs.length < MIN_SIGNS) return out;
  const sign = medoid(signs);
  if (signs.filter((g) => distance(g, sign) <= SAME_GLYPH).length < MIN_SIGNS) return out;
  // Each figure's typical glyph, worked out for the figures leads were read as only.
  const typical = new Map<string, Glyph | null>();
  const typicalOf = (figure: string) => {
    if (!typical.has(figure)) {
      const glyphs = figures.get(figure) ?? [];
      typical.set(figure, glyphs.length >= MIN_FIGURES ? medoid(glyphs) : null);
    }
    return typical.get(figure) ?? null;
  };
  for (const { strip, word, amount, glyph, read } of leads) {
    const toSign = distance(glyph, sign);
    if (toSign > SAME_GLYPH) continue;
    if (/\d/.test(read)) {
      const figure = typicalOf(read);
      if (!figure || toSign >= distance(glyph, figure) * NEARER) continue;
    }
    const [, misread = "", digits = "", minus = ""] = amount;
    const w = out[strip]?.[word] as OcrWord;
    (out[strip] as OcrWord[])[word] = { ...w, text: `¤${misread ? digits : digits.slice(1)}${minus}` };
  }
  return out;
}
