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
        // Read again on its own (missed-print.ts): a line of its own to the OCR engine.
        word("Ba1ance", 802, 401, 420, 0.6, true),
        word("-1,313.06-", 1000, 400, 420, 0.86, true),
        word("-33,90", 1200, 400, 420, 0.9),
      ],
      200,
    );
    expect(items.map((i) => i.str)).toEqual(["$54.58", "Balance", "1,313.06-", "-33,90"]);
  });

  it("keeps the surer of two readings when the less sure one's box takes in a speck beside the print", () => {
    const wide = { ...word("191.67", 1562, 382, 420, 0.09), right: 1700 };
    const tight = word("191:67", 1590, 384, 418, 0.8, true);
    expect(
      wordsToItems([word("ASDA", 400, 382, 420, 0.95, true), wide, tight], 300).map((i) => i.str),
    ).toEqual(["ASDA", "191:67"]);
  });

  it("keeps two words of one line the OCR engine read, whatever their boxes, and two readings alike once", () => {
    // ukTypeCodes-150dpi: `Aug` boxed over `Aug 25`; the date lost its month.
    const aug = { ...word("Aug", 141, 384, 414, 0.96), right: 240 };
    const items = wordsToItems(
      [word("08", 96, 380, 418, 0.97, true), aug, word("25", 206, 380, 418, 0.97)],
      300,
    );
    expect(items.map((i) => i.str)).toEqual(["08", "Aug", "25"]);
    // Its box ends a word space before the next word: the layout reads words over one another as two lines.
    const month = items[1] as (typeof items)[number];
    const year = items[2] as (typeof items)[number];
    expect(month.x + month.width).toBeLessThan(year.x);
    expect(month.x + month.width).toBeGreaterThan(year.x - 6);
    // A piece read again as sure and as boxed as the strip read it (inNarration-200dpi's `44,271.45`): once.
    const again = [
      word("44,271.45", 1900, 400, 430, 0.53, true),
      word("44,271.45", 1900, 400, 430, 0.53, true),
    ];
    expect(wordsToItems(again, 300).map((i) => i.str)).toEqual(["44,271.45"]);
  });

  it("cuts apart where they meet two words of a line whose boxes overlap by a sliver", () => {
    // inNarration-200dpi: `Amt.` read again reached back into `Deposit`, and the header split into two lines.
    const items = wordsToItems(
      [word("Deposit", 1260, 400, 430, 0.95, true), word("Amt.", 1340, 401, 430, 0.75, true)],
      200,
    );
    const [deposit, amt] = items;
    expect(items.map((i) => i.str)).toEqual(["Deposit", "Amt."]);
    expect((deposit?.x ?? 0) + (deposit?.width ?? 0)).toBeLessThanOrEqual(amt?.x ?? 0);
  });

  it("keeps one of two readings alike in confidence and box (a piece read again as the strip read it)", () => {
    const strip = word("¤2,970.74", 1540, 385, 406, 0.51);
    const again = word("¤2,970.74", 1540, 385, 406, 0.51, true); // read on its own: a line of its own
    expect(wordsToItems([word("NEFT", 593, 386, 406), strip, again], 300).map((i) => i.str)).toEqual([
      "NEFT",
      "¤2,970.74",
    ]);
  });

  it("keeps an unsure lone digit that begins the date or the figure grouped by spaces beside it", () => {
    // ptSaldo-200dpi's balance `6 528,88` and itAccrediti-150dpi's `7 ott 2025`, read at 300 dpi.
    const items = wordsToItems(
      [
        { ...word("7", 100, 274, 296, 0.5, true), right: 112 },
        { ...word("ott", 123, 278, 296, 0.96), right: 155 },
        { ...word("2025", 165, 274, 296, 0.96), right: 222 },
        { ...word("6", 2280, 276, 300, 0.25), right: 2294 },
        { ...word("528,88", 2305, 276, 303, 0.25), right: 2395 },
        // An unsure `1` before a figure that is no group of thousands, and one far from its figure.
        { ...word("1", 1000, 276, 300, 0.4), right: 1012 },
        { ...word("12,50", 1020, 276, 300, 0.95), right: 1090 },
        { ...word("4", 1500, 276, 300, 0.4), right: 1512 },
        { ...word("138,11", 1560, 276, 300, 0.95), right: 1650 },
      ],
      300,
    );
    expect(items.map((i) => i.str)).toEqual(["7", "ott", "2025", "12,50", "138,11", "6", "528,88"]);
  });

  it("keeps a rate's `@` printed as a word of its own, read surely at the print's height", () => {
    // weekdayDates-150dpi: `1,250.00 @ 1.0842` in a description, its `@` read at 0.93.
    const items = wordsToItems(
      [
        word("1,250.00", 600, 290, 314, 0.95, true),
        { ...word("@", 741, 287, 315, 0.93), right: 769 },
        word("1.0842", 790, 290, 314, 0.95),
        { ...word("&", 1200, 290, 314, 0.93), right: 1220 },
      ],
      300,
    );
    expect(items.map((i) => i.str)).toEqual(["1,250.00", "@", "1.0842"]);
  });
});
