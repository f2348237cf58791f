import { describe, expect, it } from "vitest";
import {
  account,
  conversionDetail,
  json,
  ok,
  processAndSaveBody,
  recorder,
  summary,
  transaction,
  user,
} from "../test/fetch-recorder.js";
import { apiUrlFor, StatementClient } from "./client.js";
import { ResponseValidationError, StatementError } from "./errors.js";

const BASE = "http://127.0.0.1:5173";
const stats = {
  totalUploads: 1,
  totalTransactions: 3,
  thisMonthUploads: 1,
  lastUploadDate: null,
  recentUploads: [summary("c1")],
  monthlyStats: { "2026-03": 1 },
  amountStats: { NetAmount: 10, TotalCredits: 20, TotalDebits: -10 },
};
const auth = { success: true, accessToken: "tok", user, message: "Login successful" };
const apiKey = {
  id: "k1",
  name: "CI",
  keyStart: "sc_live_AbCd",
  createdAt: "2026-03-01T10:00:00.000Z",
  expiresAt: null,
  lastUsedAt: null,
};

interface Case {
  name: string;
  call: (c: StatementClient) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  reply: Response;
}

const cases: Case[] = [
  {
    name: "auth.login",
    call: (c) => c.auth.login({ email: "a@b.co", password: "pw", rememberMe: true }),
    method: "POST",
    path: "/api/auth/login",
    body: { email: "a@b.co", password: "pw", rememberMe: true },
    reply: json(auth),
  },
  {
    name: "auth.register",
    call: (c) => c.auth.register({ email: "a@b.co", password: "abcd1234", firstName: "A", lastName: "B" }),
    method: "POST",
    path: "/api/auth/register",
    body: { email: "a@b.co", password: "abcd1234", firstName: "A", lastName: "B" },
    reply: json({ success: true, user, message: "Registered", needsConfirmation: true }),
  },
  {
    name: "auth.googleLogin",
    call: (c) => c.auth.googleLogin({ idToken: "id.tok" }),
    method: "POST",
    path: "/api/auth/google-login",
    body: { idToken: "id.tok" },
    reply: json(auth),
  },
  {
    name: "auth.logout",
    call: (c) => c.auth.logout(),
    method: "POST",
    path: "/api/auth/logout",
    reply: ok(),
  },
  {
    name: "auth.forgotPassword",
    call: (c) => c.auth.forgotPassword({ email: "a@b.co" }),
    method: "POST",
    path: "/api/auth/forgot-password",
    body: { email: "a@b.co" },
    reply: ok(),
  },
  {
    name: "auth.resetPassword",
    call: (c) => c.auth.resetPassword({ token: "t", newPassword: "abcd1234" }),
    method: "POST",
    path: "/api/auth/reset-password",
    body: { token: "t", newPassword: "abcd1234" },
    reply: ok(),
  },
  {
    name: "auth.changePassword",
    call: (c) => c.auth.changePassword({ currentPassword: "old", newPassword: "abcd1234" }),
    method: "POST",
    path: "/api/auth/change-password",
    body: { currentPassword: "old", newPassword: "abcd1234" },
    reply: ok(),
  },
  {
    name: "auth.updateProfile",
    call: (c) => c.auth.updateProfile({ firstName: "A", lastName: "B", email: "a@b.co" }),
    method: "PUT",
    path: "/api/auth/profile",
    body: { firstName: "A", lastName: "B", email: "a@b.co" },
    reply: json({ success: true, message: "Updated", user, emailConfirmationSent: false }),
  },
  {
    name: "auth.me",
    call: (c) => c.auth.me(),
    method: "GET",
    path: "/api/auth/me",
    reply: json({ success: true, user }),
  },
  {
    name: "auth.sendConfirmation",
    call: (c) => c.auth.sendConfirmation(),
    method: "POST",
    path: "/api/auth/send-confirmation",
    reply: ok(),
  },
  {
    name: "auth.verifyEmail",
    call: (c) => c.auth.verifyEmail({ token: "v" }),
    method: "POST",
    path: "/api/auth/verify-email",
    body: { token: "v" },
    reply: ok(),
  },
  {
    name: "auth.exportData",
    call: (c) => c.auth.exportData(),
    method: "GET",
    path: "/api/auth/export",
    reply: json({ success: true, data: { user, conversions: [{ ...summary("c1"), statement: null }] } }),
  },
  {
    name: "auth.deleteAccount",
    call: (c) => c.auth.deleteAccount({ password: "pw" }),
    method: "DELETE",
    path: "/api/auth/account",
    body: { password: "pw" },
    reply: ok(),
  },
  {
    name: "conversions.processAndSave",
    call: (c) => c.conversions.processAndSave({ uploadId: "c1", password: "secret" }),
    method: "POST",
    path: "/api/pdfprocessing/process-and-save",
    body: { uploadId: "c1", password: "secret" },
    reply: json({ ...processAndSaveBody("Saved"), status: "completed" }),
  },
  {
    name: "conversions.process (base64)",
    call: (c) => c.conversions.process({ base64Data: "JVBERg==" }),
    method: "POST",
    path: "/api/pdfprocessing/process",
    body: { base64Data: "JVBERg==" },
    reply: json({
      success: true,
      message: "ok",
      transactions: [],
      reconciled: true,
      accountType: null,
      accounts: [],
      warnings: [],
    }),
  },
  {
    name: "conversions.process (file)",
    call: (c) => c.conversions.process({ file: new TextEncoder().encode("%PDF-1.7"), password: "p" }),
    method: "POST",
    path: "/api/pdfprocessing/process",
    body: { base64Data: "JVBERi0xLjc=", fileName: "statement.pdf", password: "p" },
    reply: json({
      success: true,
      message: "ok",
      transactions: [],
      reconciled: true,
      accountType: null,
      accounts: [],
      warnings: [],
    }),
  },
  {
    name: "conversions.list",
    call: (c) => c.conversions.list({ page: 2, limit: 5, search: "march", status: "failed", sort: "oldest" }),
    method: "GET",
    path: "/api/conversion/history",
    query: { page: "2", limit: "5", search: "march", status: "failed", sort: "oldest" },
    reply: json({
      success: true,
      data: [summary("c1")],
      pagination: { currentPage: 2, totalPages: 2, totalCount: 6, pageSize: 5 },
      message: "ok",
    }),
  },
  {
    name: "conversions.get",
    call: (c) => c.conversions.get("c 1/x"),
    method: "GET",
    path: "/api/conversion/c%201%2Fx",
    reply: json({ success: true, data: conversionDetail, message: "ok" }),
  },
  {
    name: "conversions.delete",
    call: (c) => c.conversions.delete("c1"),
    method: "DELETE",
    path: "/api/conversion/c1",
    reply: ok(),
  },
  {
    name: "conversions.bulkDelete",
    call: (c) => c.conversions.bulkDelete(["c1", "c2"]),
    method: "POST",
    path: "/api/conversion/bulk-delete",
    body: { ids: ["c1", "c2"] },
    reply: json({ success: true, message: "Deleted", data: { deletedCount: 2 } }),
  },
  {
    name: "conversions.getExtractedData",
    call: (c) => c.conversions.getExtractedData("c1"),
    method: "GET",
    path: "/api/conversion/c1/extracted-data",
    reply: json({ success: true, data: { transactions: [transaction] } }),
  },
  {
    name: "conversions.saveExtractedData",
    call: (c) => c.conversions.saveExtractedData("c1", [{ date: "03/02", description: "X", amount: -5 }]),
    method: "POST",
    path: "/api/conversion/c1/extracted-data",
    body: { extractedTransactions: [{ date: "03/02", description: "X", amount: -5 }] },
    reply: json({
      success: true,
      message: "Saved",
      data: {
        reconciled: false,
        warnings: [{ code: "BALANCE_MISMATCH", message: "m" }],
        transactionsCount: 1,
        accounts: [{ ...account, reconciled: false }],
      },
    }),
  },
  {
    name: "conversions.stats",
    call: (c) => c.conversions.stats(),
    method: "GET",
    path: "/api/conversion/stats",
    reply: json({ success: true, data: stats, message: "ok" }),
  },
  {
    name: "contact.send",
    call: (c) =>
      c.contact.send({ firstName: "Ada", email: "a@b.co", subject: "support", message: "Hello there!" }),
    method: "POST",
    path: "/api/contact",
    body: { firstName: "Ada", email: "a@b.co", subject: "support", message: "Hello there!" },
    reply: ok(),
  },
  {
    name: "newsletter.subscribe",
    call: (c) => c.newsletter.subscribe({ email: "a@b.co" }),
    method: "POST",
    path: "/api/newsletter",
    body: { email: "a@b.co" },
    reply: ok(),
  },
  {
    name: "health",
    call: (c) => c.health(),
    method: "GET",
    path: "/api/health",
    reply: json({ success: true, data: { status: "ok", version: "0.1.0", db: "ok", storage: "ok" } }),
  },
  {
    name: "dev.outbox",
    call: (c) => c.dev.outbox("a+b@example.com", { limit: 5 }),
    method: "GET",
    path: "/api/dev/outbox",
    query: { to: "a+b@example.com", limit: "5" },
    reply: json({ success: true, data: { mails: [] } }),
  },
  {
    name: "keys.list",
    call: (c) => c.keys.list(),
    method: "GET",
    path: "/api/keys",
    reply: json({ success: true, data: [apiKey] }),
  },
  {
    name: "keys.create",
    call: (c) => c.keys.create({ name: "CI", expiresAt: "2099-01-01T00:00:00.000Z" }),
    method: "POST",
    path: "/api/keys",
    body: { name: "CI", expiresAt: "2099-01-01T00:00:00.000Z" },
    reply: json(
      { success: true, message: "API key created.", data: { key: "sc_live_x", apiKey } },
      { status: 201 },
    ),
  },
  {
    name: "keys.revoke",
    call: (c) => c.keys.revoke("k/1"),
    method: "DELETE",
    path: "/api/keys/k%2F1",
    reply: ok(),
  },
  {
    name: "usage",
    call: (c) => c.usage(),
    method: "GET",
    path: "/api/usage",
    reply: json({
      success: true,
      data: {
        plan: "registered",
        billingInterval: "monthly",
        window: "24h",
        used: 3,
        limit: 5,
        renewsAt: "2026-11-25T14:05:00.000Z",
        pendingPlan: null,
        pendingPlanAt: null,
      },
    }),
  },
  {
    name: "dev.setPlan",
    call: (c) => c.dev.setPlan({ email: "a@b.co", plan: "starter" }),
    method: "POST",
    path: "/api/dev/plan",
    body: { email: "a@b.co", plan: "starter" },
    reply: json({
      success: true,
      message: "Moved to starter.",
      data: { user: { ...user, plan: "starter" }, applied: "now", pendingPlan: null, pendingPlanAt: null },
    }),
  },
];

describe("request shapes", () => {
  it.each(cases)("$name: $method $path", async (c) => {
    const { fetch, calls } = recorder(c.reply);
    const client = new StatementClient({ baseUrl: BASE, token: "tok", fetch });
    const result = await c.call(client);
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.method).toBe(c.method);
    expect(call.url.origin + call.url.pathname).toBe(`${BASE}${c.path}`);
    expect(Object.fromEntries(call.url.searchParams)).toEqual(c.query ?? {});
    expect(call.headers.get("authorization")).toBe("Bearer tok");
    expect(call.headers.get("accept")).toBe("application/json");
    if (c.body === undefined) {
      expect(await call.bodyText()).toBe("");
    } else {
      expect(call.headers.get("content-type")).toBe("application/json");
      expect(JSON.parse(await call.bodyText())).toEqual(c.body);
    }
    // The parsed body is the reply's body (all test replies match the contract exactly).
    expect(result).toEqual(await c.reply.clone().json());
  });
});

describe("servers from before statements had accounts", () => {
  it("read as no account type, no accounts and rows without an account", async () => {
    const { account: _account, ...oldTransaction } = transaction;
    const { accountType: _type, accounts: _accounts, ...oldDetail } = conversionDetail;
    const reply = json({
      success: true,
      data: { ...oldDetail, extractedTransactions: [oldTransaction] },
      message: "ok",
    });
    const client = new StatementClient({ baseUrl: BASE, token: "tok", fetch: recorder(reply).fetch });
    const got = await client.conversions.get("c1");
    expect(got.data.accountType).toBeNull();
    expect(got.data.accounts).toEqual([]);
    expect(got.data.extractedTransactions[0]?.account).toBeNull();
    expect(got.data.extractedTransactions[0]?.amount).toBe(2500);
  });
});

describe("configuration and headers", () => {
  it("appends /api to the origin once, keeping a path prefix", () => {
    expect(apiUrlFor("http://127.0.0.1:5173")).toBe("http://127.0.0.1:5173/api");
    expect(apiUrlFor("https://x.example/")).toBe("https://x.example/api");
    expect(apiUrlFor("https://x.example/api/")).toBe("https://x.example/api");
    expect(apiUrlFor("https://x.example/app")).toBe("https://x.example/app/api");
    expect(() => apiUrlFor("127.0.0.1:5173")).toThrow(StatementError);
    expect(() => apiUrlFor("ftp://x.example")).toThrow(/http\(s\)/);
  });

  it("sends no Authorization without a token, and client + per-request headers in order", async () => {
    const { fetch, calls } = recorder(json({ success: true, user }));
    const client = new StatementClient({ baseUrl: BASE, fetch, headers: { "x-app": "web", "x-tier": "a" } });
    await client.auth.me({ headers: { cookie: "stmt_session=abc", origin: BASE, "x-tier": "b" } });
    const h = calls[0]!.headers;
    expect(h.get("authorization")).toBeNull();
    expect(h.get("cookie")).toBe("stmt_session=abc");
    expect(h.get("origin")).toBe(BASE);
    expect(h.get("x-app")).toBe("web");
    expect(h.get("x-tier")).toBe("b");
  });

  it("lets a per-request null remove the token header (a cookie-only call)", async () => {
    const { fetch, calls } = recorder(json({ success: true, user }));
    const client = new StatementClient({ baseUrl: BASE, fetch, token: "tok" });
    await client.auth.me({ headers: new Headers({ cookie: "stmt_session=abc" }) });
    await client.auth.me({ headers: { authorization: null } });
    expect(calls[0]!.headers.get("authorization")).toBe("Bearer tok");
    expect(calls[0]!.headers.get("cookie")).toBe("stmt_session=abc");
    expect(calls[1]!.headers.get("authorization")).toBeNull();
  });

  it("withOptions makes a new client with the token, leaving the first one alone", async () => {
    const { fetch, calls } = recorder(json({ success: true, user }));
    const anon = new StatementClient({ baseUrl: BASE, fetch });
    const signedIn = anon.withOptions({ token: "t2" });
    await signedIn.auth.me();
    await anon.auth.me();
    expect(calls.map((c) => c.headers.get("authorization"))).toEqual(["Bearer t2", null]);
    expect(signedIn.apiUrl).toBe(`${BASE}/api`);
  });

  it("fromEnv reads STATEMENT_API_URL and STATEMENT_TOKEN from the given env", () => {
    const c = StatementClient.fromEnv({ STATEMENT_API_URL: "https://s.example", STATEMENT_TOKEN: "env-tok" });
    expect(c.apiUrl).toBe("https://s.example/api");
    expect(c.token).toBe("env-tok");
    const d = StatementClient.fromEnv({});
    expect(d.apiUrl).toBe("http://127.0.0.1:5173/api");
    expect(d.token).toBeUndefined();
  });

  it("sends an apiKey as Bearer, reads STATEMENT_API_KEY, and lets a token win over a key", async () => {
    const { fetch, calls } = recorder(json({ success: true, user }));
    await new StatementClient({ baseUrl: BASE, apiKey: "sc_live_abc", fetch }).auth.me();
    await new StatementClient({ baseUrl: BASE, apiKey: "sc_live_abc", token: "tok", fetch }).auth.me();
    expect(calls.map((c) => c.headers.get("authorization"))).toEqual(["Bearer sc_live_abc", "Bearer tok"]);
    expect(StatementClient.fromEnv({ STATEMENT_API_KEY: "sc_live_env" }).token).toBe("sc_live_env");
    expect(StatementClient.fromEnv({ STATEMENT_API_KEY: "sc_live_env", STATEMENT_TOKEN: "t" }).token).toBe(
      "t",
    );
  });

  it("rejects bad numeric options", () => {
    expect(() => new StatementClient({ baseUrl: BASE, maxRetries: -1 })).toThrow(/maxRetries/);
    expect(() => new StatementClient({ baseUrl: BASE, timeoutMs: 0 })).toThrow(/timeoutMs/);
  });
});

describe("response parsing", () => {
  it("returns the schema's output: unknown fields are dropped", async () => {
    const { fetch } = recorder(json({ success: true, user: { ...user, internal: "x" }, extra: 1 }));
    const res = await new StatementClient({ baseUrl: BASE, fetch }).auth.me();
    expect(res).toEqual({ success: true, user });
  });

  it("raises ResponseValidationError with the failing paths when a body breaks the contract", async () => {
    const { fetch } = recorder(
      json(
        { success: true, user: { ...user, plan: "gold", emailVerified: "yes" } },
        { headers: { "x-request-id": "r9" } },
      ),
    );
    const err = await new StatementClient({ baseUrl: BASE, fetch }).auth.me().catch((e) => e);
    expect(err).toBeInstanceOf(ResponseValidationError);
    expect(err.status).toBe(200);
    expect(err.requestId).toBe("r9");
    expect(err.issues.map((i: string) => i.split(":")[0]).sort()).toEqual([
      "user.emailVerified",
      "user.plan",
    ]);
    expect(err.body.user.plan).toBe("gold");
  });

  it("raises ResponseValidationError for a 2xx that is not JSON", async () => {
    const { fetch } = recorder(new Response("<html>proxy page</html>", { status: 200 }));
    const err = await new StatementClient({ baseUrl: BASE, fetch }).health().catch((e) => e);
    expect(err).toBeInstanceOf(ResponseValidationError);
    expect(err.message).toMatch(/Expected a JSON body.*<html>proxy page/);
  });

  it("withResponse gives the raw Response next to the parsed body (Set-Cookie relay)", async () => {
    const reply = json(
      { success: true, accessToken: "tok", user, message: "ok" },
      { headers: { "set-cookie": "stmt_session=abc; HttpOnly; Path=/; SameSite=Lax", "x-request-id": "r1" } },
    );
    const { fetch } = recorder(reply);
    const client = new StatementClient({ baseUrl: BASE, fetch });
    const { data, response } = await client.auth.login({ email: "a@b.co", password: "pw" }).withResponse();
    expect(data.accessToken).toBe("tok");
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual(["stmt_session=abc; HttpOnly; Path=/; SameSite=Lax"]);
    const raw = await client.auth.login({ email: "a@b.co", password: "pw" }).asResponse();
    expect(raw.headers.get("x-request-id")).toBe("r1");
  });

  it("an APIPromise supports then/catch/finally like any promise", async () => {
    const { fetch } = recorder(json({ success: true, user }), new TypeError("down"));
    const client = new StatementClient({ baseUrl: BASE, fetch, maxRetries: 0 });
    const email = await client.auth.me().then((r) => r.user.email);
    expect(email).toBe("ada@example.com");
    let finished = false;
    const name = await client.auth
      .me()
      .catch((e: Error) => e.name)
      .finally(() => {
        finished = true;
      });
    expect(name).toBe("APIConnectionError");
    expect(finished).toBe(true);
  });
});
