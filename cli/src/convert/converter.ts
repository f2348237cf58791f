import type { Statement } from "@statement-converter/engine";

/**
 * One way of turning a file into a Statement. `--local` runs the engine in worker threads on
 * this machine; the remote converter uploads and processes through the SDK. Both implement
 * this interface, so the convert command, its output files, progress and summary are shared.
 */
export interface Converter {
  convert(input: ConvertInput): Promise<ConvertResult>;
  /** Frees workers or connections; the converter is not used afterwards. */
  close(): Promise<void>;
}

export interface ConvertInput {
  /** Absolute path of the file. */
  path: string;
  password?: string;
  /**
   * Asks the person at the terminal for the password of an encrypted file (once). Present only
   * when there is a terminal and no `--password`; resolves to null when they give none.
   */
  askPassword?: () => Promise<string | null>;
  /** Told as the file's scanned pages are read by OCR (page `done + 1` of `pages` is being read). */
  onProgress?: (progress: ConvertProgress) => void;
}

/** How far a file's conversion has come: scanned pages read by OCR so far, of all of them. */
export interface ConvertProgress {
  done: number;
  pages: number;
}

export type ConvertResult = ConvertSuccess | ConvertFailure;

export interface ConvertSuccess {
  ok: true;
  statement: Statement;
  /** Remote mode: the conversion's id on the server (for `statement show ID`). */
  id?: string;
}

/**
 * `code` is one of the engine's file error codes (docs/architecture.md#error-codes; a file over
 * the per-file time limit is PDF_TOO_COMPLEX, its worker killed), or one the CLI adds:
 * API_TIMEOUT (remote: the API did not answer within the per-file time limit), WORKER_CRASHED
 * (the worker died, e.g. out of memory), FILE_UNREADABLE (the file could not be read), INTERNAL
 * (a bug); remote mode adds the API's codes (UNAUTHENTICATED, NETWORK, RATE_LIMITED, ...).
 */
export interface ConvertFailure {
  ok: false;
  code: string;
  message: string;
  /**
   * For failures that are not the file's fault, the run's exit code instead of 1: the remote
   * converter gives 3 when the token is refused and 4 when the API cannot be reached.
   */
  exitCode?: number;
  /** Remote mode: the failed conversion's id, when the upload got that far. */
  id?: string;
}
