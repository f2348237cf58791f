import { yieldToEventLoop } from "../yield.js";
import { isClearStream, openDecryptor, type StreamDecryptor } from "./decrypt.js";
import { type DecodeBudget, decodeChain, filterChain } from "./filters.js";
import {
  isDict,
  isWhite,
  latin1,
  latin1Range,
  nameOf,
  ObjectReader,
  type PdfDict,
  PdfString,
  type PdfValue,
  Ref,
  skipSpace,
  tokenEnd,
} from "./syntax.js";

/** One indirect object as found in the file (or inside an object stream). */
export interface PdfObject {
  num: number;
  gen: number;
  value: PdfValue;
  /**
   * The stream's data, still encoded (a view of the file, or its decrypted copy), and where it
   * starts in the file, when the object is a stream.
   */
  stream: { start: number; data: Uint8Array; decrypted?: boolean } | null;
}

const OBJ = ascii("obj");
/** Objects indexed between pauses for the event loop (a few milliseconds each). */
const OBJECTS_BETWEEN_PAUSES = 2_000;
const END_STREAM = ascii("endstream");
const TRAILER = ascii("trailer");

function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

export function indexOfBytes(bytes: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0] as number;
  for (let i = bytes.indexOf(first, from); i >= 0; i = bytes.indexOf(first, i + 1)) {
    if (i + needle.length > bytes.length) return -1;
    let k = 1;
    while (k < needle.length && bytes[i + k] === needle[k]) k++;
    if (k === needle.length) return i;
  }
  return -1;
}

/** The unsigned integer that ends just before `end` (digits only), with where it starts. */
function integerBefore(bytes: Uint8Array, end: number): { value: number; start: number } | null {
  let start = end;
  while (
    start > 0 &&
    start > end - 10 &&
    (bytes[start - 1] as number) >= 0x30 &&
    (bytes[start - 1] as number) <= 0x39
  )
    start--;
  if (start === end) return null;
  return { value: Number(latin1Range(bytes, start, end)), start };
}

function backOverWhite(bytes: Uint8Array, at: number): number {
  while (at > 0 && isWhite(bytes[at - 1] as number)) at--;
  return at;
}

/**
 * Every indirect object of a PDF, found by reading the file from start to end the way pdf.js
 * rebuilds a broken cross-reference table (`N G obj` headers), so a damaged or lying xref cannot
 * hide an object. An object number defined more than once keeps every definition: callers that
 * weigh cost take the costliest, those that follow structure the last.
 */
export class PdfObjects {
  readonly #byNum = new Map<number, PdfObject[]>();
  readonly all: PdfObject[] = [];
  /** The deepest nesting of arrays and dictionaries in any object read. */
  deepest = 0;

  private constructor(readonly bytes: Uint8Array) {}

  /** Indexes `bytes`, pausing for the event loop every few thousand objects. */
  static async read(bytes: Uint8Array): Promise<PdfObjects> {
    const objects = new PdfObjects(bytes);
    await objects.#indexFile();
    return objects;
  }

  /** Every definition of `ref`'s object (the last one is the one a reader most likely uses). */
  candidates(ref: Ref): PdfObject[] {
    return this.#byNum.get(ref.num) ?? [];
  }

  /** `value` with a reference replaced by its object's (last) value. */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    if (!(value instanceof Ref)) return value;
    return this.candidates(value).at(-1)?.value;
  }

  /** A dictionary entry, resolved. */
  get(dict: PdfDict | null | undefined, key: string): PdfValue | undefined {
    return dict ? this.resolve(dict.get(key)) : undefined;
  }

  /** The objects found inside object streams are added here once those are decoded. */
  add(object: PdfObject): void {
    this.all.push(object);
    const list = this.#byNum.get(object.num);
    if (list) list.push(object);
    else this.#byNum.set(object.num, [object]);
  }

  async #indexFile(): Promise<void> {
    const { bytes } = this;
    let at = 0;
    for (let step = 1; ; step++) {
      if (step % OBJECTS_BETWEEN_PAUSES === 0) await yieldToEventLoop();
      const hit = indexOfBytes(bytes, OBJ, at);
      if (hit < 0) return;
      at = hit + 3;
      if (at < bytes.length && !isWhite(bytes[at] as number) && bytes[at] !== 0x3c && bytes[at] !== 0x25)
        continue;
      const genEnd = backOverWhite(bytes, hit);
      if (genEnd === hit) continue;
      const gen = integerBefore(bytes, genEnd);
      if (!gen) continue;
      const numEnd = backOverWhite(bytes, gen.start);
      if (numEnd === gen.start) continue;
      const num = integerBefore(bytes, numEnd);
      if (
        !num ||
        (num.start > 0 && !isWhite(bytes[num.start - 1] as number) && bytes[num.start - 1] !== 0x3e)
      )
        continue;
      const reader = new ObjectReader(bytes, at);
      const value = reader.read();
      this.deepest = Math.max(this.deepest, reader.deepest);
      const object: PdfObject = { num: num.value, gen: gen.value, value: value ?? null, stream: null };
      if (isDict(value) && reader.peekKeyword() === "stream") {
        const { start, end } = this.#streamRange(value, skipSpace(bytes, reader.pos) + 6);
        object.stream = { start, data: bytes.subarray(start, end) };
        at = end;
      } else at = Math.max(at, reader.pos);
      this.add(object);
    }
  }

  /** The data of a stream whose keyword ends at `after`: by /Length when it checks out, else up to `endstream`. */
  #streamRange(dict: PdfDict, after: number): { start: number; end: number } {
    const { bytes } = this;
    let start = after;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    const length = dict.get("Length");
    if (typeof length === "number" && Number.isInteger(length) && length >= 0 && this.#endsAt(start + length))
      return { start, end: start + length };
    const end = indexOfBytes(bytes, END_STREAM, start);
    return { start, end: end < 0 ? bytes.length : end };
  }

  /** True when `endstream` follows `at` (after optional white-space). */
  #endsAt(at: number): boolean {
    if (at > this.bytes.length) return false;
    const k = skipSpace(this.bytes, at);
    return latin1(this.bytes.subarray(k, tokenEnd(this.bytes, k))) === "endstream";
  }

  /** The trailer dictionaries: after each `trailer` keyword, and those of cross-reference streams. */
  trailers(): PdfDict[] {
    const { bytes } = this;
    const out: PdfDict[] = [];
    for (let at = indexOfBytes(bytes, TRAILER, 0); at >= 0; at = indexOfBytes(bytes, TRAILER, at + 7)) {
      const dict = new ObjectReader(bytes, at + 7).read();
      if (isDict(dict)) out.push(dict);
    }
    for (const o of this.all)
      if (isDict(o.value) && nameOf(o.value.get("Type")) === "XRef") out.push(o.value);
    return out;
  }

  /** Fixes ranges of streams whose /Length is an indirect object (known only once all are indexed). */
  settleIndirectLengths(): void {
    for (const object of this.all) {
      if (!object.stream || object.stream.decrypted || !isDict(object.value)) continue;
      const length = object.value.get("Length");
      if (!(length instanceof Ref)) continue;
      const n = this.resolve(length);
      const { start } = object.stream;
      if (typeof n === "number" && Number.isInteger(n) && n >= 0 && this.#endsAt(start + n))
        object.stream = { start, data: this.bytes.subarray(start, start + n) };
    }
  }
}

/** The objects packed in an object stream's decoded data (`/N` pairs of number and offset, from `/First`). */
export function objectsInStream(dict: PdfDict, data: Uint8Array, into: { deepest: number }): PdfObject[] {
  const n = dict.get("N");
  const first = dict.get("First");
  if (typeof n !== "number" || typeof first !== "number" || n < 0 || first < 0) return [];
  const header = new ObjectReader(data.subarray(0, first));
  const out: PdfObject[] = [];
  for (let i = 0; i < n; i++) {
    const num = header.read();
    const offset = header.read();
    if (typeof num !== "number" || typeof offset !== "number") break;
    const reader = new ObjectReader(data, first + offset);
    const value = reader.read();
    into.deepest = Math.max(into.deepest, reader.deepest);
    out.push({ num, gen: 0, value: value ?? null, stream: null });
  }
  return out;
}

/** How a file's streams could be read: in clear, decrypted with the password, or not at all. */
export type Encryption = "none" | "decrypted" | "locked";

/**
 * The objects of a PDF, those packed in object streams included (decoded within `budget`), with
 * stream lengths given by indirect objects settled and, in an encrypted file the password (or
 * "") opens, every stream but images decrypted.
 */
export async function readObjects(
  bytes: Uint8Array,
  budget: DecodeBudget,
  password = "",
): Promise<{ objects: PdfObjects; encryption: Encryption }> {
  const objects = await PdfObjects.read(bytes);
  objects.settleIndirectLengths();
  const trailer = objects
    .trailers()
    .filter((t) => t.has("Encrypt"))
    .at(-1);
  let encryption: Encryption = "none";
  let decryptor: StreamDecryptor | null = null;
  let encrypt: PdfDict | null = null;
  if (trailer) {
    const dict = objects.resolve(trailer.get("Encrypt"));
    const ids = objects.resolve(trailer.get("ID"));
    const id = Array.isArray(ids) && ids[0] instanceof PdfString ? ids[0].bytes : new Uint8Array(0);
    encrypt = isDict(dict) ? dict : null;
    decryptor = encrypt ? await openDecryptor(encrypt, id, password) : null;
    encryption = decryptor ? "decrypted" : "locked";
  }
  const decrypt = async (object: PdfObject) => {
    const dict = object.value;
    if (!decryptor || !encrypt || !object.stream || object.stream.decrypted || !isDict(dict)) return;
    if (dict === encrypt || isClearStream(dict, encrypt) || nameOf(dict.get("Subtype")) === "Image") return;
    const data = await decryptor.decrypt(object.num, object.gen, object.stream.data);
    object.stream = { start: object.stream.start, data, decrypted: true };
  };
  for (const object of [...objects.all]) {
    const dict = object.value;
    if (!object.stream || !isDict(dict) || nameOf(dict.get("Type")) !== "ObjStm") continue;
    if (encryption === "locked") continue;
    await decrypt(object);
    const chain = filterChain(dict, (v) => objects.resolve(v));
    const data = await decodeChain(object.stream.data, chain, budget);
    if (data) for (const inner of objectsInStream(dict, data, objects)) objects.add(inner);
  }
  objects.settleIndirectLengths();
  for (const object of objects.all) await decrypt(object);
  return { objects, encryption };
}
