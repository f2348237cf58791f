import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { database } from "../src/db/client.js";
import { insertConversion } from "../src/db/queries/conversions.js";
import worker from "../src/index.js";
import { callWith } from "./app-env.js";
import { uploaded } from "./conversions-helpers.js";
import { call, mailsTo, makeUser, read } from "./helpers.js";

const message = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  subject: "feature",
  message: "Please add OFX export.",
};

describe("POST /contact", () => {
  it("stores the message, linked to the account when signed in", async () => {
    const anonymous = await call("/contact", { method: "POST", json: message });
    expect(await read(anonymous)).toEqual({ success: true, message: "Message sent successfully!" });
    const { user, token } = await makeUser();
    await call("/contact", { method: "POST", token, json: { ...message, lastName: "" } });
    const rows = await env.DB.prepare(
      "SELECT user_id, first_name, last_name, subject, message FROM contact_messages ORDER BY id",
    ).all();
    expect(rows.results).toEqual([
      {
        user_id: null,
        first_name: "Ada",
        last_name: "Lovelace",
        subject: "feature",
        message: "Please add OFX export.",
      },
      {
        user_id: user.id,
        first_name: "Ada",
        last_name: null,
        subject: "feature",
        message: "Please add OFX export.",
      },
    ]);
  });

  it.each([
    [{ firstName: "A" }, "firstName", "First name must be at least 2 characters"],
    [{ lastName: "L" }, "lastName", "Last name must be at least 2 characters"],
    [{ email: "" }, "email", "Email is required"],
    [{ subject: "spam" }, "subject", "Please select a subject"],
    [{ message: "short" }, "message", "Message must be at least 10 characters"],
    [{ message: "x".repeat(501) }, "message", "Message cannot exceed 500 characters"],
  ])("refuses %o with the form's message", async (change, field, text) => {
    const res = await call("/contact", { method: "POST", json: { ...message, ...change } });
    expect(res.status).toBe(422);
    expect((await read(res)).errors).toEqual([{ field, message: text }]);
  });
});

describe("POST /newsletter", () => {
  it("stores an address once and answers the same every time", async () => {
    const first = await read(
      await call("/newsletter", { method: "POST", json: { email: "News@Example.com" } }),
    );
    const again = await read(
      await call("/newsletter", { method: "POST", json: { email: "news@example.com" } }),
    );
    expect(first).toEqual(again);
    expect(first.success).toBe(true);
    const rows = await env.DB.prepare("SELECT email FROM newsletter_subscribers").all();
    expect(rows.results).toEqual([{ email: "news@example.com" }]);
    expect((await call("/newsletter", { method: "POST", json: { email: "nope" } })).status).toBe(422);
  });
});

describe("GET /dev/outbox", () => {
  it("lists mails in development and does not exist in production", async () => {
    await call("/auth/forgot-password", { method: "POST", json: { email: "nobody@example.com" } });
    const { user } = await makeUser();
    await call("/auth/forgot-password", { method: "POST", json: { email: user.email } });
    const mails = await mailsTo(user.email.toUpperCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Reset your Statement Converter password");
    expect(mails[0]?.text).toContain(mails[0]?.links[0]);
    const prod = await callWith({ ENVIRONMENT: "production" }, `/dev/outbox?to=${user.email}`, {
      headers: { "x-dev-outbox-secret": "test-outbox-secret" },
    });
    expect(prod.status).toBe(404);
    expect(await read(prod)).toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses without the local secret, from another site, and without the one mailbox asked for", async () => {
    const { user } = await makeUser();
    await call("/auth/forgot-password", { method: "POST", json: { email: user.email } });
    await mailsTo(user.email);
    const path = `/dev/outbox?to=${encodeURIComponent(user.email)}`;
    const refused = [
      await call(path),
      await call(path, { headers: { "x-dev-outbox-secret": "wrong-secret" } }),
      // Another page open in the same browser, even one on localhost.
      await call(`http://127.0.0.1:5173/api${path}`, {
        headers: { "sec-fetch-site": "same-site", origin: "http://127.0.0.1:3000" },
      }),
      await call(`http://127.0.0.1:5173/api${path}`, { headers: { "sec-fetch-site": "cross-site" } }),
      // A rebound DNS name is "same origin" to the browser, but not a loopback host.
      await call(`http://attacker.example/api${path}`, { headers: { "sec-fetch-site": "same-origin" } }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(await read(res)).toMatchObject({ code: "FORBIDDEN" });
    }
    // A page of the site itself may read it.
    const own = await call(`http://127.0.0.1:5173/api${path}`, {
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(own.status).toBe(200);
    expect((await read(own)).data.mails).toHaveLength(1);
    // Never every mailbox at once.
    const all = await call("/dev/outbox", { headers: { "x-dev-outbox-secret": "test-outbox-secret" } });
    expect(all.status).toBe(422);
    expect((await read(all)).errors[0].field).toBe("to");
  });
});

describe("scheduled clean-up", () => {
  it("deletes the R2 files of uploads pending or failed for over 24 hours, and only those", async () => {
    const { user, token } = await makeUser();
    const fresh = await uploaded(token);
    const stale = await uploaded(token);
    const staleFailed = await uploaded(token);
    await env.DB.prepare("UPDATE conversions SET upload_date = '2020-01-01T00:00:00.000Z' WHERE id IN (?, ?)")
      .bind(stale, staleFailed)
      .run();
    await env.DB.prepare("UPDATE conversions SET status = 'failed' WHERE id = ?").bind(staleFailed).run();
    // An old completed conversion has no file left; it must not be touched.
    await insertConversion(database(env.DB), {
      id: "done",
      userId: user.id,
      fileName: "done.pdf",
      fileNameLower: "done.pdf",
      fileSize: 1,
      status: "completed",
      uploadDate: "2020-01-01T00:00:00.000Z",
    });

    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: "17 * * * *" }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);

    const keys = (await env.FILES.list({ prefix: `users/${user.id}/` })).objects.map((o) => o.key);
    expect(keys).toEqual([`users/${user.id}/uploads/${fresh}.pdf`]);
    const rows = await env.DB.prepare(
      "SELECT id, status, file_key IS NOT NULL AS has_file FROM conversions ORDER BY id",
    ).all();
    expect(rows.results).toEqual(
      expect.arrayContaining([
        { id: stale, status: "pending", has_file: 0 },
        { id: staleFailed, status: "failed", has_file: 0 },
        { id: fresh, status: "pending", has_file: 1 },
        { id: "done", status: "completed", has_file: 0 },
      ]),
    );
    // The rows stay listed; processing one now asks for the file.
    const retry = await call("/pdfprocessing/process-and-save", {
      method: "POST",
      token,
      json: { uploadId: stale },
    });
    expect(retry.status).toBe(422);
  });

  it("drops expired sessions", async () => {
    const { token } = await makeUser();
    await makeUser();
    await env.DB.prepare("UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE rowid = 1").run();
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: "17 * * * *" }),
      env,
      ctx,
    );
    const left = await env.DB.prepare("SELECT count(*) AS n FROM sessions").first<{ n: number }>();
    expect(left?.n).toBe(1);
    expect(token).toBeTruthy();
  });
});
