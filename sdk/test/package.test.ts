/**
 * The built package as its users get it: `import` and `require` in a fresh Node process, and a
 * Worker bundle (no Node built-ins) running in workerd through Miniflare. Skips with a notice when
 * dist/ has not been built (`npm run build -w sdk`; `npm test` builds first).
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../src/contract.js";

const run = promisify(execFile);
const SDK = fileURLToPath(new URL("..", import.meta.url));
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const built = existsSync(`${SDK}dist/index.js`) && existsSync(`${SDK}dist/index.cjs`);
if (!built) console.warn("[sdk package test] skipped: sdk/dist is missing; run `npm run build -w sdk` first");

const HEALTH = { success: true, data: { status: "ok", version: "9.9.9", db: "ok", storage: "ok" } };

/** A script that calls health() with an injected fetch and prints what it learned. */
const probe = (prelude: string) => `${prelude}
const fetch = async (url) => new Response(JSON.stringify(${JSON.stringify(HEALTH)}), {
  headers: { "content-type": "application/json", "x-url": url },
});
const client = new sdk.StatementClient({ baseUrl: "https://s.example", fetch });
client.health().withResponse().then(({ data, response }) => {
  const err = new sdk.NotFoundError("x", { status: 404, code: "NOT_FOUND" });
  console.log(JSON.stringify({
    version: data.data.version,
    url: response.headers.get("x-url"),
    errorOk: err instanceof sdk.APIError && err.code === "NOT_FOUND",
    codes: contract.ERROR_CODES.length,
  }));
});`;

// The built contract carries every code of the source's.
const expected = {
  version: "9.9.9",
  url: "https://s.example/api/health",
  errorOk: true,
  codes: ERROR_CODES.length,
};

describe.skipIf(!built)("built package", () => {
  it("carries the contract inside: no file of dist names the unpublished contract package", () => {
    const files = readdirSync(`${SDK}dist`).filter((f) => /\.(c?js|d\.c?ts)$/.test(f));
    expect(files).toEqual(expect.arrayContaining(["index.js", "index.cjs", "index.d.ts", "contract.d.cts"]));
    for (const file of files)
      expect(readFileSync(`${SDK}dist/${file}`, "utf8")).not.toContain("@statement-converter/contract");
  });

  it("imports from ESM in Node", async () => {
    const script = probe(`import * as sdk from "@statement-converter/sdk";
import * as contract from "@statement-converter/sdk/contract";`);
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], { cwd: ROOT });
    expect(JSON.parse(stdout)).toEqual(expected);
  });

  it("requires from CJS in Node", async () => {
    const script = probe(`const sdk = require("@statement-converter/sdk");
const contract = require("@statement-converter/sdk/contract");`);
    const { stdout } = await run(process.execPath, ["--input-type=commonjs", "-e", script], { cwd: ROOT });
    expect(JSON.parse(stdout)).toEqual(expected);
  });

  it("bundles for a Worker and runs in workerd, uploading through a service binding with progress", async () => {
    const entry = `
import { StatementClient } from "${SDK}dist/index.js";
export default {
  async fetch(request, env) {
    const client = new StatementClient({
      baseUrl: "https://s.example",
      token: "tok",
      fetch: (url, init) => env.API.fetch(url, init),
    });
    const health = await client.health();
    const progress = [];
    const bytes = new Uint8Array(150000);
    bytes.set(new TextEncoder().encode("%PDF-1.7"));
    const up = await client.conversions.upload(bytes, { fileName: "w.pdf", onProgress: (p) => progress.push(p.percent) });
    return Response.json({ version: health.data.version, uploadId: up.data.uploadId, progress });
  },
};`;
    const out = await build({
      stdin: { contents: entry, resolveDir: SDK, sourcefile: "worker.js" },
      bundle: true,
      format: "esm",
      platform: "browser",
      conditions: ["workerd", "worker", "browser"],
      write: false,
      logLevel: "silent",
    });
    const code = out.outputFiles[0]!.text;
    expect(code).not.toMatch(/from\s+["']node:|require\(["']node:/);

    const seen: { path: string; auth: string | null; size: number; type: string | null }[] = [];
    const mf = new Miniflare({
      modules: true,
      script: code,
      compatibilityDate: "2026-04-20",
      serviceBindings: {
        async API(request: Request) {
          const url = new URL(request.url);
          const body = new Uint8Array(await request.arrayBuffer());
          seen.push({
            path: url.pathname,
            auth: request.headers.get("authorization"),
            size: body.length,
            type: request.headers.get("content-type"),
          });
          if (url.pathname === "/api/health") return Response.json(HEALTH);
          const upload = {
            id: "w1",
            fileName: "w.pdf",
            fileSize: 150000,
            status: "pending",
            uploadDate: "2026-03-01T00:00:00.000Z",
            processedAt: null,
            transactionsCount: 0,
            pageCount: null,
            bankName: null,
            reconciled: null,
            errorCode: null,
            errorMessage: null,
          };
          return Response.json({ success: true, message: "ok", data: { uploadId: "w1", upload } });
        },
      },
    });
    try {
      const res = await mf.dispatchFetch("http://localhost/");
      const result = (await res.json()) as { version: string; uploadId: string; progress: number[] };
      expect(result.version).toBe("9.9.9");
      expect(result.uploadId).toBe("w1");
      expect(result.progress[0]).toBe(0);
      expect(result.progress.at(-1)).toBe(100);
      expect(result.progress.length).toBeGreaterThanOrEqual(4);
      expect(seen.map((s) => [s.path, s.auth])).toEqual([
        ["/api/health", "Bearer tok"],
        ["/api/conversion/upload", "Bearer tok"],
      ]);
      expect(seen[1]!.size).toBeGreaterThan(150000);
      expect(seen[1]!.type).toMatch(/^multipart\/form-data; boundary=/);
    } finally {
      await mf.dispose();
    }
  }, 60_000);
});
