import {
  DEV_OUTBOX_SECRET_HEADER,
  devPlanRequestSchema,
  type OutboxMail,
  outboxQuerySchema,
} from "@statement-converter/contract";
import { desc, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { moveToPlan } from "../accounts/plan-change.js";
import { timingSafeEqual } from "../auth/password.js";
import { database } from "../db/client.js";
import { findUserByEmail, toWireUser } from "../db/queries/users.js";
import { mailOutbox } from "../db/schema.js";
import type { AppEnv } from "../env.js";
import { readConfig } from "../env.js";
import { ApiError, notFound } from "../http/api-error.js";
import { json, query } from "../http/validate.js";

/**
 * Development and tests only (ENVIRONMENT=development): GET /api/dev/outbox?to=EMAIL lists the
 * latest mails to that one address, with their links; POST /api/dev/plan { email, plan,
 * billingInterval? } moves an account between plans (as `npm run plan` does). Anywhere else the
 * routes do not exist (404). Mails hold live reset links, so even locally they answer only a
 * caller that shows the local secret (DEV_OUTBOX_SECRET, printed by `npm start`, in the
 * x-dev-outbox-secret header) or a page of the site itself (a browser's `Sec-Fetch-Site:
 * same-origin` on a loopback host): never another site open in the same browser.
 */
export const dev = new Hono<AppEnv>();

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

function mayReadOutbox(c: Context<AppEnv>): boolean {
  const secret = c.env.DEV_OUTBOX_SECRET;
  const given = c.req.header(DEV_OUTBOX_SECRET_HEADER);
  if (secret && given) {
    const bytes = (s: string) => new TextEncoder().encode(s);
    return timingSafeEqual(bytes(given), bytes(secret));
  }
  return c.req.header("sec-fetch-site") === "same-origin" && LOOPBACK.has(new URL(c.req.url).hostname);
}

dev.use("*", async (c, next) => {
  if (!readConfig(c.env).isDevelopment) throw notFound();
  if (!mayReadOutbox(c)) {
    throw new ApiError("FORBIDDEN", "The dev outbox needs the local secret (npm start prints it).");
  }
  await next();
});

dev.get("/outbox", query(outboxQuerySchema), async (c) => {
  const q = c.req.valid("query");
  const rows = await database(c.env.DB)
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, q.to))
    .orderBy(desc(mailOutbox.id))
    .limit(q.limit);
  const mails: OutboxMail[] = rows.map((r) => ({
    to: r.to,
    subject: r.subject,
    text: r.text,
    links: JSON.parse(r.links) as string[],
    createdAt: r.createdAt,
  }));
  return c.json({ success: true as const, data: { mails } });
});

dev.post("/plan", ...json(devPlanRequestSchema), async (c) => {
  const body = c.req.valid("json");
  const db = database(c.env.DB);
  const user = await findUserByEmail(db, body.email);
  if (!user) throw notFound("User");
  const moved = await moveToPlan(db, user, body.plan, body.billingInterval);
  return c.json({
    success: true as const,
    message: moved.applied === "now" ? `Moved to ${body.plan}.` : `Moves to ${body.plan} at the next cycle.`,
    data: {
      user: toWireUser(moved.user),
      applied: moved.applied,
      pendingPlan: moved.user.pendingPlan,
      pendingPlanAt: moved.user.pendingPlanAt,
    },
  });
});
