import { describe, expect, it } from "vitest";
import { addSecurityHeaders, contentSecurityPolicy, makeNonce } from "./security-headers";

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
    expect(google).toContain("style-src 'self' https://accounts.google.com/gsi/style");
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
