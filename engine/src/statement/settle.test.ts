import { describe, expect, it } from "vitest";
import { cell, lineOf } from "../../test/fixtures/lines.js";
import type { BalanceCandidate } from "./metadata.js";
import { type AccountRows, settleAccount } from "./settle.js";

const line = lineOf(1, 100, [cell(40, "summary")]);
const printed = (kind: BalanceCandidate["kind"], cents: number): BalanceCandidate => ({
  kind,
  amount: { cents, marker: null, currency: null },
  dateText: null,
  line,
});

/** A card's rows as printed (purchases negative, a payment positive), without running balances. */
function account(summary: BalanceCandidate[]): AccountRows {
  const amounts = [206_210, -10_300, -9_371, 1_971, -10_435];
  return {
    rows: amounts.map((_, i) => i),
    amounts,
    balances: amounts.map(() => null),
    unsignedBalances: amounts.map(() => true),
    specials: [],
    firstOrder: 0,
    lastOrder: amounts.length - 1,
    summary,
    side: "asset",
  };
}

describe("settleAccount", () => {
  const sum = account([]).amounts.reduce((s, a) => s + a, 0);

  it("reads unsigned summary balances as owed when the amounts add up only that way", () => {
    // Previous balance 2,130.97 and new balance printed unsigned: -2,130.97 + rows = -new.
    const both = settleAccount(
      account([printed("opening", 213_097), printed("closing", 213_097 - sum)]),
      null,
      "DM",
    );
    expect([both.opening, both.closing]).toEqual([-213_097, -213_097 + sum]);
    // Only the previous balance named: the new one is a figure printed in the summary.
    const one = settleAccount(
      account([
        printed("opening", 213_097),
        printed("figure", 213_097 - sum),
        printed("figure", 213_097 - sum),
      ]),
      null,
      "DM",
    );
    expect([one.opening, one.closing]).toEqual([-213_097, -213_097 + sum]);
  });

  it("reads unsigned balance rows of the table as owed too", () => {
    const special = (label: "opening" | "closing", cents: number, order: number) => ({
      label,
      text: label,
      line,
      order,
      balance: null,
      amount: { cents, marker: null, currency: null },
      amountRole: null,
      date: null,
    });
    const rows = { ...account([]), firstOrder: 1, lastOrder: 5 };
    rows.specials = [special("opening", 213_097, 0), special("closing", 213_097 - sum, 6)];
    const owed = settleAccount(rows, null, "DM");
    expect([owed.opening, owed.closing]).toEqual([-213_097, -213_097 + sum]);
  });

  it("takes a balance printed between the account's rows for one carried forward, whatever its words", () => {
    const special = (label: "opening" | "closing", cents: number, order: number) => ({
      label,
      text: label,
      line,
      order,
      balance: { cents, marker: null, currency: null },
      amount: null,
      amountRole: null,
      date: null,
    });
    const rows = { ...account([]), firstOrder: 1, lastOrder: 7 };
    // "Carried forward" after the third row (a closing word), the opening above the first.
    rows.specials = [special("opening", 10_000, 0), special("closing", 10_000 + 206_210 - 10_300 - 9_371, 4)];
    const settled = settleAccount(rows, null, "DM");
    expect([settled.opening, settled.closing]).toEqual([10_000, null]);
  });

  it("takes two figures of a summary box the amounts join, under labels sharing a word and no totals", () => {
    const at = (y: number, label: string) => lineOf(1, y, [cell(40, label), cell(140, "x")]);
    const figure = (y: number, label: string, cents: number, marker: "cr" | "dr" | null = null) => ({
      kind: "figure" as const,
      amount: { cents, marker, currency: null },
      dateText: null,
      line: at(y, label),
    });
    const out = Math.abs(
      account([])
        .amounts.filter((a) => a < 0)
        .reduce((s, a) => s + a, 0),
    );
    const box = [
      figure(300, "Saldo no início do período", 23_685, "cr"),
      figure(310, "Total de débitos", out),
      figure(320, "Total a crédito", out + sum),
      figure(330, "Saldo atual", 23_685 + sum),
    ];
    const settled = settleAccount(account(box), null, "DM");
    expect([settled.opening, settled.closing]).toEqual([23_685, 23_685 + sum]);
    // The totals alone (money out plus the amounts is always money in) are no balances.
    const totals = settleAccount(account(box.slice(1, 3)), null, "DM");
    expect([totals.opening, totals.closing]).toEqual([null, null]);
  });

  it("keeps them as printed when they add up as printed, or when a sign is printed", () => {
    const asPrinted = settleAccount(
      account([printed("opening", 213_097), printed("closing", 213_097 + sum)]),
      null,
      "DM",
    );
    expect([asPrinted.opening, asPrinted.closing]).toEqual([213_097, 213_097 + sum]);
    const marked = account([printed("opening", 213_097), printed("closing", 213_097 - sum)]);
    for (const c of marked.summary) c.amount = { ...c.amount, marker: "cr" };
    const kept = settleAccount(marked, null, "DM");
    expect([kept.opening, kept.closing]).toEqual([213_097, 213_097 - sum]);
  });
});
