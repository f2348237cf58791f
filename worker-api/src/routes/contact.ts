import { contactRequestSchema, type MessageResponse } from "@statement-converter/sdk/contract";
import { Hono } from "hono";
import type { AppEnv } from "../app.js";
import { database } from "../db/client.js";
import { contactMessages } from "../db/schema.js";
import { readJson } from "../lib/validate.js";
import { authenticate } from "../middleware/auth.js";

/** POST /api/contact: the contact form, stored (linked to the account when signed in). */
export const contact = new Hono<AppEnv>().post("/", async (c) => {
  const body = await readJson(c, contactRequestSchema);
  const auth = await authenticate(c).catch(() => null);
  await database(c.env.DB)
    .insert(contactMessages)
    .values({
      userId: auth?.user.id ?? null,
      firstName: body.firstName,
      lastName: body.lastName || null,
      email: body.email,
      subject: body.subject,
      message: body.message,
    });
  return c.json({ success: true, message: "Message sent successfully!" } satisfies MessageResponse);
});
