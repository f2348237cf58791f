import { getResolvedPDFJS } from "unpdf";
import { count, EngineError, tooComplex } from "../errors.js";
import { type EngineLimits, GLYPHS_PER_ITEM } from "../limits.js";
import { type FontFacts, type Glyph, pageGlyphs, type TextOps } from "./glyphs.js";
import { inThreadWorker } from "./in-thread-worker.js";
import { installRuntimeFeatures } from "./runtime-features.js";
import { judgePage, type PageLayer } from "./text-quality.js";
import { buildWords, GapSample } from "./words.js";
import { pacer, yieldToEventLoop } from "./yield.js";

/** One horizontal run of text, in top-down page coordinates (y = baseline distance from the top). */
export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  /** 0 to 1, for a word read by OCR: how sure the OCR engine is of it (absent for the text layer). */
  confidence?: number;
}

export interface PdfPage {
  /** 1-based page number. */
  number: number;
  width: number;
  height: number;
  items: PdfTextItem[];
}

export interface PdfText {
  pageCount: number;
  pages: PdfPage[];
  /**
   * What each page's text layer is worth, in page order (text, a scan's image, garbage glyphs,
   * blank): the pages to read from their text, and those only OCR could read.
   */
  layers: PageLayer[];
}

export interface ReadPdfOptions {
  password?: string | undefined;
  limits: EngineLimits;
  /** Checked between pages: once aborted, reading stops with PDF_TOO_COMPLEX. */
  signal?: AbortSignal | undefined;
  /** Images each page dictionary draws ("num gen" of its reference), as measured before reading. */
  pageImages?: ReadonlyMap<string, number> | undefined;
  /** BaseFont names of fonts whose glyphs map to no characters, as found before reading. */
  unmappedFonts?: ReadonlySet<string> | undefined;
}

// pdf.js PasswordResponses: 1 = a password is needed, 2 = the given password is wrong.
const INCORRECT_PASSWORD = 2;
/** Glyphs worked on between two pauses for other work (a few tens of milliseconds). */
const GLYPHS_BETWEEN_PAUSES = 20_000;

/**
 * Reads the text layer of every page with pdf.js (through unpdf's serverless build): each
 * page's glyphs with their positions, built into words (see glyphs.ts and words.ts).
 * The bytes are copied because pdf.js takes ownership of the buffer it is given.
 */
export async function readPdfText(bytes: Uint8Array, options: ReadPdfOptions): Promise<PdfText> {
  const { limits } = options;
  const { pdfjs, task, close } = await openPdf(bytes, options.password, 0);
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      throw openError(error, options.password !== undefined);
    });
    const pageCount = pdf.numPages;
    if (pageCount > limits.maxPages)
      throw tooComplex(`${count(pageCount)} pages (at most ${count(limits.maxPages)})`);
    const budget = { remaining: limits.maxTextItems * GLYPHS_PER_ITEM };
    const read: { page: PdfPage; glyphs: Glyph[]; layer: PageLayer }[] = [];
    for (let n = 1; n <= pageCount; n++) {
      // Let other requests of the Worker (or events of the process) run between pages.
      if (n > 1) await yieldToEventLoop();
      if (options.signal?.aborted) throw tooComplex("reading it took longer than the time allowed");
      read.push(await readPage(pdfjs, pdf, n, options, budget));
    }
    // The gaps between glyphs are sampled, and words built, a page at a time, with pauses for
    // other work every GLYPHS_BETWEEN_PAUSES glyphs.
    const pace = pacer(GLYPHS_BETWEEN_PAUSES);
    const sample = new GapSample();
    for (const { glyphs } of read) {
      await pace(glyphs.length);
      sample.add(glyphs);
    }
    const gaps = sample.wordGaps();
    let items = 0;
    const pages: PdfPage[] = [];
    for (const { page, glyphs } of read) {
      await pace(glyphs.length);
      page.items = buildWords(glyphs, gaps);
      items += page.items.length;
      if (page.items.length > limits.maxTextItemsPerPage)
        throw tooComplex(`a page of more than ${count(limits.maxTextItemsPerPage)} words`);
      if (items > limits.maxTextItems) throw tooComplex(`more than ${count(limits.maxTextItems)} words`);
      pages.push(page);
    }
    return { pageCount, pages, layers: read.map((r) => r.layer) };
  } catch (error) {
    if (error instanceof EngineError) throw error;
    throw new EngineError("PDF_INVALID");
  } finally {
    await close();
  }
}

/**
 * Opens a PDF with pdf.js (through unpdf's serverless build), its worker side on the in-thread
 * port. `maxImageSize` is the most pixels an image may have to be decoded (0: none is: text needs
 * no images). `task.promise` rejects as pdf.js does; openError names the reason.
 */
export async function openPdf(
  bytes: Uint8Array,
  password: string | undefined,
  maxImageSize: number,
): Promise<{ pdfjs: PdfJs; task: ReturnType<PdfJs["getDocument"]>; close: () => Promise<void> }> {
  installRuntimeFeatures();
  const pdfjs = await getResolvedPDFJS();
  const worker = inThreadWorker(pdfjs);
  const task = pdfjs.getDocument({
    ...(worker ? { worker } : {}),
    data: bytes.slice(),
    password,
    useSystemFonts: true,
    disableFontFace: true,
    maxImageSize,
    // Decoded images come as pixels, never as ImageBitmaps (OCR reads the pixels).
    isOffscreenCanvasSupported: false,
    verbosity: 0,
  });
  const close = async () => {
    await task.destroy().catch(() => undefined);
    worker?.destroy();
  };
  return { pdfjs, task, close };
}

type PdfJs = Awaited<ReturnType<typeof getResolvedPDFJS>>;
type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;

async function readPage(
  pdfjs: PdfJs,
  pdf: PdfDocument,
  number: number,
  { limits, pageImages, unmappedFonts }: ReadPdfOptions,
  budget: { remaining: number },
): Promise<{ page: PdfPage; glyphs: Glyph[]; layer: PageLayer }> {
  const page = await pdf.getPage(number);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const ops = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
    const glyphs = pageGlyphs(ops, pdfjs.OPS as unknown as TextOps, viewport.transform, (id) =>
      fontFacts(page, id),
    );
    budget.remaining -= glyphs.length;
    if (glyphs.length > limits.maxTextItemsPerPage * GLYPHS_PER_ITEM)
      throw tooComplex(
        `a page of more than ${count(limits.maxTextItemsPerPage * GLYPHS_PER_ITEM)} characters`,
      );
    if (budget.remaining < 0)
      throw tooComplex(`more than ${count(limits.maxTextItems * GLYPHS_PER_ITEM)} characters of text`);
    const ref = page.ref ? `${page.ref.num} ${page.ref.gen}` : "";
    const unmapped = (id: string) => {
      const name = fontFacts(page, id)?.name;
      return name !== undefined && unmappedFonts?.has(name) === true;
    };
    const { layer, kept } = judgePage(glyphs, pageImages?.get(ref) ?? null, unmapped);
    return {
      page: { number, width: viewport.width, height: viewport.height, items: [] },
      glyphs: kept,
      layer,
    };
  } finally {
    page.cleanup();
  }
}

/** The loaded font's matrix and kind; pdf.js has them once the operator list is read. */
function fontFacts(page: { commonObjs: { has(id: string): boolean; get(id: string): unknown } }, id: string) {
  try {
    return page.commonObjs.has(id) ? (page.commonObjs.get(id) as FontFacts) : undefined;
  } catch {
    return undefined;
  }
}

export function openError(error: unknown, passwordGiven: boolean): EngineError {
  const name = (error as { name?: string } | null)?.name;
  if (name === "PasswordException") {
    const code = (error as { code?: number }).code;
    if (code === INCORRECT_PASSWORD || passwordGiven) {
      return new EngineError(
        "PDF_ENCRYPTED",
        "The password for this PDF is incorrect. Check it and try again.",
      );
    }
    return new EngineError("PDF_ENCRYPTED");
  }
  return new EngineError("PDF_INVALID");
}
