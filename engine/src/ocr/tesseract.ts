/// <reference path="./tesseract-wasm.d.ts" />
import { createOCREngine, layoutFlags, type OCREngine } from "tesseract-wasm";
import type { GreyImage, OcrLayout, OcrReader, OcrWord } from "./types.js";

export interface TesseractFiles {
  /**
   * tesseract-wasm's `dist/tesseract-core.wasm`, compiled: a Worker gets it from a module imported
   * at build time (Workers compile no WebAssembly at run time); Node compiles the file's bytes.
   */
  wasm: WebAssembly.Module;
  /** A `.traineddata` language model (not gzipped), e.g. @tesseract.js-data/eng's 4.0.0_best_int. */
  model: Uint8Array;
  /** Other languages' models (fra, deu, spa: lexicon/languages.ts), loaded when first asked for. */
  languages?: Record<string, () => Uint8Array | Promise<Uint8Array>>;
  /**
   * Keep one engine, started again with another model when the language changes (a Worker's
   * isolate has 128 MB; each engine holds tens of MB); otherwise each language keeps an engine of
   * its own, so that threads reading statements in two languages do not start engines back and
   * forth. An engine cannot swap its model: tesseract-wasm loads a second model into it without
   * effect.
   */
  oneEngine?: boolean;
}

/** Tesseract's notes to itself, which emscripten prints through console.warn. */
const TESSERACT_NOTES = /^(Detected \d+ diacritics|Estimating resolution as \d+|Warning: Invalid resolution)/;

/**
 * tesseract-wasm hands emscripten the WebAssembly bytes it is given and lets it instantiate them;
 * it has no way to pass a compiled module. For the length of its start the global
 * WebAssembly.instantiate answers with the given module instead (the bytes it receives are a
 * one-byte stand-in), the only place the engine touches a global. See docs/decisions/0018-ocr.md.
 */
async function startEngine(wasm: WebAssembly.Module): Promise<OCREngine> {
  const instantiate = WebAssembly.instantiate;
  const stand = new Uint8Array([0]);
  const patched = (source: unknown, imports?: WebAssembly.Imports) => {
    if (source instanceof Uint8Array && source.byteLength === 1 && source[0] === 0) {
      return instantiate(wasm, imports).then((instance) => ({ instance, module: wasm }));
    }
    return (instantiate as (s: unknown, i?: WebAssembly.Imports) => Promise<unknown>)(source, imports);
  };
  WebAssembly.instantiate = patched as typeof WebAssembly.instantiate;
  // Emscripten binds console.warn once, as it starts: bound now, it leaves Tesseract's notes out.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!TESSERACT_NOTES.test(String(args[0]))) warn(...args);
  };
  try {
    return await createOCREngine({ wasmBinary: stand });
  } finally {
    WebAssembly.instantiate = instantiate;
    console.warn = warn;
  }
}

/** Tesseract's page segmentation mode 7: the image is a single line of text. */
const SINGLE_LINE = "7";

/** Grey levels to the RGBA tesseract-wasm takes. */
function rgba(image: GreyImage): Uint8ClampedArray {
  const { data } = image;
  const out = new Uint8ClampedArray(data.length * 4);
  for (let i = 0, o = 0; i < data.length; i++, o += 4) {
    const v = data[i] as number;
    out[o] = v;
    out[o + 1] = v;
    out[o + 2] = v;
    out[o + 3] = 255;
  }
  return out;
}

/**
 * An OcrReader on tesseract-wasm: an engine per language (English started at once, the others when
 * first asked for; or one at a time: `oneEngine`), reading one image at a time (tesseract-wasm is
 * synchronous; the engine's OCR stage hands it a page in bands and yields between them).
 */
export async function createTesseractReader(files: TesseractFiles): Promise<OcrReader & { destroy(): void }> {
  const engines = new Map<string, Promise<OCREngine>>();
  const start = (language: string): Promise<OCREngine> => {
    const model = language === "eng" ? () => files.model : files.languages?.[language];
    if (!model) throw new Error(`no OCR model for ${language}`);
    return Promise.all([startEngine(files.wasm), model()]).then(([engine, bytes]) => {
      engine.loadModel(bytes);
      return engine;
    });
  };
  const engineFor = (language: string): Promise<OCREngine> => {
    let engine = engines.get(language);
    if (!engine) {
      if (files.oneEngine) {
        for (const other of engines.values()) void other.then((e) => e.destroy());
        engines.clear();
      }
      engine = start(language);
      engines.set(language, engine);
    }
    return engine;
  };
  await engineFor("eng");
  const read = (engine: OCREngine, image: GreyImage, dpi: number, layout: OcrLayout): OcrWord[] => {
    // Told, tesseract does not estimate the resolution (and print "Estimating resolution as ...").
    engine.setVariable("user_defined_dpi", String(Math.round(dpi)));
    engine.loadImage({ data: rgba(image), width: image.width, height: image.height });
    // Set after loadImage, which sets the page segmentation back to its default (3, automatic).
    if (layout === "line") engine.setVariable("tessedit_pageseg_mode", SINGLE_LINE);
    try {
      return engine
        .getTextBoxes("word")
        .filter((w) => w.text.trim() !== "")
        .map((w) => ({
          text: w.text.trim(),
          left: w.rect.left,
          top: w.rect.top,
          right: w.rect.right,
          bottom: w.rect.bottom,
          confidence: w.confidence,
          startsLine: (w.flags & layoutFlags.StartOfLine) !== 0,
        }));
    } finally {
      engine.clearImage();
    }
  };
  return {
    languages: ["eng", ...Object.keys(files.languages ?? {})],
    async recognise(image: GreyImage, dpi: number, layout: OcrLayout = "page", language = "eng") {
      const known = language === "eng" || files.languages?.[language] !== undefined;
      return read(await engineFor(known ? language : "eng"), image, dpi, layout);
    },
    destroy: () => {
      for (const engine of engines.values()) void engine.then((e) => e.destroy());
      engines.clear();
    },
  };
}
