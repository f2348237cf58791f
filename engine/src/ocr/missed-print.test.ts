import { describe, expect, it } from "vitest";
import { missedPrint } from "./missed-print.js";
import type { GreyImage, OcrWord } from "./types.js";

/** A white strip with black rectangles [left, top, right, bottom] (half-open). */
function strip(width: number, height: number, marks: number[][]): GreyImage {
  const data = new Uint8Array(width * height).fill(240);
  for (const [l, t, r, b] of marks as [number, number, number, number][])
    for (let y = t; y < b; y++) data.fill(20, y * width + l, y * width + r);
  return { width, height, data };
}

/** A word read over the box [left, top, right, bottom]. */
const word = ([left, top, right, bottom]: number[]): OcrWord => ({
  text: "X",
  left: left as number,
  top: top as number,
  right: right as number,
  bottom: bottom as number,
  confidence: 0.95,
  startsLine: false,
});

/** Two figures 30 pixels tall, as strokes (ink in part of their box), from x. */
const figures = (x: number, y: number) => [
  [x, y, x + 4, y + 30],
  [x, y, x + 14, y + 4],
  [x + 20, y, x + 24, y + 30],
  [x + 20, y + 26, x + 34, y + 30],
];

describe("missedPrint", () => {
  it("gives back print no word covers, as tall as the words' letters, and nothing else", () => {
    const read = [
      [100, 20, 400, 50],
      [100, 80, 400, 110],
      [100, 140, 400, 170],
    ];
    const marks = [
      ...read,
      ...figures(20, 20), // a lone cell the layout left out, beside a line it read
      ...figures(20, 80), // a cell it read
      [500, 30, 503, 33], // a speck
      [0, 125, 600, 127], // a table rule
      [450, 140, 458, 146], // a smudge lower than print
    ];
    const found = missedPrint(strip(600, 200, marks), [...read.map(word), word([20, 80, 54, 110])]);
    expect(found).toHaveLength(1);
    const [piece] = found;
    expect(piece?.left).toBeLessThanOrEqual(20);
    expect(piece?.right).toBeGreaterThanOrEqual(54);
    expect(piece?.top).toBeLessThanOrEqual(20);
    expect(piece?.bottom).toBeGreaterThanOrEqual(50);
    expect(piece?.bottom).toBeLessThan(80);
  });

  it("gives back nothing when every piece of print is read, or no word was (no height to compare)", () => {
    const read = [[100, 20, 400, 50]];
    expect(missedPrint(strip(600, 100, read), read.map(word))).toEqual([]);
    expect(missedPrint(strip(600, 100, figures(20, 20)), [])).toEqual([]);
  });
});
