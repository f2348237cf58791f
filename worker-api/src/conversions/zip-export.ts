import {
  type ExportFormat,
  type ExportOptions,
  renderExport,
  type Statement,
} from "@statement-converter/engine";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { downloadName } from "../lib/downloads.js";
import { nextTurn } from "../lib/next-turn.js";

/** A name not yet used in the archive: `a.csv`, then `a (2).csv`, `a (3).csv`... */
function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  for (let n = 2; used.has(candidate.toLowerCase()); n++) {
    candidate = name.replace(/(\.[^.]+)?$/, (ext) => ` (${n})${ext}`);
  }
  used.add(candidate.toLowerCase());
  return candidate;
}

/** One file of the archive: its statement is loaded only when its turn comes. */
export interface ZipItem {
  fileName: string;
  load: () => Promise<Statement>;
}

/** Bytes deflated between two turns of the event loop (a few milliseconds of work). */
const SLICE = 64 * 1024;

/**
 * The ZIP of a file per statement, in the given order, each named like its single download, as
 * the chunks of a stream: one statement is loaded and rendered at a time and deflated a slice at a
 * time, with other requests served between slices (the archive is never held whole).
 */
export async function* zipChunks(
  items: readonly ZipItem[],
  format: ExportFormat,
  options: ExportOptions = {},
): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, data) => {
    if (err) failure = err;
    else ready.push(data);
  });
  const used = new Set<string>();
  for (const item of items) {
    const { bytes } = await renderExport(await item.load(), format, options);
    await nextTurn();
    const name = uniqueName(downloadName(item.fileName, format), used);
    // XLSX parts are zipped already; store them as they are.
    const file = format === "excel" ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    zip.add(file);
    let at = 0;
    do {
      const end = Math.min(at + SLICE, bytes.byteLength);
      file.push(bytes.subarray(at, end), end === bytes.byteLength);
      at = end;
      if (failure) throw failure;
      yield* ready.splice(0);
      await nextTurn();
    } while (at < bytes.byteLength);
  }
  zip.end();
  if (failure) throw failure;
  yield* ready.splice(0);
}

/** The chunks as a response body, made as the client reads them. */
export function chunkStream(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
