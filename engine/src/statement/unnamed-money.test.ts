import { describe, expect, it } from "vitest";
import { cell, lineOf, right } from "../../test/fixtures/lines.js";
import { detectHeader, type TableHeader } from "../layout/header.js";
import type { Line } from "../layout/lines.js";
import { moneyColumnsFromRows } from "./unnamed-money.js";

const options = { owed: false, home: null, earlier: [] };
const roles = (h: TableHeader) => h.columns.map((c) => c.role);

// zeroFilled-200dpi: OCR read `Balance Dr/Cr` as `Balance DriCr`, no label the words know.
const misread = detectHeader(
  lineOf(1, 100, [
    cell(24, "Txn Date"),
    cell(96, "Particulars"),
    cell(370, "Withdrawals"),
    cell(444, "Deposits"),
    cell(504, "Balance DriCr"),
  ]),
  undefined,
) as TableHeader;

/** A row of the zero-filled statement: date, text, debit, credit, balance marked Cr or Dr. */
const row = (y: number, date: string, debit: string, credit: string, balance: string): Line =>
  lineOf(1, y, [
    cell(24, date),
    cell(96, "CARD PURCHASE"),
    right(414, debit),
    right(475, credit),
    right(546, balance),
  ]);

const rows = [
  lineOf(1, 114, [cell(24, "01-04-2025"), cell(96, "OPENING BALANCE"), right(546, "350.12 Cr")]),
  row(128, "02-04-2025", "12.00", "0.00", "338.12 Cr"),
  row(142, "03-04-2025", "0.00", "229.23", "567.35 Cr"),
  row(156, "04-04-2025", "1,000.00", "0.00", "432.65 Dr"),
  row(170, "05-04-2025", "5.28", "0.00", "437.93 Dr"),
];

describe("moneyColumnsFromRows", () => {
  it("names a money column the header's words leave unnamed by the rows' running balances", async () => {
    expect(roles(misread)).toEqual(["date", "description", "debit", "credit", "other"]);
    const named = await moneyColumnsFromRows(misread, rows, options);
    expect(roles(named)).toEqual(["date", "description", "debit", "credit", "balance"]);
    // The same header on the next page, over one row: named as the page before named it.
    const next = await moneyColumnsFromRows(misread, rows.slice(4), { ...options, earlier: [named] });
    expect(roles(next)).toEqual(["date", "description", "debit", "credit", "balance"]);
    expect(roles(await moneyColumnsFromRows(misread, rows.slice(4), options))).toContain("other");
  });

  it("adds a balance column no header cell stands over (its label lost on the line above)", async () => {
    // ukBottom-150dpi: the header's `Balance` was on a line with a garbled word, left out.
    const header = detectHeader(
      lineOf(1, 100, [cell(24, "date"), cell(96, "Description"), cell(390, "out"), cell(455, "in")]),
      undefined,
    ) as TableHeader;
    const plain = rows.map((l) => ({
      ...l,
      cells: l.cells.map((c) => ({ ...c, text: c.text.replace(" Cr", "") })),
    }));
    const named = await moneyColumnsFromRows(header, plain.slice(0, 3), options);
    expect(roles(named)).toEqual(["date", "description", "debit", "credit", "balance"]);
    expect(named.columns[4]?.x1).toBe(546);
  });

  it("leaves a column alone when the arithmetic does not need it", async () => {
    // A column of reference figures beside the money: no balance runs in it.
    const refs = rows.map((l, i) => ({
      ...l,
      cells: l.cells.map((c) => (c.x1 === 546 ? { ...c, text: `${(i * 37.5 + 12).toFixed(2)}` } : c)),
    }));
    expect(roles(await moneyColumnsFromRows(misread, refs, options))).toEqual([
      "date",
      "description",
      "debit",
      "credit",
      "other",
    ]);
  });
});
