import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../src/env.js";
import { callWith } from "./app-env.js";
import { makeUser, PASSWORD, read } from "./helpers.js";

/**
 * Every throttle counts and decides in one statement: parallel requests get exactly the allowed
 * number through, the rest 429 RATE_LIMITED with Retry-After.
 */

type Vars = Partial<Record<keyof Bindings, string>>;

const post = (vars: Vars, path: string, json: unknown, ip = "198.51.100.1", token?: string) =>
  callWith(vars, path, {
    method: "POST",
    headers: { "cf-connecting-ip": ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    json,
  });

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();
const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<number>("n")) as number;

async function expectLimited(res: Response, message: RegExp) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(await read(res)).toMatchObject({
    success: false,
    code: "RATE_LIMITED",
    message: expect.stringMatching(message),
  });
}

describe("sign-in throttle", () => {
  it("lets exactly 10 of 40 parallel wrong passwords for one address be checked", async () => {
    const { user } = await makeUser();
    const vars = { LOGIN_MAX_PER_EMAIL: "10", LOGIN_MAX_PER_IP: "1000" };
    const all = await Promise.all(
      Array.from({ length: 40 }, () =>
        post(vars, "/auth/login", { email: user.email, password: "wrong-pass1" }),
      ),
    );
    expect(statuses(all)).toEqual([...Array(10).fill(401), ...Array(30).fill(429)]);
    const limited = all.find((r) => r.status === 429) as Response;
    await expectLimited(limited, /^Too many failed sign-in attempts\. Please try again in 15 minutes\.$/);
    // Even the right password waits now.
    expect((await post(vars, "/auth/login", { email: user.email, password: PASSWORD })).status).toBe(429);
  });

  it("a successful sign-in does not count against its IP", async () => {
    const { user } = await makeUser();
    const vars = { LOGIN_MAX_PER_EMAIL: "10", LOGIN_MAX_PER_IP: "2" };
    for (let i = 0; i < 4; i++) {
      expect((await post(vars, "/auth/login", { email: user.email, password: PASSWORD })).status).toBe(200);
    }
  });
});

describe("password reset mails", () => {
  const vars = { RESET_MAX_PER_EMAIL: "3", RESET_MAX_PER_IP: "100" };

  it("sends at most 3 per address an hour, and answers an unknown address exactly alike", async () => {
    const { user } = await makeUser();
    for (const email of [user.email, "nobody-here@example.com"]) {
      const answers = [];
      for (let i = 0; i < 25; i++) answers.push(await post(vars, "/auth/forgot-password", { email }));
      expect(statuses(answers)).toEqual([...Array(3).fill(200), ...Array(22).fill(429)]);
      expect(await read(answers[0] as Response)).toEqual({
        success: true,
        message: "If an account exists for this email, we have sent password reset instructions to it.",
      });
      await expectLimited(
        answers[3] as Response,
        /^Too many password reset requests\. Please try again in \d+ minutes?\.$/,
      );
    }
    expect(await count("SELECT count(*) AS n FROM mail_outbox WHERE to_address = ?", user.email)).toBe(3);
    expect(
      await count("SELECT count(*) AS n FROM mail_outbox WHERE to_address = ?", "nobody-here@example.com"),
    ).toBe(0);
  });

  it("counts per IP across addresses, and in parallel lets exactly the allowed number through", async () => {
    const perIp = { RESET_MAX_PER_EMAIL: "100", RESET_MAX_PER_IP: "5" };
    const all = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(perIp, "/auth/forgot-password", { email: `someone-${i}@example.com` }),
      ),
    );
    expect(statuses(all)).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
    expect(
      (await post(perIp, "/auth/forgot-password", { email: "x@example.com" }, "198.51.100.2")).status,
    ).toBe(200);
    const sameAddress = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(vars, "/auth/forgot-password", { email: "one@example.com" }, "198.51.100.3"),
      ),
    );
    expect(statuses(sameAddress)).toEqual([...Array(3).fill(200), ...Array(7).fill(429)]);
  });
});

describe("confirmation mails", () => {
  it("sends at most the configured number per new address when the e-mail is changed", async () => {
    const { token } = await makeUser();
    const vars = { VERIFY_MAX_PER_EMAIL: "2", VERIFY_MAX_PER_IP: "100" };
    const change = () =>
      callWith(vars, "/auth/profile", {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "cf-connecting-ip": "198.51.100.4" },
        json: { firstName: "Ada", lastName: "Lovelace", email: "new-address@example.com" },
      });
    expect((await change()).status).toBe(200);
    expect((await change()).status).toBe(200);
    await expectLimited(await change(), /^Too many confirmation e-mails requested\./);
    expect(
      await count("SELECT count(*) AS n FROM mail_outbox WHERE to_address = ?", "new-address@example.com"),
    ).toBe(2);
  });

  it("counts sign-up confirmation mails per IP when verification is on", async () => {
    const vars = { REQUIRE_EMAIL_VERIFICATION: "true", VERIFY_MAX_PER_IP: "2", SIGNUP_MAX_PER_IP: "100" };
    const register = (i: number) =>
      post(vars, "/auth/register", {
        email: `v${i}@example.com`,
        password: PASSWORD,
        firstName: "A",
        lastName: "B",
      });
    expect((await register(1)).status).toBe(201);
    expect((await register(2)).status).toBe(201);
    await expectLimited(await register(3), /^Too many confirmation e-mails requested\./);
    // The refused sign-up left no account behind, and took no sign-up slot.
    expect(await count("SELECT count(*) AS n FROM users WHERE email = ?", "v3@example.com")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM rate_events WHERE bucket = 'signup:ip'")).toBe(2);
  });
});

describe("sign-up and contact", () => {
  it("lets exactly the allowed number of parallel sign-ups from one IP through", async () => {
    const vars = { SIGNUP_MAX_PER_IP: "3" };
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(vars, "/auth/register", {
          email: `s${i}@example.com`,
          password: PASSWORD,
          firstName: "A",
          lastName: "B",
        }),
      ),
    );
    expect(statuses(all)).toEqual([...Array(3).fill(201), ...Array(7).fill(429)]);
    await expectLimited(
      all.find((r) => r.status === 429) as Response,
      /^Too many accounts created from this network\./,
    );
    expect(await count("SELECT count(*) AS n FROM users")).toBe(3);
    const elsewhere = await post(
      vars,
      "/auth/register",
      { email: "s-other@example.com", password: PASSWORD, firstName: "A", lastName: "B" },
      "198.51.100.9",
    );
    expect(elsewhere.status).toBe(201);
  });

  it("stores at most the allowed number of contact messages per IP an hour", async () => {
    const vars = { CONTACT_MAX_PER_IP: "2" };
    const message = {
      firstName: "Ada",
      email: "ada@example.com",
      subject: "support",
      message: "Please help me out.",
    };
    const all = await Promise.all(Array.from({ length: 6 }, () => post(vars, "/contact", message)));
    expect(statuses(all)).toEqual([200, 200, 429, 429, 429, 429]);
    await expectLimited(all.find((r) => r.status === 429) as Response, /^Too many messages sent\./);
    expect(await count("SELECT count(*) AS n FROM contact_messages")).toBe(2);
    expect((await post(vars, "/contact", message, "198.51.100.10")).status).toBe(200);
  });
});
