import { describe, expect, it } from "vitest";
import { joinSplitWords } from "./monospaced.js";
import type { OcrWord } from "./types.js";

/** A word from `left` on row `row` (30 pixels a row), `advance` pixels a character. */
const word = (text: string, left: number, row: number, advance: number, startsLine = false): OcrWord => ({
  text,
  left,
  top: row * 30,
  right: left + Math.round((text.length - 0.3) * advance),
  bottom: row * 30 + 14,
  confidence: 0.95,
  startsLine,
});

/** Rows of a description column (one engine line each, words a space apart), from x 200. */
function description(lines: string[][], advance: (text: string) => number): OcrWord[] {
  return lines.flatMap((texts, row) => {
    let left = 200;
    return texts.map((text, i) => {
      const w = word(text, left, row, advance(text), i === 0);
      left = w.right + Math.round(advance(text) * 1.3);
      return w;
    });
  });
}

const rows = [
  ["Dauerauftrag", "Sparplan", "Depot"],
  ["Gutschrift", "Gehalt", "Muster", "GmbH"],
  ["Lastschrift", "Stadtwerke", "Talheim"],
  ["Kartenzahlung", "Markt", "Talheim"],
];

describe("joinSplitWords", () => {
  it("joins a monospaced date the layout split at its point, and leaves words a space apart", () => {
    const words = [
      ...description(rows, () => 10),
      word("15.", 20, 0, 10, true),
      word("12.", 50, 0, 10, true),
      word("16.", 20, 1, 10, true),
      word("12.", 60, 1, 10, true), // a character's room after "16.": a space
    ];
    const out = joinSplitWords(words).map((w) => w.text);
    expect(out).toContain("15.12.");
    expect(out).toEqual(expect.arrayContaining(["16.", "12.", "Dauerauftrag", "Sparplan"]));
    expect(out).toHaveLength(words.length - 1);
  });

  it("leaves proportional print as it was read", () => {
    // Letters of different widths: a word's width over its length differs from word to word.
    const words = [
      ...description(rows, (text) => 7 + (text.length % 4) * 2),
      word("15.", 20, 0, 10, true),
      word("12.", 50, 0, 10, true),
    ];
    expect(joinSplitWords(words)).toEqual(words);
  });
});
