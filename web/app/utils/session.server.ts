/**
 * Who is signed in, and the navigation guard (docs/architecture.md#screens). The session is the
 * API's httpOnly `stmt_session` cookie; the web app never sees or stores the token itself, it only
 * forwards the cookie (api.server.ts) and asks the API who it belongs to.
 *
 *   const user = await requireUser(request, context);        // protected loaders and actions
 *   await requireAnonymous(request, context);                // login, register, forgot-password
 *   const data = await authenticated(request, api.conversions.list()); // a 401 -> /login
 */
import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import { AuthenticationError, SESSION_COOKIE, type User } from "@statement-converter/sdk";
import { apiClient } from "./api.server";
import { loginPath, pathWithSearch } from "./redirect";
import { toastCookieHeader } from "./toast.server";

export const SESSION_EXPIRED = "Session expired. Please login again.";

export function hasSessionCookie(request: Request): boolean {
  const cookie = request.headers.get("Cookie") ?? "";
  return cookie.split(";").some((part) => {
    const [name, value] = part.trim().split("=");
    return name === SESSION_COOKIE && Boolean(value);
  });
}

/** `stmt_session` removed (same attributes as the API sets it with). */
export function clearSessionCookie(request: Request): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
}

export interface SessionState {
  user: User | null;
  /** A session cookie was sent but the API no longer accepts it (expired or revoked). */
  expired: boolean;
  /** The API could not be asked (down, misconfigured): public pages render signed out. */
  unavailable?: boolean;
}

const lookups = new WeakMap<Request, Promise<SessionState>>();

/** The signed-in user, or null; one API call per request however many loaders ask. */
export function getSession(request: Request, context: AppLoadContext): Promise<SessionState> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = readSession(request, context);
    lookups.set(request, lookup);
  }
  return lookup;
}

async function readSession(request: Request, context: AppLoadContext): Promise<SessionState> {
  if (!hasSessionCookie(request)) return { user: null, expired: false };
  try {
    const { user } = await apiClient(request, context).auth.me();
    return { user, expired: false };
  } catch (err) {
    if (err instanceof AuthenticationError) return { user: null, expired: true };
    console.error("Could not read the session from the API", err);
    return { user: null, expired: false, unavailable: true };
  }
}

export async function getOptionalUser(request: Request, context: AppLoadContext): Promise<User | null> {
  return (await getSession(request, context)).user;
}

/**
 * A redirect to /login that clears the session and says 'Session expired. Please login again.',
 * returning to `intended` (default: the current page) after sign-in.
 */
export async function sessionExpiredRedirect(request: Request, intended = pathWithSearch(request.url)) {
  const headers = new Headers();
  headers.append("Set-Cookie", clearSessionCookie(request));
  headers.append("Set-Cookie", await toastCookieHeader({ type: "error", message: SESSION_EXPIRED }));
  return redirect(loginPath(intended), { headers });
}

/** The signed-in user; a visitor is sent to /login?redirect=<this page> (a stale session with the expiry toast). */
export async function requireUser(request: Request, context: AppLoadContext): Promise<User> {
  const { user, expired, unavailable } = await getSession(request, context);
  if (user) return user;
  if (unavailable) throw new Response("Server error. Please try again later.", { status: 503 });
  if (expired) throw await sessionExpiredRedirect(request);
  throw redirect(loginPath(pathWithSearch(request.url)));
}

/** Login, register and forgot-password send a signed-in user to the dashboard. */
export async function requireAnonymous(request: Request, context: AppLoadContext): Promise<void> {
  const { user } = await getSession(request, context);
  if (user) throw redirect("/dashboard");
}

/**
 * Awaits an authenticated API call; a 401 clears the session and goes to /login with the
 * 'Session expired. Please login again.' toast. Other errors are rethrown.
 */
export async function authenticated<T>(request: Request, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof AuthenticationError) throw await sessionExpiredRedirect(request);
    throw err;
  }
}
