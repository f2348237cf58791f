import type { Line } from "../layout/lines.js";
import { tokensOf } from "../layout/tokens.js";
import { ACCOUNT_KINDS as KINDS } from "../lexicon/account-kinds.js";
import type { AccountType } from "../types.js";
import type { AccountGroup } from "./accounts.js";
import { balanceLabel } from "./labels.js";

/**
 * A credit card statement: its card wording (credit limit, minimum payment due ...) on the first
 * pages (an offer in the fine print of a bank statement's last page is no card's), or their
 * arithmetic in any language on any page: a credit limit less the balance owed is the credit
 * still available (limitLessOwed).
 */
export function isCardStatement(lines: Line[]): boolean {
  const [card] = KINDS;
  const first = lines.filter((l) => l.page <= 2);
  return (card !== undefined && first.some((l) => card[1].test(l.text))) || limitLessOwed(lines);
}

/** Lines a summary box prints: a label without digits, then one amount. */
function labelledFigures(
  lines: Line[],
): { cents: number; unsigned: boolean; at: number; balance: boolean }[] {
  const out: { cents: number; unsigned: boolean; at: number; balance: boolean }[] = [];
  lines.forEach((line, at) => {
    const tokens = tokensOf(line);
    const money = tokens.filter((t) => t.kind === "money");
    const label = tokens[0];
    if (money.length !== 1 || label?.kind !== "text" || /\d/.test(label.text)) return;
    const amount = money[0]?.amount;
    const balance = balanceLabel(label.text) !== null;
    if (amount && amount.cents > 0)
      out.push({ cents: amount.cents, unsigned: amount.marker === null, at, balance });
  });
  return out;
}

/**
 * Three figures of one summary box (within a dozen lines) where a round limit (whole hundreds)
 * less a balance printed unsigned is another of them: "Kartenlimit 8.000,00", "Neuer Saldo
 * 7.334,59", "Verfügbarer Betrag 665,41", both printed unsigned. A bank account's available
 * money is its balance plus its overdraft, or the overdraft less a balance printed overdrawn; a
 * round opening balance less money out is its closing balance (a limit is no balance).
 */
function limitLessOwed(lines: Line[]): boolean {
  const figures = labelledFigures(lines);
  const near = (a: number, b: number) => Math.abs(a - b) <= 12;
  return figures.some(
    (limit) =>
      limit.cents % 10_000 === 0 &&
      !limit.balance &&
      figures.some(
        (owed) =>
          owed !== limit &&
          owed.unsigned &&
          owed.cents % 10_000 !== 0 &&
          owed.cents < limit.cents &&
          near(owed.at, limit.at) &&
          figures.some(
            (left) =>
              left !== owed &&
              left !== limit &&
              left.unsigned &&
              left.cents === limit.cents - owed.cents &&
              near(left.at, limit.at),
          ),
      ),
  );
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
