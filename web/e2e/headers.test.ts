/**
 * Security headers of the web origin: HTML documents carry a nonce-based CSP whose nonce is on
 * every inline script and nowhere else is script allowed inline; every answer (documents, data,
 * static files, the API behind /api) carries nosniff, a referrer policy and no framing; signed-in
 * answers are never stored.
 */
import { describe, expect, it } from "vitest";
import { createUser, web } from "./helpers";

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${web}${path}`, { headers, redirect: "manual" });

function expectBase(res: Response, what: string) {
  expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(res.headers.get("x-frame-options"), what).toBe("DENY");
  expect(res.headers.get("referrer-policy"), what).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
  // Served over http here: no HSTS (it is sent over https only).
  expect(res.headers.get("strict-transport-security"), what).toBeNull();
}

describe("web security headers", () => {
  it("an HTML page: a nonce CSP that every inline script carries, and the base headers", async () => {
    const res = await get("/login");
    expect(res.status).toBe(200);
    expectBase(res, "/login");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const directives = Object.fromEntries(
      csp.split(";").map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(" ")];
      }),
    );
    expect(directives["script-src"]).toBe(`'self' 'nonce-${nonce}'`);
    expect(directives["style-src"]).toBe("'self'");
    expect(directives["object-src"]).toBe("'none'");
    expect(directives["base-uri"]).toBe("'self'");
    expect(directives["form-action"]).toBe("'self'");
    expect(directives["frame-ancestors"]).toBe("'none'");
    expect(csp).not.toMatch(/unsafe-eval/);

    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "");
    const inline = scripts.filter((attrs) => !/\bsrc=/.test(attrs));
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    // A new nonce for every answer.
    const again = (await get("/login")).headers.get("content-security-policy");
    expect(again).not.toContain(nonce);
  });

  it("static files, redirects, the API and signed-in pages", async () => {
    const favicon = await get("/favicon.svg");
    expect(favicon.status).toBe(200);
    expectBase(favicon, "/favicon.svg");
    // The build's hashed scripts are kept by the browser (public/_headers), signed in or not.
    const script = /"(\/assets\/[^"]+\.js)"/.exec(await (await get("/login")).text())?.[1];
    expect(script).toBeTruthy();
    for (const headers of [{}, { cookie: "stmt_session=any" }] as Record<string, string>[]) {
      const asset = await get(script ?? "", headers);
      expect(asset.status).toBe(200);
      await asset.arrayBuffer();
      expectBase(asset, script ?? "");
      expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }

    const health = await get("/api/health");
    expect(health.status).toBe(200);
    expectBase(health, "/api/health");
    expect(health.headers.get("cache-control")).toBe("no-store");

    const user = await createUser();
    const cookie = `stmt_session=${user.token}`;
    for (const path of ["/history", "/dashboard", "/profile"]) {
      const page = await get(path, { cookie });
      expect(page.status, path).toBe(200);
      expectBase(page, path);
      expect(page.headers.get("cache-control"), path).toBe("private, no-store");
      expect(page.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    }
    const me = await get("/api/auth/me", { cookie });
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe("no-store");
    const history = await get("/api/conversion/history", { cookie });
    expect(history.status).toBe(200);
    expect(history.headers.get("cache-control")).toBe("no-store");
    // Remix's data request of a signed-in screen.
    const data = await get("/history.data", { cookie });
    expect(data.status).toBe(200);
    expectBase(data, "/history.data");
    expect(data.headers.get("cache-control")).toBe("private, no-store");

    const redirect = await get("/history");
    expect(redirect.status).toBe(302);
    expectBase(redirect, "redirect");
  });
});
