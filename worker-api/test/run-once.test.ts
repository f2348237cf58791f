import { env } from "cloudflare:test";
import { processAndSaveResponseSchema } from "@statement-converter/contract";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { samplePdf, uploaded } from "./conversions-helpers.js";
import { call, makeUser, read } from "./helpers.js";

/** One upload processed once: parallel runs are not charged again, a stored conversion once. */

const processAndSave = (token: string, uploadId: string) =>
  call("/pdfprocessing/process-and-save", { method: "POST", token, json: { uploadId } });

async function threePages(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await samplePdf());
  doc.addPage([612, 792]);
  doc.addPage([612, 792]);
  return doc.save();
}

const usageRows = async (conversionId: string) =>
  (
    await env.DB.prepare("SELECT pages FROM page_usage WHERE conversion_id = ?1").bind(conversionId).all<{
      pages: number;
    }>()
  ).results;

describe("processing an upload is claimed once", () => {
  it("10 parallel runs of one 3-page upload: one charge of 3 pages; the others get its result or 409", async () => {
    const { token } = await makeUser({ plan: "starter" });
    const id = await uploaded(token, await threePages());
    const responses = await Promise.all(Array.from({ length: 10 }, () => processAndSave(token, id)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const bodies = await Promise.all(responses.map(read));
    const answered = bodies.filter((b) => b.success).map((b) => processAndSaveResponseSchema.parse(b));
    for (const body of answered) {
      expect(body.uploadId).toBe(id);
      expect(body.extractedCount).toBe(5);
      expect(body.pageCount).toBe(3);
    }
    for (const body of bodies.filter((b) => !b.success)) {
      expect(body).toMatchObject({ code: "ALREADY_PROCESSING" });
      expect(body.message).toMatch(/another request/);
    }
    expect(await usageRows(id)).toEqual([{ pages: 3 }]);
    expect((await read(await call("/usage", { token }))).data.used).toBe(3);
  });

  it("a completed conversion processed again answers its stored statement and is not charged again", async () => {
    const { token } = await makeUser({ plan: "registered" });
    const id = await uploaded(token);
    const first = await processAndSave(token, id);
    expect(first.status).toBe(200);
    const again = await processAndSave(token, id);
    expect(again.status).toBe(200);
    const [a, b] = [await read(first), await read(again)];
    expect(b.extractedTransactions).toEqual(a.extractedTransactions);
    expect(b.closingBalance).toBe(a.closingBalance);
    expect(await usageRows(id)).toEqual([{ pages: 1 }]);
    expect((await read(await call("/usage", { token }))).data.used).toBe(1);
  });

  it("a second charge of one conversion is refused by the database itself", async () => {
    const { user, token } = await makeUser();
    const id = await uploaded(token);
    expect((await processAndSave(token, id)).status).toBe(200);
    await expect(
      env.DB.prepare("INSERT INTO page_usage (subject, pages, at, conversion_id) VALUES (?1, 1, ?2, ?3)")
        .bind(user.id, Date.now(), id)
        .run(),
    ).rejects.toThrow(/UNIQUE constraint failed/);
  });

  it("a run whose file is gone gives the upload back as it was", async () => {
    const { user, token } = await makeUser();
    const id = await uploaded(token);
    await env.FILES.delete(`users/${user.id}/uploads/${id}.pdf`);
    const res = await processAndSave(token, id);
    expect(res.status).toBe(422);
    expect((await read(res)).errors[0].field).toBe("base64Data");
    const row = await env.DB.prepare("SELECT status FROM conversions WHERE id = ?1").bind(id).first();
    expect(row).toEqual({ status: "pending" });
  });
});
