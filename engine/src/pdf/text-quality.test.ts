import { describe, expect, it } from "vitest";
import type { Glyph } from "./glyphs.js";
import { hasTextLayer, judgePage } from "./text-quality.js";

/** Glyphs as the interpreter gives them, one per character, in font `fontId`. */
function glyphsOf(text: string, fontId = "f1", font = "Sans"): Glyph[] {
  return [...text].map((ch, i) => ({
    text: ch,
    x0: i * 5,
    x1: i * 5 + 4,
    y: 100,
    size: 8,
    font,
    fontId,
    fontKey: `${font}@32`,
    space: ch === " ",
  }));
}

describe("judgePage", () => {
  it("calls text in any script, and words no dictionary holds, a text layer", () => {
    for (const line of [
      "04/01 ACH CREDIT INITECH LLC 2,624.43 Beginning Balance",
      "Выписка по счёту Остаток 1 250,00 Перевод от Иванова",
      "账户对账单 日期 摘要 金额 余额 2025-10-03 工资收入 1,250.00 5,300.00",
      "รายการเดินบัญชี วันที่ รายการ จำนวนเงิน ยอดคงเหลือ 1,250.00",
      "Vorskel Tamprady Blenoth Quindra Plosket Fendral 2 000,00",
    ]) {
      const { layer, kept } = judgePage(glyphsOf(line), 0);
      expect(layer.verdict, line).toBe("text");
      expect(layer.unmapped, line).toBe(0);
      expect(kept.length).toBe([...line].length);
    }
  });

  it("leaves out the fonts whose glyphs are no characters, and judges the page by the rest", () => {
    const table = glyphsOf("03.10.2025 Card purchase Corner Grocer -45,20 1 954,80");
    // Glyph numbers shown as code points: spaces and digits fall on control characters.
    const fine = glyphsOf(
      "7HUPV\u0003RI\u0003WKLV\u0003DFFRXQW\u001d\u0003\u0013\u0014".repeat(20),
      "f2",
      "Serif",
    );
    const { layer, kept } = judgePage([...table, ...fine], 0);
    expect(layer).toMatchObject({ verdict: "text", mapped: 47, unmappedFonts: ["Serif"] });
    expect(kept).toEqual(table);
    expect(judgePage(fine, 0).layer.verdict).toBe("garbage");
  });

  it("takes a font found without a map before reading as unmapped, whatever its glyphs look like", () => {
    const shifted = glyphsOf("+DUERXUVLGH %DQN 'DWH 'HVFULSWLRQ $PRXQW %DODQFH", "f9");
    expect(judgePage(shifted, 0).layer.verdict).toBe("text");
    expect(judgePage(shifted, 0, (id) => id === "f9").layer.verdict).toBe("garbage");
  });

  it("calls a font whose letters scatter over unrelated scripts unmapped", () => {
    expect(judgePage(glyphsOf("䛕᯦ᖨ䛕ഄᾔ⃎ḇ䌰䮀剌ई剌ប䛳ụଔ䛕᯦ᖨ䛕ഄ"), 0).layer.verdict).toBe("garbage");
    // Two or three scripts side by side (a bilingual or trilingual header) are text.
    expect(judgePage(glyphsOf("Дата Date Сумма Amount Остаток Balance"), 0).layer.verdict).toBe("text");
    expect(
      judgePage(glyphsOf("תאריך التاريخ Date סכום المبلغ Amount יתרה الرصيد Balance"), 0).layer,
    ).toMatchObject({
      verdict: "text",
      unmapped: 0,
    });
  });

  it("tells a scan's page (an image, little text) from a blank one and from a short text page", () => {
    expect(judgePage([], 1).layer.verdict).toBe("image");
    expect(judgePage(glyphsOf("Page 2 of 3"), 2).layer.verdict).toBe("image");
    expect(judgePage(glyphsOf("Page 2 of 3"), 0).layer.verdict).toBe("text");
    expect(judgePage([], 0).layer.verdict).toBe("blank");
    expect(judgePage([], null).layer).toMatchObject({ verdict: "blank", images: null });
  });

  it("drops private-use and control glyphs of a mapped font, counting them unmapped", () => {
    const { layer, kept } = judgePage(glyphsOf("Balance 1,250.00 \u0000 Opening balance 3.00 \ue001"), 0);
    expect(layer).toMatchObject({ verdict: "text", unmapped: 2, unmappedFonts: [] });
    expect(kept.map((g) => g.text).join("")).toBe("Balance 1,250.00  Opening balance 3.00 ");
  });
});

describe("hasTextLayer", () => {
  it("holds when any page has a text layer: only a file of none is a scan", () => {
    const text = judgePage(glyphsOf("03.10.2025 Salary Acme Ltd 2 500,00 4 334,80"), 0).layer;
    const scan = judgePage([], 1).layer;
    expect(hasTextLayer([scan, text, scan])).toBe(true);
    expect(hasTextLayer([scan, judgePage([], 0).layer])).toBe(false);
  });
});
