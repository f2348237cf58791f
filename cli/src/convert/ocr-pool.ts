import { availableParallelism } from "node:os";
import {
  type GreyImage,
  OCR_LANGUAGES,
  type OcrLayout,
  type OcrReader,
  type OcrWord,
} from "@statement-converter/engine";
import { WorkerPool } from "./worker-pool.js";

/** A strip to read; without an image, a thread to start and its model to load (`warm`). */
export interface OcrTask {
  image?: GreyImage | undefined;
  dpi: number;
  layout?: OcrLayout | undefined;
  language?: string | undefined;
}
export type OcrReply = OcrWord[];

/** Memory cap per OCR thread (Tesseract's heap lives outside it, in WebAssembly memory). */
const OCR_HEAP_MB = 256;
/** A strip of a page takes a second or two; this is far past any. */
const STRIP_TIMEOUT_MS = 120_000;

/**
 * An OCR reader that reads strips on a pool of worker threads (ocr-worker.ts), as many at once
 * as the machine has cores, so one scanned file uses them all. The threads start when the engine
 * begins reading scanned pages (`warm`: each loads the model while the first page is drawn), so a
 * text PDF starts none.
 */
export function ocrPool(size = availableParallelism()): OcrReader & { close(): Promise<void> } {
  let pool: WorkerPool<OcrReply> | null = null;
  const started = () =>
    (pool ??= new WorkerPool<OcrReply>({
      workerUrl: new URL("./ocr-worker.js", import.meta.url),
      size,
      timeoutMs: STRIP_TIMEOUT_MS,
      resourceLimits: { maxOldGenerationSizeMb: OCR_HEAP_MB },
    }));
  return {
    concurrency: size,
    // Each thread's reader (engine/src/ocr/node.ts) has every language's model.
    languages: OCR_LANGUAGES,
    warm() {
      // One task per thread: the pool starts a thread for each, and each answers once loaded.
      for (let i = 0; i < size; i++) void started().run({ dpi: 0 } satisfies OcrTask);
    },
    async recognise(image, dpi, layout, language) {
      const outcome = await started().run({ image, dpi, layout, language } satisfies OcrTask);
      if (outcome.status === "done") return outcome.reply;
      throw new Error(outcome.status === "timeout" ? "OCR took too long" : outcome.message);
    },
    close: async () => {
      await pool?.close();
      pool = null;
    },
  };
}
