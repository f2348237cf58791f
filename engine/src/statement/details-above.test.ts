import { describe, expect, it } from "vitest";
import { cell, lineOf, right } from "../../test/fixtures/lines.js";
import type { Line } from "../layout/lines.js";
import { detailLinesOver, detailsPrintedAbove } from "./details-above.js";

const row = (y: number, date: string, text: string) =>
  lineOf(1, y, [cell(30, date), cell(90, text), right(400, "12.00")]);
const detail = (y: number, text: string) => lineOf(1, y, [cell(90, text, 7)], 7);

describe("details printed above their rows", () => {
  // Header, then each row's details over its dated line, closer to it than to the row above.
  const lines = [
    lineOf(1, 80, [cell(30, "Q1"), cell(90, "Q2"), right(400, "Q3")]),
    detail(92, "ID 626R37614"),
    row(100, "02/01/2026", "TRANSFERENCIA DE PABLO GIL"),
    detail(111, "REF. 9425532"),
    detail(118, "REF. 125915"),
    row(126, "02/01/2026", "COMISION MANTENIMIENTO"),
    detail(137, "ID 709V26297"),
    row(145, "02/01/2026", "REINTEGRO CAJERO"),
  ];

  it("tells from spacing that the lines between rows belong to the row below", () => {
    expect(detailsPrintedAbove(lines, [2, 5, 7], 8)).toBe(true);
    // The same lines printed under their rows: closer to the row above.
    const below = [row(100, "02/01", "A"), detail(108, "x"), detail(115, "y"), row(126, "03/01", "B")];
    expect(detailsPrintedAbove(below, [0, 3], 8)).toBe(false);
  });

  it("counts the first row's detail lines over it, stopping at the header", () => {
    expect(detailLinesOver(lines, 2, 90, 8)).toBe(1);
    expect(detailLinesOver(lines, 5, 90, 8)).toBe(2);
    // Not in the description column: not details.
    expect(detailLinesOver(lines, 2, 30, 8)).toBe(0);
  });

  it("takes a detail line with a date and time inside it, not one starting with a date or printing money", () => {
    const stamped = [
      lineOf(1, 80, [cell(30, "Q1"), cell(90, "Q2"), right(400, "Q3")]),
      detail(85, "ID 921W71258"),
      lineOf(1, 92, [cell(90, "FILIALE 112", 7), cell(140, "12/05", 7), cell(165, "18:16", 7)], 7),
      row(100, "12/05/2026", "LASTSCHRIFT STADTWERKE"),
    ];
    expect(detailLinesOver(stamped, 3, 90, 8)).toBe(2);
    const dated = [
      ...stamped.slice(0, 2),
      lineOf(1, 92, [cell(90, "12/05 FILIALE", 7)], 7),
      stamped[3] as Line,
    ];
    expect(detailLinesOver(dated, 3, 90, 8)).toBe(0);
    const money = [
      ...stamped.slice(0, 2),
      lineOf(1, 92, [cell(90, "FEE", 7), right(160, "1.50", 7)], 7),
      stamped[3] as Line,
    ];
    expect(detailLinesOver(money, 3, 90, 8)).toBe(0);
  });
});
