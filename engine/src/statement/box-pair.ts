import { balanceLabel, labelWords } from "./labels.js";
import type { BalanceCandidate } from "./metadata.js";
import { type BalanceSide, balanceCents } from "./signs.js";

/**
 * Opening and closing balances of a summary box no word names ("Saldo no início do período
 * 236,85 CR" … "Saldo atual 101,91 DR"): two figures printed outside the tables, the first
 * above the second on the same page, whose labels share a word and are no totals, the amounts
 * adding up from the first to the second exactly. Totals are left out, since money out plus
 * the amounts is always money in. Null when no such pair is printed.
 */
export function joinedFigures(
  summary: BalanceCandidate[],
  sum: number,
  side: BalanceSide,
): { opening: number; closing: number } | null {
  const labelled = summary
    .filter((c) => c.kind === "figure")
    .map((c) => ({ c, label: c.line.cells[0]?.text ?? "" }))
    .filter(
      ({ c, label }) => c.amount.cents !== 0 && labelWords(label).size > 0 && balanceLabel(label) !== "total",
    );
  for (const [i, a] of labelled.entries()) {
    const words = labelWords(a.label);
    for (const b of labelled.slice(i + 1)) {
      if (b.c.line.page !== a.c.line.page || b.c.line.y <= a.c.line.y) continue;
      if (![...labelWords(b.label)].some((w) => words.has(w))) continue;
      const opening = balanceCents(a.c.amount, side);
      const closing = balanceCents(b.c.amount, side);
      if (opening + sum === closing) return { opening, closing };
    }
  }
  return null;
}
