import {
  type ExportFormat,
  type ExportOptions,
  renderExport,
  type Statement,
} from "@statement-converter/engine";
import { zipSync } from "fflate";
import { downloadName } from "../lib/downloads.js";

/** A name not yet used in the archive: `a.csv`, then `a (2).csv`, `a (3).csv`... */
function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  for (let n = 2; used.has(candidate.toLowerCase()); n++) {
    candidate = name.replace(/(\.[^.]+)?$/, (ext) => ` (${n})${ext}`);
  }
  used.add(candidate.toLowerCase());
  return candidate;
}

/** One ZIP with a file per statement, in the given order, each named like its single download. */
export async function zipStatements(
  statements: readonly { fileName: string; statement: Statement }[],
  format: ExportFormat,
  options: ExportOptions = {},
): Promise<Uint8Array> {
  const used = new Set<string>();
  const files: Record<string, Uint8Array> = {};
  for (const { fileName, statement } of statements) {
    const rendered = await renderExport(statement, format, options);
    files[uniqueName(downloadName(fileName, format), used)] = rendered.bytes;
  }
  // XLSX parts are zipped already; store them as they are.
  return zipSync(files, { level: format === "excel" ? 0 : 6 });
}
