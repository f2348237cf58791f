import {
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { OCR_DEAD_LETTERS, OCR_QUEUE, type OcrJob } from "../src/conversions/ocr-job.js";
import handler from "../src/index.js";
import { uploaded } from "./conversions-helpers.js";
import { call, fromBase64, makeUser, read } from "./helpers.js";

// Scans are read by OCR as background jobs on the queue (src/conversions/ocr-job.ts). OCR in
// workerd takes tens of seconds a page on a loaded machine: one scan is read in this file.

const scan = () => fromBase64(env.TEST_SCAN.pdf);

async function conversion(token: string, id: string) {
  const res = await call(`/conversion/${id}`, { token });
  return { status: res.status, body: await read(res) };
}

/** Rows matched on date and amount to the cent, over rows found and rows in the truth (F1). */
function rowsF1(rows: Array<{ parsedDate: string | null; amount: number }>): number {
  const left = env.TEST_SCAN.truth.transactions.map((t) => `${t.date}|${Math.round(t.amount * 100)}`);
  let matched = 0;
  for (const row of rows) {
    const i = left.indexOf(`${row.parsedDate}|${Math.round(row.amount * 100)}`);
    if (i < 0) continue;
    left.splice(i, 1);
    matched++;
  }
  return (2 * matched) / (rows.length + env.TEST_SCAN.truth.transactions.length);
}

/** An uploaded scan made `processing` as process-and-save leaves it, without a message queued. */
async function processingScan(token: string, userId: string): Promise<OcrJob> {
  const id = await uploaded(token, scan(), env.TEST_SCAN.name);
  await env.DB.prepare(
    "UPDATE conversions SET status = 'processing', processed_at = ?2, ocr_pages_done = 0, ocr_pages_total = 1 WHERE id = ?1",
  )
    .bind(id, new Date().toISOString())
    .run();
  return { conversionId: id, userId, origin: "http://127.0.0.1:5173" };
}

/** Runs the Worker's queue handler on one message of `queue`, as delivery attempt `attempts`. */
async function deliver(job: OcrJob, { queue = OCR_QUEUE, attempts = 1, bindings = {} } = {}) {
  const batch = createMessageBatch<OcrJob>(queue, [
    { id: `m-${crypto.randomUUID()}`, timestamp: new Date(), attempts, body: job },
  ]);
  const ctx = createExecutionContext();
  await (handler as ExportedHandler<Cloudflare.Env>).queue?.(
    batch,
    { ...env, ...bindings } as Cloudflare.Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return getQueueResult(batch, ctx);
}

describe("scans as background jobs", () => {
  it("answers processing at once, reads the scan on the queue with its progress, then completes with its rows; only its owner sees it", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const id = await uploaded(owner.token, scan(), env.TEST_SCAN.name);
    const res = await call("/pdfprocessing/process-and-save", {
      method: "POST",
      token: owner.token,
      json: { uploadId: id },
    });
    expect(res.status).toBe(202);
    const answer = await read(res);
    expect(answer).toMatchObject({
      success: true,
      uploadId: id,
      status: "processing",
      progress: { done: 0, total: 1 },
    });

    // Another account cannot see it, follow it, process it or delete it.
    expect((await conversion(other.token, id)).status).toBe(404);
    const stolen = await call("/pdfprocessing/process-and-save", {
      method: "POST",
      token: other.token,
      json: { uploadId: id },
    });
    expect(stolen.status).toBe(404);
    expect((await call(`/conversion/${id}`, { method: "DELETE", token: other.token })).status).toBe(404);

    // The owner follows it: processing with its progress until it ends.
    const seen: unknown[] = [];
    let detail = (await conversion(owner.token, id)).body.data;
    const deadline = Date.now() + 280_000;
    while (detail.status === "processing" && Date.now() < deadline) {
      seen.push(detail.progress);
      await new Promise((r) => setTimeout(r, 250));
      detail = (await conversion(owner.token, id)).body.data;
    }
    expect(seen[0]).toEqual({ done: 0, total: 1 });
    expect(detail.status).toBe("completed");
    expect(detail.progress).toBeNull();
    expect(detail.ocrPages).toEqual([1]);
    expect(rowsF1(detail.extractedTransactions)).toBeGreaterThanOrEqual(0.95);
    for (const row of detail.extractedTransactions) {
      expect(row.confidence).toBeGreaterThan(0);
      expect(row.confidence).toBeLessThanOrEqual(1);
    }
    // Its page is counted like any other page, once.
    const usage = await read(await call("/usage", { token: owner.token }));
    expect(usage.data.used).toBe(1);
    // Processing it again answers the stored statement, uncharged.
    const again = await call("/pdfprocessing/process-and-save", {
      method: "POST",
      token: owner.token,
      json: { uploadId: id },
    });
    expect(again.status).toBe(200);
    expect(await read(again)).toMatchObject({ status: "completed", ocrPages: [1] });
    expect((await read(await call("/usage", { token: owner.token }))).data.used).toBe(1);
  }, 300_000);

  it("reads a German scan's letters in German, in the job's one engine at a time", async () => {
    const owner = await makeUser();
    const scanDe = env.TEST_SCAN_DE;
    const id = await uploaded(owner.token, fromBase64(scanDe.pdf), scanDe.name);
    const res = await call("/pdfprocessing/process-and-save", {
      method: "POST",
      token: owner.token,
      json: { uploadId: id },
    });
    expect(res.status).toBe(202);
    let detail = (await conversion(owner.token, id)).body.data;
    const deadline = Date.now() + 280_000;
    while (detail.status === "processing" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      detail = (await conversion(owner.token, id)).body.data;
    }
    expect(detail.status).toBe("completed");
    const printed = new Set(scanDe.truth.transactions.map((t) => t.description));
    const exact = (detail.extractedTransactions as Array<{ description: string }>)
      .map((t) => t.description)
      .filter((d) => printed.has(d));
    // The English model reads none of these as printed ("Kontofiihrung", "Uberweisung").
    expect(exact.filter((d) => /[äöüÄÖÜß]/.test(d)).length).toBeGreaterThanOrEqual(8);
  }, 300_000);

  it("a job out of time ends failed with its message, uncounted and not retried", async () => {
    const { user, token } = await makeUser();
    const job = await processingScan(token, user.id);
    const result = await deliver(job, { bindings: { OCR_JOB_DEADLINE_MS: "1" } });
    expect(result.retryMessages).toEqual([]);
    const { body } = await conversion(token, job.conversionId);
    expect(body.data).toMatchObject({ status: "failed", errorCode: "PDF_TOO_COMPLEX", progress: null });
    expect(body.data.errorMessage).toMatch(/longer than the time allowed/);
    expect((await read(await call("/usage", { token }))).data.used).toBe(0);
  });

  it("a job that crashes is retried once, then its conversion fails; nothing stays processing", async () => {
    const { user, token } = await makeUser();
    const job = await processingScan(token, user.id);
    const broken = {
      FILES: {
        get: () => Promise.reject(new Error("R2 is down")),
      },
    };
    const first = await deliver(job, { attempts: 1, bindings: broken });
    expect(first.retryMessages).toHaveLength(1);
    expect((await conversion(token, job.conversionId)).body.data.status).toBe("processing");
    const last = await deliver(job, { attempts: 2, bindings: broken });
    expect(last.retryMessages).toEqual([]);
    expect(last.explicitAcks).toHaveLength(1);
    const { body } = await conversion(token, job.conversionId);
    expect(body.data).toMatchObject({ status: "failed", errorCode: "INTERNAL" });
    expect(body.data.errorMessage).toMatch(/stopped before it finished/);
  });

  it("a job stopped from outside on every attempt reaches the dead-letter queue, which fails its conversion", async () => {
    const { user, token } = await makeUser();
    const job = await processingScan(token, user.id);
    await deliver(job, { queue: OCR_DEAD_LETTERS });
    expect((await conversion(token, job.conversionId)).body.data).toMatchObject({
      status: "failed",
      errorCode: "INTERNAL",
    });
    // A dead letter for a conversion that ended meanwhile changes nothing.
    await env.DB.prepare("UPDATE conversions SET status = 'completed' WHERE id = ?1")
      .bind(job.conversionId)
      .run();
    await deliver(job, { queue: OCR_DEAD_LETTERS });
    expect((await conversion(token, job.conversionId)).body.data.status).toBe("completed");
  });

  it("extract-only refuses a scan with PDF_SCANNED and says how it is converted", async () => {
    const { token } = await makeUser();
    const res = await call("/pdfprocessing/process", {
      method: "POST",
      token,
      json: { base64Data: env.TEST_SCAN.pdf, fileName: env.TEST_SCAN.name },
    });
    expect(res.status).toBe(422);
    const body = await read(res);
    expect(body.code).toBe("PDF_SCANNED");
    expect(body.message).toMatch(/process-and-save/);
  });
});
