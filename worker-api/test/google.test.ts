import { env } from "cloudflare:test";
import { authResponseSchema } from "@statement-converter/contract";
import { generateKeyPair, importJWK, type JWTPayload, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { callWith } from "./app-env.js";
import { call, makeUser, read } from "./helpers.js";

const CLIENT_ID = env.GOOGLE_CLIENT_ID ?? "";

/** An ID token signed with the test key pair whose public half the JWKS URL serves. */
async function idToken(claims: JWTPayload, options: { key?: CryptoKey; kid?: string; exp?: number } = {}) {
  const key = options.key ?? ((await importJWK(env.TEST_GOOGLE_PRIVATE_JWK, "RS256")) as CryptoKey);
  const now = Math.floor(Date.now() / 1000);
  const { iss = "https://accounts.google.com", aud = CLIENT_ID, ...rest } = claims;
  return new SignJWT({ email_verified: true, ...rest })
    .setProtectedHeader({ alg: "RS256", kid: options.kid ?? env.TEST_GOOGLE_PRIVATE_JWK.kid })
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt(now - 60)
    .setExpirationTime(options.exp ?? now + 3600)
    .sign(key);
}

const login = (token: string) => call("/auth/google-login", { method: "POST", json: { idToken: token } });

describe("POST /auth/google-login", () => {
  it("creates an account from a verified Google token, then signs the same person in again", async () => {
    const token = await idToken({
      sub: "google-1",
      email: "Lin@Example.com",
      given_name: "Lin",
      family_name: "Chen",
    });
    const first = await login(token);
    expect(first.status).toBe(200);
    const body = authResponseSchema.parse(await read(first));
    expect(body.user).toMatchObject({
      email: "lin@example.com",
      firstName: "Lin",
      lastName: "Chen",
      emailVerified: true,
    });
    const again = authResponseSchema.parse(await read(await login(token)));
    expect(again.user.id).toBe(body.user.id);
    expect((await call("/auth/me", { token: again.accessToken })).status).toBe(200);
  });

  it("links a Google identity to the existing account with the same verified address", async () => {
    const { user } = await makeUser({ email: "linked@example.com" });
    const res = await login(
      await idToken({ sub: "google-2", email: "linked@example.com", iss: "accounts.google.com" }),
    );
    expect(res.status).toBe(200);
    expect((await read(res)).user.id).toBe(user.id);
    const row = await env.DB.prepare("SELECT google_subject FROM users WHERE id = ?").bind(user.id).first();
    expect(row).toEqual({ google_subject: "google-2" });
  });

  it("will not link to an account whose own address is unconfirmed (a pre-hijack), until its owner proves it", async () => {
    // Someone signed up first with this address and a password, without confirming it.
    const { user, token: squatter } = await makeUser({ email: "owner@example.com", emailVerified: false });
    const google = await idToken({ sub: "google-5", email: "owner@example.com" });
    const refused = await login(google);
    expect(refused.status).toBe(409);
    expect(await read(refused)).toEqual({
      success: false,
      code: "EMAIL_TAKEN",
      message:
        "An account with this email already exists and its address is not confirmed. Sign in with your password, or confirm the address with a password reset link, before using Google sign-in.",
    });
    const row = await env.DB.prepare("SELECT google_subject, email_verified FROM users WHERE id = ?")
      .bind(user.id)
      .first();
    expect(row).toEqual({ google_subject: null, email_verified: 0 });
    expect((await call("/auth/me", { token: squatter })).status).toBe(200);
    // Once the address is proven (a reset link reached it), Google sign-in links to the account.
    await env.DB.prepare("UPDATE users SET email_verified = 1 WHERE id = ?").bind(user.id).run();
    const linked = await login(google);
    expect(linked.status).toBe(200);
    expect((await read(linked)).user.id).toBe(user.id);
  });

  it("will not link an unverified Google address to an existing account", async () => {
    await makeUser({ email: "victim@example.com" });
    const res = await login(
      await idToken({ sub: "google-3", email: "victim@example.com", email_verified: false }),
    );
    expect(res.status).toBe(409);
  });

  it.each([
    ["a wrong audience", { aud: "someone-else.apps.googleusercontent.com" }],
    ["a wrong issuer", { iss: "https://evil.example" }],
  ])("refuses a token with %s", async (_why, claims) => {
    const res = await login(await idToken({ sub: "google-4", email: "x@example.com", ...claims }));
    expect(res.status).toBe(401);
    expect(await read(res)).toMatchObject({
      code: "INVALID_CREDENTIALS",
      message: expect.stringMatching(/^Google login failed/),
    });
  });

  it("refuses an expired token and one signed by another key", async () => {
    const expired = await idToken(
      { sub: "g", email: "x@example.com" },
      { exp: Math.floor(Date.now() / 1000) - 600 },
    );
    const resExpired = await login(expired);
    expect(resExpired.status).toBe(401);
    expect((await read(resExpired)).message).toMatch(/expired/);
    const { privateKey } = await generateKeyPair("RS256");
    const forged = await idToken({ sub: "g", email: "x@example.com" }, { key: privateKey });
    expect((await login(forged)).status).toBe(401);
    expect((await login("not.a.jwt")).status).toBe(401);
    expect((await call("/auth/google-login", { method: "POST", json: {} })).status).toBe(422);
  });

  it("is refused when no client id is configured", async () => {
    const token = await idToken({ sub: "g", email: "x@example.com" });
    const res = await callWith({ GOOGLE_CLIENT_ID: "" }, "/auth/google-login", {
      method: "POST",
      json: { idToken: token },
    });
    expect(res.status).toBe(403);
  });
});
