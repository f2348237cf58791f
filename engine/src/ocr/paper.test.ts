import { describe, expect, it } from "vitest";
import { whitenPaper } from "./paper.js";

describe("whitenPaper", () => {
  it("makes grainy paper white and leaves print and its soft edges as they were", () => {
    // 100 x 40: paper grained between 214 and 246, a block of ink (40) with soft edges (100 and 150).
    const width = 100;
    const height = 40;
    const data = new Uint8Array(width * height);
    let seed = 7;
    for (let i = 0; i < data.length; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      data[i] = 214 + (seed % 33);
    }
    for (let y = 10; y < 30; y++) {
      for (let x = 10; x < 40; x++) data[y * width + x] = 40;
      data[y * width + 9] = 100;
      data[y * width + 40] = 150;
    }
    // Print (under 200) keeps its levels; the grain, all of it, is white.
    const expected = [...data].map((v) => (v < 200 ? v : 255));
    expect([...whitenPaper({ width, height, data }).data]).toEqual(expected);
  });
});
