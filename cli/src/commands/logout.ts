import { AuthenticationError, isApiKey } from "@statement-converter/sdk";
import { Command } from "commander";
import { describeError, type Failure } from "../api/describe-error.js";
import { openSession } from "../api/open-session.js";
import { reportFailure } from "../api/with-client.js";
import { writeConfig } from "../config/config-file.js";
import { type ApiDeps, clientFor, savedOrigin } from "../config/session.js";
import { EXIT, type Io } from "../io.js";
import { styleFor } from "../style.js";

export function logoutCommand(io: Io, deps: ApiDeps, setExitCode: (code: number) => void): Command {
  return new Command("logout")
    .description("revoke the token on the server and remove it from this machine")
    .addHelpText(
      "after",
      "\nExit codes: 0 signed out (or already), 4 the API could not be reached (the token is still\nremoved from this machine, but stays valid on the server until it expires).",
    )
    .action(async () => {
      setExitCode(await runLogout(io, deps));
    });
}

export async function runLogout(io: Io, deps: ApiDeps = {}): Promise<number> {
  const out = styleFor(io.stderr, io.env);
  const opened = await openSession(io, deps, { signedIn: false });
  if (!opened.ok) return reportFailure(io, opened.failure);
  const { session, client } = opened;
  const savedToken = session.saved.token;
  // The token in use (STATEMENT_TOKEN wins) and the saved one, each revoked where it was issued.
  const targets: { origin: string; token: string }[] = [];
  if (session.token) targets.push({ origin: session.origin, token: session.token });
  if (savedToken && savedToken !== session.token) {
    targets.push({ origin: savedOrigin(session.saved), token: savedToken });
  }
  if (targets.length === 0) {
    io.stderr.write(`Not signed in to ${session.origin}.\n`);
    return EXIT.ok;
  }

  let failure: Failure | null = null;
  for (const target of targets) {
    // An API key is not a session: it stays valid until revoked on the profile screen.
    if (isApiKey(target.token)) continue;
    try {
      await (target.origin === session.origin ? client : clientFor(target, deps))
        .withOptions({ token: target.token })
        .auth.logout();
    } catch (error) {
      // An expired or already revoked token is as good as revoked.
      if (error instanceof AuthenticationError) continue;
      failure ??= describeError(error, { ...session, origin: target.origin });
    }
  }
  if (savedToken) {
    const { token: _dropped, ...rest } = session.saved;
    await writeConfig(session.configPath, rest);
  }

  if (failure) {
    reportFailure(io, failure);
    io.stderr.write(
      `The token was removed from this machine${session.tokenSource === "STATEMENT_TOKEN" ? " (unset STATEMENT_TOKEN too)" : ""}, but the server could not revoke it: it stays valid until it expires.\n`,
    );
    return failure.exitCode;
  }
  io.stderr.write(
    `${out.green(`Signed out of ${[...new Set(targets.map((t) => t.origin))].join(" and ")}.`)}\n`,
  );
  if (session.tokenSource === "STATEMENT_TOKEN") {
    io.stderr.write("The token in STATEMENT_TOKEN is revoked; unset the variable.\n");
  }
  if (targets.some((t) => isApiKey(t.token))) {
    io.stderr.write(
      "The API key was only removed from this machine: revoke it on your profile page to disable it.\n",
    );
  }
  return EXIT.ok;
}
