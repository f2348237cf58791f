import { describe, expect, it } from "vitest";
import { reconcile } from "./reconcile.js";

const rows = (pairs: [number, number | null][]) =>
  pairs.map(([amountCents, balanceCents]) => ({ amountCents, balanceCents }));

describe("reconcile", () => {
  it("accepts a statement whose balances and totals add up", () => {
    const r = reconcile({
      openingBalanceCents: 10_000,
      closingBalanceCents: 9_250,
      transactions: rows([
        [-500, 9_500],
        [-250, null],
        [0, 9_250],
      ]),
    });
    expect(r).toEqual({ reconciled: true, warnings: [] });
  });

  it("names the rows whose running balance does not follow", () => {
    const r = reconcile({
      openingBalanceCents: 10_000,
      closingBalanceCents: 9_250,
      transactions: rows([
        [-500, 9_500],
        [250, 9_250],
      ]),
    });
    expect(r.reconciled).toBe(false);
    expect(r.warnings.map((w) => [w.code, w.row])).toEqual([
      ["BALANCE_MISMATCH", 1],
      ["TOTAL_MISMATCH", undefined],
    ]);
    expect(r.warnings[0]?.message).toMatch(/Row 2/);
  });

  it("checks opening + sum = closing without running balances", () => {
    const ok = reconcile({
      openingBalanceCents: 100,
      closingBalanceCents: 50,
      transactions: rows([[-50, null]]),
    });
    expect(ok.reconciled).toBe(true);
    const bad = reconcile({
      openingBalanceCents: 100,
      closingBalanceCents: 60,
      transactions: rows([[-50, null]]),
    });
    expect(bad.warnings.map((w) => w.code)).toEqual(["TOTAL_MISMATCH"]);
  });

  it("says so when nothing can be checked", () => {
    const r = reconcile({
      openingBalanceCents: null,
      closingBalanceCents: null,
      transactions: rows([[-50, null]]),
    });
    expect(r.reconciled).toBe(false);
    expect(r.warnings.map((w) => w.code)).toEqual(["NOT_VERIFIABLE"]);
  });

  it("checks the chain from the first printed balance when the opening balance is unknown", () => {
    const r = reconcile({
      openingBalanceCents: null,
      closingBalanceCents: null,
      transactions: rows([
        [100, 1_100],
        [-100, 1_000],
      ]),
    });
    expect(r.reconciled).toBe(true);
  });
});
