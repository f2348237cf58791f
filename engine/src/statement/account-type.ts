import type { Line } from "../layout/lines.js";
import { ACCOUNT_KINDS as KINDS } from "../lexicon/account-kinds.js";
import type { AccountType } from "../types.js";
import type { AccountGroup } from "./accounts.js";

/** A credit card statement: its card wording (credit limit, minimum payment due ...) on the first pages. */
export function isCardStatement(lines: Line[]): boolean {
  const [card] = KINDS;
  return card !== undefined && lines.some((l) => l.page <= 2 && card[1].test(l.text));
}

/**
 * What kind of statement this is: a card statement by its card wording anywhere on the first
 * pages; otherwise the first account's title, then the first line of the first page, naming a
 * savings, current or loan account (the account's name comes before offers in the fine print);
 * null when nothing says.
 */
export function accountTypeOf(lines: Line[], groups: AccountGroup[]): AccountType | null {
  if (isCardStatement(lines)) return "credit_card";
  const title = groups[0]?.title;
  for (const [kind, re] of KINDS) if (title && re.test(title)) return kind;
  for (const line of lines) {
    if (line.page !== lines[0]?.page) break;
    const kind = KINDS.find(([, re]) => re.test(line.text));
    if (kind) return kind[0];
  }
  return null;
}
