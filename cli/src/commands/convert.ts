import { mkdir, rm, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { Statement } from "@statement-converter/engine";
import { Command } from "commander";
import type { ApiDeps } from "../config/session.js";
import type { ConvertInput, ConvertResult } from "../convert/converter.js";
import { type ConverterFactory, createConverter } from "../convert/converters.js";
import { formatsHelp, withExportOptions } from "../convert/export-format.js";
import {
  type ConvertArgs,
  type ConvertOptions,
  DEFAULT_TIMEOUT_SECONDS,
  parseConvertOptions,
} from "../convert/options.js";
import { errorPath, mergedOutputPath, outputPaths, renderStatements } from "../convert/output-files.js";
import { type FileReport, Progress, plural } from "../convert/progress.js";
import { EXIT, type Io } from "../io.js";
import { PromptCancelled } from "../prompt.js";
import { styleFor } from "../style.js";

export interface ConvertDeps {
  createConverter?: ConverterFactory;
  api?: ApiDeps;
}

const EXAMPLES = `
Remote mode (the default) uploads each file to the Statement Converter API you signed in to
with \`statement login\` and keeps it in your history there; --local runs the same engine on
this machine instead (no account, nothing uploaded). Both modes write the same files.

Inputs: bank statements as PDF, Excel workbooks (.xlsx, .xls) or CSV files, each read by its
content (a CSV may use , ; tab or | and be UTF-8, UTF-16 or Windows-1252).

Outputs: NAME.pdf (or NAME.xlsx, NAME.csv) becomes OUT_DIR/NAME and the format's extension; an
output that would replace an input gets a number (march.csv converted to CSV writes march-2.csv).
With --format json (without
--merge) a file that fails writes OUT_DIR/NAME.error.json instead, { "file", "code",
"message" }, so a batch has one result per input. Failures are printed on stderr as
FILE: CODE: message (codes: FILE_EMPTY, FILE_TOO_LARGE, UNSUPPORTED_FORMAT, PDF_INVALID,
PDF_ENCRYPTED, PDF_SCANNED, NO_TRANSACTIONS, PDF_TOO_COMPLEX, SHEET_ENCRYPTED (a
password-protected workbook: save it without one), SHEET_INVALID (a damaged workbook or CSV), ...). On a terminal, an encrypted PDF
without --password makes statement ask for its password once.

Examples:
  $ statement convert march.pdf                              writes ./march.csv
  $ statement convert *.pdf --format excel --out-dir out
  $ statement convert *.xlsx *.xls *.csv --format json --out-dir out
  $ statement convert locked.pdf --password 1234 --format json
  $ statement convert march.pdf --format qbo --intu-bid 3000  QuickBooks Web Connect
  $ statement convert march.pdf --format qif --qif-date-format DD/MM/YYYY
  $ statement convert jan.pdf feb.pdf --merge --bom           writes ./statement-merged.csv
  $ statement convert *.pdf --local --json > summary.json     on this machine, JSON summary

Exit codes: 0 all converted, 1 one or more files failed, 2 usage error,
3 not signed in or sign-in expired, 4 the API cannot be reached, 5 the plan's page
allowance is used up (QUOTA_EXCEEDED; the message says when it renews).`;

export function convertCommand(io: Io, deps: ConvertDeps, setExitCode: (code: number) => void): Command {
  const command = new Command("convert")
    .description("convert bank statements (PDF, .xlsx, .xls, .csv) to CSV, Excel, JSON, OFX, QFX, QBO or QIF")
    .argument("<files...>", "statements to convert: PDF, Excel (.xlsx, .xls) or CSV files");
  return withExportOptions(command)
    .option("--out-dir <dir>", "directory for the output files (default: the current directory)")
    .option("--local", "run the engine on this machine (no account; nothing is uploaded)")
    .option("--password <password>", "password for encrypted PDFs")
    .option("--concurrency <n>", "files converted at once (default: one per CPU core)")
    .option(
      "--timeout <seconds>",
      "time limit per file, or per page of a scan (past it: PDF_TOO_COMPLEX, or API_TIMEOUT remotely)",
      String(DEFAULT_TIMEOUT_SECONDS),
    )
    .option("--merge", "write every file's rows, in input order, to one statement-merged file")
    .option("--json", "print a JSON summary of the run on stdout")
    .addHelpText("after", `\n${formatsHelp()}\n${EXAMPLES}`)
    .action(async (files: string[], args: ConvertArgs) => {
      setExitCode(await runConvert(files, args, io, deps));
    });
}

export async function runConvert(
  files: string[],
  args: ConvertArgs,
  io: Io,
  deps: ConvertDeps = {},
): Promise<number> {
  const err = styleFor(io.stderr, io.env);
  const usageError = (message: string) => {
    io.stderr.write(`${err.red(`error: ${message}`)}\n`);
    return EXIT.usage;
  };
  const parsed = await parseConvertOptions(files, args, io);
  if (!parsed.ok) return usageError(parsed.message);
  const options = parsed.options;

  const factory = deps.createConverter ?? createConverter;
  const choice = await factory(options, { io, api: deps.api ?? {} });
  if (!choice.ok) {
    io.stderr.write(`${err.red(`error: ${choice.message}`)}\n`);
    return choice.exitCode;
  }
  try {
    await mkdir(options.outDirPath, { recursive: true });
  } catch (error) {
    await choice.converter.close();
    return usageError(`cannot create the output directory ${options.outDir}: ${(error as Error).message}`);
  }

  const progress = new Progress(io.stderr, err, options.files.length);
  const outputs = outputPaths(options.files, options.outDir, options.format, io.cwd);
  const statements: (Statement | null)[] = options.files.map(() => null);
  const askPassword = passwordAsker(io, progress);
  let reports: FileReport[];
  try {
    reports = await Promise.all(
      options.paths.map(async (path, i) => {
        const file = options.files[i] as string;
        const onProgress = ({ done, pages }: { done: number; pages: number }) =>
          progress.pageProgress(file, done, pages);
        const input: ConvertInput =
          options.password !== undefined
            ? { path, password: options.password, onProgress }
            : askPassword
              ? { path, askPassword: () => askPassword(file), onProgress }
              : { path, onProgress };
        const result = withHint(await choice.converter.convert(input), options);
        if (result.ok) statements[i] = result.statement;
        const report = options.merge
          ? reportOf(file, result)
          : await writeOne(file, result, outputs[i] as string, options, io);
        progress.fileDone(report);
        return report;
      }),
    );
  } finally {
    await choice.converter.close();
  }

  const converted = statements.filter((s): s is Statement => s !== null);
  let closing = closingLine(reports);
  if (options.merge && converted.length > 0) {
    const merged = mergedOutputPath(options.outDir, options.format);
    const written = await write(
      merged,
      await renderStatements(converted, options.format, options.exportOptions),
      io,
    );
    reports = reports.map((r) =>
      !r.ok ? r : written.ok ? { ...r, output: merged } : failed(r.file, written),
    );
    closing = written.ok
      ? `Wrote ${merged}: ${plural(
          converted.reduce((n, s) => n + s.transactions.length, 0),
          "transaction",
        )} from ${converted.length} of ${plural(reports.length, "file")}.`
      : `${merged}: ${written.code}: ${written.message}`;
  }
  progress.finish(closing);
  if (options.json) io.stdout.write(`${JSON.stringify({ files: reports.map(summaryEntry) }, null, 2)}\n`);
  return exitCodeOf(reports);
}

/** 0 when every file converted; else the highest exit code a failure asked for, at least 1. */
function exitCodeOf(reports: FileReport[]): number {
  const failures = reports.filter((r) => !r.ok);
  return failures.length === 0
    ? EXIT.ok
    : Math.max(EXIT.failed, ...failures.map((r) => r.exitCode ?? EXIT.failed));
}

/**
 * Writes one input's output. With --format json a failure writes `NAME.error.json` instead
 * (`{ file, code, message }`), and a success removes one left by an earlier run, so the
 * directory holds one result per input.
 */
async function writeOne(
  file: string,
  result: ConvertResult,
  output: string,
  options: ConvertOptions,
  io: Io,
): Promise<FileReport> {
  const failureFile = options.format === "json" ? errorPath(output) : null;
  if (!result.ok) {
    const report = reportOf(file, result);
    if (!failureFile) return report;
    const body = `${JSON.stringify({ file, code: result.code, message: result.message }, null, 2)}\n`;
    const written = await write(failureFile, body, io);
    return written.ok ? { ...report, output: failureFile } : report;
  }
  const written = await write(
    output,
    await renderStatements(result.statement, options.format, options.exportOptions),
    io,
  );
  if (written.ok && failureFile) await rm(resolve(io.cwd, failureFile), { force: true });
  return written.ok ? { ...reportOf(file, result), output } : failed(file, written);
}

/**
 * On a terminal, a question for an encrypted file's password: one at a time, with the progress
 * bar out of the way. Ctrl-C at the question skips this file and every later question.
 */
function passwordAsker(io: Io, progress: Progress): ((file: string) => Promise<string | null>) | null {
  if (!io.prompter.interactive) return null;
  let queue: Promise<unknown> = Promise.resolve();
  let cancelled = false;
  return (file) => {
    const asked = queue.then(() =>
      cancelled
        ? null
        : progress.interrupt(async () => {
            try {
              const answer = await io.prompter.askSecret(
                `${file} is password-protected. Its password (Enter to skip): `,
              );
              return answer === "" ? null : answer;
            } catch (error) {
              if (!(error instanceof PromptCancelled)) throw error;
              cancelled = true;
              return null;
            }
          }),
    );
    queue = asked.catch(() => undefined);
    return asked;
  };
}

/** An encrypted file converted without a password: say how to give one. */
function withHint(result: ConvertResult, options: ConvertOptions): ConvertResult {
  if (result.ok || result.code !== "PDF_ENCRYPTED" || options.password !== undefined) return result;
  return { ...result, message: `${result.message} Give it with --password.` };
}

type WriteResult = { ok: true } | { ok: false; code: string; message: string };

async function write(output: string, content: string | Uint8Array, io: Io): Promise<WriteResult> {
  try {
    await writeFile(resolve(io.cwd, output), content);
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      code: "WRITE_FAILED",
      message: `cannot write ${output}: ${(error as Error).message}`,
    };
  }
}

function reportOf(file: string, result: ConvertResult): FileReport {
  const id = result.id === undefined ? {} : { id: result.id };
  if (!result.ok) return { ...failed(file, result), ...id };
  const s = result.statement;
  return {
    file,
    ok: true,
    ...id,
    transactions: s.transactions.length,
    reconciled: s.reconciled,
    warnings: s.warnings.length,
  };
}

function failed(file: string, failure: { code: string; message: string; exitCode?: number }): FileReport {
  const report: FileReport = { file, ok: false, code: failure.code, message: failure.message };
  return failure.exitCode === undefined ? report : { ...report, exitCode: failure.exitCode };
}

function closingLine(reports: FileReport[]): string {
  const failures = reports.filter((r) => !r.ok).length;
  const done = reports.length - failures;
  return failures === 0
    ? `Converted ${plural(done, "file")}.`
    : `Converted ${done} of ${reports.length} files; ${failures} failed.`;
}

/**
 * The `--json` entry of one file: `{ file, ok, output?, code?, message?, transactions? }`, plus
 * `id` (the conversion on the server) in remote mode. A failure's `output` is its NAME.error.json.
 */
function summaryEntry(r: FileReport): Record<string, unknown> {
  const id = r.id === undefined ? {} : { id: r.id };
  if (r.ok) return { file: r.file, ok: true, output: r.output, transactions: r.transactions, ...id };
  const output = r.output === undefined ? {} : { output: r.output };
  return { file: r.file, ok: false, code: r.code, message: r.message, ...output, ...id };
}
