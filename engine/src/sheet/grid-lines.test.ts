import { describe, expect, it } from "vitest";
import { sheetPageCount } from "./extract-sheet.js";
import { type Grid, type GridCell, serialToIso, textCell } from "./grid.js";
import { gridLines } from "./grid-lines.js";

const n = (value: number): GridCell => ({ text: String(value), value, isDate: false });
const grid = (rows: (GridCell | string | undefined)[][], merges: Grid["merges"] = []): Grid => ({
  name: "S",
  rows: rows.map((r) => r.map((c) => (typeof c === "string" ? textCell(c) : c))),
  merges,
  date1904: false,
});
const texts = (g: Grid) => gridLines(g, 0).map((l) => l.cells.map((c) => c.text));

describe("serialToIso", () => {
  it("turns Excel serials into dates in both date systems, across the 1900 leap-year bug", () => {
    expect(serialToIso(45718, false)).toBe("2025-03-02");
    expect(serialToIso(45718.75, false)).toBe("2025-03-02");
    expect(serialToIso(1, false)).toBe("1900-01-01");
    expect(serialToIso(59, false)).toBe("1900-02-28");
    expect(serialToIso(61, false)).toBe("1900-03-01");
    expect(serialToIso(44256, true)).toBe("2025-03-02");
    expect(serialToIso(0, false)).toBeNull();
    expect(serialToIso(3_000_000, false)).toBeNull();
  });
});

describe("gridLines", () => {
  it("reads a header over two rows with a title merged over Debit and Credit as one header line", () => {
    const g = grid(
      [
        ["Date", "Details", "Amount", undefined, "Balance"],
        [undefined, undefined, "Debit", "Credit"],
        ["2025-09-02", "BILL PAYMENT", n(156.48), undefined, n(823.64)],
      ],
      [
        { r0: 0, c0: 0, r1: 1, c1: 0 },
        { r0: 0, c0: 2, r1: 0, c1: 3 },
      ],
    );
    expect(texts(g)).toEqual([
      ["Date", "Details", "Debit", "Credit", "Balance"],
      ["2025-09-02", "BILL PAYMENT", "156.48", "823.64"],
    ]);
  });

  it("joins labels split over two rows", () => {
    const g = grid([
      ["Posting", "Value", "", "Amount"],
      ["Date", "Date", "Description", "EUR"],
      ["01.06.2025", "02.06.2025", "X", "-1,00"],
    ]);
    expect(texts(g)[0]).toEqual(["Posting Date", "Value Date", "Description", "Amount EUR"]);
  });

  it("writes money with cents, serials in a date column as dates, and drops numbers in columns it does not read", () => {
    const g = grid([
      ["Date", "Description", "Category", "Amount", "Balance"],
      [n(45718), "PAYROLL", n(17), n(2500), "1234"],
      [n(45719), "COFFEE", "Food", n(-3.5), "1230.5"],
    ]);
    expect(texts(g)).toEqual([
      ["Date", "Description", "Category", "Amount", "Balance"],
      ["2025-03-02", "PAYROLL", "2500.00", "1234.00"],
      ["2025-03-03", "COFFEE", "Food", "-3.50", "1230.50"],
    ]);
  });

  it("keeps notes above the table as they are, numbers unrounded", () => {
    expect(
      texts(
        grid([
          ["Account number", n(12345678)],
          ["Rate", n(0.125)],
        ]),
      ),
    ).toEqual([
      ["Account number", "12345678"],
      ["Rate", "0.125"],
    ]);
  });
});

describe("sheetPageCount", () => {
  it("charges one page per 50 rows that hold anything, at least one", () => {
    const rows = (k: number) => Array.from({ length: k }, () => ["x"]);
    expect(sheetPageCount([grid([])])).toBe(1);
    expect(sheetPageCount([grid(rows(50))])).toBe(1);
    expect(sheetPageCount([grid([...rows(51), [], [undefined]])])).toBe(2);
    expect(sheetPageCount([grid(rows(60)), grid(rows(41))])).toBe(3);
  });
});
