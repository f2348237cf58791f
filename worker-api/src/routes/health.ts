import { API_VERSION, type HealthResponse } from "@statement-converter/contract";
import { Hono } from "hono";
import type { AppEnv } from "../env.js";
import { ApiError } from "../http/api-error.js";

/** GET /api/health: really queries D1 and writes, reads and deletes an R2 object. */
export const health = new Hono<AppEnv>().get("/", async (c) => {
  const row = await c.env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
  if (!row || typeof row.n !== "number") throw new ApiError("INTERNAL", "Database check failed.");

  const key = `health/${crypto.randomUUID()}`;
  const probe = new TextEncoder().encode(key);
  await c.env.FILES.put(key, probe);
  const read = await c.env.FILES.get(key);
  const text = read ? await read.text() : null;
  await c.env.FILES.delete(key);
  if (text !== key) throw new ApiError("INTERNAL", "Storage check failed.");

  const body: HealthResponse = {
    success: true,
    data: { status: "ok", version: API_VERSION, db: "ok", storage: "ok" },
  };
  return c.json(body);
});
