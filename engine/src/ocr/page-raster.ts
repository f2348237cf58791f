import { asMatrix, type Matrix, multiply } from "../pdf/glyphs.js";
import { pacer } from "../pdf/yield.js";
import type { GreyImage } from "./types.js";

/** pdf.js's decoded image: ImageKind 1 = 1 bit per pixel (1 white), 2 = RGB, 3 = RGBA. */
export interface DecodedImage {
  width: number;
  height: number;
  kind?: number;
  data: Uint8Array | Uint8ClampedArray | null;
}

/** An image drawn on the page: `matrix` maps its unit square to top-down page points. */
export interface PlacedImage {
  matrix: Matrix;
  image: DecodedImage;
  /** A stencil mask (bit 0 paints black): `paintImageMaskXObject`. */
  mask: boolean;
}

/** The operator numbers this module reads (pdf.js's OPS table). */
export interface ImageOps {
  save: number;
  restore: number;
  transform: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  paintImageXObject: number;
  paintInlineImageXObject: number;
  paintImageMaskXObject: number;
}

/**
 * The images a page's operator list draws, each with where it lands on the page (the current
 * transformation matrix tracked through save/restore, transforms and forms). `objOf` gives the
 * decoded image of a paintImageXObject's id.
 */
export function placedImages(
  ops: { fnArray: ArrayLike<number>; argsArray: ArrayLike<unknown> },
  OPS: ImageOps,
  viewport: ArrayLike<number>,
  objOf: (id: string) => DecodedImage | null,
): PlacedImage[] {
  const out: PlacedImage[] = [];
  let ctm = asMatrix(viewport) ?? [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore || fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, asMatrix(args) ?? [1, 0, 0, 1, 0, 0]);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      const m = asMatrix(args?.[0]);
      if (m) ctm = multiply(ctm, m);
    } else if (fn === OPS.paintImageXObject) {
      const image = typeof args?.[0] === "string" ? objOf(args[0]) : null;
      if (image?.data) out.push({ matrix: ctm, image, mask: false });
    } else if (fn === OPS.paintInlineImageXObject || fn === OPS.paintImageMaskXObject) {
      const image = args?.[0] as DecodedImage | undefined;
      if (image?.data) out.push({ matrix: ctm, image, mask: fn === OPS.paintImageMaskXObject });
    }
  }
  return out;
}

/** The box an image covers on the page, in points. */
export function boxOf(m: Matrix): { x0: number; y0: number; x1: number; y1: number } {
  const xs = [m[4], m[0] + m[4], m[2] + m[4], m[0] + m[2] + m[4]];
  const ys = [m[5], m[1] + m[5], m[3] + m[5], m[1] + m[3] + m[5]];
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** Pixels per inch an image is drawn at (the finer of its two directions). */
export function imageDpi(p: PlacedImage): number {
  const wPt = Math.hypot(p.matrix[0], p.matrix[1]);
  const hPt = Math.hypot(p.matrix[2], p.matrix[3]);
  if (wPt === 0 || hPt === 0) return 0;
  return Math.max((p.image.width * 72) / wPt, (p.image.height * 72) / hPt);
}

/** The grey level of pixel (x, y) of a decoded image. */
function greyAt(p: PlacedImage, x: number, y: number): number {
  const { image } = p;
  const data = image.data as Uint8Array;
  if (p.mask || image.kind === 1) {
    const row = (image.width + 7) >> 3;
    const bit = (data[y * row + (x >> 3)] as number) & (0x80 >> (x & 7));
    if (p.mask) return bit ? -1 : 0;
    return bit ? 255 : 0;
  }
  const n = image.kind === 3 ? 4 : 3;
  const o = (y * image.width + x) * n;
  // Rec. 601 luma, in integers.
  return ((data[o] as number) * 299 + (data[o + 1] as number) * 587 + (data[o + 2] as number) * 114) / 1000;
}

/** The grey level at (x, y) between pixel centres, weighed from the four around it (bilinear). */
function smoothGreyAt(p: PlacedImage, x: number, y: number): number {
  const { width, height } = p.image;
  const x0 = Math.max(0, Math.min(width - 1, Math.floor(x)));
  const y0 = Math.max(0, Math.min(height - 1, Math.floor(y)));
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const fx = Math.max(0, Math.min(1, x - x0));
  const fy = Math.max(0, Math.min(1, y - y0));
  const top = greyAt(p, x0, y0) * (1 - fx) + greyAt(p, x1, y0) * fx;
  const bottom = greyAt(p, x0, y1) * (1 - fx) + greyAt(p, x1, y1) * fx;
  return top * (1 - fy) + bottom * fy;
}

/**
 * Pixels drawn between two pauses for other work: a page at OCR's resolution is millions of
 * pixels, about a second of CPU drawn whole (a one-page scan in the CLI on a busy machine).
 */
const PIXELS_BETWEEN_PAUSES = 100_000;

/**
 * Draws the page's images into one grey page at `dpi` (white where no image is), each pixel
 * sampled from the image under its centre (the inverse of the image's matrix; grey and colour
 * images bilinear, one-bit images and masks nearest), so strips, tiles, offsets and rotated
 * placements land where the page shows them, and a scan scaled up keeps smooth strokes. Pauses
 * for other work every PIXELS_BETWEEN_PAUSES pixels.
 */
export async function rasterise(
  width: number,
  height: number,
  images: PlacedImage[],
  dpi: number,
): Promise<GreyImage> {
  const pace = pacer(PIXELS_BETWEEN_PAUSES);
  const scale = dpi / 72;
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const data = new Uint8Array(w * h).fill(255);
  for (const p of images) {
    const [a, b, c, d, e, f] = p.matrix;
    const det = a * d - b * c;
    if (Math.abs(det) < 1e-9) continue;
    const box = boxOf(p.matrix);
    const px0 = Math.max(0, Math.floor(box.x0 * scale));
    const px1 = Math.min(w, Math.ceil(box.x1 * scale));
    const py0 = Math.max(0, Math.floor(box.y0 * scale));
    const py1 = Math.min(h, Math.ceil(box.y1 * scale));
    if (b === 0 && c === 0 && !p.mask && p.image.kind !== 1) {
      await drawUpright(p, { width: w, height: h, data }, [px0, px1, py0, py1], scale, pace);
      continue;
    }
    const { width: iw, height: ih } = p.image;
    for (let py = py0; py < py1; py++) {
      const Y = (py + 0.5) / scale - f;
      for (let px = px0; px < px1; px++) {
        const X = (px + 0.5) / scale - e;
        // Unit-square coordinates (u right, v up in image space; pdf.js's image rows run top down).
        const u = (d * X - c * Y) / det;
        const v = (a * Y - b * X) / det;
        if (u < 0 || u >= 1 || v < 0 || v >= 1) continue;
        const g =
          p.mask || p.image.kind === 1
            ? greyAt(p, Math.floor(u * iw), Math.floor((1 - v) * ih))
            : smoothGreyAt(p, u * iw - 0.5, (1 - v) * ih - 0.5);
        if (g >= 0) data[py * w + px] = g;
      }
      await pace(px1 - px0);
    }
  }
  return { width: w, height: h, data };
}

/** Where a run of page pixels samples an image: the two source pixels each falls between, and its weight. */
interface Samples {
  inside: Uint8Array;
  low: Int32Array;
  high: Int32Array;
  weight: Float64Array;
}

/**
 * Source positions for `count` page pixels from `first`, along an axis the image is not turned
 * on: `toUnit` maps a page pixel's centre (points) to the unit square, `size` is the image's
 * pixels that way, `flip` counts them from the other end (pdf.js's rows run top down). The same
 * arithmetic as smoothGreyAt's, done once for a column or a row instead of for every pixel.
 */
function samples(
  first: number,
  count: number,
  scale: number,
  toUnit: (point: number) => number,
  size: number,
  flip: boolean,
): Samples {
  const out = {
    inside: new Uint8Array(count),
    low: new Int32Array(count),
    high: new Int32Array(count),
    weight: new Float64Array(count),
  };
  for (let i = 0; i < count; i++) {
    const t = toUnit((first + i + 0.5) / scale);
    out.inside[i] = t < 0 || t >= 1 ? 0 : 1;
    const x = (flip ? 1 - t : t) * size - 0.5;
    const x0 = Math.max(0, Math.min(size - 1, Math.floor(x)));
    out.low[i] = x0;
    out.high[i] = Math.min(size - 1, x0 + 1);
    out.weight[i] = Math.max(0, Math.min(1, x - x0));
  }
  return out;
}

/**
 * rasterise's pixels for a grey or colour image drawn upright (its matrix neither turns nor
 * shears it: b = c = 0), the same values as sampling each pixel: u depends on the column alone
 * and v on the row alone, so each is worked out once, and each source row's grey levels once
 * (a scan scaled up samples each row for one or two page rows). A page is millions of pixels.
 */
async function drawUpright(
  p: PlacedImage,
  page: GreyImage,
  [px0, px1, py0, py1]: readonly [number, number, number, number],
  scale: number,
  pace: (work: number) => Promise<void>,
): Promise<void> {
  const [a, , , d, e, f] = p.matrix;
  const det = a * d;
  const { width: iw, height: ih } = p.image;
  const cols = samples(px0, px1 - px0, scale, (X) => (d * (X - e)) / det, iw, false);
  const rows = samples(py0, py1 - py0, scale, (Y) => (a * (Y - f)) / det, ih, true);
  const cache = new Map<number, Float64Array>();
  const greyRow = (y: number) => {
    let row = cache.get(y);
    if (!row) {
      if (cache.size >= 2) cache.delete(cache.keys().next().value as number);
      row = new Float64Array(iw);
      for (let x = 0; x < iw; x++) row[x] = greyAt(p, x, y);
      cache.set(y, row);
    }
    return row;
  };
  for (let r = 0; r < py1 - py0; r++) {
    if (rows.inside[r]) {
      const top = greyRow(rows.low[r] as number);
      const bottom = greyRow(rows.high[r] as number);
      const fy = rows.weight[r] as number;
      const out = (py0 + r) * page.width + px0;
      for (let i = 0; i < px1 - px0; i++) {
        if (!cols.inside[i]) continue;
        const x0 = cols.low[i] as number;
        const x1 = cols.high[i] as number;
        const fx = cols.weight[i] as number;
        const t = (top[x0] as number) * (1 - fx) + (top[x1] as number) * fx;
        const u = (bottom[x0] as number) * (1 - fx) + (bottom[x1] as number) * fx;
        page.data[out + i] = t * (1 - fy) + u * fy;
      }
    }
    await pace(px1 - px0);
  }
}
