import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { plainStatement } from "@statement-converter/engine/testing";
import { describe, expect, it } from "vitest";
import { STALE_RUN_MESSAGE } from "../src/conversions/index.js";
import worker from "../src/index.js";
import { callWith } from "./app-env.js";
import { samplePdf, uploaded } from "./conversions-helpers.js";
import { call, makeUser, read } from "./helpers.js";

/** A conversion that fails in any way ends as failed (or gone) with a code, never left processing or answered 500. */

const row = (id: string) =>
  env.DB.prepare("SELECT status, error_code, error_message FROM conversions WHERE id = ?")
    .bind(id)
    .first<{ status: string; error_code: string | null; error_message: string | null }>();

describe("races with deletion", () => {
  it("an upload whose account is deleted while its body comes in is answered 401, leaving no file or row", async () => {
    const { user, token } = await makeUser();
    const pdf = await samplePdf();
    const boundary = "race-boundary";
    const encode = (s: string) => new TextEncoder().encode(s);
    let reading!: () => void;
    const started = new Promise<void>((resolve) => {
      reading = resolve;
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let pulls = 0;
    // The body stalls after its first part: by then the request is past authentication.
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        pulls++;
        if (pulls === 1) {
          controller.enqueue(
            encode(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="race.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
            ),
          );
          return;
        }
        reading();
        await gate;
        controller.enqueue(pdf);
        controller.enqueue(encode(`\r\n--${boundary}--\r\n`));
        controller.close();
      },
    });
    const upload = callWith({}, "/conversion/upload", {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: "half",
    } as RequestInit);
    await started;
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(user.id).run();
    release();
    const res = await upload;
    expect(res.status).toBe(401);
    expect(await read(res)).toEqual({
      success: false,
      code: "UNAUTHENTICATED",
      message: "Session expired. Please login again.",
    });
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toEqual([]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM conversions").first("n")).toBe(0);
  });

  it("a statement whose account is deleted while it is processed is answered 404, its file removed", async () => {
    const { user, token } = await makeUser();
    // 12 pages: the engine yields between pages, so the deletion lands while it reads.
    const id = await uploaded(token, plainStatement(12), "long.pdf");
    const processing = call("/pdfprocessing/process-and-save", {
      method: "POST",
      token,
      json: { uploadId: id },
    });
    while ((await row(id))?.status !== "processing") await new Promise((r) => setTimeout(r, 1));
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(user.id).run();
    const res = await processing;
    expect(res.status).toBe(404);
    expect(await read(res)).toEqual({ success: false, code: "NOT_FOUND", message: "Upload not found." });
    expect(await row(id)).toBeNull();
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toEqual([]);
  });
});

describe("runs that never finished", () => {
  it("the scheduled clean-up ends runs processing for over 15 minutes as failed, and leaves newer ones", async () => {
    const { token } = await makeUser();
    const [stuck, legacy, running] = [await uploaded(token), await uploaded(token), await uploaded(token)];
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const set = env.DB.prepare(
      "UPDATE conversions SET status = 'processing', processed_at = ?, upload_date = ? WHERE id = ?",
    );
    await set.bind(ago(20), ago(21), stuck).run();
    // Recorded before runs marked their start: judged by the upload date.
    await set.bind(null, ago(30), legacy).run();
    await set.bind(ago(1), ago(2), running).run();

    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: "17 * * * *" }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);

    const failed = { status: "failed", error_code: "INTERNAL", error_message: STALE_RUN_MESSAGE };
    expect(await row(stuck)).toEqual(failed);
    expect(await row(legacy)).toEqual(failed);
    expect(await row(running)).toEqual({ status: "processing", error_code: null, error_message: null });
    // The user sees it failed, with the message, and can try again (the file is kept for 24 hours).
    const detail = await read(await call(`/conversion/${stuck}`, { token }));
    expect(detail.data).toMatchObject({
      status: "failed",
      errorCode: "INTERNAL",
      errorMessage: STALE_RUN_MESSAGE,
    });
    expect(
      (await call("/pdfprocessing/process-and-save", { method: "POST", token, json: { uploadId: stuck } }))
        .status,
    ).toBe(200);
  });

  it("a run marks when it started, so that only runs longer than the deadline count as stuck", async () => {
    const { token } = await makeUser();
    const id = await uploaded(token);
    const before = new Date().toISOString();
    const res = await call("/pdfprocessing/process-and-save", {
      method: "POST",
      token,
      json: { uploadId: id, password: "x" },
    });
    expect(res.status).toBe(200);
    const processedAt = (await env.DB.prepare("SELECT processed_at FROM conversions WHERE id = ?")
      .bind(id)
      .first("processed_at")) as string;
    expect(processedAt >= before).toBe(true);
  });
});
