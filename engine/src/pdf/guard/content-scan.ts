import { latin1, literalStringEnd, skipSpace, tokenEnd } from "./syntax.js";

/**
 * What interpreting one content stream (a page's, a form's, a Type3 glyph's) costs pdf.js's text
 * extraction, measured on the decoded stream without running it: operators, how deep the
 * graphics state (`q`), text objects (`BT`) and marked content (`BMC`/`BDC`) nest, the text its
 * text-showing operators carry, and which forms (`Do`) and fonts (`Tf`) it calls on.
 */
export interface ContentCost {
  operators: number;
  /** `q` operators met while another `q` was open: each costs pdf.js time that grows with depth. */
  nestedSaves: number;
  maxSaveDepth: number;
  maxTextDepth: number;
  maxMarkedDepth: number;
  /** Deepest nesting of arrays and dictionaries among the operands. */
  maxOperandDepth: number;
  /** Text-showing operators (Tj, TJ, ', "): each may become a text item. */
  textRuns: number;
  /** Most string bytes one text-showing operator shows (a bound on its glyphs). */
  longestRun: number;
  /** String bytes all text-showing operators show. */
  textBytes: number;
  /** Inline images (`BI` ... `EI`). */
  inlineImages: number;
  /** Form or image names invoked with `Do`, and how often. */
  invokes: Map<string, number>;
  /**
   * The deepest graphics-state depth (`q` open) at which each name is invoked: a form's own
   * nesting adds to the depth at its call, not to its siblings' (pdf.js clones the caller's state).
   */
  invokeDepth: Map<string, number>;
  /** Pattern names set as colour (`scn`, `SCN`), and how often: a tiling pattern is content too. */
  patterns: Map<string, number>;
  /** Font names selected with `Tf`. */
  fonts: Set<string>;
}

export function emptyCost(): ContentCost {
  return {
    operators: 0,
    nestedSaves: 0,
    maxSaveDepth: 0,
    maxTextDepth: 0,
    maxMarkedDepth: 0,
    maxOperandDepth: 0,
    textRuns: 0,
    longestRun: 0,
    textBytes: 0,
    inlineImages: 0,
    invokes: new Map(),
    invokeDepth: new Map(),
    patterns: new Map(),
    fonts: new Set(),
  };
}

/** Called after every operator with the cost so far; throwing stops the scan (a bound is passed). */
export type CostCheck = (cost: ContentCost) => void;

const q = 0x71;
const Q = 0x51;
const CHECK_EVERY = 1024;

/**
 * Scans content streams one after another (a page's /Contents array is one stream to pdf.js),
 * adding to one cost. The graphics-state depth carries from one stream to the next.
 */
export class ContentScanner {
  readonly cost: ContentCost = emptyCost();
  #saveDepth = 0;
  #textDepth = 0;
  #markedDepth = 0;

  constructor(private readonly check: CostCheck = () => {}) {}

  scan(bytes: Uint8Array): ContentCost {
    this.scanFrom(bytes, 0, Number.POSITIVE_INFINITY);
    return this.cost;
  }

  /**
   * Scans `bytes` from `from` until `operators` more operators are read or the stream ends,
   * and returns where it stopped (`bytes.length` at the end): a long stream is scanned in
   * slices, other work going on between them.
   */
  scanFrom(bytes: Uint8Array, from: number, operators: number): number {
    const cost = this.cost;
    const n = bytes.length;
    const stopAt = cost.operators + operators;
    let pendingString = 0;
    let lastName = -1;
    let lastNameEnd = -1;
    let sinceCheck = 0;
    let operandDepth = 0;
    let i = from;
    while (i < n) {
      const b = bytes[i] as number;
      // White-space.
      if (b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0x00) {
        i++;
        continue;
      }
      switch (b) {
        case 0x25: // %
          i = skipSpace(bytes, i);
          continue;
        case 0x28: {
          // (literal string): its length bounds the glyphs it shows.
          const end = literalStringEnd(bytes, i);
          pendingString += end - i - 2;
          i = end;
          continue;
        }
        case 0x3c:
          if (bytes[i + 1] === 0x3c) {
            i += 2;
            if (++operandDepth > cost.maxOperandDepth) cost.maxOperandDepth = operandDepth;
          } else {
            const close = bytes.indexOf(0x3e, i);
            const end = close < 0 ? n : close + 1;
            pendingString += (end - i - 1) >> 1;
            i = end;
          }
          continue;
        case 0x2f: // /Name
          lastName = i + 1;
          lastNameEnd = tokenEnd(bytes, i + 1);
          i = lastNameEnd;
          continue;
        case 0x5b:
          if (++operandDepth > cost.maxOperandDepth) cost.maxOperandDepth = operandDepth;
          i++;
          continue;
        case 0x5d:
          if (operandDepth > 0) operandDepth--;
          i++;
          continue;
        case 0x3e:
          if (bytes[i + 1] === 0x3e && operandDepth > 0) operandDepth--;
          i += bytes[i + 1] === 0x3e ? 2 : 1;
          continue;
        case 0x7b:
        case 0x7d:
        case 0x29:
          i++;
          continue;
      }
      const end = tokenEnd(bytes, i);
      // Numbers are operands.
      if ((b >= 0x30 && b <= 0x39) || b === 0x2b || b === 0x2d || b === 0x2e) {
        i = end;
        continue;
      }
      const len = end - i;
      const b1 = len > 1 ? (bytes[i + 1] as number) : 0;
      const b2 = len > 2 ? (bytes[i + 2] as number) : 0;
      if (len === 4 || len === 5) {
        // true / false / null are operands.
        const word = latin1(bytes.subarray(i, end));
        if (word === "true" || word === "null" || word === "false") {
          i = end;
          continue;
        }
      }
      cost.operators++;
      if (len === 1 && b === q) {
        if (this.#saveDepth > 0) cost.nestedSaves++;
        if (++this.#saveDepth > cost.maxSaveDepth) cost.maxSaveDepth = this.#saveDepth;
      } else if (len === 1 && b === Q) {
        if (this.#saveDepth > 0) this.#saveDepth--;
      } else if (len === 2 && b === 0x42 && b1 === 0x54) {
        // BT
        if (++this.#textDepth > cost.maxTextDepth) cost.maxTextDepth = this.#textDepth;
      } else if (len === 2 && b === 0x45 && b1 === 0x54) {
        // ET
        if (this.#textDepth > 0) this.#textDepth--;
      } else if (len === 3 && b === 0x42 && (b1 === 0x4d || b1 === 0x44) && b2 === 0x43) {
        // BMC, BDC
        if (++this.#markedDepth > cost.maxMarkedDepth) cost.maxMarkedDepth = this.#markedDepth;
      } else if (len === 3 && b === 0x45 && b1 === 0x4d && b2 === 0x43) {
        // EMC
        if (this.#markedDepth > 0) this.#markedDepth--;
      } else if (
        (len === 2 && b === 0x54 && (b1 === 0x6a || b1 === 0x4a)) ||
        (len === 1 && (b === 0x27 || b === 0x22))
      ) {
        // Tj, TJ, ', "
        cost.textRuns++;
        cost.textBytes += pendingString;
        if (pendingString > cost.longestRun) cost.longestRun = pendingString;
      } else if (len === 2 && b === 0x44 && b1 === 0x6f && lastName >= 0) {
        // Do
        const name = latin1(bytes.subarray(lastName, lastNameEnd));
        cost.invokes.set(name, (cost.invokes.get(name) ?? 0) + 1);
        if (this.#saveDepth > (cost.invokeDepth.get(name) ?? -1)) cost.invokeDepth.set(name, this.#saveDepth);
      } else if (len === 3 && (b === 0x73 || b === 0x53) && b1 === 0x63 && b2 === 0x6e && lastName >= 0) {
        // scn, SCN with a pattern name
        const name = latin1(bytes.subarray(lastName, lastNameEnd));
        cost.patterns.set(name, (cost.patterns.get(name) ?? 0) + 1);
      } else if (len === 2 && b === 0x54 && b1 === 0x66 && lastName >= 0) {
        // Tf
        cost.fonts.add(latin1(bytes.subarray(lastName, lastNameEnd)));
      } else if (len === 2 && b === 0x42 && b1 === 0x49) {
        // BI: an inline image; its data runs from ID to EI.
        cost.inlineImages++;
        i = inlineImageEnd(bytes, end);
        pendingString = 0;
        lastName = -1;
        continue;
      }
      pendingString = 0;
      lastName = -1;
      operandDepth = 0;
      i = end;
      if (++sinceCheck === CHECK_EVERY) {
        sinceCheck = 0;
        this.check(cost);
      }
      if (cost.operators >= stopAt) break;
    }
    this.check(cost);
    return i;
  }
}

/** Past an inline image's data: after `ID` and one white-space byte, up to `EI` between white-space. */
function inlineImageEnd(bytes: Uint8Array, from: number): number {
  const n = bytes.length;
  let at = from;
  // The image dictionary, up to the ID keyword.
  while (at < n) {
    at = skipSpace(bytes, at);
    if (bytes[at] === 0x49 && bytes[at + 1] === 0x44 && tokenEnd(bytes, at) === at + 2) {
      at += 3;
      break;
    }
    if (bytes[at] === 0x28) at = literalStringEnd(bytes, at);
    else at = Math.max(at + 1, tokenEnd(bytes, at));
  }
  for (let e = bytes.indexOf(0x45, at); e >= 0; e = bytes.indexOf(0x45, e + 1)) {
    const before = bytes[e - 1] as number;
    const after = e + 2 >= n ? 0x20 : (bytes[e + 2] as number);
    const white = (c: number) =>
      c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x00 || c === 0x0c;
    if (bytes[e + 1] === 0x49 && white(before) && (white(after) || e + 2 >= n)) return e + 2;
  }
  return n;
}
