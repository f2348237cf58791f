import Papa from "papaparse";
import { EngineError } from "../errors.js";
import { decodeText } from "./decode-text.js";
import { type Grid, textCell } from "./grid.js";

/** The delimiters a bank's CSV export uses. */
export const DELIMITERS = [",", ";", "\t", "|"] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** Decodes a CSV file's bytes (UTF-8 with or without BOM, UTF-16 LE/BE, Windows-1252). */
export function csvText(bytes: Uint8Array): string {
  const decoded = decodeText(bytes);
  if (!decoded) {
    throw new EngineError("SHEET_INVALID", "This CSV file cannot be decoded: it is damaged or not text.");
  }
  return decoded.text;
}

/**
 * The delimiter that splits the first lines most evenly into the most fields: quotes and
 * decimal commas ("1.234,56" in a ';' file) are taken into account by parsing each way.
 */
export function guessDelimiter(text: string): Delimiter {
  const sample = text.slice(0, 20_000);
  let best: Delimiter = ",";
  let bestScore = -1;
  for (const delimiter of DELIMITERS) {
    const rows = Papa.parse<string[]>(sample, { delimiter, preview: 40, skipEmptyLines: true }).data;
    const counts = rows.map((r) => r.length).filter((n) => n > 1);
    if (counts.length === 0) continue;
    // The most common field count, and how many lines have it: a table's rows agree.
    const tally = new Map<number, number>();
    for (const n of counts) tally.set(n, (tally.get(n) ?? 0) + 1);
    const [fields, lines] = [...tally.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] as [
      number,
      number,
    ];
    const score = lines * 100 + fields;
    if (score > bestScore) {
      bestScore = score;
      best = delimiter;
    }
  }
  return best;
}

/** A CSV file as one grid of text cells (at most `maxRows` rows are read). */
export function readCsv(text: string, name: string, maxRows: number, delimiter = guessDelimiter(text)): Grid {
  const parsed = Papa.parse<string[]>(text, { delimiter, preview: maxRows + 1, skipEmptyLines: false });
  const rows = parsed.data.map((fields) => fields.map((f) => (f.trim() === "" ? undefined : textCell(f))));
  return { name, rows, merges: [], date1904: false };
}
