/**
 * Waiting for a conversion read in the background (a scan, read by OCR as a job): polls
 * `GET /conversion/{id}` until it is `completed` (its statement is answered as process-and-save
 * answers it) or `failed` (its error is thrown as the API would have answered it).
 */
import type { APIPromise, WithResponse } from "../api-promise.js";
import {
  type ConversionDetail,
  type ConversionProgress,
  ERROR_STATUS,
  type ErrorCode,
  errorCodeSchema,
  PROCESSED_AND_SAVED,
  type ProcessAndSaveResponse,
} from "../contract.js";
import { APIConnectionTimeoutError, APIError, APIUserAbortError, errorFromResponse } from "../errors.js";
import type { RequestOptions } from "../request.js";
import { sleep } from "../retry.js";

/** The first wait between polls, growing by half each poll up to the cap. */
export const FIRST_POLL_MS = 1_000;
export const MAX_POLL_MS = 4_000;
/** How long a conversion is waited for at most, unless `waitTimeoutMs` says otherwise. */
export const DEFAULT_WAIT_TIMEOUT_MS = 30 * 60_000;

export interface WaitOptions extends RequestOptions {
  /** Told how far the background reading of a scan has come, each time it moves. */
  onProcessing?: ((progress: ConversionProgress) => void) | undefined;
  /** Gives up waiting after this long (default 30 minutes); the conversion goes on on the server. */
  waitTimeoutMs?: number | undefined;
}

/** The wait before poll number `polls + 1`: 1 s growing by half each poll up to 4 s, minus up to 25 % jitter. */
export function pollDelayMs(polls: number, random = Math.random): number {
  const base = Math.min(FIRST_POLL_MS * 1.5 ** polls, MAX_POLL_MS);
  return Math.round(base * (1 - random() * 0.25));
}

type GetConversion = (
  id: string,
  options: RequestOptions,
) => APIPromise<{ success: true; data: ConversionDetail; message: string }>;

/**
 * Polls until the conversion ends. `signal` aborts the wait (APIUserAbortError); past
 * `waitTimeoutMs` it ends with APIConnectionTimeoutError. Either way `uploadId` is set on the error.
 */
export async function waitForConversion(
  get: GetConversion,
  id: string,
  options: WaitOptions = {},
  /** The progress the caller told already (process-and-save's own answer), not told again. */
  toldAlready?: ConversionProgress,
): Promise<WithResponse<ProcessAndSaveResponse>> {
  const { onProcessing, waitTimeoutMs = DEFAULT_WAIT_TIMEOUT_MS, ...requestOptions } = options;
  const deadline = Date.now() + waitTimeoutMs;
  let told = toldAlready ? `${toldAlready.done}/${toldAlready.total}` : "";
  try {
    for (let polls = 0; ; polls++) {
      const { data: body, response } = await get(id, requestOptions).withResponse();
      const data = body.data;
      if (data.status === "completed") return { data: savedAnswer(data), response };
      if (data.status === "failed") throw failure(data, response);
      if (data.progress && onProcessing) {
        const key = `${data.progress.done}/${data.progress.total}`;
        if (key !== told) onProcessing(data.progress);
        told = key;
      }
      const wait = pollDelayMs(polls);
      if (Date.now() + wait > deadline) {
        throw new APIConnectionTimeoutError(
          `The conversion was still processing after ${Math.round(waitTimeoutMs / 1000)} s; it goes on on the server (conversion ${id}).`,
        );
      }
      await sleep(wait, requestOptions.signal).catch(() => {
        throw new APIUserAbortError();
      });
    }
  } catch (err) {
    if (err instanceof APIError) err.uploadId = id;
    throw err;
  }
}

/** A completed conversion as process-and-save answers a saved statement. */
function savedAnswer(detail: ConversionDetail): ProcessAndSaveResponse {
  const {
    id,
    status: _status,
    fileSize: _size,
    uploadDate: _uploaded,
    processedAt: _processed,
    transactionsCount: _count,
    errorCode: _code,
    errorMessage: _message,
    progress: _progress,
    extractedTransactions,
    ...statement
  } = detail;
  return {
    success: true,
    message: PROCESSED_AND_SAVED,
    uploadId: id,
    status: "completed",
    ...statement,
    reconciled: statement.reconciled ?? false,
    pageCount: statement.pageCount ?? 0,
    extractedTransactions,
    extractedCount: extractedTransactions.length,
    dataSavedToDatabase: true,
    autoProcessed: false,
  };
}

/** A failed conversion's error, as the API answers that code (its class by the code's status). */
function failure(detail: ConversionDetail, response: Response): APIError {
  const parsed = errorCodeSchema.safeParse(detail.errorCode);
  const code: ErrorCode = parsed.success ? parsed.data : "INTERNAL";
  const message = detail.errorMessage ?? "Processing failed.";
  return errorFromResponse(ERROR_STATUS[code], { message, code }, response.headers, null);
}
