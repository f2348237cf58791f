import { env } from "cloudflare:test";
import {
  authResponseSchema,
  errorResponseSchema,
  meResponseSchema,
  registerResponseSchema,
} from "@statement-converter/contract";
import { describe, expect, it } from "vitest";
import { database } from "../src/db/client.js";
import { sessions } from "../src/db/schema.js";
import { callWith } from "./app-env.js";
import { call, mailsTo, makeUser, outbox, PASSWORD, read, SITE, sessionCookie } from "./helpers.js";

const newUser = {
  email: "Grace@Example.com",
  password: "hopper1906",
  firstName: " Grace ",
  lastName: "Hopper",
};

describe("POST /auth/register", () => {
  it("creates the account, answers the token and sets the session cookie", async () => {
    const res = await call("/auth/register", {
      method: "POST",
      json: { ...newUser, acceptTerms: true, confirmPassword: "x" },
    });
    expect(res.status).toBe(201);
    const body = registerResponseSchema.parse(await read(res));
    expect(body.needsConfirmation).toBe(false);
    expect(body.user).toMatchObject({ email: "grace@example.com", firstName: "Grace", lastName: "Hopper" });
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = sessionCookie(res);
    expect(cookie.value).toBe(body.accessToken);
    // The token works as a Bearer token right away.
    const me = await call("/auth/me", { token: body.accessToken });
    expect(meResponseSchema.parse(await read(me)).user.email).toBe("grace@example.com");
    // Only the SHA-256 of the token is stored.
    const stored = await database(env.DB).select().from(sessions);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.tokenHash).not.toContain(body.accessToken);
  });

  it("answers 409 EMAIL_TAKEN for an address in use, whatever its case", async () => {
    const { user } = await makeUser({ email: "taken@example.com" });
    const res = await call("/auth/register", {
      method: "POST",
      json: { ...newUser, email: "TAKEN@example.com" },
    });
    expect(res.status).toBe(409);
    expect(await read(res)).toMatchObject({
      success: false,
      code: "EMAIL_TAKEN",
      errors: [{ field: "email" }],
    });
    expect(user.email).toBe("taken@example.com");
  });

  it.each([
    [{ ...newUser, email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ ...newUser, email: undefined }, "email", "Email is required"],
    [{ ...newUser, password: "short1" }, "password", "Password must be at least 8 characters"],
    [{ ...newUser, password: "lettersonly" }, "password", "Password must contain both letters and numbers"],
    [{ ...newUser, firstName: "  " }, "firstName", "First name is required"],
    [{ ...newUser, lastName: 42 }, "lastName", "Last name is required"],
  ])("refuses %o with 422 on %s", async (payload, field, message) => {
    const res = await call("/auth/register", { method: "POST", json: payload });
    expect(res.status).toBe(422);
    const body = errorResponseSchema.parse(await read(res));
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.errors).toContainEqual({ field, message });
  });

  it("asks for confirmation instead of signing in when verification is required", async () => {
    const vars = { REQUIRE_EMAIL_VERIFICATION: "true" };
    const res = await callWith(vars, "/auth/register", { method: "POST", json: newUser });
    expect(res.status).toBe(201);
    const body = registerResponseSchema.parse(await read(res));
    expect(body).toMatchObject({ needsConfirmation: true, user: { emailVerified: false } });
    expect(body.accessToken).toBeUndefined();
    expect(res.headers.get("set-cookie")).toBeNull();

    // Signing in before confirming: 403 with a clear message.
    const early = await callWith(vars, "/auth/login", {
      method: "POST",
      json: { email: newUser.email, password: newUser.password },
    });
    expect(early.status).toBe(403);
    expect((await read(early)).message).toMatch(/confirm your email/i);

    // The mailed link confirms the address; then sign-in works.
    const mails = await mailsTo("grace@example.com");
    const link = new URL(mails[0]?.links[0] ?? "");
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/verify-email`);
    const verify = await call("/auth/verify-email", {
      method: "POST",
      json: { token: link.searchParams.get("token") },
    });
    expect(await read(verify)).toEqual({ success: true, message: "Your email address has been confirmed." });
    const again = await call("/auth/verify-email", {
      method: "POST",
      json: { token: link.searchParams.get("token") },
    });
    expect(again.status).toBe(422);
    const login = await callWith(vars, "/auth/login", {
      method: "POST",
      json: { email: newUser.email, password: newUser.password },
    });
    expect(login.status).toBe(200);
    expect(authResponseSchema.parse(await read(login)).user.emailVerified).toBe(true);
  });
});

describe("POST /auth/login", () => {
  it("signs in with the right password; wrong password or unknown e-mail is 'Invalid credentials'", async () => {
    const { user } = await makeUser();
    const ok = await call("/auth/login", { method: "POST", json: { email: user.email, password: PASSWORD } });
    expect(ok.status).toBe(200);
    const body = authResponseSchema.parse(await read(ok));
    expect(body.message).toBe("Login successful");
    expect(body.user.lastSignInAt).not.toBeNull();

    for (const attempt of [
      { email: user.email, password: "wrong-password1" },
      { email: "nobody@example.com", password: PASSWORD },
    ]) {
      const res = await call("/auth/login", { method: "POST", json: attempt });
      expect(res.status).toBe(401);
      expect(await read(res)).toEqual({
        success: false,
        code: "INVALID_CREDENTIALS",
        message: "Invalid credentials",
      });
    }
  });

  it("sets stmt_session httpOnly, SameSite=Lax, Path=/; Secure only off localhost; Max-Age with remember-me", async () => {
    const { user } = await makeUser();
    const local = await call("http://127.0.0.1:8787/api/auth/login", {
      method: "POST",
      json: { email: user.email, password: PASSWORD },
    });
    const localCookie = sessionCookie(local).header;
    expect(localCookie).toMatch(/HttpOnly/);
    expect(localCookie).toMatch(/SameSite=Lax/);
    expect(localCookie).toMatch(/Path=\//);
    expect(localCookie).not.toMatch(/Secure/);
    expect(localCookie).not.toMatch(/Max-Age/);

    const remote = await call("/auth/login", {
      method: "POST",
      json: { email: user.email, password: PASSWORD, rememberMe: true },
    });
    const remoteCookie = sessionCookie(remote).header;
    expect(remoteCookie).toMatch(/Secure/);
    expect(remoteCookie).toMatch(/Max-Age=2592000/);
    // The stored expiry: 30 days with remember-me, 24 hours without.
    const rows = await database(env.DB).select().from(sessions);
    const days = rows
      .map((r) => Math.round((Date.parse(r.expiresAt) - Date.parse(r.createdAt)) / 86_400_000))
      .sort((a, b) => a - b);
    expect(days).toEqual([1, 1, 30]);
  });

  it("throttles failed sign-ins per e-mail with 429 RATE_LIMITED and Retry-After", async () => {
    const { user } = await makeUser();
    const vars = { LOGIN_MAX_PER_EMAIL: "3", LOGIN_MAX_PER_IP: "100" };
    const attempt = (password: string) =>
      callWith(vars, "/auth/login", { method: "POST", json: { email: user.email, password } });
    for (let i = 0; i < 3; i++) expect((await attempt("wrong-password1")).status).toBe(401);
    const limited = await attempt(PASSWORD);
    expect(limited.status).toBe(429);
    expect(await read(limited)).toMatchObject({ code: "RATE_LIMITED" });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it("throttles failed sign-ins per IP across e-mails", async () => {
    const vars = { LOGIN_MAX_PER_EMAIL: "100", LOGIN_MAX_PER_IP: "2" };
    const attempt = (email: string, ip: string) =>
      callWith(vars, "/auth/login", {
        method: "POST",
        headers: { "cf-connecting-ip": ip },
        json: { email, password: "whatever1" },
      });
    expect((await attempt("a@example.com", "203.0.113.7")).status).toBe(401);
    expect((await attempt("b@example.com", "203.0.113.7")).status).toBe(401);
    expect((await attempt("c@example.com", "203.0.113.7")).status).toBe(429);
    // Another address is not affected.
    expect((await attempt("c@example.com", "203.0.113.8")).status).toBe(401);
  });

  it("refuses malformed JSON with 400 and a non-object body with 422", async () => {
    const bad = await call("/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email": "a@b.co",',
    });
    expect(bad.status).toBe(400);
    expect(await read(bad)).toMatchObject({ success: false, code: "BAD_REQUEST" });
    const list = await call("/auth/login", { method: "POST", json: [1, 2] });
    expect(list.status).toBe(422);
    const empty = await call("/auth/login", { method: "POST" });
    expect(empty.status).toBe(422);
    expect((await read(empty)).errors.map((e: { field: string }) => e.field)).toEqual(["email", "password"]);
  });
});

describe("sessions", () => {
  it("accepts the cookie as well as the Bearer token", async () => {
    const { token, user } = await makeUser();
    const res = await call("/auth/me", { headers: { cookie: `stmt_session=${token}` } });
    expect(res.status).toBe(200);
    expect((await read(res)).user.id).toBe(user.id);
  });

  it("answers 401 UNAUTHENTICATED without a token, with an unknown one and with an expired one", async () => {
    const { token } = await makeUser();
    expect((await call("/auth/me")).status).toBe(401);
    expect((await call("/auth/me", { token: "x".repeat(43) })).status).toBe(401);
    expect((await call("/auth/me", { headers: { authorization: "Basic abc" } })).status).toBe(401);
    await env.DB.prepare("UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    const expired = await call("/auth/me", { token });
    expect(expired.status).toBe(401);
    expect(await read(expired)).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("logout revokes the token and clears the cookie", async () => {
    const { token } = await makeUser();
    const res = await call("/auth/logout", { method: "POST", token });
    expect(await read(res)).toEqual({ success: true, message: "Logged out successfully" });
    expect(sessionCookie(res).header).toMatch(/stmt_session=;.*Max-Age=0/);
    expect((await call("/auth/me", { token })).status).toBe(401);
    // Logging out again (no session) still succeeds.
    expect((await call("/auth/logout", { method: "POST" })).status).toBe(200);
  });

  it("refuses cookie-authenticated writes from a foreign or missing Origin; Bearer is exempt", async () => {
    const { token } = await makeUser();
    const cookie = `stmt_session=${token}`;
    const write = (headers: Record<string, string>) =>
      call("/contact", {
        method: "POST",
        headers,
        json: {
          firstName: "Ada",
          email: "ada@example.com",
          subject: "general",
          message: "Hello there, team!",
        },
      });
    // /conversion/bulk-delete is a cookie-authenticated write that needs the session.
    const del = (headers: Record<string, string>) =>
      call("/conversion/bulk-delete", { method: "POST", headers, json: { ids: ["nope"] } });
    expect((await del({ cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await del({ cookie })).status).toBe(403);
    expect((await del({ cookie, origin: SITE })).status).toBe(404); // passed the check; nothing to delete
    expect((await del({ authorization: `Bearer ${token}` })).status).toBe(404);
    // Reads are not checked.
    expect((await call("/auth/me", { headers: { cookie } })).status).toBe(200);
    // A foreign-origin cookie logout is refused too, and the session survives.
    expect(
      (await call("/auth/logout", { method: "POST", headers: { cookie, origin: "https://evil.example" } }))
        .status,
    ).toBe(403);
    expect((await call("/auth/me", { token })).status).toBe(200);
    expect((await write({})).status).toBe(200);
  });

  it("refuses sign-in and sign-up posted from another site's page; clients without an Origin may", async () => {
    const { user } = await makeUser();
    const signIn = (headers: Record<string, string>) =>
      call("/auth/login", { method: "POST", headers, json: { email: user.email, password: PASSWORD } });
    const foreign = await signIn({ origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await read(foreign)).toMatchObject({ code: "FORBIDDEN" });
    expect(foreign.headers.get("set-cookie")).toBeNull();
    expect((await signIn({ origin: SITE })).status).toBe(200);
    expect((await signIn({})).status).toBe(200);
    const signUp = await call("/auth/register", {
      method: "POST",
      headers: { origin: "http://127.0.0.1:3000" },
      json: { email: "csrf@example.com", password: PASSWORD, firstName: "A", lastName: "B" },
    });
    expect(signUp.status).toBe(403);
    const google = await call("/auth/google-login", {
      method: "POST",
      headers: { origin: "https://evil.example" },
      json: { idToken: "x.y.z" },
    });
    expect(google.status).toBe(403);
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown addresses and mails a single-use 1-hour link", async () => {
    const { user, token: oldSession } = await makeUser();
    const known = await call("/auth/forgot-password", { method: "POST", json: { email: user.email } });
    const unknown = await call("/auth/forgot-password", {
      method: "POST",
      json: { email: "ghost@example.com" },
    });
    expect(known.status).toBe(200);
    expect(await read(known)).toEqual(await read(unknown));
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(await outbox("ghost@example.com")).toEqual([]);
    const link = new URL(mails[0]?.links[0] ?? "");
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/reset-password`);
    const resetToken = link.searchParams.get("token") ?? "";
    const stored = await env.DB.prepare("SELECT expires_at, created_at FROM user_tokens").first<{
      expires_at: string;
      created_at: string;
    }>();
    expect(Date.parse(stored?.expires_at ?? "") - Date.parse(stored?.created_at ?? "")).toBeCloseTo(
      3_600_000,
      -3,
    );

    const weak = await call("/auth/reset-password", {
      method: "POST",
      json: { token: resetToken, newPassword: "weak" },
    });
    expect(weak.status).toBe(422);
    const reset = await call("/auth/reset-password", {
      method: "POST",
      json: { token: resetToken, newPassword: "brand-new-pw-9" },
    });
    expect(reset.status).toBe(200);
    // Every session was revoked; the old password is gone, the new one works.
    expect((await call("/auth/me", { token: oldSession })).status).toBe(401);
    expect(
      (await call("/auth/login", { method: "POST", json: { email: user.email, password: PASSWORD } })).status,
    ).toBe(401);
    expect(
      (await call("/auth/login", { method: "POST", json: { email: user.email, password: "brand-new-pw-9" } }))
        .status,
    ).toBe(200);
    // Single use.
    const twice = await call("/auth/reset-password", {
      method: "POST",
      json: { token: resetToken, newPassword: "another-pw-10" },
    });
    expect(twice.status).toBe(422);
    expect(await read(twice)).toMatchObject({ code: "VALIDATION_FAILED", errors: [{ field: "token" }] });
  });

  it("refuses an expired reset link", async () => {
    const { user } = await makeUser();
    await call("/auth/forgot-password", { method: "POST", json: { email: user.email } });
    const mails = await mailsTo(user.email);
    const token = new URL(mails[0]?.links[0] ?? "").searchParams.get("token");
    await env.DB.prepare("UPDATE user_tokens SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    const res = await call("/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "brand-new-pw-9" },
    });
    expect(res.status).toBe(422);
  });
});
