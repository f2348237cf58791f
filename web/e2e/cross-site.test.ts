/**
 * Sign-out and sign-in posted from another site are refused like every other write: a page
 * elsewhere cannot end the user's session or sign the browser into an account of its choosing.
 */
import { describe, expect, it } from "vitest";
import { createUser, web } from "./helpers";

const post = (path: string, headers: Record<string, string>, body = "") =>
  fetch(`${web}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });

const me = (token: string) => fetch(`${web}/api/auth/me`, { headers: { cookie: `stmt_session=${token}` } });

describe("writes from another site", () => {
  it("a cross-site sign-out is refused and the session stays; the site's own signs out", async () => {
    const user = await createUser();
    const cookie = `stmt_session=${user.token}`;
    const foreign = await post("/logout", { cookie, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("set-cookie") ?? "").not.toMatch(/stmt_session=;/);
    expect((await me(user.token)).status).toBe(200);
    const own = await post("/logout", { cookie, origin: web });
    expect(own.status).toBe(302);
    expect(own.headers.get("set-cookie") ?? "").toMatch(/stmt_session=;/);
    expect((await me(user.token)).status).toBe(401);
  });

  it("a cross-site sign-in or sign-up is refused before anything is set", async () => {
    const user = await createUser();
    const form = new URLSearchParams({ email: user.email, password: user.password }).toString();
    const login = await post("/login", { origin: "http://127.0.0.1:3999" }, form);
    expect(login.status).toBe(403);
    expect(login.headers.get("set-cookie") ?? "").not.toMatch(/stmt_session=[^;]/);
    expect(await login.text()).toBe("Access denied: cross-site request refused.");
    const register = await post("/register", { origin: "https://evil.example" }, form);
    expect(register.status).toBe(403);
    // Every other form of the site too (Remix alone would answer 500).
    expect((await post("/contact", { origin: "https://evil.example" }, "firstName=x")).status).toBe(403);
  });
});
