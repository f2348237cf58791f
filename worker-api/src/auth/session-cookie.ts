import { SESSION_COOKIE } from "@statement-converter/contract";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { NewSession } from "./sessions.js";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Secure everywhere but on a local host, where the browser talks plain http. */
function secure(c: Context): boolean {
  return !LOCAL_HOSTS.has(new URL(c.req.url).hostname);
}

/** Sets `stmt_session`: httpOnly, SameSite=Lax, Path=/, Max-Age only with remember-me. */
export function setSessionCookie(c: Context, session: NewSession) {
  setCookie(c, SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: secure(c),
    ...(session.maxAgeSeconds ? { maxAge: session.maxAgeSeconds } : {}),
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, sameSite: "Lax", path: "/", secure: secure(c) });
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}
