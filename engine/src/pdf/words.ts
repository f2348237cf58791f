import { CURRENCY_SIGNS } from "../parse/amounts.js";
import type { Glyph } from "./glyphs.js";

/** A word: glyphs on one baseline with no word gap between them. */
export interface Word {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

/**
 * Gaps (in font sizes) between neighbouring glyphs. Below NO_GAP glyphs touch (kerning); past
 * MAX_WORD_GAP they are apart whatever the font. Letter spacing shows as a cluster of gaps
 * inside words, so it falls between many glyph pairs (LETTER_SPACED of them at least); word
 * gaps fall once a word, about one pair in six.
 */
const NO_GAP = 0.06;
const MAX_WORD_GAP = 0.6;
const LETTER_SPACED = 0.25;
const MIN_SAMPLE = 5;
/** The word gap of a font that shows no letter spacing: pdf.js's own threshold, a little wider. */
const DEFAULT_WORD_GAP = 0.12;
/** Two gap sizes this far apart (as a ratio) are letter spacing and word spacing. */
const CLUSTER_RATIO = 1.6;
/** A gap this wide (in font sizes) is a word gap even in a letter-spaced font. */
const WIDE_GAP = 0.3;

function sameLine(a: Glyph, b: Glyph): boolean {
  return Math.abs(a.y - b.y) <= 0.15 * Math.max(a.size, b.size);
}

/**
 * The word gap of each font (by id and size), from the gaps between its neighbouring glyphs
 * over the whole document, gathered a page at a time (`add`). A letter-spaced font ("Pay m e nt
 * t y pe") has many small gaps inside its words: its word gap lies between those and the clearly
 * larger ones, or, when no larger ones are seen, just above them. Any other font gets the default.
 */
export class GapSample {
  readonly #gaps = new Map<string, number[]>();
  readonly #pairs = new Map<string, number>();

  add(glyphs: readonly Glyph[]): void {
    for (const line of baselines(glyphs)) {
      for (let i = 1; i < line.length; i++) {
        const a = line[i - 1] as Glyph;
        const b = line[i] as Glyph;
        if (Math.abs(a.size - b.size) > 0.2 * b.size) continue;
        const gap = (b.x0 - a.x1) / b.size;
        if (gap < -0.5 || gap > MAX_WORD_GAP) continue;
        const key = b.fontKey;
        this.#pairs.set(key, (this.#pairs.get(key) ?? 0) + 1);
        if (gap < NO_GAP) continue;
        const list = this.#gaps.get(key);
        if (list) list.push(gap);
        else this.#gaps.set(key, [gap]);
      }
    }
  }

  wordGaps(): Map<string, number> {
    const out = new Map<string, number>();
    for (const [key, list] of this.#gaps) out.set(key, gapOf(list, this.#pairs.get(key) ?? list.length));
    return out;
  }
}

/** A page's letters (spaces left out) grouped by baseline, each line left to right. */
function baselines(glyphs: readonly Glyph[]): Glyph[][] {
  const sorted = glyphs.filter((g) => !g.space).sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const lines: Glyph[][] = [];
  let line: Glyph[] = [];
  for (const g of sorted) {
    const first = line[0];
    if (first && !sameLine(first, g)) {
      lines.push(line.sort((a, b) => a.x0 - b.x0));
      line = [];
    }
    line.push(g);
  }
  if (line.length) lines.push(line.sort((a, b) => a.x0 - b.x0));
  return lines;
}

function gapOf(list: number[], pairs: number): number {
  const sorted = [...list].sort((a, b) => a - b);
  // A few gaps prove nothing: letter spacing needs a handful of them at least.
  const letterSpaced = Math.max(MIN_SAMPLE, LETTER_SPACED * pairs);
  let bestRatio = CLUSTER_RATIO;
  let split = -1;
  for (let i = 0; i + 1 < sorted.length; i++) {
    const below = sorted[i] as number;
    const ratio = (sorted[i + 1] as number) / below;
    if (ratio >= bestRatio && below >= 0.08 && i + 1 >= letterSpaced) {
      bestRatio = ratio;
      split = i;
    }
  }
  if (split >= 0)
    return Math.min(WIDE_GAP, Math.sqrt((sorted[split] as number) * (sorted[split + 1] as number)));
  if (sorted.length >= letterSpaced) {
    return Math.min(WIDE_GAP, Math.max(DEFAULT_WORD_GAP, 1.25 * (sorted[sorted.length - 1] as number)));
  }
  return DEFAULT_WORD_GAP;
}

const SIGNED = `[-+(]?[${CURRENCY_SIGNS}]?`;
const DIGITS = new RegExp(`^${SIGNED}[\\d.,']+$`);
const AMOUNT = new RegExp(`^${SIGNED}\\d{1,3}(?:([,.' ])\\d{3})*[.,]\\d{2}\\)?$`);
const WELL_FORMED = new RegExp(`^(?:${SIGNED}\\d{1,3}(?:([,.' ])\\d{3})*(?:[.,]\\d{2})?\\)?|\\d+)$`);

/**
 * Digits of one amount split by a gap ("1,281 .84", "3,0 03.49", "653.1 3"): joined when
 * together they make an amount and one part alone is no well-formed number.
 */
function joinsNumber(left: string, right: string): boolean {
  if (!DIGITS.test(left) || !/^[\d.,]+\)?$/.test(right)) return false;
  if (!AMOUNT.test(left + right)) return false;
  return !WELL_FORMED.test(left) || !WELL_FORMED.test(right) || /^[.,]/.test(right);
}

/** Letters of the scripts written right to left (Hebrew, Arabic, Syriac, Thaana, NKo, and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const LTR_LETTER = /(?![\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc])\p{L}/u;
const MARK = /\p{M}/u;
const LETTER = /\p{L}/u;

const isRtl = (g: Glyph) => g.text.charCodeAt(0) >= 0x590 && RTL_LETTER.test(g.text);

/**
 * A word of a right-to-left script in reading order, from its glyphs' texts as placed left to
 * right on the page: the word was built from its last letter first, each letter's marks before
 * it. A glyph's own text (a ligature such as lam-alef) is already in reading order.
 */
function readingOrder(word: string, glyphs: readonly string[]): string {
  if (!RTL_LETTER.test(word) || LTR_LETTER.test(word)) return word;
  const letters: string[] = [];
  let marks: string[] = [];
  for (const text of glyphs) {
    if (MARK.test(text) && !LETTER.test(text)) marks.push(text);
    else {
      letters.push(text + marks.reverse().join(""));
      marks = [];
    }
  }
  if (marks.length) letters.push(marks.reverse().join(""));
  return letters.reverse().join("");
}

/**
 * Builds words from glyphs in content order: a glyph joins the word before it when it is on
 * the same baseline, just right of it, and closer than its font's word gap (a right-to-left
 * letter also just left of the one before, as some writers draw them); spaces end words.
 * Right-to-left words are turned to reading order once built.
 */
export function buildWords(glyphs: readonly Glyph[], gaps: ReadonlyMap<string, number>): Word[] {
  const words: Word[] = [];
  let cur: (Word & { x1: number; last: Glyph; joinedByGap: boolean; rtl: boolean; glyphs: string[] }) | null =
    null;
  let splitByGap = false;
  const flush = () => {
    if (!cur) return;
    const prev = words[words.length - 1];
    if (
      prev &&
      cur.joinedByGap &&
      Math.abs(prev.y - cur.y) < 0.15 * cur.fontSize &&
      joinsNumber(prev.str, cur.str)
    ) {
      prev.str += cur.str;
      prev.width = cur.x1 - prev.x;
      prev.fontSize = Math.max(prev.fontSize, cur.fontSize);
    } else
      words.push({
        str: cur.rtl ? readingOrder(cur.str, cur.glyphs) : cur.str,
        x: cur.x,
        y: cur.y,
        width: cur.x1 - cur.x,
        fontSize: cur.fontSize,
      });
    cur = null;
  };
  for (const g of glyphs) {
    if (g.space) {
      flush();
      splitByGap = false;
      continue;
    }
    if (cur) {
      const gap: number = (g.x0 - cur.x1) / g.size;
      const limit = gaps.get(g.fontKey) ?? DEFAULT_WORD_GAP;
      if (sameLine(cur.last, g) && gap > -0.5 && gap < limit) {
        cur.str += g.text;
        cur.glyphs.push(g.text);
        cur.x1 = Math.max(cur.x1, g.x1);
        cur.fontSize = Math.max(cur.fontSize, g.size);
        cur.last = g;
        cur.rtl ||= isRtl(g);
        continue;
      }
      const leftGap = (cur.x - g.x1) / g.size;
      if (sameLine(cur.last, g) && isRtl(g) && isRtl(cur.last) && leftGap > -0.5 && leftGap < limit) {
        cur.str = g.text + cur.str;
        cur.glyphs.unshift(g.text);
        cur.x = Math.min(cur.x, g.x0);
        cur.fontSize = Math.max(cur.fontSize, g.size);
        cur.last = g;
        continue;
      }
      splitByGap = sameLine(cur.last, g) && gap >= 0 && gap < MAX_WORD_GAP;
      flush();
    }
    cur = {
      str: g.text,
      x: g.x0,
      y: g.y,
      width: 0,
      x1: g.x1,
      fontSize: g.size,
      last: g,
      joinedByGap: splitByGap,
      rtl: isRtl(g),
      glyphs: [g.text],
    };
    splitByGap = false;
  }
  flush();
  return words;
}
