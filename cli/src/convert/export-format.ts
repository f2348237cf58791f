import {
  DEFAULT_INTU_BID,
  EXPORT_FORMATS,
  type ExportFormat,
  INTU_BID_PATTERN,
  parseExportFormat,
  QIF_DATE_FORMATS,
  type QifDateFormat,
} from "@statement-converter/contract";
import type { ExportOptions } from "@statement-converter/engine";
import { type Command, Option } from "commander";

/** `--format` and the flags some formats take, as commander hands them over. */
export interface ExportFlags {
  format?: string;
  bom?: boolean;
  qifDateFormat?: string;
  intuBid?: string;
}

export type ParsedExport =
  | { ok: true; format: ExportFormat; options: ExportOptions }
  | { ok: false; message: string };

/** `csv, excel, json, ofx, qfx, qbo, qif`: the engine's formats, in its order. */
export const FORMAT_NAMES = EXPORT_FORMATS.map((f) => f.id).join(", ");

/** The formats for help texts: one line each, with the extension and what it is for. */
export function formatsHelp(): string {
  const width = Math.max(...EXPORT_FORMATS.map((f) => f.id.length));
  const lines = EXPORT_FORMATS.map(
    (f) => `  ${f.id.padEnd(width)}  .${f.extension.padEnd(5)} ${f.description}`,
  );
  return `Formats (--format):\n${lines.join("\n")}`;
}

/** Adds --format (default csv), --bom, --qif-date-format and --intu-bid to a command. */
export function withExportOptions(command: Command): Command {
  return command
    .addOption(new Option("--format <format>", `output format: ${FORMAT_NAMES}`).default("csv"))
    .option("--bom", "start CSV files with a UTF-8 byte order mark (for Excel)")
    .option("--qif-date-format <order>", `QIF dates: ${QIF_DATE_FORMATS.join(" (default) or ")}`)
    .option(
      "--intu-bid <id>",
      `QFX/QBO: the bank id Quicken and QuickBooks check (default ${DEFAULT_INTU_BID})`,
    );
}

/** Checks --format and its options; every failure is a usage error. */
export function parseExportFlags(flags: ExportFlags): ParsedExport {
  const format = parseExportFormat(flags.format ?? "csv");
  if (!format) return { ok: false, message: `unknown format '${flags.format}' (use ${FORMAT_NAMES})` };
  const options: ExportOptions = { bom: flags.bom ?? false };
  if (flags.qifDateFormat !== undefined) {
    const order = qifDateFormat(flags.qifDateFormat);
    if (!order) {
      return {
        ok: false,
        message: `--qif-date-format must be ${QIF_DATE_FORMATS.join(" or ")}, not '${flags.qifDateFormat}'`,
      };
    }
    options.qifDateFormat = order;
  }
  if (flags.intuBid !== undefined) {
    if (!INTU_BID_PATTERN.test(flags.intuBid)) {
      return { ok: false, message: `--intu-bid must be 1 to 10 digits, not '${flags.intuBid}'` };
    }
    options.intuBid = flags.intuBid;
  }
  return { ok: true, format, options };
}

/** `MM/DD/YYYY` or `DD/MM/YYYY`, any case; `mdy` and `dmy` too. */
function qifDateFormat(text: string): QifDateFormat | null {
  const upper = text.trim().toUpperCase();
  if (upper === "MDY") return "MM/DD/YYYY";
  if (upper === "DMY") return "DD/MM/YYYY";
  return QIF_DATE_FORMATS.find((f) => f === upper) ?? null;
}
