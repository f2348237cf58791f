import { isApiKey } from "@statement-converter/contract";
import type { Context, MiddlewareHandler } from "hono";
import { findApiKey } from "../auth/api-keys.js";
import { readSessionCookie } from "../auth/session-cookie.js";
import { findSession } from "../auth/sessions.js";
import { database } from "../db/client.js";
import type { UserRow } from "../db/queries/users.js";
import type { AppEnv } from "../env.js";
import { readConfig, siteOrigin } from "../env.js";
import { ApiError } from "../http/api-error.js";

export interface Auth {
  user: UserRow;
  /** The session token's hash, or the API key's. */
  tokenHash: string;
  /** A session token as Bearer, the session cookie, or an API key (`sc_live_...`) as Bearer. */
  via: "bearer" | "cookie" | "api_key";
}

export type AuthedEnv = AppEnv & { Variables: { auth: Auth } };

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The presented token: a Bearer header wins over the session cookie. */
export function readCredentials(c: Context): { token: string; via: "bearer" | "cookie" } | null {
  const header = c.req.header("authorization");
  if (header) {
    const match = /^Bearer\s+(\S{1,200})\s*$/i.exec(header);
    if (!match?.[1]) throw new ApiError("UNAUTHENTICATED", "Not authenticated");
    return { token: match[1], via: "bearer" };
  }
  const cookie = readSessionCookie(c);
  return cookie ? { token: cookie, via: "cookie" } : null;
}

/**
 * A cookie-authenticated write must come from the site itself: its Origin must equal APP_ORIGIN
 * (or, when unset, the request URL's origin). Bearer requests are exempt.
 */
export function assertSameOrigin<E extends AppEnv>(c: Context<E>) {
  if (!UNSAFE_METHODS.has(c.req.method)) return;
  const expected = siteOrigin(c.env, c.req.url);
  if (c.req.header("origin") !== expected) {
    throw new ApiError("FORBIDDEN", "Access denied: cross-site request refused.");
  }
}

/**
 * Middleware: sign-in and sign-up set the session cookie without needing one: a browser posting them from
 * another site (its Origin) is refused too, or that site could sign the browser into an account
 * of its choosing. Clients that send no Origin (the SDK, the CLI) are not browsers and may.
 */
export const sameOriginIfGiven: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header("origin") !== undefined) assertSameOrigin(c);
  await next();
};

/** Resolves the caller's session; null when no credentials were presented. */
export async function authenticate<E extends AppEnv>(c: Context<E>): Promise<Auth | null> {
  const credentials = readCredentials(c);
  if (!credentials) return null;
  if (credentials.via === "cookie") assertSameOrigin(c);
  if (credentials.via === "bearer" && isApiKey(credentials.token)) {
    const key = await findApiKey(database(c.env.DB), credentials.token);
    if (!key) throw new ApiError("UNAUTHENTICATED", "This API key is invalid, expired or revoked.");
    return { user: key.user, tokenHash: key.keyHash, via: "api_key" };
  }
  const session = await findSession(database(c.env.DB), credentials.token);
  if (!session) throw new ApiError("UNAUTHENTICATED", "Session expired. Please login again.");
  return { ...session, via: credentials.via };
}

/** Verified-address check for deployments that require it (REQUIRE_EMAIL_VERIFICATION). */
export function assertMayUse<E extends AppEnv>(c: Context<E>, user: UserRow) {
  if (readConfig(c.env).REQUIRE_EMAIL_VERIFICATION && !user.emailVerified) {
    throw new ApiError("FORBIDDEN", "Please confirm your e-mail address first: follow the link we sent you.");
  }
}

/**
 * Middleware: the route needs a signed-in caller (401 otherwise); sets `auth`. With `session`,
 * account management (password, e-mail, deletion, keys): an API key is refused (403).
 */
export const requireAuth =
  (options: { session?: boolean } = {}): MiddlewareHandler<AuthedEnv> =>
  async (c, next) => {
    const auth = await authenticate(c);
    if (!auth) throw new ApiError("UNAUTHENTICATED", "Not authenticated");
    if (options.session && auth.via === "api_key") {
      throw new ApiError("FORBIDDEN", "API keys cannot manage the account: sign in with your password.");
    }
    assertMayUse(c, auth.user);
    c.set("auth", auth);
    await next();
  };

export type CallerEnv = AppEnv & { Variables: { caller: Auth | null } };

/**
 * Middleware for routes visitors may call too: sets `caller` to the signed-in caller, or null
 * when no credentials were presented (credentials that fail are 401, as with requireAuth).
 */
export const optionalAuth: MiddlewareHandler<CallerEnv> = async (c, next) => {
  const auth = await authenticate(c);
  if (auth) assertMayUse(c, auth.user);
  c.set("caller", auth);
  await next();
};
