import { degrees, PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { drawPdf } from "../../test/fixtures/pdf.js";
import { resolveLimits } from "../limits.js";
import { readPdfText } from "./read-pdf.js";

describe("readPdfText", () => {
  it("returns each page's words in top-down coordinates", async () => {
    const pdf = await drawPdf(
      [[{ x: 40, y: 100, text: "04/01 DEPOSIT", size: 10 }], [{ x: 300, y: 700, text: "Page 2", size: 8 }]],
      {},
    );
    const text = await readPdfText(pdf, { limits: resolveLimits() });
    expect(text.pageCount).toBe(2);
    const [first, second] = text.pages[0]?.items ?? [];
    expect(first?.str).toBe("04/01");
    expect(first?.x).toBeCloseTo(40, 1);
    expect(first?.y).toBeCloseTo(100, 1);
    expect(first?.fontSize).toBeCloseTo(10, 1);
    // Helvetica's advance widths: "04/01" is 2.5 em wide, the space 0.278 em.
    expect(first?.width).toBeCloseTo(25, 1);
    expect(second?.str).toBe("DEPOSIT");
    expect(second?.x).toBeCloseTo(40 + 25 + 2.78, 1);
    expect(text.pages[1]?.items[0]?.y).toBeCloseTo(700, 1);
  });

  it("skips rotated text such as diagonal watermarks", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    page.drawText("STATEMENT", { x: 40, y: 700, size: 10, font });
    page.drawText("COPY COPY COPY", { x: 100, y: 300, size: 40, font, rotate: degrees(45) });
    const text = await readPdfText(await doc.save(), { limits: resolveLimits() });
    expect(text.pages[0]?.items.map((i) => i.str)).toEqual(["STATEMENT"]);
  });

  it("throws PDF_INVALID for bytes pdf.js cannot open", async () => {
    await expect(
      readPdfText(new TextEncoder().encode("%PDF-1.4 nothing"), { limits: resolveLimits() }),
    ).rejects.toMatchObject({
      code: "PDF_INVALID",
    });
  });
});
