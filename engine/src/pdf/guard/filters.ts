import { Unzlib, unzlibSync } from "fflate";
import { yieldToEventLoop } from "../yield.js";
import { isDict, nameOf, type PdfDict, type PdfValue } from "./syntax.js";

/**
 * Thrown when decoding would pass the budget: all streams together past the file's cap
 * ("total"), or one stream expanding past BOMB_FLOOR at more than the budget's ratio ("ratio").
 */
export class DecodeBudgetExceeded extends Error {
  constructor(readonly reason: "total" | "ratio") {
    super(`decoded size over budget (${reason})`);
    this.name = "DecodeBudgetExceeded";
  }
}

/** What decoding may still cost, shared by every stream of one file. */
export interface DecodeBudget {
  /** Bytes left to decode. */
  left: number;
  /** Most bytes one stream may decode to per byte of its input, past BOMB_FLOOR. */
  maxRatio: number;
  /** Bytes decoded since the last pause for the event loop. */
  sincePause?: number;
  /** The most one stream decoded past BOMB_FLOOR expanded (output per input byte), 0 when none did. */
  worstRatio?: number;
}

export function decodeBudget(maxBytes: number, maxRatio: number): DecodeBudget {
  return { left: maxBytes, maxRatio, sincePause: 0 };
}

/** Real streams (fonts, content) expand 2-20 times; a stream past 4 MiB at over the ratio is a bomb. */
export const BOMB_FLOOR = 4 * 1024 * 1024;
/** Input bytes inflated per step: a real stream's few KiB of output at a time. */
const INPUT_STEP = 4 * 1024;
/**
 * The step once a stream has expanded past STEEP_RATIO: at most ~512 KiB of output a step.
 * fflate's streaming inflater grows its output buffer within a step, so big steps of a bomb cost
 * more per byte as well as longer stretches (4 KiB steps of a 1000:1 stream: 0.6 s a step), while
 * small steps of an ordinary stream cost more per byte in set-up.
 */
const STEEP_STEP = 512;
const STEEP_RATIO = 64;
/** Decoded bytes between pauses for the event loop (tens of milliseconds of inflating). */
const PAUSE_EVERY = 1024 * 1024;

/** Filters text extraction never runs on text (image codecs): a stream using one is not decoded. */
const IMAGE_FILTERS = new Set(["DCTDecode", "DCT", "JPXDecode", "JBIG2Decode", "CCITTFaxDecode", "CCF"]);

/** The stream's filters and their parameters, in the order they are applied. */
export function filterChain(dict: PdfDict, resolve: (v: PdfValue | undefined) => PdfValue | undefined) {
  const filter = resolve(dict.get("Filter") ?? dict.get("F"));
  const parms = resolve(dict.get("DecodeParms") ?? dict.get("DP"));
  const names = Array.isArray(filter) ? filter.map((f) => nameOf(resolve(f))) : [nameOf(filter)];
  const params = Array.isArray(parms) ? parms.map((p) => resolve(p)) : [parms];
  return names
    .map((name, i) => ({ name, params: isDict(params[i]) ? (params[i] as PdfDict) : null }))
    .filter((f): f is { name: string; params: PdfDict | null } => f.name !== null);
}

/** True when some filter of the chain is an image codec. */
export function usesImageFilter(chain: { name: string }[]): boolean {
  return chain.some((f) => IMAGE_FILTERS.has(f.name));
}

/**
 * Decodes `data` through the chain (Flate, LZW, ASCIIHex, ASCII85, RunLength, with PNG and TIFF
 * predictors), taking every output byte from `budget`. Returns null for an image codec or an
 * unknown filter. Damaged data decodes as far as it goes, as pdf.js reads it.
 */
export async function decodeChain(
  data: Uint8Array,
  chain: { name: string; params: PdfDict | null }[],
  budget: DecodeBudget,
): Promise<Uint8Array | null> {
  let out = data;
  for (const { name, params } of chain) {
    let next: Uint8Array;
    switch (name) {
      case "FlateDecode":
      case "Fl":
        next = predict(await inflate(out, budget), params);
        break;
      case "LZWDecode":
      case "LZW":
        next = predict(lzw(out, params, budget), params);
        break;
      case "ASCIIHexDecode":
      case "AHx":
        next = asciiHex(out);
        break;
      case "ASCII85Decode":
      case "A85":
        next = ascii85(out, budget);
        break;
      case "RunLengthDecode":
      case "RL":
        next = runLength(out, budget);
        break;
      case "Crypt":
        next = out;
        break;
      default:
        return null;
    }
    checkRatio(budget, next.length, out.length);
    out = next;
    await pauseIfDue(budget);
  }
  return out;
}

function take(budget: DecodeBudget, n: number): void {
  budget.left -= n;
  budget.sincePause = (budget.sincePause ?? 0) + n;
  if (budget.left < 0) throw new DecodeBudgetExceeded("total");
}

function checkRatio(budget: DecodeBudget, output: number, input: number): void {
  if (output <= BOMB_FLOOR) return;
  const ratio = output / Math.max(1, input);
  if (ratio > (budget.worstRatio ?? 0)) budget.worstRatio = ratio;
  if (ratio > budget.maxRatio) throw new DecodeBudgetExceeded("ratio");
}

async function pauseIfDue(budget: DecodeBudget): Promise<void> {
  if ((budget.sincePause ?? 0) < PAUSE_EVERY) return;
  budget.sincePause = 0;
  await yieldToEventLoop();
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * Inflates a few KiB of input at a time (less once it expands steeply), so that a bomb stops at
 * the budget (or at its ratio) instead of after filling memory, pausing for the event loop every
 * MiB. With `keep` false
 * only the size is counted.
 */
async function inflateSteps(data: Uint8Array, budget: DecodeBudget, keep: boolean): Promise<Uint8Array[]> {
  const whole = inflateWhole(data);
  if (whole) {
    take(budget, whole.length);
    checkRatio(budget, whole.length, data.length);
    return keep ? [whole] : [];
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  let consumed = 0;
  const unzlib = new Unzlib((chunk) => {
    take(budget, chunk.length);
    size += chunk.length;
    checkRatio(budget, size, consumed);
    if (keep) chunks.push(chunk);
  });
  try {
    let from = 0;
    do {
      const step = size > STEEP_RATIO * consumed ? STEEP_STEP : INPUT_STEP;
      consumed = Math.min(data.length, from + step);
      unzlib.push(data.subarray(from, consumed), consumed >= data.length);
      from = consumed;
      await pauseIfDue(budget);
    } while (from < data.length);
  } catch (error) {
    if (error instanceof DecodeBudgetExceeded) throw error;
    // Damaged data: what was inflated before the damage is what a reader gets.
  }
  return chunks;
}

/**
 * Input bytes inflated in one call, into a buffer of WHOLE_EXPANSION times their size. fflate
 * decodes the whole input even past the buffer's end (the bytes past it are dropped), so the call
 * costs what the input inflates to: at most 1032 times these 8 KiB, a few tens of milliseconds.
 */
const WHOLE_MAX_INPUT = 8 * 1024;
/** Real streams (fonts, content) expand 2-20 times. */
const WHOLE_EXPANSION = 16;

/**
 * A small stream inflated in one call into a buffer of fixed size. fflate's inflaters that grow
 * their output check its size at every decoded symbol and set up 160 KiB for every stream, which
 * cost more than the inflating itself on a statement's hundreds of small streams. Null when the
 * data is damaged or fills the buffer (it may expand further): the step-wise inflater then reads
 * it, keeping what comes before any damage and stopping a bomb at the budget.
 */
function inflateWhole(data: Uint8Array): Uint8Array | null {
  if (data.length > WHOLE_MAX_INPUT) return null;
  const out = new Uint8Array(Math.max(INPUT_STEP, data.length * WHOLE_EXPANSION));
  try {
    const got = unzlibSync(data, { out });
    if (got.length >= out.length) return null;
    return got.length * 2 < out.length ? got.slice() : got;
  } catch {
    return null;
  }
}

export async function inflate(data: Uint8Array, budget: DecodeBudget): Promise<Uint8Array> {
  const chunks = await inflateSteps(data, budget, true);
  return concat(
    chunks,
    chunks.reduce((n, c) => n + c.length, 0),
  );
}

/** Counts what `data` inflates to without keeping it; throws past the budget. */
export async function inflatedSize(data: Uint8Array, budget: DecodeBudget): Promise<void> {
  await inflateSteps(data, budget, false);
}

function intParam(params: PdfDict | null, key: string, fallback: number): number {
  const v = params?.get(key);
  return typeof v === "number" && Number.isInteger(v) ? v : fallback;
}

/** PNG (10-15) and TIFF (2) predictors. */
function predict(data: Uint8Array, params: PdfDict | null): Uint8Array {
  const predictor = intParam(params, "Predictor", 1);
  if (predictor <= 1) return data;
  const colors = Math.max(1, Math.min(32, intParam(params, "Colors", 1)));
  const bpc = [1, 2, 4, 8, 16].includes(intParam(params, "BitsPerComponent", 8))
    ? intParam(params, "BitsPerComponent", 8)
    : 8;
  const columns = Math.max(1, Math.min(1 << 20, intParam(params, "Columns", 1)));
  const bpp = Math.max(1, (colors * bpc + 7) >> 3);
  const rowBytes = (colors * bpc * columns + 7) >> 3;
  if (predictor === 2) {
    if (bpc !== 8) return data;
    const out = data.slice();
    for (let row = 0; row + rowBytes <= out.length; row += rowBytes)
      for (let i = row + bpp; i < row + rowBytes; i++)
        out[i] = ((out[i] as number) + (out[i - bpp] as number)) & 0xff;
    return out;
  }
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  let prev = new Uint8Array(rowBytes);
  for (let r = 0; r < rows; r++) {
    const src = r * (rowBytes + 1);
    const type = data[src] as number;
    const line = out.subarray(r * rowBytes, (r + 1) * rowBytes);
    for (let i = 0; i < rowBytes; i++) {
      const raw = data[src + 1 + i] as number;
      const left = i >= bpp ? (line[i - bpp] as number) : 0;
      const up = prev[i] as number;
      const upLeft = i >= bpp ? (prev[i - bpp] as number) : 0;
      let v = raw;
      if (type === 1) v = raw + left;
      else if (type === 2) v = raw + up;
      else if (type === 3) v = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        v = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      }
      line[i] = v & 0xff;
    }
    prev = line;
  }
  return out;
}

function asciiHex(data: Uint8Array): Uint8Array {
  const out = new Uint8Array((data.length + 1) >> 1);
  let n = 0;
  let high = -1;
  for (const b of data) {
    if (b === 0x3e) break;
    const l = b | 0x20;
    const v = b >= 0x30 && b <= 0x39 ? b - 0x30 : l >= 0x61 && l <= 0x66 ? l - 0x57 : -1;
    if (v < 0) continue;
    if (high < 0) high = v;
    else {
      out[n++] = high * 16 + v;
      high = -1;
    }
  }
  if (high >= 0) out[n++] = high * 16;
  return out.subarray(0, n);
}

function ascii85(data: Uint8Array, budget: DecodeBudget): Uint8Array {
  const out: number[] = [];
  const group: number[] = [];
  const flush = (count: number) => {
    let v = 0;
    for (let i = 0; i < 5; i++) v = v * 85 + (group[i] ?? 84);
    for (let i = 0; i < count - 1; i++) out.push((v >>> (24 - 8 * i)) & 0xff);
    take(budget, count - 1);
    group.length = 0;
  };
  for (let i = 0; i < data.length; i++) {
    const b = data[i] as number;
    if (b === 0x7e) break;
    if (b === 0x7a && group.length === 0) {
      take(budget, 4);
      out.push(0, 0, 0, 0);
    } else if (b >= 0x21 && b <= 0x75) {
      group.push(b - 0x21);
      if (group.length === 5) flush(5);
    }
  }
  if (group.length > 1) flush(group.length);
  return Uint8Array.from(out);
}

function runLength(data: Uint8Array, budget: DecodeBudget): Uint8Array {
  let out = new Uint8Array(Math.min(budget.left, data.length * 2) + 256);
  let size = 0;
  for (let i = 0; i < data.length; ) {
    const n = data[i++] as number;
    if (n === 128) break;
    const length = n < 128 ? Math.min(n + 1, data.length - i) : 257 - n;
    take(budget, length);
    checkRatio(budget, size + length, i);
    if (size + length > out.length) {
      const grown = new Uint8Array(Math.max(out.length * 2, size + length));
      grown.set(out.subarray(0, size));
      out = grown;
    }
    if (n < 128) out.set(data.subarray(i, i + length), size);
    else out.fill(data[i] ?? 0, size, size + length);
    i += n < 128 ? length : 1;
    size += length;
  }
  return out.subarray(0, size);
}

function lzw(data: Uint8Array, params: PdfDict | null, budget: DecodeBudget): Uint8Array {
  const early = intParam(params, "EarlyChange", 1);
  const chunks: Uint8Array[] = [];
  let size = 0;
  let table: Uint8Array[] = [];
  const reset = () => {
    table = [];
    for (let i = 0; i < 256; i++) table.push(Uint8Array.of(i));
    table.push(new Uint8Array(0), new Uint8Array(0));
  };
  reset();
  let width = 9;
  let bits = 0;
  let acc = 0;
  let prev: Uint8Array | null = null;
  for (let i = 0; i < data.length; i++) {
    acc = ((acc << 8) | (data[i] as number)) >>> 0;
    bits += 8;
    while (bits >= width) {
      const code = (acc >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      if (code === 256) {
        reset();
        width = 9;
        prev = null;
        continue;
      }
      if (code === 257) return concat(chunks, size);
      let entry = table[code];
      if (!entry) {
        if (code !== table.length || !prev) return concat(chunks, size);
        entry = new Uint8Array(prev.length + 1);
        entry.set(prev);
        entry[prev.length] = prev[0] as number;
      }
      take(budget, entry.length);
      chunks.push(entry);
      size += entry.length;
      checkRatio(budget, size, i + 1);
      if (prev && table.length < 4096) {
        const added = new Uint8Array(prev.length + 1);
        added.set(prev);
        added[prev.length] = entry[0] as number;
        table.push(added);
      }
      prev = entry;
      const next = table.length + early;
      width = next >= 2048 ? 12 : next >= 1024 ? 11 : next >= 512 ? 10 : 9;
    }
    acc &= (1 << bits) - 1;
  }
  return concat(chunks, size);
}
