import type { ConversionProgress } from "@statement-converter/contract";
import type { Statement } from "@statement-converter/engine";
import { database } from "../db/client.js";
import { isForeignKeyViolation } from "../db/constraints.js";
import { type ConversionRow, findConversion } from "../db/queries/conversions.js";
import type { Bindings } from "../env.js";
import { ApiError, notFound } from "../http/api-error.js";
import { claimRun, otherRunResult, releaseClaim, storedRun } from "./claim.js";
import { decodeBase64File, extract } from "./extract.js";
import { queueOcrJob, ScannedPages } from "./ocr-job.js";
import { markFailed, saveStatement } from "./save.js";

/** The caller's page allowance, as a run sees it (allowance/usage.ts keeps the counts). */
export interface RunMeter {
  /**
   * Refuses (402) when `pages` do not fit in what is left: with 1 before the run starts (the upload
   * stays as it was), with the file's measured pages before the engine reads it.
   */
  assertRoom(pages: number): Promise<void>;
  /** Counts a successful run's pages (402 when they do not fit); returns how to give them back. */
  charge(pages: number, conversionId: string): Promise<() => Promise<void>>;
}

export interface RunInput {
  /** The file again, when its stored copy is gone (a retry after the clean-up). */
  base64Data?: string | undefined;
  password?: string | undefined;
  meter?: RunMeter;
  /** The site's origin (links in mail a background job sends). */
  origin: string;
}

/**
 * What a run answers: the saved statement, or (a file with scanned pages) `statement: null` and the
 * progress of the background job that reads it; the conversion is then `processing`.
 */
export type RunResult =
  | { conversion: ConversionRow; statement: Statement; progress?: undefined }
  | { conversion: ConversionRow; statement: null; progress: ConversionProgress };

/** A run's pages: each PDF page (a spreadsheet's pages as the engine counts them), at least one. */
export const pagesOf = (statement: { pageCount: number }) => Math.max(1, statement.pageCount);

/**
 * Processes one of the user's uploads (its R2 file, or the file sent again) and stores the
 * statement. The conversion goes processing -> completed (its file deleted from R2) or failed
 * with the engine's code (its file kept for a retry, except past the engine's bounds, where no
 * retry can help). A conversion or account deleted meanwhile answers 404 and leaves nothing. With
 * a meter, a file whose measured pages do not fit what is left is refused before it is read (failed
 * with QUOTA_EXCEEDED, its file kept), the pages of a successful run are counted before it is saved
 * (and given back if the save fails); a failed run counts nothing. One run at a time claims the upload (claim.ts): a
 * completed conversion answers its stored statement, a parallel run the first run's result or
 * 409, and neither is charged. A PDF with scanned pages is not read here: it stays `processing` and
 * a background job reads it by OCR (ocr-job.ts), which ends it as this would.
 */
export async function runUpload(
  env: Bindings,
  userId: string,
  uploadId: string,
  input: RunInput,
): Promise<RunResult> {
  const db = database(env.DB);
  const found = await findConversion(db, userId, uploadId);
  if (!found) throw notFound("Upload");
  if (found.status === "completed") return storedRun(db, found);
  await input.meter?.assertRoom(1);
  const conversion = await claimRun(db, userId, found.id);
  if (!conversion) return otherRunResult(db, userId, found.id);
  const bytes = await uploadBytes(env, found, input.base64Data).catch(async (err) => {
    await releaseClaim(db, found);
    throw err;
  });

  const meter = input.meter;
  let statement: Statement;
  try {
    statement = await extract(bytes, {
      password: input.password,
      fileName: conversion.fileName,
      beforeRead: meter ? (pages) => meter.assertRoom(pages) : undefined,
      // Scanned pages are read by OCR as a background job: the run ends here, `processing`.
      beforeOcr: (pages) => {
        throw new ScannedPages(pages);
      },
    });
  } catch (err) {
    if (err instanceof ScannedPages) {
      const progress = await queueOcrJob(env, conversion, bytes, err.pages, input.password, input.origin);
      return { conversion, statement: null, progress };
    }
    await failRun(env, conversion, err);
    throw err;
  }
  return { conversion, statement: await finishRun(env, conversion, statement, meter) };
}

/**
 * Ends a run the engine refused: failed with its code (INTERNAL for anything else). No retry can
 * convert a file past the engine's bounds: its upload is not kept.
 */
export async function failRun(env: Bindings, conversion: ConversionRow, err: unknown) {
  const code = err instanceof ApiError ? err.code : "INTERNAL";
  const message = err instanceof ApiError ? err.message : "Processing failed unexpectedly.";
  const dropFile = code === "PDF_TOO_COMPLEX" && conversion.fileKey !== null;
  await markFailed(database(env.DB), conversion.id, code, message, dropFile ? { fileKey: null } : {});
  if (dropFile && conversion.fileKey) await env.FILES.delete(conversion.fileKey);
}

/**
 * Counts a read statement's pages and stores it (the conversion `completed`, its file deleted);
 * the pages are given back when it cannot be saved. Returns the statement.
 */
export async function finishRun(
  env: Bindings,
  conversion: ConversionRow,
  statement: Statement,
  meter: RunMeter | undefined,
): Promise<Statement> {
  const db = database(env.DB);
  let giveBack: (() => Promise<void>) | undefined;
  try {
    giveBack = await meter?.charge(pagesOf(statement), conversion.id);
  } catch (err) {
    // The pages do not fit (parallel runs took the rest): the file stays for a later retry.
    if (err instanceof ApiError) await markFailed(db, conversion.id, err.code, err.message);
    throw err;
  }
  try {
    await saveStatement(db, conversion, statement);
  } catch (err) {
    await giveBack?.();
    // Deleted while it was processed (the conversion or the account): nothing is left to save to.
    if (isForeignKeyViolation(err) || !(await findConversion(db, conversion.userId, conversion.id))) {
      if (conversion.fileKey) await env.FILES.delete(conversion.fileKey);
      throw notFound("Upload");
    }
    await markFailed(db, conversion.id, "INTERNAL", "The statement could not be saved.");
    throw err;
  }
  if (conversion.fileKey) await env.FILES.delete(conversion.fileKey);
  return statement;
}

async function uploadBytes(
  env: Bindings,
  conversion: ConversionRow,
  base64Data: string | undefined,
): Promise<Uint8Array> {
  if (base64Data) return decodeBase64File(base64Data);
  const object = conversion.fileKey ? await env.FILES.get(conversion.fileKey) : null;
  if (!object) {
    throw new ApiError("VALIDATION_FAILED", "File is required", [
      {
        field: "base64Data",
        message: "The uploaded file is no longer stored: send the file in base64Data.",
      },
    ]);
  }
  return new Uint8Array(await object.arrayBuffer());
}
