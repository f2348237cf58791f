import type { Statement } from "@statement-converter/engine";

/**
 * One way of turning a file into a Statement. `--local` runs the engine in worker threads on
 * this machine; the remote converter (through the SDK) will implement the same interface, so
 * the convert command, its output files, progress and summary are shared by both modes.
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
}

export type ConvertResult = { ok: true; statement: Statement } | ConvertFailure;

/**
 * `code` is one of the engine's file error codes (DESIGN.md), or one the CLI adds:
 * TIMEOUT (over the per-file time limit, the worker was killed), WORKER_CRASHED (the worker
 * died, e.g. out of memory), FILE_UNREADABLE (the file could not be read), INTERNAL (a bug).
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
}
