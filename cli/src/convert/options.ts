import { stat } from "node:fs/promises";
import { resolve } from "node:path";
import type { ExportFormat } from "@statement-converter/contract";
import type { ExportOptions } from "@statement-converter/engine";
import type { Io } from "../io.js";
import { type ExportFlags, parseExportFlags } from "./export-format.js";

/** What commander hands over: strings as typed, before any check. */
export interface ConvertArgs extends ExportFlags {
  outDir?: string;
  local?: boolean;
  password?: string;
  concurrency?: string;
  timeout?: string;
  merge?: boolean;
  json?: boolean;
}

export type ConvertMode = "local" | "remote";

export interface ConvertOptions {
  /** Inputs as typed (used in messages and the summary) and their absolute paths. */
  files: string[];
  paths: string[];
  format: ExportFormat;
  /** What the format takes: BOM, QIF date order, INTU.BID. */
  exportOptions: ExportOptions;
  /** Output directory as typed (used in messages) and its absolute path. */
  outDir: string;
  outDirPath: string;
  mode: ConvertMode;
  password?: string;
  concurrency: number;
  timeoutMs: number;
  merge: boolean;
  json: boolean;
}

export const DEFAULT_TIMEOUT_SECONDS = 60;

export type Parsed = { ok: true; options: ConvertOptions } | { ok: false; message: string };

/** Checks the flags and the input files; every failure here is a usage error (exit 2). */
export async function parseConvertOptions(files: string[], args: ConvertArgs, io: Io): Promise<Parsed> {
  if (files.length === 0) return usage("no input files given");
  const exported = parseExportFlags(args);
  if (!exported.ok) return usage(exported.message);
  const concurrency = args.concurrency === undefined ? undefined : positiveInteger(args.concurrency);
  if (concurrency === null)
    return usage(`--concurrency must be a whole number from 1 up, not '${args.concurrency}'`);
  const timeout = args.timeout === undefined ? DEFAULT_TIMEOUT_SECONDS : Number(args.timeout);
  if (!(timeout > 0) || !Number.isFinite(timeout))
    return usage(`--timeout must be a number of seconds above 0, not '${args.timeout}'`);

  // The same file named twice is converted once, under the name it was first given.
  const byPath = new Map<string, string>();
  for (const file of files) if (!byPath.has(resolve(io.cwd, file))) byPath.set(resolve(io.cwd, file), file);
  const unique = [...byPath.entries()];
  const problems = (await Promise.all(unique.map(([path, file]) => inputProblem(path, file)))).filter(
    Boolean,
  );
  if (problems.length > 0) return usage(problems.join("\n"));

  const outDir = args.outDir ?? ".";
  return {
    ok: true,
    options: {
      files: unique.map(([, file]) => file),
      paths: unique.map(([path]) => path),
      format: exported.format,
      exportOptions: exported.options,
      outDir,
      outDirPath: resolve(io.cwd, outDir),
      mode: args.local ? "local" : "remote",
      ...(args.password === undefined ? {} : { password: args.password }),
      concurrency: Math.min(concurrency ?? Math.max(1, io.cpuCount), unique.length),
      timeoutMs: Math.round(timeout * 1000),
      merge: args.merge ?? false,
      json: args.json ?? false,
    },
  };
}

async function inputProblem(path: string, file: string): Promise<string | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? null : `${file}: not a file`;
  } catch {
    return `${file}: file not found`;
  }
}

function positiveInteger(text: string): number | null {
  const n = Number(text);
  return /^\d+$/.test(text.trim()) && Number.isSafeInteger(n) && n >= 1 ? n : null;
}

function usage(message: string): Parsed {
  return { ok: false, message };
}
