import { env } from "cloudflare:test";
import { accountExportResponseSchema, MAX_EXPORT_ROWS } from "@statement-converter/contract";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { EXPORT_RETRY_AFTER_S } from "../src/auth/throttle.js";
import { call, makeUser, read } from "./helpers.js";

/** A completed conversion of `rows` generated rows (in SQL), or only claiming `claimed` rows. */
async function seedConversion(userId: string, id: string, rows: number, claimed = rows) {
  await env.DB.prepare(
    `INSERT INTO conversions (id, user_id, file_name, file_name_lower, file_size, status, transactions_count, page_count)
     VALUES (?1, ?2, ?3, ?3, 1, 'completed', ?4, 1)`,
  )
    .bind(id, userId, `${id}.pdf`, claimed)
    .run();
  if (rows === 0) return;
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?2 - 1)
     INSERT INTO transactions (conversion_id, position, date, parsed_date, description, type, amount_cents)
     SELECT ?1, i, '2026-03-01', '2026-03-01', 'Row ' || i, 'WITHDRAWAL', -(i + 1) FROM n`,
  )
    .bind(id, rows)
    .run();
}

const exportZip = (token: string, json: object) =>
  call("/conversion/export", { method: "POST", token, json });

describe("big exports", () => {
  it(`refuse past ${MAX_EXPORT_ROWS.toLocaleString("en-US")} rows per request, before reading any row`, async () => {
    const { user, token } = await makeUser();
    await seedConversion(user.id, "big-a", 0, 150_000);
    await seedConversion(user.id, "big-b", 0, 60_000);
    const res = await exportZip(token, { format: "csv" });
    expect(res.status).toBe(422);
    const body = await read(res);
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.message).toBe(
      "An export holds at most 200,000 rows; these conversions hold 210,000. Export them in smaller groups.",
    );
    const account = await call("/auth/export", { token });
    expect(account.status).toBe(422);
    expect((await read(account)).message).toBe(
      "An export holds at most 200,000 rows; your conversions hold 210,000. Export them in smaller groups.",
    );
    const one = await exportZip(token, { ids: ["big-a"], format: "csv" });
    expect(one.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await one.arrayBuffer())))).toEqual([
      "transactions_big-a.csv",
    ]);
  });

  it("stream a ZIP whose statements are read in pages: every row, in order", async () => {
    const { user, token } = await makeUser();
    await seedConversion(user.id, "rows-12k", 12_001);
    await seedConversion(user.id, "rows-3", 3);
    const res = await exportZip(token, { format: "csv" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBeNull();
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const lines = new TextDecoder().decode(files["transactions_rows-12k.csv"]).trimEnd().split("\r\n");
    expect(lines).toHaveLength(12_002);
    expect(lines[1]).toBe("2026-03-01,,Row 0,,WITHDRAWAL,-0.01,,,,");
    expect(lines[12_001]).toBe("2026-03-01,,Row 12000,,WITHDRAWAL,-120.01,,,,");
    expect(new TextDecoder().decode(files["transactions_rows-3.csv"]).trimEnd().split("\r\n")).toHaveLength(
      4,
    );
  });

  it("answer a single download whole up to 1 MiB, and stream the account export: every row, in order, read in pages", async () => {
    const { user, token } = await makeUser();
    await seedConversion(user.id, "rows-2k", 2_001);
    await env.DB.prepare(
      `INSERT INTO conversions (id, user_id, file_name, file_name_lower, file_size, status, error_code, transactions_count, page_count)
       VALUES ('failed-1', ?1, 'f.pdf', 'f.pdf', 1, 'failed', 'PDF_SCANNED', 0, 0)`,
    )
      .bind(user.id)
      .run();
    const download = await call("/conversion/rows-2k/download?format=json", { token });
    expect(download.status).toBe(200);
    // At most WHOLE_DOWNLOAD_BYTES (1 MiB): answered whole, with its length.
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(download.headers.get("content-length")).toBe(String(bytes.byteLength));
    const statement = JSON.parse(new TextDecoder().decode(bytes));
    expect(statement.transactions).toHaveLength(2_001);
    expect(statement.transactions[2_000].description).toBe("Row 2000");

    const res = await call("/auth/export", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBeNull();
    const text = await res.text();
    const body = accountExportResponseSchema.parse(JSON.parse(text));
    const byId = new Map(body.data.conversions.map((c) => [c.id, c]));
    expect(byId.get("failed-1")?.statement).toBeNull();
    const rows = byId.get("rows-2k")?.statement?.transactions ?? [];
    expect(rows).toHaveLength(2_001);
    expect(rows.map((t) => t.description).slice(0, 2)).toEqual(["Row 0", "Row 1"]);
    expect(rows[2_000]?.amount).toBe(-20.01);
    expect(body.data.user.id).toBe(user.id);
  });

  it("run two at a time per account: a third is 429 RATE_LIMITED with Retry-After until one ends", async () => {
    const { user, token } = await makeUser();
    const other = await makeUser();
    await seedConversion(user.id, "rows-6k", 6_000);
    await seedConversion(other.user.id, "theirs", 3);
    // A streamed export holds its slot until its body is read to the end or cancelled.
    const first = await exportZip(token, { format: "csv" });
    const second = await call("/conversion/rows-6k/download?format=json", { token });
    expect([first.status, second.status]).toEqual([200, 200]);
    // Past 1 MiB a single download is streamed too.
    expect(second.headers.get("content-length")).toBeNull();
    for (const third of [
      await exportZip(token, { format: "ofx" }),
      await call("/conversion/rows-6k/download?format=json", { token }),
      await call("/auth/export", { token }),
    ]) {
      expect(third.status).toBe(429);
      // A slot comes back when an export ends: the SDK waits this long and tries again.
      expect(third.headers.get("retry-after")).toBe(String(EXPORT_RETRY_AFTER_S));
      expect(await read(third)).toEqual({
        success: false,
        code: "RATE_LIMITED",
        message:
          "2 exports of this account are running, the most at once. Please try again when one has finished (in 2 minutes at most).",
      });
    }
    // Another account is not held up.
    const theirs = await exportZip(other.token, { format: "csv" });
    expect(theirs.status).toBe(200);
    await theirs.arrayBuffer();
    // An export read to its end gives its slot back; one still being read keeps it.
    expect(Object.keys(unzipSync(new Uint8Array(await first.arrayBuffer())))).toEqual([
      "transactions_rows-6k.csv",
    ]);
    const next = await call("/auth/export", { token });
    expect(next.status).toBe(200);
    expect((await exportZip(token, { format: "csv" })).status).toBe(429);
    await Promise.all([next.arrayBuffer(), second.arrayBuffer()]);
    const last = await exportZip(token, { format: "csv" });
    expect(last.status).toBe(200);
    await last.arrayBuffer();
  });

  it("give the slot of a cancelled download back at once", async () => {
    const { user, token } = await makeUser();
    await seedConversion(user.id, "rows-12k", 12_000);
    const slots = async () =>
      (
        await env.DB.prepare(
          "SELECT count(*) AS n FROM rate_events WHERE bucket = 'export:running' AND key = ?1",
        )
          .bind(user.id)
          .first<{ n: number }>()
      )?.n;
    for (const start of [
      () => call("/conversion/rows-12k/download?format=json", { token }),
      () => exportZip(token, { format: "csv" }),
      () => call("/auth/export", { token }),
    ]) {
      const res = await start();
      expect(res.status).toBe(200);
      const reader = res.body?.getReader();
      await reader?.read();
      expect(await slots()).toBe(1);
      await reader?.cancel();
      let left = await slots();
      for (let i = 0; i < 50 && left !== 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        left = await slots();
      }
      expect(left).toBe(0);
    }
  });
});
