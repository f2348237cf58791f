import { Command, CommanderError } from "commander";
import packageJson from "../package.json" with { type: "json" };
import { type ConvertDeps, convertCommand } from "./commands/convert.js";
import { createConverter } from "./convert/converters.js";
import { EXIT, type Io } from "./io.js";
import { styleFor } from "./style.js";

export type CliDeps = ConvertDeps;

const EXAMPLES = `
Examples:
  $ statement convert march.pdf --local
  $ statement convert *.pdf --local --format excel --out-dir out
  $ statement convert --help`;

/** Runs the CLI on `argv` (without node and the script) and returns the exit code. */
export async function runCli(
  argv: readonly string[],
  io: Io,
  deps: CliDeps = { createConverter },
): Promise<number> {
  let exitCode: number = EXIT.ok;
  const program = createProgram(io, deps, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync([...argv], { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    throw error;
  }
  return exitCode;
}

function createProgram(io: Io, deps: CliDeps, setExitCode: (code: number) => void): Command {
  const err = styleFor(io.stderr, io.env);
  const program = new Command("statement")
    .description("Turn bank statement PDFs into clean transaction data (CSV, Excel, JSON).")
    .version(packageJson.version)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      outputError: (text, write) => write(err.red(text)),
      getOutHelpWidth: () => io.stdout.columns ?? 80,
      getErrHelpWidth: () => io.stderr.columns ?? 80,
    })
    .showHelpAfterError("(run with --help for usage)")
    .addHelpText("after", EXAMPLES);
  // Subcommands built on their own take the program's exit and output settings explicitly.
  program.addCommand(convertCommand(io, deps, setExitCode).copyInheritedSettings(program));
  return program;
}
