import { createTesseractReader, type OcrReader } from "@statement-converter/engine";
import deu from "@tesseract.js-data/deu/4.0.0_best_int/deu.traineddata.gz";
import eng from "@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz";
import fra from "@tesseract.js-data/fra/4.0.0_best_int/fra.traineddata.gz";
import spa from "@tesseract.js-data/spa/4.0.0_best_int/spa.traineddata.gz";
import wasm from "tesseract-wasm/dist/tesseract-core.wasm";

let reader: Promise<OcrReader> | null = null;

async function gunzip(bytes: ArrayBuffer): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The Worker's OCR reader: the models are bundled as Data modules (docs/decisions/0022); English is
 * inflated at once, the others when a statement in their language is read; one engine at a time
 * (an isolate has 128 MB).
 */
export function workerOcrReader(): Promise<OcrReader> {
  reader ??= (async () =>
    createTesseractReader({
      wasm,
      model: await gunzip(eng),
      languages: { fra: () => gunzip(fra), deu: () => gunzip(deu), spa: () => gunzip(spa) },
      oneEngine: true,
    }))();
  return reader;
}
