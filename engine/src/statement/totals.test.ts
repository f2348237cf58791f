import { describe, expect, it } from "vitest";
import { parseAmount } from "../parse/amounts.js";
import type { TableRow } from "./rows.js";
import { withoutTotals } from "./totals.js";

const cell = (role: string, amount: string) => ({
  role,
  amount: parseAmount(amount),
  text: amount,
  x0: 500,
  x1: 540,
});
const row = (description: string, amount: string, dated = true): TableRow =>
  ({ tableId: 0, dated, description, money: [cell("amount", amount)] }) as unknown as TableRow;
/** A row of a debit/credit table: `[role, amount]` pairs. */
const flows = (description: string, cells: [string, string][], dated = true): TableRow =>
  ({ tableId: 0, dated, description, money: cells.map(([r, a]) => cell(r, a)) }) as unknown as TableRow;
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

  it("drops a debit and credit totals line whose one column holds a single value", () => {
    const table = [
      flows("CARTE CARREFOUR", [["debit", "83.75"]]),
      flows("VIREMENT RECU", [["credit", "1,909.61"]]),
      flows("VIR INSTANTANE", [["debit", "151.33"]]),
    ];
    expect(
      kept([
        ...table,
        flows(
          "Totaux",
          [
            ["debit", "235.08"],
            ["credit", "1,909.61"],
          ],
          false,
        ),
      ]),
    ).toHaveLength(3);
    // The single value alone, or beside a figure that is no sum, is no total.
    expect(kept([...table, flows("Report", [["credit", "1,909.61"]], false)])).toHaveLength(4);
    expect(
      kept([
        ...table,
        flows(
          "Report",
          [
            ["debit", "235.09"],
            ["credit", "1,909.61"],
          ],
          false,
        ),
      ]),
    ).toHaveLength(4);
  });

  it("sums the rows under a balance brought forward, not the balance", () => {
    const opening = row("Solde de début", "2,172.50", false);
    expect(
      kept([opening, ...rows, row("Entrées", "21'184.80", false), row("Sorties", "(1'417.40)", false)]),
    ).toEqual(["Solde de début", "RETRAIT DAB", "REMISE CHEQUE", "PRLV SEPA"]);
  });

  it("keeps the row that prints what a balance brought forward and the rows under it net to: the closing balance", () => {
    const opening = row("Solde de début", "2,172.50", false);
    // 2,172.50 - 1,417.40 + 21,184.80 = 21,939.90: a balance (balance-rows.ts), while the rows' own net is a total.
    expect(kept([opening, ...rows, row("Solde de fin", "21,939.90", false)])).toHaveLength(5);
    expect(kept([opening, ...rows, row("Net", "19,767.40", false)])).toHaveLength(4);
  });
});
