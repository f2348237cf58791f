import { Command, CommanderError } from "commander";
import packageJson from "../package.json" with { type: "json" };
import { type ConvertDeps, convertCommand } from "./commands/convert.js";
import { deleteCommand } from "./commands/delete.js";
import { exportCommand } from "./commands/export.js";
import { historyCommand } from "./commands/history.js";
import { loginCommand } from "./commands/login.js";
import { logoutCommand } from "./commands/logout.js";
import { showCommand } from "./commands/show.js";
import { whoamiCommand } from "./commands/whoami.js";
import { EXIT, type Io } from "./io.js";
import { styleFor } from "./style.js";

/** What tests replace: the converter factory, and the SDK's fetch (and retries). */
export type CliDeps = ConvertDeps;

const EXAMPLES = `
Examples:
  $ statement login                                 sign in (the local site: npm start)
  $ statement convert *.pdf --format csv --out-dir out
  $ statement convert march.pdf --local             on this machine, no account
  $ statement convert march.xlsx april.csv          Excel workbooks and CSV files too
  $ statement history
  $ statement show ID
  $ statement convert --help

Environment: STATEMENT_API_URL (the site, default http://127.0.0.1:5173), STATEMENT_API_KEY and STATEMENT_TOKEN
override the saved login; NO_COLOR turns colours off.
Exit codes: 0 ok, 1 a file or item failed, 2 usage error, 3 not signed in or sign-in refused,
4 the API cannot be reached, 5 the plan's page allowance is used up.`;

/** Runs the CLI on `argv` (without node and the script) and returns the exit code. */
export async function runCli(argv: readonly string[], io: Io, deps: CliDeps = {}): Promise<number> {
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
    .description(
      "Turn bank statements (PDF, Excel .xlsx/.xls, CSV) into clean transaction data (CSV, Excel, JSON).",
    )
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
  const api = deps.api ?? {};
  const commands = [
    loginCommand(io, api, setExitCode),
    logoutCommand(io, api, setExitCode),
    whoamiCommand(io, api, setExitCode),
    convertCommand(io, deps, setExitCode),
    historyCommand(io, api, setExitCode),
    showCommand(io, api, setExitCode),
    exportCommand(io, api, setExitCode),
    deleteCommand(io, api, setExitCode),
  ];
  // Subcommands built on their own take the program's exit and output settings explicitly.
  for (const command of commands) program.addCommand(command.copyInheritedSettings(program));
  return program;
}
