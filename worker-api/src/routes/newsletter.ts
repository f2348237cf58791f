import { type MessageResponse, newsletterRequestSchema } from "@statement-converter/contract";
import { Hono } from "hono";
import { database } from "../db/client.js";
import { newsletterSubscribers } from "../db/schema.js";
import type { AppEnv } from "../env.js";
import { json } from "../http/validate.js";

/** POST /api/newsletter: stores the address once; subscribing again answers the same. */
export const newsletter = new Hono<AppEnv>().post("/", ...json(newsletterRequestSchema), async (c) => {
  const body = c.req.valid("json");
  await database(c.env.DB).insert(newsletterSubscribers).values({ email: body.email }).onConflictDoNothing();
  return c.json({
    success: true,
    message: "Thanks for subscribing to our newsletter!",
  } satisfies MessageResponse);
});
