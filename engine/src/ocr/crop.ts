import type { GreyImage, PixelBox } from "./types.js";

/**
 * The part of `image` inside `box` grown by `pad` pixels on every side (within the image), as an
 * image of its own, and where it starts in `image`: a piece of print cut out of its strip to be
 * read on its own (missed-print.ts, language.ts).
 */
export function cropAround(
  image: GreyImage,
  box: PixelBox,
  pad: number,
): { image: GreyImage; left: number; top: number } {
  const left = Math.max(0, box.left - pad);
  const top = Math.max(0, box.top - pad);
  const width = Math.min(image.width, box.right + pad) - left;
  const height = Math.min(image.height, box.bottom + pad) - top;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const from = (top + y) * image.width + left;
    data.set(image.data.subarray(from, from + width), y * width);
  }
  return { image: { width, height, data }, left, top };
}
