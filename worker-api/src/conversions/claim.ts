import { ERROR_CODES, type ErrorCode } from "@statement-converter/contract";
import type { Statement } from "@statement-converter/engine";
import { and, eq, inArray, lt, or } from "drizzle-orm";
import { type Db, isoNow } from "../db/client.js";
import { type ConversionRow, findConversion, updateConversion } from "../db/queries/conversions.js";
import { listTransactions } from "../db/queries/transactions.js";
import { conversions } from "../db/schema.js";
import { ApiError, notFound } from "../http/api-error.js";
import { STALE_RUN_MS } from "./expire.js";
import type { RunResult } from "./run.js";
import { toStatement } from "./wire.js";

/**
 * One processing run per upload at a time, and one per stored conversion: a run claims its
 * upload with one conditional UPDATE (pending or failed becomes processing), so of parallel runs
 * exactly one gets it; the others get that run's result, or 409 while it is still running, and
 * are never charged. A run older than STALE_RUN_MS died with its Worker and may be claimed again.
 */

/** The upload as this run's, or undefined when another run has it (or it is completed). */
export async function claimRun(db: Db, userId: string, id: string, now = Date.now()) {
  const [row] = await db
    .update(conversions)
    // processedAt marks when the run started: the scheduled clean-up ends runs that never finished.
    .set({ status: "processing", processedAt: isoNow(now), errorCode: null, errorMessage: null })
    .where(
      and(
        eq(conversions.id, id),
        eq(conversions.userId, userId),
        or(
          inArray(conversions.status, ["pending", "failed"]),
          and(eq(conversions.status, "processing"), lt(conversions.processedAt, isoNow(now - STALE_RUN_MS))),
        ),
      ),
    )
    .returning();
  return row;
}

/** Gives a claimed upload back as it was (the run could not even start: its file is gone). */
export async function releaseClaim(db: Db, before: ConversionRow) {
  await updateConversion(db, before.id, {
    status: before.status,
    processedAt: before.processedAt,
    errorCode: before.errorCode,
    errorMessage: before.errorMessage,
  });
}

/** A completed conversion as its run answered: the stored statement, charged once already. */
export async function storedRun(db: Db, row: ConversionRow) {
  const statement: Statement = toStatement(row, await listTransactions(db, row.id));
  return { conversion: row, statement };
}

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

/**
 * What a run that lost the claim answers: the other run's statement once it is stored, its error
 * once it failed, a scan's progress while its background job reads it, 409 ALREADY_PROCESSING
 * while another request runs it.
 */
export async function otherRunResult(db: Db, userId: string, id: string): Promise<RunResult> {
  const row = await findConversion(db, userId, id);
  if (!row) throw notFound("Upload");
  if (row.status === "completed") return storedRun(db, row);
  // A scan being read by its background job (ocr-job.ts): its progress, as its run answered.
  if (row.status === "processing" && row.ocrPagesTotal) {
    return {
      conversion: row,
      statement: null,
      progress: { done: row.ocrPagesDone ?? 0, total: row.ocrPagesTotal },
    };
  }
  // Its failure, as that run answered it (a refused allowance is answered with its details there).
  if (
    row.status === "failed" &&
    row.errorCode &&
    row.errorCode !== "QUOTA_EXCEEDED" &&
    KNOWN.has(row.errorCode)
  ) {
    throw new ApiError(row.errorCode as ErrorCode, row.errorMessage ?? "Processing failed.");
  }
  throw new ApiError(
    "ALREADY_PROCESSING",
    "This file is being converted by another request right now. Open it in your history in a moment.",
  );
}
