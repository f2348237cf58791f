// Capacity of one API Worker + one D1 database, measured locally (docs/capacity.md): a private
// API under `wrangler dev` (workerd, local D1/R2/Queues), one account on an unlimited plan.
//  1. text PDFs: upload + process-and-save through the SDK, `--concurrency` at a time, `--text`
//     conversions: conversions per second and the workerd process group's CPU per conversion;
//  2. scans: the committed sample scans read by the background OCR job, one after the other:
//     seconds and CPU per OCR page, while /api/health and another account's history are asked
//     every 200 ms (the slowest answer of each is reported: both must stay under 1 s).
// Usage: node scripts/capacity.mjs [--text 40] [--concurrency 4] [--scans a.pdf,b.pdf]
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { parseArgs } from "node:util";
import { StatementClient } from "@statement-converter/sdk";
import * as stack from "./stack.mjs";

const { values } = parseArgs({
  options: {
    text: { type: "string", default: "40" },
    concurrency: { type: "string", default: "4" },
    scans: {
      type: "string",
      default:
        "engine/test/scans/sample/creditsFirst-200dpi.pdf,engine/test/scans/sample/ukCarried-200dpi.pdf",
    },
  },
});
const TEXT_PDF = join(stack.ROOT, "engine/test/printed/ukCarried.pdf");
const TICK = 100; // clock ticks per second of /proc/PID/stat (Linux's USER_HZ)

/** CPU seconds used so far by every process of the process group `pgid` (wrangler and workerd). */
function groupCpu(pgid) {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return ticks / TICK;
}

const load = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];

async function signedIn(origin, email) {
  const anon = new StatementClient({ baseUrl: origin });
  const password = "capacity-secret-1";
  await anon.auth.register({ email, password, firstName: "Cap", lastName: "Acity" });
  const { accessToken } = await anon.auth.login({ email, password });
  return new StatementClient({ baseUrl: origin, token: accessToken });
}

/** Asks `url` every 200 ms until stopped; returns how many answers, the slowest, the 95th percentile and how many took over 1 s. */
function watch(url, headers = {}) {
  const times = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      times.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return async () => {
    running = false;
    await loop;
    times.sort((a, b) => a - b);
    const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
    return {
      asked: times.length,
      p50Ms: at(0.5),
      p95Ms: at(0.95),
      slowestMs: at(1),
      overOneSecond: times.filter((t) => t > 1000).length,
    };
  };
}

async function textRun(client, pgid, n, concurrency) {
  const bytes = new Uint8Array(readFileSync(TEXT_PDF));
  for (let i = 0; i < 2; i++) await client.conversions.convert(bytes, { fileName: "warm-up.pdf" });
  let next = 0;
  const cpu0 = groupCpu(pgid);
  const t0 = performance.now();
  const lane = async () => {
    while (next < n) {
      next++;
      const r = await client.conversions.convert(bytes, { fileName: "text.pdf" });
      if (r.extractedCount === 0) throw new Error("no rows");
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const seconds = (performance.now() - t0) / 1000;
  const cpu = groupCpu(pgid) - cpu0;
  return {
    file: basename(TEXT_PDF),
    conversions: n,
    concurrency,
    seconds: +seconds.toFixed(2),
    perSecond: +(n / seconds).toFixed(2),
    cpuMsPerConversion: Math.round((cpu / n) * 1000),
    load: load(),
  };
}

async function scanRun(client, other, origin, pgid, files) {
  const results = [];
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(join(stack.ROOT, file)));
    const health = watch(`${origin}/api/health`);
    const history = watch(`${origin}/api/conversion/history?page=1&limit=10`, {
      authorization: `Bearer ${other.token}`,
    });
    const cpu0 = groupCpu(pgid);
    const t0 = performance.now();
    const heard = [];
    const r = await client.conversions.convert(bytes, {
      fileName: basename(file),
      onProcessing: ({ done, total }) => heard.push(`${done}/${total}`),
    });
    const seconds = (performance.now() - t0) / 1000;
    const cpu = groupCpu(pgid) - cpu0;
    const pages = r.ocrPages?.length ?? 0;
    results.push({
      file: basename(file),
      ocrPages: pages,
      rows: r.extractedCount,
      progress: heard.join(" "),
      seconds: +seconds.toFixed(1),
      cpuSecondsPerPage: +(cpu / Math.max(1, pages)).toFixed(2),
      health: await health(),
      otherUsersHistory: await history(),
      load: load(),
    });
  }
  return results;
}

const dir = await mkdtemp(join(tmpdir(), "statement-capacity-"));
const state = join(dir, "state");
const [port, inspectorPort] = [await stack.freePort(), await stack.freePort()];
const origin = `http://127.0.0.1:${port}`;
let api;
try {
  await stack.applyMigrations({ persistTo: state });
  api = stack.startApi({
    port,
    inspectorPort,
    persistTo: state,
    name: "statement-converter-api-capacity",
    registryPath: join(dir, "registry"),
    log: false,
    vars: {
      ENVIRONMENT: "development",
      APP_ORIGIN: origin,
      ...stack.TEST_THROTTLE_VARS,
      DEFAULT_PLAN: "enterprise",
    },
  });
  await stack.waitFor(`${origin}/api/health`, { child: api });
  const client = await signedIn(origin, `cap-${Date.now()}@example.com`);
  const other = await signedIn(origin, `other-${Date.now()}@example.com`);
  const text = await textRun(client, api.pid, Number(values.text), Number(values.concurrency));
  console.log(JSON.stringify({ text }, null, 2));
  const scans = await scanRun(client, other, origin, api.pid, values.scans.split(","));
  console.log(JSON.stringify({ scans }, null, 2));
} finally {
  if (api) await stack.stopAll([api]);
  rmSync(dir, { recursive: true, force: true });
}
