import { describe, expect, it } from "vitest";
import { cell, lineOf, right } from "../../test/fixtures/lines.js";
import { tokensOf } from "./tokens.js";

const kinds = (cells: Parameters<typeof lineOf>[2]) =>
  tokensOf(lineOf(1, 100, cells)).map((t) => `${t.kind}:${t.text}`);

describe("tokensOf", () => {
  it("tells dates, money and text apart without any column", () => {
    expect(
      kinds([
        cell(30, "Oct 03, 2025"),
        cell(90, "Zolima vatu"),
        right(400, "1,234.56"),
        right(500, "(12.00)"),
      ]),
    ).toEqual(["date:Oct 03, 2025", "text:Zolima vatu", "money:1,234.56", "money:(12.00)"]);
  });

  it("reads a line's last figure as money where it could be a date too, after a date and text", () => {
    expect(kinds([cell(30, "23.05.2025"), cell(90, "Blattner AG"), right(400, "7.20")])).toEqual([
      "date:23.05.2025",
      "text:Blattner AG",
      "money:7.20",
    ]);
    // Without a date before it, a day and month stay a date (a value date beside the text).
    expect(kinds([cell(90, "Blattner AG"), right(400, "12.10")])).toEqual(["text:Blattner AG", "date:12.10"]);
  });

  it("reads 12.45 as money and 14:32 as a time", () => {
    expect(kinds([cell(30, "03/10"), cell(90, "14:32"), right(400, "12.45")])).toEqual([
      "date:03/10",
      "time:14:32",
      "money:12.45",
    ]);
  });

  it("splits a date run into text, an amount run into text, and text ending in an amount", () => {
    expect(kinds([cell(30, "04/09/2012 PAIEMENT CB 9999"), right(400, "12,90")])).toEqual([
      "date:04/09/2012",
      "text:PAIEMENT CB 9999",
      "money:12,90",
    ]);
    expect(kinds([cell(30, "05.10.25"), cell(200, "252,65 Bonifico da Rossi")])).toEqual([
      "date:05.10.25",
      "money:252,65",
      "text:Bonifico da Rossi",
    ]);
    // Thousands grouped by spaces: the longest run of words that reads as an amount.
    expect(kinds([cell(30, "13/11/25"), cell(270, "1 112,31 VIR SEPA LOYER")])).toEqual([
      "date:13/11/25",
      "money:1 112,31",
      "text:VIR SEPA LOYER",
    ]);
    const glued = tokensOf(lineOf(1, 100, [cell(30, "17 Jan"), cell(90, "Transaction twelve 612.19CR")]));
    expect(glued.map((t) => [t.kind, t.text, t.part])).toEqual([
      ["date", "17 Jan", false],
      ["text", "Transaction twelve", true],
      ["money", "612.19CR", true],
    ]);
  });

  it("joins a day and a month printed in cells of their own into one date", () => {
    const [day, ...rest] = tokensOf(
      lineOf(1, 100, [cell(40, "03"), cell(80, "Oct"), cell(110, "RENT"), right(400, "50.00")]),
    );
    expect(day?.kind).toBe("date");
    expect(day?.text).toBe("03/10");
    expect(day?.month?.text).toBe("Oct");
    expect(rest.map((t) => t.kind)).toEqual(["text", "money"]);
    // A day far from the next number is no date.
    expect(kinds([cell(40, "03"), cell(200, "10"), right(400, "50.00")])[0]).toBe("text:03");
  });
});
