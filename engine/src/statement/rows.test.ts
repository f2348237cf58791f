import { describe, expect, it } from "vitest";
import { cell, lineOf, right } from "../../test/fixtures/lines.js";
import { placeLine } from "../layout/columns.js";
import { detectHeader, type TableHeader } from "../layout/header.js";
import type { Cell } from "../layout/lines.js";
import { assembleRows } from "./rows.js";
import type { TableEntry } from "./scan-tables.js";

const header = detectHeader(
  lineOf(1, 80, [cell(37, "Date"), cell(97, "Description"), right(470, "Amount"), right(560, "Balance")]),
  undefined,
) as TableHeader;

function entry(y: number, cells: Cell[], kind: TableEntry["kind"]): TableEntry {
  const line = lineOf(1, y, cells);
  return { kind, line, placed: placeLine(line, header), header, tableId: 0, sectionSign: null };
}
const anchor = (y: number, date: string, text: string, amount: string) =>
  entry(y, [...(date ? [cell(37, date)] : []), cell(97, text), right(470, amount)], "anchor");
const text = (y: number, t: string) => entry(y, [cell(97, t)], "text");

describe("assembleRows", () => {
  it("gives continuation lines to the row they sit closer to", () => {
    const { rows, mode } = assembleRows([
      anchor(100, "04/01", "ACH CREDIT INITECH LLC", "2,624.43"),
      text(110, "PPD ID: 3321090739"),
      anchor(124, "04/03", "ONLINE TRANSFER", "718.82"),
      text(134, "CONF# V4RFF85DSS"),
      text(144, "REF 77"),
      anchor(158, "04/04", "DEPOSIT", "1.00"),
    ]);
    expect(mode).toBe("below");
    expect(rows.map((r) => [r.description, r.details])).toEqual([
      ["ACH CREDIT INITECH LLC", "PPD ID: 3321090739"],
      ["ONLINE TRANSFER", "CONF# V4RFF85DSS REF 77"],
      ["DEPOSIT", ""],
    ]);
  });

  it("reads continuation lines printed above their row", () => {
    const { rows, mode } = assembleRows([
      text(100, "SAN FRANCISCO CA"),
      anchor(110, "04/01", "POS DOORDASH", "12.00"),
      text(124, "HOUSTON TX"),
      anchor(134, "04/02", "POS SHELL", "8.00"),
    ]);
    expect(mode).toBe("above");
    expect(rows.map((r) => r.details)).toEqual(["SAN FRANCISCO CA", "HOUSTON TX"]);
  });

  it("carries a day's date to the rows printed without one", () => {
    const { rows } = assembleRows([
      anchor(100, "Dec 11", "DEPOSIT", "62.13"),
      anchor(114, "", "POS DEBIT 12/12 LOWES", "245.82"),
      anchor(128, "Dec 13", "CHECK 2957", "837.55"),
    ]);
    expect(rows.map((r) => r.date)).toEqual(["Dec 11", "Dec 11", "Dec 13"]);
  });

  it("starts a row at its date: a dated line without money, then lines down to the amount", () => {
    const { rows } = assembleRows([
      anchor(100, "16 Jan", "Transaction 30", "0.53"),
      entry(114, [cell(37, "17 Jan"), cell(97, "Transaction 31")], "text"),
      text(128, "Goes over multiple"),
      anchor(142, "", "lines", "0.00"),
    ]);
    expect(rows.map((r) => [r.date, r.dated, r.description])).toEqual([
      ["16 Jan", true, "Transaction 30"],
      ["17 Jan", true, "Transaction 31"],
    ]);
  });
});
