import { pacer } from "../pdf/yield.js";

/**
 * Exporters write their files in parts (generators of text or bytes) so that a long export can
 * give way to other work between parts (`exportChunks` in render.ts); a part holds at most
 * ROWS_PER_PART transactions, a few milliseconds of work.
 */
export const ROWS_PER_PART = 100;

/** The rows in consecutive slices of at most ROWS_PER_PART. */
export function* slices<T>(rows: readonly T[], size = ROWS_PER_PART): Generator<readonly T[]> {
  for (let at = 0; at < rows.length; at += size) yield rows.slice(at, at + size);
}

/** Text gathered into one chunk before it is encoded and handed on. */
const CHUNK_CHARS = 32 * 1024;
/** Bytes handed on between two pauses for other work (a few milliseconds of writing). */
const BYTES_BETWEEN_PAUSES = 32 * 1024;

/**
 * A file's parts (text, or bytes already encoded) as chunks of about 32 KiB, with a pause for
 * other work (a Worker's other requests) after every 32 KiB handed on: text parts are gathered
 * and encoded together, byte parts handed on as they are, in order.
 */
export async function* pacedChunks(
  parts: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>,
  encode: (text: string) => Uint8Array = (text) => new TextEncoder().encode(text),
): AsyncGenerator<Uint8Array> {
  const pace = pacer(BYTES_BETWEEN_PAUSES);
  let text: string[] = [];
  let chars = 0;
  for await (const part of parts) {
    if (typeof part === "string") {
      text.push(part);
      chars += part.length;
      if (chars < CHUNK_CHARS) continue;
    }
    if (chars > 0) {
      const bytes = encode(text.join(""));
      text = [];
      chars = 0;
      yield bytes;
      await pace(bytes.byteLength);
    }
    if (typeof part !== "string") {
      yield part;
      await pace(part.byteLength);
    }
  }
  if (chars > 0) yield encode(text.join(""));
}
