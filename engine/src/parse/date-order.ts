import { type NumericOrder, numericPair } from "./dates.js";

/**
 * Decides whether all-numeric dates are month-first (US) or day-first for a whole statement:
 * a first number above 12 proves day-first, a second number above 12 proves month-first.
 * Without such proof, dotted dates and non-dollar currencies lean day-first.
 */
export function inferNumericOrder(texts: Iterable<string>, currency: string | null): NumericOrder {
  let md = 0;
  let dm = 0;
  let dotted = 0;
  let slashed = 0;
  for (const text of texts) {
    const pair = numericPair(text);
    if (!pair) continue;
    const [a, b] = pair;
    if (a > 12 && b <= 12) dm++;
    else if (b > 12 && a <= 12) md++;
    if (text.includes(".")) dotted++;
    else slashed++;
  }
  if (md !== dm) return md > dm ? "MD" : "DM";
  if (dotted > slashed) return "DM";
  if (currency && currency !== "USD") return "DM";
  return "MD";
}
