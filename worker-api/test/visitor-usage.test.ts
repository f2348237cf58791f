import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { DAY_MS } from "@statement-converter/contract";
import { describe, expect, it } from "vitest";
import { DEV_USAGE_HASH_KEY, readConfig } from "../src/env.js";
import worker from "../src/index.js";
import { callWith } from "./app-env.js";
import { samplePdf } from "./conversions-helpers.js";
import { call, makeUser, PASSWORD, read, toBase64 } from "./helpers.js";

/** HMAC-SHA256 of `ip` under `key`, first 16 bytes as hex: written here again, not imported. */
async function expectedSubject(key: string, ip: string) {
  const k = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(key),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", k, new TextEncoder().encode(ip)));
  return `visitor:${[...mac.subarray(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

const subjects = async () =>
  (await env.DB.prepare("SELECT subject FROM page_usage ORDER BY id").all<{ subject: string }>()).results.map(
    (r) => r.subject,
  );

const convertAs = async (ip: string, vars: Record<string, string> = {}) =>
  callWith(vars, "/pdfprocessing/process", {
    method: "POST",
    headers: { "cf-connecting-ip": ip },
    json: { base64Data: toBase64(await samplePdf()), fileName: "march.pdf" },
  });

const usedBy = async (ip: string, vars: Record<string, string> = {}) =>
  (await read(await callWith(vars, "/usage", { headers: { "cf-connecting-ip": ip } }))).data.used;

async function runCleanUp(at: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "17 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("visitors' allowance rows", () => {
  it("hold a keyed hash of the address (USAGE_HASH_KEY), never the address", async () => {
    const ip = "203.0.113.77";
    expect((await convertAs(ip)).status).toBe(200);
    expect(await subjects()).toEqual([await expectedSubject(String(env.USAGE_HASH_KEY), ip)]);
    const dump = JSON.stringify((await env.DB.prepare("SELECT * FROM page_usage").all()).results);
    expect(dump).not.toContain(ip);
    // The same address is counted again; another key (another deployment) sees other rows.
    expect(await usedBy(ip)).toBe(1);
    expect((await convertAs(ip)).status).toBe(402);
    expect(await usedBy(ip, { USAGE_HASH_KEY: "another-deployments-secret" })).toBe(0);
  });

  it("development without USAGE_HASH_KEY uses the documented local key; production's configuration is refused without one", async () => {
    expect((await convertAs("198.51.100.3", { USAGE_HASH_KEY: "" })).status).toBe(200);
    expect(await subjects()).toEqual([await expectedSubject(DEV_USAGE_HASH_KEY, "198.51.100.3")]);
    const production = (key: string) => () =>
      readConfig({ ...env, ENVIRONMENT: "production", USAGE_HASH_KEY: key });
    expect(production("")).toThrow(/USAGE_HASH_KEY/);
    expect(production(DEV_USAGE_HASH_KEY)).toThrow(/USAGE_HASH_KEY/);
    expect(production("a-real-secret-of-this-deployment")().USAGE_HASH_KEY).toBe(
      "a-real-secret-of-this-deployment",
    );
  });

  it("are pruned by the scheduled clean-up once their 24 hours are over; accounts' rows stay", async () => {
    const { user } = await makeUser();
    const now = Date.now();
    const seed = (subject: string, at: number) =>
      env.DB.prepare("INSERT INTO page_usage (subject, pages, at) VALUES (?1, 1, ?2)")
        .bind(subject, at)
        .run();
    const old = await expectedSubject(String(env.USAGE_HASH_KEY), "192.0.2.10");
    const recent = await expectedSubject(String(env.USAGE_HASH_KEY), "192.0.2.11");
    await seed(old, now - DAY_MS - 1000);
    await seed(recent, now - 60_000);
    await seed(user.id, now - 40 * DAY_MS);
    await runCleanUp(now);
    expect((await subjects()).sort()).toEqual([recent, user.id].sort());
    expect(await usedBy("192.0.2.11")).toBe(1);
  });
});

describe("deleting an account", () => {
  it("removes the pages counted against its allowance, and only its own", async () => {
    const gone = await makeUser();
    const kept = await makeUser();
    const seed = (subject: string) =>
      env.DB.prepare("INSERT INTO page_usage (subject, pages, at) VALUES (?1, 2, ?2)")
        .bind(subject, Date.now())
        .run();
    await seed(gone.user.id);
    await seed(kept.user.id);
    const res = await call("/auth/account", {
      method: "DELETE",
      token: gone.token,
      json: { password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(await subjects()).toEqual([kept.user.id]);
  });
});
