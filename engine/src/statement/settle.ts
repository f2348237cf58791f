import type { ParsedAmount } from "../parse/amounts.js";
import { isoToDay, type NumericOrder, parseDate, toIso } from "../parse/dates.js";
import type { StatementWarning } from "../types.js";
import type { BalanceRow } from "./balance-rows.js";
import { joinedFigures } from "./box-pair.js";
import type { BalanceCandidate } from "./metadata.js";
import { isNewestFirst } from "./order.js";
import type { Period } from "./period.js";
import type { SpecialRow } from "./scan-tables.js";
import { type BalanceSide, balanceCents, repairSigns } from "./signs.js";

/** One account's rows as read, before the balance chain is worked on. */
export interface AccountRows {
  /** The statement's row index of each row (warnings name those). */
  rows: number[];
  amounts: number[];
  balances: (number | null)[];
  /** Rows whose balance carries no sign mark at all. */
  unsignedBalances: boolean[];
  /** Rows whose amount carries no sign of its own (signs.ts's isUnsignedAmount). */
  unsignedAmounts?: boolean[];
  /** Opening, closing, forward and total rows inside the account's tables, in document order. */
  specials: SpecialRow[];
  /** Entry order of the account's first and last transaction (specials before/after them). */
  firstOrder: number;
  lastOrder: number;
  /** Opening/closing balances printed outside the tables that may be this account's. */
  summary: BalanceCandidate[];
  /** Which way the account's printed balances run (a card's are turned to the holder's side). */
  side: BalanceSide;
  /** Balances printed on rows left out of the transactions (balance-rows.ts). */
  balanceRows?: BalanceRow[];
}

export interface Settled {
  amounts: number[];
  balances: (number | null)[];
  opening: number | null;
  closing: number | null;
  warnings: StatementWarning[];
}

/**
 * Works one account's balance chain: picks its opening and closing balances (the pair the
 * amounts add up to), corrects signs the running balances prove wrong (oldest first, also for
 * newest-first statements), reads unsigned overdrafts, and derives the opening balance from the
 * first printed balance when none is printed.
 */
export function settleAccount(input: AccountRows, period: Period | null, order: NumericOrder): Settled {
  const amounts = [...input.amounts];
  const balances = [...input.balances];
  const unsigned = [...input.unsignedBalances];
  const unsignedAmounts = [...(input.unsignedAmounts ?? [])];
  const warnings: StatementWarning[] = [];
  const sum0 = amounts.reduce((s, a) => s + a, 0);
  let { opening, closing } = pickBalances(input, period, order, sum0);

  const newestFirst = isNewestFirst(
    amounts.map((a, i) => ({ amountCents: a, balanceCents: balances[i] ?? null })),
  );
  const turn = () => {
    if (!newestFirst) return;
    amounts.reverse();
    balances.reverse();
    unsigned.reverse();
    unsignedAmounts.reverse();
  };
  const statementRow = (r: number) => input.rows[newestFirst ? amounts.length - 1 - r : r] as number;
  turn();
  const repaired = repairSigns(amounts, balances, opening, unsigned, unsignedAmounts);
  for (const row of repaired.amounts.map(statementRow).sort((a, b) => a - b)) {
    warnings.push({
      code: "AMOUNT_SIGN_CORRECTED",
      row,
      message: `Row ${row + 1}: the amount's sign was corrected to match the printed running balance.`,
    });
  }
  if (repaired.balances.length > 0) {
    const rows = repaired.balances.map((r) => statementRow(r) + 1).sort((a, b) => a - b);
    warnings.push({
      code: "BALANCE_SIGN_CORRECTED",
      message: `${rows.length === 1 ? "Row" : "Rows"} ${rows.join(", ")}: the balance is printed without a sign and was read as overdrawn (negative), which is what the amounts add up to.`,
    });
  }
  const firstBalance = balances.findIndex((b) => b !== null);
  if (opening === null && firstBalance >= 0) {
    let s = 0;
    for (let k = 0; k <= firstBalance; k++) s += amounts[k] as number;
    opening = (balances[firstBalance] as number) - s;
  }
  const chainEnd = endOfBalanceChain(amounts, balances);
  if (closing === null) closing = chainEnd;
  // One balance without the other: the other is a figure printed outside the tables, if one
  // is what the amounts make of it ("Saldo contabile finale 21.824,87C" under no known label);
  // neither: two such figures the amounts join (box-pair.ts).
  const sum = amounts.reduce((s, a) => s + a, 0);
  const printed = (cents: number) => printedFigure(input.summary, cents);
  if (closing === null && opening !== null && printed(opening + sum)) closing = opening + sum;
  else if (opening === null && closing !== null && printed(closing - sum)) opening = closing - sum;
  else if (opening === null && closing === null)
    ({ opening, closing } = joinedFigures(input.summary, sum, input.side) ?? { opening, closing });
  if (balances.every((b) => b === null))
    ({ opening, closing } = owedReading(unsignedPrinted(input), printed, opening, closing, sum));
  // A statement that prints overdrawn balances unsigned prints its closing balance that way too.
  if (repaired.balances.length > 0 && closing !== null && chainEnd === -closing) closing = chainEnd;
  turn();
  return { amounts, balances, opening, closing, warnings };
}

/** Opening and closing balances: printed in summaries, in balance rows, or "Balance on DATE". */
function pickBalances(
  input: AccountRows,
  period: Period | null,
  order: NumericOrder,
  sum: number,
): { opening: number | null; closing: number | null } {
  const openings: number[] = [];
  const closings: number[] = [];
  const at = input.summary.filter((c) => c.kind === "at");
  const cents = (a: ParsedAmount) => balanceCents(a, input.side);
  for (const b of input.balanceRows ?? []) (b.kind === "opening" ? openings : closings).push(b.cents);
  for (const c of input.summary) {
    if (c.kind === "opening") openings.push(cents(c.amount));
    if (c.kind === "closing") closings.push(cents(c.amount));
  }
  if (at.length > 0) {
    for (const c of at) {
      const d = c.dateText ? parseDate(c.dateText, order) : null;
      const day = d?.year ? isoToDay(toIso(d.year, d.month, d.day)) : null;
      if (period && day !== null) {
        if (day <= isoToDay(period.start)) openings.push(cents(c.amount));
        else if (day >= isoToDay(period.end)) closings.push(cents(c.amount));
      }
    }
    if (!period && at.length >= 2) {
      openings.push(cents((at[0] as BalanceCandidate).amount));
      closings.push(cents((at[at.length - 1] as BalanceCandidate).amount));
    }
  }
  for (const s of input.specials) {
    const value = s.balance ?? s.amount;
    if (!value) continue;
    // A balance printed in the Debit column ("SOLDE DÉBITEUR AU ...") is overdrawn.
    const v = !s.balance && s.amountRole === "debit" && value.marker === null ? -cents(value) : cents(value);
    // A balance at a date ("SOLDE CRÉDITEUR AU 30.09.2025"), a forward balance: by where it stands.
    const placed = s.label === "forward" || s.label === "other";
    // One printed between the account's rows carries a page's balance forward, whatever its words.
    const between = s.order > input.firstOrder && s.order < input.lastOrder;
    if ((s.label === "opening" && !between) || (placed && s.order < input.firstOrder)) openings.push(v);
    if ((s.label === "closing" && !between) || (placed && s.order > input.lastOrder)) closings.push(v);
  }
  for (const o of openings) for (const c of closings) if (o + sum === c) return { opening: o, closing: c };
  return { opening: openings[0] ?? null, closing: closings[closings.length - 1] ?? null };
}

/**
 * Balances printed unsigned may be owed (a card's previous and new balance, where no word said
 * the statement is a card's): read so when the amounts add up only that way, from the one found
 * to the other found or to a figure printed outside the tables. `unsigned` says whether a
 * balance of that size is printed without any sign mark; `printed` whether a figure is.
 */
function owedReading(
  unsigned: (cents: number) => boolean,
  printed: (cents: number) => boolean,
  opening: number | null,
  closing: number | null,
  sum: number,
): { opening: number | null; closing: number | null } {
  if (opening !== null && closing !== null) {
    const owed = opening + sum !== closing && -opening + sum === -closing;
    return owed && unsigned(opening) && unsigned(closing)
      ? { opening: -opening, closing: -closing }
      : { opening, closing };
  }
  if (opening !== null && unsigned(opening) && printed(-opening + sum))
    return { opening: -opening, closing: -opening + sum };
  if (closing !== null && unsigned(closing) && printed(-closing - sum))
    return { opening: -closing - sum, closing: -closing };
  return { opening, closing };
}

/** True when `cents` (either sign) is printed outside the tables; never 0.00, printed for many a thing that is no balance. */
function printedFigure(summary: BalanceCandidate[], cents: number): boolean {
  return cents !== 0 && summary.some((c) => c.kind === "figure" && c.amount.cents === Math.abs(cents));
}

/** Whether a balance of `cents` is printed without any sign mark: in the summary, or on a balance row of the account's tables. */
function unsignedPrinted(input: AccountRows): (cents: number) => boolean {
  const values = [
    ...input.summary.filter((c) => c.kind !== "figure").map((c) => c.amount),
    ...input.specials.flatMap((s) => (s.label === "total" ? [] : [s.balance ?? s.amount])),
  ];
  return (cents) => values.some((a) => a !== null && a.marker === null && a.cents === Math.abs(cents));
}

/** The last printed running balance plus the amounts after it, or null without balances. */
function endOfBalanceChain(amounts: number[], balances: (number | null)[]): number | null {
  let end: number | null = null;
  amounts.forEach((amount, i) => {
    const b = balances[i];
    end = b !== null && b !== undefined ? b : end === null ? null : end + amount;
  });
  return end;
}
