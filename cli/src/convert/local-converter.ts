import type { Converter, ConvertInput, ConvertResult } from "./converter.js";
import { WorkerPool } from "./worker-pool.js";
import { isProgress, type WorkerReply, type WorkerTask } from "./worker-protocol.js";

export interface LocalConverterOptions {
  /** Worker threads; each converts one file at a time. */
  concurrency: number;
  /**
   * Per-file time limit: a file still running then is killed and reported as PDF_TOO_COMPLEX (the
   * engine's bounds refuse costly files long before; this is the last resort).
   */
  timeoutMs: number;
  /** The built worker script (dist/convert-worker.js beside the built entry by default). */
  workerUrl?: URL;
}

/** Memory cap per worker, so a hostile PDF fails its own file instead of the machine. */
const WORKER_HEAP_MB = 1024;

/** `--local`: the engine in worker threads on this machine; nothing leaves it. */
export class LocalConverter implements Converter {
  readonly #pool: WorkerPool<WorkerReply>;
  readonly #timeoutMs: number;
  #nextId = 1;

  constructor(options: LocalConverterOptions) {
    this.#timeoutMs = options.timeoutMs;
    this.#pool = new WorkerPool<WorkerReply>({
      workerUrl: options.workerUrl ?? new URL("./convert-worker.js", import.meta.url),
      size: options.concurrency,
      timeoutMs: options.timeoutMs,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      isInterim: isProgress,
    });
  }

  async convert(input: ConvertInput): Promise<ConvertResult> {
    const { askPassword, onProgress, ...plain } = input;
    const result = await this.#run(plain, onProgress);
    if (result.ok || result.code !== "PDF_ENCRYPTED" || plain.password !== undefined || !askPassword) {
      return result;
    }
    const password = await askPassword();
    return password ? this.#run({ ...plain, password }, onProgress) : result;
  }

  /**
   * One run in a worker; the input holds data only (it is copied to the thread). The time limit
   * counts from the last page read, so a long scan is not cut off while it advances.
   */
  async #run(input: ConvertInput, onProgress: ConvertInput["onProgress"]): Promise<ConvertResult> {
    const task: WorkerTask = { id: this.#nextId++, input };
    let scan: { done: number; pages: number } | null = null;
    const outcome = await this.#pool.run(task, (reply) => {
      if (!isProgress(reply)) return;
      scan = { done: reply.progress.done, pages: reply.progress.pages };
      onProgress?.(scan);
    });
    switch (outcome.status) {
      case "done":
        if (isProgress(outcome.reply)) throw new Error("a progress message cannot end a task");
        return outcome.reply.result;
      case "timeout":
        return { ok: false, code: "PDF_TOO_COMPLEX", message: this.#timeoutMessage(scan) };
      case "crashed":
        return { ok: false, code: "WORKER_CRASHED", message: outcome.message };
    }
  }

  /**
   * A scan is stopped for a page's OCR taking past the limit, which a busy machine can cause: the
   * message says so, not that the file may be hostile (what a text PDF that long suggests).
   */
  #timeoutMessage(scan: { done: number; pages: number } | null): string {
    const limit = formatSeconds(this.#timeoutMs);
    if (scan === null || scan.done >= scan.pages) {
      return `This PDF took longer than ${limit} to read, so it was stopped. It may be damaged or malicious.`;
    }
    return `Scanned page ${scan.done + 1} of ${scan.pages} took longer than ${limit} to read by OCR, so it was stopped. A busy machine reads scans slowly: --timeout gives each page longer.`;
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}

export function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}
