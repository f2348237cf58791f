import { availableParallelism } from "node:os";
import type { GreyImage, OcrLayout, OcrReader, OcrWord } from "@statement-converter/engine";
import { WorkerPool } from "./worker-pool.js";

export interface OcrTask {
  image: GreyImage;
  dpi: number;
  layout?: OcrLayout | undefined;
}
export type OcrReply = OcrWord[];

/** Memory cap per OCR thread (Tesseract's heap lives outside it, in WebAssembly memory). */
const OCR_HEAP_MB = 256;
/** A strip of a page takes a second or two; this is far past any. */
const STRIP_TIMEOUT_MS = 120_000;

/**
 * An OCR reader that reads strips on a pool of worker threads (ocr-worker.ts), as many at once
 * as the machine has cores, so one scanned file uses them all. The threads start on the first
 * strip, so a text PDF starts none.
 */
export function ocrPool(size = availableParallelism()): OcrReader & { close(): Promise<void> } {
  let pool: WorkerPool<OcrReply> | null = null;
  return {
    concurrency: size,
    async recognise(image, dpi, layout) {
      pool ??= new WorkerPool<OcrReply>({
        workerUrl: new URL("./ocr-worker.js", import.meta.url),
        size,
        timeoutMs: STRIP_TIMEOUT_MS,
        resourceLimits: { maxOldGenerationSizeMb: OCR_HEAP_MB },
      });
      const outcome = await pool.run({ image, dpi, layout } satisfies OcrTask);
      if (outcome.status === "done") return outcome.reply;
      throw new Error(outcome.status === "timeout" ? "OCR took too long" : outcome.message);
    },
    close: async () => {
      await pool?.close();
      pool = null;
    },
  };
}
