import { env } from "cloudflare:test";
import { apiKeyListResponseSchema, createApiKeyResponseSchema } from "@statement-converter/contract";
import { describe, expect, it } from "vitest";
import { createApiKey } from "../src/auth/api-keys.js";
import { database } from "../src/db/client.js";
import { uploaded } from "./conversions-helpers.js";
import { call, mailedToken, mailsTo, makeUser, PASSWORD, read } from "./helpers.js";

async function createKey(token: string, body: object = { name: "CI script" }) {
  const res = await call("/keys", { method: "POST", token, json: body });
  expect(res.status).toBe(201);
  return createApiKeyResponseSchema.parse(await read(res)).data;
}

describe("API keys", () => {
  it("are shown once, stored hashed with their first characters, and listed without the key", async () => {
    const { user, token } = await makeUser();
    const { key, apiKey } = await createKey(token, { name: "  Nightly import  " });
    expect(key).toMatch(/^sc_live_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: "Nightly import",
      keyStart: key.slice(0, 12),
      expiresAt: null,
      lastUsedAt: null,
    });
    const stored = await env.DB.prepare("SELECT * FROM api_keys WHERE user_id = ?1").bind(user.id).all();
    expect(stored.results).toHaveLength(1);
    expect(JSON.stringify(stored.results)).not.toContain(key);
    expect(stored.results[0]?.key_hash).toMatch(/^[0-9a-f]{64}$/);

    const list = apiKeyListResponseSchema.parse(await read(await call("/keys", { token })));
    expect(list.data).toEqual([apiKey]);
    expect(JSON.stringify(list)).not.toContain(key);
  });

  it("are accepted as Bearer on the API, and usage counts against the owner's plan", async () => {
    const { user, token } = await makeUser({ plan: "registered" });
    const { key } = await createKey(token);
    const me = await call("/auth/me", { token: key });
    expect(me.status).toBe(200);
    expect((await read(me)).user.email).toBe(user.email);
    const id = await uploaded(key);
    const processed = await call("/pdfprocessing/process-and-save", {
      method: "POST",
      token: key,
      json: { uploadId: id },
    });
    expect(processed.status).toBe(200);
    expect((await read(await call(`/conversion/${id}`, { token: key }))).data.status).toBe("completed");
    expect((await read(await call("/usage", { token }))).data).toMatchObject({ plan: "registered", used: 1 });
    expect((await read(await call("/keys", { token }))).data[0].lastUsedAt).not.toBeNull();
  });

  it("cannot manage the account: password, e-mail, deletion, the account export and keys need a session (403)", async () => {
    const { token } = await makeUser();
    const { key, apiKey } = await createKey(token);
    const refused: [string, string, object | undefined][] = [
      ["POST", "/auth/change-password", { currentPassword: "Passw0rd-123", newPassword: "Another-pass-1" }],
      ["PUT", "/auth/profile", { firstName: "A", lastName: "B", email: "new@example.com" }],
      ["DELETE", "/auth/account", { password: "Passw0rd-123" }],
      ["GET", "/auth/export", undefined],
      ["POST", "/auth/send-confirmation", undefined],
      ["GET", "/keys", undefined],
      ["POST", "/keys", { name: "more" }],
      ["DELETE", `/keys/${apiKey.id}`, undefined],
    ];
    for (const [method, path, json] of refused) {
      const res = await call(path, { method, token: key, json });
      expect([method, path, res.status, (await read(res)).code]).toEqual([method, path, 403, "FORBIDDEN"]);
    }
    expect((await call("/auth/me", { token: key })).status).toBe(200);
  });

  it("once revoked or expired, are refused with 401", async () => {
    const { token } = await makeUser();
    const { key, apiKey } = await createKey(token);
    const revoked = await call(`/keys/${apiKey.id}`, { method: "DELETE", token });
    expect(revoked.status).toBe(200);
    const after = await call("/conversion/history", { token: key });
    expect(after.status).toBe(401);
    expect(await read(after)).toMatchObject({
      code: "UNAUTHENTICATED",
      message: "This API key is invalid, expired or revoked.",
    });
    expect((await read(await call("/keys", { token }))).data).toEqual([]);

    const soon = await createKey(token, {
      name: "short",
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await call("/auth/me", { token: soon.key })).status).toBe(200);
    await env.DB.prepare("UPDATE api_keys SET expires_at = ?1 WHERE id = ?2")
      .bind(new Date(Date.now() - 1000).toISOString(), soon.apiKey.id)
      .run();
    expect((await call("/auth/me", { token: soon.key })).status).toBe(401);
    expect((await call("/auth/me", { token: "sc_live_not-a-key" })).status).toBe(401);
  });

  it("belong to their owner: another user can neither list nor revoke them", async () => {
    const a = await makeUser();
    const b = await makeUser();
    const { key, apiKey } = await createKey(a.token);
    expect((await read(await call("/keys", { token: b.token }))).data).toEqual([]);
    expect((await call(`/keys/${apiKey.id}`, { method: "DELETE", token: b.token })).status).toBe(404);
    expect((await call("/auth/me", { token: key })).status).toBe(200);
    expect((await call(`/keys/${apiKey.id}`, { method: "DELETE", token: a.token })).status).toBe(200);
    expect((await call(`/keys/${apiKey.id}`, { method: "DELETE", token: a.token })).status).toBe(404);
  });

  it("validate the name and the expiry", async () => {
    const { token } = await makeUser();
    const blank = await call("/keys", { method: "POST", token, json: { name: " " } });
    expect(blank.status).toBe(422);
    expect((await read(blank)).errors).toEqual([{ field: "name", message: "Name is required" }]);
    const past = await call("/keys", {
      method: "POST",
      token,
      json: { name: "old", expiresAt: "2020-01-01" },
    });
    expect((await read(past)).errors).toEqual([
      { field: "expiresAt", message: "Expiry must be in the future" },
    ]);
    expect((await call("/keys", { method: "POST", json: { name: "x" } })).status).toBe(401);
  });

  it("are made only by an account whose address is confirmed; the profile can send the link", async () => {
    const { user, token } = await makeUser({ emailVerified: false });
    const refused = await call("/keys", { method: "POST", token, json: { name: "CI" } });
    expect(refused.status).toBe(403);
    expect(await read(refused)).toMatchObject({
      code: "FORBIDDEN",
      message:
        "Confirm your e-mail address before creating an API key: we can send you a confirmation link from your profile.",
    });
    const sent = await call("/auth/send-confirmation", { method: "POST", token });
    expect(await read(sent)).toEqual({
      success: true,
      message: `We sent a confirmation link to ${user.email}. Follow it to confirm your address.`,
    });
    const [mail] = await mailsTo(user.email);
    expect(mail?.text).toContain("Please confirm the e-mail address of your Statement Converter account.");
    const verified = await call("/auth/verify-email", {
      method: "POST",
      json: { token: await mailedToken(user.email) },
    });
    expect(verified.status).toBe(200);
    await createKey(token);
  });

  it("of an account whose address is not confirmed (made before the rule) do nothing", async () => {
    const { user } = await makeUser({ emailVerified: false });
    const { key } = await createApiKey(database(env.DB), user.id, "old", null);
    expect((await call("/auth/me", { token: key })).status).toBe(401);
  });

  it("are all revoked by a password reset, and the reset mail says so (a pre-account hijack ends there)", async () => {
    const { user, token } = await makeUser();
    const a = await createKey(token, { name: "a" });
    const b = await createKey(token, { name: "b" });
    await call("/auth/forgot-password", { method: "POST", json: { email: user.email } });
    const [mail] = await mailsTo(user.email);
    expect(mail?.text).toContain(
      "Choosing a new password signs out every session of the account and revokes all of its API keys",
    );
    const reset = await call("/auth/reset-password", {
      method: "POST",
      json: { token: await mailedToken(user.email), newPassword: "Brand-new-pass-9" },
    });
    expect(reset.status).toBe(200);
    for (const { key } of [a, b])
      expect((await call("/conversion/history", { token: key })).status).toBe(401);
    const rows = await env.DB.prepare("SELECT revoked_at FROM api_keys WHERE user_id = ?1")
      .bind(user.id)
      .all();
    expect(rows.results.every((r) => r.revoked_at !== null)).toBe(true);
  });

  it("are revoked by a password change unless the owner keeps them", async () => {
    const { token } = await makeUser();
    const first = await createKey(token);
    const changed = await call("/auth/change-password", {
      method: "POST",
      token,
      json: { currentPassword: PASSWORD, newPassword: "Second-pass-22" },
    });
    expect(await read(changed)).toEqual({
      success: true,
      message: "Password changed successfully. Your API key was revoked.",
    });
    expect((await call("/auth/me", { token: first.key })).status).toBe(401);

    const second = await createKey(token);
    const kept = await call("/auth/change-password", {
      method: "POST",
      token,
      json: { currentPassword: "Second-pass-22", newPassword: "Third-pass-333", revokeApiKeys: false },
    });
    expect(await read(kept)).toEqual({ success: true, message: "Password changed successfully" });
    expect((await call("/auth/me", { token: second.key })).status).toBe(200);
  });
});
