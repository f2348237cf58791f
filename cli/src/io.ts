import { availableParallelism } from "node:os";

/** The part of a stream the CLI writes to; tests pass a fake that records the text. */
export interface OutputStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

/** Everything the commands touch outside themselves, injected so tests need no real terminal. */
export interface Io {
  stdout: OutputStream;
  stderr: OutputStream;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  /** Default number of worker threads for `--local`. */
  cpuCount: number;
}

export function processIo(): Io {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
    cpuCount: availableParallelism(),
  };
}

/** Exit codes of DESIGN.md's CLI section. */
export const EXIT = { ok: 0, failed: 1, usage: 2, auth: 3, network: 4 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
