import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_WAITING_UPLOADS } from "../src/conversions/index.js";
import { samplePdf } from "./conversions-helpers.js";
import { call, makeUser, read, upload } from "./helpers.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** `n` uploads waiting (pending, their file in R2 as far as the row says), the oldest `agoMs` ago. */
async function seedWaiting(userId: string, n: number, agoMs: number) {
  const rows = Array.from({ length: n }, (_, i) =>
    env.DB.prepare(
      `INSERT INTO conversions (id, user_id, file_name, file_name_lower, file_size, status, file_key, upload_date)
       VALUES (?1, ?2, 'a.pdf', 'a.pdf', 1, 'pending', ?3, ?4)`,
    ).bind(
      `seed-${userId}-${i}`,
      userId,
      `users/${userId}/uploads/seed-${i}.pdf`,
      new Date(Date.now() - agoMs + i * 1000).toISOString(),
    ),
  );
  await env.DB.batch(rows);
}

const waitingCount = async (userId: string) =>
  (
    await env.DB.prepare(
      "SELECT count(*) AS n FROM conversions WHERE user_id = ?1 AND file_key IS NOT NULL AND status != 'completed'",
    )
      .bind(userId)
      .first<{ n: number }>()
  )?.n;

const stored = async (userId: string) =>
  (await env.FILES.list({ prefix: `users/${userId}/` })).objects.length;

describe("uploads waiting to be converted", () => {
  it(`are at most ${MAX_WAITING_UPLOADS} per account: the next is 429 before it is stored, with Retry-After when the oldest expires`, async () => {
    const { user, token } = await makeUser();
    await seedWaiting(user.id, MAX_WAITING_UPLOADS, 3 * 60 * 60 * 1000);
    const res = await upload(token, await samplePdf(), "one more.pdf");
    expect(res.status).toBe(429);
    const body = await read(res);
    expect(body).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(body.message).toContain(`${MAX_WAITING_UPLOADS} uploaded files are waiting to be converted`);
    // The oldest was uploaded 3 hours ago: it expires in about 21 hours.
    const retry = Number(res.headers.get("retry-after"));
    expect(Math.abs(retry - (DAY_MS - 3 * 60 * 60 * 1000) / 1000)).toBeLessThan(120);
    expect(await stored(user.id)).toBe(0);
    expect(await waitingCount(user.id)).toBe(MAX_WAITING_UPLOADS);

    // Deleting one makes room for one; another account is not concerned.
    expect((await call(`/conversion/seed-${user.id}-0`, { method: "DELETE", token })).status).toBe(200);
    expect((await upload(token, await samplePdf(), "room.pdf")).status).toBe(201);
    const other = await makeUser();
    expect((await upload(other.token, await samplePdf(), "other.pdf")).status).toBe(201);
  });

  it("hold the cap under parallel uploads: never past it (a race may refuse more), every refused file removed again", async () => {
    const { user, token } = await makeUser();
    await seedWaiting(user.id, MAX_WAITING_UPLOADS - 3, 60_000);
    const pdf = await samplePdf();
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(token, pdf, `p${i}.pdf`)));
    const created = responses.filter((r) => r.status === 201).length;
    expect(responses.every((r) => r.status === 201 || r.status === 429)).toBe(true);
    expect(created).toBeLessThanOrEqual(3);
    expect(await waitingCount(user.id)).toBe(MAX_WAITING_UPLOADS - 3 + created);
    expect(await stored(user.id)).toBe(created);
  });
});
