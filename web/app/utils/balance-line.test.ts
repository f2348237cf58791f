import type { StatementAccount, WireTransaction, WireWarning } from "@statement-converter/sdk";
import { describe, expect, it } from "vitest";
import { balanceLines, balanceSummary } from "./balance-line";
import { readTransactions } from "./transactions";

const row = (
  date: string,
  amount: number,
  balance: number | null,
  account: string | null = null,
): WireTransaction => ({
  date,
  parsedDate: date,
  valueDate: null,
  description: "ROW",
  additional_Details: "",
  transaction_Type: "OTHER",
  amount,
  balance,
  reference_Number: null,
  bank_Name: null,
  account,
});

const mismatch = (index: number): WireWarning => ({ code: "BALANCE_MISMATCH", row: index, message: "x" });

describe("balanceLines", () => {
  it("runs from the opening balance through each row to the closing one, in cents, breaks marked", () => {
    const rows = readTransactions([
      row("2026-03-02", 2500, 3700),
      row("2026-03-05", -82.45, null),
      row("2026-03-09", -120.1, 3517.45),
    ]);
    const [line] = balanceLines(rows, [mismatch(2), { code: "DATE_OUTSIDE_PERIOD", row: 1, message: "y" }], {
      openingBalance: 1200,
      closingBalance: 3497.45,
    });
    expect(line!.points.map((p) => [p.row, p.cents, p.isBreak])).toEqual([
      [null, 120_000, false],
      [0, 370_000, false],
      [1, 361_755, false],
      [2, 351_745, true],
      [null, 349_745, false],
    ]);
    expect(line!.breaks).toEqual([2]);
    expect(balanceSummary(line!)).toBe("Balance from $1,200.00 to $3,497.45; 1 break");
  });

  it("reads a newest-first statement oldest first, and starts from the first printed balance without an opening", () => {
    const rows = readTransactions([row("2026-03-09", -10, 90), row("2026-03-02", 50, 100)]);
    const [line] = balanceLines(rows, [], { openingBalance: null, closingBalance: null });
    expect(line!.points.map((p) => [p.row, p.cents])).toEqual([
      [1, 10_000],
      [0, 9_000],
    ]);
    expect(balanceSummary(line!)).toBe("Balance from $100.00 to $90.00; no breaks");
  });

  it("draws one line per account with each account's own balances and breaks", () => {
    const accounts = [
      { accountNumber: "****1111", name: null, openingBalance: 10, closingBalance: 15 },
      { accountNumber: "****2222", name: null, openingBalance: 100, closingBalance: 70 },
    ] as StatementAccount[];
    const rows = readTransactions([
      row("2026-03-02", 5, 15, "****1111"),
      row("2026-03-03", -20, 80, "****2222"),
      row("2026-03-04", -10, 75, "****2222"),
    ]);
    const lines = balanceLines(rows, [mismatch(2), mismatch(1)], { accounts });
    expect(lines.map((l) => [l.account, l.points.map((p) => p.cents), l.breaks])).toEqual([
      ["****1111", [1000, 1500, 1500], []],
      ["****2222", [10_000, 8_000, 7_500, 7_000], [1, 2]],
    ]);
    expect(balanceSummary(lines[1]!)).toBe("Balance from $100.00 to $70.00; 2 breaks");
  });

  it("says so when there is no balance at all", () => {
    const [line] = balanceLines(readTransactions([row("2026-03-02", 5, null)]), [], {});
    expect(line!.points).toEqual([]);
    expect(balanceSummary(line!)).toBe("No balances to chart");
  });
});
