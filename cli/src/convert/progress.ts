import type { ChalkInstance } from "chalk";
import type { OutputStream } from "../io.js";

export interface FileReport {
  file: string;
  ok: boolean;
  /** The output written: the converted file, or for a failure with --format json its NAME.error.json. */
  output?: string;
  /** Remote mode: the conversion's id on the server. */
  id?: string;
  code?: string;
  message?: string;
  transactions?: number;
  /** Only for successes: false when the statement does not add up. */
  reconciled?: boolean;
  warnings?: number;
  /** Only for failures that set the run's exit code (see ConvertFailure). */
  exitCode?: number;
}

const CLEAR_LINE = "\r\u001b[2K";
const BAR_WIDTH = 24;

/**
 * Progress on stderr: one line per finished file (failures as `FILE: CODE: message`), and on a
 * terminal a bar under them that is redrawn as files finish. Never writes to stdout.
 */
export class Progress {
  readonly #stream: OutputStream;
  readonly #style: ChalkInstance;
  readonly #total: number;
  #done = 0;
  #failed = 0;
  /** While a prompt is on screen, finished files wait here instead of overwriting it. */
  #held: FileReport[] | null = null;
  /** The latest news of a file still converting ("march.pdf: page 2 of 3 (OCR)"), shown with the bar. */
  #news = "";

  constructor(stream: OutputStream, style: ChalkInstance, total: number) {
    this.#stream = stream;
    this.#style = style;
    this.#total = total;
    this.#drawBar();
  }

  /**
   * A file's scanned pages being read: `done` of `pages` read so far. On a terminal it shows
   * beside the bar; otherwise each page is a line.
   */
  pageProgress(file: string, done: number, pages: number): void {
    if (done >= pages || this.#held) return;
    const news = `${file}: page ${done + 1} of ${pages} (OCR)`;
    if (!this.#stream.isTTY) {
      this.#stream.write(`${news}\n`);
      return;
    }
    this.#news = news;
    this.#clearBar();
    this.#drawBar();
  }

  fileDone(report: FileReport): void {
    if (this.#held) {
      this.#held.push(report);
      return;
    }
    this.#done += 1;
    if (!report.ok) this.#failed += 1;
    if (this.#news.startsWith(`${report.file}: `)) this.#news = "";
    this.#clearBar();
    this.#stream.write(`${this.#line(report)}\n`);
    this.#drawBar();
  }

  /**
   * Runs `task` (a question to the person at the terminal) with the bar cleared and the lines of
   * files finishing meanwhile held back; then prints them and draws the bar again.
   */
  async interrupt<T>(task: () => Promise<T>): Promise<T> {
    this.#clearBar();
    this.#held = [];
    try {
      return await task();
    } finally {
      const held = this.#held;
      this.#held = null;
      this.#drawBar();
      for (const report of held) this.fileDone(report);
    }
  }

  /** Clears the bar and prints the closing line. */
  finish(closing: string): void {
    this.#clearBar();
    const colour = this.#failed > 0 ? this.#style.yellow : this.#style.green;
    this.#stream.write(`${colour(closing)}\n`);
  }

  get failed(): number {
    return this.#failed;
  }

  #line(r: FileReport): string {
    const s = this.#style;
    if (!r.ok) return `${r.file}: ${s.red(r.code ?? "ERROR")}: ${r.message ?? ""}`;
    const rows = plural(r.transactions ?? 0, "transaction");
    const target = r.output ? ` -> ${r.output}` : "";
    const check =
      r.reconciled === false ? s.yellow(`, does not reconcile (${plural(r.warnings ?? 0, "warning")})`) : "";
    return `${r.file}${target} (${rows}${check})`;
  }

  #drawBar(): void {
    if (!this.#stream.isTTY || this.#done >= this.#total) return;
    const filled = Math.round((this.#done / this.#total) * BAR_WIDTH);
    const bar = `${"█".repeat(filled)}${"░".repeat(BAR_WIDTH - filled)}`;
    const news = this.#news ? `  ${this.#news}` : "";
    this.#stream.write(`${this.#style.cyan(bar)} ${this.#done}/${this.#total} files${news}`);
  }

  #clearBar(): void {
    if (this.#stream.isTTY) this.#stream.write(CLEAR_LINE);
  }
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
