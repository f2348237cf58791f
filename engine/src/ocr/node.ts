/**
 * The OCR reader for Node (the CLI, the tests, the benchmark): tesseract-wasm's WebAssembly and
 * the English model read from their npm packages, nothing fetched. Apart from the engine's
 * entry (`@statement-converter/engine/ocr-node`) because it reads files.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { gunzipSync } from "node:zlib";
import { createTesseractReader } from "./tesseract.js";
import type { OcrReader } from "./types.js";

const require = createRequire(import.meta.url);

/** Where the installed packages keep the files (resolved through each package's package.json). */
export function tesseractPaths(): { wasm: string; model: string } {
  const wasmDir = require.resolve("tesseract-wasm").replace(/lib\.js$/, "");
  const engDir = require.resolve("@tesseract.js-data/eng/package.json").replace(/package\.json$/, "");
  return { wasm: `${wasmDir}tesseract-core.wasm`, model: `${engDir}4.0.0_best_int/eng.traineddata.gz` };
}

let reader: Promise<OcrReader> | null = null;

/** One reader per thread, made on first use. */
export function nodeOcrReader(): Promise<OcrReader> {
  reader ??= (async () => {
    const paths = tesseractPaths();
    const [wasm, model] = await Promise.all([readFile(paths.wasm), readFile(paths.model)]);
    return createTesseractReader({ wasm: await WebAssembly.compile(wasm), model: gunzipSync(model) });
  })();
  return reader;
}
