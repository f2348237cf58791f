import { describe, expect, it } from "vitest";
import { cell, lineOf, right } from "../../test/fixtures/lines.js";
import { dateColumnFromRows } from "./date-column.js";
import { detectHeader, type TableHeader } from "./header.js";

// A header whose words name no date column: "Quorvex" is no word the engine knows.
const header = detectHeader(
  lineOf(1, 100, [cell(40, "Quorvex"), cell(112, "Description"), cell(338, "Debit"), cell(418, "Credit")]),
  undefined,
) as TableHeader;
const row = (y: number, first: string) =>
  lineOf(1, y, [cell(40, first), cell(112, "CARD PURCHASE"), right(370, "12.00")]);
const roles = (h: TableHeader) => h.columns.map((c) => c.role);

describe("dateColumnFromRows", () => {
  it("makes the column the rows print their dates in the date column", () => {
    expect(roles(header)).toEqual(["other", "description", "debit", "credit"]);
    const notes = lineOf(1, 160, [
      cell(20, "Bei Fremdwährungstransaktionen enthält der Betrag einen Zuschlag"),
    ]);
    expect(roles(dateColumnFromRows(header, [row(114, "25.05.2025"), notes]))).toEqual([
      "date",
      "description",
      "debit",
      "credit",
    ]);
  });

  it("leaves a column of other text alone", () => {
    const rows = [row(114, "A-1002"), row(128, "A-1003"), row(142, "25.05.2025")];
    expect(roles(dateColumnFromRows(header, rows))).toEqual(["other", "description", "debit", "credit"]);
  });
});
