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

/** The most an export's answer is waited for: its headers, and its whole body. */
const HEADERS_WAIT_MS = 60_000;
const EXPORT_WAIT_MS = 5 * 60_000;

/**
 * One export of all the account's conversions: a ZIP of `format`, or with `account` the whole
 * account's JSON (GET /auth/export), or with `idle` none (5 s of health alone, for comparison).
 * Returns its status, time and size, health's slowest answer meanwhile (a failed or 5 s answer
 * counts as failed) and the load average at the end. An export with no headers within
 * HEADERS_WAIT_MS, or not whole within EXPORT_WAIT_MS, or whose request fails, is returned with
 * `status` 0 and the reason in `error`: a measurement that failed never throws.
 */
export async function measureExport({ origin, token, format }) {
  const health = stack.watch(`${origin}/api/health`, { everyMs: 100 });
  const headers = { authorization: `Bearer ${token}`, origin };
  const t0 = performance.now();
  const giveUp = new AbortController();
  const noHeaders = setTimeout(
    () => giveUp.abort(new Error(`no response headers within ${HEADERS_WAIT_MS / 1000} s`)),
    HEADERS_WAIT_MS,
  );
  const signal = AbortSignal.any([giveUp.signal, AbortSignal.timeout(EXPORT_WAIT_MS)]);
  const idle = () => new Promise((r) => setTimeout(() => r(new Response("")), 5_000));
  let status = 0;
  let bytes = 0;
  let error;
  try {
    const res =
      format === "idle"
        ? await idle()
        : format === "account"
          ? await fetch(`${origin}/api/auth/export`, { headers, signal })
          : await fetch(`${origin}/api/conversion/export`, {
              method: "POST",
              headers: { ...headers, "content-type": "application/json" },
              body: JSON.stringify({ format }),
              signal,
            });
    clearTimeout(noHeaders);
    status = res.status;
    bytes = (await res.arrayBuffer()).byteLength;
  } catch (err) {
    status = 0;
    error = String(signal.reason?.message ?? err?.cause?.message ?? err?.message ?? err);
  } finally {
    clearTimeout(noHeaders);
  }
  const ms = performance.now() - t0;
  const { worstMs, asked, failures } = await health();
  return { format, status, error, ms, bytes, worstMs, asked, failures, load: loadavg()[0] };
}

/** A measurement that could not be made, as a failed one. */
export const failedMeasurement = (format, err) => ({
  format,
  status: 0,
  error: String(err?.message ?? err).split("\n")[0],
  ms: 0,
  bytes: 0,
  worstMs: 0,
  asked: 0,
  failures: 0,
  load: 0,
});

/** One line of a measurement. */
export function describeExport(m) {
  const answer = m.error ? `FAILED (${m.error})` : `HTTP ${m.status}`;
  return `${m.format.padEnd(7)} ${answer}  ${(m.ms / 1000).toFixed(1)} s  ${(m.bytes / 1024 / 1024).toFixed(1)} MiB  health: slowest ${Math.round(m.worstMs)} ms of ${m.asked}${m.failures ? ` (${m.failures} failed)` : ""}  load average ${m.load.toFixed(1)}`;
}
