// Big exports against a running API (`scripts/export-load.mjs`, `npm run fuzz`): seed an account
// with saved rows straight into D1, then time one export while /api/health is asked every 100 ms.
import { loadavg } from "node:os";
import * as stack from "./stack.mjs";

/** `conversions` completed conversions of `rows` rows each for `userId`, written into the D1 at `persistTo`. */
export async function seedExports({ userId, persistTo, conversions, rows }) {
  for (let c = 0; c < conversions; c++) {
    const id = `load-${c}`;
    await stack.d1Execute(
      `INSERT INTO conversions (id, user_id, file_name, file_name_lower, file_size, status, transactions_count, page_count, bank_name, period_start, period_end)
       VALUES ('${id}', '${userId}', '${id}.pdf', '${id}.pdf', 1, 'completed', ${rows}, 400, 'Load Bank', '2026-01-01', '2026-03-31');
       WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows - 1})
       INSERT INTO transactions (conversion_id, position, date, parsed_date, description, details, type, amount_cents, balance_cents, reference)
       SELECT '${id}', i, '2026-02-14', '2026-02-14', 'CARD PAYMENT TO SUPERMARKET ' || i, 'Ref ' || (i * 7919 % 100000), 'WITHDRAWAL', -((i * 104729) % 50000) - 1, 1000000 - i, 'R' || i FROM n;`,
      { persistTo },
    );
  }
}

/**
 * One export of all the account's conversions: a ZIP of `format`, or with `account` the whole
 * account's JSON (GET /auth/export), or with `idle` none (5 s of health alone, for comparison). Returns its status, time and size, health's slowest answer
 * meanwhile (a failed or 5 s answer counts as failed) and the load average at the end.
 */
export async function measureExport({ origin, token, format }) {
  const health = stack.watch(`${origin}/api/health`, { everyMs: 100 });
  const headers = { authorization: `Bearer ${token}`, origin };
  const t0 = performance.now();
  const idle = () => new Promise((r) => setTimeout(() => r(new Response("")), 5_000));
  const res =
    format === "idle"
      ? await idle()
      : format === "account"
        ? await fetch(`${origin}/api/auth/export`, { headers })
        : await fetch(`${origin}/api/conversion/export`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({ format }),
          });
  const bytes = (await res.arrayBuffer()).byteLength;
  const ms = performance.now() - t0;
  const { worstMs, asked, failures } = await health();
  return { format, status: res.status, ms, bytes, worstMs, asked, failures, load: loadavg()[0] };
}

/** One line of a measurement. */
export function describeExport(m) {
  return `${m.format.padEnd(7)} HTTP ${m.status}  ${(m.ms / 1000).toFixed(1)} s  ${(m.bytes / 1024 / 1024).toFixed(1)} MiB  health: slowest ${Math.round(m.worstMs)} ms of ${m.asked}${m.failures ? ` (${m.failures} failed)` : ""}  load average ${m.load.toFixed(1)}`;
}
