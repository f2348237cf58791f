import { describe, expect, it } from "vitest";
import { wordsToItems } from "./ocr-words.js";
import type { OcrWord } from "./types.js";

const word = (
  text: string,
  left: number,
  top: number,
  bottom: number,
  confidence = 0.95,
  startsLine = false,
): OcrWord => ({
  text,
  left,
  top,
  right: left + text.length * 12,
  bottom,
  confidence,
  startsLine,
});

describe("wordsToItems", () => {
  it("puts a table row's words on one baseline in points, whatever lines the OCR engine made of its columns", () => {
    // 200 dpi: 2.78 pixels a point. Columns read as separate lines, "($1,550.22)" descending.
    const items = wordsToItems(
      [
        word("11-02-2025", 60, 400, 420, 0.96, true),
        word("DIRECT", 280, 401, 421, 0.95, true),
        word("DEBIT", 380, 400, 420),
        word("$1,670.66", 1300, 399, 422, 0.97, true),
        word("($1,550.22)", 1500, 399, 425, 0.93, true),
        word("Ref", 280, 430, 446, 0.9, true),
      ],
      200,
    );
    const row = items.filter((i) => i.str !== "Ref");
    expect(new Set(row.map((i) => i.y)).size).toBe(1);
    expect(row[0]?.y).toBeCloseTo((420 * 72) / 200, 1);
    expect(row.map((i) => i.str)).toEqual(["11-02-2025", "DIRECT", "DEBIT", "$1,670.66", "($1,550.22)"]);
    expect(row[0]?.x).toBeCloseTo((60 * 72) / 200, 3);
    expect(row[0]?.fontSize).toBeGreaterThan(8);
    expect(row[0]?.fontSize).toBeLessThan(12);
    expect(row.map((i) => i.confidence)).toEqual([0.96, 0.95, 0.95, 0.97, 0.93]);
    expect(items.find((i) => i.str === "Ref")?.y).toBeGreaterThan((440 * 72) / 200);
  });

  it("drops specks and stray marks, trims speck marks off amounts and keeps the surer of two readings", () => {
    const items = wordsToItems(
      [
        word("'$54.58.", 100, 400, 420, 0.9, true),
        word("°", 300, 380, 386, 0.4),
        word("3", 500, 405, 409, 0.7),
        word("|", 600, 398, 424, 0.6),
        word("Balance", 800, 400, 420, 0.97),
        word("Ba1ance", 802, 401, 420, 0.6),
        word("-1,313.06-", 1000, 400, 420, 0.86),
        word("-33,90", 1200, 400, 420, 0.9),
      ],
      200,
    );
    expect(items.map((i) => i.str)).toEqual(["$54.58", "Balance", "1,313.06-", "-33,90"]);
  });

  it("keeps the surer of two readings when the less sure one's box takes in a speck beside the print", () => {
    const wide = { ...word("191.67", 1562, 382, 420, 0.09), right: 1700 };
    const tight = word("191:67", 1590, 384, 418, 0.8);
    expect(wordsToItems([word("ASDA", 400, 382, 420), wide, tight], 300).map((i) => i.str)).toEqual([
      "ASDA",
      "191:67",
    ]);
  });

  it("keeps one of two readings alike in confidence and box (a piece read again as the strip read it)", () => {
    const strip = word("¤2,970.74", 1540, 385, 406, 0.51);
    const again = word("¤2,970.74", 1540, 385, 406, 0.51);
    expect(wordsToItems([word("NEFT", 593, 386, 406), strip, again], 300).map((i) => i.str)).toEqual([
      "NEFT",
      "¤2,970.74",
    ]);
  });
});
