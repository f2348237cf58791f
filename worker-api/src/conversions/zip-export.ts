import type { ExportFormat } from "@statement-converter/contract";
import { type ExportOptions, exportChunks, type Statement } from "@statement-converter/engine";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { downloadName } from "../http/downloads.js";

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

/**
 * The ZIP of a file per statement, in the given order, each named like its single download, as
 * the chunks of a stream: one statement is loaded at a time, written by the engine's
 * `exportChunks` (which pauses for other requests between its chunks) and deflated chunk by
 * chunk; the archive is never held whole.
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
    const statement = await item.load();
    const name = uniqueName(downloadName(item.fileName, format), used);
    // XLSX parts are zipped already; store them as they are.
    const file = format === "excel" ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    zip.add(file);
    for await (const chunk of exportChunks(statement, format, options)) {
      file.push(chunk, false);
      if (failure) throw failure;
      yield* ready.splice(0);
    }
    file.push(new Uint8Array(0), true);
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  zip.end();
  if (failure) throw failure;
  yield* ready.splice(0);
}
