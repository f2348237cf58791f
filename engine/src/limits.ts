/**
 * Bounds on what one PDF may cost, so that a hostile file is refused instead of exhausting the
 * Worker's or the process's memory or time (workerd cannot pre-empt synchronous work: only
 * bounds checked before and while pdf.js interprets a page keep every request short).
 *
 * Each bound is at least 10x above what any real statement the project holds uses: see
 * docs/decisions/0008 for the headroom, `npm run bounds -w engine` to measure it, and
 * test/work-headroom.test.ts, which holds every real PDF to it. Apart from `maxBytes` (FILE_TOO_LARGE), a file past a bound
 * is refused as PDF_TOO_COMPLEX. Counts that include forms (XObjects) count every call: a form
 * drawn ten times costs ten times its content.
 */

import { MAX_UPLOAD_BYTES } from "@statement-converter/contract";

export interface EngineLimits {
  /** Largest accepted file, in bytes (10 MiB, the product's upload limit): FILE_TOO_LARGE. */
  maxBytes: number;
  /** Most pages read from one PDF (page dictionaries in the file, and pages pdf.js counts). */
  maxPages: number;
  /**
   * Most words over the whole document. Glyphs may be GLYPHS_PER_ITEM times as many; measured
   * before reading, the characters that text-showing operators show too.
   */
  maxTextItems: number;
  /** Most words on one page (glyphs, characters shown: GLYPHS_PER_ITEM times as many). */
  maxTextItemsPerPage: number;
  /**
   * Most text-showing operators (Tj, TJ, ', ") on one page: each costs pdf.js and the word
   * builder far more than a glyph does.
   */
  maxTextRunsPerPage: number;
  /** Most text-showing operators over all pages. */
  maxTextRuns: number;
  /** Most bytes the compressed streams text extraction reads may decode to, all together. */
  maxInflatedBytes: number;
  /**
   * Most bytes one stream may decode to per byte of its input, once past 4 MiB (real fonts and
   * content expand 2 to 20 times; a decompression bomb about 1,000).
   */
  maxInflateRatio: number;
  /** Most operators in one page's content, its forms' calls included. */
  maxOperatorsPerPage: number;
  /** Most operators over all pages. */
  maxOperators: number;
  /**
   * Deepest nesting of the graphics state (`q`), of text objects (`BT`) and of marked content
   * (`BMC`/`BDC`) on a page. pdf.js's cost per `q` grows with the depth (100,000 deep took
   * minutes).
   */
  maxNestingDepth: number;
  /**
   * Deepest nesting of arrays and dictionaries, in objects and in operators' operands: pdf.js
   * parses them recursively, and its stack runs out sooner in a Worker than in Node.
   */
  maxObjectNesting: number;
  /** Most `q` operators met inside another `q` on one page (pdf.js: ~20 microseconds each). */
  maxNestedSavesPerPage: number;
  /** Most `q` operators met inside another `q` over all pages. */
  maxNestedSaves: number;
  /** Deepest nesting of forms in forms (and Type3 glyph procedures). */
  maxFormDepth: number;
  /** Most forms one page draws, each call counted (pdf.js spends about a millisecond on each). */
  maxFormCallsPerPage: number;
  /** Most forms drawn over all pages. */
  maxFormCalls: number;
  /** Most content streams one page is made of (its /Contents array). */
  maxContentStreamsPerPage: number;
  /** Most characters (string bytes) one text-showing operator may show. */
  maxGlyphsPerRun: number;
  /** Most codes the embedded CMaps and ToUnicode maps of the fonts used map, over the file. */
  maxCMapEntries: number;
  /**
   * OCR: most pixels one image may have (its dictionary's size, and a JPEG's own): a 600-dpi
   * Legal page is 43 million. pdf.js decodes every image a scanned page draws.
   */
  maxImagePixels: number;
  /** OCR: most images one page may draw (a scanner's strips: a few hundred at most). */
  maxImagesPerPage: number;
  /** OCR: most pages read by OCR in one file (about two seconds of CPU each). */
  maxOcrPages: number;
  /**
   * Spreadsheets: most bytes of XML the workbook reader parses for an .xlsx, all together: each
   * sheet's part with the shared strings and styles it is read with (the ZIP's other parts are
   * not read).
   */
  maxSheetInflatedBytes: number;
  /** Spreadsheets: most bytes one part of an .xlsx may inflate to per compressed byte, past 1 MiB. */
  maxSheetInflateRatio: number;
  /** Spreadsheets: most cells over all sheets of a workbook or in a CSV. */
  maxSheetCells: number;
  /** Spreadsheets: most rows over all sheets of a workbook or in a CSV. */
  maxSheetRows: number;
  /**
   * Spreadsheets: most characters all cells add up to, each shared-string reference counted at
   * its string's length (a workbook may point thousands of cells at one long string).
   */
  maxSheetTextChars: number;
  /** Spreadsheets: most characters in one cell. */
  maxSheetCellChars: number;
  /** Spreadsheets: most sheets read from one workbook. */
  maxSheets: number;
}

/**
 * Characters a text item (a word) stands for, at most on average: the character budgets are
 * counted in items. Measured before reading as string bytes, which a two-byte font (a CID font,
 * as most producers embed today) shows two per glyph.
 */
export const GLYPHS_PER_ITEM = 16;

export const DEFAULT_LIMITS: Readonly<EngineLimits> = Object.freeze({
  maxBytes: MAX_UPLOAD_BYTES,
  maxPages: 250,
  maxTextItems: 32_000,
  maxTextItemsPerPage: 20_000,
  maxTextRunsPerPage: 41_000,
  maxTextRuns: 90_000,
  maxInflatedBytes: 32 * 1024 * 1024,
  maxInflateRatio: 100,
  maxOperatorsPerPage: 215_000,
  maxOperators: 500_000,
  maxNestingDepth: 512,
  maxObjectNesting: 100,
  maxNestedSavesPerPage: 30_000,
  maxNestedSaves: 50_000,
  maxFormDepth: 30,
  maxFormCallsPerPage: 1_500,
  maxFormCalls: 2_000,
  maxContentStreamsPerPage: 1_000,
  maxGlyphsPerRun: 20_000,
  maxCMapEntries: 1_048_576,
  maxImagePixels: 50_000_000,
  maxImagesPerPage: 500,
  maxOcrPages: 50,
  maxSheetInflatedBytes: 16 * 1024 * 1024,
  maxSheetInflateRatio: 250,
  maxSheetCells: 400_000,
  maxSheetRows: 20_000,
  maxSheetTextChars: 4_000_000,
  maxSheetCellChars: 4_000,
  maxSheets: 100,
});

export function resolveLimits(overrides?: Partial<EngineLimits>): EngineLimits {
  const limits = { ...DEFAULT_LIMITS };
  if (!overrides) return limits;
  for (const key of Object.keys(limits) as (keyof EngineLimits)[]) {
    const value = overrides[key];
    if (typeof value === "number" && Number.isFinite(value) && value > 0) limits[key] = value;
  }
  return limits;
}
