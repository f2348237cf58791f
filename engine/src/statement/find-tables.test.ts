import { describe, expect, it } from "vitest";
import { cell, lineOf, right } from "../../test/fixtures/lines.js";
import type { Line } from "../layout/lines.js";
import { findTables } from "./find-tables.js";

/** A page of a statement whose table has rows `n` rows of debit, credit and balance, under `head` (if any). */
function page(head: Line[], n: number, y0 = 130): Line[] {
  const rows: Line[] = [];
  let balance = 1000;
  for (let i = 0; i < n; i++) {
    const out = i % 3 !== 2;
    balance += out ? -10 : 25;
    rows.push(
      lineOf(
        1,
        y0 + 12 * i,
        [
          cell(30, `0${1 + (i % 9)}/10/2025`),
          cell(110, `Vendor ${i}`),
          right(400, out ? "10.00" : ""),
          right(470, out ? "" : "25.00"),
          right(540, `${balance}.00`),
        ].filter((c) => c.text !== ""),
      ),
    );
  }
  return [lineOf(1, 60, [cell(30, "Harbour Bank")]), ...head, ...rows];
}

const roles = (starts: Awaited<ReturnType<typeof findTables>>) =>
  [...starts.values()][0]?.header.columns.map((c) => c.role);

describe("findTables", () => {
  it("finds a table with no header from its rows, money roles by arithmetic", async () => {
    const starts = await findTables([page([], 6)]);
    const first = [...starts.entries()][0];
    expect(first?.[0].y).toBe(130);
    expect(first?.[1].lineCount).toBe(0);
    expect(roles(starts)).toEqual(["date", "description", "debit", "credit", "balance"]);
  });

  it("keeps a day's dated rows in one table when its date is printed once a day, the balance once", async () => {
    // Days far apart (their undated rows between) whose dated rows print money in different columns.
    const lines = [lineOf(1, 60, [cell(30, "Harbour Bank")])];
    let balance = 1000;
    for (let day = 1; day <= 4; day++) {
      const y = 70 + 60 * day;
      const credit = day % 2 === 1;
      balance += (credit ? 80 : -20) - 20;
      lines.push(
        lineOf(1, y, [
          cell(30, `0${day}/10`),
          cell(110, "Vendor"),
          right(credit ? 470 : 400, credit ? "80.00" : "20.00"),
        ]),
      );
      lines.push(lineOf(1, y + 12, [cell(110, "Grocer"), right(400, "10.00")]));
      lines.push(lineOf(1, y + 24, [cell(110, "Fuel"), right(400, "10.00"), right(540, `${balance}.00`)]));
    }
    const starts = await findTables([lines]);
    const dated = lines.filter((l) => /^0\d\/10/.test(l.text));
    expect(dated.map((l) => starts.get(l)?.header.columns.map((c) => c.role))).toEqual(
      dated.map(() => ["date", "description", "debit", "credit", "balance"]),
    );
  });

  it("starts a table at header lines of unknown words, which never reject it", async () => {
    const head = [
      lineOf(1, 115, [
        cell(30, "Zadu"),
        cell(110, "Pokemi turo"),
        right(400, "Vasi"),
        right(470, "Lunopi"),
        right(540, "Kema"),
      ]),
    ];
    const starts = await findTables([page(head, 6)]);
    const first = [...starts.entries()][0];
    expect(first?.[0]).toBe(head[0]);
    expect(first?.[1].lineCount).toBe(1);
    expect(first?.[1].header.columns.map((c) => c.label)).toEqual([
      "Zadu",
      "Pokemi turo",
      "Vasi",
      "Lunopi",
      "Kema",
    ]);
  });

  it("takes a section heading over the rows for no header line", async () => {
    const heading = [lineOf(1, 115, [cell(30, "Purchases and charges")])];
    const first = [...(await findTables([page(heading, 6)])).entries()][0];
    expect(first?.[1].lineCount).toBe(0);
    expect(first?.[1].header.columns.map((c) => c.label).join("")).toBe("");
  });

  it("leaves a header the words recognise to the scan, and reads no rows under an invoice's", async () => {
    const known = [
      lineOf(1, 115, [
        cell(30, "Date"),
        cell(110, "Description"),
        right(400, "Debit"),
        right(470, "Credit"),
        right(540, "Balance"),
      ]),
    ];
    const starts = await findTables([page(known, 6)]);
    expect(starts.has(known[0] as Line)).toBe(false);
    expect(starts.has(page(known, 6)[2] as Line)).toBe(false);
    const invoice = [
      lineOf(1, 115, [
        cell(30, "Date"),
        cell(110, "Item"),
        right(400, "Qty"),
        right(470, "Unit price"),
        right(540, "Total"),
      ]),
    ];
    expect((await findTables([page(invoice, 6)])).size).toBe(0);
  });

  it("needs three rows, or a header naming three columns over fewer", async () => {
    expect((await findTables([page([], 2)])).size).toBe(0);
    const head = [
      lineOf(1, 115, [cell(30, "Zadu"), cell(110, "Concepto"), right(400, "Vasi"), right(540, "Tomu")]),
    ];
    expect((await findTables([page(head, 1)])).size).toBe(1);
  });

  it("takes dates and money with no text beside them for a grid of balances, not a table", async () => {
    const grid = [0, 1, 2, 3].map((i) =>
      lineOf(1, 100 + 12 * i, [
        cell(30, `0${i + 1}/10`),
        right(150, `${100 + i}.00`),
        cell(200, `1${i}/10`),
        right(320, `${200 + i}.00`),
      ]),
    );
    expect((await findTables([grid])).size).toBe(0);
  });
});
