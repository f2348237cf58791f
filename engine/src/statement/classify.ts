import { CARD_PAYMENT_WORDS, TYPE_WORDINGS } from "../lexicon/transaction-types.js";
import type { TransactionType } from "../types.js";

type Rule = [TransactionType, RegExp, "any" | "in" | "out"];

const RULES: Rule[] = TYPE_WORDINGS.map(([type, list, when]) => [type, words(list), when]);

/**
 * A rule's phrases (comma-separated) as one pattern over the normalised text (words of capital
 * letters and digits, one space apart, a space at each end); "*STEM" also matches the stem at
 * the end of a compound word.
 */
function words(list: string): RegExp {
  const alternatives = list.split(",").map((p) => {
    const phrase = p.trim();
    return phrase.startsWith("*") ? `[A-Z]*${phrase.slice(1)}` : phrase;
  });
  return new RegExp(`(?<= )(?:${alternatives.join("|")})(?= )`);
}

const CARD_PAYMENT = words(CARD_PAYMENT_WORDS);

const normalised = (wording: string) =>
  ` ${wording
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9&]+/g, " ")} `;

/**
 * The way money goes that a wording names on its own ("SALARY", "REFUND": in; "RECIBO",
 * "ATM": out), by the first rule for one direction only that it matches, or null.
 */
export function directionOfWording(wording: string): "in" | "out" | null {
  const text = normalised(wording);
  const rule = RULES.find(([, re, when]) => when !== "any" && re.test(text));
  return rule?.[2] === "in" || rule?.[2] === "out" ? rule[2] : null;
}

/**
 * The type a wording names, given the money's direction (on a card statement, money in that
 * names a payment is a PAYMENT), or null when it names none.
 */
export function typeOfWording(wording: string, amountCents: number, card = false): TransactionType | null {
  const text = normalised(wording);
  const direction = amountCents < 0 ? "out" : "in";
  if (card && direction === "in" && CARD_PAYMENT.test(text)) return "PAYMENT";
  for (const [type, re, when] of RULES) {
    if (when !== "any" && when !== direction) continue;
    if (re.test(text)) return type;
  }
  return null;
}

/**
 * Classifies a transaction from its wording and sign: DEPOSIT (pay, deposits, refunds),
 * WITHDRAWAL (card, cash, cheques), PAYMENT (bills, direct debits), TRANSFER, FEE,
 * INTEREST, OTHER (adjustments, reversals). A payment method printed in a column of its own
 * ("Direct debit", "SEPA transfer") says it before the description, unless the description
 * names a fee, interest or an adjustment.
 */
export function classifyTransaction(
  description: string,
  amountCents: number,
  card = false,
  method = "",
): TransactionType {
  const worded = typeOfWording(description, amountCents, card);
  // A fee, interest or an adjustment is that whatever way it was paid.
  if (worded === "FEE" || worded === "INTEREST" || worded === "OTHER") return worded;
  return (
    (method ? typeOfWording(method, amountCents, card) : null) ??
    worded ??
    (amountCents < 0 ? "WITHDRAWAL" : "DEPOSIT")
  );
}
