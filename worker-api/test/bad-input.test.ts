import { env } from "cloudflare:test";
import { MAX_UPLOAD_BYTES } from "@statement-converter/contract";
import { describe, expect, it } from "vitest";
import { callWith } from "./app-env.js";
import { samplePdf, uploaded } from "./conversions-helpers.js";
import { corpusPdf, corpusTruth, describeCorpus } from "./corpus.js";
import { BASE, call, makeUser, read, toBase64, upload } from "./helpers.js";

/** Bad input of every kind gets the contract's 4xx, never a 500. */

const process = (token: string, uploadId: string, password?: string) =>
  call("/pdfprocessing/process-and-save", { method: "POST", token, json: { uploadId, password } });

describe("uploads the API refuses", () => {
  it("FILE_EMPTY for zero bytes", async () => {
    const { token } = await makeUser();
    const res = await upload(token, new Uint8Array(0));
    expect(res.status).toBe(422);
    expect(await read(res)).toEqual({ success: false, code: "FILE_EMPTY", message: "File cannot be empty" });
  });

  it("FILE_TOO_LARGE from the declared Content-Length, before reading the body", async () => {
    const { token } = await makeUser();
    // The body never ends: only the Content-Length header can refuse it in time.
    let pulled = 0;
    const endless = new ReadableStream({
      pull(controller) {
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
      cancel() {},
    });
    // Straight into the app (no socket in between), so the refused stream is simply cancelled.
    const res = await callWith({}, "/conversion/upload", {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(MAX_UPLOAD_BYTES + 1024 * 1024),
      },
      body: endless,
    });
    expect(res.status).toBe(413);
    expect(await read(res)).toMatchObject({
      code: "FILE_TOO_LARGE",
      message: "File size must be less than 10MB",
    });
    expect(pulled).toBeLessThan(MAX_UPLOAD_BYTES);
  });

  it("FILE_TOO_LARGE for a streamed body past the limit and for a file of 10 MiB + 1 byte", async () => {
    const { token } = await makeUser();
    let sent = 0;
    const stream = new ReadableStream({
      pull(controller) {
        if (sent > MAX_UPLOAD_BYTES * 2) return controller.close();
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const streamed = await callWith({}, "/conversion/upload", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "multipart/form-data; boundary=x" },
      body: stream,
    });
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(MAX_UPLOAD_BYTES * 2);

    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    const res = await upload(token, big);
    expect(res.status).toBe(413);
    const exact = new Uint8Array(MAX_UPLOAD_BYTES);
    exact.set(new TextEncoder().encode("%PDF-1.7\n"));
    expect((await upload(token, exact)).status).toBe(201);
  });

  it.each([
    [
      "letter.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "PK\u0003\u0004word/",
    ],
    ["notes.md", "text/markdown", "# March\n"],
    ["photo.png", "image/png", "\u0089PNG\r\n\u001a\n\u0000\u0000"],
  ])("UNSUPPORTED_FORMAT (415) for %s", async (name, type, content) => {
    const { token } = await makeUser();
    const res = await upload(token, content, name, type);
    expect(res.status).toBe(415);
    expect(await read(res)).toMatchObject({ success: false, code: "UNSUPPORTED_FORMAT" });
  });

  it("PDF_INVALID for a file named .pdf without the PDF signature", async () => {
    const { token } = await makeUser();
    const res = await upload(token, "just some text", "statement.pdf", "application/pdf");
    expect(res.status).toBe(422);
    expect(await read(res)).toMatchObject({ code: "PDF_INVALID" });
  });

  it("accepts a PDF by its signature whatever its name and type say", async () => {
    const { token } = await makeUser();
    const res = await upload(token, await samplePdf(), "download", "application/octet-stream");
    expect(res.status).toBe(201);
  });

  it("BAD_REQUEST for a body that is not multipart or is malformed, VALIDATION_FAILED without a file", async () => {
    const { token } = await makeUser();
    const json = await call("/conversion/upload", { method: "POST", token, json: { file: "x" } });
    expect(json.status).toBe(400);
    const broken = await call("/conversion/upload", {
      method: "POST",
      token,
      headers: { "content-type": "multipart/form-data; boundary=abc" },
      body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 no end',
    });
    expect(broken.status).toBe(400);
    expect(await read(broken)).toMatchObject({ code: "BAD_REQUEST" });
    const form = new FormData();
    form.set("other", "value");
    const noFile = await call("/conversion/upload", { method: "POST", token, body: form });
    expect(noFile.status).toBe(422);
    expect((await read(noFile)).errors).toEqual([{ field: "file", message: "File is required" }]);
    const textField = new FormData();
    textField.set("file", "not a file");
    expect((await call("/conversion/upload", { method: "POST", token, body: textField })).status).toBe(422);
  });
});

describe("JSON bodies the API refuses", () => {
  it("caps huge strings through the schemas and ignores unknown fields", async () => {
    const huge = "a".repeat(100_000);
    const res = await call("/contact", {
      method: "POST",
      json: { firstName: huge, email: `${huge}@example.com`, subject: "general", message: huge, admin: true },
    });
    expect(res.status).toBe(422);
    const fields = (await read(res)).errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(["firstName", "email", "message"]);
  });

  it("refuses a JSON body over 16 MiB with 413 before parsing it", async () => {
    const { token } = await makeUser();
    const res = await callWith({}, "/pdfprocessing/process", {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        "content-length": String(17 * 1024 * 1024),
      },
      body: new ReadableStream({
        pull(c) {
          c.enqueue(new Uint8Array(1024));
        },
      }),
    });
    expect(res.status).toBe(413);
  });

  it("answers wrong types with 422 and non-JSON with 400", async () => {
    const { token } = await makeUser();
    const wrong = await call("/conversion/bulk-delete", { method: "POST", token, json: { ids: "abc" } });
    expect(wrong.status).toBe(422);
    expect(wrong.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    expect((await read(wrong)).errors[0].field).toBe("ids");
    const text = await call("/conversion/bulk-delete", { method: "POST", token, body: "ids=abc" });
    expect(text.status).toBe(400);
    const tooLong = await call("/pdfprocessing/process", {
      method: "POST",
      token,
      json: { base64Data: "A".repeat(14_100_000) },
    });
    expect(tooLong.status).toBe(422);
    expect((await read(tooLong)).errors).toEqual([
      { field: "base64Data", message: "File size must be less than 10MB" },
    ]);
  });

  it("reads a JSON body only under a JSON Content-Type, and no body as {}", async () => {
    const { token } = await makeUser();
    const notJson = {
      success: false,
      code: "BAD_REQUEST",
      message: "Expected a JSON body (Content-Type: application/json).",
    };
    const form = await call("/conversion/bulk-delete", {
      method: "POST",
      token,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: '{"ids":["a"]}',
    });
    expect(form.status).toBe(400);
    expect(await read(form)).toEqual(notJson);
    const empty = await call("/conversion/bulk-delete", {
      method: "POST",
      token,
      headers: { "content-type": "application/json" },
      body: "",
    });
    expect(empty.status).toBe(400);
    expect(await read(empty)).toEqual({
      success: false,
      code: "BAD_REQUEST",
      message: "Malformed JSON in request body.",
    });
    const none = await call("/conversion/bulk-delete", { method: "POST", token });
    expect(none.status).toBe(422);
    expect(await read(none)).toMatchObject({
      success: false,
      code: "VALIDATION_FAILED",
      errors: [{ field: "ids" }],
    });
    const charset = await call("/conversion/bulk-delete", {
      method: "POST",
      token,
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({ ids: [] }),
    });
    expect((await read(charset)).errors?.[0]?.field).toBe("ids");
  });

  it("refuses an oversize upload by its length whatever its Content-Type says", async () => {
    const { token } = await makeUser();
    const res = await callWith({}, "/conversion/upload", {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        "content-length": String(MAX_UPLOAD_BYTES + 1024 * 1024),
      },
      body: new ReadableStream({
        pull(c) {
          c.enqueue(new Uint8Array(1024));
        },
      }),
    });
    expect(res.status).toBe(413);
    expect(await read(res)).toEqual({
      success: false,
      code: "FILE_TOO_LARGE",
      message: "File size must be less than 10MB",
    });
  });

  it("answers unknown routes 404 in the envelope with a request id", async () => {
    const res = await call("/conversion-nope");
    expect(res.status).toBe(404);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(await read(res)).toEqual({ success: false, code: "NOT_FOUND", message: "Resource not found." });
    const traced = await call(`${BASE}/api/health`, { headers: { "x-request-id": "trace-123" } });
    expect(traced.headers.get("x-request-id")).toBe("trace-123");
  });
});

describeCorpus("the corpus special cases", () => {
  it("the scanned statement is read in the background: 202 processing at once, its file kept for the job", async () => {
    const { user, token } = await makeUser();
    const id = await uploaded(token, corpusPdf("scanned-statement.pdf"), "scanned-statement.pdf");
    const res = await process(token, id);
    expect(res.status).toBe(202);
    expect(await read(res)).toMatchObject({ status: "processing", progress: { done: 0, total: 3 } });
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toHaveLength(1);
    // Deleted while it waits or is read: its job stops at the next page (test/ocr-jobs reads one).
    expect((await call(`/conversion/${id}`, { method: "DELETE", token })).status).toBe(200);
  });

  it("PDF_INVALID for the corrupt (truncated) statement", async () => {
    const { token } = await makeUser();
    const id = await uploaded(token, corpusPdf("corrupt-statement.pdf"), "corrupt-statement.pdf");
    const res = await process(token, id);
    expect(res.status).toBe(422);
    expect(await read(res)).toMatchObject({ code: "PDF_INVALID" });
  });

  it("NO_TRANSACTIONS for the invoice", async () => {
    const { token } = await makeUser();
    const res = await call("/pdfprocessing/process", {
      method: "POST",
      token,
      json: { base64Data: toBase64(corpusPdf("invoice.pdf")), fileName: "invoice.pdf" },
    });
    expect(res.status).toBe(422);
    expect(await read(res)).toMatchObject({ code: "NO_TRANSACTIONS" });
  });

  it("PDF_ENCRYPTED without the password (and with a wrong one); the retry with it converts", async () => {
    const { user, token } = await makeUser();
    const truth = corpusTruth<{ password: string; transactions: unknown[]; closingBalance: number }>(
      "encrypted-statement.pdf",
    );
    const id = await uploaded(token, corpusPdf("encrypted-statement.pdf"), "encrypted-statement.pdf");
    const locked = await process(token, id);
    expect(locked.status).toBe(422);
    expect(await read(locked)).toMatchObject({ code: "PDF_ENCRYPTED" });
    expect((await read(await call(`/conversion/${id}`, { token }))).data).toMatchObject({
      status: "failed",
      errorCode: "PDF_ENCRYPTED",
    });
    expect((await read(await process(token, id, "wrong-password"))).code).toBe("PDF_ENCRYPTED");
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toHaveLength(1);

    const opened = await process(token, id, truth.password);
    expect(opened.status).toBe(200);
    const body = await read(opened);
    expect(body.extractedCount).toBe(truth.transactions.length);
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toEqual([]);
    const detail = await read(await call(`/conversion/${id}`, { token }));
    expect(detail.data).toMatchObject({ status: "completed", closingBalance: truth.closingBalance });
  });
});
