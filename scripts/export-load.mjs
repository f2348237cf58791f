#!/usr/bin/env node
// `node scripts/export-load.mjs`: how much one big export holds up everyone else. Starts the API
// (`wrangler dev`, its own state), gives one account 10 conversions of 20,000 rows each (200,000,
// MAX_EXPORT_ROWS), then exports them all as one ZIP per format while /api/health is asked every
// 100 ms, and prints per format: the export's time and size, health's slowest answer meanwhile and
// the machine's load average. `account` as a format is the whole account's export (GET /auth/export).
//
//   node scripts/export-load.mjs [-- --formats csv,excel,ofx,account] [-- --conversions 10] [-- --rows 20000]
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import * as stack from "./stack.mjs";

const args = process.argv.slice(2);
const option = (name, def) => (args.includes(name) ? args[args.indexOf(name) + 1] : def);
const formats = option("--formats", "csv,excel,ofx,account").split(",");
const conversions = Number(option("--conversions", "10"));
const rows = Number(option("--rows", "20000"));

const dir = mkdtempSync(join(tmpdir(), "stmt-export-load-"));
const state = join(dir, "state");
const port = await stack.freePort();
const origin = `http://127.0.0.1:${port}`;
await stack.applyMigrations({ persistTo: state });
const api = stack.startApi({
  port,
  inspectorPort: await stack.freePort(),
  persistTo: state,
  registryPath: join(dir, "registry"),
  log: false,
  vars: { ENVIRONMENT: "development", APP_ORIGIN: origin, ...stack.TEST_THROTTLE_VARS },
});

try {
  await stack.waitFor(`${origin}/api/health`, { child: api });
  const reg = await fetch(`${origin}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({
      email: "load@example.com",
      password: "Passw0rd-123",
      firstName: "Lo",
      lastName: "Ad",
    }),
  }).then((r) => r.json());
  const userId = reg.user.id;
  const token = reg.accessToken;
  for (let c = 0; c < conversions; c++) {
    const id = `load-${c}`;
    await stack.d1Execute(
      `INSERT INTO conversions (id, user_id, file_name, file_name_lower, file_size, status, transactions_count, page_count, bank_name, period_start, period_end)
       VALUES ('${id}', '${userId}', '${id}.pdf', '${id}.pdf', 1, 'completed', ${rows}, 400, 'Load Bank', '2026-01-01', '2026-03-31');
       WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows - 1})
       INSERT INTO transactions (conversion_id, position, date, parsed_date, description, details, type, amount_cents, balance_cents, reference)
       SELECT '${id}', i, '2026-02-14', '2026-02-14', 'CARD PAYMENT TO SUPERMARKET ' || i, 'Ref ' || (i * 7919 % 100000), 'DEBIT', -((i * 104729) % 50000) - 1, 1000000 - i, 'R' || i FROM n;`,
      { persistTo: state },
    );
  }
  console.log(
    `${conversions} conversions x ${rows} rows seeded; health asked every 100 ms during each export`,
  );
  for (const format of formats) {
    let worst = 0;
    let asked = 0;
    let exporting = true;
    const poll = (async () => {
      while (exporting) {
        const t0 = performance.now();
        await fetch(`${origin}/api/health`).then((r) => r.arrayBuffer());
        worst = Math.max(worst, performance.now() - t0);
        asked++;
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const t0 = performance.now();
    const res =
      format === "account"
        ? await fetch(`${origin}/api/auth/export`, { headers: { authorization: `Bearer ${token}`, origin } })
        : await fetch(`${origin}/api/conversion/export`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${token}`, origin },
            body: JSON.stringify({ format }),
          });
    const bytes = (await res.arrayBuffer()).byteLength;
    const ms = performance.now() - t0;
    exporting = false;
    await poll;
    console.log(
      `${format.padEnd(7)} HTTP ${res.status}  ${(ms / 1000).toFixed(1)} s  ${(bytes / 1024 / 1024).toFixed(1)} MiB  health: slowest ${Math.round(worst)} ms of ${asked}  load average ${loadavg()[0].toFixed(1)}`,
    );
  }
} finally {
  await stack.stopAll([api]);
  rmSync(dir, { recursive: true, force: true });
}
