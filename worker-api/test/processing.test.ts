import { env } from "cloudflare:test";
import {
  conversionResponseSchema,
  processAndSaveResponseSchema,
  processResponseSchema,
  statementJsonOf,
  uploadResponseSchema,
} from "@statement-converter/contract";
import { describe, expect, it } from "vitest";
import { samplePdf, uploaded } from "./conversions-helpers.js";
import { call, makeUser, read, toBase64, upload } from "./helpers.js";

describe("POST /conversion/upload", () => {
  it("stores the PDF in R2 under the user's prefix and records a pending conversion", async () => {
    const { user, token } = await makeUser();
    const bytes = await samplePdf();
    const res = await upload(token, bytes, "März 2026.pdf");
    expect(res.status).toBe(201);
    const body = uploadResponseSchema.parse(await read(res));
    expect(body.data.upload).toMatchObject({
      id: body.data.uploadId,
      fileName: "März 2026.pdf",
      fileSize: bytes.byteLength,
      status: "pending",
      transactionsCount: 0,
    });
    const listed = await env.FILES.list({ prefix: `users/${user.id}/` });
    expect(listed.objects.map((o) => o.key)).toEqual([`users/${user.id}/uploads/${body.data.uploadId}.pdf`]);
    const stored = await env.FILES.get(`users/${user.id}/uploads/${body.data.uploadId}.pdf`);
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(bytes);
  });

  it("keeps only the last path segment of the file name", async () => {
    const { token } = await makeUser();
    const res = await upload(token, await samplePdf(), "C:\\Users\\me\\..\\march.pdf");
    expect((await read(res)).data.upload.fileName).toBe("march.pdf");
  });
});

describe("POST /pdfprocessing/process-and-save", () => {
  it("processes the stored upload, saves statement and rows, and deletes the file from R2", async () => {
    const { user, token } = await makeUser();
    const id = await uploaded(token);
    const res = await call("/pdfprocessing/process-and-save", {
      method: "POST",
      token,
      json: { uploadId: id, autoProcessToTransactions: false },
    });
    expect(res.status).toBe(200);
    const body = processAndSaveResponseSchema.parse(await read(res));
    expect(body).toMatchObject({
      uploadId: id,
      extractedCount: 5,
      dataSavedToDatabase: true,
      reconciled: true,
      warnings: [],
      message: "PDF processed and data saved successfully!",
    });
    expect(body.extractedTransactions[0]).toEqual({
      date: "03/02/2026",
      parsedDate: "2026-03-02",
      valueDate: null,
      description: "ACH CREDIT PAYROLL ACME CORP",
      additional_Details: "",
      transaction_Type: "DEPOSIT",
      amount: 2500,
      balance: 3700,
      reference_Number: null,
      bank_Name: "First Example Bank",
      account: "****1234",
      // Where it is printed: page 1, one box for its one line.
      source: { page: 1, boxes: [expect.any(Array)] },
    });
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toEqual([]);

    const detail = conversionResponseSchema.parse(await read(await call(`/conversion/${id}`, { token })));
    /** The sample statement as both answers give it. */
    const march = {
      bankName: "First Example Bank",
      accountNumber: "****1234",
      currency: "USD",
      periodStart: "2026-03-01",
      periodEnd: "2026-03-31",
      openingBalance: 1200,
      closingBalance: 3285.45,
      reconciled: true,
      pageCount: 1,
    };
    expect(detail.data).toMatchObject({
      status: "completed",
      transactionsCount: 5,
      ...march,
      errorCode: null,
    });
    expect(detail.data.processedAt).not.toBeNull();
    expect(detail.data.extractedTransactions.map((t) => t.amount)).toEqual([2500, -82.45, -120.1, -200, -12]);

    // One document: the answer carries the saved statement's Statement JSON, the same one the
    // stored conversion answers.
    const document = statementJsonOf(body);
    expect({ ...document, transactions: document.transactions.length }).toEqual({
      fileName: "march statement.pdf",
      ...march,
      accountType: body.accountType,
      accounts: body.accounts,
      warnings: [],
      transactions: 5,
    });
    expect(statementJsonOf(detail.data)).toEqual(document);
  });

  it("marks a failed run with its code, keeps the file, and a retry with the file's bytes succeeds", async () => {
    const { user, token } = await makeUser();
    // A PDF signature followed by garbage: accepted at upload, refused by the engine.
    const broken = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> garbage garbage\n");
    const id = await uploaded(token, broken, "broken.pdf");
    const failed = await call("/pdfprocessing/process-and-save", {
      method: "POST",
      token,
      json: { uploadId: id },
    });
    expect(failed.status).toBe(422);
    expect(await read(failed)).toMatchObject({ success: false, code: "PDF_INVALID" });
    const detail = await read(await call(`/conversion/${id}`, { token }));
    expect(detail.data).toMatchObject({ status: "failed", errorCode: "PDF_INVALID" });
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toHaveLength(1);

    // Retry with the right bytes sent inline.
    const retry = await call("/pdfprocessing/process-and-save", {
      method: "POST",
      token,
      json: { uploadId: id, base64Data: `data:application/pdf;base64,${toBase64(await samplePdf())}` },
    });
    expect(retry.status).toBe(200);
    const after = await read(await call(`/conversion/${id}`, { token }));
    expect(after.data).toMatchObject({
      status: "completed",
      errorCode: null,
      errorMessage: null,
      transactionsCount: 5,
    });
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toEqual([]);

    // Processing it again answers the stored statement: a conversion is processed (and charged) once.
    const again = await call("/pdfprocessing/process-and-save", {
      method: "POST",
      token,
      json: { uploadId: id },
    });
    expect(again.status).toBe(200);
    expect((await read(again)).extractedCount).toBe(5);
  });

  it("validates its body", async () => {
    const { token } = await makeUser();
    const missing = await call("/pdfprocessing/process-and-save", { method: "POST", token, json: {} });
    expect(missing.status).toBe(422);
    expect((await read(missing)).errors).toEqual([{ field: "uploadId", message: "Upload ID is required" }]);
    const notBase64 = await call("/pdfprocessing/process-and-save", {
      method: "POST",
      token,
      json: { uploadId: "x", base64Data: "!!!" },
    });
    expect(notBase64.status).toBe(422);
    const unknown = await call("/pdfprocessing/process-and-save", {
      method: "POST",
      token,
      json: { uploadId: "nope" },
    });
    expect(unknown.status).toBe(404);
  });

  it("ends every one of concurrent uploads and runs in history exactly once", async () => {
    const { token } = await makeUser();
    const ids = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const id = await uploaded(token, undefined, `stmt-${i}.pdf`);
        const res = await call("/pdfprocessing/process-and-save", {
          method: "POST",
          token,
          json: { uploadId: id },
        });
        expect(res.status).toBe(200);
        return id;
      }),
    );
    const history = await read(await call("/conversion/history?limit=100", { token }));
    expect(history.data.map((c: { id: string }) => c.id).sort()).toEqual([...ids].sort());
    expect(history.data.every((c: { status: string }) => c.status === "completed")).toBe(true);
  });
});

describe("POST /pdfprocessing/process", () => {
  it("extracts without storing anything", async () => {
    const { token } = await makeUser();
    const res = await call("/pdfprocessing/process", {
      method: "POST",
      token,
      json: { base64Data: toBase64(await samplePdf()), fileName: "x.pdf" },
    });
    expect(res.status).toBe(200);
    const body = processResponseSchema.parse(await read(res));
    expect(body.message).toBe("Successfully extracted 5 transactions");
    expect(body.transactions.map((t) => t.transaction_Type)).toEqual([
      "DEPOSIT",
      "WITHDRAWAL",
      "PAYMENT",
      "WITHDRAWAL",
      "FEE",
    ]);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM conversions").first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("needs base64Data; a bad session is refused, no session is an anonymous visitor", async () => {
    const { token } = await makeUser();
    const res = await call("/pdfprocessing/process", { method: "POST", token, json: { base64Data: "" } });
    expect(res.status).toBe(422);
    expect((await read(res)).errors).toEqual([{ field: "base64Data", message: "File is required" }]);
    const anonymous = await call("/pdfprocessing/process", { method: "POST", json: { base64Data: "" } });
    expect(anonymous.status).toBe(422);
    expect((await read(anonymous)).errors).toEqual([{ field: "base64Data", message: "File is required" }]);
    const revoked = await call("/pdfprocessing/process", { method: "POST", token: "not-a-token", json: {} });
    expect(revoked.status).toBe(401);
  });
});
