import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { DownloadedFile } from "@statement-converter/sdk";
import { Command } from "commander";
import { describeError } from "../api/describe-error.js";
import { reportFailure, withClient } from "../api/with-client.js";
import type { ApiDeps } from "../config/session.js";
import {
  type ExportFlags,
  formatsHelp,
  parseExportFlags,
  withExportOptions,
} from "../convert/export-format.js";
import { EXIT, type Io } from "../io.js";

export interface ExportArgs extends ExportFlags {
  output?: string;
}

export function exportCommand(io: Io, deps: ApiDeps, setExitCode: (code: number) => void): Command {
  const command = new Command("export")
    .description("download a stored conversion as CSV, Excel, JSON, OFX, QFX, QBO or QIF")
    .argument("<id>", "the conversion's id (see `statement history`)");
  return withExportOptions(command)
    .option(
      "-o, --output <file>",
      "where to write it (default: the server's name, e.g. transactions_march.csv)",
    )
    .addHelpText(
      "after",
      `\n${formatsHelp()}\n\nExamples:\n  $ statement export 3f9c... --format excel\n  $ statement export 3f9c... --format qif -o march.qif\n  $ statement export 3f9c... --format json -o march.json`,
    )
    .action(async (id: string, args: ExportArgs) => {
      setExitCode(await runExport(id, args, io, deps));
    });
}

export async function runExport(id: string, args: ExportArgs, io: Io, deps: ApiDeps = {}): Promise<number> {
  const parsed = parseExportFlags(args);
  if (!parsed.ok) return reportFailure(io, { code: "USAGE", message: parsed.message, exitCode: EXIT.usage });
  const { format, options } = parsed;
  return withClient(io, deps, async ({ client, session }) => {
    let file: DownloadedFile;
    try {
      file = await client.conversions.download(id, {
        format,
        bom: options.bom ?? false,
        ...(options.qifDateFormat ? { qifDateFormat: options.qifDateFormat } : {}),
        ...(options.intuBid ? { intuBid: options.intuBid } : {}),
      });
    } catch (error) {
      const failure = describeError(error, session, `No conversion ${id} in your account.`);
      // The API refuses to export a conversion that is not completed (failed, pending).
      if (failure.code === "VALIDATION_FAILED") {
        return reportFailure(io, {
          ...failure,
          message: `Conversion ${id} has nothing to export: ${failure.message}`,
          exitCode: EXIT.failed,
        });
      }
      return reportFailure(io, failure);
    }
    const output = args.output ?? file.fileName;
    try {
      await writeFile(resolve(io.cwd, output), file.bytes);
    } catch (error) {
      return reportFailure(io, {
        code: "WRITE_FAILED",
        message: `Cannot write ${output}: ${(error as Error).message}`,
        exitCode: EXIT.failed,
      });
    }
    io.stderr.write(`Wrote ${output} (${file.bytes.byteLength} bytes).\n`);
    return EXIT.ok;
  });
}
