import { env } from "cloudflare:test";
import {
  type AccountPlan,
  DAY_MS,
  errorResponseSchema,
  usageResponseSchema,
} from "@statement-converter/contract";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { callWith } from "./app-env.js";
import { samplePdf, uploaded } from "./conversions-helpers.js";
import { call, makeUser, outbox, read, toBase64 } from "./helpers.js";

/** The sample statement followed by blank pages: `pages` pages in all. */
async function pdfOf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await samplePdf());
  for (let i = 1; i < pages; i++) doc.addPage([612, 792]);
  return doc.save();
}

const processAndSave = (token: string, uploadId: string, extra: object = {}) =>
  call("/pdfprocessing/process-and-save", { method: "POST", token, json: { uploadId, ...extra } });

const processAnonymous = async (ip: string, bytes?: Uint8Array) =>
  call("/pdfprocessing/process", {
    method: "POST",
    headers: { "cf-connecting-ip": ip },
    json: { base64Data: toBase64(bytes ?? (await samplePdf())), fileName: "march.pdf" },
  });

async function usageOf(init: { token?: string; ip?: string }) {
  const res = await call("/usage", {
    token: init.token,
    headers: init.ip ? { "cf-connecting-ip": init.ip } : {},
  });
  expect(res.status).toBe(200);
  return usageResponseSchema.parse(await read(res)).data;
}

/** Pages already counted for a subject, `agoMs` before now. */
async function seedUsage(subject: string, pages: number, agoMs = 60_000) {
  await env.DB.prepare("INSERT INTO page_usage (subject, pages, at) VALUES (?1, ?2, ?3)")
    .bind(subject, pages, Date.now() - agoMs)
    .run();
}

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

describe("page allowances hold under 20 parallel conversions", () => {
  // Each plan starts `room` pages below its limit; 20 one-page conversions race for the rest.
  const cases: { plan: AccountPlan; limit: number | null; room: number }[] = [
    { plan: "registered", limit: 5, room: 5 },
    { plan: "starter", limit: 400, room: 7 },
    { plan: "professional", limit: 1_000, room: 3 },
    { plan: "business", limit: 4_000, room: 11 },
    { plan: "enterprise", limit: null, room: 20 },
  ];
  for (const { plan, limit, room } of cases) {
    it(`${plan}: exactly ${room} of 20 run, none past the allowance`, async () => {
      // The billing period began an hour ago; the pages seeded a minute ago are in it.
      const billingCycleStart = new Date(Date.now() - 60 * 60 * 1000).toISOString();
      const { user, token } = await makeUser({ plan, billingCycleStart });
      if (limit !== null) await seedUsage(user.id, limit - room);
      const ids = await Promise.all(Array.from({ length: 20 }, () => uploaded(token)));
      const responses = await Promise.all(ids.map((id) => processAndSave(token, id)));
      const ok = responses.filter((r) => r.status === 200).length;
      expect(ok).toBe(room);
      expect(statuses(responses)).toEqual([...Array(room).fill(200), ...Array(20 - room).fill(402)]);
      const usage = await usageOf({ token });
      expect(usage).toMatchObject({ plan, used: limit ?? 20, limit });
      const completed = await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM conversions WHERE user_id = ?1 AND status = 'completed'",
      )
        .bind(user.id)
        .first<{ n: number }>();
      expect(completed?.n).toBe(room);
      for (const refused of responses.filter((r) => r.status === 402)) {
        expect((await read(refused)).code).toBe("QUOTA_EXCEEDED");
      }
    });
  }

  it("anonymous: one page per client IP, 20 parallel visitors from one address get one", async () => {
    const bytes = await samplePdf();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => processAnonymous("203.0.113.9", bytes)),
    );
    expect(statuses(responses)).toEqual([200, ...Array(19).fill(402)]);
    expect(await usageOf({ ip: "203.0.113.9" })).toMatchObject({ plan: "anonymous", used: 1, limit: 1 });
  });

  it("counts every page of a file: a 3-page file takes 3 of 5, the next 3-page file is refused", async () => {
    const { token } = await makeUser({ plan: "registered" });
    const three = await pdfOf(3);
    const first = await processAndSave(token, await uploaded(token, three));
    expect(first.status).toBe(200);
    expect(await usageOf({ token })).toMatchObject({ used: 3, limit: 5 });
    const second = await processAndSave(token, await uploaded(token, three));
    expect(second.status).toBe(402);
    expect((await read(second)).quota).toMatchObject({ used: 3, limit: 5, requested: 3 });
    // The refused run's upload is kept (failed, with its code) for a retry once the allowance renews.
    const one = await processAndSave(token, await uploaded(token));
    expect(one.status).toBe(200);
    expect(await usageOf({ token })).toMatchObject({ used: 4 });
  });
});

describe("what counts", () => {
  it("a failed conversion counts nothing; the retry that succeeds counts its pages", async () => {
    const { token } = await makeUser({ plan: "registered" });
    const garbage = new TextEncoder().encode("%PDF-1.4\nthis is no statement at all\n%%EOF");
    const id = await uploaded(token);
    const failed = await processAndSave(token, id, { base64Data: toBase64(garbage) });
    expect(failed.status).toBe(422);
    expect((await read(failed)).code).toBe("PDF_INVALID");
    const anonymousFailed = await processAnonymous("198.51.100.7", garbage);
    expect(anonymousFailed.status).toBe(422);
    expect(await usageOf({ token })).toMatchObject({ used: 0, renewsAt: null });
    expect(await usageOf({ ip: "198.51.100.7" })).toMatchObject({ used: 0 });

    const retried = await processAndSave(token, id);
    expect(retried.status).toBe(200);
    expect(await usageOf({ token })).toMatchObject({ used: 1, limit: 5 });
  });

  it("an account's usage is its own: another account and anonymous visitors are counted apart", async () => {
    const a = await makeUser({ plan: "registered" });
    const b = await makeUser({ plan: "registered" });
    await seedUsage(a.user.id, 5);
    expect((await processAndSave(a.token, await uploaded(a.token))).status).toBe(402);
    expect((await processAndSave(b.token, await uploaded(b.token))).status).toBe(200);
    expect(await usageOf({ token: b.token })).toMatchObject({ used: 1 });
    expect(await usageOf({ token: a.token })).toMatchObject({ used: 5 });
  });
});

describe("windows renew", () => {
  it("rolling 24 hours: pages older than a day no longer count; renewsAt is when the oldest leaves", async () => {
    const { user, token } = await makeUser({ plan: "registered" });
    await seedUsage(user.id, 4, DAY_MS + 1000); // a day and a second ago: out of the window
    await seedUsage(user.id, 3, 2 * 60 * 60 * 1000); // two hours ago
    const usage = await usageOf({ token });
    expect(usage.used).toBe(3);
    const renews = new Date(usage.renewsAt ?? 0).getTime();
    expect(Math.abs(renews - (Date.now() - 2 * 60 * 60 * 1000 + DAY_MS))).toBeLessThan(10_000);
    expect((await processAndSave(token, await uploaded(token))).status).toBe(200);
    expect((await usageOf({ token })).used).toBe(4);
  });

  it("billing month: a full period refuses until its end; the next period starts from zero", async () => {
    const now = Date.now();
    const cycleStart = new Date(now - 40 * DAY_MS).toISOString(); // the current period began ~10 days ago
    const { user, token } = await makeUser({ plan: "starter", billingCycleStart: cycleStart });
    await seedUsage(user.id, 400, 35 * DAY_MS); // the previous period
    expect(await usageOf({ token })).toMatchObject({ used: 0, limit: 400, window: "month" });
    await seedUsage(user.id, 400, 2 * DAY_MS); // this period, full
    const refused = await processAndSave(token, await uploaded(token));
    expect(refused.status).toBe(402);
    const body = await read(refused);
    expect(body.quota.renewsAt).toBe((await usageOf({ token })).renewsAt);
    expect(new Date(body.quota.renewsAt).getTime()).toBeGreaterThan(now);
    expect(new Date(body.quota.renewsAt).getTime()).toBeLessThan(now + 22 * DAY_MS);
  });
});

/** A PDF of `pages` blank pages: read, it would be PDF_SCANNED (no text at all). */
async function blankPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([612, 792]);
  return doc.save();
}

/** A CSV of `rows` lines and no statement table: read, it would be NO_TRANSACTIONS. */
const priceList = (rows: number) =>
  new TextEncoder().encode(
    `Item,Unit,Colour\n${Array.from({ length: rows - 1 }, (_, i) => `Item ${i},box,blue`).join("\n")}\n`,
  );

describe("pages are counted before the engine reads the file", () => {
  it("a 6-page PDF on a 5-page allowance: 402 with its 6 pages, not the PDF_SCANNED reading it would give", async () => {
    const { token } = await makeUser({ plan: "registered" });
    const id = await uploaded(token, await blankPdf(6));
    const res = await processAndSave(token, id);
    expect(res.status).toBe(402);
    expect((await read(res)).quota).toMatchObject({ limit: 5, used: 0, requested: 6 });
    const detail = await read(await call(`/conversion/${id}`, { token }));
    expect(detail.data).toMatchObject({ status: "failed", errorCode: "QUOTA_EXCEEDED" });
    // Its file is kept for a retry once there is room.
    expect(await env.FILES.list({ prefix: "users/" }).then((l) => l.objects.length)).toBe(1);
    expect((await usageOf({ token })).used).toBe(0);
    // One page fits: that file is read, and refused for what it is.
    const one = await processAndSave(token, await uploaded(token, await blankPdf(1)));
    expect((await read(one)).code).toBe("PDF_SCANNED");
  });

  it("a 300-row CSV (6 pages) with 2 pages left: 402 before its table is looked for", async () => {
    const { user, token } = await makeUser({ plan: "registered" });
    await seedUsage(user.id, 3);
    const res = await call("/conversion/upload", {
      method: "POST",
      token,
      body: (() => {
        const form = new FormData();
        form.set("file", new File([priceList(300)], "prices.csv", { type: "text/csv" }));
        return form;
      })(),
    });
    const processed = await processAndSave(token, (await read(res)).data.uploadId);
    expect(processed.status).toBe(402);
    expect((await read(processed)).quota).toMatchObject({ limit: 5, used: 3, requested: 6 });
  });

  it("visitors too: a 2-page PDF on the 1-page allowance is refused unread, and nothing is counted", async () => {
    const res = await processAnonymous("198.51.100.44", await blankPdf(2));
    expect(res.status).toBe(402);
    expect((await read(res)).quota).toMatchObject({ plan: "anonymous", limit: 1, used: 0, requested: 2 });
    expect(await usageOf({ ip: "198.51.100.44" })).toMatchObject({ used: 0 });
  });
});

describe("402 QUOTA_EXCEEDED", () => {
  it("names the allowance, the pages used and when it renews", async () => {
    const { user, token } = await makeUser({ plan: "registered" });
    const at = Date.now() - 60 * 60 * 1000;
    await env.DB.prepare("INSERT INTO page_usage (subject, pages, at) VALUES (?1, 5, ?2)")
      .bind(user.id, at)
      .run();
    const res = await processAndSave(token, await uploaded(token));
    expect(res.status).toBe(402);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    const body = errorResponseSchema.parse(await read(res));
    expect(body).toEqual({
      success: false,
      code: "QUOTA_EXCEEDED",
      message: `Page allowance reached. This file needs 1 page; 5 of 5 pages of the 5 pages per 24 hours (Registered plan) allowance are used. The allowance renews at ${new Date(at + DAY_MS).toISOString()}. Upgrade for more pages.`,
      quota: {
        plan: "registered",
        window: "24h",
        limit: 5,
        used: 5,
        requested: 1,
        renewsAt: new Date(at + DAY_MS).toISOString(),
      },
    });
  });

  it("anonymous visitors get the same body for their IP's allowance", async () => {
    expect((await processAnonymous("192.0.2.1")).status).toBe(200);
    const res = await processAnonymous("192.0.2.1");
    expect(res.status).toBe(402);
    expect((await read(res)).quota).toMatchObject({ plan: "anonymous", window: "24h", limit: 1, used: 1 });
    expect((await processAnonymous("192.0.2.2")).status).toBe(200);
  });
});

describe("plans", () => {
  it("new accounts get DEFAULT_PLAN (registered unless set)", async () => {
    const register = (vars: Record<string, string>, email: string) =>
      callWith(vars, "/auth/register", {
        method: "POST",
        json: { email, password: "Passw0rd-123", firstName: "Ada", lastName: "Lovelace" },
      });
    const plain = await register({}, "plain@example.com");
    expect((await read(plain)).user.plan).toBe("registered");
    const business = await read(await register({ DEFAULT_PLAN: "business" }, "load@example.com"));
    expect(business.user.plan).toBe("business");
    const token = business.accessToken;
    expect(await usageOf({ token })).toMatchObject({
      plan: "business",
      used: 0,
      limit: 4000,
      window: "month",
    });
  });

  it("the development route upgrades at once and downgrades at the next cycle", async () => {
    const { user, token } = await makeUser({ plan: "registered" });
    const headers = { "x-dev-outbox-secret": env.DEV_OUTBOX_SECRET ?? "" };
    const up = await call("/dev/plan", {
      method: "POST",
      headers,
      json: { email: user.email, plan: "professional" },
    });
    expect(up.status).toBe(200);
    expect((await read(up)).data).toMatchObject({ applied: "now", pendingPlan: null });
    const afterUp = await usageOf({ token });
    expect(afterUp).toMatchObject({ plan: "professional", limit: 1000, window: "month", used: 0 });

    const down = await call("/dev/plan", {
      method: "POST",
      headers,
      json: { email: user.email, plan: "starter" },
    });
    expect((await read(down)).data).toMatchObject({ applied: "next_cycle", pendingPlan: "starter" });
    const pending = await usageOf({ token });
    expect(pending).toMatchObject({ plan: "professional", limit: 1000, pendingPlan: "starter" });
    expect(pending.pendingPlanAt).toBe(pending.renewsAt);

    // The cycle ends: the downgrade applies on the next request.
    await env.DB.prepare("UPDATE users SET pending_plan_at = ?1 WHERE id = ?2")
      .bind(new Date(Date.now() - 1000).toISOString(), user.id)
      .run();
    expect(await usageOf({ token })).toMatchObject({ plan: "starter", limit: 400, pendingPlan: null });

    const unknown = await call("/dev/plan", {
      method: "POST",
      headers,
      json: { email: "nobody@example.com", plan: "starter" },
    });
    expect(unknown.status).toBe(404);
    const refused = await call("/dev/plan", {
      method: "POST",
      json: { email: user.email, plan: "business" },
    });
    expect(refused.status).toBe(403);
    const bad = await call("/dev/plan", {
      method: "POST",
      headers,
      json: { email: user.email, plan: "anonymous" },
    });
    expect(bad.status).toBe(422);
    const prod = await callWith({ ENVIRONMENT: "production" }, "/dev/plan", {
      method: "POST",
      json: { email: user.email, plan: "business" },
    });
    expect(prod.status).toBe(404);
  });

  it("one e-mail per window when an account reaches 80% of its allowance", async () => {
    const { user, token } = await makeUser({ plan: "registered" });
    await seedUsage(user.id, 3);
    expect((await processAndSave(token, await uploaded(token))).status).toBe(200); // 4 of 5: 80%
    expect((await processAndSave(token, await uploaded(token))).status).toBe(200); // 5 of 5
    const mails = (await outbox(user.email)).filter(
      (m) => m.subject === "You have used most of your page allowance",
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(
      "You have used 4 of your 5 pages (5 pages per 24 hours on the Registered plan).",
    );
    expect(mails[0]?.links).toEqual(["http://127.0.0.1:5173/pricing"]);
  });
});
