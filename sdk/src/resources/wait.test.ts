import { afterEach, describe, expect, it, vi } from "vitest";
import {
  conversionDetail,
  json,
  processAndSaveBody,
  recorder,
  statementFields,
  summary,
  transaction,
} from "../../test/fetch-recorder.js";
import { StatementClient } from "../client.js";
import { statementJsonOf } from "../contract.js";
import {
  APIConnectionTimeoutError,
  APIUserAbortError,
  QuotaExceededError,
  UnprocessableEntityError,
} from "../errors.js";
import { MAX_POLL_MS, pollDelayMs } from "./wait.js";

const BASE = "http://127.0.0.1:5173";
const queued = (done = 0, total = 3) =>
  json(
    {
      success: true,
      message: "The scanned pages are being read.",
      uploadId: "c1",
      status: "processing",
      progress: { done, total },
    },
    { status: 202 },
  );
const polled = (extra: Record<string, unknown>) =>
  json({
    success: true,
    message: "Conversion retrieved successfully",
    data: { ...conversionDetail, ...extra },
  });
const reading = (done: number, total = 3) =>
  polled({
    status: "processing",
    progress: { done, total },
    transactionsCount: 0,
    pageCount: null,
    reconciled: null,
    extractedTransactions: [],
  });
const completed = () =>
  polled({ ocrPages: [1, 2, 3], extractedTransactions: [{ ...transaction, confidence: 0.93 }] });

afterEach(() => {
  vi.useRealTimers();
});

/** Runs `promise` while fake time passes in steps, until it settles. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  const watched = promise.finally(() => {
    done = true;
  });
  watched.catch(() => undefined);
  for (let i = 0; i < 200 && !done; i++) await vi.advanceTimersByTimeAsync(500);
  return watched;
}

describe("pollDelayMs", () => {
  it("starts at 1 s, grows by half each poll, is capped at 4 s and jittered down by at most a quarter", () => {
    expect([0, 1, 2, 3, 4, 10].map((n) => pollDelayMs(n, () => 0))).toEqual([
      1000, 1500, 2250, 3375, 4000, 4000,
    ]);
    expect(pollDelayMs(0, () => 0.999)).toBe(750);
    expect(pollDelayMs(50, () => 0.5)).toBe(MAX_POLL_MS * 0.875);
  });
});

describe("waiting for a scan read in the background", () => {
  it("convert(): uploads, gets `processing`, polls GET /conversion/{id} and answers the saved statement", async () => {
    vi.useFakeTimers();
    const { fetch, calls } = recorder(
      json({
        success: true,
        message: "Uploaded",
        data: { uploadId: "c1", upload: summary("c1", { status: "pending" }) },
      }),
      queued(0),
      reading(0),
      reading(1),
      reading(1),
      reading(2),
      completed(),
    );
    const client = new StatementClient({ baseUrl: BASE, fetch, token: "t" });
    const heard: string[] = [];
    const result = await settle(
      client.conversions.convert(new Uint8Array([37, 80, 68, 70]), {
        fileName: "scan.pdf",
        onProcessing: (p) => heard.push(`${p.done}/${p.total}`),
      }),
    );
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      "POST /api/conversion/upload",
      "POST /api/pdfprocessing/process-and-save",
      "GET /api/conversion/c1",
      "GET /api/conversion/c1",
      "GET /api/conversion/c1",
      "GET /api/conversion/c1",
      "GET /api/conversion/c1",
    ]);
    // Each step once (0/3 from the 202, not again from the first poll), in order, however often it was polled.
    expect(heard).toEqual(["0/3", "1/3", "2/3"]);
    expect(result).toMatchObject({
      success: true,
      status: "completed",
      uploadId: "c1",
      message: "PDF processed and data saved successfully!",
      extractedCount: 1,
      dataSavedToDatabase: true,
      ocrPages: [1, 2, 3],
    });
    // The same Statement JSON a synchronous answer of this statement carries.
    expect(statementJsonOf(result)).toEqual({
      ...statementJsonOf({ ...processAndSaveBody("x"), status: "completed" } as never),
      ocrPages: [1, 2, 3],
      transactions: [{ ...transaction, confidence: 0.93 }],
    });
  });

  it("polls with growing pauses: 1 s, then 1.5 s, never sooner", async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, "random").mockReturnValue(0);
    const { fetch, calls } = recorder(queued(0, 1), reading(0, 1), reading(0, 1), completed());
    const client = new StatementClient({ baseUrl: BASE, fetch, token: "t" });
    const pending = client.conversions.processAndSave({ uploadId: "c1" });
    pending.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2); // the POST and the first poll
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1499);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(4);
    expect((await pending).status).toBe("completed");
  });

  it("a job that failed throws the API's error for its code, with uploadId", async () => {
    vi.useFakeTimers();
    const { fetch } = recorder(
      queued(0, 2),
      polled({
        status: "failed",
        progress: null,
        errorCode: "PDF_TOO_COMPLEX",
        errorMessage: "Reading the scanned pages stopped twice before it finished.",
        extractedTransactions: [],
      }),
    );
    const client = new StatementClient({ baseUrl: BASE, fetch, token: "t" });
    const err = await settle(client.conversions.processAndSave({ uploadId: "c1" })).catch((e) => e);
    expect(err).toBeInstanceOf(UnprocessableEntityError);
    expect(err).toMatchObject({
      status: 422,
      code: "PDF_TOO_COMPLEX",
      message: "Reading the scanned pages stopped twice before it finished.",
      uploadId: "c1",
    });
  });

  it("waitFor(id): a job refused at completion for the allowance throws QuotaExceededError", async () => {
    vi.useFakeTimers();
    const { fetch } = recorder(
      reading(1, 2),
      polled({ status: "failed", errorCode: "QUOTA_EXCEEDED", errorMessage: "Page allowance reached." }),
    );
    const client = new StatementClient({ baseUrl: BASE, fetch, token: "t" });
    const err = await settle(client.conversions.waitFor("c1")).catch((e) => e);
    expect(err).toBeInstanceOf(QuotaExceededError);
    expect(err.code).toBe("QUOTA_EXCEEDED");
  });

  it("wait: false answers the API's first answer, `processing` with its progress, and polls nothing", async () => {
    const { fetch, calls } = recorder(queued(1, 4));
    const client = new StatementClient({ baseUrl: BASE, fetch, token: "t" });
    const first = await client.conversions.processAndSave({ uploadId: "c1" }, { wait: false });
    expect(first).toEqual({
      success: true,
      message: "The scanned pages are being read.",
      uploadId: "c1",
      status: "processing",
      progress: { done: 1, total: 4 },
    });
    expect(calls).toHaveLength(1);
  });

  it("a text PDF's answer is the saved statement at once, `status` completed even from an older server", async () => {
    const { fetch, calls } = recorder(json(processAndSaveBody("PDF processed and data saved successfully!")));
    const client = new StatementClient({ baseUrl: BASE, fetch, token: "t" });
    const saved = await client.conversions.processAndSave({ uploadId: "c1" });
    expect(saved.status).toBe("completed");
    expect(saved.bankName).toBe(statementFields.bankName);
    expect(calls).toHaveLength(1);
  });

  it("the caller's signal stops the wait between polls (APIUserAbortError, uploadId set)", async () => {
    vi.useFakeTimers();
    const { fetch, calls } = recorder(queued(0), reading(1));
    const client = new StatementClient({ baseUrl: BASE, fetch, token: "t" });
    const controller = new AbortController();
    const pending = client.conversions.processAndSave({ uploadId: "c1" }, { signal: controller.signal });
    pending.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(2);
    controller.abort();
    const err = await pending.catch((e) => e);
    expect(err).toBeInstanceOf(APIUserAbortError);
    expect(err.uploadId).toBe("c1");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(2);
  });

  it("gives up after waitTimeoutMs with APIConnectionTimeoutError; the job goes on on the server", async () => {
    vi.useFakeTimers();
    const { fetch, calls } = recorder(queued(0), reading(1));
    const client = new StatementClient({ baseUrl: BASE, fetch, token: "t" });
    const err = await settle(
      client.conversions.processAndSave({ uploadId: "c1" }, { waitTimeoutMs: 6_000 }),
    ).catch((e) => e);
    expect(err).toBeInstanceOf(APIConnectionTimeoutError);
    expect(err.message).toMatch(/still processing after 6 s; it goes on on the server \(conversion c1\)/);
    // 1 + 1.5 + 2.25 s of pauses fit in 6 s; the next (3.4 s) does not.
    expect(calls.length).toBe(5);
  });
});
