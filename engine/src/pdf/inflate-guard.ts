import { Unzlib, unzlibSync } from "fflate";

const STOP = Symbol("inflated size limit");
/** Deflate expands at most about 1032 to 1: the most a stream can inflate to, unread. */
const MAX_RATIO = 1032;
const CHUNK = 64 * 1024;
/** Streams up to this size are inflated in one call (16 MiB at worst). */
const SMALL = 16 * 1024;
/** How far before "stream" its dictionary is looked for. */
const DICT_WINDOW = 1024;
const STREAM = ascii("stream");
const END_STREAM = ascii("endstream");

function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

function indexOfBytes(bytes: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0] as number;
  for (let i = bytes.indexOf(first, from); i >= 0; i = bytes.indexOf(first, i + 1)) {
    if (i + needle.length > bytes.length) return -1;
    let k = 1;
    while (k < needle.length && bytes[i + k] === needle[k]) k++;
    if (k === needle.length) return i;
  }
  return -1;
}

/** Text of a short stretch of bytes (a stream's dictionary), one character per byte. */
function latin1(bytes: Uint8Array): string {
  return String.fromCharCode.apply(null, bytes as unknown as number[]);
}

/** Where the data of each Flate stream that text extraction would inflate lies. */
function flateStreams(bytes: Uint8Array): { start: number; stop: number }[] {
  const out: { start: number; stop: number }[] = [];
  for (let at = indexOfBytes(bytes, STREAM, 0); at >= 0; at = indexOfBytes(bytes, STREAM, at + 6)) {
    const before = latin1(bytes.subarray(Math.max(0, at - DICT_WINDOW), at));
    if (before.endsWith("end")) continue;
    const dict = before.slice(Math.max(0, before.lastIndexOf("obj")));
    let start = at + 6;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    const end = indexOfBytes(bytes, END_STREAM, start);
    const stop = end < 0 ? bytes.length : end;
    if (/\/(FlateDecode|Fl)\b/.test(dict) && !/\/Subtype\s*\/Image\b/.test(dict)) out.push({ start, stop });
    at = stop;
  }
  return out;
}

/** Inflates one stream chunk by chunk, adding to `count` as it goes; throws STOP past the limit. */
function inflatedSize(data: Uint8Array, room: number): number {
  if (data.length <= SMALL) return unzlibSync(data).length;
  let size = 0;
  const inflate = new Unzlib((chunk) => {
    size += chunk.length;
    if (size > room) throw STOP;
  });
  for (let from = 0; from < data.length; from += CHUNK) {
    inflate.push(data.subarray(from, Math.min(data.length, from + CHUNK)), from + CHUNK >= data.length);
  }
  return size;
}

/**
 * True when the PDF's Flate streams that text extraction inflates (page content, fonts, forms,
 * object streams; not images, which it never decodes) add up to more than `limit` bytes. pdf.js
 * has no such cap, and a small "zip bomb" stream would otherwise take all the memory of the
 * Worker or process. The largest streams are inflated first, chunk by chunk, until what is left
 * could not pass the limit even at deflate's highest ratio; for a statement that is a handful of
 * streams. Streams that do not inflate (encrypted, damaged) are left to pdf.js.
 */
export function exceedsInflatedSize(bytes: Uint8Array, limit: number): boolean {
  const streams = flateStreams(bytes).sort((a, b) => b.stop - b.start - (a.stop - a.start));
  let unread = streams.reduce((n, s) => n + (s.stop - s.start), 0);
  let total = 0;
  for (const { start, stop } of streams) {
    if (total + unread * MAX_RATIO <= limit) return false;
    unread -= stop - start;
    try {
      total += inflatedSize(bytes.subarray(start, stop), limit - total);
    } catch (error) {
      if (error === STOP) return true;
    }
    if (total > limit) return true;
  }
  return false;
}
