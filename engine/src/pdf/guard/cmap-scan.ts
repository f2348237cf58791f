import { latin1, ObjectReader, PdfString, skipSpace, tokenEnd } from "./syntax.js";

/** A range wider than this counts as this (pdf.js refuses wider ones). */
const MAX_RANGE = 2 ** 24;

function codeOf(value: unknown): number | null {
  if (!(value instanceof PdfString) || value.bytes.length === 0 || value.bytes.length > 4) return null;
  return value.bytes.reduce((n, b) => n * 256 + b, 0);
}

/**
 * How many codes an embedded CMap (a font's /Encoding stream or /ToUnicode map) maps: every
 * code of each `bfrange`, `cidrange` and `notdefrange`, and each `bfchar` and `cidchar`. pdf.js
 * builds a table entry for each, so a few lines of `<0000> <FFFF>` ranges cost millions.
 */
export function cmapEntries(data: Uint8Array): number {
  const reader = new ObjectReader(data);
  let mode: "none" | "range" | "char" = "none";
  let entries = 0;
  const values: unknown[] = [];
  while (reader.pos < data.length) {
    const value = reader.read();
    if (value !== undefined) {
      if (mode === "none") continue;
      values.push(value);
      if (mode === "char" && values.length === 2) {
        entries++;
        values.length = 0;
      } else if (mode === "range" && values.length === 3) {
        const low = codeOf(values[0]);
        const high = codeOf(values[1]);
        if (low !== null && high !== null && high >= low) entries += Math.min(MAX_RANGE, high - low + 1);
        values.length = 0;
      }
      continue;
    }
    const at = skipSpace(data, reader.pos);
    const end = Math.max(at + 1, tokenEnd(data, at));
    const word = latin1(data.subarray(at, Math.min(end, at + 24)));
    reader.pos = end;
    values.length = 0;
    if (/^begin(bf|cid|notdef)range$/.test(word)) mode = "range";
    else if (/^begin(bf|cid)char$/.test(word)) mode = "char";
    else if (/^end(bf|cid|notdef)(range|char)$/.test(word)) mode = "none";
  }
  return entries;
}
