import { availableParallelism, homedir } from "node:os";
import { terminalPrompter } from "./prompt.js";

/** The part of a stream the CLI writes to; tests pass a fake that records the text. */
export interface OutputStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

/** Questions to the person at the terminal (`statement login`, a PDF's password). */
export interface Prompter {
  /** True when someone can answer: stdin and stderr are terminals. */
  readonly interactive: boolean;
  /** Asks for a line of text, echoed as typed. */
  ask(question: string): Promise<string>;
  /** Asks for a secret without echoing it. Rejects with PromptCancelled on Ctrl-C. */
  askSecret(question: string): Promise<string>;
}

/** Everything the commands touch outside themselves, injected so tests need no real terminal. */
export interface Io {
  stdout: OutputStream;
  stderr: OutputStream;
  prompter: Prompter;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  /** The user's home directory and platform: where the config file lives. */
  homeDir: string;
  platform: NodeJS.Platform;
  /** Default number of worker threads for `--local`. */
  cpuCount: number;
}

export function processIo(): Io {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    prompter: terminalPrompter(process.stdin, process.stderr),
    env: process.env,
    cwd: process.cwd(),
    homeDir: homedir(),
    platform: process.platform,
    cpuCount: availableParallelism(),
  };
}

/** The CLI's exit codes (docs/architecture.md#cli-contract). */
export const EXIT = { ok: 0, failed: 1, usage: 2, auth: 3, network: 4, quota: 5 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
