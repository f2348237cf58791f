/**
 * The local dev server (`npm start`'s Remix/Vite) serves the app, never the local database or
 * secrets: /@fs/ is limited to the app's sources, the SDK's and node_modules, .wrangler/, env and
 * key files are denied, and no CORS header lets another site read its answers.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// @ts-expect-error: plain ESM script without type declarations
import * as stack from "@statement-converter/scripts/stack";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root: string = stack.ROOT;
const probeId = randomUUID();
const probes = {
  database: join(root, ".wrangler", "state", "v3", "d1", `probe-${probeId}.sqlite`),
  env: join(root, `.env.probe-${probeId}`),
};
let server: { pid: number } | undefined;
let origin = "";
let dir = "";

beforeAll(async () => {
  mkdirSync(join(root, ".wrangler", "state", "v3", "d1"), { recursive: true });
  writeFileSync(probes.database, "SQLite format 3\u0000password_hash=pbkdf2$secret");
  writeFileSync(probes.env, "SECRET=do-not-serve\n");
  dir = mkdtempSync(join(tmpdir(), "stmt-devserver-"));
  const port = await stack.freePort();
  origin = `http://127.0.0.1:${port}`;
  server = stack.startWebDev({ port, registryPath: join(dir, "registry"), log: process.env.E2E_LOG === "1" });
  await stack.waitFor(`${origin}/@fs${join(root, "web", "app", "root.tsx")}`, {
    child: server,
    timeoutMs: 120_000,
  });
}, 180_000);

afterAll(async () => {
  if (server) await stack.stopAll([server]);
  rmSync(probes.database, { force: true });
  rmSync(probes.env, { force: true });
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}/@fs${path}`, { headers, signal: AbortSignal.timeout(30_000) });

describe("the dev server's writes", () => {
  it("refuses a form posted from another site, before the app runs", async () => {
    const res = await fetch(`${origin}/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("Access denied: cross-site request refused.");
  });
});

describe("the dev server's /@fs/", () => {
  it("still serves a page and every module it loads (the allow list is not too narrow)", async () => {
    const page = await fetch(`${origin}/login`, { signal: AbortSignal.timeout(60_000) });
    expect(page.status).toBe(200);
    const html = await page.text();
    const modules = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|jsx|ts|tsx|mjs)[^"]*)"/g)].map(
      (m) => m[1],
    );
    expect(modules.length).toBeGreaterThan(0);
    for (const path of modules) {
      const res = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(60_000) });
      expect(res.status, path).toBe(200);
    }
  }, 120_000);

  it("serves the app's own sources", async () => {
    const res = await get(join(root, "web", "app", "root.tsx"));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("export");
  });

  it("refuses the local database, env files and files outside the app", async () => {
    for (const path of [
      probes.database,
      probes.env,
      join(root, "engine", "src", "index.ts"),
      "/etc/passwd",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(403);
      expect(await res.text()).not.toContain("secret");
    }
  });

  it("sends no CORS header another site could read an answer by", async () => {
    const res = await get(join(root, "web", "app", "root.tsx"), { origin: "http://127.0.0.1:3999" });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await fetch(`${origin}/api/health`, {
      method: "OPTIONS",
      headers: { origin: "http://127.0.0.1:3999", "access-control-request-method": "GET" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });
});
