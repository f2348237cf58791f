import type { ApiDeps } from "../config/session.js";
import type { Io } from "../io.js";
import { styleFor } from "../style.js";
import { describeError, type Failure } from "./describe-error.js";
import { type Opened, openSession } from "./open-session.js";

export type SignedIn = Extract<Opened, { ok: true }>;

/**
 * Runs a command's `action` with a signed-in client. A missing sign-in, and anything the action
 * throws from the SDK, is printed as one sentence on stderr and becomes the exit code.
 */
export async function withClient(
  io: Io,
  deps: ApiDeps,
  action: (api: SignedIn) => Promise<number>,
): Promise<number> {
  const opened = await openSession(io, deps, { signedIn: true });
  if (!opened.ok) return reportFailure(io, opened.failure);
  try {
    return await action(opened);
  } catch (error) {
    return reportFailure(io, describeError(error, opened.session));
  }
}

/** `error: sentence` in red on stderr; returns the failure's exit code. */
export function reportFailure(io: Io, failure: Failure): number {
  io.stderr.write(`${styleFor(io.stderr, io.env).red(`error: ${failure.message}`)}\n`);
  return failure.exitCode;
}
