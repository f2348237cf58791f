import { describe, expect, it } from "vitest";
import { cell, lineOf, right } from "../../test/fixtures/lines.js";
import { measureGrid, type RowTokens } from "./grid.js";
import { tokensOf } from "./tokens.js";

function rowsOf(lines: Parameters<typeof lineOf>[2][]): RowTokens[] {
  return lines.map((cells, i) => {
    const t = tokensOf(lineOf(1, 100 + 12 * i, cells));
    return {
      dates: t.filter((x) => x.kind === "date"),
      money: t.filter((x) => x.kind === "money"),
      texts: t.filter((x) => x.kind === "text"),
    };
  });
}

describe("measureGrid", () => {
  it("measures the date column, a second date on most rows, the description and money columns by right edge", () => {
    const rows = rowsOf([
      [
        cell(30, "02/10"),
        cell(80, "01/10"),
        cell(130, "Lumo tavi"),
        right(400, "12.00"),
        right(500, "988.00"),
      ],
      [
        cell(30, "03/10"),
        cell(80, "03/10"),
        cell(130, "Kesa vorulino"),
        right(450, "250.00"),
        right(500, "1,238.00"),
      ],
      [
        cell(30, "05/10"),
        cell(80, "04/10"),
        cell(130, "Pomu"),
        cell(260, "4417"),
        right(400, "3.10"),
        right(500, "1,234.90"),
      ],
    ]);
    const grid = measureGrid(
      rows,
      rows.flatMap((r) => r.money),
      8,
    );
    expect(grid?.dates.length).toBe(2);
    expect(grid?.money.map((m) => Math.round(m.x1))).toEqual([400, 450, 500]);
    expect(grid?.texts.length).toBe(1);
    expect(grid?.texts[grid.main]?.x0).toBe(130);
  });

  it("needs a date on the rows", () => {
    const rows = rowsOf([[cell(130, "Lumo"), right(400, "12.00")]]);
    expect(
      measureGrid(
        rows,
        rows.flatMap((r) => r.money),
        8,
      ),
    ).toBeNull();
  });
});
