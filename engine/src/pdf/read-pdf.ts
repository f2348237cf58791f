import { getResolvedPDFJS } from "unpdf";
import { EngineError } from "../errors.js";
import type { EngineLimits } from "../limits.js";

/** One horizontal run of text, in top-down page coordinates (y = baseline distance from the top). */
export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
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
}

export interface ReadPdfOptions {
  password?: string | undefined;
  limits: EngineLimits;
}

// pdf.js PasswordResponses: 1 = a password is needed, 2 = the given password is wrong.
const INCORRECT_PASSWORD = 2;

/**
 * Reads the text layer of every page with pdf.js (through unpdf's serverless build).
 * The bytes are copied because pdf.js takes ownership of the buffer it is given.
 */
export async function readPdfText(bytes: Uint8Array, options: ReadPdfOptions): Promise<PdfText> {
  const { limits } = options;
  const pdfjs = await getResolvedPDFJS();
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    password: options.password,
    useSystemFonts: true,
    maxImageSize: limits.maxImagePixels,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      throw openError(error, options.password !== undefined);
    });
    const pageCount = pdf.numPages;
    if (pageCount > limits.maxPages) {
      throw new EngineError(
        "FILE_TOO_LARGE",
        `The PDF has ${pageCount} pages; at most ${limits.maxPages} pages can be converted at once.`,
      );
    }
    const budget = { remaining: limits.maxTextItems };
    const pages: PdfPage[] = [];
    for (let n = 1; n <= pageCount; n++) pages.push(await readPage(pdf, n, limits, budget));
    return { pageCount, pages };
  } catch (error) {
    if (error instanceof EngineError) throw error;
    throw new EngineError("PDF_INVALID");
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

type PdfDocument = Awaited<
  ReturnType<Awaited<ReturnType<typeof getResolvedPDFJS>>["getDocument"]>["promise"]
>;

interface RawTextItem {
  str?: string;
  transform?: number[];
  width?: number;
}

async function readPage(
  pdf: PdfDocument,
  number: number,
  limits: EngineLimits,
  budget: { remaining: number },
): Promise<PdfPage> {
  const page = await pdf.getPage(number);
  const viewport = page.getViewport({ scale: 1 });
  const [va = 1, vb = 0, vc = 0, vd = -1, ve = 0, vf = 0] = viewport.transform as number[];
  const items: PdfTextItem[] = [];
  let seen = 0;
  const reader = page.streamTextContent().getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const chunk = (value as { items: RawTextItem[] }).items;
      seen += chunk.length;
      budget.remaining -= chunk.length;
      if (seen > limits.maxTextItemsPerPage || budget.remaining < 0) {
        throw new EngineError(
          "FILE_TOO_LARGE",
          "The PDF holds more text than we can convert safely; split it into smaller files.",
        );
      }
      for (const item of chunk) {
        const str = item.str;
        const t = item.transform;
        if (!str || !t || str.trim() === "") continue;
        const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = t;
        // The item's matrix in viewport space (top-left origin, y down).
        const ma = va * a + vc * b;
        const mb = vb * a + vd * b;
        const mc = va * c + vc * d;
        const md = vb * c + vd * d;
        if (Math.abs(mb) > 0.05 * Math.abs(ma) || Math.abs(mc) > 0.05 * Math.abs(md) || ma <= 0) continue;
        items.push({
          str,
          x: va * e + vc * f + ve,
          y: vb * e + vd * f + vf,
          width: item.width ?? 0,
          fontSize: Math.hypot(mc, md),
        });
      }
    }
  } finally {
    reader.releaseLock();
    page.cleanup();
  }
  return { number, width: viewport.width, height: viewport.height, items };
}

function openError(error: unknown, passwordGiven: boolean): EngineError {
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
