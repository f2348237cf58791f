import type { AuthResponse } from "@statement-converter/contract";
import type { Context } from "hono";
import { type Db, isoNow } from "../db/client.js";
import { toWireUser, type UserRow, updateUser } from "../db/queries/users.js";
import type { AppEnv } from "../env.js";
import { setSessionCookie } from "./session-cookie.js";
import { createSession } from "./sessions.js";

/**
 * Opens a session for `user`: the token goes back in the body (for the SDK and CLI) and in the
 * `stmt_session` cookie (for the browser). Records the sign-in time.
 */
export async function signIn(
  c: Context<AppEnv>,
  db: Db,
  user: UserRow,
  { rememberMe = false, message }: { rememberMe?: boolean | undefined; message: string },
): Promise<AuthResponse> {
  const session = await createSession(db, user.id, { rememberMe, userAgent: c.req.header("user-agent") });
  const signedIn = await updateUser(db, user.id, { lastSignInAt: isoNow() });
  setSessionCookie(c, session);
  return { success: true, accessToken: session.token, user: toWireUser(signedIn), message };
}
