import type { Line } from "../layout/lines.js";
import { CURRENCY_LABEL, DOLLAR_PLACES, FRENCH } from "../lexicon/statement-words.js";
import { CURRENCY_CODES, CURRENCY_SYMBOLS, parseAmount } from "../parse/amounts.js";

/** A currency symbol written against a number, before or after it. */
const SYMBOL_BY_NUMBER = /(?:^|[\s(:])(S\$|HK\$|NT\$|[$£€₹])\s?-?\d|\d(?:[.,]\d{2})\s?([£€₹])(?=$|[\s)])/g;

/** Most frequent currency among symbols and ISO codes printed with amounts and headers. */
export function findCurrency(
  lines: Line[],
  headerCurrencies: (string | null)[],
  addressLines: Line[] = lines,
): string | null {
  const votes = new Map<string, number>();
  const vote = (c: string | null, weight: number) => {
    if (c) votes.set(c, (votes.get(c) ?? 0) + weight);
  };
  let namedUsd = false;
  for (const c of headerCurrencies) vote(c, 5);
  for (const line of lines) {
    for (const cell of line.cells) {
      if (!/[$£€¥₹]|\b[A-Z]{3}\b/.test(cell.text)) continue;
      if (/\bUSD\b|US\$/.test(cell.text)) namedUsd = true;
      const a = parseAmount(cell.text);
      if (a) {
        vote(a.currency, 1);
        continue;
      }
      // An amount inside running text ("Beginning balance $5,234.11").
      for (const m of cell.text.matchAll(SYMBOL_BY_NUMBER)) {
        vote(CURRENCY_SYMBOLS[m[1] ?? m[2] ?? ""] ?? null, 1);
      }
    }
    // "Amounts in euros (EUR)": a code in brackets after words.
    for (const m of line.text.matchAll(/\p{L}\s*\(([A-Z]{3})\)/gu)) {
      if (m[1] && CURRENCY_CODES.has(m[1])) vote(m[1], 3);
    }
    const labelled = CURRENCY_LABEL.exec(line.text)?.[1];
    // "Currency: EUR", "Divisa EUR", "Moeda: EUR": a code in capitals after the label.
    if (labelled && /^[A-Z]{3}$/.test(labelled)) {
      vote(labelled, 10);
      if (labelled === "USD") namedUsd = true;
    }
  }
  let best: string | null = null;
  let bestVotes = 0;
  for (const [c, v] of votes) {
    if (v > bestVotes) {
      best = c;
      bestVotes = v;
    }
  }
  if (best === "USD" && !namedUsd) return dollarOf(addressLines) ?? best;
  return best;
}

/** The dollar a statement means by a bare "$": the place its addresses name most, or null. */
function dollarOf(lines: Line[]): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const [code, re] of DOLLAR_PLACES) {
    const count = lines.filter((l) => re.test(l.text)).length;
    if (count > bestCount) {
      best = code;
      bestCount = count;
    }
  }
  // No place named: a statement worded in French that counts in dollars is Canadian.
  return best ?? (lines.some((l) => FRENCH.test(l.text)) ? "CAD" : null);
}
