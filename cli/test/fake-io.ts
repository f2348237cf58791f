import type { Io, OutputStream } from "../src/io.js";

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

export interface FakeIo extends Io {
  stdout: FakeStream;
  stderr: FakeStream;
}

export function fakeIo(cwd: string, options: { tty?: boolean; env?: Record<string, string> } = {}): FakeIo {
  return {
    stdout: new FakeStream(options.tty),
    stderr: new FakeStream(options.tty),
    env: options.env ?? {},
    cwd,
    cpuCount: 2,
  };
}
