import { type EngineLimits, GLYPHS_PER_ITEM } from "../limits.js";
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
}

export const SUMMED = [
  "operators",
  "nestedSaves",
  "formCalls",
  "contentStreams",
  "textRuns",
  "textBytes",
  "cmapEntries",
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
  };
}

export const count = (n: number) => n.toLocaleString("en-US");

/** The first page bound `cost` passes, in words, or null. */
export function overPageBound(cost: WorkCost, limits: EngineLimits): string | null {
  const over = (value: number, bound: number, words: string) => (value > bound ? words : null);
  const nesting = (what: string, depth: number) =>
    over(depth, limits.maxNestingDepth, `${what} nested more than ${count(limits.maxNestingDepth)} deep`);
  return (
    nesting("graphics states", cost.maxSaveDepth) ??
    nesting("text objects", cost.maxTextDepth) ??
    nesting("marked content", cost.maxMarkedDepth) ??
    over(
      cost.maxOperandDepth,
      limits.maxObjectNesting,
      `arrays or dictionaries nested more than ${count(limits.maxObjectNesting)} deep`,
    ) ??
    over(cost.formDepth, limits.maxFormDepth, `forms nested more than ${count(limits.maxFormDepth)} deep`) ??
    over(
      cost.contentStreams,
      limits.maxContentStreamsPerPage,
      `a page made of more than ${count(limits.maxContentStreamsPerPage)} content streams`,
    ) ??
    over(
      cost.operators,
      limits.maxOperatorsPerPage,
      `a page of more than ${count(limits.maxOperatorsPerPage)} drawing operators`,
    ) ??
    over(
      cost.formCalls,
      limits.maxFormCallsPerPage,
      `a page drawing forms more than ${count(limits.maxFormCallsPerPage)} times`,
    ) ??
    over(
      cost.nestedSaves,
      limits.maxNestedSavesPerPage,
      `a page saving nested graphics states more than ${count(limits.maxNestedSavesPerPage)} times`,
    ) ??
    over(
      cost.textRuns,
      limits.maxTextRunsPerPage,
      `a page showing text more than ${count(limits.maxTextRunsPerPage)} times`,
    ) ??
    over(
      cost.textBytes,
      limits.maxTextItemsPerPage * GLYPHS_PER_ITEM,
      `a page of more than ${count(limits.maxTextItemsPerPage * GLYPHS_PER_ITEM)} characters`,
    ) ??
    over(
      cost.longestRun,
      limits.maxGlyphsPerRun,
      `a run of text longer than ${count(limits.maxGlyphsPerRun)} characters`,
    )
  );
}

/** The first file bound the sums over the pages pass, in words, or null. */
export function overFileBound(total: WorkCost, limits: EngineLimits): string | null {
  const over = (value: number, bound: number, words: string) => (value > bound ? words : null);
  return (
    over(total.operators, limits.maxOperators, `more than ${count(limits.maxOperators)} drawing operators`) ??
    over(total.formCalls, limits.maxFormCalls, `forms drawn more than ${count(limits.maxFormCalls)} times`) ??
    over(
      total.nestedSaves,
      limits.maxNestedSaves,
      `nested graphics states saved more than ${count(limits.maxNestedSaves)} times`,
    ) ??
    over(total.textRuns, limits.maxTextRuns, `text shown more than ${count(limits.maxTextRuns)} times`) ??
    over(
      total.textBytes,
      limits.maxTextItems * GLYPHS_PER_ITEM,
      `more than ${count(limits.maxTextItems * GLYPHS_PER_ITEM)} characters of text`,
    ) ??
    over(
      total.cmapEntries,
      limits.maxCMapEntries,
      `font maps (CMaps) of more than ${count(limits.maxCMapEntries)} codes`,
    )
  );
}
