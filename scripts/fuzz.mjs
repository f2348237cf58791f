#!/usr/bin/env node
// `npm run fuzz`: every file of the hostile-input suite (engine/test/hostile) through the CLI
// (`statement convert --local`, one process per file) and through the API (a private
// `wrangler dev` with its own state, upload + process-and-save), while /api/health is asked
// every 250 ms. Prints: files, clean, crashes, hangs (over 10 s), peak RSS, API 5xx, whether
// health stayed answered, and the files whose code differs from what the suite expects or
// between the CLI and the API. A scan the API answers with 202 (read by a background OCR job) is
// followed by asking GET /conversion/{id} every second until it ends, and judged by how it ended
// (completed is OK, failed is its code; still processing after 5 minutes is "left processing").
// Then the export sizes: an account of its own is given 10 saved
// conversions of 20,000 rows (MAX_EXPORT_ROWS in all) and exports them (ZIP of CSV, XLSX, OFX,
// and the account export) while health is asked every 100 ms (scripts/export-sizes.mjs). The API
// serves a bundle of the sources made at the start (stack.startPrivateApi's `frozen`). An export
// that fails is reported as failed and the summary is printed whatever happened.
//
//   npm run fuzz [-- --only REGEX] [-- --skip-api] [-- --skip-cli] [-- --skip-exports] [-- --keep DIR]
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { FILE_ERROR_CODES } from "@statement-converter/sdk/contract";
import { describeExport, failedMeasurement, measureExport, seedExports } from "./export-sizes.mjs";
import { writeHostileFiles } from "./hostile-suite.mjs";
import * as stack from "./stack.mjs";

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const only = option("--only") ? new RegExp(option("--only")) : null;
const HANG_MS = 10_000;
const KILL_MS = 90_000;
/** The file error codes (docs/architecture.md#error-codes): a file that ends in one of them (or converts) ends cleanly. */
const NAMED = new Set(FILE_ERROR_CODES);

const dir = option("--keep") ?? mkdtempSync(join(tmpdir(), "stmt-fuzz-"));
mkdirSync(join(dir, "files"), { recursive: true });
mkdirSync(join(dir, "out"), { recursive: true });

/** The suite's files (all, or those `--only` names) written into the run's folder. */
const makeFiles = () => writeHostileFiles(join(dir, "files"), (file) => !only || only.test(file.name));

function runProcess(cmd, cmdArgs, env) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(cmd, cmdArgs, { cwd: stack.ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    const killer = setTimeout(() => child.kill("SIGKILL"), KILL_MS);
    child.on("exit", (code, signal) => {
      clearTimeout(killer);
      resolve({ code, signal, stdout, stderr, ms: performance.now() - started });
    });
  });
}

/**
 * One CLI process per file: its wall time, its CPU time (on a busy machine the wall time is
 * several times the CPU time), its exit, its code and its peak RSS.
 */
async function cliPass(files) {
  const usageFile = join(dir, "usage.txt");
  const preload = new URL("./fuzz-report-usage.mjs", import.meta.url).href;
  const results = [];
  for (const file of files) {
    rmSync(usageFile, { force: true });
    const run = await runProcess(
      process.execPath,
      [
        "--import",
        preload,
        "cli/bin/statement.js",
        "convert",
        file.path,
        "--local",
        "--json",
        "--out-dir",
        join(dir, "out"),
      ],
      { ...process.env, FUZZ_USAGE_FILE: usageFile },
    );
    let entry = null;
    try {
      entry = JSON.parse(run.stdout).files[0];
    } catch {}
    let [rssMb, cpuMs] = [0, 0];
    try {
      const [rssKb, cpuMicros] = readFileSync(usageFile, "utf8").split(" ").map(Number);
      [rssMb, cpuMs] = [rssKb / 1024, cpuMicros / 1000];
    } catch {}
    const outcome = entry ? (entry.ok ? "OK" : entry.code) : `EXIT_${run.code ?? run.signal}`;
    const crashed = !entry || (run.code !== 0 && run.code !== 1) || (outcome !== "OK" && !NAMED.has(outcome));
    results.push({
      ...file,
      outcome,
      ms: run.ms,
      cpuMs,
      rssMb,
      crashed,
      detail: crashed ? run.stderr.slice(-300) : "",
    });
    process.stdout.write(".");
  }
  process.stdout.write("\n");
  return results;
}

async function json(res) {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return { nonJson: text.slice(0, 200) };
  }
}

/** The most a background OCR job is waited for (its own deadline is 10 minutes: decision 0022). */
const JOB_WAIT_MS = 5 * 60_000;

/**
 * GET /conversion/{id}; with `wait`, asked again every second while it is `processing` (a scan
 * read by a background job), for at most JOB_WAIT_MS.
 */
async function followJob(origin, auth, id, wait) {
  const deadline = performance.now() + JOB_WAIT_MS;
  for (;;) {
    const detail = await json(await fetch(`${origin}/api/conversion/${id}`, { headers: auth }));
    if (!wait || detail.data?.status !== "processing" || performance.now() > deadline) return detail;
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

/**
 * The export sizes on the fuzz's API: an account of its own (the hostile files' conversions would
 * add to its rows) given 10 conversions of 20,000 rows, exported as ZIPs and as the account export.
 * A failure on the way is returned as a failed measurement, never thrown.
 */
async function exportSizes(origin, state, email) {
  const exports = [];
  try {
    const owner = await json(
      await fetch(`${origin}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({
          email: `exports-${email}`,
          password: "Fuzz-pass-123",
          firstName: "Ex",
          lastName: "Port",
        }),
      }),
    );
    await seedExports({ userId: owner.user.id, persistTo: state, conversions: 10, rows: 20_000 });
    for (const format of ["csv", "excel", "ofx", "account"]) {
      exports.push(await measureExport({ origin, token: owner.accessToken, format }));
    }
  } catch (err) {
    exports.push(failedMeasurement("seeding", err));
  }
  return exports;
}

/** A private API; each file uploaded and processed while a poller asks /api/health. */
async function apiPass(files) {
  // Enterprise: not metered, so allowances never stop the run.
  const { origin, api, state, stop } = await stack.startPrivateApi({
    name: "statement-converter-api-fuzz",
    vars: { DEFAULT_PLAN: "enterprise" },
    // The sources as they were at the start: an edit meanwhile cannot stall the run.
    frozen: true,
  });
  const results = [];
  try {
    const email = `fuzz-${Date.now()}@example.com`;
    const reg = await json(
      await fetch(`${origin}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ email, password: "Fuzz-pass-123", firstName: "Fuzz", lastName: "Tester" }),
      }),
    );
    const auth = { authorization: `Bearer ${reg.accessToken}` };
    for (const file of files) {
      const watching = stack.watch(`${origin}/api/health`, { everyMs: 250 });
      const started = performance.now();
      const statuses = [];
      let outcome;
      let requestMs;
      let job = null;
      try {
        const form = new FormData();
        const type = file.ext === "pdf" ? "application/pdf" : "application/octet-stream";
        form.set("file", new Blob([readFileSync(file.path)], { type }), basename(file.path));
        const up = await fetch(`${origin}/api/conversion/upload`, {
          method: "POST",
          headers: auth,
          body: form,
          signal: AbortSignal.timeout(KILL_MS),
        });
        statuses.push(up.status);
        const upBody = await json(up);
        if (!upBody.success) outcome = upBody.code ?? `HTTP_${up.status}`;
        else {
          const proc = await fetch(`${origin}/api/pdfprocessing/process-and-save`, {
            method: "POST",
            headers: { ...auth, "content-type": "application/json" },
            body: JSON.stringify({ uploadId: upBody.data.uploadId }),
            signal: AbortSignal.timeout(KILL_MS),
          });
          statuses.push(proc.status);
          const body = await json(proc);
          outcome = body.success ? "OK" : (body.code ?? (body.nonJson ? "NON_JSON" : `HTTP_${proc.status}`));
          requestMs = performance.now() - started;
          // A scan answers 202 and is read by a background OCR job: followed to its end.
          const detail = await followJob(origin, auth, upBody.data.uploadId, proc.status === 202);
          file.finalStatus = detail.data?.status;
          if (proc.status === 202) {
            job = { ms: performance.now() - started - requestMs, status: file.finalStatus };
            outcome =
              file.finalStatus === "completed"
                ? "OK"
                : file.finalStatus === "failed"
                  ? (detail.data?.errorCode ?? "FAILED")
                  : "PROCESSING";
          }
          // A failed upload keeps its file and counts against the account's waiting uploads
          // (MAX_WAITING_UPLOADS): each is deleted once looked at, so the run never meets that cap.
          await fetch(`${origin}/api/conversion/${upBody.data.uploadId}`, {
            method: "DELETE",
            headers: auth,
          });
        }
      } catch (err) {
        outcome = `FETCH_${err?.name ?? "ERROR"}`;
      }
      // A hang is a request that holds its caller past HANG_MS; a background job has its own deadline.
      const ms = requestMs ?? performance.now() - started;
      const health = await watching();
      results.push({
        ...file,
        outcome,
        ms,
        job,
        statuses,
        health,
        serverError: statuses.some((s) => s >= 500),
      });
      process.stdout.write(".");
    }
    process.stdout.write("\n");
    const exports = [];
    if (!args.includes("--skip-exports")) {
      exports.push(...(await exportSizes(origin, state, email)));
    }
    // wrangler dev runs two workerd processes (its proxy and the Worker): the larger peak counts.
    let rssMb = 0;
    try {
      const workerds = (await stack.run("pgrep", ["-g", String(api.pid), "workerd"])).trim().split("\n");
      for (const pid of workerds) {
        const status = readFileSync(`/proc/${pid}/status`, "utf8");
        rssMb = Math.max(rssMb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
      }
    } catch {}
    return { results, rssMb, exports };
  } finally {
    await stop();
  }
}

const slowest = (rs) => rs.reduce((a, b) => (b.ms > a.ms ? b : a), { name: "none", ms: 0 });
const top = (rs, key, n = 5) => [...rs].sort((a, b) => key(b) - key(a)).slice(0, n);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const unexpected = (rs) => rs.filter((r) => !r.crashed && !r.serverError && !r.expect.includes(r.outcome));

const files = await makeFiles();
console.log(`hostile files: ${files.length} (in ${dir})`);
const summary = [];
let failed = false;
let cli = [];
let apiResults = [];
if (!args.includes("--skip-cli")) {
  console.log("CLI: statement convert --local, one process per file");
  cli = await cliPass(files);
  const crashes = cli.filter((r) => r.crashed);
  const hangs = cli.filter((r) => r.ms > HANG_MS);
  const peak = cli.reduce((a, b) => (b.rssMb > a.rssMb ? b : a), { name: "none", rssMb: 0 });
  for (const r of crashes) console.log(`  crash ${r.name}: ${r.outcome} ${r.detail}`);
  for (const r of hangs)
    console.log(`  hang ${r.name}: ${seconds(r.ms)}, CPU ${seconds(r.cpuMs)} (${r.outcome})`);
  for (const r of unexpected(cli))
    console.log(`  unexpected ${r.name}: ${r.outcome} (expected ${r.expect.join("|")})`);
  console.log(
    `  slowest: ${top(cli, (r) => r.ms)
      .map((r) => `${r.name} ${seconds(r.ms)}`)
      .join(", ")}`,
  );
  console.log(
    `  most CPU: ${top(cli, (r) => r.cpuMs)
      .map((r) => `${r.name} ${seconds(r.cpuMs)}`)
      .join(", ")}`,
  );
  console.log(
    `  most memory: ${top(cli, (r) => r.rssMb)
      .map((r) => `${r.name} ${Math.round(r.rssMb)} MB`)
      .join(", ")}`,
  );
  const clean = cli.length - crashes.length - hangs.length;
  summary.push(
    `CLI: ${cli.length} files, ${clean} clean, ${crashes.length} crashes, ${hangs.length} hangs over 10 s, slowest ${seconds(slowest(cli).ms)} (${slowest(cli).name}), peak RSS ${Math.round(peak.rssMb)} MB (${peak.name}), ${unexpected(cli).length} unexpected codes`,
  );
  failed ||= crashes.length > 0 || hangs.length > 0 || peak.rssMb >= 512;
}
if (!args.includes("--skip-api")) {
  console.log("API: upload + process-and-save, /api/health polled meanwhile");
  let pass = { results: [], rssMb: 0, exports: [] };
  try {
    pass = await apiPass(files);
  } catch (err) {
    summary.push(`API pass FAILED before its end: ${String(err?.message ?? err).split("\n")[0]}`);
    failed = true;
  }
  const { results: api, rssMb, exports } = pass;
  apiResults = api;
  const errors = api.filter((r) => r.serverError);
  const hangs = api.filter((r) => r.ms > HANG_MS);
  const stuck = api.filter((r) => r.finalStatus === "processing");
  const healthMissed = api.filter((r) => r.health.failures > 0 || r.health.worstMs > 1_000);
  const worstHealth = api.reduce((a, b) => (b.health.worstMs > a.health.worstMs ? b : a), {
    name: "none",
    health: { worstMs: 0 },
  });
  for (const r of errors) console.log(`  5xx ${r.name}: ${r.statuses.join(",")} ${r.outcome}`);
  for (const r of hangs) console.log(`  hang ${r.name}: ${seconds(r.ms)} (${r.outcome})`);
  for (const r of stuck) console.log(`  left processing ${r.name}`);
  for (const r of api.filter((r) => r.job))
    console.log(`  OCR job ${r.name}: ${r.job.status} (${r.outcome}) after ${seconds(r.job.ms)}`);
  for (const r of healthMissed)
    console.log(
      `  health slow during ${r.name}: worst ${Math.round(r.health.worstMs)} ms, ${r.health.failures} failed`,
    );
  for (const r of unexpected(api))
    console.log(`  unexpected ${r.name}: ${r.outcome} (expected ${r.expect.join("|")})`);
  console.log(
    `  slowest: ${top(api, (r) => r.ms)
      .map((r) => `${r.name} ${seconds(r.ms)}`)
      .join(", ")}`,
  );
  const differ = cli.length
    ? api.filter((r, i) => cli[i] && !cli[i].crashed && cli[i].outcome !== r.outcome)
    : [];
  for (const r of differ)
    console.log(`  CLI and API differ on ${r.name}: CLI ${cli[api.indexOf(r)].outcome}, API ${r.outcome}`);
  const clean = api.length - errors.length - hangs.length;
  summary.push(
    `API: ${api.length} files, ${clean} clean, ${errors.length} 5xx, ${hangs.length} hangs over 10 s, slowest ${seconds(slowest(api).ms)} (${slowest(api).name}), workerd peak RSS ${Math.round(rssMb)} MB, ${stuck.length} left processing, ${unexpected(api).length} unexpected codes, ${differ.length} differing from the CLI`,
  );
  summary.push(
    `health: ${healthMissed.length === 0 ? "answered" : "NOT answered"} within 1 s throughout (worst ${Math.round(worstHealth.health.worstMs)} ms, during ${worstHealth.name})`,
  );
  failed ||= errors.length > 0 || hangs.length > 0 || healthMissed.length > 0 || stuck.length > 0;
  for (const m of exports) summary.push(`export of 10 x 20,000 rows: ${describeExport(m)}`);
  failed ||= exports.some((m) => m.status !== 200 || m.failures > 0 || m.worstMs > 1_000);
}
writeFileSync(join(dir, "results.json"), JSON.stringify({ cli, api: apiResults }, null, 1));
console.log(`\n=== fuzz summary\nfiles: ${files.length}`);
for (const line of summary) console.log(line);
if (!option("--keep")) rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
