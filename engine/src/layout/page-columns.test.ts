import { describe, expect, it } from "vitest";
import { cell, lineOf, right } from "../../test/fixtures/lines.js";
import type { Line } from "./lines.js";
import { readPageColumns } from "./page-columns.js";

/** A row of a table whose date stands at `x` (description 40 right of it, amount ending 200 right of it). */
const row = (x: number, date: string, text: string, amount: string) => [
  cell(x, date),
  cell(x + 40, text),
  right(x + 200, amount),
];

describe("readPageColumns", () => {
  it("reads a page printed in two columns as its left column, then its right one moved onto the left's columns", async () => {
    const page: Line[] = [
      lineOf(1, 40, [cell(30, "Vorbel Bank"), cell(400, "Page 1")]),
      lineOf(1, 100, [...row(30, "01/10", "Lumo", "12.00"), ...row(300, "05/10", "Kesa", "3.10")]),
      lineOf(1, 112, [...row(30, "02/10", "Pomu", "8.50"), ...row(300, "06/10", "Tavi", "40.00")]),
      lineOf(1, 124, [...row(30, "03/10", "Raku", "1.25")]),
      lineOf(1, 126, [cell(340, "details of Tavi")]),
      lineOf(1, 136, [...row(30, "04/10", "Sema", "9.99"), ...row(300, "07/10", "Vuno", "2.00")]),
      lineOf(1, 700, [cell(30, "Fine print")]),
    ];
    const [left, rightColumn, ...rest] = await readPageColumns([page], [792]);
    expect(rest).toEqual([]);
    expect(left?.map((l) => l.text)).toEqual([
      "Vorbel Bank Page 1",
      "01/10 Lumo 12.00",
      "02/10 Pomu 8.50",
      "03/10 Raku 1.25",
      "04/10 Sema 9.99",
    ]);
    expect(rightColumn?.map((l) => [l.text, l.y, l.cells[0]?.x0, l.page])).toEqual([
      ["05/10 Kesa 3.10", 100 + 792, 30, 1],
      ["06/10 Tavi 40.00", 112 + 792, 30, 1],
      ["details of Tavi", 126 + 792, 70, 1],
      ["07/10 Vuno 2.00", 136 + 792, 30, 1],
      ["Fine print", 700 + 792, 30, 1],
    ]);
    // Where each moved line is printed is kept: its position minus its shift.
    expect(rightColumn?.[0]?.shift).toEqual({ x: -270, y: 792 });
  });

  it("moves each column of a right half laid out narrower onto the left half's column", async () => {
    // The right half's description starts 30 after its date (the left's 40), its amounts end 170 after it (200).
    const narrow = (x: number, date: string, text: string, amount: string) => [
      cell(x, date),
      cell(x + 30, text),
      right(x + 170, amount),
    ];
    const page: Line[] = [
      lineOf(1, 100, [...row(30, "01/10", "Lumo", "12.00"), ...narrow(300, "05/10", "Kesa", "3.10")]),
      lineOf(1, 112, [...row(30, "02/10", "Pomu", "8.50"), ...narrow(300, "06/10", "Tavi", "40.00")]),
      lineOf(1, 118, [cell(330, "Ref 5")]),
      lineOf(1, 124, [...row(30, "03/10", "Raku", "1.75"), ...narrow(300, "07/10", "Vuno", "2.00")]),
    ];
    const [, rightColumn] = await readPageColumns([page], [792]);
    expect(rightColumn?.map((l) => l.cells.map((c) => [c.text, Math.round(c.x0), Math.round(c.x1)]))).toEqual(
      [
        [
          ["05/10", 30, 50],
          ["Kesa", 70, 86],
          ["3.10", 214, 230],
        ],
        [
          ["06/10", 30, 50],
          ["Tavi", 70, 86],
          ["40.00", 210, 230],
        ],
        [["Ref 5", 70, 90]],
        [
          ["07/10", 30, 50],
          ["Vuno", 70, 86],
          ["2.00", 214, 230],
        ],
      ],
    );
    // Where it is printed: its first cell moved 270 left, its last 240.
    expect(rightColumn?.[0]?.shift).toEqual({ x: -270, y: 792, x1: -240 });
  });

  it("finds the gutter from rows printed alone on their lines, the halves' baselines apart", async () => {
    const page: Line[] = [
      lineOf(1, 40, [cell(30, "Vorbel Bank")]),
      lineOf(1, 94, row(300, "05/10", "Kesa", "3.10")),
      lineOf(1, 100, row(30, "01/10", "Lumo", "12.00")),
      lineOf(1, 106, row(300, "06/10", "Tavi", "40.00")),
      lineOf(1, 112, [...row(30, "02/10", "Pomu", "8.50"), cell(340, "details of Tavi")]),
      lineOf(1, 118, row(300, "07/10", "Vuno", "2.00")),
      lineOf(1, 124, row(30, "03/10", "Raku", "1.25")),
    ];
    const [left, rightColumn, ...rest] = await readPageColumns([page], [792]);
    expect(rest).toEqual([]);
    expect(left?.map((l) => l.text)).toEqual([
      "Vorbel Bank",
      "01/10 Lumo 12.00",
      "02/10 Pomu 8.50",
      "03/10 Raku 1.25",
    ]);
    expect(rightColumn?.map((l) => [l.text, l.cells[0]?.x0])).toEqual([
      ["05/10 Kesa 3.10", 30],
      ["06/10 Tavi 40.00", 30],
      ["details of Tavi", 70],
      ["07/10 Vuno 2.00", 30],
    ]);
  });

  it("leaves a table alone whose second date column is followed by the row's text and money", async () => {
    // Booking date, then value date, description and amount: no row stands beside another.
    const lines = [100, 112, 124, 136].map((y, i) =>
      lineOf(1, y, [cell(30, `0${i + 1}/10`), ...row(80, `0${i + 2}/10`, "Lumo", "12.00")]),
    );
    const pages = [lines];
    expect(await readPageColumns(pages, [792])).toBe(pages);
  });

  it("needs rows left of the gutter too: a summary's dated lines right of text are not a second column", async () => {
    const lines = [100, 112, 124].map((y, i) =>
      lineOf(1, y, [cell(30, "Statement note"), ...row(300, `0${i + 1}/10`, "Lumo", "12.00")]),
    );
    const pages = [lines];
    expect(await readPageColumns(pages, [792])).toBe(pages);
  });
});
