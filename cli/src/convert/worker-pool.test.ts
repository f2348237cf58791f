import { describe, expect, it } from "vitest";
import type { ConvertProgress } from "./converter.js";
import { LocalConverter } from "./local-converter.js";
import { type JobOutcome, WorkerPool } from "./worker-pool.js";

const workerUrl = new URL("../../test/fixtures/scripted-worker.mjs", import.meta.url);

interface Echo {
  value: string;
  threadId: number;
}

function replies(outcomes: JobOutcome<Echo>[]): string[] {
  return outcomes.map((o) => (o.status === "done" ? o.reply.value : o.status));
}

describe("WorkerPool", () => {
  it("answers every job, on at most `size` threads", async () => {
    const pool = new WorkerPool<Echo>({ workerUrl, size: 2, timeoutMs: 60_000 });
    const outcomes = await Promise.all(
      ["a", "b", "c", "d", "e"].map((value) => pool.run({ do: "echo", value })),
    );
    await pool.close();
    expect(replies(outcomes)).toEqual(["a", "b", "c", "d", "e"]);
    const threads = new Set(outcomes.map((o) => (o.status === "done" ? o.reply.threadId : 0)));
    expect(threads.size).toBeLessThanOrEqual(2);
    expect(threads.has(0)).toBe(false);
  });

  it("kills a job over the time limit and goes on with the next on a fresh worker", async () => {
    const pool = new WorkerPool<Echo>({ workerUrl, size: 1, timeoutMs: 300 });
    const outcomes = await Promise.all([pool.run({ do: "hang" }), pool.run({ do: "echo", value: "after" })]);
    await pool.close();
    expect(replies(outcomes)).toEqual(["timeout", "after"]);
  });

  it("reports a worker that throws or exits as crashed, without losing other jobs", async () => {
    const pool = new WorkerPool<Echo>({ workerUrl, size: 2, timeoutMs: 60_000 });
    const outcomes = await Promise.all([
      pool.run({ do: "throw", value: "x" }),
      pool.run({ do: "exit" }),
      pool.run({ do: "echo", value: "ok" }),
    ]);
    await pool.close();
    expect(replies(outcomes)).toEqual(["crashed", "crashed", "ok"]);
    expect(outcomes[0]).toEqual({ status: "crashed", message: "thrown for x" });
    expect(outcomes[1]).toEqual({ status: "crashed", message: "worker exited with code 7" });
  });

  it("refuses jobs after close", async () => {
    const pool = new WorkerPool<Echo>({ workerUrl, size: 1, timeoutMs: 1000 });
    await pool.close();
    await expect(pool.run({ do: "echo", value: "late" })).rejects.toThrow("worker pool is closed");
  });
});

describe("LocalConverter", () => {
  it("reports a file that runs past the time limit as PDF_TOO_COMPLEX", async () => {
    const converter = new LocalConverter({ concurrency: 1, timeoutMs: 250, workerUrl });
    // The scripted worker hangs on `do: "hang"`, as a hostile PDF could hang the engine.
    const result = await converter.convert({ path: "/x.pdf", do: "hang" } as never);
    await converter.close();
    expect(result).toEqual({
      ok: false,
      code: "PDF_TOO_COMPLEX",
      message: "This PDF took longer than 0.25 s to read, so it was stopped. It may be damaged or malicious.",
    });
  });

  it("says a scan stopped at its time limit was stopped on a page of OCR, not that it may be hostile", async () => {
    const converter = new LocalConverter({ concurrency: 1, timeoutMs: 250, workerUrl });
    const pages: string[] = [];
    const result = await converter.convert({
      path: "/x.pdf",
      do: "scan-hang",
      onProgress: (p: ConvertProgress) => pages.push(`${p.done} of ${p.pages}`),
    } as never);
    await converter.close();
    expect(pages).toEqual(["1 of 3"]);
    expect(result).toEqual({
      ok: false,
      code: "PDF_TOO_COMPLEX",
      message:
        "Scanned page 2 of 3 took longer than 0.25 s to read by OCR, so it was stopped. A busy machine reads scans slowly: --timeout gives each page longer.",
    });
  });

  it("asks for an encrypted file's password once and runs it again with it", async () => {
    const converter = new LocalConverter({ concurrency: 1, timeoutMs: 60_000, workerUrl });
    const asked: string[] = [];
    const askPassword = async () => {
      asked.push("?");
      return "pw";
    };
    // The question stays on this thread: a function cannot be posted to a worker.
    const opened = await converter.convert({ path: "/x.pdf", do: "locked", askPassword } as never);
    const skipped = await converter.convert({
      path: "/x.pdf",
      do: "locked",
      askPassword: async () => null,
    } as never);
    await converter.close();
    expect(opened).toEqual({ ok: false, code: "ECHO", message: "opened with pw" });
    expect(asked).toEqual(["?"]);
    expect(skipped).toEqual({ ok: false, code: "PDF_ENCRYPTED", message: "password needed" });
  });
});
