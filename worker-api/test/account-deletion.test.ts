import { env } from "cloudflare:test";
import { accountExportResponseSchema, statementJsonSchema } from "@statement-converter/contract";
import { describe, expect, it } from "vitest";
import { converted, uploaded } from "./conversions-helpers.js";
import { call, makeUser, PASSWORD, read } from "./helpers.js";

const TABLES = [
  "users",
  "sessions",
  "user_tokens",
  "conversions",
  "transactions",
  "mail_outbox",
  "contact_messages",
  "newsletter_subscribers",
  "page_usage",
];

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
    out[table] = row?.n ?? -1;
  }
  return out;
}

describe("account data", () => {
  it("GET /auth/export returns every conversion with its Statement JSON", async () => {
    const { token } = await makeUser();
    const done = await converted(token, undefined, "march.pdf");
    const pending = await uploaded(token, undefined, "april.pdf");
    const body = accountExportResponseSchema.parse(await read(await call("/auth/export", { token })));
    const byId = new Map(body.data.conversions.map((c) => [c.id, c]));
    expect(byId.get(pending)?.statement).toBeNull();
    const statement = statementJsonSchema.parse(byId.get(done)?.statement);
    expect(statement).toMatchObject({ fileName: "march.pdf", openingBalance: 1200, closingBalance: 3285.45 });
    expect(statement.transactions).toHaveLength(5);
  });

  it("DELETE /auth/account removes the account, every row it owns and its R2 files", async () => {
    const other = await makeUser();
    await converted(other.token);
    await uploaded(other.token);
    const before = await counts();

    const { user, token } = await makeUser();
    await converted(token);
    await uploaded(token);
    await uploaded(token);
    await call("/contact", {
      method: "POST",
      token,
      json: { firstName: "Ada", email: user.email, subject: "support", message: "Please help me out." },
    });
    await call("/newsletter", { method: "POST", json: { email: user.email } });
    await call("/auth/forgot-password", { method: "POST", json: { email: user.email } });
    await call("/auth/login", { method: "POST", json: { email: user.email, password: "wrong-pw-1" } });
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toHaveLength(2);

    const res = await call("/auth/account", { method: "DELETE", token, json: { password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(await read(res)).toEqual({
      success: true,
      message: "Your account and all of its data have been deleted.",
    });
    expect(res.headers.get("set-cookie")).toMatch(/stmt_session=;/);

    expect(await counts()).toEqual(before);
    // Throttle records of its addresses go too (those of its IP are not the account's).
    const throttled = await env.DB.prepare("SELECT count(*) AS n FROM rate_events WHERE key = ?")
      .bind(user.email)
      .first("n");
    expect(throttled).toBe(0);
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toEqual([]);
    expect((await env.FILES.list({ prefix: `users/${other.user.id}/` })).objects).toHaveLength(1);
    expect((await call("/auth/me", { token })).status).toBe(401);
    expect(
      (await call("/auth/login", { method: "POST", json: { email: user.email, password: PASSWORD } })).status,
    ).toBe(401);
  });
});
