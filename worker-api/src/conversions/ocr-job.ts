import type { ConversionProgress } from "@statement-converter/contract";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { chargeAccount } from "../allowance/metering.js";
import { assertRoom, meterState, refund, settleUser } from "../allowance/usage.js";
import { database } from "../db/client.js";
import { type ConversionRow, findConversion, updateConversion } from "../db/queries/conversions.js";
import { findUserById } from "../db/queries/users.js";
import { conversions } from "../db/schema.js";
import type { Bindings } from "../env.js";
import { ApiError } from "../http/api-error.js";
import { uploadKey } from "../http/files.js";
import { workerOcrReader } from "../ocr/reader.js";
import { STALE_RUN_MESSAGE } from "./expire.js";
import { extract } from "./extract.js";
import { failRun, finishRun, type RunMeter } from "./run.js";
import { markFailed } from "./save.js";

/**
 * Scans as background jobs (decision 0022): a run that meets scanned pages queues the conversion
 * and answers `processing` at once; this Worker's queue consumer reads it by OCR, telling its
 * progress (pages read of pages) in D1, and ends it `completed` or `failed` as a run would.
 */

/** The queue a scan waits in, and where Cloudflare puts a job whose every attempt died. */
export const OCR_QUEUE = "statement-ocr";
export const OCR_DEAD_LETTERS = "statement-ocr-failed";
/** A job is tried twice at most (wrangler.toml's max_retries = 1 says the same to the queue). */
export const MAX_ATTEMPTS = 2;
/** How long one job may read (50 scanned pages at most, a few seconds each). */
export const OCR_JOB_DEADLINE_MS = 10 * 60_000;

const jobSchema = z.object({
  conversionId: z.string(),
  userId: z.string(),
  password: z.string().optional(),
  /** The site's origin, for the allowance notice's link (a job has no request). */
  origin: z.string(),
});
export type OcrJob = z.infer<typeof jobSchema>;

/** Thrown by a run that met scanned pages (the engine's beforeOcr): they are read by a job. */
export class ScannedPages extends Error {
  constructor(readonly pages: number[]) {
    super(`${pages.length} scanned page(s) to read by OCR`);
  }
}

/**
 * Queues a claimed conversion for OCR: its file stays in R2 (put back when it was sent again as
 * base64Data), its progress starts at 0 of its scanned pages. A queue that refuses the job fails
 * the conversion (INTERNAL), so that nothing stays `processing`.
 */
export async function queueOcrJob(
  env: Bindings,
  conversion: ConversionRow,
  bytes: Uint8Array,
  pages: number[],
  password: string | undefined,
  origin: string,
): Promise<ConversionProgress> {
  const db = database(env.DB);
  let fileKey = conversion.fileKey;
  if (!fileKey) {
    fileKey = uploadKey(conversion.userId, conversion.id, "pdf");
    await env.FILES.put(fileKey, bytes);
  }
  await updateConversion(db, conversion.id, { fileKey, ocrPagesDone: 0, ocrPagesTotal: pages.length });
  const job: OcrJob = { conversionId: conversion.id, userId: conversion.userId, origin };
  if (password !== undefined) job.password = password;
  try {
    await env.OCR_QUEUE.send(job);
  } catch (err) {
    await markFailed(
      db,
      conversion.id,
      "INTERNAL",
      "The scanned pages could not be queued for reading. Try again.",
    );
    throw err;
  }
  return { done: 0, total: pages.length };
}

/**
 * Reads one queued conversion. A conversion deleted, or ended meanwhile (the clean-up), is left
 * alone. What the engine refuses ends it failed with its code, as in a request; anything else
 * (a crash) is thrown for the queue to retry.
 */
export async function runOcrJob(env: Bindings, job: OcrJob): Promise<void> {
  const db = database(env.DB);
  const conversion = await findConversion(db, job.userId, job.conversionId);
  if (conversion?.status !== "processing") return;
  const user = await findUserById(db, job.userId);
  const object = conversion.fileKey ? await env.FILES.get(conversion.fileKey) : null;
  if (!user || !object) {
    await markFailed(
      db,
      conversion.id,
      "INTERNAL",
      "The uploaded file is no longer stored. Upload it again.",
    );
    return;
  }
  const bytes = new Uint8Array(await object.arrayBuffer());
  const now = new Date();
  const state = meterState({ kind: "user", user: await settleUser(db, user, now) }, now);
  const meter: RunMeter = {
    assertRoom: (pages) => assertRoom(env.DB, state, pages),
    charge: async (pages, conversionId) => {
      const charged = await chargeAccount(env, state, user.email, pages, conversionId, job.origin);
      return () => refund(env.DB, charged.id);
    },
  };
  // Progress is written page by page, in order; once the conversion is no longer processing
  // (deleted meanwhile, or ended by the clean-up) the reading stops at the next strip. (A timer
  // looking every few seconds between pages left `wrangler dev` answering nothing for two
  // minutes at the job's end, twice in three runs: the page's own write is enough.)
  const stop = new AbortController();
  const processing = and(eq(conversions.id, conversion.id), eq(conversions.status, "processing"));
  let writing: Promise<unknown> = Promise.resolve();
  const tell = (done: number) => {
    writing = writing.then(() =>
      db
        .update(conversions)
        .set({ ocrPagesDone: done })
        .where(processing)
        .returning({ id: conversions.id })
        .then(
          (still) => still.length > 0 || stop.abort(),
          () => stop.abort(),
        ),
    );
  };
  let statement: Awaited<ReturnType<typeof extract>>;
  try {
    statement = await extract(bytes, {
      password: job.password,
      fileName: conversion.fileName,
      ocr: await workerOcrReader(),
      onProgress: ({ done }) => tell(done),
      deadlineMs: Number(env.OCR_JOB_DEADLINE_MS) || OCR_JOB_DEADLINE_MS,
      signal: stop.signal,
    });
    await writing;
  } catch (err) {
    await writing;
    if (stop.signal.aborted) return;
    if (!(err instanceof ApiError)) throw err;
    await failRun(env, conversion, err);
    return;
  }
  await finishRun(env, conversion, statement, meter).catch((err) => {
    // Recorded already (failed with its code, or deleted meanwhile); a crash is retried.
    if (!(err instanceof ApiError)) throw err;
  });
}

/** Ends a job that will not be tried again: its conversion failed, if it is still processing. */
export async function endJob(env: Bindings, job: OcrJob, message = STALE_RUN_MESSAGE): Promise<void> {
  await database(env.DB)
    .update(conversions)
    .set({ status: "failed", errorCode: "INTERNAL", errorMessage: message })
    .where(
      and(
        eq(conversions.id, job.conversionId),
        eq(conversions.userId, job.userId),
        eq(conversions.status, "processing"),
      ),
    );
}

/**
 * The queue consumer: one job at a time (max_batch_size = 1). A job that crashes is retried once,
 * then its conversion fails; a job whose every attempt was stopped from outside (CPU or memory
 * limit) reaches the dead-letter queue, whose messages fail their conversions.
 */
export async function consumeOcrJobs(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  for (const message of batch.messages) {
    const parsed = jobSchema.safeParse(message.body);
    if (!parsed.success) {
      message.ack();
      continue;
    }
    const job = parsed.data;
    if (batch.queue === OCR_DEAD_LETTERS) {
      await endJob(env, job);
      message.ack();
      continue;
    }
    try {
      await runOcrJob(env, job);
      message.ack();
    } catch (err) {
      console.error(`[ocr] job ${job.conversionId} attempt ${message.attempts} crashed:`, err);
      if (message.attempts < MAX_ATTEMPTS) {
        message.retry();
      } else {
        await endJob(env, job);
        message.ack();
      }
    }
  }
}
