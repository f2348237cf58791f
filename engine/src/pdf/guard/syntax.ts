/**
 * PDF syntax (ISO 32000-1, 7.2-7.3) over raw bytes: byte classes, and a reader of objects
 * (numbers, names, strings, arrays, dictionaries, references) for the engine's own look at a
 * file's structure before pdf.js interprets it. Only what the work bounds need: no streams'
 * data, no encryption; anything malformed reads as `null` rather than throwing.
 */

/** 1: white-space, 2: delimiter, 0: regular. */
const CLASS = new Uint8Array(256);
for (const b of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[b] = 1;
for (const c of "()<>[]{}/%") CLASS[c.charCodeAt(0)] = 2;

export const isWhite = (b: number): boolean => CLASS[b] === 1;
export const isRegular = (b: number): boolean => CLASS[b] === 0;

export class Name {
  constructor(readonly name: string) {}
}

export class Ref {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}

/** A string's bytes (literal or hexadecimal), undecoded. */
export class PdfString {
  constructor(readonly bytes: Uint8Array) {}
}

export type PdfDict = Map<string, PdfValue>;
export type PdfValue = number | boolean | null | Name | Ref | PdfString | PdfValue[] | PdfDict;

/** Deeper arrays and dictionaries read as null (pdf.js gives up on them too, quickly). */
const MAX_NESTING = 64;

export function latin1(bytes: Uint8Array): string {
  if (bytes.length <= 64) return latin1Range(bytes, 0, bytes.length);
  let out = "";
  for (let i = 0; i < bytes.length; i += 0x2000) {
    out += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x2000) as unknown as number[]);
  }
  return out;
}

/** The text of a short stretch of bytes, one character per byte, without a view of it. */
export function latin1Range(bytes: Uint8Array, start: number, end: number): string {
  let out = "";
  for (let i = start; i < end; i++) out += String.fromCharCode(bytes[i] as number);
  return out;
}

/** The unsigned integer written with the digits from `start` to `end`, or NaN. */
function digitsValue(bytes: Uint8Array, start: number, end: number): number {
  if (end === start || end - start > 15) return Number.NaN;
  let n = 0;
  for (let i = start; i < end; i++) {
    const d = (bytes[i] as number) - 0x30;
    if (d < 0 || d > 9) return Number.NaN;
    n = n * 10 + d;
  }
  return n;
}

const NAMES = new Map<string, Name>();

/** Names repeat (Type, Page, Font ...): one object each. */
function nameFor(text: string): Name {
  let name = NAMES.get(text);
  if (!name) {
    name = new Name(text);
    if (NAMES.size < 10_000) NAMES.set(text, name);
  }
  return name;
}

/** Skips white-space and comments from `at`; returns the next position. */
export function skipSpace(bytes: Uint8Array, at: number): number {
  const n = bytes.length;
  while (at < n) {
    const b = bytes[at] as number;
    if (CLASS[b] === 1) at++;
    else if (b === 0x25) {
      while (at < n && bytes[at] !== 0x0a && bytes[at] !== 0x0d) at++;
    } else break;
  }
  return at;
}

/** End (exclusive) of a literal string whose "(" is at `at`, after balanced parentheses and escapes. */
export function literalStringEnd(bytes: Uint8Array, at: number): number {
  const n = bytes.length;
  let depth = 0;
  for (let i = at; i < n; i++) {
    const b = bytes[i];
    if (b === 0x5c) i++;
    else if (b === 0x28) depth++;
    else if (b === 0x29 && --depth === 0) return i + 1;
  }
  return n;
}

/** End (exclusive) of a run of regular characters starting at `at`. */
export function tokenEnd(bytes: Uint8Array, at: number): number {
  const n = bytes.length;
  while (at < n && CLASS[bytes[at] as number] === 0) at++;
  return at;
}

const ESCAPES: Record<number, number> = { 110: 10, 114: 13, 116: 9, 98: 8, 102: 12 };

function literalBytes(bytes: Uint8Array, start: number, end: number): Uint8Array {
  const out: number[] = [];
  for (let i = start + 1; i < end - 1; i++) {
    const b = bytes[i] as number;
    if (b !== 0x5c) {
      out.push(b);
      continue;
    }
    const c = bytes[++i] as number;
    if (c >= 0x30 && c <= 0x37) {
      let v = c - 0x30;
      for (let k = 0; k < 2 && (bytes[i + 1] as number) >= 0x30 && (bytes[i + 1] as number) <= 0x37; k++)
        v = v * 8 + ((bytes[++i] as number) - 0x30);
      out.push(v & 0xff);
    } else if (c === 0x0d) {
      if (bytes[i + 1] === 0x0a) i++;
    } else if (c !== 0x0a) out.push(ESCAPES[c] ?? c);
  }
  return Uint8Array.from(out);
}

function hexValue(b: number): number {
  if (b >= 0x30 && b <= 0x39) return b - 0x30;
  const l = b | 0x20;
  return l >= 0x61 && l <= 0x66 ? l - 0x61 + 10 : -1;
}

function hexBytes(bytes: Uint8Array, start: number, end: number): Uint8Array {
  const out: number[] = [];
  let high = -1;
  for (let i = start + 1; i < end - 1; i++) {
    const v = hexValue(bytes[i] as number);
    if (v < 0) continue;
    if (high < 0) high = v;
    else {
      out.push(high * 16 + v);
      high = -1;
    }
  }
  if (high >= 0) out.push(high * 16);
  return Uint8Array.from(out);
}

function decodeName(raw: string): string {
  return raw.includes("#")
    ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
    : raw;
}

/** Reads PDF objects from `bytes`; `pos` is where the next one starts. */
export class ObjectReader {
  pos: number;
  /** The deepest nesting of arrays and dictionaries met so far (counted past MAX_NESTING too). */
  deepest = 0;

  constructor(
    readonly bytes: Uint8Array,
    pos = 0,
  ) {
    this.pos = pos;
  }

  /** The next object, or undefined at a keyword (`obj`, `stream`, `R` ...) or the end. */
  read(depth = 0): PdfValue | undefined {
    const { bytes } = this;
    const at = skipSpace(bytes, this.pos);
    this.pos = at;
    if (at >= bytes.length) return undefined;
    const b = bytes[at] as number;
    if (b === 0x2f) {
      const end = tokenEnd(bytes, at + 1);
      this.pos = end;
      const raw = end - at - 1 <= 64 ? latin1Range(bytes, at + 1, end) : latin1(bytes.subarray(at + 1, end));
      return nameFor(decodeName(raw));
    }
    if (b === 0x28) {
      const end = literalStringEnd(bytes, at);
      this.pos = end;
      return new PdfString(literalBytes(bytes, at, end));
    }
    if ((b === 0x3c && bytes[at + 1] === 0x3c) || b === 0x5b) {
      if (depth >= MAX_NESTING) {
        this.deepest = Math.max(this.deepest, depth + this.#skipNested());
        return null;
      }
      this.deepest = Math.max(this.deepest, depth + 1);
      this.pos = at + (b === 0x5b ? 1 : 2);
      return b === 0x5b ? this.#array(depth + 1) : this.#dict(depth + 1);
    }
    if (b === 0x3c) {
      const close = bytes.indexOf(0x3e, at);
      const end = close < 0 ? bytes.length : close + 1;
      this.pos = end;
      return new PdfString(hexBytes(bytes, at, end));
    }
    if (CLASS[b] === 2) {
      // A stray delimiter (`]`, `>>`, `)`, `{`): the caller decides; skip it.
      return undefined;
    }
    const end = tokenEnd(bytes, at);
    const integer = digitsValue(bytes, at, end);
    if (!Number.isNaN(integer)) {
      this.pos = end;
      return this.#refAfter(integer, end) ?? integer;
    }
    const word = end - at <= 64 ? latin1Range(bytes, at, end) : latin1(bytes.subarray(at, end));
    if (word === "true" || word === "false") {
      this.pos = end;
      return word === "true";
    }
    if (word === "null") {
      this.pos = end;
      return null;
    }
    const num = Number(word);
    if (word !== "" && Number.isFinite(num)) {
      this.pos = end;
      return num;
    }
    return undefined;
  }

  /** The keyword (a run of regular characters) at the current position, without consuming it. */
  peekKeyword(): string {
    const at = skipSpace(this.bytes, this.pos);
    return latin1Range(this.bytes, at, Math.min(tokenEnd(this.bytes, at), at + 16));
  }

  #refAfter(num: number, from: number): Ref | null {
    const { bytes } = this;
    const g = skipSpace(bytes, from);
    const gEnd = tokenEnd(bytes, g);
    if (gEnd === g || gEnd - g > 5) return null;
    const gen = digitsValue(bytes, g, gEnd);
    if (Number.isNaN(gen)) return null;
    const r = skipSpace(bytes, gEnd);
    if (bytes[r] !== 0x52 || tokenEnd(bytes, r) !== r + 1) return null;
    this.pos = r + 1;
    return new Ref(num, gen);
  }

  #array(depth: number): PdfValue[] {
    const out: PdfValue[] = [];
    const { bytes } = this;
    for (;;) {
      const at = skipSpace(bytes, this.pos);
      if (at >= bytes.length) return out;
      if (bytes[at] === 0x5d) {
        this.pos = at + 1;
        return out;
      }
      const value = this.read(depth);
      if (value === undefined) {
        // A keyword ends an unterminated array; a stray delimiter is skipped.
        if (isRegular(bytes[at] as number)) return out;
        this.pos = at + 1;
        continue;
      }
      out.push(value);
    }
  }

  #dict(depth: number): PdfDict {
    const out: PdfDict = new Map();
    const { bytes } = this;
    for (;;) {
      const at = skipSpace(bytes, this.pos);
      if (at >= bytes.length) return out;
      if (bytes[at] === 0x3e && bytes[at + 1] === 0x3e) {
        this.pos = at + 2;
        return out;
      }
      const key = this.read(depth);
      if (!(key instanceof Name)) {
        if (key === undefined && isRegular(bytes[at] as number)) return out;
        if (this.pos === at) this.pos = at + 1;
        continue;
      }
      const valueAt = skipSpace(bytes, this.pos);
      const value = this.read(depth);
      if (value === undefined) {
        if (isRegular(bytes[valueAt] as number)) return out;
        continue;
      }
      out.set(key.name, value);
    }
  }

  /** Past an over-deep array or dictionary without building it (iteratively); returns its depth. */
  #skipNested(): number {
    const { bytes } = this;
    let depth = 0;
    let deepest = 0;
    let at = skipSpace(bytes, this.pos);
    while (at < bytes.length) {
      const b = bytes[at] as number;
      if (b === 0x28) {
        at = literalStringEnd(bytes, at);
        continue;
      }
      if (b === 0x25) {
        at = skipSpace(bytes, at);
        continue;
      }
      if (b === 0x5b || (b === 0x3c && bytes[at + 1] === 0x3c)) {
        depth++;
        deepest = Math.max(deepest, depth);
        at += b === 0x5b ? 1 : 2;
      } else if (b === 0x5d || (b === 0x3e && bytes[at + 1] === 0x3e)) {
        depth--;
        at += b === 0x5d ? 1 : 2;
      } else at++;
      if (depth <= 0) break;
    }
    this.pos = at;
    return deepest;
  }
}

export function dictGet(dict: PdfDict | null | undefined, key: string): PdfValue | undefined {
  return dict?.get(key);
}

export function isDict(value: PdfValue | undefined): value is PdfDict {
  return value instanceof Map;
}

export function nameOf(value: PdfValue | undefined): string | null {
  return value instanceof Name ? value.name : null;
}
