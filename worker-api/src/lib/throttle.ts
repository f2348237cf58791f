import { and, asc, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { loginAttempts } from "../db/schema.js";
import { ApiError } from "./api-error.js";

/** Failed sign-ins are counted per e-mail and per IP over a sliding 15-minute window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface LoginLimits {
  perEmail: number;
  perIp: number;
}

type Key = { column: typeof loginAttempts.email | typeof loginAttempts.ip; value: string; max: number };

/** Seconds until the window holds fewer than `max` failures for `key`, or 0 when it already does. */
async function waitSeconds(db: Db, key: Key, now: number): Promise<number> {
  const since = now - LOGIN_WINDOW_MS;
  const where = and(eq(key.column, key.value), gt(loginAttempts.at, since));
  const [row] = await db.select({ n: count() }).from(loginAttempts).where(where);
  const failures = row?.n ?? 0;
  if (failures < key.max) return 0;
  // Once the (failures - max + 1) oldest attempts leave the window, one more try is allowed.
  const freeing = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(where)
    .orderBy(asc(loginAttempts.at))
    .limit(1)
    .offset(failures - key.max)
    .get();
  const at = freeing?.at ?? now;
  return Math.max(1, Math.ceil((at + LOGIN_WINDOW_MS - now) / 1000));
}

/** Refuses a sign-in with 429 RATE_LIMITED and Retry-After once either limit is reached. */
export async function assertLoginAllowed(
  db: Db,
  who: { email: string; ip: string },
  limits: LoginLimits,
  now = Date.now(),
) {
  const waits = await Promise.all([
    waitSeconds(db, { column: loginAttempts.email, value: who.email, max: limits.perEmail }, now),
    waitSeconds(db, { column: loginAttempts.ip, value: who.ip, max: limits.perIp }, now),
  ]);
  const wait = Math.max(...waits);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw new ApiError(
      "RATE_LIMITED",
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      undefined,
      { "Retry-After": String(wait) },
    );
  }
}

export async function recordFailedLogin(db: Db, who: { email: string; ip: string }, now = Date.now()) {
  await db.insert(loginAttempts).values({ email: who.email, ip: who.ip, at: now });
}

/** A successful sign-in forgives the e-mail's earlier failures (the IP's stay counted). */
export async function clearFailedLogins(db: Db, email: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}

export async function pruneLoginAttempts(db: Db, now = Date.now()) {
  await db.delete(loginAttempts).where(lt(loginAttempts.at, now - LOGIN_WINDOW_MS));
}

/** The caller's address as Cloudflare reports it. */
export function clientIp(headers: Headers): string {
  return headers.get("cf-connecting-ip")?.slice(0, 64) || "unknown";
}
