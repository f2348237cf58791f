import { env } from "cloudflare:test";
import { healthResponseSchema } from "@statement-converter/contract";
import { describe, expect, it } from "vitest";
import { worker } from "./worker.js";

describe("GET /api/health", () => {
  it("answers ok after querying D1 and round-tripping an R2 object", async () => {
    const res = await worker.fetch("http://api.test/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
    const body = healthResponseSchema.parse(await res.json());
    expect(body.data).toEqual({ status: "ok", version: "0.1.0", db: "ok", storage: "ok" });
    // The probe object was deleted again.
    const left = await env.FILES.list({ prefix: "health/" });
    expect(left.objects).toHaveLength(0);
  });

  it("fails with the INTERNAL envelope when the database is not migrated", async () => {
    await env.DB.exec("DROP TABLE IF EXISTS contact_messages");
    await env.DB.exec("PRAGMA foreign_keys = OFF");
    await env.DB.exec("DROP TABLE users");
    const res = await worker.fetch("http://api.test/api/health");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      success: false,
      code: "INTERNAL",
      message: "Server error. Please try again later.",
    });
  });

  it("answers unknown routes with NOT_FOUND", async () => {
    const res = await worker.fetch("http://api.test/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
  });
});
