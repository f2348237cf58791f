import { open } from "node:fs/promises";
import { basename } from "node:path";
import { FILE_ERROR_CODES } from "@statement-converter/contract";
import {
  DEFAULT_LIMITS,
  ERROR_MESSAGES,
  type ExtractProgress,
  extractStatement,
  type OcrReader,
  statementFileKind,
} from "@statement-converter/engine";
import type { ConvertInput, ConvertResult } from "./converter.js";

/** The engine refuses files over its size limit; reading one byte more is enough for it to say so. */
const MAX_FILE_BYTES = DEFAULT_LIMITS.maxBytes;

export interface ConvertFileOptions {
  /** Reads scanned pages by OCR. */
  ocr?: OcrReader;
  onProgress?: (progress: ExtractProgress) => void;
}

/** Reads a file (a PDF, .xlsx, .xls or CSV) and runs the engine on it. Runs inside a worker thread (see convert-worker.ts). */
export async function convertFile(input: ConvertInput, use: ConvertFileOptions = {}): Promise<ConvertResult> {
  let bytes: Uint8Array;
  try {
    bytes = await readAtMost(input.path, MAX_FILE_BYTES + 1);
  } catch (error) {
    return { ok: false, code: "FILE_UNREADABLE", message: errorMessage(error) };
  }
  // The types the API's upload takes (by content): a PDF, an .xlsx, an .xls or a CSV.
  if (bytes.length > 0 && statementFileKind(bytes, basename(input.path)) === null) {
    return { ok: false, code: "UNSUPPORTED_FORMAT", message: ERROR_MESSAGES.UNSUPPORTED_FORMAT };
  }
  try {
    const options = input.password === undefined ? {} : { password: input.password };
    const statement = await extractStatement(bytes, {
      ...options,
      fileName: basename(input.path),
      ...(use.ocr ? { ocr: use.ocr } : {}),
      ...(use.onProgress ? { onProgress: use.onProgress } : {}),
    });
    return { ok: true, statement };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === "string" && (FILE_ERROR_CODES as readonly string[]).includes(code)) {
      return { ok: false, code, message: errorMessage(error) };
    }
    return { ok: false, code: "INTERNAL", message: errorMessage(error) };
  }
}

async function readAtMost(path: string, limit: number): Promise<Uint8Array> {
  const handle = await open(path, "r");
  try {
    const { size } = await handle.stat();
    const buffer = new Uint8Array(Math.min(size, limit));
    let filled = 0;
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return buffer.subarray(0, filled);
  } finally {
    await handle.close();
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
