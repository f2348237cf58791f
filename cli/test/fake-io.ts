import type { Io, OutputStream, Prompter } from "../src/io.js";
import { PromptCancelled } from "../src/prompt.js";

/** A stream that keeps what was written, for assertions. */
export class FakeStream implements OutputStream {
  text = "";
  readonly isTTY: boolean;
  readonly columns = 80;

  constructor(isTTY = false) {
    this.isTTY = isTTY;
  }

  write(chunk: string): boolean {
    this.text += chunk;
    return true;
  }
}

/**
 * Answers questions from a script, in order, and records them. An answer of `null` stands for
 * Ctrl-C. Asking more than the script holds fails the test.
 */
export class FakePrompter implements Prompter {
  readonly interactive: boolean;
  readonly asked: { question: string; secret: boolean }[] = [];
  readonly #answers: (string | null)[];

  constructor(interactive: boolean, answers: (string | null)[] = []) {
    this.interactive = interactive;
    this.#answers = [...answers];
  }

  ask(question: string): Promise<string> {
    return this.#answer(question, false);
  }

  askSecret(question: string): Promise<string> {
    return this.#answer(question, true);
  }

  async #answer(question: string, secret: boolean): Promise<string> {
    this.asked.push({ question, secret });
    if (!this.interactive) throw new Error(`asked "${question}" without a terminal`);
    if (this.#answers.length === 0) throw new Error(`no answer scripted for "${question}"`);
    const answer = this.#answers.shift() as string | null;
    if (answer === null) throw new PromptCancelled();
    return answer;
  }
}

export interface FakeIo extends Io {
  stdout: FakeStream;
  stderr: FakeStream;
  prompter: FakePrompter;
}

export interface FakeIoOptions {
  tty?: boolean;
  env?: Record<string, string>;
  /** Answers for prompts; a terminal (tty) is needed for any to be asked. */
  answers?: (string | null)[];
  homeDir?: string;
}

export function fakeIo(cwd: string, options: FakeIoOptions = {}): FakeIo {
  return {
    stdout: new FakeStream(options.tty),
    stderr: new FakeStream(options.tty),
    prompter: new FakePrompter(options.tty ?? false, options.answers),
    env: options.env ?? {},
    cwd,
    homeDir: options.homeDir ?? cwd,
    platform: "linux",
    cpuCount: 2,
  };
}
