import { describe, expect, it } from "vitest";
import { spacedPdf } from "../../test/fixtures/spaced-pdf.js";
import { resolveLimits } from "../limits.js";
import type { Glyph } from "./glyphs.js";
import { readPdfText } from "./read-pdf.js";
import { buildWords } from "./words.js";

/** Each line's words, as the reader builds them from glyph positions. */
async function wordsOf(lines: Parameters<typeof spacedPdf>[0]): Promise<string[][]> {
  const text = await readPdfText(await spacedPdf(lines), { limits: resolveLimits() });
  const byLine = new Map<number, string[]>();
  for (const item of text.pages[0]?.items ?? []) {
    const key = Math.round(item.y);
    byLine.set(key, [...(byLine.get(key) ?? []), item.str]);
  }
  return [...byLine.entries()].sort((a, b) => a[0] - b[0]).map(([, words]) => words);
}

/** A word drawn one letter at a time with a gap (in thousandths of an em) after each letter. */
function tracked(word: string, gaps: number[]): (string | number)[] {
  return [...word].flatMap((ch, i) =>
    i < word.length - 1 ? [ch, -(gaps[i % gaps.length] as number)] : [ch],
  );
}

/** Words drawn letter-spaced (0.09-0.16 em inside words), 0.33-0.43 em apart, no space glyphs. */
function letterSpaced(words: string[]): (string | number)[] {
  return words.flatMap((w, i) => [
    ...tracked(w, [120, 90, 160, 100, 140]),
    ...(i < words.length - 1 ? [-(330 + 30 * (i % 4))] : []),
  ]);
}

describe("words from glyph positions", () => {
  it("joins letter-spaced words and splits them at their wider gaps", async () => {
    const lines = [
      ["Payment", "type", "and", "details"],
      ["Opening", "Balance"],
      ["Payments", "In"],
      ["Closing", "Balance"],
      ["Account", "Number", "Sheet", "Number"],
    ];
    const words = await wordsOf(
      lines.map((w, i) => ({ x: 60, y: 100 + 14 * i, size: 9, parts: letterSpaced(w) })),
    );
    expect(words).toEqual(lines);
  });

  it("splits words placed a fifth of an em apart without space glyphs in an unspaced font", async () => {
    const words = await wordsOf([
      { x: 60, y: 100, parts: ["BALANCE", -200, "BROUGHT", -230, "FORWARD"] },
      { x: 60, y: 112, parts: ["BALANCE", -195, "CARRIED", -290, "FORWARD"] },
    ]);
    expect(words).toEqual([
      ["BALANCE", "BROUGHT", "FORWARD"],
      ["BALANCE", "CARRIED", "FORWARD"],
    ]);
  });

  it("keeps words apart where character spacing widens every gap evenly", async () => {
    const words = await wordsOf([
      { x: 60, y: 100, size: 10, charSpacing: 0.4, parts: ["Closing balance on 8 June"] },
    ]);
    expect(words).toEqual([["Closing", "balance", "on", "8", "June"]]);
  });

  it("joins the digits of one amount split by a gap, and leaves separate numbers apart", async () => {
    const words = await wordsOf([
      { x: 400, y: 100, parts: ["1,281", -150, ".84"] },
      { x: 400, y: 112, parts: ["3,0", -183, "03.49"] },
      { x: 400, y: 124, parts: ["\u00a3653.1", -217, "3"] },
      { x: 400, y: 136, parts: ["2024", -300, "10.00"] },
      { x: 400, y: 148, parts: ["12", -250, "34.50"] },
    ]);
    expect(words).toEqual([["1,281.84"], ["3,003.49"], ["\u00a3653.13"], ["2024", "10.00"], ["12", "34.50"]]);
  });

  it("turns right-to-left words to reading order, drawn left to right or right to left", () => {
    // "שלום עולם" and Arabic with a mark, each letter 5 units wide at size 10, words 6 apart.
    const drawn = (letters: string[], x: number, step: number): Glyph[] =>
      letters.map((text, i) => {
        const x0 = x + i * step;
        return {
          text,
          x0,
          x1: x0 + 5,
          y: 100,
          size: 10,
          font: "F",
          fontId: "f",
          fontKey: "F@40",
          space: false,
        };
      });
    const visual = [...drawn([..."םולש"], 0, 5), ...drawn([..."םלוע"], 26, 5)];
    expect(buildWords(visual, new Map()).map((w) => w.str)).toEqual(["שלום", "עולם"]);
    // The same words drawn in reading order: each letter left of the one before.
    const logical = [...drawn([..."עולם"], 41, -5), ...drawn([..."שלום"], 15, -5)];
    expect(buildWords(logical, new Map()).map((w) => [w.str, w.x])).toEqual([
      ["עולם", 26],
      ["שלום", 0],
    ]);
    // A ligature glyph keeps its letters' order.
    expect(buildWords(drawn(["م", "لا", "س"], 0, 5), new Map())[0]?.str).toBe("سلام");
    // A letter keeps its marks (drawn before it); numbers and Latin words are left as drawn.
    expect(buildWords(drawn(["ا", "\u0651", "\u064e", "ب"], 0, 5), new Map())[0]?.str).toBe("ب\u064e\u0651ا");
    expect(buildWords(drawn([..."1,250.00"], 0, 5), new Map())[0]?.str).toBe("1,250.00");
  });
});
