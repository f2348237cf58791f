import { count, tooComplex } from "../../errors.js";
import type { EngineLimits } from "../../limits.js";
import { yieldToEventLoop } from "../yield.js";
import { DecodeBudgetExceeded, decodeBudget } from "./filters.js";
import { exceedsInflatedSize } from "./inflate-guard.js";
import { type Encryption, type PdfObject, readObjects } from "./objects.js";
import { pageTreePages } from "./page-tree.js";
import { isDict, nameOf, type PdfDict, Ref } from "./syntax.js";
import { addCost, DEEPEST, overFileBound, SUMMED, type WorkCost, zeroCost } from "./work-cost.js";
import { OverBound, WorkMeter } from "./work-meter.js";

export interface GuardReport {
  /** Pages: page dictionaries in the file, or the pages its page tree lists, whichever is more. */
  pages: number;
  /**
   * The pages pdf.js will read (what a page allowance is checked against before reading): the
   * page tree's, each kid as often as it is listed; without a tree to follow, the page objects by
   * number (a page redefined by an incremental update counted once).
   */
  expectedPages: number;
  /** The costliest value of each measure over the pages. */
  worstPage: WorkCost;
  /** Sums over the pages (depths: the deepest). */
  total: WorkCost;
  /** Bytes the measured streams decoded to. */
  decodedBytes: number;
  /** The most a measured stream decoded past 4 MiB expanded (output per input byte); 0 when none did. */
  inflateRatio: number;
  /** The deepest nesting of arrays and dictionaries in the file's objects. */
  objectNesting: number;
  /** "locked": encrypted, and the password given (or none) does not open it: content not measured. */
  encryption: Encryption;
  /** Images each page dictionary draws, by its reference ("num gen"), for the text-layer verdict. */
  pageImages: Map<string, number>;
  /** BaseFont names of the fonts drawn whose glyphs map to no characters, for the text-layer verdict. */
  unmappedFonts: Set<string>;
}

/** Operators measured between pauses for the event loop (a few tens of milliseconds of scanning). */
const OPERATORS_BETWEEN_PAUSES = 50_000;

/** True for a page dictionary as pdf.js takes one: /Type /Page, or no /Type but /Contents. */
function isPage(object: PdfObject): boolean {
  const v = object.value;
  if (object.stream || !isDict(v)) return false;
  const type = nameOf(v.get("Type"));
  const contents = v.get("Contents");
  return type === "Page" || (type === null && (contents instanceof Ref || Array.isArray(contents)));
}

function bombDetail(error: DecodeBudgetExceeded, limits: EngineLimits): string {
  return error.reason === "ratio"
    ? `compressed content that expands more than ${count(limits.maxInflateRatio)} times`
    : `compressed content that expands past ${count(Math.round(limits.maxInflatedBytes / 1024 / 1024))} MB`;
}

/**
 * Measures the work reading `bytes` would cost pdf.js, before it reads anything, and refuses a
 * file past the engine's bounds with PDF_TOO_COMPLEX: decompression bombs first, then every page
 * dictionary in the file (the page tree may lie). Its own time grows with the file's decoded size
 * only, and it yields to the event loop between pages and every few MiB decoded.
 */
export async function guardPdf(
  bytes: Uint8Array,
  limits: EngineLimits,
  password?: string,
): Promise<GuardReport> {
  try {
    const { objects, encryption } = await readObjects(
      bytes,
      decodeBudget(limits.maxInflatedBytes, limits.maxInflateRatio),
      password,
    );
    if (objects.deepest > limits.maxObjectNesting) {
      throw new OverBound(`arrays or dictionaries nested more than ${count(limits.maxObjectNesting)} deep`);
    }
    const bomb = await exceedsInflatedSize(objects, limits.maxInflatedBytes, limits.maxInflateRatio);
    if (bomb) throw new OverBound(bombDetail(bomb, limits));
    const pages = objects.all.filter(isPage);
    if (pages.length > limits.maxPages) {
      throw new OverBound(`${count(pages.length)} pages (at most ${count(limits.maxPages)})`);
    }
    // A page listed many times in the tree is read as many times.
    const treePages = pageTreePages(objects, limits.maxPages);
    const pageCount = Math.max(pages.length, treePages);
    if (pageCount > limits.maxPages) throw new OverBound(`more than ${count(limits.maxPages)} pages`);
    const budget = decodeBudget(limits.maxInflatedBytes, limits.maxInflateRatio);
    const meter = new WorkMeter(objects, limits, budget);
    const worstPage = zeroCost();
    const total = zeroCost();
    const pageImages = new Map<string, number>();
    if (encryption !== "locked") {
      let operatorsAtPause = 0;
      for (const page of pages) {
        const cost = await meter.page(page.value as PdfDict);
        const key = `${page.num} ${page.gen}`;
        pageImages.set(key, Math.max(pageImages.get(key) ?? 0, cost.images));
        addCost(total, cost);
        for (const k of [...SUMMED, ...DEEPEST]) worstPage[k] = Math.max(worstPage[k], cost[k]);
        const over = overFileBound(total, limits);
        if (over) throw new OverBound(over);
        if (total.operators - operatorsAtPause > OPERATORS_BETWEEN_PAUSES) {
          operatorsAtPause = total.operators;
          await yieldToEventLoop();
        }
      }
    }
    return {
      pages: pageCount,
      expectedPages: treePages > 0 ? treePages : new Set(pages.map((p) => p.num)).size,
      worstPage,
      total,
      decodedBytes: limits.maxInflatedBytes - budget.left,
      inflateRatio: budget.worstRatio ?? 0,
      objectNesting: objects.deepest,
      encryption,
      pageImages,
      unmappedFonts: meter.unmappedFonts,
    };
  } catch (error) {
    if (error instanceof OverBound) throw tooComplex(error.message);
    if (error instanceof DecodeBudgetExceeded) throw tooComplex(bombDetail(error, limits));
    throw error;
  }
}
