import { describe, expect, it } from "vitest";
import { imageDpi, type PlacedImage, rasterise } from "./page-raster.js";

/** A 4 x 2 RGB image: the top row black, the bottom row white. */
const image = {
  width: 4,
  height: 2,
  kind: 2,
  data: Uint8Array.from([...Array(12).fill(0), ...Array(12).fill(255)]),
};

describe("rasterise", () => {
  it("draws an image where its matrix puts it on the page, rows top down", async () => {
    // 72 x 36 points at the page's top left (top-down page coordinates: d is positive).
    const placed: PlacedImage = { matrix: [72, 0, 0, 36, 0, 0], image, mask: false };
    const page = await rasterise(144, 72, [placed], 72);
    expect(page.width).toBe(144);
    // Near the image rows' centres a page pixel takes the row's grey; between them it is blended.
    expect(page.data[9 * 144 + 10]).toBeGreaterThan(240);
    expect(page.data[27 * 144 + 10]).toBe(0);
    expect(page.data[18 * 144 + 10]).toBeGreaterThan(100);
    expect(page.data[18 * 144 + 10]).toBeLessThan(155);
    expect(page.data[50 * 144 + 10]).toBe(255);
    expect(page.data[10 * 144 + 100]).toBe(255);
    expect(imageDpi(placed)).toBe(4);
  });

  it("reads a one-bit image (1 white) and a stencil mask (0 paints)", async () => {
    const bits = { width: 8, height: 1, kind: 1, data: Uint8Array.from([0b11110000]) };
    const page = await rasterise(8, 1, [{ matrix: [8, 0, 0, -1, 0, 1], image: bits, mask: false }], 72);
    expect([...page.data]).toEqual([255, 255, 255, 255, 0, 0, 0, 0]);
    const masked = await rasterise(8, 1, [{ matrix: [8, 0, 0, -1, 0, 1], image: bits, mask: true }], 72);
    expect([...masked.data]).toEqual([255, 255, 255, 255, 0, 0, 0, 0]);
  });

  it("draws an upright image (no turn) with the same pixels as one turned by a hair, sampled pixel by pixel", async () => {
    // Upright images take a faster path (each column's and row's source position worked out once);
    // b = c = 1e-300 takes the general one with the same arithmetic (the hair vanishes in it).
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % 256;
    };
    for (const [kind, channels] of [
      [2, 3],
      [3, 4],
    ] as const) {
      const image = {
        width: 13,
        height: 9,
        kind,
        data: Uint8Array.from({ length: 13 * 9 * channels }, random),
      };
      for (const [a, d, e, f] of [
        [40.3, 25.1, 3.3, 2.7],
        [40.3, -25.1, 3.3, 30.7],
      ] as const) {
        const upright = await rasterise(50, 40, [{ matrix: [a, 0, 0, d, e, f], image, mask: false }], 173);
        const turned = await rasterise(
          50,
          40,
          [{ matrix: [a, 1e-300, 1e-300, d, e, f], image, mask: false }],
          173,
        );
        expect(upright.data.filter((v) => v !== 255).length).toBeGreaterThan(1000);
        expect([...upright.data]).toEqual([...turned.data]);
      }
    }
  });
});
