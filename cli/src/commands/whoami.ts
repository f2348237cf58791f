import { Command } from "commander";
import { withClient } from "../api/with-client.js";
import type { ApiDeps } from "../config/session.js";
import { EXIT, type Io } from "../io.js";

export function whoamiCommand(io: Io, deps: ApiDeps, setExitCode: (code: number) => void): Command {
  return new Command("whoami")
    .description("show who you are signed in as, and where")
    .option("--json", "print { origin, user } as JSON")
    .addHelpText(
      "after",
      "\nPrints your e-mail on stdout. Exit codes: 0 signed in, 3 not signed in, 4 API unreachable.",
    )
    .action(async (args: { json?: boolean }) => {
      setExitCode(await runWhoami(args, io, deps));
    });
}

export async function runWhoami(args: { json?: boolean }, io: Io, deps: ApiDeps = {}): Promise<number> {
  return withClient(io, deps, async ({ client, session }) => {
    const { user } = await client.auth.me();
    if (args.json) {
      io.stdout.write(`${JSON.stringify({ origin: session.origin, user }, null, 2)}\n`);
      return EXIT.ok;
    }
    io.stdout.write(`${user.email}\n`);
    const name = `${user.firstName} ${user.lastName}`.trim();
    const via = session.tokenSource === "STATEMENT_TOKEN" ? " (token from STATEMENT_TOKEN)" : "";
    io.stderr.write(`${name ? `${name}, ` : ""}${user.plan} plan, at ${session.origin}${via}\n`);
    return EXIT.ok;
  });
}
