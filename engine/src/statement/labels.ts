/** Wording of rows that are not transactions, and of section headings that sign amounts. */

import { BALANCE_ON, CLOSING, FORWARD, LABEL_HINT, OPENING, TOTAL } from "../lexicon/balance-labels.js";
import {
  NEGATIVE_SECTION,
  NOT_SECTION,
  POSITIVE_SECTION,
  SECTION_WORDS,
} from "../lexicon/section-headings.js";

export type BalanceLabel = "opening" | "closing" | "forward" | "total" | "other";

/** Classifies the text of a row that is not a transaction (opening/closing/forward balances, totals). */
export function balanceLabel(text: string): BalanceLabel | null {
  if (!LABEL_HINT.test(text)) return null;
  if (OPENING.some((re) => re.test(text))) return "opening";
  if (CLOSING.some((re) => re.test(text))) return "closing";
  if (FORWARD.some((re) => re.test(text))) return "forward";
  if (TOTAL.some((re) => re.test(text))) return "total";
  if (BALANCE_ON.test(text)) return "other";
  return null;
}

/** Words of a label, lower case, without numbers ("Saldo precedente" → saldo, precedente). */
export const labelWords = (text: string) => new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);

/** "Balance on 1 October 2022": a balance at a date; the date decides opening or closing. */
export function isBalanceAtDate(text: string): boolean {
  return BALANCE_ON.test(text);
}

/** Sign a section heading gives the unsigned amounts under it: +1, -1, or null when unclear. */
export function sectionSign(title: string): 1 | -1 | null {
  const t = title.replace(/\(.*?\)/g, " ");
  const pos = POSITIVE_SECTION.test(t);
  const neg = NEGATIVE_SECTION.test(t);
  if (pos && !neg) return 1;
  if (neg && !pos) return -1;
  if (pos && neg) {
    // "Deposits and other credits" vs "ATM & debit card withdrawals": the last keyword is the noun.
    const words = t
      .toLowerCase()
      .split(/[^a-zäöüéèà]+/)
      .filter(Boolean);
    for (let i = words.length - 1; i >= 0; i--) {
      const w = words[i] as string;
      if (POSITIVE_SECTION.test(w)) return 1;
      if (NEGATIVE_SECTION.test(w)) return -1;
    }
  }
  return null;
}

/** True when a whole line reads like a section heading ("DEPOSITS AND ADDITIONS", "Fees (continued)"). */
export function isSectionTitle(text: string): boolean {
  if (/\d/.test(text) || NOT_SECTION.test(text)) return false;
  const words = text
    .replace(/\(.*?\)/g, " ")
    .split(/[\s,:]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 8) return false;
  const unknown = words.filter((w) => !SECTION_WORDS.test(w)).length;
  return unknown <= 2 && unknown * 2 < words.length && sectionSign(text) !== null;
}
