import { otsuThreshold } from "./deskew.js";
import type { GreyImage } from "./types.js";

/** A horizontal strip of a page image, read on its own. */
export interface Band {
  top: number;
  image: GreyImage;
  /** No row of it holds print (at most a rule or specks): nothing to read. */
  blank: boolean;
}

/** A row with no more ink than this share of its width is a gap (table rules and specks allowed). */
const GAP_INK = 0.015;

/**
 * Cuts a page image into strips about `target` rows high, each cut in the middle of a gap between
 * text lines, so that no line is cut and each strip is read in a short synchronous call (the
 * caller yields between strips). A page with no gap near the target stays whole up to the next.
 * A strip with no print on any row is marked blank (OCR spends seconds on an empty page).
 */
export function cutBands(image: GreyImage, target: number): Band[] {
  const { width, height, data } = image;
  const threshold = otsuThreshold(image);
  const gap = new Uint8Array(height);
  const most = Math.max(3, Math.round(width * GAP_INK));
  for (let y = 0; y < height; y++) {
    let ink = 0;
    const row = y * width;
    for (let x = 0; x < width && ink <= most; x++) if ((data[row + x] as number) < threshold) ink++;
    gap[y] = ink <= most ? 1 : 0;
  }
  const cuts: number[] = [];
  let start = 0;
  let y = height <= target * 1.5 ? height : target;
  while (y < height - target / 2) {
    // The middle of the gap run at y, or of the first one after it.
    while (y < height && !gap[y]) y++;
    let runStart = y;
    while (runStart > start + 1 && gap[runStart - 1]) runStart--;
    while (y < height && gap[y]) y++;
    if (y >= height) break;
    const cut = Math.round((runStart + y) / 2);
    if (cut - start >= target / 2) {
      cuts.push(cut);
      start = cut;
    }
    y = cut + target;
  }
  const bands: Band[] = [];
  let top = 0;
  for (const cut of [...cuts, height]) {
    bands.push({
      top,
      image: { width, height: cut - top, data: data.subarray(top * width, cut * width) },
      blank: gap.subarray(top, cut).every((g) => g === 1),
    });
    top = cut;
  }
  return bands;
}
