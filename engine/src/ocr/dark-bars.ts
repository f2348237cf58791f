import { otsuThreshold } from "./deskew.js";
import type { GreyImage } from "./types.js";

/** A row whose span is at least this share ink is part of a dark bar (light print on a dark fill). */
const BAR_INK = 0.6;
/** A bar is at least this wide, as a share of the page. */
const BAR_WIDTH = 0.25;

/**
 * Turns light print on dark bars (table headers printed white on a dark fill) into dark print on
 * white, in place: in each row, the span from its first to its last ink pixel is inverted when
 * that span is wide and mostly ink, and what is then lighter than ink is made white. OCR reads inverted print poorly, and a header it cannot read
 * is a table the engine cannot find.
 */
export function invertDarkBars(image: GreyImage): GreyImage {
  const { width, height, data } = image;
  const threshold = otsuThreshold(image);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let first = -1;
    let last = -1;
    let ink = 0;
    for (let x = 0; x < width; x++) {
      if ((data[row + x] as number) < threshold) {
        if (first < 0) first = x;
        last = x;
        ink++;
      }
    }
    const span = last - first + 1;
    if (first < 0 || span < width * BAR_WIDTH || ink < span * BAR_INK) continue;
    // Inverted, the fill becomes paper: anything lighter than ink is made white.
    for (let x = first; x <= last; x++) {
      const v = 255 - (data[row + x] as number);
      data[row + x] = v < threshold ? v : 255;
    }
  }
  return image;
}
