import { type ResourceLimits, Worker } from "node:worker_threads";

export interface WorkerPoolOptions<Reply = unknown> {
  /** Script of the workers: it answers each message it gets with one message (after any interim ones). */
  workerUrl: URL;
  /** Most workers alive at once. */
  size: number;
  /** A job not answered within this time has its worker terminated. */
  timeoutMs: number;
  resourceLimits?: ResourceLimits;
  /**
   * Tells a message that is not the job's answer but news of it (progress): it goes to the job's
   * `onInterim`, and the job's time limit starts again.
   */
  isInterim?: (reply: Reply) => boolean;
}

export type JobOutcome<Reply> =
  | { status: "done"; reply: Reply }
  | { status: "timeout" }
  | { status: "crashed"; message: string };

interface Job<Reply> {
  message: unknown;
  settle(outcome: JobOutcome<Reply>): void;
  onInterim?: ((reply: Reply) => void) | undefined;
}

interface Slot<Reply> {
  worker: Worker;
  /** True once the worker's script has loaded; its start-up time does not count against a job. */
  online: boolean;
  job: Job<Reply> | null;
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * Runs jobs on up to `size` worker threads, one job per worker at a time, in the order given (a
 * worker may send news of its job before the answer: see `isInterim`).
 * A worker that exceeds the time limit or dies is terminated and replaced, so one hostile
 * file costs its own job only.
 */
export class WorkerPool<Reply> {
  readonly #options: WorkerPoolOptions<Reply>;
  readonly #slots = new Set<Slot<Reply>>();
  readonly #queue: Job<Reply>[] = [];
  #closed = false;

  constructor(options: WorkerPoolOptions<Reply>) {
    if (!Number.isInteger(options.size) || options.size < 1) throw new RangeError("pool size must be >= 1");
    this.#options = options;
  }

  run(message: unknown, onInterim?: (reply: Reply) => void): Promise<JobOutcome<Reply>> {
    if (this.#closed) return Promise.reject(new Error("worker pool is closed"));
    return new Promise((settle) => {
      this.#queue.push({ message, settle, onInterim });
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    const slots = [...this.#slots];
    this.#slots.clear();
    for (const job of this.#queue.splice(0)) job.settle({ status: "crashed", message: "worker pool closed" });
    await Promise.all(
      slots.map((slot) => this.#retire(slot, { status: "crashed", message: "worker pool closed" })),
    );
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const slot = this.#idleSlot() ?? (this.#slots.size < this.#options.size ? this.#spawn() : null);
      if (!slot) return;
      const job = this.#queue.shift() as Job<Reply>;
      slot.job = job;
      if (slot.online) this.#startTimer(slot);
      slot.worker.postMessage(job.message);
    }
  }

  #idleSlot(): Slot<Reply> | null {
    for (const slot of this.#slots) if (!slot.job) return slot;
    return null;
  }

  #spawn(): Slot<Reply> {
    const worker = new Worker(this.#options.workerUrl, { resourceLimits: this.#options.resourceLimits });
    const slot: Slot<Reply> = { worker, online: false, job: null, timer: null };
    worker.once("online", () => {
      slot.online = true;
      if (slot.job) this.#startTimer(slot);
    });
    worker.on("message", (reply: Reply) => {
      const job = slot.job;
      if (!job) return;
      if (this.#options.isInterim?.(reply)) {
        if (slot.timer) clearTimeout(slot.timer);
        if (slot.online) this.#startTimer(slot);
        job.onInterim?.(reply);
        return;
      }
      this.#clear(slot);
      job.settle({ status: "done", reply });
      this.#dispatch();
    });
    worker.on("error", (error) => this.#fail(slot, { status: "crashed", message: error.message }));
    worker.on("exit", (code) =>
      this.#fail(slot, { status: "crashed", message: `worker exited with code ${code}` }),
    );
    this.#slots.add(slot);
    return slot;
  }

  #startTimer(slot: Slot<Reply>): void {
    slot.timer = setTimeout(() => this.#fail(slot, { status: "timeout" }), this.#options.timeoutMs);
  }

  /** Ends a worker after a timeout or a crash, settles its job, and lets the queue go on. */
  #fail(slot: Slot<Reply>, outcome: JobOutcome<Reply>): void {
    if (!this.#slots.delete(slot)) return;
    void this.#retire(slot, outcome);
    this.#dispatch();
  }

  async #retire(slot: Slot<Reply>, outcome: JobOutcome<Reply>): Promise<void> {
    const job = slot.job;
    this.#clear(slot);
    job?.settle(outcome);
    await slot.worker.terminate();
  }

  #clear(slot: Slot<Reply>): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }
}
