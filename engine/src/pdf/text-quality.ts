import type { PdfText } from "./read-pdf.js";

export interface TextQuality {
  /** Letters and digits over the whole document. */
  meaningfulChars: number;
  /** Pages with almost no text (an image-only page has none). */
  emptyPages: number;
  /** Share of non-space characters that cannot be real text (control, private-use, unassigned). */
  badRatio: number;
  /** Share of non-space characters that are ASCII letters or digits. */
  asciiRatio: number;
  /** Share of letters that belong to the document's main script. */
  mainScriptRatio: number;
}

const MIN_CHARS_PER_PAGE = 25;
const BAD = /[\p{Cc}\p{Co}\p{Cn}\p{Cs}\uFFFD]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function scriptOf(ch: string): string {
  const c = ch.codePointAt(0) ?? 0;
  if (c < 0x250) return "latin";
  if (c >= 0x370 && c < 0x400) return "greek";
  if (c >= 0x400 && c < 0x530) return "cyrillic";
  if (c >= 0x590 && c < 0x600) return "hebrew";
  if (c >= 0x600 && c < 0x700) return "arabic";
  if (c >= 0x3040 && c < 0x3100) return "kana";
  if (c >= 0x4e00 && c < 0xa000) return "han";
  if (c >= 0xac00 && c < 0xd7b0) return "hangul";
  if (c >= 0x1e00 && c < 0x1f00) return "latin";
  return `other-${c >> 7}`;
}

export function measureTextQuality(text: PdfText): TextQuality {
  let meaningful = 0;
  let nonSpace = 0;
  let bad = 0;
  let ascii = 0;
  let letters = 0;
  let emptyPages = 0;
  const scripts = new Map<string, number>();
  for (const page of text.pages) {
    let pageChars = 0;
    for (const item of page.items) {
      for (const ch of item.str) {
        if (ch === " " || ch === "\u00a0" || ch === "\t") continue;
        nonSpace++;
        const c = ch.charCodeAt(0);
        if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
          ascii++;
          meaningful++;
          pageChars++;
          if (c >= 65) {
            letters++;
            scripts.set("latin", (scripts.get("latin") ?? 0) + 1);
          }
          continue;
        }
        if (BAD.test(ch)) {
          bad++;
          continue;
        }
        if (LETTER_OR_DIGIT.test(ch)) {
          meaningful++;
          pageChars++;
          if (/\p{L}/u.test(ch)) {
            letters++;
            const s = scriptOf(ch);
            scripts.set(s, (scripts.get(s) ?? 0) + 1);
          }
        }
      }
    }
    if (pageChars < MIN_CHARS_PER_PAGE) emptyPages++;
  }
  const main = Math.max(0, ...scripts.values());
  return {
    meaningfulChars: meaningful,
    emptyPages,
    badRatio: nonSpace ? bad / nonSpace : 0,
    asciiRatio: nonSpace ? ascii / nonSpace : 0,
    mainScriptRatio: letters ? main / letters : 1,
  };
}

/** No usable text layer: an image-only scan, or glyphs that decode to garbage. */
export function isUnreadable(q: TextQuality, pageCount: number): boolean {
  if (q.meaningfulChars < MIN_CHARS_PER_PAGE * Math.max(1, pageCount) * 0.5) return true;
  if (q.badRatio > 0.2) return true;
  // Script soup: real text has one dominant script (and statements are full of ASCII digits).
  return q.asciiRatio < 0.35 && q.mainScriptRatio < 0.7;
}
