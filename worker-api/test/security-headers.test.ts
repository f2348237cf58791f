import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";
import { API_CSP } from "../src/http/security-headers.js";
import { converted } from "./conversions-helpers.js";
import { call, makeUser, read } from "./helpers.js";

/** Every API answer: JSON, errors, 404s and downloads carry the security headers. */

function expectBase(res: Response) {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  expect(res.headers.get("content-security-policy")).toBe(API_CSP);
}

describe("API security headers", () => {
  it("on JSON answers, errors and unknown routes; authenticated answers are never stored", async () => {
    const { token } = await makeUser();
    const health = await call("/health");
    expect(health.status).toBe(200);
    expectBase(health);
    expect(health.headers.get("cache-control")).toBe("no-store");
    // Over plain http (local) there is no HSTS.
    expect(health.headers.get("strict-transport-security")).toBeNull();

    for (const path of ["/auth/me", "/conversion/history"]) {
      const res = await call(path, { token });
      expect(res.status, path).toBe(200);
      expectBase(res);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    const unauthenticated = await call("/auth/me");
    expect(unauthenticated.status).toBe(401);
    expectBase(unauthenticated);
    expect(unauthenticated.headers.get("cache-control")).toBe("no-store");
    const missing = await call("/no-such-route");
    expect(missing.status).toBe(404);
    expectBase(missing);
    const bad = await call("/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(bad.status).toBe(400);
    expect((await read(bad)).code).toBe("BAD_REQUEST");
    expectBase(bad);
  });

  it("downloads are attachments with a safe file name, nosniff and no-store", async () => {
    const { token } = await makeUser();
    const id = await converted(token, undefined, "march\u202Egpj.exe statement.pdf");
    const res = await call(`/conversion/${id}/download?format=csv`, { token });
    expect(res.status).toBe(200);
    expectBase(res);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="transactions_marchgpj.exe statement.csv"; filename*=UTF-8''transactions_marchgpj.exe%20statement.csv`,
    );
  });

  it("sends HSTS over https in production, never in development", async () => {
    const over = async (vars: Record<string, string>) => {
      const ctx = createExecutionContext();
      const res = await createApp().fetch(
        new Request("https://api.example/api/health"),
        { ...env, ...vars },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return res;
    };
    const prod = await over({
      ENVIRONMENT: "production",
      APP_ORIGIN: "https://statement-converter.pages.dev",
    });
    expect(prod.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expectBase(prod);
    const dev = await over({ ENVIRONMENT: "development" });
    expect(dev.headers.get("strict-transport-security")).toBeNull();
  });
});
