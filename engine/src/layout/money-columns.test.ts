import { describe, expect, it } from "vitest";
import { cell, lineOf, right } from "../../test/fixtures/lines.js";
import { detectHeader } from "./header.js";
import { alignMoneyColumns } from "./money-columns.js";

// "Debit" and "Credit" labels left-aligned over columns whose numbers are right-aligned at 400 and 480.
const header = detectHeader(
  lineOf(1, 100, [
    cell(40, "Date"),
    cell(112, "Details"),
    cell(338, "Debit"),
    cell(418, "Credit"),
    cell(508, "Balance"),
  ]),
  undefined,
);
const row = (y: number, debit: string | null, credit: string | null, balance: string) =>
  lineOf(1, y, [
    cell(40, "08/01/26"),
    cell(112, "CARD PURCHASE"),
    ...(debit ? [right(400, debit)] : []),
    ...(credit ? [right(480, credit)] : []),
    right(570, balance),
  ]);

describe("alignMoneyColumns", () => {
  it("widens each money column to the right edge its numbers line up on", () => {
    if (!header) throw new Error("no header");
    const body = [
      row(114, "45.12", null, "5,954.10"),
      row(128, null, "2,543.10", "8,497.20"),
      row(142, "1,000.00", null, "7,497.20"),
      row(156, null, "0.18", "7,497.38"),
    ];
    const aligned = alignMoneyColumns(header, body);
    const money = aligned.columns.filter((c) => c.role !== "date" && c.role !== "description");
    expect(money.map((c) => [c.role, c.x1])).toEqual([
      ["debit", 400],
      ["credit", 480],
      ["balance", 570],
    ]);
  });

  it("leaves the header alone when the numbers' edges do not match its money columns", () => {
    if (!header) throw new Error("no header");
    const body = [row(114, "45.12", null, "5,954.10"), row(128, "12.00", null, "5,942.10")];
    expect(alignMoneyColumns(header, body)).toBe(header);
  });
});
