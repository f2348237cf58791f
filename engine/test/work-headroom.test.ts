import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIMITS, GLYPHS_PER_ITEM } from "../src/limits.js";
import { measureWork, type WorkCost } from "../src/pdf/work-bounds.js";

/**
 * Real statements must stay far below every work bound: each measure of every PDF of both
 * corpora is at most a fifth of its bound (the table printed is the headroom recorded in
 * docs/decisions/0008).
 */
const HEADROOM = 5;
const shared = resolve(fileURLToPath(import.meta.url), "../../../../shared");
const dirs = ["corpus", "corpus-real"].map((d) => join(shared, d)).filter((d) => existsSync(d));
if (dirs.length === 0) console.warn(`work headroom test skipped: ${shared}/corpus* not found`);

/** Each measure and the bound it is held to (per page for the page measures, per file for the totals). */
const PAGE: [keyof WorkCost, number][] = [
  ["operators", DEFAULT_LIMITS.maxOperatorsPerPage],
  ["nestedSaves", DEFAULT_LIMITS.maxNestedSavesPerPage],
  ["maxSaveDepth", DEFAULT_LIMITS.maxNestingDepth],
  ["maxTextDepth", DEFAULT_LIMITS.maxNestingDepth],
  ["maxMarkedDepth", DEFAULT_LIMITS.maxNestingDepth],
  ["maxOperandDepth", DEFAULT_LIMITS.maxObjectNesting],
  ["formDepth", DEFAULT_LIMITS.maxFormDepth],
  ["formCalls", DEFAULT_LIMITS.maxFormCallsPerPage],
  ["contentStreams", DEFAULT_LIMITS.maxContentStreamsPerPage],
  ["textRuns", DEFAULT_LIMITS.maxTextRunsPerPage],
  ["longestRun", DEFAULT_LIMITS.maxGlyphsPerRun],
  ["textBytes", DEFAULT_LIMITS.maxTextItemsPerPage * GLYPHS_PER_ITEM],
];
const FILE: [keyof WorkCost, number][] = [
  ["operators", DEFAULT_LIMITS.maxOperators],
  ["nestedSaves", DEFAULT_LIMITS.maxNestedSaves],
  ["formCalls", DEFAULT_LIMITS.maxFormCalls],
  ["cmapEntries", DEFAULT_LIMITS.maxCMapEntries],
  ["textRuns", DEFAULT_LIMITS.maxTextRuns],
  ["textBytes", DEFAULT_LIMITS.maxTextItems * GLYPHS_PER_ITEM],
];

describe.skipIf(dirs.length === 0)("work bounds against the corpora", () => {
  it(`leaves every real statement at least ${HEADROOM}x below every bound`, async () => {
    const worst = new Map<string, { value: number; bound: number; file: string }>();
    const note = (key: string, value: number, bound: number, file: string) => {
      if (value > (worst.get(key)?.value ?? -1)) worst.set(key, { value, bound, file });
    };
    let files = 0;
    for (const dir of dirs) {
      for (const name of readdirSync(dir).filter((n) => n.endsWith(".pdf"))) {
        const truthPath = join(dir, name.replace(/\.pdf$/, ".truth.json"));
        const truth = existsSync(truthPath) ? JSON.parse(readFileSync(truthPath, "utf8")) : {};
        const work = await measureWork(
          new Uint8Array(readFileSync(join(dir, name))),
          DEFAULT_LIMITS,
          truth.password,
        );
        expect(work.encryption, name).not.toBe("locked");
        for (const [key, bound] of PAGE) note(`page ${key}`, work.worstPage[key], bound, name);
        for (const [key, bound] of FILE) note(`file ${key}`, work.total[key], bound, name);
        note("file pages", work.pages, DEFAULT_LIMITS.maxPages, name);
        note("file decodedBytes", work.decodedBytes, DEFAULT_LIMITS.maxInflatedBytes, name);
        note("file objectNesting", work.objectNesting, DEFAULT_LIMITS.maxObjectNesting, name);
        files++;
      }
    }
    const table = [...worst].map(([key, w]) => ({
      measure: key,
      worst: w.value,
      bound: w.bound,
      headroom: w.value ? `${Math.floor(w.bound / w.value)}x` : "-",
      file: w.file,
    }));
    console.log(`work headroom over ${files} corpus PDFs`);
    console.table(table);
    for (const [key, w] of worst)
      expect(w.value * HEADROOM, `${key} in ${w.file}`).toBeLessThanOrEqual(w.bound);
  });
});
