import { describe, expect, it } from "vitest";
import { balanceRows } from "./balance-rows.js";
import type { TableRow } from "./rows.js";

const row = (dated: boolean, description: string): TableRow =>
  ({ tableId: 0, dated, description, date: dated ? "23.05.2025" : null }) as TableRow;
const rows = [row(false, "Saldovortrag letzte Rechnung"), row(true, "Ihre Zahlung"), row(true, "Migros")];
const group = { rows: [0, 1, 2] };
const at = (list: TableRow[]) => (i: number) => list[i] as TableRow;
const found = (
  list: TableRow[],
  reading: { opening: number | null; closing: number | null; amounts: number[] },
) => [...balanceRows([group], [reading], at(list))].map(([r, b]) => [r.description, b.kind, b.cents]);

describe("balanceRows", () => {
  it("takes an undated first row for the opening balance when, with it, the rows add up from nothing to the closing one", () => {
    expect(found(rows, { opening: null, closing: -1950, amounts: [-142725, 142725, -1950] })).toEqual([
      ["Saldovortrag letzte Rechnung", "opening", -142725],
    ]);
  });

  it("leaves the first row a transaction when an opening balance was found, or the rows do not add up, or it prints a date", () => {
    expect(found(rows, { opening: 0, closing: -1950, amounts: [-142725, 142725, -1950] })).toEqual([]);
    expect(found(rows, { opening: null, closing: -2000, amounts: [-142725, 142725, -1950] })).toEqual([]);
    const dated = [row(true, "Fee"), rows[1], rows[2]] as TableRow[];
    expect(found(dated, { opening: null, closing: -1950, amounts: [-142725, 142725, -1950] })).toEqual([]);
  });

  it("takes an undated last row for the closing balance when its money is what the opening and the rows before it make", () => {
    const list = [row(true, "Compra"), row(true, "Pago"), row(false, "Saldo pendiente")];
    // Opening -1,790.05, rows -2,500.00 and +44.72: -4,245.33, printed unsigned as a charge.
    expect(found(list, { opening: -179005, closing: null, amounts: [-250000, 4472, -424533] })).toEqual([
      ["Saldo pendiente", "closing", -424533],
    ]);
    expect(found(list, { opening: -179005, closing: null, amounts: [-250000, 4472, -424500] })).toEqual([]);
  });

  it("takes undated first and last rows for both balances when neither was found and the last is what the first and the rows between make", () => {
    const list = [
      row(false, "Saldo iniziale 01 mag"),
      row(true, "Pagamento"),
      row(true, "Versamento"),
      row(false, "Saldo finale"),
    ];
    const both = (amounts: number[]) =>
      [...balanceRows([{ rows: [0, 1, 2, 3] }], [{ opening: null, closing: null, amounts }], at(list))].map(
        ([r, b]) => [r.description, b.kind, b.cents],
      );
    expect(both([615567, -11609, 69438, 673396])).toEqual([
      ["Saldo iniziale 01 mag", "opening", 615567],
      ["Saldo finale", "closing", 673396],
    ]);
    expect(both([615567, -11609, 69438, 673300])).toEqual([]);
  });
});
