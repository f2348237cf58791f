import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { exportJWK, generateKeyPair } from "jose";
import { defineConfig } from "vitest/config";

const root = (p: string) => fileURLToPath(new URL(p, import.meta.url));
/**
 * The engine's fixtures on disk, found through its package (not a relative path into it); the
 * tests' in-memory fixtures come from `@statement-converter/engine/testing`.
 */
const engineTest = (p: string) =>
  join(
    dirname(createRequire(import.meta.url).resolve("@statement-converter/engine/package.json")),
    "test",
    p,
  );

/** Google sign-in under test: a key pair made here, its JWKS served by the outbound handler. */
const GOOGLE_JWKS_URL = "https://google-jwks.test/oauth2/v3/certs";
const GOOGLE_CLIENT_ID = "test-client.apps.googleusercontent.com";

async function googleKeys() {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = "test-key-1";
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: "RS256" };
  return { jwks: { keys: [publicJwk] }, privateJwk };
}

/**
 * The shared corpus, read here in Node (workerd has no file system) and handed to the tests as
 * a binding: base64 PDFs and their truth files. Absent folder -> `available: false`.
 */
function readCorpus() {
  const dir = root("../../shared/corpus/");
  if (!existsSync(dir)) return { available: false, files: {}, truth: {} };
  const files: Record<string, string> = {};
  const truth: Record<string, unknown> = {};
  for (const name of readdirSync(dir)) {
    if (name.endsWith(".pdf")) files[name] = readFileSync(dir + name).toString("base64");
    if (name.endsWith(".truth.json"))
      truth[name.replace(".truth.json", ".pdf")] = JSON.parse(readFileSync(dir + name, "utf8"));
  }
  return { available: true, files, truth };
}

/** The two-account statement of engine/test/fixtures/two-accounts (base64 PDF and its truth). */
function readTwoAccounts() {
  const dir = engineTest("fixtures/two-accounts/");
  return {
    pdf: readFileSync(`${dir}two-accounts.pdf`).toString("base64"),
    truth: JSON.parse(readFileSync(`${dir}two-accounts.truth.json`, "utf8")),
  };
}

/**
 * The engine's generated spreadsheets and CSV files (engine/test/sheets): base64 files with the
 * truth of each, and the hostile ones with the code each must end in.
 */
function readSheets() {
  const dir = engineTest("sheets/");
  const read = (folder: string, names: string[]) =>
    Object.fromEntries(names.map((n) => [n, readFileSync(`${dir}${folder}/${n}`).toString("base64")]));
  const truth = JSON.parse(readFileSync(`${dir}files/truth.json`, "utf8")) as Record<string, unknown>;
  const hostileCodes = JSON.parse(readFileSync(`${dir}hostile/hostile.json`, "utf8")) as Record<
    string,
    string
  >;
  return {
    files: read("files", Object.keys(truth)),
    truth,
    hostile: read("hostile", Object.keys(hostileCodes)),
    hostileCodes,
  };
}

/**
 * Workers modules that are not JavaScript (tesseract's WebAssembly as a CompiledWasm module, its
 * language data as a Data one), left to workerd to load by type as wrangler bundles them:
 * vitest-pool-workers loads an id ending in `?mf_vitest_force=TYPE` as that module type.
 */
type Resolve = (id: string, importer?: string, o?: object) => Promise<{ id: string } | null>;
const workersModules = {
  name: "workers-modules",
  enforce: "pre" as const,
  async resolveId(this: { resolve: Resolve }, id: string, importer?: string) {
    const type = id.endsWith(".traineddata.gz") ? "Data" : id.endsWith(".wasm") ? "CompiledWasm" : null;
    if (!type) return null;
    // A package's own path past its exports map (tesseract-wasm exports no dist/), as esbuild finds it.
    const own = root(`../node_modules/${id}`);
    const path = existsSync(own)
      ? own
      : (await this.resolve(id, importer, { skipSelf: true }).catch(() => null))?.id;
    return path ? { id: `${path}?mf_vitest_force=${type}`, external: true } : null;
  },
};
/** The pool inlines every dependency into the test bundle (its config hook): these stay imports. */
const workersModulesExternal = {
  name: "workers-modules-external",
  enforce: "post" as const,
  config(config: { test?: { server?: { deps?: { inline?: unknown; external?: unknown[] } } } }) {
    config.test ??= {};
    config.test.server ??= {};
    config.test.server.deps ??= {};
    const deps = config.test.server.deps;
    deps.inline = [/^(?!.*mf_vitest_force=).*$/];
    deps.external = [/mf_vitest_force=/];
  },
};

/** One scanned statement for the OCR job's test (engine/test/scans/sample). */
function readScan(name: string) {
  const dir = engineTest("scans/sample/");
  return {
    name: `${name}.pdf`,
    pdf: readFileSync(`${dir}${name}.pdf`).toString("base64"),
    truth: JSON.parse(readFileSync(`${dir}${name}.truth.json`, "utf8")),
  };
}

export default defineConfig({
  plugins: [
    workersModules,
    workersModulesExternal,
    cloudflareTest(async () => {
      const google = await googleKeys();
      return {
        main: "./src/index.ts",
        wrangler: { configPath: root("../wrangler.toml") },
        miniflare: {
          bindings: {
            ENVIRONMENT: "development",
            APP_ORIGIN: "http://127.0.0.1:5173",
            DEV_OUTBOX_SECRET: "test-outbox-secret",
            USAGE_HASH_KEY: "test-usage-hash-key-0123456789",
            GOOGLE_CLIENT_ID,
            GOOGLE_JWKS_URL,
            TEST_MIGRATIONS: await readD1Migrations(root("../migrations")),
            TEST_GOOGLE_PRIVATE_JWK: google.privateJwk,
            TEST_CORPUS: readCorpus(),
            TEST_TWO_ACCOUNTS: readTwoAccounts(),
            TEST_SHEETS: readSheets(),
            TEST_SCAN: readScan("creditsFirst-200dpi"),
            TEST_SCAN_DE: readScan("deSollHaben-200dpi"),
          },
          // No network in tests: the Worker's only outbound call is Google's key set.
          outboundService: (request: Request) =>
            request.url === GOOGLE_JWKS_URL
              ? Response.json(google.jwks)
              : new Response(`no network in tests: ${request.url}`, { status: 503 }),
        },
      };
    }),
  ],
  // Tests run in vite's SSR environment. Its default conditions lack "source" (workspace packages
  // would come from their possibly stale dist/), so they are set as wrangler bundles. It still
  // picks fflate's Node build, which imports worker_threads and crashes workerd: use the browser
  // build, the one wrangler bundles.
  resolve: { conditions: ["source"], alias: [{ find: /^fflate$/, replacement: "fflate/browser" }] },
  ssr: {
    resolve: { conditions: ["source", "workerd", "worker", "browser", "module", "development|production"] },
  },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["./test/setup.ts"],
    testTimeout: 30_000,
    // Test files share one runtime and module graph (the Worker, the engine and pdf.js load once,
    // not per file: about half the suite's CPU). Storage is still fresh for every test (setup.ts).
    isolate: false,
    // Two test files at a time, each in its own workerd (its own storage): vitest's default on a
    // 2-core machine is one (cores - 1), which left CI's second core idle for the whole suite.
    maxWorkers: 2,
  },
});
