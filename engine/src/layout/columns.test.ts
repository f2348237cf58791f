import { describe, expect, it } from "vitest";
import { cell, lineOf, right } from "../../test/fixtures/lines.js";
import { directionOf, placeLine, splitCell } from "./columns.js";
import { detectHeader, type TableHeader } from "./header.js";

const header = detectHeader(
  lineOf(1, 100, [
    cell(37, "Date"),
    cell(97, "Description"),
    right(403, "Paid out"),
    right(476, "Paid in"),
    right(558, "Balance"),
  ]),
  undefined,
) as TableHeader;

describe("placeLine", () => {
  it("puts right-aligned amounts into the money column they sit under", () => {
    const p = placeLine(
      lineOf(1, 120, [
        cell(37, "01 Oct 2022"),
        cell(97, "BOOTS 1123"),
        right(403, "8.89"),
        right(558, "8,079.36"),
      ]),
      header,
    );
    expect(p.date).toBe("01 Oct 2022");
    expect(p.description.map((c) => c.text)).toEqual(["BOOTS 1123"]);
    expect(p.money.map((m) => [m.role, m.amount.cents])).toEqual([
      ["debit", 889],
      ["balance", 807936],
    ]);
    const wide = placeLine(lineOf(1, 130, [cell(97, "COUNTER CREDIT"), right(476, "19,993,241.22")]), header);
    expect(wide.money.map((m) => m.role)).toEqual(["credit"]);
  });

  it("gives a number printed beside (not under) its header to the nearest money column", () => {
    const h = detectHeader(
      lineOf(1, 100, [cell(37, "Date"), cell(97, "Description"), cell(450, "Amount")]),
      undefined,
    ) as TableHeader;
    const p = placeLine(lineOf(1, 120, [cell(37, "04/01"), cell(97, "DEPOSIT"), right(530, "1,250.00")]), h);
    expect(p.money.map((m) => m.role)).toEqual(["amount"]);
  });

  it("leaves dates and numbers inside the description alone", () => {
    const p = placeLine(
      lineOf(1, 120, [
        cell(37, "03 Oct 2022"),
        cell(97, "POS 03/31 SHELL OIL 57444 12.50"),
        right(403, "12.50"),
      ]),
      header,
    );
    expect(p.description.map((c) => c.text)).toEqual(["POS 03/31 SHELL OIL 57444 12.50"]);
    expect(p.money).toHaveLength(1);
  });

  it("reads a colon between digits as the decimal point in a money column, and nowhere else", () => {
    // OCR reads a speck over a decimal point as a colon.
    const p = placeLine(
      lineOf(1, 120, [
        cell(37, "10 Nov 2025"),
        cell(97, "CARD 14:32 CAFE"),
        right(403, "5:72"),
        right(558, "1,234:56"),
      ]),
      header,
    );
    expect(p.description.map((c) => c.text)).toEqual(["CARD 14:32 CAFE"]);
    expect(p.money.map((m) => [m.role, m.amount.cents, m.text])).toEqual([
      ["debit", 572, "5.72"],
      ["balance", 123456, "1,234.56"],
    ]);
    const euro = placeLine(lineOf(1, 120, [cell(97, "Miete"), right(403, "1.490:34")]), header);
    expect(euro.money.map((m) => m.amount.cents)).toEqual([149034]);
    // A speck over the point read as a percent sign, a point blurred into a dash (with a speck after the cents).
    const marks = placeLine(
      lineOf(1, 120, [cell(97, "MONTHLY FEE"), right(403, "12%00"), right(558, "127-71.")]),
      header,
    );
    expect(marks.money.map((m) => [m.role, m.amount.cents, m.text])).toEqual([
      ["debit", 1200, "12.00"],
      ["balance", 12771, "127.71"],
    ]);
    // Not two figures after it, or two colons: not an amount.
    const time = placeLine(
      lineOf(1, 120, [cell(97, "ATM"), right(403, "14:325"), right(476, "1:23:45")]),
      header,
    );
    expect(time.money).toEqual([]);
  });

  it("counts amounts outside the money columns and text left of the table", () => {
    const grid = placeLine(
      lineOf(1, 300, [cell(40, "04/01"), right(185, "$4,315.88"), cell(221, "04/11"), right(367, "$872.67")]),
      header,
    );
    expect(grid.strayMoney).toBeGreaterThan(0);
    const heading = placeLine(lineOf(1, 300, [cell(20, "DAILY ENDING BALANCE")]), header);
    expect(heading.stray.map((c) => c.text)).toEqual(["DAILY ENDING BALANCE"]);
  });

  it("joins a CR/DR printed apart from its amount", () => {
    const p = placeLine(lineOf(1, 120, [cell(97, "REFUND"), right(470, "25.00"), cell(480, "CR")]), header);
    expect(p.money[0]?.amount.marker).toBe("cr");
    // A dash standing for an empty column is not a minus sign.
    const dash = placeLine(
      lineOf(1, 120, [cell(97, "REFUND"), right(476, "25.00"), right(558, "-")]),
      header,
    );
    expect(dash.money.map((m) => [m.role, m.amount.marker])).toEqual([["credit", null]]);
  });
});

describe("splitCell", () => {
  it("splits a date run into the description, and an amount run into a money column", () => {
    const cols = header.columns;
    expect(splitCell(cell(37, "01 Oct 2022 CARD PAYMENT TO BOOTS"), cols, 5).map((c) => c.text)).toEqual([
      "01 Oct 2022",
      "CARD PAYMENT TO BOOTS",
    ]);
    expect(splitCell(right(403, "LONG DESCRIPTION RUNNING ON 12.00"), cols, 5).map((c) => c.text)).toEqual([
      "LONG DESCRIPTION RUNNING ON",
      "12.00",
    ]);
    expect(splitCell(cell(97, "PURCHASE 12.50 VALUE"), cols, 5).map((c) => c.text)).toEqual([
      "PURCHASE 12.50 VALUE",
    ]);
  });
});

describe("splitCell", () => {
  it("parts an amount from the description printed right after it", () => {
    const italian = detectHeader(
      lineOf(1, 100, [
        cell(24, "Data"),
        cell(220, "Addebiti"),
        cell(282, "Accrediti"),
        cell(318, "Descrizione"),
      ]),
      undefined,
    ) as TableHeader;
    const parts = splitCell(cell(291, "252,65 Bonifico da Rossi Srl"), italian.columns, 4);
    expect(parts.map((p) => p.text)).toEqual(["252,65", "Bonifico da Rossi Srl"]);
    // The amount's mark goes with it, as the table finder reads the cell.
    const marked = splitCell(cell(262, "1 252,65 CR Bonifico da Rossi Srl"), italian.columns, 4);
    expect(marked.map((p) => p.text)).toEqual(["1 252,65 CR", "Bonifico da Rossi Srl"]);
  });
});

describe("dates in pieces", () => {
  it("joins Day and Month columns into one date, and leaves a time under the date out", () => {
    const days = detectHeader(
      lineOf(1, 100, [cell(33, "Day"), cell(73, "Month"), cell(113, "Description"), right(500, "Balance")]),
      undefined,
    ) as TableHeader;
    const row = placeLine(
      lineOf(1, 120, [cell(35, "03"), cell(80, "10"), cell(113, "MONTHLY FEE"), right(500, "12.00")]),
      days,
    );
    expect(row.date).toBe("03 Oct");
    const stacked = detectHeader(
      lineOf(1, 100, [cell(24, "Date / Time"), cell(121, "Details"), right(500, "Amount")]),
      undefined,
    ) as TableHeader;
    const under = placeLine(lineOf(1, 120, [cell(24, "00:19"), cell(121, "Ref 641518 CARD 4421")]), stacked);
    expect([under.date, under.stray, under.description.map((c) => c.text)]).toEqual([
      null,
      [],
      ["Ref 641518 CARD 4421"],
    ]);
  });
});

describe("directionOf", () => {
  it("reads debit and credit marks of many languages", () => {
    expect(["Af", "DR", "S", "Soll", "Débit"].map(directionOf)).toEqual([
      "debit",
      "debit",
      "debit",
      "debit",
      "debit",
    ]);
    expect(["Bij", "Cr", "H", "Haben", "+"].map(directionOf)).toEqual([
      "credit",
      "credit",
      "credit",
      "credit",
      "credit",
    ]);
    expect(directionOf("SEPA")).toBeNull();
  });
});
