import type { GreyImage } from "./types.js";

/** Skews searched, in degrees either way: scanners and photocopiers turn a page a little. */
const MAX_SKEW = 4;
const COARSE_STEP = 0.25;
const FINE_STEP = 0.05;
/** Below this a turn is not worth its resampling. */
const MIN_SKEW = 0.1;

/** Otsu's threshold: levels below it are ink, the rest paper (the split that best parts the histogram). */
export function otsuThreshold(image: GreyImage): number {
  const hist = new Float64Array(256);
  for (let i = 0; i < image.data.length; i += 3)
    hist[image.data[i] as number] = (hist[image.data[i] as number] as number) + 1;
  let total = 0;
  let sum = 0;
  for (let v = 0; v < 256; v++) {
    total += hist[v] as number;
    sum += v * (hist[v] as number);
  }
  let best = 128;
  let bestVar = -1;
  let wB = 0;
  let sumB = 0;
  for (let t = 0; t < 256; t++) {
    wB += hist[t] as number;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * (hist[t] as number);
    const between = wB * wF * (sumB / wB - (sum - sumB) / wF) ** 2;
    if (between > bestVar) {
      bestVar = between;
      best = t + 1;
    }
  }
  return best;
}

/** Ink pixels of every second row and column, as x and y lists. */
function inkPoints(image: GreyImage, threshold: number): { xs: Float64Array; ys: Float64Array } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < image.height; y += 2) {
    const row = y * image.width;
    for (let x = 0; x < image.width; x += 2) {
      if ((image.data[row + x] as number) < threshold) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { xs: Float64Array.from(xs), ys: Float64Array.from(ys) };
}

/** How sharply the ink falls into rows when the page is read at `degrees`: text lines peak. */
function sharpness(points: { xs: Float64Array; ys: Float64Array }, degrees: number, height: number): number {
  const a = (degrees * Math.PI) / 180;
  const sin = Math.sin(a);
  const cos = Math.cos(a);
  // Rows are binned in pairs, as the points are sampled on every second row.
  const margin = Math.ceil(Math.abs(sin) * 10000) + 2;
  const rows = new Float64Array(height / 2 + 2 * margin);
  const { xs, ys } = points;
  for (let i = 0; i < xs.length; i++) {
    const r = Math.round(((ys[i] as number) * cos - (xs[i] as number) * sin) / 2) + margin;
    if (r >= 0 && r < rows.length) rows[r] = (rows[r] as number) + 1;
  }
  let s = 0;
  for (let i = 0; i < rows.length; i++) s += (rows[i] as number) * (rows[i] as number);
  return s;
}

/**
 * The angle (degrees, clockwise positive) the page's text lines run at: the angle whose row
 * projection of the ink is sharpest (the projection-profile method), searched coarse then fine.
 */
export function estimateSkew(image: GreyImage): number {
  const points = inkPoints(image, otsuThreshold(image));
  if (points.xs.length < 100) return 0;
  const search = (from: number, to: number, step: number) => {
    let best = 0;
    let bestScore = -1;
    for (let d = from; d <= to + 1e-9; d += step) {
      const score = sharpness(points, d, image.height);
      if (score > bestScore) [best, bestScore] = [d, score];
    }
    return best;
  };
  const coarse = search(-MAX_SKEW, MAX_SKEW, COARSE_STEP);
  return search(coarse - COARSE_STEP, coarse + COARSE_STEP, FINE_STEP);
}

/** Turns the image by `-degrees` about its centre (bilinear; white outside), straightening it. */
export function straighten(image: GreyImage, degrees: number): GreyImage {
  if (Math.abs(degrees) < MIN_SKEW) return image;
  const { width, height, data } = image;
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const cx = width / 2;
  const cy = height / 2;
  const out = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) {
    const dy = y - cy;
    for (let x = 0; x < width; x++) {
      const dx = x - cx;
      const sx = cos * dx - sin * dy + cx;
      const sy = sin * dx + cos * dy + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * width + x0;
      const top = (data[i] as number) * (1 - fx) + (data[i + 1] as number) * fx;
      const bottom = (data[i + width] as number) * (1 - fx) + (data[i + width + 1] as number) * fx;
      out[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return { width, height, data: out };
}
