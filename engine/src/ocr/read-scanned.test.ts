import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  PDFName,
  popGraphicsState,
  pushGraphicsState,
} from "pdf-lib";
import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.js";
import { resolveLimits } from "../limits.js";
import { readScannedPages } from "./read-scanned.js";
import type { ExtractProgress, GreyImage, OcrReader } from "./types.js";

/** 2 x 6 inches of 100-dpi grey: paper with lines of dashes (half ink) every 0.6 inch. */
function scanPixels(seed: number): Uint8Array {
  const [width, height] = [200, 600];
  const data = new Uint8Array(width * height).fill(240);
  for (let top = 20 + seed; top + 10 < height; top += 60) {
    for (let y = top; y < top + 10; y++) {
      for (let x = 10; x < width - 10; x++) if (x % 12 < 6) data[y * width + x] = 20;
    }
  }
  return data;
}

/** Image-only pages of 144 x 432 points, each drawing `images[i]` grey images over the whole page. */
async function scannedPdf(images: number[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  images.forEach((count, index) => {
    const page = doc.addPage([144, 432]);
    for (let i = 0; i < count; i++) {
      const stream = doc.context.flateStream(scanPixels(index * 7 + i), {
        Type: "XObject",
        Subtype: "Image",
        Width: 200,
        Height: 600,
        ColorSpace: "DeviceGray",
        BitsPerComponent: 8,
      });
      const name = page.node.newXObject(`Scan${i}`, doc.context.register(stream));
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(144, 0, 0, 432, 0, 0),
        drawObject(PDFName.of(name.asString().slice(1))),
        popGraphicsState(),
      );
    }
  });
  return doc.save();
}

/** A reader that reads nothing, noting each strip it is given (its size and ink) in order. */
function noting(concurrency?: number): OcrReader & { strips: string[]; warmed: number } {
  const reader = {
    concurrency,
    strips: [] as string[],
    warmed: 0,
    warm: () => void reader.warmed++,
    recognise: async (image: GreyImage) => {
      reader.strips.push(`${image.width}x${image.height}:${image.data.reduce((a, b) => a + b, 0)}`);
      // Another thread's answer comes later: the other lanes go on meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 2));
      return [];
    },
  };
  return reader;
}

describe("readScannedPages", () => {
  it("waits for images pdf.js sends after the operator list (Flate), and hands every strip of every page out once, in page order, to several lanes as to one", async () => {
    const bytes = await scannedPdf([1, 1, 1]);
    const limits = resolveLimits();
    const one = noting();
    await readScannedPages(bytes.slice(), [1, 2, 3], { limits, ocr: one });
    const two = noting(2);
    const progress: ExtractProgress[] = [];
    const read = await readScannedPages(bytes.slice(), [1, 2, 3], {
      limits,
      ocr: two,
      onProgress: (p) => progress.push(p),
    });
    // Four strips a page (six inches cut about every inch and a half, at gaps between lines).
    expect(one.strips.length).toBe(12);
    expect(new Set(one.strips).size).toBe(12);
    expect(two.strips).toEqual(one.strips);
    expect([one.warmed, two.warmed]).toEqual([1, 1]);
    expect(progress.map((p) => p.done)).toEqual([0, 1, 2, 3]);
    expect([...read.keys()].sort()).toEqual([1, 2, 3]);
  });

  it("ends with the error of a page that cannot be drawn while the page before it is read", async () => {
    // Page 2 draws two images where at most one is allowed: it fails as it is drawn ahead.
    const bytes = await scannedPdf([1, 2, 1]);
    const ocr = noting(2);
    const error = await readScannedPages(bytes, [1, 2, 3], {
      limits: resolveLimits({ maxImagesPerPage: 1 }),
      ocr,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe("PDF_TOO_COMPLEX");
    expect(ocr.strips.length).toBe(4);
  });
});
