/** A page image in grey levels (0 black, 255 white), one byte per pixel, rows top to bottom. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A box in an image's pixels. */
export interface PixelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A word the OCR engine read, with its box in the pixels of the image it was given. */
export interface OcrWord extends PixelBox {
  text: string;
  /** 0 to 1: how sure the engine is of the word. */
  confidence: number;
  /** The first word of a text line, as the engine laid the image out. */
  startsLine: boolean;
}

/**
 * Reads the words of an image: the engine's one dependency on an OCR library, given by the
 * caller (`ExtractOptions.ocr`) because loading the library and its language data is I/O that
 * differs between Node and a Worker (`tesseract.ts` makes one from the WebAssembly module and
 * the language data, however they were loaded).
 */
export interface OcrReader {
  /** Strips it reads at once (a pool of threads); one when absent. */
  concurrency?: number;
  /**
   * Starts what the first read needs (threads, the model), without waiting: the OCR stage calls it
   * as it begins, so that loading goes on while the first page is drawn.
   */
  warm?(): void;
  /** The language models it has (Tesseract's names, lexicon/languages.ts); English only when absent. */
  languages?: readonly string[];
  /**
   * `dpi`: the image's resolution (print size follows from it). `layout`: "page" (the default)
   * finds the image's blocks and lines; "line" reads it as one line of print (a piece the page's
   * layout left out: ocr/missed-print.ts). `language`: the model to read with, "eng" when absent
   * (ocr/language.ts reads a statement's letters again in its own language).
   */
  recognise(
    image: GreyImage,
    dpi: number,
    layout?: OcrLayout,
    language?: string,
  ): OcrWord[] | Promise<OcrWord[]>;
}

/** How the OCR engine lays out what it reads: a page of blocks and lines, or a single line. */
export type OcrLayout = "page" | "line";

/** How far a conversion has come, for a progress line ("page 2 of 3 (OCR)"). */
export interface ExtractProgress {
  stage: "ocr";
  /** Pages read by OCR so far. */
  done: number;
  /** Pages to read by OCR in all. */
  pages: number;
}
