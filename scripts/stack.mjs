// Starting and stopping the local product: the API Worker in workerd (wrangler dev) with local
// D1 and R2, and the web app (Remix's Vite dev server, or the built app under `wrangler pages dev`).
// Used by `npm start` (scripts/start.mjs) and by the test run (scripts/test.mjs, web tests).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const API_NAME = "statement-converter-api";
const require = createRequire(import.meta.url);
const WRANGLER = join(dirname(require.resolve("wrangler/package.json")), "bin", "wrangler.js");
const webRequire = createRequire(join(ROOT, "web", "package.json"));
const REMIX = join(dirname(webRequire.resolve("@remix-run/dev/package.json")), "dist", "cli.js");

/**
 * Throttle limits for test copies of the API: the tests sign up and sign in many times from
 * 127.0.0.1, far past what one address or network may do for real.
 */
export const TEST_THROTTLE_VARS = {
  LOGIN_MAX_PER_EMAIL: "1000",
  LOGIN_MAX_PER_IP: "100000",
  RESET_MAX_PER_EMAIL: "1000",
  RESET_MAX_PER_IP: "100000",
  VERIFY_MAX_PER_EMAIL: "1000",
  VERIFY_MAX_PER_IP: "100000",
  SIGNUP_MAX_PER_IP: "100000",
  CONTACT_MAX_PER_IP: "100000",
};

/** Environment for every wrangler process: offline, no metrics, workspace packages from source. */
export function wranglerEnv(extra = {}) {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_BUILD_CONDITIONS: "source,workerd,worker,browser",
    ...extra,
  };
}

/** Runs a command to completion; rejects with its output when it fails. */
export function run(cmd, args, { cwd = ROOT, env = wranglerEnv(), quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let out = "";
    child.stdout?.on("data", (d) => {
      out += d;
    });
    child.stderr?.on("data", (d) => {
      out += d;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(" ")} exited ${code}\n${out}`)),
    );
  });
}

const persistArgs = (persistTo) => (persistTo ? ["--persist-to", persistTo] : []);

export function applyMigrations({ persistTo, env } = {}) {
  return run(
    process.execPath,
    [WRANGLER, "d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)],
    {
      env: wranglerEnv(env),
    },
  );
}

export function d1Execute(sql, { persistTo, env, json = false, remote = false } = {}) {
  return run(
    process.execPath,
    [
      WRANGLER,
      "d1",
      "execute",
      "DB",
      remote ? "--remote" : "--local",
      "--command",
      sql,
      ...(json ? ["--json"] : []),
      ...persistArgs(persistTo),
    ],
    {
      env: wranglerEnv(env),
    },
  );
}

/**
 * The API Worker bundled once into `outdir` (`wrangler deploy --dry-run`: index.js and its wasm
 * and data modules), for `startApi({ bundle })`. `wrangler dev` rebuilds from the sources on every
 * change to them and, while they do not build (an edit half made, a rebase whose new dependency is
 * not installed yet), holds every request unanswered: a run of many minutes serves a bundle.
 */
export function bundleApi(outdir) {
  return run(process.execPath, [WRANGLER, "deploy", "--dry-run", "--outdir", outdir]);
}

/** Starts a long-running process in its own process group, its output prefixed. */
function startProcess(label, cmd, args, { cwd = ROOT, env, log = true }) {
  const child = spawn(cmd, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.output = "";
  const onData = (d) => {
    const text = d.toString();
    child.output = (child.output + text).slice(-20_000);
    if (log) {
      for (const line of text.split(/\r?\n/)) if (line.trim()) process.stdout.write(`[${label}] ${line}\n`);
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  child.label = label;
  return child;
}

/**
 * The API Worker under `wrangler dev`. `vars` override wrangler.toml's [vars]
 * (development mode, the local origin, throttling limits for tests). With `bundle` (a folder made
 * by `bundleApi`) that bundle is served instead of the sources.
 */
export function startApi({
  port = 8787,
  inspectorPort,
  persistTo,
  name,
  vars = {},
  registryPath,
  log,
  bundle,
} = {}) {
  const args = [
    WRANGLER,
    "dev",
    // A bundle made beforehand (`bundleApi`) is served as it is, not built from the sources.
    ...(bundle ? [join(bundle, "index.js"), "--no-bundle", "--config", join(ROOT, "wrangler.toml")] : []),
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--show-interactive-dev-session=false",
  ];
  if (inspectorPort) args.push("--inspector-port", String(inspectorPort));
  if (name) args.push("--name", name);
  args.push(...persistArgs(persistTo));
  for (const [k, v] of Object.entries(vars)) args.push("--var", `${k}:${v}`);
  const env = wranglerEnv(registryPath ? { WRANGLER_REGISTRY_PATH: registryPath } : {});
  return startProcess("api", process.execPath, args, { env, log });
}

/**
 * A private API for a test or a measurement: its own state directory (migrations applied), free
 * ports, development mode and the tests' throttles (`vars` add to them or override them).
 * Resolves once /api/health answers; `stop()` ends it and removes its state. `registryPath` is
 * its own dev registry (a web dev server given it finds this API by `name`). `frozen` serves the
 * sources as they are at the start (`bundleApi`), whatever happens to them meanwhile.
 */
export async function startPrivateApi({ name, vars = {}, log = false, frozen = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "stmt-api-"));
  const state = join(dir, "state");
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  const registryPath = join(dir, "registry");
  await applyMigrations({ persistTo: state });
  const bundle = frozen ? join(dir, "bundle") : undefined;
  if (bundle) {
    try {
      await bundleApi(bundle);
    } catch (err) {
      rmSync(dir, { recursive: true, force: true });
      throw err;
    }
  }
  const api = startApi({
    port,
    inspectorPort,
    persistTo: state,
    name,
    registryPath,
    log,
    bundle,
    vars: { ENVIRONMENT: "development", APP_ORIGIN: origin, ...TEST_THROTTLE_VARS, ...vars },
  });
  const stop = async () => {
    await stopAll([api]);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${origin}/api/health`, { child: api });
  } catch (err) {
    await stop();
    throw err;
  }
  return { origin, api, state, registryPath, stop };
}

/**
 * Asks `url` every `everyMs` until the returned `stop()`, which resolves to how many answers came,
 * how many failed (not 200, or none within 5 s), the slowest, the median and 95th percentile, and
 * how many took over 1 s: how long other users wait while something heavy runs.
 */
export function watch(url, { headers = {}, everyMs = 200 } = {}) {
  const times = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      try {
        const res = await fetch(url, { headers, signal: AbortSignal.timeout(5_000) });
        await res.arrayBuffer();
        if (res.status !== 200) failures++;
      } catch {
        failures++;
      }
      times.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    times.sort((a, b) => a - b);
    const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
    return {
      asked: times.length,
      failures,
      p50Ms: at(0.5),
      p95Ms: at(0.95),
      worstMs: at(1),
      overOneSecond: times.filter((t) => t > 1000).length,
    };
  };
}

/** The web app in Remix's Vite dev server (development). */
export function startWebDev({ port = 5173, log, registryPath } = {}) {
  return startProcess(
    "web",
    process.execPath,
    [REMIX, "vite:dev", "--host", "127.0.0.1", "--port", String(port)],
    {
      cwd: join(ROOT, "web"),
      env: wranglerEnv(registryPath ? { WRANGLER_REGISTRY_PATH: registryPath } : {}),
      log,
    },
  );
}

/** The built web app (`remix vite:build` output) under `wrangler pages dev`, as in production. */
export function startWebBuilt({ port, inspectorPort, persistTo, apiName, registryPath, log } = {}) {
  const args = [WRANGLER, "pages", "dev", "./build/client", "--ip", "127.0.0.1", "--port", String(port)];
  if (inspectorPort) args.push("--inspector-port", String(inspectorPort));
  if (apiName) args.push("--service", `API=${apiName}`);
  args.push(...persistArgs(persistTo), "--show-interactive-dev-session=false");
  const env = wranglerEnv(registryPath ? { WRANGLER_REGISTRY_PATH: registryPath } : {});
  return startProcess("web", process.execPath, args, { cwd: join(ROOT, "web"), env, log });
}

/** Polls `url` until `ok(response)` holds; fails early when `child` exits. */
export async function waitFor(url, { child, timeoutMs = 90_000, ok = (r) => r.ok } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(
        `${child.label} exited with ${child.exitCode} before ${url} answered:\n${child.output}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (ok(res)) return res;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = String(err?.cause?.code ?? err);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Timed out waiting for ${url} (${last})\n${child?.output ?? ""}`);
}

/** Stops the process groups we started and waits until they are gone. */
export async function stopAll(children) {
  const alive = children.filter((c) => c && c.exitCode === null && c.signalCode === null);
  for (const c of alive) {
    try {
      process.kill(-c.pid, "SIGTERM");
    } catch {}
  }
  await Promise.all(
    alive.map(
      (c) =>
        new Promise((resolve) => {
          const t = setTimeout(() => {
            try {
              process.kill(-c.pid, "SIGKILL");
            } catch {}
            resolve();
          }, 5000);
          c.once("exit", () => {
            clearTimeout(t);
            resolve();
          });
        }),
    ),
  );
}

/** A TCP port that is free right now on 127.0.0.1. */
export async function freePort() {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}
