/**
 * Glyphs with their positions, from a page's pdf.js operator list. pdf.js's own text content
 * merges glyphs into runs and inserts a space wherever the gap between two glyphs passes a
 * fixed share of the font size, so letter-spaced words arrive as "Pay m e nt" and real word
 * gaps are lost; here every glyph keeps its own box, and words are built from the gaps later
 * (words.ts). The text state machine follows PDF 32000-1 section 9 as pdf.js's canvas does.
 */

/** One drawn character, in top-down page coordinates (y = baseline distance from the top). */
export interface Glyph {
  text: string;
  x0: number;
  /** x0 plus the glyph's advance (without character or word spacing). */
  x1: number;
  y: number;
  /** Font size on the page: the text matrix's vertical scale times the font size. */
  size: number;
  /** The font's name (else its id in the document), to compare gaps within one font. */
  font: string;
  /** The font as pdf.js loaded it (two subsets of one typeface are two fonts): whose map the glyph went through. */
  fontId: string;
  /** The font and its size on the page, as words.ts groups gaps. */
  fontKey: string;
  /** A space character (word boundary), drawn or not. */
  space: boolean;
}

/** The operator numbers used here (pdf.js's OPS table). */
export interface TextOps {
  save: number;
  restore: number;
  transform: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  beginText: number;
  setTextMatrix: number;
  moveText: number;
  setLeadingMoveText: number;
  nextLine: number;
  setLeading: number;
  setCharSpacing: number;
  setWordSpacing: number;
  setHScale: number;
  setTextRise: number;
  setFont: number;
  showText: number;
}

export interface OperatorList {
  fnArray: ArrayLike<number>;
  argsArray: ArrayLike<unknown>;
}

/** What the interpreter needs of a loaded font. */
export interface FontFacts {
  /** PostScript name, e.g. "ABCDEF+Arial-BoldMT" (a subset prefix is ignored). */
  name?: string;
  fontMatrix?: number[];
  isType3Font?: boolean;
  vertical?: boolean;
}

export type Matrix = [number, number, number, number, number, number];

interface RawGlyph {
  unicode?: string;
  width?: number;
  isSpace?: boolean;
}

interface TextState {
  ctm: Matrix;
  tm: Matrix;
  x: number;
  y: number;
  lineX: number;
  lineY: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  font: string;
  fontId: string;
  size: number;
  direction: 1 | -1;
  fontMatrix: Matrix;
  type3: boolean;
  vertical: boolean;
  /** Where the current matrices and font put text, worked out at the first showText after a change. */
  placement: Placement | null;
}

/** What a showText needs of the text state that changes only with the matrices or the font. */
interface Placement {
  /** The text matrix times the CTM. */
  m: Matrix;
  upright: boolean;
  size: number;
  fontKey: string;
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const FONT_MATRIX: Matrix = [0.001, 0, 0, 0.001, 0, 0];
const NEEDS_NORMALISING = /[\u0250-\u{10ffff}]/u;
/**
 * Thai fonts draw tone marks and vowels shifted clear of each other as private-use glyphs
 * (U+F700-U+F71A, the convention of Windows and Apple Thai fonts), which their maps pass on:
 * each stands for the Thai character it shifts.
 */
const THAI_SHIFTED = /[\uf700-\uf71a]/gu;
const THAI_OF_SHIFTED = [
  0x0e10, 0x0e34, 0x0e35, 0x0e36, 0x0e37, 0x0e48, 0x0e49, 0x0e4a, 0x0e4b, 0x0e4c, 0x0e48, 0x0e49, 0x0e4a,
  0x0e4b, 0x0e4c, 0x0e0d, 0x0e31, 0x0e4d, 0x0e47, 0x0e48, 0x0e49, 0x0e4a, 0x0e4b, 0x0e4c, 0x0e38, 0x0e39,
  0x0e3a,
];

/** A glyph's characters as text: compatibility forms folded (NFKC), Thai shifted forms unshifted. */
function normalise(u: string): string {
  return u
    .replace(THAI_SHIFTED, (c) => String.fromCharCode(THAI_OF_SHIFTED[c.charCodeAt(0) - 0xf700] as number))
    .normalize("NFKC");
}

export function multiply(m: Matrix, n: ArrayLike<number>): Matrix {
  const a = n[0] ?? 1;
  const b = n[1] ?? 0;
  const c = n[2] ?? 0;
  const d = n[3] ?? 1;
  const e = n[4] ?? 0;
  const f = n[5] ?? 0;
  return [
    m[0] * a + m[2] * b,
    m[1] * a + m[3] * b,
    m[0] * c + m[2] * d,
    m[1] * c + m[3] * d,
    m[0] * e + m[2] * f + m[4],
    m[1] * e + m[3] * f + m[5],
  ];
}

export function asMatrix(value: unknown): Matrix | null {
  const v = value as ArrayLike<unknown> | null | undefined;
  if (!v || typeof v.length !== "number" || v.length < 6) return null;
  for (let i = 0; i < v.length; i++) if (!Number.isFinite(v[i])) return null;
  return [v[0], v[1], v[2], v[3], v[4], v[5]] as Matrix;
}

/** Whether String.prototype.trim removes the character `code` (below U+0250). */
const isBlankLatin = (code: number) => code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0;

function num(args: unknown, i: number): number {
  const v = (args as ArrayLike<unknown> | null)?.[i];
  return typeof v === "number" && Number.isFinite(v) ? v : 0;
}

/**
 * Runs the text operators of `ops` and returns every glyph drawn upright (rotated, mirrored and
 * vertical text is not table text and is left out), in content-stream order.
 */
export function pageGlyphs(
  ops: OperatorList,
  OPS: TextOps,
  viewport: ArrayLike<number>,
  fontOf: (id: string) => FontFacts | undefined,
): Glyph[] {
  const out: Glyph[] = [];
  let st: TextState = {
    ctm: asMatrix(viewport) ?? IDENTITY,
    tm: IDENTITY,
    x: 0,
    y: 0,
    lineX: 0,
    lineY: 0,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
    font: "",
    fontId: "",
    size: 0,
    direction: 1,
    fontMatrix: FONT_MATRIX,
    type3: false,
    vertical: false,
    placement: null,
  };
  // The operator numbers as plain values: pdf.js's OPS table is a large object, slow to read in a switch.
  const op = textOps(OPS);
  const stack: TextState[] = [];
  const { fnArray, argsArray } = ops;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    switch (fn) {
      case op.save:
      case op.paintFormXObjectBegin:
        stack.push({ ...st });
        if (fn === op.paintFormXObjectBegin) {
          const m = asMatrix(args?.[0]);
          if (m) [st.ctm, st.placement] = [multiply(st.ctm, m), null];
        }
        break;
      case op.restore:
      case op.paintFormXObjectEnd:
        st = stack.pop() ?? st;
        break;
      case op.transform: {
        const m = asMatrix(args);
        if (m) [st.ctm, st.placement] = [multiply(st.ctm, m), null];
        break;
      }
      case op.beginText:
        st.tm = IDENTITY;
        st.placement = null;
        st.x = st.lineX = 0;
        st.y = st.lineY = 0;
        break;
      case op.setTextMatrix:
        st.tm = asMatrix(args?.[0]) ?? asMatrix(args) ?? IDENTITY;
        st.placement = null;
        st.x = st.lineX = 0;
        st.y = st.lineY = 0;
        break;
      case op.setLeadingMoveText:
        st.leading = num(args, 1);
        st.lineX += num(args, 0);
        st.lineY += num(args, 1);
        st.x = st.lineX;
        st.y = st.lineY;
        break;
      case op.moveText:
        st.lineX += num(args, 0);
        st.lineY += num(args, 1);
        st.x = st.lineX;
        st.y = st.lineY;
        break;
      case op.nextLine:
        st.lineY += st.leading;
        st.x = st.lineX;
        st.y = st.lineY;
        break;
      case op.setLeading:
        st.leading = -num(args, 0);
        break;
      case op.setCharSpacing:
        st.charSpacing = num(args, 0);
        break;
      case op.setWordSpacing:
        st.wordSpacing = num(args, 0);
        break;
      case op.setHScale:
        st.hScale = num(args, 0) / 100;
        break;
      case op.setTextRise:
        st.rise = num(args, 0);
        break;
      case op.setFont: {
        const id = String(args?.[0] ?? "");
        const facts = fontOf(id);
        const size = num(args, 1);
        st.font = typeof facts?.name === "string" ? facts.name.replace(/^[A-Z]{6}\+/, "") : id;
        st.fontId = id;
        st.size = Math.abs(size);
        st.direction = size < 0 ? -1 : 1;
        st.fontMatrix = asMatrix(facts?.fontMatrix) ?? FONT_MATRIX;
        st.type3 = facts?.isType3Font === true;
        st.vertical = facts?.vertical === true;
        st.placement = null;
        break;
      }
      case op.showText:
        showText(st, args?.[0], out);
        break;
    }
  }
  return out;
}

function placementOf(st: TextState): Placement {
  const m = multiply(st.ctm, st.tm);
  const upright =
    !st.vertical &&
    m[0] > 0 &&
    Math.abs(m[1]) <= 0.05 * Math.abs(m[0]) &&
    Math.abs(m[2]) <= 0.05 * Math.abs(m[3]);
  const size = st.size * Math.hypot(m[2], m[3]);
  return { m, upright, size, fontKey: `${st.font}@${Math.round(size * 4)}` };
}

/** The operator numbers in an object of their own (pdf.js's OPS table is large and slow to read). */
function textOps(OPS: TextOps): TextOps {
  return {
    save: OPS.save,
    restore: OPS.restore,
    transform: OPS.transform,
    paintFormXObjectBegin: OPS.paintFormXObjectBegin,
    paintFormXObjectEnd: OPS.paintFormXObjectEnd,
    beginText: OPS.beginText,
    setTextMatrix: OPS.setTextMatrix,
    moveText: OPS.moveText,
    setLeadingMoveText: OPS.setLeadingMoveText,
    nextLine: OPS.nextLine,
    setLeading: OPS.setLeading,
    setCharSpacing: OPS.setCharSpacing,
    setWordSpacing: OPS.setWordSpacing,
    setHScale: OPS.setHScale,
    setTextRise: OPS.setTextRise,
    setFont: OPS.setFont,
    showText: OPS.showText,
  };
}

/** Draws one showText's glyphs (TJ numbers move the pen) and advances the text position. */
function showText(st: TextState, glyphs: unknown, out: Glyph[]): void {
  if (!Array.isArray(glyphs) || st.size === 0) return;
  st.placement ??= placementOf(st);
  const { m, upright, size, fontKey } = st.placement;
  const scale = st.hScale * st.direction;
  const widthScale = st.size * st.fontMatrix[0];
  let advance = 0;
  for (const g of glyphs as (RawGlyph | number)[]) {
    if (typeof g === "number") {
      advance -= (g * st.size) / 1000;
      continue;
    }
    const space = g.isSpace === true || g.unicode === " ";
    const spacing = (space ? st.wordSpacing : 0) + st.charSpacing;
    const width = (g.width ?? 0) * widthScale;
    if (upright && g.unicode) {
      const gx = st.x + advance * scale;
      const gy = st.y + st.rise;
      const ex = st.x + (advance + width) * scale;
      const u = g.unicode;
      // One Latin character (nearly every glyph) needs no normalising and no general trim.
      const latin = u.length === 1 && u.charCodeAt(0) < 0x250;
      const text = latin || !NEEDS_NORMALISING.test(u) ? u : normalise(u);
      out.push({
        text,
        x0: m[0] * gx + m[2] * gy + m[4],
        x1: m[0] * ex + m[2] * gy + m[4],
        y: m[1] * gx + m[3] * gy + m[5],
        size,
        font: st.font,
        fontId: st.fontId,
        fontKey,
        space: space || (latin ? isBlankLatin(u.charCodeAt(0)) : text.trim() === ""),
      });
    }
    advance += st.type3 ? width + spacing : width + spacing * st.direction;
  }
  st.x += advance * scale;
}
