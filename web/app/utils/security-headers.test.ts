import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { addSecurityHeaders, contentSecurityPolicy, makeNonce, SONNER_STYLE_HASH } from "./security-headers";

describe("contentSecurityPolicy", () => {
  it("allows only the app's scripts and this answer's nonce; Google's only when configured", () => {
    const csp = contentSecurityPolicy("abc123==");
    expect(csp).toContain("script-src 'self' 'nonce-abc123=='");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain("accounts.google.com");
    for (const d of [
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(d);
    }
    const google = contentSecurityPolicy("n", { google: true });
    expect(google).toContain("script-src 'self' 'nonce-n' https://accounts.google.com/gsi/client");
    expect(google).toContain("frame-src https://accounts.google.com/gsi/");
    expect(google).toContain("style-src 'self' 'nonce-n' https://accounts.google.com/gsi/style");
  });

  it("allows sonner's stylesheet by its hash, and other <style> elements only with the nonce", () => {
    // The CSS sonner's module inserts when it loads (its `__insertCSS("...")` call).
    const source = readFileSync(
      createRequire(import.meta.url)
        .resolve("sonner")
        .replace(/\.js$/, ".mjs"),
      "utf8",
    );
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
    expect(literal, "sonner no longer inserts its CSS this way").toBeDefined();
    const css = JSON.parse(literal ?? '""') as string;
    expect(css).toContain("[data-sonner-toaster]");
    expect(SONNER_STYLE_HASH).toBe(`sha256-${createHash("sha256").update(css, "utf8").digest("base64")}`);
    const styleSrc = contentSecurityPolicy("n")
      .split("; ")
      .find((d) => d.startsWith("style-src "));
    expect(styleSrc).toBe(`style-src 'self' 'nonce-n' '${SONNER_STYLE_HASH}'`);
  });

  it("makes a different 128-bit nonce each time", () => {
    const a = makeNonce();
    expect(atob(a)).toHaveLength(16);
    expect(makeNonce()).not.toBe(a);
  });
});

describe("addSecurityHeaders", () => {
  it("sends HSTS over https only, no-store with a session, and keeps headers already set", () => {
    const https = addSecurityHeaders(new Headers(), new Request("https://site.example/history"));
    expect(https.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(https.get("x-content-type-options")).toBe("nosniff");
    expect(https.get("cache-control")).toBeNull();
    const http = addSecurityHeaders(
      new Headers({ "Referrer-Policy": "no-referrer" }),
      new Request("http://127.0.0.1/history", { headers: { cookie: "a=1; stmt_session=tok" } }),
    );
    expect(http.get("strict-transport-security")).toBeNull();
    expect(http.get("referrer-policy")).toBe("no-referrer");
    expect(http.get("cache-control")).toBe("private, no-store");
    const emptyCookie = addSecurityHeaders(
      new Headers(),
      new Request("http://127.0.0.1/", { headers: { cookie: "stmt_session=" } }),
    );
    expect(emptyCookie.get("cache-control")).toBeNull();
  });
});
