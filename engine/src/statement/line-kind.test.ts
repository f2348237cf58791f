import { describe, expect, it } from "vitest";
import { cell, lineOf, right } from "../../test/fixtures/lines.js";
import { placeLine } from "../layout/columns.js";
import { detectHeader, type TableHeader } from "../layout/header.js";
import { classifyLine, type LineContext } from "./line-kind.js";

const header = detectHeader(
  lineOf(1, 80, [cell(37, "Date"), cell(97, "Description"), right(470, "Amount"), right(560, "Balance")]),
  undefined,
) as TableHeader;
const ctx: LineContext = { header, bodyFontSize: 8, previous: undefined };
const kindOf = (cells: Parameters<typeof lineOf>[2], y = 100, c: LineContext = ctx) =>
  classifyLine(lineOf(1, y, cells), c);

describe("classifyLine", () => {
  it("takes money in a money column for a transaction, a lone balance for a boundary inside the table", () => {
    expect(
      kindOf([cell(37, "03/10"), cell(97, "RENT"), right(470, "-50.00"), right(560, "950.00")]).kind,
    ).toBe("anchor");
    const balance = kindOf([cell(97, "carried over"), right(560, "950.00")]);
    expect(balance.kind === "boundary" && balance.inTable).toBe(true);
  });

  it("takes money beside something other than a date under the date column for a line off the grid", () => {
    const box = kindOf([cell(37, "15,25 % p.a."), cell(200, "EUR"), right(470, "+ 5.314,05")]);
    expect(box.kind === "boundary" && box.inTable).toBe(true);
    expect(kindOf([cell(97, "Interest"), right(470, "5.10")]).kind).toBe("anchor");
  });

  it("reads a date whose separator a scan misread or lost, as the rows before print theirs", () => {
    const misread = (text: string, lastDate: string | null) =>
      kindOf([cell(37, text), cell(97, "POS DEBIT 12/18 DOORDASH"), right(470, "4.12")], 100, {
        ...ctx,
        lastDate,
      });
    for (const [text, date] of [
      ["12119", "12/19"],
      ["0424", "04/24"],
    ]) {
      const k = misread(text as string, "12/18");
      expect(k.kind === "anchor" && [k.placed.date, k.placed.stray.length]).toEqual([date, 0]);
    }
    // No row before to show how dates are printed, or not a date even so: off the grid.
    expect(misread("12119", null).kind).toBe("boundary");
    expect(misread("12345", "12/18").kind).toBe("boundary");
  });

  it("keeps a balance row's label and values", () => {
    const k = kindOf([cell(97, "Opening balance"), right(560, "1,000.00")]);
    expect(k.kind === "boundary" && k.special?.label).toBe("opening");
    expect(k.kind === "boundary" && k.special?.balance?.cents).toBe(100000);
  });

  it("gives a section heading's sign, unless it continues the row right above", () => {
    const heading = kindOf([cell(37, "WITHDRAWALS")], 120);
    expect(heading.kind === "boundary" && heading.sign).toBe(-1);
    const previous = {
      kind: "anchor" as const,
      line: lineOf(1, 110, [cell(37, "03/10"), cell(97, "X"), right(470, "1.00")]),
    };
    expect(kindOf([cell(97, "DEPOSITS")], 117, { ...ctx, previous }).kind).toBe("text");
  });

  it("ends the table at a heading left of the description, skips times and stray letters", () => {
    expect(kindOf([cell(20, "Important information about your account")]).kind).toBe("end");
    expect(kindOf([cell(37, "14:32")]).kind).toBe("skip");
    expect(kindOf([cell(97, "x")]).kind).toBe("skip");
    expect(kindOf([cell(97, "REF 12345 LONDON")]).kind).toBe("text");
  });

  it("keeps a continuation under a description printed last, whose column the amounts run into", () => {
    const last = detectHeader(
      lineOf(1, 80, [
        cell(37, "Date"),
        right(200, "Debit"),
        right(260, "Credit"),
        right(330, "Balance"),
        cell(340, "Description"),
      ]),
      undefined,
    ) as TableHeader;
    // "3 580,52 CR COTISATION": the edges of the parts are estimated, the columns overlap a little.
    const columns = last.columns.map((c) => (c.role === "description" ? { ...c, x0: 327 } : c));
    expect(kindOf([cell(330, "ID 758M96812")], 100, { ...ctx, header: { ...last, columns } }).kind).toBe(
      "text",
    );
  });

  it("skips a line differing from page to page in its digits, unless it continues the row above", () => {
    const previous = {
      kind: "anchor" as const,
      line: lineOf(1, 110, [cell(37, "03/10"), cell(97, "X"), right(470, "1.00")]),
    };
    const footer = { ...lineOf(1, 160, [cell(97, "Foglio 1 di 3")]), furniture: "pattern" as const };
    expect(classifyLine(footer, { ...ctx, previous }).kind).toBe("skip");
    const under = { ...lineOf(1, 117, [cell(97, "Foglio 1 di 3")]), furniture: "pattern" as const };
    expect(classifyLine(under, { ...ctx, previous }).kind).toBe("text");
  });

  it("takes text where the row above starts its description for a continuation (a page laid out narrower)", () => {
    const line = lineOf(1, 110, [cell(37, "03/10"), cell(70, "CARD PAYMENT"), right(470, "1.00")]);
    const previous = { kind: "anchor" as const, line, placed: placeLine(line, header) };
    const under = kindOf([cell(70, "ID 662")], 117, { ...ctx, previous });
    expect(under.kind === "text" && under.placed.description.map((c) => c.text)).toEqual(["ID 662"]);
    // Not where the dates are.
    const undated = lineOf(1, 110, [cell(37, "CARD PAYMENT"), right(470, "1.00")]);
    const after = { kind: "anchor" as const, line: undated, placed: placeLine(undated, header) };
    expect(kindOf([cell(37, "ID 662")], 117, { ...ctx, previous: after }).kind).not.toBe("text");
  });
});
