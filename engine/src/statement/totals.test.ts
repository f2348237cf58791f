import { describe, expect, it } from "vitest";
import { parseAmount } from "../parse/amounts.js";
import type { TableRow } from "./rows.js";
import { withoutTotals } from "./totals.js";

const row = (description: string, amount: string, dated = true): TableRow =>
  ({
    tableId: 0,
    dated,
    description,
    money: [{ role: "amount", amount: parseAmount(amount), text: amount, x0: 500, x1: 540 }],
  }) as unknown as TableRow;
const kept = (rows: TableRow[]) => withoutTotals(rows).map((r) => r.description);

describe("withoutTotals", () => {
  const rows = [
    row("RETRAIT DAB", "(591.80)"),
    row("REMISE CHEQUE", "21'184.80"),
    row("PRLV SEPA", "(825.60)"),
  ];

  it("drops an undated row that prints what the rows above add up to, money out or in alone, or the net", () => {
    expect(kept([...rows, row("Sorties", "(1'417.40)", false)])).toEqual([
      "RETRAIT DAB",
      "REMISE CHEQUE",
      "PRLV SEPA",
    ]);
    expect(kept([...rows, row("Net", "19'767.40", false)])).toEqual([
      "RETRAIT DAB",
      "REMISE CHEQUE",
      "PRLV SEPA",
    ]);
    // A dated row of that size is a transaction all the same.
    expect(kept([...rows, row("VIREMENT", "19'767.40")])).toHaveLength(4);
  });

  it("drops totals printed one under another, each summing the same rows", () => {
    const totals = [row("Sorties", "(1'417.40)", false), row("Entrées", "21'184.80", false)];
    expect(kept([...rows, ...totals])).toEqual(["RETRAIT DAB", "REMISE CHEQUE", "PRLV SEPA"]);
  });
});
