import { env } from "cloudflare:test";
import { accountExportResponseSchema, profileResponseSchema } from "@statement-converter/contract";
import { describe, expect, it } from "vitest";
import { call, mailedToken, makeUser, outbox, PASSWORD, read, sessionCookie } from "./helpers.js";

describe("POST /auth/change-password", () => {
  it("changes the password and signs out the other sessions only", async () => {
    const { user, token } = await makeUser();
    const other = (
      await read(
        await call("/auth/login", { method: "POST", json: { email: user.email, password: PASSWORD } }),
      )
    ).accessToken;
    const res = await call("/auth/change-password", {
      method: "POST",
      token,
      json: { currentPassword: PASSWORD, newPassword: "changed-pw-77" },
    });
    expect(await read(res)).toEqual({ success: true, message: "Password changed successfully" });
    expect((await call("/auth/me", { token })).status).toBe(200);
    expect((await call("/auth/me", { token: other })).status).toBe(401);
    const login = await call("/auth/login", {
      method: "POST",
      json: { email: user.email, password: "changed-pw-77" },
    });
    expect(login.status).toBe(200);
  });

  it.each([
    [
      { currentPassword: "wrong-pw-1", newPassword: "changed-pw-77" },
      "currentPassword",
      "Current password is incorrect",
    ],
    [
      { currentPassword: PASSWORD, newPassword: PASSWORD },
      "newPassword",
      "New password must be different from current password",
    ],
    [
      { currentPassword: PASSWORD, newPassword: "short" },
      "newPassword",
      "Password must be at least 8 characters",
    ],
    [{ newPassword: "changed-pw-77" }, "currentPassword", "Current password is required"],
  ])("refuses %o with 422 on %s", async (json, field, message) => {
    const { token } = await makeUser();
    const res = await call("/auth/change-password", { method: "POST", token, json });
    expect(res.status).toBe(422);
    expect((await read(res)).errors).toContainEqual({ field, message });
  });

  it("needs a session", async () => {
    const res = await call("/auth/change-password", { method: "POST", json: {} });
    expect(res.status).toBe(401);
  });
});

describe("PUT /auth/profile", () => {
  it("updates names at once and changes the e-mail only after the new address confirms it", async () => {
    const { user, token } = await makeUser({ email: "old@example.com" });
    const res = await call("/auth/profile", {
      method: "PUT",
      token,
      json: { firstName: "Ada", lastName: "King", email: "New@Example.com", extra: "ignored" },
    });
    expect(res.status).toBe(200);
    const body = profileResponseSchema.parse(await read(res));
    expect(body).toMatchObject({
      emailConfirmationSent: true,
      user: { email: "old@example.com", pendingEmail: "new@example.com", lastName: "King" },
    });
    const mails = await outbox("new@example.com");
    expect(mails[0]?.links[0]).toMatch(/^http:\/\/127\.0\.0\.1:5173\/verify-email\?token=/);
    expect(await outbox("old@example.com")).toEqual([]);

    const confirm = await call("/auth/verify-email", {
      method: "POST",
      json: { token: await mailedToken("new@example.com") },
    });
    expect(confirm.status).toBe(200);
    const me = await read(await call("/auth/me", { token }));
    expect(me.user).toMatchObject({ id: user.id, email: "new@example.com", pendingEmail: null });
  });

  it("answers 409 EMAIL_TAKEN for an address another account uses", async () => {
    await makeUser({ email: "other@example.com" });
    const { token } = await makeUser();
    const res = await call("/auth/profile", {
      method: "PUT",
      token,
      json: { firstName: "A", lastName: "B", email: "other@example.com" },
    });
    expect(res.status).toBe(409);
    expect(await read(res)).toMatchObject({ code: "EMAIL_TAKEN" });
  });

  it("refuses to apply a confirmation once the address was taken meanwhile", async () => {
    const { token } = await makeUser();
    await call("/auth/profile", {
      method: "PUT",
      token,
      json: { firstName: "A", lastName: "B", email: "race@example.com" },
    });
    const link = await mailedToken("race@example.com");
    await makeUser({ email: "race@example.com" });
    const res = await call("/auth/verify-email", { method: "POST", json: { token: link } });
    expect(res.status).toBe(409);
  });

  it("validates the profile form", async () => {
    const { token } = await makeUser();
    const res = await call("/auth/profile", { method: "PUT", token, json: { firstName: "", email: "x" } });
    expect(res.status).toBe(422);
    expect((await read(res)).errors).toEqual([
      { field: "firstName", message: "First name is required" },
      { field: "lastName", message: "Last name is required" },
      { field: "email", message: "Please enter a valid email address" },
    ]);
  });
});

describe("DELETE /auth/account", () => {
  it("needs the right password", async () => {
    const { token } = await makeUser();
    const res = await call("/auth/account", { method: "DELETE", token, json: { password: "wrong-pw-1" } });
    expect(res.status).toBe(422);
    expect((await read(res)).errors).toEqual([{ field: "password", message: "Password is incorrect" }]);
    const missing = await call("/auth/account", { method: "DELETE", token, json: {} });
    expect(missing.status).toBe(422);
  });
});

describe("GET /auth/export", () => {
  it("returns the account without secrets", async () => {
    const { user, token } = await makeUser();
    const res = await call("/auth/export", { token });
    const body = accountExportResponseSchema.parse(await read(res));
    expect(body.data.user.id).toBe(user.id);
    expect(body.data.conversions).toEqual([]);
    expect(JSON.stringify(body)).not.toContain(user.passwordHash ?? "-");
    expect(sessionCookie(res).value).toBeUndefined();
    expect(env.DB).toBeDefined();
  });
});
