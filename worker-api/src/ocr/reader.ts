import { createTesseractReader, type OcrReader } from "@statement-converter/engine";
import model from "@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz";
import wasm from "tesseract-wasm/dist/tesseract-core.wasm";

let reader: Promise<OcrReader> | null = null;

async function gunzip(bytes: ArrayBuffer): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export function workerOcrReader(): Promise<OcrReader> {
  reader ??= (async () => createTesseractReader({ wasm, model: await gunzip(model) }))();
  return reader;
}
