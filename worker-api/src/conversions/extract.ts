import { MAX_UPLOAD_BYTES } from "@statement-converter/contract";
import {
  EngineError,
  type ExtractOptions,
  extractStatement,
  type Statement,
} from "@statement-converter/engine";
import { ApiError } from "../http/api-error.js";
import { assertReadable, fileTooLarge } from "../http/files.js";

/**
 * How long one conversion may run. workerd cannot pre-empt synchronous work: the engine's work
 * bounds keep every page short, yields between pages (other requests are served meanwhile) and
 * stops at this deadline with PDF_TOO_COMPLEX.
 */
export const PROCESSING_DEADLINE_MS = 20_000;

/**
 * Runs the engine on a PDF, .xlsx, .xls or CSV file (other types are refused first, as at the
 * upload); a file it cannot convert becomes the contract's error with the engine's code.
 */
export async function extract(
  bytes: Uint8Array,
  options: {
    password?: string | undefined;
    fileName?: string | undefined;
    /** Hears the pages the file will count once it is measured, before it is read (a 402 here costs no reading). */
    beforeRead?: ((pages: number) => Promise<void>) | undefined;
    /** Scanned pages: read by OCR (a background job, conversions/ocr-job.ts) or heard before they would be. */
    ocr?: ExtractOptions["ocr"];
    beforeOcr?: ExtractOptions["beforeOcr"];
    onProgress?: ExtractOptions["onProgress"];
    /** How long the engine may run; PROCESSING_DEADLINE_MS unless given. */
    deadlineMs?: number;
    /** Stops the engine early too (a background job whose conversion was deleted). */
    signal?: AbortSignal;
  },
): Promise<Statement> {
  assertReadable(options.fileName ?? "", "", bytes);
  const { beforeRead, deadlineMs = PROCESSING_DEADLINE_MS, signal, ...rest } = options;
  const deadline = AbortSignal.timeout(deadlineMs);
  try {
    return await extractStatement(bytes, {
      ...rest,
      signal: signal ? AbortSignal.any([deadline, signal]) : deadline,
      ...(beforeRead ? { beforeRead: ({ pageCount }) => beforeRead(Math.max(1, pageCount)) } : {}),
    });
  } catch (err) {
    if (err instanceof EngineError) throw new ApiError(err.code, err.message);
    throw err;
  }
}

/** Decodes `base64Data` (optionally a `data:...;base64,` URL); the 10 MiB limit holds here too. */
export function decodeBase64File(data: string): Uint8Array {
  const b64 = data.replace(/^data:[^,]*,/, "").replace(/\s+/g, "");
  if (Math.floor((b64.length * 3) / 4) - (b64.match(/=+$/)?.[0].length ?? 0) > MAX_UPLOAD_BYTES) {
    throw fileTooLarge();
  }
  let binary: string;
  try {
    binary = atob(b64);
  } catch {
    throw new ApiError("VALIDATION_FAILED", "base64Data must be base64", [
      { field: "base64Data", message: "base64Data must be base64" },
    ]);
  }
  if (binary.length === 0) throw new ApiError("FILE_EMPTY", "File cannot be empty");
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
