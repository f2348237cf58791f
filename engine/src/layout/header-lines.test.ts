import { describe, expect, it } from "vitest";
import { cell, lineOf, right } from "../../test/fixtures/lines.js";
import { type GridColumn, headerLinesAbove, labelColumns, roleOfLabel } from "./header-lines.js";

const columns = (): GridColumn[] => [
  { kind: "date", x0: 30, x1: 60, label: "" },
  { kind: "text", x0: 90, x1: 250, label: "" },
  { kind: "money", x0: 380, x1: 420, label: "" },
  { kind: "money", x0: 470, x1: 520, label: "" },
];

describe("header lines over a table found from its rows", () => {
  it("takes up to three lines right over the first row, above an opening balance, with no digits", () => {
    const lines = [
      lineOf(1, 60, [cell(30, "Statement 2025")]),
      lineOf(1, 80, [cell(30, "Vopi"), cell(90, "Takemu")]),
      lineOf(1, 90, [cell(30, "Dara"), cell(90, "Lusi nemo"), right(420, "Fobe"), right(520, "Ziko")]),
      lineOf(1, 100, [cell(90, "Opening"), right(520, "1,000.00")]),
      lineOf(1, 110, [cell(30, "02/10"), cell(90, "RENT"), right(420, "50.00"), right(520, "950.00")]),
    ];
    expect(headerLinesAbove(lines, 4, 30, 520, 8).map((l) => l.y)).toEqual([80, 90]);
  });

  it("gives each word to the column it stands over, or the nearest; a cell over most of the table is a title", () => {
    const cols = columns();
    labelColumns(
      [
        lineOf(1, 80, [{ text: "Transactions in EUR", x0: 30, x1: 480, fontSize: 8 }]),
        lineOf(1, 90, [
          cell(30, "Dara"),
          cell(90, "Lusi nemo"),
          cell(330, "Débit euros"),
          cell(480, "Crédit"),
        ]),
      ],
      cols,
    );
    expect(cols.map((c) => c.label)).toEqual(["Dara", "Lusi nemo", "Débit euros", "Crédit"]);
  });

  it("names a role by a known word inside a label, for the kind of column it stands over", () => {
    expect(roleOfLabel("Débit euros", "money")).toBe("debit");
    expect(roleOfLabel("Amount in EUR", "money")).toBe("amount");
    expect(roleOfLabel("F.Valor", "date")).toBe("valueDate");
    expect(roleOfLabel("잔액", "money")).toBe("balance");
    expect(roleOfLabel("Balance", "date")).toBeNull();
    expect(roleOfLabel("Zorimo", "money")).toBeNull();
  });
});
