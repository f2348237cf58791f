import { type OutboxMail, outboxQuerySchema } from "@statement-converter/sdk/contract";
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../app.js";
import { database } from "../db/client.js";
import { mailOutbox } from "../db/schema.js";
import { readConfig } from "../env.js";
import { notFound } from "../lib/api-error.js";
import { readQuery } from "../lib/validate.js";

/**
 * Development and tests only (ENVIRONMENT=development): GET /api/dev/outbox?to=EMAIL lists the
 * latest mails with their links. Anywhere else the route does not exist (404).
 */
export const dev = new Hono<AppEnv>();

dev.use("*", async (c, next) => {
  if (!readConfig(c.env).isDevelopment) throw notFound();
  await next();
});

dev.get("/outbox", async (c) => {
  const q = readQuery(c, outboxQuerySchema);
  const rows = await database(c.env.DB)
    .select()
    .from(mailOutbox)
    .where(q.to ? eq(mailOutbox.to, q.to) : undefined)
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
