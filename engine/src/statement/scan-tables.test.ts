import { describe, expect, it } from "vitest";
import { cell, lineOf, right } from "../../test/fixtures/lines.js";
import type { Line } from "../layout/lines.js";
import { scanTables } from "./scan-tables.js";

/**
 * A page of rows with debit, credit and balance: the description at `desc`, the debit and
 * credit columns ending at `debit` and `credit`, the balance at 540.
 */
function page(n: number, p: number, from: number, desc: number, debit: number, credit: number): Line[] {
  const lines = p === 1 ? [lineOf(p, 60, [cell(30, "Harbour Bank")])] : [];
  let balance = 1000 + from * 5;
  for (let i = 0; i < n; i++) {
    const out = (from + i) % 3 !== 2;
    balance += out ? -10 : 25;
    lines.push(
      lineOf(p, 130 + 12 * i, [
        cell(30, `${10 + i}/0${p}/2025`),
        cell(desc, `Vendor ${from + i}`),
        out ? right(debit, "10.00") : right(credit, "25.00"),
        right(540, `${balance}.00`),
      ]),
    );
  }
  return lines;
}

describe("scanTables", () => {
  it("goes on over a page laid out otherwise under that page's columns, as measured from its rows", async () => {
    const scan = await scanTables([page(6, 1, 0, 110, 400, 470), page(6, 2, 6, 80, 340, 420)]);
    const second = scan.entries.filter((e) => e.line.page === 2 && e.kind === "anchor");
    expect(second.length).toBe(6);
    expect(second.map((e) => e.placed?.money.map((m) => m.role).join())).toEqual([
      "debit,balance",
      "debit,balance",
      "credit,balance",
      "debit,balance",
      "debit,balance",
      "credit,balance",
    ]);
    expect(new Set(scan.entries.map((e) => e.tableId))).toEqual(new Set([0]));
  });
});
