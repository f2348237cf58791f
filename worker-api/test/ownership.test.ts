import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { converted, uploaded } from "./conversions-helpers.js";
import { call, makeUser, read } from "./helpers.js";

describe("every conversion route is scoped to the caller", () => {
  it("answers user B 404 on each of user A's conversions and leaves them untouched", async () => {
    const a = await makeUser();
    const b = await makeUser();
    const done = await converted(a.token);
    const pending = await uploaded(a.token);
    const own = await uploaded(b.token);

    const attempts: [string, string, unknown?][] = [
      ["GET", `/conversion/${done}`],
      ["GET", `/conversion/${done}/extracted-data`],
      ["POST", `/conversion/${done}/extracted-data`, { extractedTransactions: [] }],
      ["GET", `/conversion/${done}/download?format=csv`],
      ["GET", `/conversion/${done}/download?format=json`],
      ["POST", "/conversion/export", { ids: [done] }],
      ["POST", "/conversion/export", { ids: [done, own] }],
      ["POST", "/conversion/bulk-delete", { ids: [done, pending] }],
      ["DELETE", `/conversion/${done}`],
      ["DELETE", `/conversion/${pending}`],
      ["POST", "/pdfprocessing/process-and-save", { uploadId: pending }],
    ];
    for (const [method, path, json] of attempts) {
      const res = await call(path, { method, token: b.token, json });
      expect([method, path, res.status]).toEqual([method, path, 404]);
      expect((await read(res)).code).toBe("NOT_FOUND");
    }

    // B's lists and numbers hold only B's own upload.
    const history = await read(await call("/conversion/history", { token: b.token }));
    expect(history.data.map((c: { id: string }) => c.id)).toEqual([own]);
    const stats = await read(await call("/conversion/stats", { token: b.token }));
    expect(stats.data).toMatchObject({ totalUploads: 1, totalTransactions: 0 });
    const exported = await read(await call("/auth/export", { token: b.token }));
    expect(exported.data.conversions.map((c: { id: string }) => c.id)).toEqual([own]);

    // A's data is intact: rows, status and the pending upload's file.
    const detail = await read(await call(`/conversion/${done}`, { token: a.token }));
    expect(detail.data).toMatchObject({ status: "completed", transactionsCount: 5 });
    expect(detail.data.extractedTransactions).toHaveLength(5);
    expect((await read(await call(`/conversion/${pending}`, { token: a.token }))).data.status).toBe(
      "pending",
    );
    expect((await env.FILES.list({ prefix: `users/${a.user.id}/` })).objects).toHaveLength(1);
  });

  // POST /pdfprocessing/process is open to signed-out visitors within the Anonymous allowance
  // (usage.test.ts); it stores nothing.
  it("answers 401 on every conversion and processing route without a session", async () => {
    const routes: [string, string][] = [
      ["GET", "/conversion/history"],
      ["GET", "/conversion/stats"],
      ["GET", "/conversion/x"],
      ["DELETE", "/conversion/x"],
      ["POST", "/conversion/bulk-delete"],
      ["GET", "/conversion/x/extracted-data"],
      ["POST", "/conversion/x/extracted-data"],
      ["GET", "/conversion/x/download"],
      ["POST", "/conversion/upload"],
      ["POST", "/conversion/export"],
      ["POST", "/pdfprocessing/process-and-save"],
      ["GET", "/auth/me"],
      ["GET", "/auth/export"],
      ["PUT", "/auth/profile"],
      ["POST", "/auth/change-password"],
      ["DELETE", "/auth/account"],
    ];
    for (const [method, path] of routes) {
      const res = await call(path, { method });
      expect([method, path, res.status]).toEqual([method, path, 401]);
    }
  });
});
