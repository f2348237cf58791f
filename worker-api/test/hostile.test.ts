import { env } from "cloudflare:test";
import { conversionResponseSchema } from "@statement-converter/contract";
import { fileNameOf, hostileSample, onePage, pdfWithStream } from "@statement-converter/engine/testing";
import { describe, expect, it } from "vitest";
import { uploaded } from "./conversions-helpers.js";
import { BASE, call, makeUser, read } from "./helpers.js";
import { worker } from "./worker.js";

/** PDFs built to exhaust the Worker: each is answered in time with its code, and others are served meanwhile. */

const process = (token: string, uploadId: string) =>
  call("/pdfprocessing/process-and-save", { method: "POST", token, json: { uploadId } });

async function conversion(token: string, id: string) {
  return conversionResponseSchema.parse(await read(await call(`/conversion/${id}`, { token }))).data;
}

describe("PDFs built to exhaust the Worker", () => {
  it("PDF_TOO_COMPLEX for a zip bomb (a 16 KB file inflating to 16 MiB): failed with its code, its file removed", async () => {
    const { user, token } = await makeUser();
    const bomb = pdfWithStream(16 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(20_000);
    const id = await uploaded(token, bomb, "bomb.pdf");
    const res = await process(token, id);
    expect(res.status).toBe(422);
    expect(await read(res)).toEqual({
      success: false,
      code: "PDF_TOO_COMPLEX",
      message:
        "This PDF would take far more work to read than a bank statement does: compressed content that expands more than 100 times. It may be damaged or malicious.",
    });
    expect(await conversion(token, id)).toMatchObject({ status: "failed", errorCode: "PDF_TOO_COMPLEX" });
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toEqual([]);
  });

  // How long health waits meanwhile is measured by `npm run fuzz` and scripts/capacity.mjs, not
  // here: a timed assertion fails on a loaded machine, not on a slow Worker.
  it("answers the 100,000-deep nested q (1.3 KB) with its code, and /api/health meanwhile", async () => {
    const { token } = await makeUser();
    const nested = onePage(`${"q ".repeat(100_000)}BT /F1 12 Tf 72 700 Td (Hello) Tj ET`, {
      filter: "flate",
    });
    expect(nested.length).toBeLessThan(2_000);
    const id = await uploaded(token, nested, "nested.pdf");
    const processing = process(token, id);
    const health = await worker.fetch(`${BASE}/api/health`);
    expect(health.status).toBe(200);
    expect((await read(health)).data).toMatchObject({ status: "ok", db: "ok", storage: "ok" });
    const res = await processing;
    expect(res.status).toBe(422);
    expect((await read(res)).code).toBe("PDF_TOO_COMPLEX");
    expect(await conversion(token, id)).toMatchObject({ status: "failed", errorCode: "PDF_TOO_COMPLEX" });
  });

  it("gives every file of the hostile sample its code in the JSON envelope, never a 5xx, never left processing", async () => {
    const { token } = await makeUser();
    for (const file of hostileSample()) {
      const bytes = await file.make();
      const up = await call("/conversion/upload", {
        method: "POST",
        token,
        body: (() => {
          const form = new FormData();
          const type = (file.ext ?? "pdf") === "pdf" ? "application/pdf" : "application/octet-stream";
          form.set("file", new File([bytes], fileNameOf(file), { type }));
          return form;
        })(),
      });
      expect(up.headers.get("content-type"), file.name).toMatch(/^application\/json/);
      const upBody = await read(up);
      let outcome: string;
      if (!upBody.success) outcome = upBody.code;
      else {
        const res = await process(token, upBody.data.uploadId);
        expect(res.status, file.name).toBeLessThan(500);
        expect(res.headers.get("content-type"), file.name).toMatch(/^application\/json/);
        const body = await read(res);
        outcome = body.success ? "OK" : body.code;
        let after = await conversion(token, upBody.data.uploadId);
        if (body.status === "processing") {
          // A page to read by OCR (a corrupt JPEG): the queue's job ends it (src/conversions/ocr-job.ts).
          while (after.status === "processing") {
            await new Promise((r) => setTimeout(r, 100));
            after = await conversion(token, upBody.data.uploadId);
          }
          outcome = after.status === "completed" ? "OK" : (after.errorCode ?? "FAILED");
        } else expect(after.status, file.name).toBe(body.success ? "completed" : "failed");
      }
      expect(file.expect, file.name).toContain(outcome);
    }
    // Some 25 files, one of them (the corrupt JPEG) through the OCR queue and Tesseract's start.
  }, 180_000);
});
