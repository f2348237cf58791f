import type { UsageResponse } from "@statement-converter/contract";
import { Hono } from "hono";
import { callerMeter } from "../allowance/metering.js";
import { readUsage } from "../allowance/usage.js";
import type { AppEnv } from "../env.js";
import { assertMayUse, authenticate } from "../middleware/auth.js";

/**
 * GET /api/usage: the caller's plan, its window, the pages used in it and when it renews. A
 * signed-out caller gets the Anonymous allowance of its client IP.
 */
export const usage = new Hono<AppEnv>();

usage.get("/", async (c) => {
  const auth = await authenticate(c);
  if (auth) assertMayUse(c, auth.user);
  const meter = await callerMeter(c, auth, new Date());
  const body: UsageResponse = { success: true, data: await readUsage(c.env.DB, meter) };
  return c.json(body, 200, { "cache-control": "private, no-store" });
});
