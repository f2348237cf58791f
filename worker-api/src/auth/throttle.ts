import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { rateEvents } from "../db/schema.js";
import type { Config } from "../env.js";
import { ApiError } from "../http/api-error.js";

/** Sign-in attempts are counted over 15 minutes; mails, sign-ups and messages over an hour. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const HOURLY_WINDOW_MS = 60 * 60 * 1000;
/** Exports (downloads, ZIPs, the account export) of one account running at once. */
export const MAX_RUNNING_EXPORTS = 2;
/**
 * How long a running export holds its slot at most. It gives the slot back when its last chunk
 * is written or the client cancels the download (`runningExport`); an isolate stopped
 * mid-export frees its slot after this. A 200,000-row export takes under a minute.
 */
export const EXPORT_SLOT_MS = 2 * 60 * 1000;
/**
 * The Retry-After of a refused export: a slot comes back when an export ends, mostly within
 * seconds, not when EXPORT_SLOT_MS has passed. Short enough for the SDK to wait and retry
 * (it waits at most 60 s), so `statement export` run four at a time queues instead of failing.
 */
export const EXPORT_RETRY_AFTER_S = 2;

/** One count to keep under `max` within `windowMs`: events of `bucket` for `key`. */
export interface Limit {
  bucket: string;
  key: string;
  max: number;
  windowMs: number;
}

/** What the 429 says: "Too many X. Please try again in N minutes." */
export type Throttled = (minutes: number) => string;

/**
 * A throttle: its limits, its message, and for slots that are given back when work ends
 * (running exports) the Retry-After to answer instead of the wait until the window frees one.
 */
export interface Throttle {
  limits: Limit[];
  throttled: Throttled;
  retryAfterSeconds?: number;
}

const minutes = (n: number) => `${n} minute${n === 1 ? "" : "s"}`;

/**
 * Takes one slot under every limit, or none: one INSERT ... SELECT counts each key's events in
 * its window and records the new ones only when every count is under its max, so parallel
 * requests cannot all pass the check before any is recorded (D1 runs statements one at a time).
 * Answers 429 RATE_LIMITED with Retry-After otherwise. Returns the ids of the recorded events.
 */
export async function throttle(
  db: Db,
  { limits, throttled, retryAfterSeconds }: Throttle,
  now = Date.now(),
): Promise<number[]> {
  const values = sql.join(
    limits.map((l) => sql`(${l.bucket}, ${l.key})`),
    sql`, `,
  );
  const conditions = sql.join(
    limits.map(
      (l) =>
        sql`(SELECT count(*) FROM rate_events WHERE bucket = ${l.bucket} AND key = ${l.key} AND at > ${now - l.windowMs}) < ${l.max}`,
    ),
    sql` AND `,
  );
  const taken = await db.all<{ id: number }>(
    sql`INSERT INTO rate_events (bucket, key, at) SELECT column1, column2, ${now} FROM (VALUES ${values}) WHERE ${conditions} RETURNING id`,
  );
  if (taken.length > 0) return taken.map((t) => t.id);
  const wait = Math.max(...(await Promise.all(limits.map((l) => waitSeconds(db, l, now)))));
  throw new ApiError("RATE_LIMITED", throttled(Math.ceil(wait / 60)), undefined, {
    "Retry-After": String(retryAfterSeconds ?? wait),
  });
}

/** Seconds until `limit`'s window holds fewer than its max events (at least 1). */
async function waitSeconds(db: Db, limit: Limit, now: number): Promise<number> {
  const where = and(
    eq(rateEvents.bucket, limit.bucket),
    eq(rateEvents.key, limit.key),
    gt(rateEvents.at, now - limit.windowMs),
  );
  const events = await db
    .select({ at: rateEvents.at })
    .from(rateEvents)
    .where(where)
    .orderBy(asc(rateEvents.at));
  if (events.length < limit.max) return 1;
  // Once the (events - max + 1) oldest leave the window, one more is allowed.
  const freeing = events[events.length - limit.max]?.at ?? now;
  return Math.max(1, Math.ceil((freeing + limit.windowMs - now) / 1000));
}

/** Gives slots back (a successful sign-in does not count against its IP). */
export async function releaseSlots(db: Db, ids: number[]) {
  if (ids.length > 0) await db.delete(rateEvents).where(inArray(rateEvents.id, ids));
}

/** Forgets every event of `bucket` for `key` (a successful sign-in forgives its address's failures). */
export async function forget(db: Db, bucket: string, key: string) {
  await db.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, key)));
}

export async function pruneRateEvents(db: Db, now = Date.now()) {
  await db.delete(rateEvents).where(lt(rateEvents.at, now - HOURLY_WINDOW_MS));
}

/** The caller's address as Cloudflare reports it. */
export function clientIp(headers: Headers): string {
  return headers.get("cf-connecting-ip")?.slice(0, 64) || "unknown";
}

/** The throttles of the API, with their limits from the configuration. */
export const throttles = {
  login: (config: Config, email: string, ip: string) => ({
    limits: [
      { bucket: "login:email", key: email, max: config.LOGIN_MAX_PER_EMAIL, windowMs: LOGIN_WINDOW_MS },
      { bucket: "login:ip", key: ip, max: config.LOGIN_MAX_PER_IP, windowMs: LOGIN_WINDOW_MS },
    ],
    throttled: (m: number) => `Too many failed sign-in attempts. Please try again in ${minutes(m)}.`,
  }),
  passwordReset: (config: Config, email: string, ip: string) => ({
    limits: [
      { bucket: "reset:email", key: email, max: config.RESET_MAX_PER_EMAIL, windowMs: HOURLY_WINDOW_MS },
      { bucket: "reset:ip", key: ip, max: config.RESET_MAX_PER_IP, windowMs: HOURLY_WINDOW_MS },
    ],
    throttled: (m: number) => `Too many password reset requests. Please try again in ${minutes(m)}.`,
  }),
  confirmationMail: (config: Config, email: string, ip: string) => ({
    limits: [
      { bucket: "verify:email", key: email, max: config.VERIFY_MAX_PER_EMAIL, windowMs: HOURLY_WINDOW_MS },
      { bucket: "verify:ip", key: ip, max: config.VERIFY_MAX_PER_IP, windowMs: HOURLY_WINDOW_MS },
    ],
    throttled: (m: number) => `Too many confirmation e-mails requested. Please try again in ${minutes(m)}.`,
  }),
  signUp: (config: Config, ip: string) => ({
    limits: [{ bucket: "signup:ip", key: ip, max: config.SIGNUP_MAX_PER_IP, windowMs: HOURLY_WINDOW_MS }],
    throttled: (m: number) =>
      `Too many accounts created from this network. Please try again in ${minutes(m)}.`,
  }),
  runningExports: (userId: string): Throttle => ({
    limits: [{ bucket: "export:running", key: userId, max: MAX_RUNNING_EXPORTS, windowMs: EXPORT_SLOT_MS }],
    retryAfterSeconds: EXPORT_RETRY_AFTER_S,
    throttled: (m: number) =>
      `${MAX_RUNNING_EXPORTS} exports of this account are running, the most at once. Please try again when one has finished (in ${minutes(m)} at most).`,
  }),
  contact: (config: Config, ip: string) => ({
    limits: [{ bucket: "contact:ip", key: ip, max: config.CONTACT_MAX_PER_IP, windowMs: HOURLY_WINDOW_MS }],
    throttled: (m: number) => `Too many messages sent. Please try again in ${minutes(m)}.`,
  }),
};
