import { describe, expect, it } from "vitest";
import { groupAccounts } from "./accounts.js";

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
});
