/**
 * The OCR reader for Node (the CLI, the tests, the benchmark): tesseract-wasm's WebAssembly and
 * the language models (lexicon/languages.ts) read from their npm packages, nothing fetched. Apart from the engine's
 * entry (`@statement-converter/engine/ocr-node`) because it reads files.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { gunzipSync } from "node:zlib";
import { OCR_LANGUAGES } from "../lexicon/languages.js";
import { createTesseractReader } from "./tesseract.js";
import type { OcrReader } from "./types.js";

const require = createRequire(import.meta.url);

/** Where the installed packages keep the files (resolved through each package's package.json). */
export function tesseractPaths(): { wasm: string; model: string; languages: Record<string, string> } {
  const wasmDir = require.resolve("tesseract-wasm").replace(/lib\.js$/, "");
  const model = (language: string) =>
    `${require.resolve(`@tesseract.js-data/${language}/package.json`).replace(/package\.json$/, "")}4.0.0_best_int/${language}.traineddata.gz`;
  const others = OCR_LANGUAGES.filter((l) => l !== "eng");
  return {
    wasm: `${wasmDir}tesseract-core.wasm`,
    model: model("eng"),
    languages: Object.fromEntries(others.map((l) => [l, model(l)])),
  };
}

let reader: Promise<OcrReader> | null = null;

/** One reader per thread, made on first use; the other languages' models are read when first needed. */
export function nodeOcrReader(): Promise<OcrReader> {
  reader ??= (async () => {
    const paths = tesseractPaths();
    const [wasm, model] = await Promise.all([readFile(paths.wasm), readFile(paths.model)]);
    const languages = Object.fromEntries(
      Object.entries(paths.languages).map(([l, path]) => [l, async () => gunzipSync(await readFile(path))]),
    );
    return createTesseractReader({
      wasm: await WebAssembly.compile(wasm),
      model: gunzipSync(model),
      languages,
    });
  })();
  return reader;
}
