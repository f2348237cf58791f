import { createInterface } from "node:readline";
import type { Prompter } from "./io.js";

/** The person pressed Ctrl-C (or Ctrl-D on an empty answer) at a prompt. */
export class PromptCancelled extends Error {
  constructor() {
    super("cancelled");
    this.name = "PromptCancelled";
  }
}

interface InputStream extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

interface PromptOutput {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

/** Prompts on the terminal: questions on `output` (stderr), answers from `input` (stdin). */
export function terminalPrompter(input: InputStream, output: PromptOutput): Prompter {
  return {
    interactive: Boolean(input.isTTY && output.isTTY),
    ask(question) {
      const rl = createInterface({ input, output: output as NodeJS.WritableStream, terminal: true });
      return new Promise((resolve, reject) => {
        rl.once("SIGINT", () => {
          rl.close();
          output.write("\n");
          reject(new PromptCancelled());
        });
        rl.question(question, (answer) => {
          rl.close();
          resolve(answer);
        });
      });
    },
    askSecret(question) {
      return readSecret(input, output, question);
    },
  };
}

/** Reads a line in raw mode, echoing nothing, so a password never shows on screen. */
function readSecret(input: InputStream, output: PromptOutput, question: string): Promise<string> {
  // Echo goes off before the question shows, so nothing typed after it is ever echoed.
  input.setRawMode?.(true);
  output.write(question);
  return new Promise((resolve, reject) => {
    let state: SecretState = { value: "", status: "typing" };
    const onData = (chunk: Buffer | string) => {
      state = applyKeys(state, chunk.toString());
      if (state.status === "typing") return;
      input.removeListener("data", onData);
      input.setRawMode?.(false);
      input.pause();
      output.write("\n");
      if (state.status === "done") resolve(state.value);
      else reject(new PromptCancelled());
    };
    input.on("data", onData);
    input.resume();
  });
}

export interface SecretState {
  value: string;
  status: "typing" | "done" | "cancelled";
}

/**
 * What keys do to a secret being typed: Enter ends it, Ctrl-C (or Ctrl-D on an empty line)
 * cancels, Backspace deletes a character, Ctrl-U clears the line; other control characters and
 * escape sequences (arrow keys) are ignored. Pasted text arrives as one chunk and is kept.
 */
export function applyKeys(state: SecretState, chunk: string): SecretState {
  let { value } = state;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: escape sequences (arrow keys) are what is removed
  const chars = [...chunk.replace(/\u001b\[[0-9;]*[A-Za-z~]|\u001b./g, "")];
  for (const ch of chars) {
    if (ch === "\r" || ch === "\n") return { value, status: "done" };
    if (ch === "\u0003" || (ch === "\u0004" && value === "")) return { value: "", status: "cancelled" };
    if (ch === "\u007f" || ch === "\b") value = [...value].slice(0, -1).join("");
    else if (ch === "\u0015") value = "";
    else if (ch >= " ") value += ch;
  }
  return { value, status: "typing" };
}
