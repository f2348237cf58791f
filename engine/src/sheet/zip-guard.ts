import { Inflate } from "fflate";
import { yieldToEventLoop } from "../pdf/yield.js";

/** One file inside a ZIP, from the central directory. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; others are not read. */
  method: number;
  compressedSize: number;
  /** The size the directory declares; the guard does not trust it. */
  declaredSize: number;
  /** Offset of the entry's local header. */
  headerOffset: number;
}

/** Why a ZIP's part cannot be read: damaged, or inflating past the budget ("inflated"). */
export class ZipRefused extends Error {
  constructor(
    readonly reason: "damaged" | "inflated",
    detail: string,
  ) {
    super(detail);
    this.name = "ZipRefused";
  }
}

/** What the parts read from one ZIP may inflate to, all together, and per compressed byte. */
export interface InflateBudget {
  /** Bytes still allowed. */
  left: number;
  readonly total: number;
  readonly maxRatio: number;
}

export const inflateBudget = (total: number, maxRatio: number): InflateBudget => ({
  left: total,
  total,
  maxRatio,
});

const u16 = (b: Uint8Array, o: number) => (b[o] as number) | ((b[o + 1] as number) << 8);
const u32 = (b: Uint8Array, o: number) => (u16(b, o) | (u16(b, o + 2) << 16)) >>> 0;

/** The central directory's entries, or null when the file has none that can be read (a broken ZIP). */
export function listZip(bytes: Uint8Array): ZipEntry[] | null {
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 64 KiB.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x05 && bytes[i + 3] === 0x06) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  const names = new TextDecoder("utf-8");
  const entries: ZipEntry[] = [];
  for (let k = 0; k < count; k++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) return null;
    const nameLength = u16(bytes, at + 28);
    const entry: ZipEntry = {
      name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: u16(bytes, at + 10),
      compressedSize: u32(bytes, at + 20),
      declaredSize: u32(bytes, at + 24),
      headerOffset: u32(bytes, at + 42),
    };
    if (entry.headerOffset + 30 > bytes.length) return null;
    entries.push(entry);
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return entries;
}

/** An entry's compressed bytes, found through its local header. */
function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const h = entry.headerOffset;
  if (u32(bytes, h) !== 0x04034b50) throw new ZipRefused("damaged", `${entry.name}: no local header`);
  const start = h + 30 + u16(bytes, h + 26) + u16(bytes, h + 28);
  if (start + entry.compressedSize > bytes.length)
    throw new ZipRefused("damaged", `${entry.name}: cut short`);
  return bytes.subarray(start, start + entry.compressedSize);
}

/** Parts inflating past this are held to the ratio bound (a sheet's XML deflates 5-50 times). */
export const RATIO_FLOOR = 1024 * 1024;
/**
 * Compressed bytes inflated per step: deflate expands at most ~1,032 times, so at most ~4 MiB of
 * output between checks (fflate copies its buffers on every push: smaller steps cost far more).
 */
const INPUT_STEP = 4096;
/** Output between pauses for the event loop: about a millisecond of inflating and measuring. */
const BYTES_BETWEEN_PAUSES = 1024 * 1024;

/**
 * Inflates one part (stored or deflated), handing each piece of output to `take` as it comes,
 * and throws ZipRefused as soon as the budget or the ratio bound is passed: a bomb stops after at
 * most the budget's output, whatever the directory claims. Yields to the event loop every MiB.
 */
export async function inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: InflateBudget,
  take: (chunk: Uint8Array) => void,
): Promise<void> {
  if (entry.declaredSize > budget.left) {
    throw new ZipRefused("inflated", `its parts would expand to more than ${mib(budget.total)}`);
  }
  const data = entryData(bytes, entry);
  let read = 0;
  let inflated = 0;
  let sincePause = 0;
  // What `take` threw (a bound the caller measures) goes on as it is; fflate's errors are damage.
  let refusal: unknown = null;
  const out = (chunk: Uint8Array) => {
    inflated += chunk.length;
    sincePause += chunk.length;
    budget.left -= chunk.length;
    if (inflated > RATIO_FLOOR && inflated > budget.maxRatio * Math.max(1, read)) {
      throw new ZipRefused(
        "inflated",
        `a part expands more than ${budget.maxRatio} times (a decompression bomb)`,
      );
    }
    if (budget.left < 0)
      throw new ZipRefused("inflated", `its parts expand to more than ${mib(budget.total)}`);
    try {
      take(chunk);
    } catch (error) {
      refusal = error;
      throw error;
    }
  };
  if (entry.method === 0) {
    read = data.length;
    for (let i = 0; i < data.length; i += BYTES_BETWEEN_PAUSES) {
      out(data.subarray(i, i + BYTES_BETWEEN_PAUSES));
      await yieldToEventLoop();
    }
    return;
  }
  if (entry.method !== 8)
    throw new ZipRefused("damaged", `${entry.name}: compression method ${entry.method}`);
  const inflater = new Inflate((chunk) => out(chunk));
  try {
    for (let i = 0; i < data.length; i += INPUT_STEP) {
      read = Math.min(data.length, i + INPUT_STEP);
      inflater.push(data.subarray(i, read), read >= data.length);
      if (sincePause > BYTES_BETWEEN_PAUSES) {
        sincePause = 0;
        await yieldToEventLoop();
      }
    }
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof ZipRefused || error === refusal) throw error;
    throw new ZipRefused("damaged", `${entry.name}: ${(error as Error).message}`);
  }
}

const mib = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;
