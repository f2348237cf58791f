import { basename, dirname, extname, join, resolve } from "node:path";
import { type ExportFormat, exportFormatInfo } from "@statement-converter/contract";
import { type ExportOptions, renderExport, type Statement } from "@statement-converter/engine";

export const MERGED_BASENAME = "statement-merged";

const extensionOf = (format: ExportFormat) => `.${exportFormatInfo(format).extension}`;

/**
 * Output path of each input: `NAME.pdf` -> `DIR/NAME.{extension of the format}`. Inputs that
 * would share a name (`a/march.pdf`, `b/march.pdf`) get `march-2.csv`, ... in input order, so no
 * output is overwritten by another input of the same run; and no input is overwritten by its own
 * output (`march.csv` converted to CSV in its own folder writes `march-2.csv`). Paths are taken
 * from `cwd`.
 */
export function outputPaths(
  inputs: readonly string[],
  outDir: string,
  format: ExportFormat,
  cwd = ".",
): string[] {
  const taken = new Set<string>();
  const ext = extensionOf(format);
  const out = resolve(cwd, outDir);
  for (const input of inputs) {
    if (resolve(cwd, dirname(input)) === out) taken.add(basename(input).toLowerCase());
  }
  return inputs.map((input) => {
    const stem = basename(input, extname(input)) || "statement";
    let name = `${stem}${ext}`;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${stem}-${n}${ext}`;
    taken.add(name.toLowerCase());
    return join(outDir, name);
  });
}

/** Where a failed input's `{ file, code, message }` goes with --format json: `DIR/NAME.error.json`. */
export function errorPath(output: string): string {
  return output.replace(/\.json$/, ".error.json");
}

export function mergedOutputPath(outDir: string, format: ExportFormat): string {
  return join(outDir, `${MERGED_BASENAME}${extensionOf(format)}`);
}

/** The file for one statement or, merged, for several (JSON: an array; OFX, QIF: every account). */
export async function renderStatements(
  statements: Statement | readonly Statement[],
  format: ExportFormat,
  options: ExportOptions,
): Promise<Uint8Array> {
  return (await renderExport(statements, format, options)).bytes;
}
