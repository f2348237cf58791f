import { processIo } from "./io.js";
import { runCli } from "./program.js";

// A reader that stops early (`statement list | head -3`) closes the pipe: what is left to print
// goes nowhere, as with other command-line tools, instead of an EPIPE crash; the run goes on
// (its files are written) and ends with its own exit code.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
  });
}

/** The only place that ends the process: after stdout and stderr have been flushed. */
async function main(): Promise<void> {
  let code: number;
  try {
    code = await runCli(process.argv.slice(2), processIo());
  } catch (error) {
    process.stderr.write(
      `statement: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    code = 1;
  }
  await Promise.all([flush(process.stdout), flush(process.stderr)]);
  process.exit(code);
}

function flush(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => stream.write("", () => resolve()));
}

void main();
