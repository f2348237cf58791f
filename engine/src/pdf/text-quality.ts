import type { Glyph } from "./glyphs.js";

/**
 * What a page's text layer is worth, judged from its glyphs: whether each maps to a real
 * character (through the font's ToUnicode map or encoding), never whether its words are known.
 * Text in any script is text, and so are words no dictionary holds.
 *
 * - `text`: a usable text layer (read from it);
 * - `image`: little or no text, and the page draws an image: a scan (for OCR to read);
 * - `garbage`: glyphs that map to no real character (fonts without a usable map), and too few
 *   that do: the text layer cannot be read (nor trusted);
 * - `blank`: nothing drawn that could hold text.
 */
export type PageVerdict = "text" | "image" | "garbage" | "blank";

export interface PageLayer {
  verdict: PageVerdict;
  /** Glyphs drawn, spaces left out. */
  glyphs: number;
  /** Glyphs of mapped fonts that are real characters (letters, digits, marks, punctuation, symbols). */
  mapped: number;
  /** Glyphs that are no character (control, private-use, unassigned), and every glyph of an unmapped font. */
  unmapped: number;
  /** Names of the fonts whose glyphs on this page do not map to characters. */
  unmappedFonts: string[];
  /** Images the page draws (measured before reading), or null where not known. */
  images: number | null;
}

/** Real characters a page needs to count as text, whatever else it draws (an image, fine print). */
const MIN_CHARS = 25;
/** A font whose glyphs on a page are more than this share no-characters has no usable map. */
const MAX_BAD_SHARE = 0.1;
/** Letters of one font before their scripts are weighed, and the scatter that marks a soup. */
const SOUP_MIN_LETTERS = 12;
const SOUP_MIN_SCRIPTS = 4;
const SOUP_TOP_SHARE = 0.5;

/** No character at all: control, private-use, unassigned or surrogate code points, U+FFFD. */
const NOT_A_CHARACTER = /[\p{Cc}\p{Co}\p{Cn}\p{Cs}\uFFFD]/u;
const REAL = /[\p{L}\p{N}\p{M}\p{P}\p{S}]/u;
const LETTER = /\p{L}/u;

/**
 * Scripts letters are written in. Han, kana and Bopomofo are one (Japanese mixes them in a word);
 * letters of any script not listed are grouped by their 128-code block.
 */
const SCRIPTS: [string, RegExp][] = [
  ["Latin", /\p{sc=Latin}/u],
  ["Greek", /\p{sc=Greek}/u],
  ["Cyrillic", /\p{sc=Cyrillic}/u],
  ["Armenian", /\p{sc=Armenian}/u],
  ["Hebrew", /\p{sc=Hebrew}/u],
  ["Arabic", /[\p{sc=Arabic}\p{sc=Syriac}\p{sc=Thaana}]/u],
  ["Indic", /[\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}\p{sc=Gujarati}\p{sc=Oriya}]/u],
  ["Dravidian", /[\p{sc=Tamil}\p{sc=Telugu}\p{sc=Kannada}\p{sc=Malayalam}\p{sc=Sinhala}]/u],
  ["Thai", /[\p{sc=Thai}\p{sc=Lao}]/u],
  ["Georgian", /\p{sc=Georgian}/u],
  ["Hangul", /\p{sc=Hangul}/u],
  ["CJK", /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Bopomofo}]/u],
];
const scriptCache = new Map<string, string>();

function scriptOf(letter: string): string {
  if (letter.charCodeAt(0) < 0x80) return "Latin";
  let script = scriptCache.get(letter);
  if (script === undefined) {
    script =
      SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0] ??
      `block-${(letter.codePointAt(0) ?? 0) >> 7}`;
    scriptCache.set(letter, script);
  }
  return script;
}

interface FontTally {
  glyphs: number;
  bad: number;
  real: number;
  letters: Map<string, number>;
}

/**
 * Glyphs are told by their font as pdf.js loaded it: one font may have a ToUnicode map and
 * another subset of the same typeface none.
 */
function tallyFonts(glyphs: readonly Glyph[]): Map<string, FontTally> {
  const fonts = new Map<string, FontTally>();
  for (const g of glyphs) {
    if (g.space) continue;
    let tally = fonts.get(g.fontId);
    if (!tally) {
      tally = { glyphs: 0, bad: 0, real: 0, letters: new Map() };
      fonts.set(g.fontId, tally);
    }
    tally.glyphs++;
    const code = g.text.charCodeAt(0);
    // Printable ASCII (nearly every glyph of a statement) is a real character.
    if (g.text.length === 1 && code > 0x20 && code < 0x7f) {
      tally.real++;
      if ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a)
        tally.letters.set("Latin", (tally.letters.get("Latin") ?? 0) + 1);
    } else if (NOT_A_CHARACTER.test(g.text)) tally.bad++;
    else if (REAL.test(g.text)) {
      tally.real++;
      if (LETTER.test(g.text)) {
        const script = scriptOf(g.text);
        tally.letters.set(script, (tally.letters.get(script) ?? 0) + 1);
      }
    }
  }
  return fonts;
}

/**
 * A font has no usable map on this page when many of its glyphs are no character (pdf.js shows
 * an unmapped glyph as its code: control characters, digits and spaces most of all), or when
 * its letters scatter over unrelated scripts (glyph numbers read as code points).
 */
function isUnmapped(t: FontTally): boolean {
  if (t.bad > MAX_BAD_SHARE * t.glyphs) return true;
  let letters = 0;
  let top = 0;
  for (const n of t.letters.values()) {
    letters += n;
    top = Math.max(top, n);
  }
  return letters >= SOUP_MIN_LETTERS && t.letters.size >= SOUP_MIN_SCRIPTS && top < SOUP_TOP_SHARE * letters;
}

/**
 * Judges a page's text layer from its glyphs, and keeps the glyphs worth reading: those of
 * mapped fonts that are characters (the words of an unmapped font would be noise beside a
 * readable table). `images` is what the page draws, as the work meter measured it, and
 * `knownUnmapped` tells the fonts found to have no map before reading (font-maps.ts).
 */
export function judgePage(
  glyphs: readonly Glyph[],
  images: number | null,
  knownUnmapped: (fontId: string) => boolean = () => false,
): { layer: PageLayer; kept: Glyph[] } {
  const fonts = tallyFonts(glyphs);
  const unmappedIds = new Set<string>();
  const unmappedFonts = new Set<string>();
  let drawn = 0;
  let mapped = 0;
  let unmapped = 0;
  for (const [id, tally] of fonts) {
    drawn += tally.glyphs;
    if (knownUnmapped(id) || isUnmapped(tally)) {
      unmappedIds.add(id);
      unmapped += tally.glyphs;
    } else {
      mapped += tally.real;
      unmapped += tally.bad;
    }
  }
  for (const g of glyphs) if (unmappedIds.has(g.fontId)) unmappedFonts.add(g.font);
  const kept =
    unmapped === 0
      ? (glyphs as Glyph[])
      : glyphs.filter((g) => !unmappedIds.has(g.fontId) && (g.space || !NOT_A_CHARACTER.test(g.text)));
  const layer: PageLayer = {
    verdict: verdictOf(mapped, unmapped, images ?? 0),
    glyphs: drawn,
    mapped,
    unmapped,
    unmappedFonts: [...unmappedFonts],
    images,
  };
  return { layer, kept };
}

function verdictOf(mapped: number, unmapped: number, images: number): PageVerdict {
  if (mapped >= MIN_CHARS) return "text";
  if (images > 0) return "image";
  if (unmapped > mapped) return "garbage";
  return mapped > 0 ? "text" : "blank";
}

/** True when some page has a usable text layer: only a file with none is a scan. */
export function hasTextLayer(layers: readonly PageLayer[]): boolean {
  return layers.some((l) => l.verdict === "text");
}
