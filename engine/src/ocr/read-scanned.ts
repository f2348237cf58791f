import { count, EngineError, tooComplex } from "../errors.js";
import type { OcrLanguage } from "../lexicon/languages.js";
import type { EngineLimits } from "../limits.js";
import { checkImageSizes } from "../pdf/guard/index.js";
import { openError, openPdf, type PdfTextItem } from "../pdf/read-pdf.js";
import { yieldToEventLoop } from "../pdf/yield.js";
import { type Band, cutBands } from "./bands.js";
import { invertDarkBars } from "./dark-bars.js";
import { estimateSkew, straighten } from "./deskew.js";
import { pageLanguage, readLettersInLanguage } from "./language.js";
import { readMissedPrint } from "./missed-print.js";
import { joinSplitWords } from "./monospaced.js";
import { wordsToItems } from "./ocr-words.js";
import {
  boxOf,
  type DecodedImage,
  type ImageOps,
  imageDpi,
  type PlacedImage,
  placedImages,
  rasterise,
} from "./page-raster.js";
import { withoutTurnedPrint } from "./turned-print.js";
import type { ExtractProgress, OcrReader, OcrWord } from "./types.js";
import { readUnknownSigns } from "./unknown-signs.js";

/**
 * Resolution pages are read at, resampled (bilinear) from the images' own: Tesseract reads small
 * statement print best with more pixels per glyph than a 150- or 200-dpi scan has, and a 300-dpi
 * scan best a little coarser (test/scans/README.md). Scans under FINE_DPI (a 300-dpi A4 scan
 * measures 299.96 dpi: 2,480 pixels over 595.28 points) are read at COARSE_READ_DPI: on ten
 * statements, rows F1 0.844 -> 0.876 at 150 dpi (read at 200 before) and 0.927 -> 0.961 at 200.
 * Finer ones are read at FINE_READ_DPI, which also bounds the work: read at 300, 300-dpi scans
 * scored 0.934 against 0.986 (a header went unread).
 */
const FINE_DPI = 280;
const COARSE_READ_DPI = 300;
const FINE_READ_DPI = 240;
/** The most pixels one page image may have (a Legal page at 300 dpi is 12.6 million). */
const MAX_RASTER_PIXELS = 16_000_000;
/** The share of the page a scan's images cover, at least. */
const SCAN_COVERAGE = 0.5;
/** Height of the strips a page is read in, in inches of the page (about a third of a second each). */
const BAND_INCHES = 1.5;
/** Words a page must have to tell the statement's language. */
const LANGUAGE_SAMPLE_WORDS = 40;

export interface ReadScannedOptions {
  password?: string | undefined;
  limits: EngineLimits;
  signal?: AbortSignal | undefined;
  ocr: OcrReader;
  onProgress?: ((progress: ExtractProgress) => void) | undefined;
}

/**
 * The OCR stage's bounds, before anything is decoded: at most `maxOcrPages` scanned pages, no
 * image past `maxImagePixels` (by its dictionary or its JPEG header). PDF_TOO_COMPLEX otherwise.
 */
export async function checkScannedPages(
  bytes: Uint8Array,
  pageNumbers: number[],
  limits: EngineLimits,
  password: string | undefined,
): Promise<void> {
  if (pageNumbers.length > limits.maxOcrPages) {
    throw tooComplex(`${count(pageNumbers.length)} scanned pages (at most ${count(limits.maxOcrPages)})`);
  }
  await checkImageSizes(bytes, limits, password);
}

/**
 * The OCR stage (after checkScannedPages): reads the words of the given pages (1-based) from the images they draw, as the
 * text layer's words (text, box, font size, with each word's confidence). Each page's images are
 * decoded by pdf.js (JPEG, JBIG2, CCITT, Flate...), drawn into one grey page at the resolution
 * OCR needs, straightened, and read in strips with a pause for the event loop between them.
 * Pages whose images cover less than half of them are not scans: they are left out of the answer.
 */
export async function readScannedPages(
  bytes: Uint8Array,
  pageNumbers: number[],
  options: ReadScannedOptions,
): Promise<Map<number, PdfTextItem[]>> {
  const { limits, ocr } = options;
  ocr.warm?.();
  const { pdfjs, task, close } = await openPdf(bytes, options.password, limits.maxImagePixels);
  const out = new Map<number, PdfTextItem[]>();
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      throw openError(error, options.password !== undefined);
    });
    const OPS = pdfjs.OPS as unknown as ImageOps;
    const total = pageNumbers.length;
    let done = 0;
    options.onProgress?.({ stage: "ocr", done, pages: total });
    /** A page ready to read: its strips, and each strip's words once read. */
    const preparePage = async (n: number): Promise<ScannedPage | null> => {
      await yieldToEventLoop();
      const page = await pdf.getPage(n);
      try {
        const viewport = page.getViewport({ scale: 1 });
        const ops = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
        const tooMany = () => tooComplex(`a page of more than ${count(limits.maxImagesPerPage)} images`);
        const ids = imageIds(ops, OPS.paintImageXObject);
        if (ids.length > limits.maxImagesPerPage) throw tooMany();
        const decoded = await decodedImages(ids, (id) => (id.startsWith("g_") ? page.commonObjs : page.objs));
        const images = placedImages(ops, OPS, viewport.transform, (id) => decoded.get(id) ?? null);
        if (images.length > limits.maxImagesPerPage) throw tooMany();
        // A page is a scan when its images cover most of it (a logo or a signature does not).
        if (coverage(images, viewport.width, viewport.height) < SCAN_COVERAGE) return null;
        const own = Math.max(...images.map(imageDpi));
        const fit = Math.sqrt(MAX_RASTER_PIXELS / (viewport.width * viewport.height)) * 72;
        const dpi = Math.min(own < FINE_DPI ? COARSE_READ_DPI : FINE_READ_DPI, fit);
        const raster = await rasterise(viewport.width, viewport.height, images, dpi);
        await yieldToEventLoop();
        const straightened = straighten(raster, estimateSkew(raster));
        await yieldToEventLoop();
        const straight = invertDarkBars(straightened);
        const bands = cutBands(straight, Math.round(dpi * BAND_INCHES)).filter((b) => !b.blank);
        return { n, dpi, bands, read: bands.map(() => []), next: 0, left: bands.length };
      } finally {
        page.cleanup();
      }
    };
    const advance = () => options.onProgress?.({ stage: "ocr", done: ++done, pages: total });
    // The statement's language, decided by the first page read with enough words on it
    // (ocr/language.ts); until then, and for English, the strips' words stay as read.
    let language: OcrLanguage | null = null;
    const finish = async (page: ScannedPage) => {
      const words = page.read.flat();
      if (!language && words.length >= LANGUAGE_SAMPLE_WORDS) {
        language = pageLanguage(
          words.map((w) => w.text),
          ocr.languages ?? ["eng"],
        );
      }
      if (language && language !== "eng") {
        for (const [i, band] of page.bands.entries()) {
          page.read[i] = await readLettersInLanguage(ocr, band.image, page.read[i] ?? [], page.dpi, language);
        }
      }
      // Currency signs the model has no letter for are read from their glyphs, page by page.
      const signed = readUnknownSigns(
        page.bands.map((band, i) => ({ image: band.image, words: page.read[i] ?? [] })),
      );
      // Turned print is looked for over the whole page (a form number up the margin spans strips).
      const strips = page.bands.map((band, i) => ({ top: band.top, words: signed[i] ?? [] }));
      const kept = withoutTurnedPrint(strips);
      out.set(
        page.n,
        strips.flatMap((strip, i) => wordsToItems(kept[i] ?? [], page.dpi, strip.top)),
      );
      advance();
    };
    // Strips are handed out in page order to `ocr.concurrency` lanes (one unless the reader reads
    // on other threads). With several lanes, the next page is drawn while the current one's
    // strips are read (one page ahead at most), so a lane reaching the end of a page finds the
    // next one ready instead of drawing it while the other lanes wait; with one, nothing is gained
    // by drawing ahead, and pages are drawn as the lane reaches them.
    const lanes = Math.max(1, ocr.concurrency ?? 1);
    const waiting = [...pageNumbers];
    const prepareNext = () => {
      const n = waiting.shift();
      if (n === undefined) return null;
      const ready = preparePage(n);
      ready.catch(() => undefined); // awaited by the lane that takes it
      return ready;
    };
    let current: ScannedPage | null = null;
    let upcoming = prepareNext();
    let turning: Promise<void> | null = null;
    const turnPage = async () => {
      const page = await (upcoming ?? (prepareNext() as Promise<ScannedPage | null>));
      upcoming = lanes > 1 ? prepareNext() : null;
      if (!page) advance();
      else if (page.left === 0) await finish(page);
      else current = page;
    };
    const nextStrip = async (): Promise<{ page: ScannedPage; index: number } | null> => {
      for (;;) {
        if (current && current.next < current.bands.length) return { page: current, index: current.next++ };
        if (!upcoming && !waiting.length) return null;
        turning ??= turnPage().finally(() => {
          turning = null;
        });
        await turning;
      }
    };
    const lane = async () => {
      for (let strip = await nextStrip(); strip; strip = await nextStrip()) {
        if (options.signal?.aborted) throw tooComplex("reading it took longer than the time allowed");
        const { page, index } = strip;
        const band = page.bands[index] as Band;
        // Monospaced words the layout split are joined before and after the second read: joined,
        // a date half misread is read again whole (missed-print.ts).
        const words = joinSplitWords(await ocr.recognise(band.image, page.dpi));
        words.push(...(await readMissedPrint(ocr, band.image, words, page.dpi)));
        page.read[index] = joinSplitWords(words);
        if (--page.left === 0) await finish(page);
        await yieldToEventLoop();
      }
    };
    await Promise.all(Array.from({ length: lanes }, lane)).finally(
      // A page being made ready when a lane fails is let finish before the document is closed.
      () => upcoming?.catch(() => undefined),
    );
    return out;
  } catch (error) {
    if (error instanceof EngineError) throw error;
    throw new EngineError("PDF_INVALID");
  } finally {
    await close();
  }
}

/** A scanned page being read: its strips and, as they are read, their words. */
interface ScannedPage {
  n: number;
  dpi: number;
  bands: Band[];
  /** Each strip's words, in its pixels, as they are read. */
  read: OcrWord[][];
  /** The next strip to hand out, and the strips not read yet. */
  next: number;
  left: number;
}

/** The ids of the images a page's operator list draws, each once. */
function imageIds(
  ops: { fnArray: ArrayLike<number>; argsArray: ArrayLike<unknown> },
  paintImage: number,
): string[] {
  const ids = new Set<string>();
  for (let i = 0; i < ops.fnArray.length; i++) {
    const id = ops.fnArray[i] === paintImage ? (ops.argsArray[i] as unknown[] | null)?.[0] : undefined;
    if (typeof id === "string") ids.add(id);
  }
  return [...ids];
}

/**
 * The decoded images of `ids` (pdf.js keeps page-level and document-level ones apart: `objsOf`).
 * pdf.js may answer the operator list before it has sent an image it decodes (a Flate image does
 * not come with it), so each is waited for; one pdf.js could not decode comes as null.
 */
async function decodedImages(
  ids: string[],
  objsOf: (id: string) => { get(id: string, callback: (data: unknown) => void): unknown },
): Promise<Map<string, DecodedImage | null>> {
  const out = new Map<string, DecodedImage | null>();
  await Promise.all(
    ids.map(
      (id) =>
        new Promise<void>((resolve) => {
          try {
            objsOf(id).get(id, (data) => {
              out.set(id, (data as DecodedImage | null) ?? null);
              resolve();
            });
          } catch {
            resolve();
          }
        }),
    ),
  );
  return out;
}

/** The share of a page its images cover (overlaps counted twice; enough to tell a scan). */
function coverage(images: PlacedImage[], width: number, height: number): number {
  let area = 0;
  for (const p of images) {
    const b = boxOf(p.matrix);
    area +=
      Math.max(0, Math.min(width, b.x1) - Math.max(0, b.x0)) *
      Math.max(0, Math.min(height, b.y1) - Math.max(0, b.y0));
  }
  return area / (width * height);
}
