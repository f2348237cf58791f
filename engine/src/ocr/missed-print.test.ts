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

  it("keeps a date whole when its point stands nearer the figures after it than the ones before", () => {
    const read = [[300, 20, 560, 50]];
    // A "7" (a bar over a stem down its left side), its point, then two figures: along the rows
    // of the point the stem is farther from it than print is joined across.
    const seven = [
      [100, 20, 114, 24],
      [100, 20, 104, 50],
    ];
    const point = [122, 46, 126, 50];
    const marks = [...read, ...seven, point, ...figures(134, 20)];
    const found = missedPrint(strip(600, 80, marks), read.map(word));
    expect(found).toHaveLength(1);
    expect(found[0]?.left).toBeLessThanOrEqual(100);
    expect(found[0]?.right).toBeGreaterThanOrEqual(168);
  });

  it("keeps bold print, which inks most of its box", () => {
    const read = [[300, 20, 560, 50]];
    // Two letters of heavy strokes (two stems and a bar each), two thirds ink over their box.
    const letter = (x: number) => [
      [x, 20, x + 7, 50],
      [x + 13, 20, x + 20, 50],
      [x + 7, 32, x + 13, 38],
    ];
    const bold = [...letter(100), ...letter(124)];
    const found = missedPrint(strip(600, 80, [...read, ...bold]), read.map(word));
    expect(found).toHaveLength(1);
  });

  it("gives back print under a word the engine is unsure of (a minus sign lost), to be read again", () => {
    const read = [[300, 20, 560, 50]];
    const unsure = { ...word([20, 20, 54, 50]), confidence: 0.45 };
    const found = missedPrint(strip(600, 80, [...read, ...figures(20, 20)]), [...read.map(word), unsure]);
    expect(found).toHaveLength(1);
    expect(found[0]?.left).toBeLessThanOrEqual(20);
  });

  it("gives back the lines under a word read over two of them, unless the engine is sure of it", () => {
    const read = [
      [300, 20, 560, 50],
      [300, 80, 560, 110],
    ];
    // One word's box over the figures of two lines (`38` for `09` over `09`).
    const over = { ...word([20, 20, 54, 110]), confidence: 0.65 };
    const image = strip(600, 140, [...read, ...figures(20, 20), ...figures(20, 80)]);
    const found = missedPrint(image, [...read.map(word), over]);
    expect(found.map((p) => [p.top <= 20 && p.bottom >= 50, p.top <= 80 && p.bottom >= 110])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(missedPrint(image, [...read.map(word), { ...over, confidence: 0.95 }])).toEqual([]);
  });

  it("gives back a figure without a point read less than surely (a point dropped), unless sure of it", () => {
    const read = [[300, 20, 560, 50]];
    // `472` at 0.67 where the print says `4.72` (ukBottom-200dpi); `2231` at 0.95 is a card's number.
    const bare = { ...word([20, 20, 54, 50]), text: "472", confidence: 0.67 };
    const image = strip(600, 80, [...read, ...figures(20, 20)]);
    expect(missedPrint(image, [...read.map(word), bare])).toHaveLength(1);
    expect(missedPrint(image, [...read.map(word), { ...bare, text: "4.72" }])).toEqual([]);
    expect(missedPrint(image, [...read.map(word), { ...bare, text: "2231", confidence: 0.95 }])).toEqual([]);
  });

  it("gives back nothing when every piece of print is read, or no word was (no height to compare)", () => {
    const read = [[100, 20, 400, 50]];
    expect(missedPrint(strip(600, 100, read), read.map(word))).toEqual([]);
    expect(missedPrint(strip(600, 100, figures(20, 20)), [])).toEqual([]);
  });
});
