/**
 * A conversion's calls to the API, for `useConversion()` (utils/use-conversion.ts): upload and
 * process-and-save (signed in), process without storing (visitors), the password retry, and the
 * failure in words. Loaded on the first conversion together with the SDK, so a page that converts
 * nothing loads none of it.
 */
import type { ProcessAndSaveResponse, ProcessResponse } from "@statement-converter/sdk";
import { errorMessages, isQuotaExceeded } from "./api-errors";
import { browserClient, leaveOnSessionExpiry } from "./browser-api";

/** A visitor's scanned PDF: the API reads scans by OCR only for an account. */
export const VISITOR_SCANNED =
  "This PDF is a scanned statement. Sign in to convert scanned statements: their pages are read by OCR.";

/** What a screen says when a failure has no API reason: before the upload finished, after it. */
export interface FailureWording {
  upload: string;
  process: string;
}

export type RunEvent =
  | { type: "progress"; percent: number }
  | { type: "uploaded"; uploadId: string }
  /** The server has read `done` of the `total` pages that need reading (scans). */
  | { type: "read"; done: number; total: number }
  | { type: "done"; result: ConversionResult }
  | { type: "password"; uploadId: string; error?: string }
  | { type: "failed"; message: string; quota: boolean; scanned?: boolean }
  | { type: "left" };

export type ConversionResult =
  | { kind: "saved"; response: ProcessAndSaveResponse }
  | { kind: "visitor"; response: ProcessResponse };

/** The failure in words: the API's reason where it gave one, else the screen's wording, if it has one. */
function describe(err: unknown, wording: FailureWording | undefined, uploaded: boolean): string {
  const answered = typeof err === "object" && err !== null && "status" in err;
  if (answered || !wording) return errorMessages(err).join(" ");
  return uploaded ? wording.process : wording.upload;
}

function failure(err: unknown, wording: FailureWording | undefined, uploaded: boolean): RunEvent {
  if (leaveOnSessionExpiry(err)) return { type: "left" };
  return { type: "failed", message: describe(err, wording, uploaded), quota: isQuotaExceeded(err) };
}

/** A run that failed after the upload: a locked statement asks for its password (the upload is kept). */
function afterUpload(
  err: unknown,
  uploadId: string,
  wording: FailureWording | undefined,
  retry: boolean,
): RunEvent {
  if ((err as { code?: string } | null)?.code === "PDF_ENCRYPTED") {
    return retry
      ? { type: "password", uploadId, error: describe(err, wording, true) }
      : { type: "password", uploadId };
  }
  return failure(err, wording, true);
}

/** Upload and process-and-save; each step is reported to `emit`, the last one is returned. */
export async function convertAndSave(
  file: File,
  emit: (event: RunEvent) => void,
  wording?: FailureWording,
): Promise<RunEvent> {
  let uploadId: string | undefined;
  try {
    const response = await browserClient().conversions.convert(file, {
      onProgress: (p) => emit({ type: "progress", percent: p.percent }),
      onUploaded: (id) => {
        uploadId = id;
        emit({ type: "uploaded", uploadId: id });
      },
      // A scan is read in the background: the SDK follows it and tells each page read.
      onProcessing: ({ done, total }) => emit({ type: "read", done, total }),
    });
    return { type: "done", result: { kind: "saved", response } };
  } catch (err) {
    return uploadId === undefined ? failure(err, wording, false) : afterUpload(err, uploadId, wording, false);
  }
}

/** The kept upload of a locked statement, processed again with its password. */
export async function unlock(
  uploadId: string,
  password: string,
  emit: (event: RunEvent) => void,
  wording?: FailureWording,
): Promise<RunEvent> {
  try {
    const response = await browserClient().conversions.processAndSave(
      { uploadId, password },
      { onProcessing: ({ done, total }) => emit({ type: "read", done, total }) },
    );
    return { type: "done", result: { kind: "saved", response } };
  } catch (err) {
    return afterUpload(err, uploadId, wording, true);
  }
}

/** A visitor's conversion: nothing is stored, the CSV and JSON come in the answer. */
export async function convertForVisitor(file: File, wording?: FailureWording): Promise<RunEvent> {
  try {
    const response = await browserClient().conversions.process({
      file,
      fileName: file.name,
      files: ["csv", "json"],
    });
    return { type: "done", result: { kind: "visitor", response } };
  } catch (err) {
    // Scanned pages are read by OCR only for an account (process-and-save): say so plainly.
    if ((err as { code?: string } | null)?.code === "PDF_SCANNED") {
      return { type: "failed", message: VISITOR_SCANNED, quota: false, scanned: true };
    }
    return failure(err, wording, true);
  }
}
