import { describe, expect, it } from "vitest";
import { cutBands } from "./bands.js";
import type { GreyImage } from "./types.js";

/** White, with ink on the rows of `inked` (half-open ranges). */
function page(height: number, inked: [number, number][]): GreyImage {
  const width = 200;
  const data = new Uint8Array(width * height).fill(255);
  for (const [from, to] of inked)
    for (let y = from; y < to; y++) data.fill(0, y * width + 20, y * width + 180);
  return { width, height, data };
}

describe("cutBands", () => {
  it("cuts in the middle of the gaps between lines, never through ink, about every target rows", () => {
    const lines: [number, number][] = Array.from({ length: 30 }, (_, i) => [i * 40 + 10, i * 40 + 30]);
    const bands = cutBands(page(1200, lines), 200);
    expect(bands.length).toBeGreaterThan(3);
    for (const b of bands.slice(1)) {
      expect(lines.some(([from, to]) => b.top > from && b.top < to)).toBe(false);
      expect(b.top % 40).toBe(0);
    }
    expect(bands.reduce((n, b) => n + b.image.height, 0)).toBe(1200);
  });

  it("keeps a short page whole, and a page with no gap whole", () => {
    expect(cutBands(page(250, [[10, 20]]), 200)).toMatchObject([{ top: 0, blank: false }]);
    expect(cutBands(page(1000, [[0, 1000]]), 200)).toHaveLength(1);
  });

  it("marks strips with no print blank", () => {
    const bands = cutBands(page(1200, [[100, 120]]), 200);
    expect(bands[0]?.blank).toBe(false);
    expect(bands.slice(1).every((b) => b.blank)).toBe(true);
    expect(cutBands(page(800, []), 200).every((b) => b.blank)).toBe(true);
  });
});
