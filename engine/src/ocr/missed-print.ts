import { median } from "../layout/median.js";
import { cropAround } from "./crop.js";
import { otsuThreshold } from "./deskew.js";
import { whitenPaper } from "./paper.js";
import type { GreyImage, OcrReader, OcrWord, PixelBox } from "./types.js";

/** Print this far from a word's box (in ems of the print) belongs to it. */
const WORD_MARGIN_EM = 0.15;
/** Marks closer than this across (ems) are one piece of print: a word's letters, a date's figures. */
const JOIN_EM = 0.45;
/** A piece of print is as tall as a line's letters: between these shares of the words' height. */
const HEIGHT_RANGE = [0.6, 1.6] as const;
/** ... at least this wide for its height (a lone figure "4" is about half as wide as tall). */
const MIN_ASPECT = 0.35;
/** ... at most this wide (ems): a cell, not a rule or a shaded bar across the page. */
const MAX_WIDTH_EM = 12;
/**
 * ... with ink in this share of its box: not a faint smudge or a few specks, not a filled bar
 * (bold print from a coarse scan, thickened by the blur of its upscaling, inks two thirds of its box).
 */
const INK_RANGE = [0.12, 0.75] as const;
/** At most this many pieces are read again per strip (each is a short read). */
const MOST = 40;
/**
 * A word read with less confidence than this does not cover its print: it is read again (specks
 * read as letters over a figure; `121.46` at 0.45 where the print says `-121.46`, read again 0.85).
 */
const UNREAD_CONFIDENCE = 0.6;
/**
 * Nor does a word read with less confidence than SURE whose box is taller than a line's print
 * (HEIGHT_RANGE): it took in a speck or the line under it (`38` over two lines' `09`, `-08/27`
 * with a speck before it), and its print is read again.
 */
const SURE = 0.9;
/**
 * Nor does a figure without a point read less surely than SURE: the OCR engine drops a decimal
 * point it is unsure of (`472` at 0.67 where the print says `4.72`, read again 0.95; `2012` at
 * 0.79 for `20.12`), and its print is read again.
 */
const BARE_FIGURE = /^\d{3,}$/;
/** A piece is read with this much of the strip around it (ems): the white OCR needs at its edges. */
const PIECE_MARGIN_EM = 0.35;
/** A word read in a piece is kept when the OCR engine is at least this sure of it. */
const PIECE_CONFIDENCE = 0.5;
/** A piece read less surely than this (its least sure word) is read again on white paper. */
const SURE_PIECE = 0.8;

/**
 * The print the OCR engine's page layout left out: Tesseract drops short cells standing alone in a
 * column (a table's day numbers under a "Day" header, an amount on a line of its own), which it
 * takes for noise. Ink no word covers is joined into pieces of print; a piece as tall as the
 * words' letters, wide enough and inked enough to be print (not a speck, a rule or a smudge) is
 * given back to be read on its own. Nothing is given back for a strip with no words (no height
 * of print to compare with).
 */
export function missedPrint(image: GreyImage, words: OcrWord[], em = printHeight(words)): PixelBox[] {
  if (words.length === 0) return [];
  if (!(em >= 6)) return [];
  const { width, height, data } = image;
  const threshold = otsuThreshold(image);
  // Cells of about a sixth of an em: a cell is inked when a pixel in it is print no word covers.
  const cell = Math.max(2, Math.round(em / 6));
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const covered = new Uint8Array(width * height);
  const margin = Math.round(WORD_MARGIN_EM * em);
  // A word the engine is hardly sure of is no reading of its print (specks read as letters over
  // a figure): that print is read again too, and of the two readings the surer is kept (ocr-words.ts).
  for (const w of words) {
    if (w.confidence < UNREAD_CONFIDENCE) continue;
    if (w.confidence < SURE && w.bottom - w.top > HEIGHT_RANGE[1] * em) continue;
    if (w.confidence < SURE && BARE_FIGURE.test(w.text)) continue;
    const y0 = Math.max(0, w.top - margin);
    const y1 = Math.min(height, w.bottom + margin);
    const x0 = Math.max(0, w.left - margin);
    const x1 = Math.min(width, w.right + margin);
    for (let y = y0; y < y1; y++) covered.fill(1, y * width + x0, y * width + x1);
  }
  const ink = new Uint16Array(cols * rows);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const cr = Math.floor(y / cell) * cols;
    for (let x = 0; x < width; x++) {
      if ((data[row + x] as number) < threshold && !covered[row + x]) {
        const c = cr + Math.floor(x / cell);
        ink[c] = (ink[c] as number) + 1;
      }
    }
  }
  const join = Math.max(1, Math.round((JOIN_EM * em) / cell));
  return sameLine(pieces(ink, cols, rows, join), join, Math.ceil((MAX_WIDTH_EM * em) / cell))
    .map((p) => ({
      left: p.c0 * cell,
      top: p.r0 * cell,
      right: Math.min(width, (p.c1 + 1) * cell),
      bottom: Math.min(height, (p.r1 + 1) * cell),
      ink: p.ink,
    }))
    .filter((p) => {
      const h = p.bottom - p.top;
      const w = p.right - p.left;
      return (
        h >= HEIGHT_RANGE[0] * em &&
        h <= HEIGHT_RANGE[1] * em + 2 * cell &&
        w >= MIN_ASPECT * h &&
        w <= MAX_WIDTH_EM * em &&
        p.ink >= INK_RANGE[0] * w * h &&
        p.ink <= INK_RANGE[1] * w * h
      );
    })
    .slice(0, MOST)
    .map(({ left, top, right, bottom }) => ({ left, top, right, bottom }));
}

interface Piece {
  c0: number;
  r0: number;
  c1: number;
  r1: number;
  ink: number;
}

/** Inked cells joined into pieces: touching cells, and cells up to `join` apart along a row. */
function pieces(ink: Uint16Array, cols: number, rows: number, join: number): Piece[] {
  const seen = new Uint8Array(cols * rows);
  const out: Piece[] = [];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const p: Piece = { c0: cols, r0: rows, c1: -1, r1: -1, ink: 0 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop() as number;
      const r = Math.floor(i / cols);
      const c = i - r * cols;
      p.c0 = Math.min(p.c0, c);
      p.c1 = Math.max(p.c1, c);
      p.r0 = Math.min(p.r0, r);
      p.r1 = Math.max(p.r1, r);
      p.ink += ink[i] as number;
      for (let dr = -1; dr <= 1; dr++) {
        const rr = r + dr;
        if (rr < 0 || rr >= rows) continue;
        const reach = dr === 0 ? join : 1;
        for (let dc = -reach; dc <= reach; dc++) {
          const cc = c + dc;
          if (cc < 0 || cc >= cols) continue;
          const j = rr * cols + cc;
          if (ink[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    out.push(p);
  }
  return out;
}

/**
 * Pieces of one line up to `join` cells apart joined, up to `most` cells wide: a date's point (or
 * a figure's foot) nearer the next figure than the last keeps the date whole, which the joining
 * of cells along a row alone split at the point ("09.07" and ".2022"). Two pieces are of one line
 * when the shorter one's rows lie mostly within the other's.
 */
function sameLine(found: Piece[], join: number, most: number): Piece[] {
  const out = [...found].sort((a, b) => a.c0 - b.c0);
  for (let i = 0; i < out.length; i++) {
    const a = out[i] as Piece;
    for (let j = i + 1; j < out.length; j++) {
      const b = out[j] as Piece;
      if (b.c0 - a.c1 - 1 > join) break;
      const shared = Math.min(a.r1, b.r1) - Math.max(a.r0, b.r0) + 1;
      const shorter = Math.min(a.r1 - a.r0, b.r1 - b.r0) + 1;
      if (shared * 2 <= shorter || Math.max(a.c1, b.c1) - a.c0 + 1 > most) continue;
      Object.assign(a, {
        c1: Math.max(a.c1, b.c1),
        r0: Math.min(a.r0, b.r0),
        r1: Math.max(a.r1, b.r1),
        ink: a.ink + b.ink,
      });
      out.splice(j, 1);
      j = i;
    }
  }
  return out;
}

/**
 * The words of the print a strip's reading left out (`missedPrint`), each piece read again on its
 * own as one line of print.
 */
export async function readMissedPrint(
  ocr: OcrReader,
  image: GreyImage,
  words: OcrWord[],
  dpi: number,
): Promise<OcrWord[]> {
  const em = printHeight(words);
  const found: OcrWord[] = [];
  for (const piece of missedPrint(image, words, em))
    found.push(...(await readPiece(ocr, image, piece, em, dpi)));
  return found;
}

/**
 * Reads a piece of a strip on its own, as one line of print, with a margin of the strip around it;
 * the words whose middle lies in the piece come back in the strip's pixels.
 */
async function readPiece(
  ocr: OcrReader,
  image: GreyImage,
  piece: PixelBox,
  em: number,
  dpi: number,
): Promise<OcrWord[]> {
  const { image: crop, left, top } = cropAround(image, piece, Math.round(PIECE_MARGIN_EM * em));
  const piecesWords = (words: OcrWord[]) =>
    words
      .map((w) => ({
        ...w,
        left: w.left + left,
        right: w.right + left,
        top: w.top + top,
        bottom: w.bottom + top,
      }))
      .filter((w) => {
        const x = (w.left + w.right) / 2;
        const y = (w.top + w.bottom) / 2;
        return x >= piece.left && x <= piece.right && y >= piece.top && y <= piece.bottom;
      });
  let words = piecesWords(await ocr.recognise(crop, dpi, "line"));
  // Read unsurely, the piece is read again with its paper made white (paper.ts): the grain of a
  // scan's paper garbles short figures (`7.71` read as `UAL`, then `TA`; a monospaced `20.12.` as
  // `20512:` at 0.62), which Tesseract reads surely on white. The white reading is kept when it is
  // surer and the first would not be kept at all, or when it is sure (SURE): read on white, a
  // header's `Amount` (0.67) came out `Arhount` (0.81).
  if (leastSure(words) < SURE_PIECE) {
    const white = whitenPaper({ ...crop, data: crop.data.slice() });
    const again = piecesWords(await ocr.recognise(white, dpi, "line"));
    const surer = leastSure(again) > leastSure(words);
    if (surer && (leastSure(words) < PIECE_CONFIDENCE || leastSure(again) >= SURE)) words = again;
  }
  return words.filter((w) => w.confidence >= PIECE_CONFIDENCE);
}

/** The confidence of a reading's least sure word (0 for no words). */
function leastSure(words: OcrWord[]): number {
  return words.length ? Math.min(...words.map((w) => w.confidence)) : 0;
}

/** The height of the words' print, in pixels (the median of their boxes). */
function printHeight(words: OcrWord[]): number {
  return median(words.map((w) => w.bottom - w.top));
}
