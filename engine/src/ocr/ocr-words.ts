import { median } from "../layout/median.js";
import { CURRENCY_SIGNS, parseAmount } from "../parse/amounts.js";
import { isDateText } from "../parse/dates.js";
import type { PdfTextItem } from "../pdf/read-pdf.js";
import type { OcrWord } from "./types.js";

/** Letters that reach below the baseline: the boxes of words holding them do not end on it. */
const DESCENDS = /[gjpqy,;()[\]{}|@$]/;
const ALNUM = /[\p{L}\p{N}]/u;
/** Dust and speck marks OCR reads as quotes, guillemets, dots or degrees before a word (or stars before a figure). */
const LEADING_SPECKS = new RegExp(
  `^(?:[.,:;'"‘’“”«»°\`]+(?=[\\p{L}\\p{N}${CURRENCY_SIGNS}(+-])|\\*+(?=[\\p{N}${CURRENCY_SIGNS}(]))`,
  "u",
);
/** ... and after an amount's cents ("$54.58." where a speck follows the figure). */
const TRAILING_SPECKS = /(?<=\d[.,]\d\d\)?)[.,:;'"‘’“”«»°`]+$/;
/**
 * A dash before an amount signed by a minus after it (`-33,90-`): a figure is printed with one
 * sign, and a speck before it is read as the other.
 */
const SECOND_MINUS = /^[-~–—](?=\d{1,3}(?:[.,' ]?\d{3})*[.,]\d\d-$)/;
/** A word box's height over the font size (between cap height, ~0.72, and ascender to descender). */
const HEIGHT_PER_EM = 0.78;
/** ... for a word that descends ("($1,550.22)"), and how far below the baseline its box ends. */
const DESCENDING_HEIGHT_PER_EM = 0.95;
const DESCENT_PER_EM = 0.21;
/** Each line's font size is kept within these multiples of the page's typical one. */
const SIZE_RANGE = [0.7, 1.4] as const;

/**
 * A sign printed as a word of its own between words: a rate's `@` (`1,250.00 @ 1.0842`). With `&`,
 * `#` and `%` kept too, crescent-02-150dpi lost 26 of its 49 rows (not looked into).
 */
const SIGN_WORD = /^@$/;

/** A lone character OCR is this unsure of is a speck read as a letter or digit. */
const SPECK_CONFIDENCE = 0.6;

/** ... and so is a lone character less than this share of the print's usual height. */
const SPECK_HEIGHT = 0.6;

/** A word space, over the height of a word's box (a third of an em, the box about 0.78 em tall). */
const SPACE_PER_HEIGHT = 0.4;

const area = (w: OcrWord) => Math.max(1, (w.right - w.left) * (w.bottom - w.top));

/** The share of `a`'s box that `b`'s box covers. */
function covered(a: OcrWord, b: OcrWord): number {
  const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return x > 0 && y > 0 ? (x * y) / area(a) : 0;
}

/** A word space and a half over a word box's height: the furthest a figure's first digit stands from the rest. */
const LONE_GAP_PER_HEIGHT = 0.6;

/** A word beginning with a group of three digits and a separator: the rest of a figure grouped by spaces ("528,88"). */
const THOUSANDS_ON = /^\d{3}[.,' ]/;

/**
 * True when a lone digit read unsurely begins the figure after it: print of the word's height
 * beside the next word of its line, no further than a word space from it, that reads with it as
 * a date (`7` before `ott 2025`) or as an amount grouped by spaces (`6` before `528,88`). A
 * scan's grain makes Tesseract unsure of a short word (0.07 to 0.59 for these), where a speck
 * read as a character is smaller than the print or stands apart from it.
 */
function leadsFigure(w: OcrWord, words: OcrWord[]): boolean {
  if (!/^\d$/.test(w.text)) return false;
  const h = w.bottom - w.top;
  let next: OcrWord | null = null;
  for (const o of words)
    if (o !== w && o.left > w.right && overlap(w, o) > 0.5 && (!next || o.left < next.left)) next = o;
  if (!next || next.left - w.right > LONE_GAP_PER_HEIGHT * h) return false;
  if (Math.abs(next.top - w.top) > 0.2 * h || Math.abs(next.bottom - w.bottom) > 0.2 * h) {
    // A month's name may reach below the figures' foot ("Sep"): its top is enough.
    if (!/^\p{L}/u.test(next.text) || Math.abs(next.top - w.top) > 0.2 * h) return false;
  }
  const joined = `${w.text} ${next.text}`;
  if (/^\p{L}/u.test(next.text)) return isDateText(joined);
  return THOUSANDS_ON.test(next.text) && parseAmount(joined) !== null;
}

/**
 * The words that are print: specks and stray marks dropped, speck marks trimmed off words, and of
 * two readings of the same print (one box mostly over the other, whichever is larger: a reading's
 * box may take in a speck beside the print) the surer one kept.
 */
function printedWords(words: OcrWord[]): OcrWord[] {
  const height = median(words.map((w) => w.bottom - w.top));
  const out: OcrWord[] = [];
  // Each word's line as the OCR engine read it: its words are different print, whatever their boxes.
  const lineOf = new Map<OcrWord, number>();
  let line = 0;
  for (const w of words) {
    if (w.startsLine) line++;
    const text = w.text.replace(LEADING_SPECKS, "").replace(TRAILING_SPECKS, "").replace(SECOND_MINUS, "");
    // A mark with no letter or digit is a speck (or a rule) to OCR: no table cell is made of one;
    // but a sign print sets between words (`1,250.00 @ 1.0842`), read surely at the print's height, is print.
    const sign =
      SIGN_WORD.test(text) && w.confidence >= SPECK_CONFIDENCE && w.bottom - w.top >= SPECK_HEIGHT * height;
    if (!ALNUM.test(text) && !sign) continue;
    if (
      !sign &&
      text.length === 1 &&
      (w.bottom - w.top < SPECK_HEIGHT * height ||
        (w.confidence < SPECK_CONFIDENCE && !leadsFigure(w, words)))
    )
      continue;
    const kept = { ...w, text };
    lineOf.set(kept, line);
    out.push(kept);
  }
  // Two readings as sure and as large (a piece read again as the strip read it) are one: the first
  // is kept. Two words of one line the engine read are two, even where a box takes in its
  // neighbour (`Aug` boxed over `Aug 25`).
  return out.filter(
    (w, i) =>
      !out.some(
        (o, j) =>
          o !== w &&
          lineOf.get(o) !== lineOf.get(w) &&
          Math.max(covered(w, o), covered(o, w)) > 0.5 &&
          (o.confidence > w.confidence ||
            (o.confidence === w.confidence && (area(o) > area(w) || (area(o) === area(w) && j < i)))),
      ),
  );
}

/** How much of the shorter of two vertical spans they share, 0 to 1. */
export function overlap(a: { top: number; bottom: number }, b: { top: number; bottom: number }): number {
  const shared = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return shared / Math.max(1, Math.min(a.bottom - a.top, b.bottom - b.top));
}

/**
 * The words grouped into the page's lines by their boxes (not by the engine's own lines, which
 * split a table row at its columns): a word joins the line whose words' span it shares most of.
 */
function linesOf(words: OcrWord[]): OcrWord[][] {
  const sorted = printedWords(words).sort((a, b) => a.top + a.bottom - b.top - b.bottom);
  const lines: { span: { top: number; bottom: number }; words: OcrWord[] }[] = [];
  for (const w of sorted) {
    let best: (typeof lines)[number] | null = null;
    let bestShare = 0.5;
    for (let i = lines.length - 1; i >= 0 && i >= lines.length - 3; i--) {
      const line = lines[i] as (typeof lines)[number];
      const share = overlap(line.span, w);
      if (share > bestShare) [best, bestShare] = [line, share];
    }
    if (best) {
      best.words.push(w);
      const tops = best.words.map((x) => x.top);
      const bottoms = best.words.map((x) => x.bottom);
      best.span = { top: median(tops), bottom: median(bottoms) };
    } else lines.push({ span: { top: w.top, bottom: w.bottom }, words: [w] });
  }
  return lines.map((l) => apart(l.words.sort((a, b) => a.left - b.left)));
}

/**
 * A line's words side by side: the layout reads words printed over one another as two lines
 * (layout/lines.ts), and two words of one line of print are never that. Boxes of neighbours that
 * overlap by less than half the narrower one (a piece read again takes in a sliver of the margin
 * around it, `Amt.` reaching back into `Deposit`) are cut apart where they meet; a box reaching
 * further over the next word (`Aug` boxed over `Aug 25`, `Date` over `Date / Time`) ends a word
 * space before that word starts, where its print ends is not known (and the two stay two words).
 */
function apart(line: OcrWord[]): OcrWord[] {
  const out = line.map((w) => ({ ...w }));
  for (let i = 1; i < out.length; i++) {
    const a = out[i - 1] as OcrWord;
    const b = out[i] as OcrWord;
    const shared = a.right - b.left;
    if (shared <= 0 || b.left <= a.left) continue;
    if (shared * 2 < Math.min(a.right - a.left, b.right - b.left)) {
      const cut = Math.round((a.right + b.left) / 2);
      a.right = cut;
      b.left = cut;
    } else a.right = Math.max(a.left + 1, b.left - Math.round(SPACE_PER_HEIGHT * (b.bottom - b.top)));
  }
  return out;
}

/**
 * OCR words (pixels of an image at `dpi`, `top` rows down the page) as the text items the text
 * layer gives: each line's words share one baseline (the median bottom of its words that do not
 * descend) and one font size (from its words' heights, kept near the page's), in points from
 * the top of the page.
 */
export function wordsToItems(words: OcrWord[], dpi: number, top = 0): PdfTextItem[] {
  const pt = 72 / dpi;
  const lines = linesOf(words).map((line) => {
    const flat = line.filter((w) => !DESCENDS.test(w.text));
    if (flat.length) {
      const size = median(flat.map((w) => w.bottom - w.top)) / HEIGHT_PER_EM;
      return { line, baseline: median(flat.map((w) => w.bottom)), size };
    }
    const size = median(line.map((w) => w.bottom - w.top)) / DESCENDING_HEIGHT_PER_EM;
    return { line, baseline: median(line.map((w) => w.bottom)) - DESCENT_PER_EM * size, size };
  });
  const typical = median(lines.map((l) => l.size));
  const items: PdfTextItem[] = [];
  for (const { line, baseline, size } of lines) {
    const fontSize = Math.min(Math.max(size, typical * SIZE_RANGE[0]), typical * SIZE_RANGE[1]) * pt;
    for (const w of line) {
      items.push({
        str: w.text,
        x: w.left * pt,
        y: (top + baseline) * pt,
        width: (w.right - w.left) * pt,
        fontSize: Math.max(1, fontSize),
        confidence: w.confidence,
      });
    }
  }
  return items;
}
