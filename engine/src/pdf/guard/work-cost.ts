import { count } from "../../errors.js";
import { type EngineLimits, GLYPHS_PER_ITEM } from "../../limits.js";
import type { ContentCost } from "./content-scan.js";

/** What reading the text of one page (or the whole file) costs, forms and Type3 glyphs included. */
export interface WorkCost {
  operators: number;
  nestedSaves: number;
  maxSaveDepth: number;
  maxTextDepth: number;
  maxMarkedDepth: number;
  /** Deepest nesting of arrays and dictionaries among operators' operands. */
  maxOperandDepth: number;
  /** Forms within forms (a Type3 glyph counts as one level). */
  formDepth: number;
  /** Forms drawn (`Do`), each call counted: pdf.js spends about a millisecond on each. */
  formCalls: number;
  contentStreams: number;
  textRuns: number;
  longestRun: number;
  textBytes: number;
  /** Codes mapped by the embedded CMaps and ToUnicode maps of the fonts used. */
  cmapEntries: number;
  /** Images drawn (image XObjects, each call counted, and inline images): no bound, a page's scan shows here. */
  images: number;
}

export const SUMMED = [
  "operators",
  "nestedSaves",
  "formCalls",
  "contentStreams",
  "textRuns",
  "textBytes",
  "cmapEntries",
  "images",
] as const;
export const DEEPEST = [
  "maxSaveDepth",
  "maxTextDepth",
  "maxMarkedDepth",
  "maxOperandDepth",
  "formDepth",
  "longestRun",
] as const;

export function zeroCost(): WorkCost {
  return {
    operators: 0,
    nestedSaves: 0,
    maxSaveDepth: 0,
    maxTextDepth: 0,
    maxMarkedDepth: 0,
    maxOperandDepth: 0,
    formDepth: 0,
    formCalls: 0,
    contentStreams: 0,
    textRuns: 0,
    longestRun: 0,
    textBytes: 0,
    cmapEntries: 0,
    images: 0,
  };
}

/** `into += times * cost` for the summed measures, the deepest for the others. */
export function addCost(into: WorkCost, cost: WorkCost, times = 1): void {
  for (const k of SUMMED) into[k] += cost[k] * times;
  for (const k of DEEPEST) into[k] = Math.max(into[k], cost[k]);
}

export function fromContent(c: ContentCost): WorkCost {
  return {
    ...zeroCost(),
    operators: c.operators,
    nestedSaves: c.nestedSaves,
    maxSaveDepth: c.maxSaveDepth,
    maxTextDepth: c.maxTextDepth,
    maxMarkedDepth: c.maxMarkedDepth,
    maxOperandDepth: c.maxOperandDepth,
    textRuns: c.textRuns,
    longestRun: c.longestRun,
    textBytes: c.textBytes,
    images: c.inlineImages,
  };
}

/** A measure, its bound, and what passing it is called (given the bound in words). */
type Bound = readonly [value: number, bound: number, words: (bound: string) => string];

/** The first bound passed, in words (made only then: the checks run every thousand operators). */
function firstPassed(bounds: readonly Bound[]): string | null {
  for (const [value, bound, words] of bounds) if (value > bound) return words(count(bound));
  return null;
}

/** The first page bound `cost` passes, in words, or null. */
export function overPageBound(cost: WorkCost, limits: EngineLimits): string | null {
  const nesting = limits.maxNestingDepth;
  return firstPassed([
    [cost.maxSaveDepth, nesting, (n) => `graphics states nested more than ${n} deep`],
    [cost.maxTextDepth, nesting, (n) => `text objects nested more than ${n} deep`],
    [cost.maxMarkedDepth, nesting, (n) => `marked content nested more than ${n} deep`],
    [
      cost.maxOperandDepth,
      limits.maxObjectNesting,
      (n) => `arrays or dictionaries nested more than ${n} deep`,
    ],
    [cost.formDepth, limits.maxFormDepth, (n) => `forms nested more than ${n} deep`],
    [
      cost.contentStreams,
      limits.maxContentStreamsPerPage,
      (n) => `a page made of more than ${n} content streams`,
    ],
    [cost.operators, limits.maxOperatorsPerPage, (n) => `a page of more than ${n} drawing operators`],
    [cost.formCalls, limits.maxFormCallsPerPage, (n) => `a page drawing forms more than ${n} times`],
    [
      cost.nestedSaves,
      limits.maxNestedSavesPerPage,
      (n) => `a page saving nested graphics states more than ${n} times`,
    ],
    [cost.textRuns, limits.maxTextRunsPerPage, (n) => `a page showing text more than ${n} times`],
    [
      cost.textBytes,
      limits.maxTextItemsPerPage * GLYPHS_PER_ITEM,
      (n) => `a page of more than ${n} characters`,
    ],
    [cost.longestRun, limits.maxGlyphsPerRun, (n) => `a run of text longer than ${n} characters`],
  ]);
}

/** The first file bound the sums over the pages pass, in words, or null. */
export function overFileBound(total: WorkCost, limits: EngineLimits): string | null {
  return firstPassed([
    [total.operators, limits.maxOperators, (n) => `more than ${n} drawing operators`],
    [total.formCalls, limits.maxFormCalls, (n) => `forms drawn more than ${n} times`],
    [total.nestedSaves, limits.maxNestedSaves, (n) => `nested graphics states saved more than ${n} times`],
    [total.textRuns, limits.maxTextRuns, (n) => `text shown more than ${n} times`],
    [total.textBytes, limits.maxTextItems * GLYPHS_PER_ITEM, (n) => `more than ${n} characters of text`],
    [total.cmapEntries, limits.maxCMapEntries, (n) => `font maps (CMaps) of more than ${n} codes`],
  ]);
}
