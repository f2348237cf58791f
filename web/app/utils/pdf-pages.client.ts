/**
 * pdf.js in the browser, for drawing a statement's pages beside its rows
 * (components/statement-pages.tsx). A `.client` module: the server build leaves it out, and the
 * screens import it only when a PDF is to be drawn, so no other page loads pdf.js. The document
 * is parsed in pdf.js's own worker (a file served from this origin: the CSP's worker-src 'self').
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfDocument = PDFDocumentProxy;

/** The PDF's size of each page in points (as the engine measures rows: rotation and crop applied). */
export interface PageSize {
  width: number;
  height: number;
}

/** Opens the bytes; rejects with pdf.js's PasswordException (name 'PasswordException') when locked. */
export async function openPdf(bytes: Uint8Array, password?: string): Promise<PdfDocument> {
  return getDocument({
    data: bytes,
    ...(password ? { password } : {}),
    // Nothing is fetched: no fonts, maps or decoders from elsewhere.
    disableAutoFetch: true,
    disableStream: true,
  }).promise;
}

export async function pageSize(doc: PdfDocument, pageNumber: number): Promise<PageSize> {
  const viewport = (await doc.getPage(pageNumber)).getViewport({ scale: 1 });
  return { width: viewport.width, height: viewport.height };
}

/** Draws a page into `canvas` at `cssWidth` CSS pixels wide (sharp on high-density screens). */
export async function drawPage(
  doc: PdfDocument,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
): Promise<void> {
  const page = await doc.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const scale = (cssWidth / base.width) * (window.devicePixelRatio || 1);
  const viewport = page.getViewport({ scale });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  await page.render({ canvas, viewport }).promise;
}
