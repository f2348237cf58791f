#!/usr/bin/env node
// `node scripts/export-load.mjs`: how much one big export holds up everyone else. Starts the API
// (`wrangler dev`, its own state), gives one account 10 conversions of 20,000 rows each (200,000,
// MAX_EXPORT_ROWS), then exports them all as one ZIP per format while /api/health is asked every
// 100 ms, and prints per format: the export's time and size, health's slowest answer meanwhile and
// the machine's load average. `account` as a format is the whole account's export (GET /auth/export),
// `idle` 5 s of health alone.
//
//   node scripts/export-load.mjs [-- --formats idle,csv,excel,ofx,account] [-- --conversions 10] [-- --rows 20000]
import { describeExport, measureExport, seedExports } from "./export-sizes.mjs";
import * as stack from "./stack.mjs";

const args = process.argv.slice(2);
const option = (name, def) => (args.includes(name) ? args[args.indexOf(name) + 1] : def);
const formats = option("--formats", "idle,csv,excel,ofx,account").split(",");
const conversions = Number(option("--conversions", "10"));
const rows = Number(option("--rows", "20000"));

const { origin, state, stop } = await stack.startPrivateApi();
try {
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
  await seedExports({ userId: reg.user.id, persistTo: state, conversions, rows });
  console.log(
    `${conversions} conversions x ${rows} rows seeded; health asked every 100 ms during each export`,
  );
  for (const format of formats) {
    console.log(describeExport(await measureExport({ origin, token: reg.accessToken, format })));
  }
} finally {
  await stop();
}
