import {
  allowanceOf,
  allowanceText,
  type BillingInterval,
  billingPeriod,
  DAY_MS,
  type PlanId,
  type PlanState,
  planName,
  type QuotaDetail,
  settlePlan,
  type Usage,
  type UsageWindow,
} from "@statement-converter/contract";
import { and, eq, gte, lt } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { isUniqueViolation } from "../db/constraints.js";
import type { UserRow } from "../db/queries/users.js";
import { pageUsage, users } from "../db/schema.js";
import { ApiError } from "../http/api-error.js";
import { VISITOR_PREFIX } from "./visitor-key.js";

/**
 * Page allowances (decision 0015): who is counted, over which window, and the one conditional
 * INSERT that counts pages. A run is refused before extraction when nothing is left, and before
 * the engine reads the file when its measured pages do not fit; its pages are charged after a
 * successful extraction (the exact count is known only then) by an INSERT that only happens when
 * the window still has room: D1 runs each statement on its own, so parallel runs cannot pass the
 * allowance between a check and a write.
 */

/**
 * Whose allowance a run counts against: an account, or a signed-out visitor, named by the keyed
 * hash of the client IP (allowance/visitor-key.ts).
 */
export type Meter = { kind: "user"; user: UserRow } | { kind: "visitor"; subject: string };

export interface MeterState {
  subject: string;
  plan: PlanId;
  billingInterval: BillingInterval;
  window: UsageWindow;
  limit: number | null;
  /** Unix ms: pages at or after this count. */
  since: number;
  /** Billing windows: the period's end (Unix ms); rolling windows: null. */
  periodEnd: number | null;
  pendingPlan: Usage["pendingPlan"];
  pendingPlanAt: string | null;
}

export const subjectOf = (meter: Meter) => (meter.kind === "user" ? meter.user.id : meter.subject);

export function planStateOf(user: UserRow): PlanState {
  return {
    plan: user.plan,
    billingInterval: user.billingInterval,
    billingCycleStart: user.billingCycleStart ?? user.createdAt,
    pendingPlan: user.pendingPlan,
    pendingPlanAt: user.pendingPlanAt,
  };
}

/** Applies a downgrade whose time has come (and stores it); returns the user as it now is. */
export async function settleUser(db: Db, user: UserRow, now: Date): Promise<UserRow> {
  const state = planStateOf(user);
  const settled = settlePlan(state, now);
  if (settled === state) return user;
  const [row] = await db.update(users).set(settled).where(eq(users.id, user.id)).returning();
  return row ?? { ...user, ...settled };
}

/** The window the meter counts in at `now`. */
export function meterState(meter: Meter, now: Date): MeterState {
  const subject = subjectOf(meter);
  if (meter.kind === "visitor") {
    const { window, pages } = allowanceOf("anonymous", "monthly");
    return {
      subject,
      plan: "anonymous",
      billingInterval: "monthly",
      window,
      limit: pages,
      since: now.getTime() - DAY_MS + 1,
      periodEnd: null,
      pendingPlan: null,
      pendingPlanAt: null,
    };
  }
  const state = planStateOf(meter.user);
  const { window, pages } = allowanceOf(state.plan, state.billingInterval);
  const base = {
    subject,
    plan: state.plan,
    billingInterval: state.billingInterval,
    window,
    limit: pages,
    pendingPlan: state.pendingPlan,
    pendingPlanAt: state.pendingPlanAt,
  };
  if (window === "24h") return { ...base, since: now.getTime() - DAY_MS + 1, periodEnd: null };
  const period = billingPeriod(new Date(state.billingCycleStart), state.billingInterval, now);
  return { ...base, since: period.start.getTime(), periodEnd: period.end.getTime() };
}

/** The pages counted in the window, oldest first. */
async function windowRows(d1: D1Database, state: MeterState) {
  const { results } = await d1
    .prepare("SELECT pages, at FROM page_usage WHERE subject = ?1 AND at >= ?2 ORDER BY at ASC")
    .bind(state.subject, state.since)
    .all<{ pages: number; at: number }>();
  return results;
}

const iso = (ms: number) => new Date(ms).toISOString();

const pagesIn = (rows: readonly { pages: number }[]) => rows.reduce((n, r) => n + r.pages, 0);

/**
 * When `requested` more pages fit: billing windows at the period's end; rolling windows when
 * enough of the oldest pages have left the last 24 hours (all of them when the request is
 * larger than the whole allowance). Null when nothing is counted.
 */
function renewalTime(state: MeterState, rows: { pages: number; at: number }[], requested: number) {
  if (state.periodEnd !== null) return iso(state.periodEnd);
  if (rows.length === 0) return null;
  const used = pagesIn(rows);
  const limit = state.limit ?? Number.POSITIVE_INFINITY;
  let freed = 0;
  for (const row of rows) {
    freed += row.pages;
    if (used - freed + requested <= limit) return iso(row.at + DAY_MS);
  }
  return iso((rows.at(-1)?.at ?? 0) + DAY_MS);
}

/** GET /usage: the plan, its window and the pages used in it. */
export async function readUsage(d1: D1Database, state: MeterState): Promise<Usage> {
  const rows = await windowRows(d1, state);
  return {
    plan: state.plan,
    billingInterval: state.billingInterval,
    window: state.window,
    used: pagesIn(rows),
    limit: state.limit,
    renewsAt: renewalTime(state, rows, 1),
    pendingPlan: state.pendingPlan,
    pendingPlanAt: state.pendingPlanAt,
  };
}

function quotaExceeded(state: MeterState, used: number, requested: number, renewsAt: string | null) {
  const limit = state.limit ?? 0;
  const quota: QuotaDetail = { plan: state.plan, window: state.window, limit, used, requested, renewsAt };
  const allowance = `${allowanceText(state.plan, state.billingInterval)} (${planName(state.plan)} plan)`;
  const need =
    requested > limit
      ? `This file has ${requested} pages, more than the whole allowance of ${allowance}.`
      : `This file needs ${requested} page${requested === 1 ? "" : "s"}; ${used} of ${limit} pages of the ${allowance} allowance are used.`;
  const renews = renewsAt ? ` The allowance renews at ${renewsAt}.` : "";
  return new ApiError(
    "QUOTA_EXCEEDED",
    `Page allowance reached. ${need}${renews} Upgrade for more pages.`,
    undefined,
    undefined,
    quota,
  );
}

/**
 * Refuses a run before extraction when `pages` do not fit in what the window has left: with 1
 * before anything runs, with the file's measured pages before the engine reads it (decision 0015).
 */
export async function assertRoom(d1: D1Database, state: MeterState, pages = 1): Promise<void> {
  if (state.limit === null) return;
  const rows = await windowRows(d1, state);
  const used = pagesIn(rows);
  if (used + pages > state.limit) throw quotaExceeded(state, used, pages, renewalTime(state, rows, pages));
}

/**
 * Counts `pages` for a successful run, atomically: the row is inserted only while the window's
 * sum plus `pages` stays within the limit; otherwise 402 QUOTA_EXCEEDED. Returns the row id
 * (to give the pages back if the run cannot be saved) and the pages used after it.
 */
export async function charge(
  d1: D1Database,
  state: MeterState,
  pages: number,
  conversionId: string | null,
  now: number,
): Promise<{ id: number; used: number }> {
  const insert =
    state.limit === null
      ? d1.prepare(
          "INSERT INTO page_usage (subject, pages, at, conversion_id) VALUES (?1, ?2, ?3, ?4) RETURNING id",
        )
      : d1.prepare(
          `INSERT INTO page_usage (subject, pages, at, conversion_id)
           SELECT ?1, ?2, ?3, ?4
           WHERE (SELECT COALESCE(SUM(pages), 0) FROM page_usage WHERE subject = ?1 AND at >= ?5) + ?2 <= ?6
           RETURNING id`,
        );
  const bound =
    state.limit === null
      ? insert.bind(state.subject, pages, now, conversionId)
      : insert.bind(state.subject, pages, now, conversionId, state.since, state.limit);
  // The unique index on conversion_id: a stored conversion is charged once, whatever runs it.
  const row = await bound.first<{ id: number }>().catch((err) => {
    if (!isUniqueViolation(err)) throw err;
    throw new ApiError("ALREADY_PROCESSING", "This conversion has been counted already.");
  });
  const rows = await windowRows(d1, state);
  const used = pagesIn(rows);
  if (!row) throw quotaExceeded(state, used, pages, renewalTime(state, rows, pages));
  return { id: row.id, used };
}

/**
 * Drops visitors' rows whose 24-hour window has ended (the scheduled clean-up): nothing of a
 * visitor's is kept longer than the allowance needs it. Accounts' rows stay for their usage.
 */
export async function pruneVisitorUsage(db: Db, now: number): Promise<void> {
  // A range on the subject (not LIKE) so the (subject, at) index finds the rows.
  const after = `${VISITOR_PREFIX.slice(0, -1)};`;
  await db
    .delete(pageUsage)
    .where(
      and(
        gte(pageUsage.subject, VISITOR_PREFIX),
        lt(pageUsage.subject, after),
        lt(pageUsage.at, now - DAY_MS + 1),
      ),
    );
}

/** Gives back the pages of a run that could not be saved. */
export async function refund(d1: D1Database, id: number): Promise<void> {
  await d1.prepare("DELETE FROM page_usage WHERE id = ?1").bind(id).run();
}

/**
 * True once per window, for the run that takes an account to 80% of its allowance or past it:
 * the notice time is stamped by a conditional UPDATE, so parallel runs send one e-mail.
 */
export async function claimQuotaNotice(d1: D1Database, state: MeterState, used: number, now: number) {
  if (state.limit === null || state.subject.startsWith(VISITOR_PREFIX) || used < state.limit * 0.8)
    return false;
  const res = await d1
    .prepare(
      "UPDATE users SET quota_notice_at = ?1 WHERE id = ?2 AND (quota_notice_at IS NULL OR quota_notice_at < ?3)",
    )
    .bind(iso(now), state.subject, iso(state.since))
    .run();
  return res.meta.changes === 1;
}
