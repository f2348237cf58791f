import { MONTH_NAMES } from "../lexicon/months.js";

const LOOKUP = new Map<string, number>();
for (const [month, names] of Object.entries(MONTH_NAMES)) for (const n of names) LOOKUP.set(n, Number(month));

/** Month number (1-12) of a month name or abbreviation, or null. */
export function monthOf(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, "");
  return LOOKUP.get(w) ?? null;
}

/** Regex source matching any month word (letters only; checked with monthOf). */
export const MONTH_WORD = "[A-Za-zÀ-ÿ]{3,10}\\.?";
