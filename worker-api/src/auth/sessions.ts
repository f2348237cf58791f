import { and, eq, gt, ne } from "drizzle-orm";
import { type Db, isoNow } from "../db/client.js";
import { sessions, users } from "../db/schema.js";
import { hashToken, newToken } from "./tokens.js";

/** Session lifetimes (docs/architecture.md#auth): 24 hours, or 30 days with remember-me. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface NewSession {
  token: string;
  tokenHash: string;
  expiresAt: string;
  /** Cookie Max-Age in seconds, or undefined for a browser-session cookie. */
  maxAgeSeconds: number | undefined;
}

export async function createSession(
  db: Db,
  userId: string,
  { rememberMe = false, userAgent }: { rememberMe?: boolean; userAgent?: string | undefined } = {},
): Promise<NewSession> {
  const token = newToken();
  const tokenHash = await hashToken(token);
  const ttl = rememberMe ? REMEMBER_TTL_MS : SESSION_TTL_MS;
  const expiresAt = isoNow(Date.now() + ttl);
  await db.insert(sessions).values({ tokenHash, userId, expiresAt, userAgent: userAgent?.slice(0, 300) });
  return { token, tokenHash, expiresAt, maxAgeSeconds: rememberMe ? ttl / 1000 : undefined };
}

/** The live session of `token` with its user, or null when unknown, expired or revoked. */
export async function findSession(db: Db, token: string) {
  const tokenHash = await hashToken(token);
  const row = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, isoNow())))
    .get();
  return row ? { tokenHash, user: row.user } : null;
}

export async function revokeSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Revokes every session of the user, or every one but `keep`. */
export async function revokeUserSessions(db: Db, userId: string, keep?: string) {
  const where = keep
    ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(where);
}
