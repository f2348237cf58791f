import { describe, expect, it } from "vitest";
import { groupAccounts, nameFromListing } from "./accounts.js";

const row = (tableId: number, amount: number, balance: number | null) => ({ tableId, amount, balance });

describe("groupAccounts", () => {
  it("names each account by its title, without the number and its label", () => {
    const groups = groupAccounts(
      [row(0, -100, 900), row(1, 50, 5050)],
      ["Everyday Checking - Account number XXXX-XXXX-4417", "HKD Savings Account — 817-890692-001"],
    );
    expect(groups.map((g) => [g.name, g.number, g.currency, g.rows])).toEqual([
      ["Everyday Checking", "****4417", null, [0]],
      ["HKD Savings Account", "****2001", "HKD", [1]],
    ]);
  });

  it("keeps a table continued under the same title, or none, with its account", () => {
    const groups = groupAccounts(
      [row(0, -100, 900), row(1, -50, 850), row(2, 10, 5010), row(3, -10, 840)],
      ["Current account 1234", null, "Savings account 9876", "Current account 1234 (continued)"],
    );
    expect(groups.map((g) => g.rows)).toEqual([[0, 1, 3], [2]]);
  });

  it("does not split where a new heading's balances go on from the account before", () => {
    const groups = groupAccounts(
      [row(0, -100, 900), row(1, -50, 850)],
      ["Account 1234", "Account activity 1234 summary"],
    );
    expect(groups).toHaveLength(1);
  });

  it("sorts the rows of one table by its Account column, naming each account from the listing above", () => {
    const rows = [
      { tableId: 0, amount: -5905, balance: 4252095, account: "012-345678-001", currency: "HKD" },
      { tableId: 0, amount: -10570, balance: 1192847, account: "012-345678-201", currency: "USD" },
      { tableId: 0, amount: -9595, balance: 4242500, account: "012-345678-001", currency: "HKD" },
    ];
    const groups = groupAccounts(rows, [null]);
    nameFromListing(groups, [
      { text: "HKD Savings 012-345678-001 HKD 42,580.00" },
      { text: "USD Savings 012-345678-201 USD" },
    ]);
    expect(groups.map((g) => [g.number, g.name, g.currency, g.rows])).toEqual([
      ["****8001", "HKD Savings", "HKD", [0, 2]],
      ["****8201", "USD Savings", "USD", [1]],
    ]);
  });
});
