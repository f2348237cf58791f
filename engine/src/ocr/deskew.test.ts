import { describe, expect, it } from "vitest";
import { estimateSkew, straighten } from "./deskew.js";
import type { GreyImage } from "./types.js";

/** A page of dark text-like lines (dashes of ink with gaps), turned by `degrees`. */
function linedPage(degrees: number): GreyImage {
  const width = 1200;
  const height = 1600;
  const flat = new Uint8Array(width * height).fill(250);
  for (let y = 100; y < height - 100; y += 40) {
    for (let x = 100; x < width - 100; x++) {
      if (x % 60 < 45) for (let t = 0; t < 12; t++) flat[(y + t) * width + x] = 20;
    }
  }
  return straighten({ width, height, data: flat }, -degrees);
}

describe("estimateSkew and straighten", () => {
  it.each([1.2, -0.7, 2.5])(
    "finds a page turned by %s degrees, within a twentieth of a degree",
    (degrees) => {
      const page = linedPage(degrees);
      expect(Math.abs(estimateSkew(page) - degrees)).toBeLessThanOrEqual(0.06);
      expect(Math.abs(estimateSkew(straighten(page, estimateSkew(page))))).toBeLessThanOrEqual(0.06);
    },
  );

  it("leaves a straight page as it is", () => {
    const page = linedPage(0);
    expect(Math.abs(estimateSkew(page))).toBeLessThanOrEqual(0.06);
    expect(straighten(page, estimateSkew(page))).toBe(page);
  });
});
