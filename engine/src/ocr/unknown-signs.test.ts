import { describe, expect, it } from "vitest";
import type { GreyImage, OcrWord } from "./types.js";
import { readUnknownSigns } from "./unknown-signs.js";

/** Glyphs 5 x 7, drawn 3 pixels a dot: figures, a point, and a sign no model knows (bars over a leg). */
const FONT: Record<string, string[]> = {
  "1": ["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."],
  "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
  "3": ["####.", "....#", "....#", ".###.", "....#", "....#", "####."],
  "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
  "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
  "6": [".###.", "#....", "#....", "####.", "#...#", "#...#", ".###."],
  ".": [".....", ".....", ".....", ".....", ".....", ".##..", ".##.."],
  S: ["#####", "...#.", "#####", "..#..", ".##..", "..##.", "...##"],
};
const DOT = 3;
const ADVANCE = 6 * DOT;

/** A strip 600 x 40 per line with each line's print drawn from x = 20, and its word box. */
function page(lines: { print: string; read: string }[]): { image: GreyImage; words: OcrWord[] } {
  const width = 600;
  const height = lines.length * 40;
  const data = new Uint8Array(width * height).fill(235);
  const words = lines.map(({ print, read }, i) => {
    const top = i * 40 + 8;
    for (const [k, ch] of [...print].entries()) {
      for (const [r, row] of (FONT[ch] as string[]).entries()) {
        for (const [c, cell] of [...row].entries()) {
          if (cell !== "#") continue;
          for (let y = 0; y < DOT; y++) {
            const from = (top + r * DOT + y) * width + 20 + k * ADVANCE + c * DOT;
            data.fill(20, from, from + DOT);
          }
        }
      }
    }
    return {
      text: read,
      left: 18,
      top: top - 2,
      right: 20 + print.length * ADVANCE,
      bottom: top + 7 * DOT + 2,
      confidence: 0.5,
      startsLine: true,
    };
  });
  return { image: { width, height, data }, words };
}

describe("readUnknownSigns", () => {
  const signed = [
    { print: "S123.45", read: "%123.45" },
    { print: "S312.56", read: "X312.56" },
    { print: "S421.36", read: "%421.36" },
    { print: "S25.12", read: "%25.12" },
  ];

  it("reads a sign the model made a figure of from its glyph, and leaves real figures alone", () => {
    const strip = page([
      ...signed,
      { print: "S142.35", read: "2142.35" }, // the sign read as a 2
      { print: "2143.56", read: "2143.56" }, // a real 2
      { print: "S16.43", read: "16.43" }, // the sign left out: no character is its glyph
      { print: "S16.43", read: '16.43"' }, // ... and a speck read after it, which is no glyph either
      { print: "S2.13", read: "32.13" }, // the sign read as a 3
    ]);
    expect(readUnknownSigns([strip])[0]?.map((w) => w.text)).toEqual([
      "¤123.45",
      "¤312.56",
      "¤421.36",
      "¤25.12",
      "¤142.35",
      "2143.56",
      "16.43",
      '16.43"',
      "¤2.13",
    ]);
  });

  it("compares print across the strips of a page", () => {
    const [a, b] = [
      page(signed.slice(0, 2)),
      page([...signed.slice(2), { print: "S131.24", read: "2131.24" }]),
    ];
    const out = readUnknownSigns([a, b]);
    expect(out[1]?.map((w) => w.text)).toEqual(["¤421.36", "¤25.12", "¤131.24"]);
  });

  it("changes nothing on a page with fewer than three amounts led by a glyph read as no figure", () => {
    const strip = page([...signed.slice(0, 2), { print: "S142.35", read: "2142.35" }]);
    expect(readUnknownSigns([strip])[0]?.map((w) => w.text)).toEqual(["%123.45", "X312.56", "2142.35"]);
  });

  it("leaves leads read as no figure alone when their glyphs are not one sign", () => {
    const strip = page([
      { print: "1123.45", read: "%123.45" },
      { print: "S312.56", read: "X312.56" },
      { print: "4421.36", read: "%421.36" },
      { print: "2142.35", read: "2142.35" },
    ]);
    expect(readUnknownSigns([strip])[0]?.map((w) => w.text)).toEqual([
      "%123.45",
      "X312.56",
      "%421.36",
      "2142.35",
    ]);
  });
});
