import { count, tooComplex } from "../../errors.js";
import type { EngineLimits } from "../../limits.js";
import { decodeBudget, filterChain } from "./filters.js";
import { readObjects } from "./objects.js";
import { isDict, nameOf, type PdfValue } from "./syntax.js";

/** A JPEG's own size, from its start-of-frame marker (pdf.js decodes to it, whatever the PDF says). */
export function jpegSize(data: Uint8Array): { width: number; height: number } | null {
  if (data[0] !== 0xff || data[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1] as number;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = ((data[at + 2] as number) << 8) | (data[at + 3] as number);
    // SOF0-SOF15, less DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = ((data[at + 5] as number) << 8) | (data[at + 6] as number);
      const width = ((data[at + 7] as number) << 8) | (data[at + 8] as number);
      return { width, height };
    }
    at += 2 + length;
  }
  return null;
}

const num = (v: PdfValue | undefined) => (typeof v === "number" && Number.isFinite(v) ? Math.abs(v) : 0);

/**
 * For the OCR stage (only a scan's images are decoded): refuses a PDF whose images would cost more
 * to decode than a scanned page does (PDF_TOO_COMPLEX), before pdf.js decodes any: every image object's size as its dictionary gives it and, for a JPEG,
 * as its own header does.
 */
export async function checkImageSizes(
  bytes: Uint8Array,
  limits: EngineLimits,
  password?: string,
): Promise<void> {
  const { objects } = await readObjects(
    bytes,
    decodeBudget(limits.maxInflatedBytes, limits.maxInflateRatio),
    password,
  );
  for (const object of objects.all) {
    const dict = object.value;
    if (!object.stream || !isDict(dict) || nameOf(dict.get("Subtype")) !== "Image") continue;
    let width = num(objects.resolve(dict.get("Width")));
    let height = num(objects.resolve(dict.get("Height")));
    const chain = filterChain(dict, (v) => objects.resolve(v));
    if (chain.length === 1 && chain[0]?.name === "DCTDecode" && !object.stream.decrypted) {
      const own = jpegSize(object.stream.data);
      if (own) [width, height] = [Math.max(width, own.width), Math.max(height, own.height)];
    }
    if (width * height > limits.maxImagePixels) {
      throw tooComplex(
        `an image of ${count(width)} x ${count(height)} pixels (at most ${count(limits.maxImagePixels)} pixels)`,
      );
    }
  }
}
