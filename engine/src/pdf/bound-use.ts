import { DEFAULT_LIMITS, type EngineLimits, GLYPHS_PER_ITEM, resolveLimits } from "../limits.js";
import { guardPdf } from "./guard/index.js";
import { readPdfText } from "./read-pdf.js";

/** How much of one bound a file uses: the most of it any page (or the whole file) comes to. */
export interface BoundUse {
  bound: keyof EngineLimits;
  /** What is counted against it, in words ("operators on a page"). */
  measure: string;
  use: number;
  limit: number;
  /**
   * False for the file size: the product's upload limit, reported beside the work bounds but not
   * held to their headroom over real statements.
   */
  workBound: boolean;
}

/** Every PDF bound lifted out of the way, so that a file's use of each is measured, never refused. */
const UNBOUNDED: EngineLimits = resolveLimits(
  Object.fromEntries(Object.keys(DEFAULT_LIMITS).map((k) => [k, Number.MAX_SAFE_INTEGER])),
);

/**
 * What a PDF uses of every PDF bound of `limits` (the spreadsheet bounds do not apply): the work
 * meter's measures before reading (per page, the costliest page; per file, the sums) and the
 * words counted while reading. For the bounds report (`npm run bounds -w engine`) and the
 * headroom test, which hold real statements far below every bound.
 */
export async function boundUses(
  bytes: Uint8Array,
  password?: string,
  limits: EngineLimits = DEFAULT_LIMITS,
): Promise<BoundUse[]> {
  const work = await guardPdf(bytes, UNBOUNDED, password);
  // A file pdf.js cannot open (damaged, or locked) has no words to count.
  const text = await readPdfText(bytes, { password, limits: UNBOUNDED }).catch(() => null);
  const words = text?.pages.map((p) => p.items.length) ?? [];
  const { worstPage: page, total } = work;
  const chars = limits.maxTextItemsPerPage * GLYPHS_PER_ITEM;
  const rows: [keyof EngineLimits, string, number, number?][] = [
    ["maxBytes", "bytes in the file", bytes.length],
    ["maxPages", "pages", Math.max(work.pages, text?.pageCount ?? 0)],
    ["maxTextItemsPerPage", "words on a page (read)", Math.max(0, ...words)],
    ["maxTextItemsPerPage", `characters shown on a page (words x${GLYPHS_PER_ITEM})`, page.textBytes, chars],
    ["maxTextItems", "words in the file (read)", words.reduce((a, b) => a + b, 0)],
    [
      "maxTextItems",
      `characters shown in the file (words x${GLYPHS_PER_ITEM})`,
      total.textBytes,
      limits.maxTextItems * GLYPHS_PER_ITEM,
    ],
    ["maxTextRunsPerPage", "text-showing operators on a page", page.textRuns],
    ["maxTextRuns", "text-showing operators in the file", total.textRuns],
    ["maxGlyphsPerRun", "characters one text operator shows", page.longestRun],
    ["maxOperatorsPerPage", "operators on a page", page.operators],
    ["maxOperators", "operators in the file", total.operators],
    ["maxNestingDepth", "graphics states nested", page.maxSaveDepth],
    ["maxNestingDepth", "text objects nested", page.maxTextDepth],
    ["maxNestingDepth", "marked content nested", page.maxMarkedDepth],
    ["maxObjectNesting", "arrays and dictionaries nested (objects)", work.objectNesting],
    ["maxObjectNesting", "arrays and dictionaries nested (operands)", page.maxOperandDepth],
    ["maxNestedSavesPerPage", "nested q on a page", page.nestedSaves],
    ["maxNestedSaves", "nested q in the file", total.nestedSaves],
    ["maxFormDepth", "forms nested in forms", page.formDepth],
    ["maxFormCallsPerPage", "forms drawn on a page", page.formCalls],
    ["maxFormCalls", "forms drawn in the file", total.formCalls],
    ["maxContentStreamsPerPage", "content streams of a page", page.contentStreams],
    ["maxCMapEntries", "codes in the fonts' CMaps", total.cmapEntries],
    ["maxInflatedBytes", "bytes the streams decode to", work.decodedBytes],
    ["maxInflateRatio", "expansion of a stream past 4 MiB", Math.round(work.inflateRatio)],
  ];
  return rows.map(([bound, measure, use, limit]) => ({
    bound,
    measure,
    use,
    limit: limit ?? limits[bound],
    workBound: bound !== "maxBytes",
  }));
}
