import { API_KEY_PREFIX, isApiKey } from "@statement-converter/sdk";
import { Command } from "commander";
import { describeError } from "../api/describe-error.js";
import { type Opened, openSession } from "../api/open-session.js";
import { reportFailure } from "../api/with-client.js";
import { writeConfig } from "../config/config-file.js";
import { type ApiDeps, savedOrigin } from "../config/session.js";
import { EXIT, type Io } from "../io.js";
import { PromptCancelled } from "../prompt.js";
import { styleFor } from "../style.js";

export interface LoginArgs {
  api?: string;
  email?: string;
  /** `--api-key KEY`, or `--api-key` alone: from STATEMENT_API_KEY or asked without echo. */
  apiKey?: string | boolean;
}

const HELP = `
On a terminal, statement asks for your e-mail and password (the password is not shown). In
scripts, pass --email and put the password in STATEMENT_LOGIN_PASSWORD. The API's address and
a token (valid 30 days) are saved in the config file
(~/.config/statement-converter/config.json, or under XDG_CONFIG_HOME; %APPDATA% on Windows),
readable by you only. STATEMENT_API_URL and STATEMENT_TOKEN override what is saved.

With --api-key, statement saves an API key (sc_live_..., made on the profile screen) instead of
signing in with a password: the key from the option, from STATEMENT_API_KEY, or asked for.
STATEMENT_API_KEY alone also works without any login.

Examples:
  $ statement login                                  the local site (http://127.0.0.1:5173)
  $ statement login --api-key                        asks for the key (not shown)
  $ STATEMENT_API_KEY=sc_live_... statement login --api-key
  $ statement login --api https://statements.example.com
  $ STATEMENT_LOGIN_PASSWORD=... statement login --email me@example.com

Exit codes: 0 signed in, 2 usage error, 3 wrong e-mail or password, 4 the API cannot be reached.`;

export function loginCommand(io: Io, deps: ApiDeps, setExitCode: (code: number) => void): Command {
  return new Command("login")
    .description("sign in to the Statement Converter API and save the token")
    .option(
      "--api <origin>",
      "the site's address (default: STATEMENT_API_URL, the saved one, or http://127.0.0.1:5173)",
    )
    .option("--email <email>", "your e-mail (the password comes from STATEMENT_LOGIN_PASSWORD)")
    .option("--api-key [key]", "save an API key instead (default: STATEMENT_API_KEY, or asked)")
    .addHelpText("after", HELP)
    .action(async (args: LoginArgs) => {
      setExitCode(await runLogin(args, io, deps));
    });
}

export async function runLogin(args: LoginArgs, io: Io, deps: ApiDeps = {}): Promise<number> {
  const out = styleFor(io.stderr, io.env);
  const opened = await openSession(io, deps, { signedIn: false, apiFlag: args.api });
  if (!opened.ok) return reportFailure(io, opened.failure);
  const { session, client } = opened;
  if (args.apiKey !== undefined && args.apiKey !== false) return saveApiKey(args, io, opened);

  let credentials: { email: string; password: string };
  try {
    const sameSite = savedOrigin(session.saved) === session.origin;
    const asked = await askCredentials(args, io, sameSite ? session.saved.email : undefined);
    if ("usage" in asked)
      return reportFailure(io, { code: "USAGE", message: asked.usage, exitCode: EXIT.usage });
    credentials = asked;
  } catch (error) {
    if (!(error instanceof PromptCancelled)) throw error;
    return reportFailure(io, { code: "CANCELLED", message: "Login cancelled.", exitCode: EXIT.usage });
  }

  let signedIn: { accessToken: string; user: { email: string } };
  try {
    signedIn = await client.auth.login({ ...credentials, rememberMe: true });
  } catch (error) {
    return reportFailure(io, describeError(error, session));
  }

  try {
    await writeConfig(session.configPath, {
      origin: session.origin,
      token: signedIn.accessToken,
      email: signedIn.user.email,
    });
  } catch (error) {
    await client
      .withOptions({ token: signedIn.accessToken })
      .auth.logout()
      .catch(() => undefined);
    return reportFailure(io, {
      code: "CONFIG_WRITE_FAILED",
      message: `Signed in, but the token could not be saved to ${session.configPath}: ${(error as Error).message}`,
      exitCode: EXIT.failed,
    });
  }
  // The token this login replaces is revoked, so re-running login leaves no stray sessions.
  const previous = savedOrigin(session.saved) === session.origin ? session.saved.token : undefined;
  if (previous && previous !== signedIn.accessToken) {
    await client
      .withOptions({ token: previous })
      .auth.logout()
      .catch(() => undefined);
  }

  io.stderr.write(`${out.green(`Signed in to ${session.origin} as ${signedIn.user.email}.`)}\n`);
  io.stderr.write(`Token saved in ${session.configPath}\n`);
  if (session.tokenSource === "STATEMENT_TOKEN") {
    io.stderr.write(
      `${out.yellow("Note: STATEMENT_TOKEN is set and overrides the saved token; unset it to use this login.")}\n`,
    );
  }
  return EXIT.ok;
}

/** `login --api-key`: checks the key with the API (whose it is), then saves it like a token. */
async function saveApiKey(args: LoginArgs, io: Io, opened: Extract<Opened, { ok: true }>): Promise<number> {
  const { session, client } = opened;
  const out = styleFor(io.stderr, io.env);
  let key = typeof args.apiKey === "string" ? args.apiKey.trim() : io.env.STATEMENT_API_KEY?.trim();
  if (!key) {
    if (!io.prompter.interactive) {
      return reportFailure(io, {
        code: "USAGE",
        message: "No terminal to ask for the API key: pass --api-key KEY or set STATEMENT_API_KEY.",
        exitCode: EXIT.usage,
      });
    }
    try {
      key = (await io.prompter.askSecret("API key: ")).trim();
    } catch (error) {
      if (!(error instanceof PromptCancelled)) throw error;
      return reportFailure(io, { code: "CANCELLED", message: "Login cancelled.", exitCode: EXIT.usage });
    }
  }
  if (!isApiKey(key)) {
    return reportFailure(io, {
      code: "USAGE",
      message: `That is not an API key: keys start with ${API_KEY_PREFIX} (make one on your profile page).`,
      exitCode: EXIT.usage,
    });
  }
  let email: string;
  try {
    email = (await client.withOptions({ token: key }).auth.me()).user.email;
  } catch (error) {
    const failure = describeError(error, session);
    return reportFailure(
      io,
      failure.code === "UNAUTHENTICATED"
        ? { ...failure, message: `${session.origin} refused the API key (unknown, expired or revoked).` }
        : failure,
    );
  }
  try {
    await writeConfig(session.configPath, { origin: session.origin, token: key, email });
  } catch (error) {
    return reportFailure(io, {
      code: "CONFIG_WRITE_FAILED",
      message: `The API key could not be saved to ${session.configPath}: ${(error as Error).message}`,
      exitCode: EXIT.failed,
    });
  }
  io.stderr.write(`${out.green(`Using an API key of ${email} at ${session.origin}.`)}\n`);
  io.stderr.write(`API key saved in ${session.configPath}\n`);
  return EXIT.ok;
}

/** --email or a prompt; STATEMENT_LOGIN_PASSWORD or a prompt without echo. */
async function askCredentials(
  args: LoginArgs,
  io: Io,
  lastEmail: string | undefined,
): Promise<{ email: string; password: string } | { usage: string }> {
  const envPassword = io.env.STATEMENT_LOGIN_PASSWORD;
  const { prompter } = io;
  let email = args.email?.trim();
  if (!email) {
    if (!prompter.interactive) {
      return { usage: "No terminal to ask for your e-mail: pass --email and set STATEMENT_LOGIN_PASSWORD." };
    }
    const answer = (await prompter.ask(lastEmail ? `E-mail (${lastEmail}): ` : "E-mail: ")).trim();
    email = answer || lastEmail || "";
    if (!email) return { usage: "An e-mail is needed to sign in." };
  }
  if (envPassword) return { email, password: envPassword };
  if (!prompter.interactive) {
    return { usage: "No terminal to ask for your password: set STATEMENT_LOGIN_PASSWORD." };
  }
  const password = await prompter.askSecret("Password: ");
  if (!password) return { usage: "A password is needed to sign in." };
  return { email, password };
}
