import { contactRequestSchema, type MessageResponse } from "@statement-converter/contract";
import { Hono } from "hono";
import { clientIp, throttle, throttles } from "../auth/throttle.js";
import { database } from "../db/client.js";
import { contactMessages } from "../db/schema.js";
import type { AppEnv } from "../env.js";
import { readConfig } from "../env.js";
import { json } from "../http/validate.js";
import { authenticate } from "../middleware/auth.js";

/** POST /api/contact: the contact form, stored (linked to the account when signed in). */
export const contact = new Hono<AppEnv>().post("/", ...json(contactRequestSchema), async (c) => {
  const body = c.req.valid("json");
  const auth = await authenticate(c).catch(() => null);
  const db = database(c.env.DB);
  await throttle(db, throttles.contact(readConfig(c.env), clientIp(c.req.raw.headers)));
  await db.insert(contactMessages).values({
    userId: auth?.user.id ?? null,
    firstName: body.firstName,
    lastName: body.lastName || null,
    email: body.email,
    subject: body.subject,
    message: body.message,
  });
  return c.json({ success: true, message: "Message sent successfully!" } satisfies MessageResponse);
});
