import { env } from "cloudflare:test";
import { describe } from "vitest";
import { fromBase64 } from "./helpers.js";

/** The shared corpus (../shared/corpus), handed in by vitest.config.ts; absent -> tests skip. */
export const corpus = env.TEST_CORPUS;

if (!corpus.available) console.warn("[corpus] ../shared/corpus is absent: corpus tests are skipped");

export const describeCorpus = corpus.available ? describe : describe.skip;

export function corpusPdf(name: string): Uint8Array {
  const b64 = corpus.files[name];
  if (!b64) throw new Error(`corpus file ${name} missing`);
  return fromBase64(b64);
}

export function corpusTruth<T = Record<string, unknown>>(name: string): T {
  return corpus.truth[name] as T;
}

/** The statements of the corpus (those without an expected error). */
export function corpusStatements(): string[] {
  return Object.keys(corpus.files)
    .filter((name) => !corpusTruth<{ expectError?: string }>(name)?.expectError)
    .sort();
}
