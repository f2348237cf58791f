import { describe, expect, it } from "vitest";
import { broughtForward } from "./brought-forward.js";
import type { TableRow } from "./rows.js";

const row = (dated: boolean, description: string): TableRow =>
  ({ tableId: 0, dated, description, date: dated ? "23.05.2025" : null }) as TableRow;
const rows = [row(false, "Saldovortrag letzte Rechnung"), row(true, "Ihre Zahlung"), row(true, "Migros")];
const group = { rows: [0, 1, 2] };

describe("broughtForward", () => {
  it("takes an undated first row for the opening balance when, with it, the rows add up from nothing to the closing one", () => {
    const found = broughtForward(
      [group],
      [{ opening: null, closing: -1950, amounts: [-142725, 142725, -1950] }],
      (i) => rows[i] as TableRow,
    );
    expect([...found].map(([r, cents]) => [r.description, cents])).toEqual([
      ["Saldovortrag letzte Rechnung", -142725],
    ]);
  });

  it("leaves the row a transaction when an opening balance was found, or the rows do not add up, or it prints a date", () => {
    const at = (i: number) => rows[i] as TableRow;
    expect(
      broughtForward([group], [{ opening: 0, closing: -1950, amounts: [-142725, 142725, -1950] }], at).size,
    ).toBe(0);
    expect(
      broughtForward([group], [{ opening: null, closing: -2000, amounts: [-142725, 142725, -1950] }], at)
        .size,
    ).toBe(0);
    const dated = [row(true, "Fee"), rows[1], rows[2]] as TableRow[];
    expect(
      broughtForward(
        [group],
        [{ opening: null, closing: -1950, amounts: [-142725, 142725, -1950] }],
        (i) => dated[i] as TableRow,
      ).size,
    ).toBe(0);
  });
});
