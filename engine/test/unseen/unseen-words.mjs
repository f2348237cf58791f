// Whether the set's invented header words really are unseen: none may occur, case-insensitive and
// as a whole word, in any file of the engine's source (whatever its vocabulary becomes).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Every word (a run of letters and digits) of every file under `dir`, lower-cased. */
export function wordsUnder(dir) {
  const words = new Set();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const text = readFileSync(join(entry.parentPath ?? entry.path, entry.name), "utf8");
    for (const w of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) words.add(w);
  }
  return words;
}

/** The header words of `truths` ({ name, truth }) found in `dir`, as "word (statement)". */
export function seenHeaderWords(truths, dir) {
  const known = wordsUnder(dir);
  return truths.flatMap(({ name, truth }) =>
    truth.headerWords.filter((w) => known.has(w.toLowerCase())).map((w) => `${w} (${name})`),
  );
}
