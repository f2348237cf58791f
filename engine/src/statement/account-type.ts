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

/** A line a summary box prints: a label without digits, then one amount; `at` is its line's index. */
interface Figure {
  cents: number;
  unsigned: boolean;
  at: number;
  balance: boolean;
}

/** A summary box's figures, in line order. */
function labelledFigures(lines: Line[]): Figure[] {
  const out: Figure[] = [];
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
  // Figures come in line order: only the window within a dozen lines of a limit is looked at, so a
  // long statement costs a window per figure, not every pair of figures.
  return figures.some((limit, i) => {
    if (limit.cents % 10_000 !== 0 || limit.balance) return false;
    let from = i;
    while (from > 0 && limit.at - (figures[from - 1]?.at ?? 0) <= 12) from--;
    let to = i + 1;
    while (to < figures.length && (figures[to]?.at ?? 0) - limit.at <= 12) to++;
    const box = figures.slice(from, to).filter((f) => f !== limit);
    return box.some(
      (owed) =>
        owed.unsigned &&
        owed.cents % 10_000 !== 0 &&
        owed.cents < limit.cents &&
        box.some((left) => left !== owed && left.unsigned && left.cents === limit.cents - owed.cents),
    );
  });
}

/**
 * What kind of statement this is: a card statement by its card wording anywhere on the first
 * pages (`card`, when the caller has asked isCardStatement already); otherwise the first
 * account's title, then the first line of the first page, naming a savings, current or loan
 * account (the account's name comes before offers in the fine print); null when nothing says.
 */
export function accountTypeOf(
  lines: Line[],
  groups: AccountGroup[],
  card = isCardStatement(lines),
): AccountType | null {
  if (card) return "credit_card";
  const title = groups[0]?.title;
  for (const [kind, re] of KINDS) if (title && re.test(title)) return kind;
  for (const line of lines) {
    if (line.page !== lines[0]?.page) break;
    const kind = KINDS.find(([, re]) => re.test(line.text));
    if (kind) return kind[0];
  }
  return null;
}
