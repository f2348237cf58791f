import { Inflate } from "fflate";

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

/** What inflating a workbook's parts found: bytes, and the cells and rows of its sheets. */
export interface ZipMeasure {
  inflatedBytes: number;
  cells: number;
  rows: number;
}

export interface ZipBounds {
  maxInflatedBytes: number;
  /** Most bytes one part may inflate to per compressed byte, once past RATIO_FLOOR. */
  maxInflateRatio: number;
  maxCells: number;
  maxRows: number;
}

/** Why a ZIP cannot be read: damaged, or past a bound ("inflated", "cells", "rows"). */
export class ZipRefused extends Error {
  constructor(
    readonly reason: "damaged" | "inflated" | "cells" | "rows",
    detail: string,
  ) {
    super(detail);
    this.name = "ZipRefused";
  }
}

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

/** Worksheet parts, whose `<c>` (cell) and `<row>` elements are counted while they inflate. */
const SHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/i;

const LT = 0x3c;
/** Letters, digits, '_', '.', '-' (the characters of an XML name, as far as these tags go). */
function isNameByte(b: number): boolean {
  return (
    (b >= 0x61 && b <= 0x7a) ||
    (b >= 0x41 && b <= 0x5a) ||
    (b >= 0x30 && b <= 0x39) ||
    b === 0x5f ||
    b === 0x2e ||
    b === 0x2d
  );
}

/**
 * Counts `<c ...>` and `<row ...>` start tags (with or without a namespace prefix) in a stream of
 * chunks; a tag cut by a chunk's end is carried into the next chunk.
 */
class TagCounter {
  cells = 0;
  rows = 0;
  private carry = new Uint8Array(0);

  /** Counts the tags in `chunk`; at the part's end (`final`) none is left carried. */
  push(chunk: Uint8Array, final: boolean): void {
    let buf = chunk;
    if (this.carry.length > 0) {
      buf = new Uint8Array(this.carry.length + chunk.length);
      buf.set(this.carry);
      buf.set(chunk, this.carry.length);
      this.carry = new Uint8Array(0);
    }
    for (let i = buf.indexOf(LT); i >= 0; i = buf.indexOf(LT, i + 1)) {
      if (!final && buf.length - i < 48) {
        this.carry = buf.slice(i);
        return;
      }
      let start = i + 1;
      let j = start;
      while (j < buf.length && isNameByte(buf[j] as number)) j++;
      if (buf[j] === 0x3a) {
        start = j + 1;
        j = start;
        while (j < buf.length && isNameByte(buf[j] as number)) j++;
      }
      const after = buf[j] as number;
      if (
        after !== 0x20 &&
        after !== 0x3e &&
        after !== 0x2f &&
        after !== 0x09 &&
        after !== 0x0a &&
        after !== 0x0d
      )
        continue;
      if (j - start === 1 && buf[start] === 0x63) this.cells++;
      else if (j - start === 3 && buf[start] === 0x72 && buf[start + 1] === 0x6f && buf[start + 2] === 0x77)
        this.rows++;
    }
  }
}

/** Parts inflating past this are held to the ratio bound (a sheet's XML deflates 5-50 times). */
export const RATIO_FLOOR = 1024 * 1024;
/** Compressed bytes inflated per step: deflate expands at most ~1,032 times, so ~256 KiB per step. */
const INPUT_STEP = 256;

/**
 * Inflates every part of the ZIP (what a workbook reader would), counting the bytes and the
 * worksheets' cells and rows, and throws ZipRefused as soon as a bound is passed: a bomb stops
 * after at most `maxInflatedBytes` of output, whatever its directory claims.
 */
export function measureZip(bytes: Uint8Array, entries: ZipEntry[], bounds: ZipBounds): ZipMeasure {
  const measure: ZipMeasure = { inflatedBytes: 0, cells: 0, rows: 0 };
  const declared = entries.reduce((n, e) => n + e.declaredSize, 0);
  if (declared > bounds.maxInflatedBytes) {
    throw new ZipRefused(
      "inflated",
      `its parts would expand to ${mib(declared)} (the most is ${mib(bounds.maxInflatedBytes)})`,
    );
  }
  let cells = 0;
  let rows = 0;
  const check = (c: number, r: number) => {
    measure.cells = c;
    measure.rows = r;
    if (c > bounds.maxCells) throw new ZipRefused("cells", `over ${count(bounds.maxCells)} cells`);
    if (r > bounds.maxRows) throw new ZipRefused("rows", `over ${count(bounds.maxRows)} rows`);
  };
  for (const entry of entries) {
    if (entry.name.endsWith("/")) continue;
    const data = entryData(bytes, entry);
    const counter = SHEET_PART.test(entry.name) ? new TagCounter() : null;
    let read = 0;
    let inflated = 0;
    const take = (chunk: Uint8Array) => {
      measure.inflatedBytes += chunk.length;
      inflated += chunk.length;
      if (inflated > RATIO_FLOOR && inflated > bounds.maxInflateRatio * Math.max(1, read)) {
        throw new ZipRefused(
          "inflated",
          `a part expands more than ${bounds.maxInflateRatio} times (a decompression bomb)`,
        );
      }
      if (measure.inflatedBytes > bounds.maxInflatedBytes) {
        throw new ZipRefused("inflated", `its parts expand to more than ${mib(bounds.maxInflatedBytes)}`);
      }
      if (!counter) return;
      counter.push(chunk, false);
      check(cells + counter.cells, rows + counter.rows);
    };
    if (entry.method === 0) take(data);
    else if (entry.method === 8) {
      const inflater = new Inflate((chunk) => take(chunk));
      try {
        for (let i = 0; i < data.length; i += INPUT_STEP) {
          read = Math.min(data.length, i + INPUT_STEP);
          inflater.push(
            data.subarray(i, Math.min(data.length, i + INPUT_STEP)),
            i + INPUT_STEP >= data.length,
          );
        }
        if (data.length === 0) inflater.push(new Uint8Array(0), true);
      } catch (error) {
        if (error instanceof ZipRefused) throw error;
        throw new ZipRefused("damaged", `${entry.name}: ${(error as Error).message}`);
      }
    } else throw new ZipRefused("damaged", `${entry.name}: compression method ${entry.method}`);
    counter?.push(new Uint8Array(0), true);
    if (counter) check(cells + counter.cells, rows + counter.rows);
    cells = measure.cells;
    rows = measure.rows;
  }
  return measure;
}

const count = (n: number) => n.toLocaleString("en-US");
const mib = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;
