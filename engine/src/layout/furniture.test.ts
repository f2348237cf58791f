import { describe, expect, it } from "vitest";
import { cell, lineOf } from "../../test/fixtures/lines.js";
import { markFurniture } from "./furniture.js";

describe("markFurniture", () => {
  it("marks running headers, watermarks and page numbers, not rows", () => {
    const descriptions = ["CARD FEE", "REFUND LIDL", "POS 10.07 ZALANDO", "ATM WITHDRAWAL"];
    const pages = [1, 2, 3, 4].map((p) => [
      lineOf(p, 40, [cell(34, "Example Bank"), cell(156, "Account ****5333")]),
      lineOf(p, 231.8, [cell(15, "81924403 SCC 9059", 6)]),
      lineOf(p, 300, [
        cell(37, `0${p}.07.2022`),
        cell(152, descriptions[p - 1] as string),
        cell(539, "1,50-"),
      ]),
      lineOf(p, 780, [cell(542, `Page ${p} of 4`)]),
    ]);
    markFurniture(pages);
    expect(pages.map((lines) => lines.map((l) => l.furniture))).toEqual(
      [1, 2, 3, 4].map(() => ["repeat", "repeat", false, "pattern"]),
    );
  });

  it("needs the same text on half the pages, or digit-only differences on nearly all of them", () => {
    const pages = [1, 2, 3, 4].map((p) => [
      lineOf(p, 300, [cell(78, p <= 2 ? "PPD ID: 5555287756" : "CONF# P40TXLDGCA")]),
      lineOf(p, 320, [cell(78, `PPD ID: ${p}555287756`)]),
      lineOf(p, 340 + p * 10, [cell(78, `REF ${p}`)]),
    ]);
    markFurniture(pages);
    expect(pages.map((lines) => lines.map((l) => l.furniture))).toEqual(
      [1, 2, 3, 4].map(() => ["repeat", "pattern", false]),
    );
  });

  it("leaves a one-page document alone", () => {
    const pages = [[lineOf(1, 40, [cell(34, "Example Bank")])]];
    markFurniture(pages);
    expect(pages[0]?.[0]?.furniture).toBe(false);
  });
});
