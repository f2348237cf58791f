// Capacity of one API Worker + one D1 database, measured locally (docs/capacity.md): a private
// API under `wrangler dev` (workerd, local D1/R2/Queues), one account on an unlimited plan.
//  1. text PDFs: upload + process-and-save through the SDK, `--concurrency` at a time, `--text`
//     conversions: conversions per second and the workerd process group's CPU per conversion;
//  2. scans: the committed sample scans read by the background OCR job, one after the other:
//     seconds and CPU per OCR page, while /api/health and another account's history are asked
//     every 200 ms (the slowest answer of each is reported: both must stay under 1 s).
// Usage: node scripts/capacity.mjs [--text 40] [--concurrency 4] [--scans a.pdf,b.pdf]
import { readdirSync, readFileSync } from "node:fs";
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
    const health = stack.watch(`${origin}/api/health`);
    const history = stack.watch(`${origin}/api/conversion/history?page=1&limit=10`, {
      headers: { authorization: `Bearer ${other.token}` },
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

const { origin, api, stop } = await stack.startPrivateApi({
  name: "statement-converter-api-capacity",
  vars: { DEFAULT_PLAN: "enterprise" },
});
try {
  const client = await signedIn(origin, `cap-${Date.now()}@example.com`);
  const other = await signedIn(origin, `other-${Date.now()}@example.com`);
  const text = await textRun(client, api.pid, Number(values.text), Number(values.concurrency));
  console.log(JSON.stringify({ text }, null, 2));
  const scans = await scanRun(client, other, origin, api.pid, values.scans.split(","));
  console.log(JSON.stringify({ scans }, null, 2));
} finally {
  await stop();
}
