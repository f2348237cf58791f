import { basename, extname, join } from "node:path";
import { exportCsv, exportJson, exportXlsx, type Statement } from "@statement-converter/engine";

export const FORMATS = ["csv", "excel", "json"] as const;
export type Format = (typeof FORMATS)[number];

const EXTENSIONS: Record<Format, string> = { csv: ".csv", excel: ".xlsx", json: ".json" };

export const MERGED_BASENAME = "statement-merged";

/**
 * Output path of each input: `NAME.pdf` -> `DIR/NAME.csv|.xlsx|.json`. Inputs that would share
 * a name (`a/march.pdf`, `b/march.pdf`) get `march-2.csv`, ... in input order, so no output is
 * overwritten by another input of the same run.
 */
export function outputPaths(inputs: readonly string[], outDir: string, format: Format): string[] {
  const taken = new Set<string>();
  return inputs.map((input) => {
    const stem = basename(input, extname(input)) || "statement";
    let name = `${stem}${EXTENSIONS[format]}`;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${stem}-${n}${EXTENSIONS[format]}`;
    taken.add(name.toLowerCase());
    return join(outDir, name);
  });
}

/** Where a failed input's `{ file, code, message }` goes with --format json: `DIR/NAME.error.json`. */
export function errorPath(output: string): string {
  return output.replace(/\.json$/, ".error.json");
}

export function mergedOutputPath(outDir: string, format: Format): string {
  return join(outDir, `${MERGED_BASENAME}${EXTENSIONS[format]}`);
}

/** The file contents for one statement or, merged, for several (JSON: an array). */
export async function renderStatements(
  statements: Statement | readonly Statement[],
  format: Format,
  options: { bom: boolean },
): Promise<string | Uint8Array> {
  switch (format) {
    case "csv":
      return exportCsv(statements, { bom: options.bom });
    case "excel":
      return exportXlsx(statements);
    case "json":
      return exportJson(statements);
  }
}
