import { isApiKey, NotFoundError, type Usage, WINDOW_WORDS } from "@statement-converter/sdk";
import { Command } from "commander";
import { formatTime } from "../api/describe-error.js";
import { withClient } from "../api/with-client.js";
import type { ApiDeps } from "../config/session.js";
import { EXIT, type Io } from "../io.js";

export function whoamiCommand(io: Io, deps: ApiDeps, setExitCode: (code: number) => void): Command {
  return new Command("whoami")
    .description("show who you are signed in as, where, and your plan's page usage")
    .option("--json", "print { origin, user, usage } as JSON")
    .addHelpText(
      "after",
      "\nPrints your e-mail on stdout; your name, plan and the pages used in the plan's window on stderr.\n" +
        "Exit codes: 0 signed in, 3 not signed in, 4 API unreachable.",
    )
    .action(async (args: { json?: boolean }) => {
      setExitCode(await runWhoami(args, io, deps));
    });
}

/** 'Pages: 3 of 5 used today (renews at 2026-03-03 14:05 UTC)'; unmetered: 'Pages: 12 used this month'. */
export function usageText(usage: Usage): string {
  const used = usage.limit === null ? `${usage.used}` : `${usage.used} of ${usage.limit}`;
  const renews = usage.renewsAt ? ` (renews at ${formatTime(usage.renewsAt)})` : "";
  const pending =
    usage.pendingPlan && usage.pendingPlanAt
      ? `; moves to ${usage.pendingPlan} at ${formatTime(usage.pendingPlanAt)}`
      : "";
  return `Pages: ${used} used ${WINDOW_WORDS[usage.window]}${renews}${pending}`;
}

export async function runWhoami(args: { json?: boolean }, io: Io, deps: ApiDeps = {}): Promise<number> {
  return withClient(io, deps, async ({ client, session }) => {
    const { user } = await client.auth.me();
    // A server from before allowances has no /usage: say nothing about pages then.
    const usage = await client
      .usage()
      .then((r) => r.data)
      .catch((err) => {
        if (err instanceof NotFoundError) return null;
        throw err;
      });
    if (args.json) {
      io.stdout.write(`${JSON.stringify({ origin: session.origin, user, usage }, null, 2)}\n`);
      return EXIT.ok;
    }
    io.stdout.write(`${user.email}\n`);
    const name = `${user.firstName} ${user.lastName}`.trim();
    const via =
      session.tokenSource === "STATEMENT_TOKEN"
        ? " (token from STATEMENT_TOKEN)"
        : session.tokenSource === "STATEMENT_API_KEY"
          ? " (API key from STATEMENT_API_KEY)"
          : session.token && isApiKey(session.token)
            ? " (API key)"
            : "";
    io.stderr.write(`${name ? `${name}, ` : ""}${user.plan} plan, at ${session.origin}${via}\n`);
    if (usage) io.stderr.write(`${usageText(usage)}\n`);
    return EXIT.ok;
  });
}
