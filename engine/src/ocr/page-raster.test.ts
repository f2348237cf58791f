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
});
