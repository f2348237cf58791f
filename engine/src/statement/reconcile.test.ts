import { describe, expect, it } from "vitest";
import { reconcile, reconcileAccounts } from "./reconcile.js";

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

  it("checks a statement that lists the newest transaction first from the bottom up", () => {
    const newestFirst = rows([
      [-250, 9_250],
      [-500, 9_500],
    ]);
    expect(
      reconcile({ openingBalanceCents: 10_000, closingBalanceCents: 9_250, transactions: newestFirst }),
    ).toEqual({ reconciled: true, warnings: [] });
    const wrong = rows([
      [-250, 9_250],
      [-500, 9_500],
      [100, 10_050],
      [300, 9_900],
    ]);
    // Oldest first: 9,600 + 300 = 9,900; + 100 is 10,000, not 10,050; 10,050 - 500 is not 9,500.
    const r = reconcile({ openingBalanceCents: 9_600, closingBalanceCents: 9_250, transactions: wrong });
    expect(r.warnings.map((w) => w.row)).toEqual([2, 1]);
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

describe("reconcileAccounts", () => {
  const rows = [
    { amountCents: -100, balanceCents: 900, account: "****0001" },
    { amountCents: 50, balanceCents: 5050, account: "****0002" },
    { amountCents: -200, balanceCents: 700, account: "****0001" },
  ];
  const accounts = [
    { key: "****0001", openingBalanceCents: 1000, closingBalanceCents: 700 },
    { key: "****0002", openingBalanceCents: 5000, closingBalanceCents: 5050 },
  ];

  it("checks each account against its own balances", () => {
    expect(reconcileAccounts({ accounts, transactions: rows })).toEqual({
      reconciled: true,
      warnings: [],
      accounts: [true, true],
    });
  });

  it("names the statement's row and the account that does not add up", () => {
    const edited = rows.map((r, i) => (i === 2 ? { ...r, amountCents: -150 } : r));
    const result = reconcileAccounts({ accounts, transactions: edited });
    expect(result.accounts).toEqual([false, true]);
    expect(result.warnings.map((w) => [w.code, w.row])).toEqual([
      ["BALANCE_MISMATCH", 2],
      ["TOTAL_MISMATCH", undefined],
    ]);
    expect(result.warnings[0]?.message).toMatch(/^Row 3: /);
    expect(result.warnings[1]?.message).toMatch(/^\*\*\*\*0001: Opening balance 10\.00/);
  });

  it("flags rows that belong to no account", () => {
    const result = reconcileAccounts({
      accounts,
      transactions: [...rows, { amountCents: 1, balanceCents: null, account: "x" }],
    });
    expect(result.reconciled).toBe(false);
    expect(result.warnings.map((w) => w.code)).toContain("ACCOUNT_UNKNOWN");
  });
});
