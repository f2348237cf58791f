import { readFile, stat } from "node:fs/promises";
import { basename } from "node:path";
import { ERROR_MESSAGES, fromStatementJson } from "@statement-converter/engine";
import {
  APIError,
  APIUserAbortError,
  type ConversionProgress,
  MAX_UPLOAD_BYTES,
  type ProcessAndSaveResponse,
  type StatementClient,
  statementJsonOf,
} from "@statement-converter/sdk";
import { describeError, type SessionContext } from "../api/describe-error.js";
import { EXIT } from "../io.js";
import type { Converter, ConvertFailure, ConvertInput, ConvertResult } from "./converter.js";
import { formatSeconds } from "./local-converter.js";

export interface RemoteConverterOptions {
  client: StatementClient;
  session: SessionContext;
  /** Files in flight at once. */
  concurrency: number;
  /** Per-file time limit for upload and processing (a prompt does not count). */
  timeoutMs: number;
}

/**
 * Remote mode: upload + process-and-save through the SDK, two requests per file (a scan is read
 * in the background: the SDK polls it, its pages are told as progress). The answer
 * carries the saved statement's Statement JSON, which becomes the same engine Statement
 * `--local` produces (the exporters run here, so both modes write byte-identical files). An encrypted file is retried with the password on the
 * same upload (`processAndSave({ uploadId, password })`), never uploaded twice.
 */
export class RemoteConverter implements Converter {
  readonly #options: RemoteConverterOptions;
  readonly #waiting: (() => void)[] = [];
  #running = 0;

  constructor(options: RemoteConverterOptions) {
    this.#options = options;
  }

  async convert(input: ConvertInput): Promise<ConvertResult> {
    await this.#slot();
    try {
      return await this.#convert(input);
    } finally {
      this.#running -= 1;
      this.#waiting.shift()?.();
    }
  }

  async close(): Promise<void> {}

  #slot(): Promise<void> {
    if (this.#running < this.#options.concurrency) {
      this.#running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.#waiting.push(() => {
        this.#running += 1;
        resolve();
      }),
    );
  }

  async #convert(input: ConvertInput): Promise<ConvertResult> {
    const read = await readInput(input.path);
    if (!read.ok) return read;
    const { client } = this.#options;
    const fileName = basename(input.path);
    let uploadId: string | undefined;
    try {
      let saved: ProcessAndSaveResponse;
      try {
        saved = await this.#timed(
          (signal, onProcessing) =>
            client.conversions.convert(read.bytes, {
              fileName,
              password: input.password,
              signal,
              onProcessing,
            }),
          input.onProgress,
        );
      } catch (error) {
        if (error instanceof APIError) uploadId = error.uploadId;
        const retry = canRetryWithPassword(error, input);
        if (!retry) throw error;
        const password = await (input.askPassword as () => Promise<string | null>)();
        if (!password) throw error;
        saved = await this.#timed(
          (signal, onProcessing) =>
            client.conversions.processAndSave({ uploadId: retry, password }, { signal, onProcessing }),
          input.onProgress,
        );
      }
      return { ok: true, statement: fromStatementJson(statementJsonOf(saved)), id: saved.uploadId };
    } catch (error) {
      return this.#failure(error, uploadId);
    }
  }

  /**
   * Runs one step under the per-file time limit. A scan read in the background reports its pages
   * (passed on to `onProgress`); as in `--local`, the limit counts again from the last page read.
   */
  async #timed<T>(
    step: (signal: AbortSignal, onProcessing: (progress: ConversionProgress) => void) => PromiseLike<T>,
    onProgress: ConvertInput["onProgress"],
  ): Promise<T> {
    const controller = new AbortController();
    let timer = setTimeout(() => controller.abort(), this.#options.timeoutMs);
    const onProcessing = ({ done, total }: ConversionProgress) => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), this.#options.timeoutMs);
      onProgress?.({ done, pages: total });
    };
    try {
      return await step(controller.signal, onProcessing);
    } finally {
      clearTimeout(timer);
    }
  }

  #failure(error: unknown, id: string | undefined): ConvertFailure {
    const withId = id === undefined ? {} : { id };
    if (error instanceof APIUserAbortError) {
      return {
        ok: false,
        code: "API_TIMEOUT",
        message: `The API did not finish this file within ${formatSeconds(this.#options.timeoutMs)}; stopped waiting.`,
        ...withId,
      };
    }
    const failure = describeError(error, this.#options.session);
    const result: ConvertFailure = { ok: false, code: failure.code, message: failure.message, ...withId };
    return failure.exitCode === EXIT.failed ? result : { ...result, exitCode: failure.exitCode };
  }
}

/** The upload id to retry on, when the file only lacked a password and someone can type one. */
function canRetryWithPassword(error: unknown, input: ConvertInput): string | null {
  if (!(error instanceof APIError) || error.code !== "PDF_ENCRYPTED") return null;
  if (input.password !== undefined || !input.askPassword || !error.uploadId) return null;
  return error.uploadId;
}

type ReadResult = { ok: true; bytes: Uint8Array } | ConvertFailure;

/**
 * Reads the file, refusing empty and oversized files before uploading anything, with the same
 * codes and sentences as the engine gives in `--local` mode.
 */
async function readInput(path: string): Promise<ReadResult> {
  try {
    const { size } = await stat(path);
    if (size === 0) return { ok: false, code: "FILE_EMPTY", message: ERROR_MESSAGES.FILE_EMPTY };
    if (size > MAX_UPLOAD_BYTES) {
      return { ok: false, code: "FILE_TOO_LARGE", message: ERROR_MESSAGES.FILE_TOO_LARGE };
    }
    return { ok: true, bytes: new Uint8Array(await readFile(path)) };
  } catch (error) {
    return { ok: false, code: "FILE_UNREADABLE", message: (error as Error).message };
  }
}
