import type { StatementClient } from "@statement-converter/sdk";
import { type ApiDeps, clientFor, loadSession, type Session } from "../config/session.js";
import type { Io } from "../io.js";
import { describeError, type Failure, notSignedIn } from "./describe-error.js";

export type Opened =
  | { ok: true; session: Session; client: StatementClient }
  | { ok: false; failure: Failure };

/**
 * The session of the config file and environment with a client for it. With `signedIn`, a
 * missing token is the NOT_SIGNED_IN failure (exit 3) before any request is made.
 */
export async function openSession(
  io: Io,
  deps: ApiDeps,
  options: { signedIn: boolean; apiFlag?: string | undefined },
): Promise<Opened> {
  let session: Session;
  try {
    session = await loadSession(io, options.apiFlag);
  } catch (error) {
    return { ok: false, failure: describeError(error, { origin: "(unknown)", tokenSource: undefined }) };
  }
  if (options.signedIn && !session.token) return { ok: false, failure: notSignedIn(session) };
  try {
    return { ok: true, session, client: clientFor(session, deps) };
  } catch (error) {
    return { ok: false, failure: describeError(error, session) };
  }
}
