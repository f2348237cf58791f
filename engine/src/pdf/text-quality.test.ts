import { describe, expect, it } from "vitest";
import type { PdfText } from "./read-pdf.js";
import { isUnreadable, measureTextQuality } from "./text-quality.js";

const doc = (...pages: string[][]): PdfText => ({
  pageCount: pages.length,
  pages: pages.map((strs, i) => ({
    number: i + 1,
    width: 612,
    height: 792,
    items: strs.map((str, k) => ({ str, x: 10, y: 10 + k * 10, width: 10, fontSize: 8 })),
  })),
});

describe("text quality", () => {
  it("accepts an ordinary statement page, in English or German", () => {
    const text = doc([
      "04/01 ACH CREDIT INITECH LLC 2,624.43",
      "Beginning Balance $1,897.72",
      "Kontostand 1.234,56 Überweisung",
    ]);
    expect(isUnreadable(measureTextQuality(text), 1)).toBe(false);
  });

  it("rejects pages without text and private-use garbage", () => {
    expect(isUnreadable(measureTextQuality(doc([], [])), 2)).toBe(true);
    const garbage = doc([String.fromCodePoint(...Array.from({ length: 80 }, (_, i) => 0xe000 + (i % 60)))]);
    expect(measureTextQuality(garbage).badRatio).toBe(1);
    expect(isUnreadable(measureTextQuality(garbage), 1)).toBe(true);
  });

  it("rejects a soup of scripts", () => {
    const soup = doc(["ĀĂăĄąĆ ΑΒΓΔ АБВГД אבגד ابتث", "ĀĂăĄąĆ ΑΒΓΔ АБВГД אבגד ابتث 漢字かな"]);
    expect(isUnreadable(measureTextQuality(soup), 1)).toBe(true);
  });

  it("counts nearly empty pages", () => {
    expect(
      measureTextQuality(doc(["Page 1"], ["A full page of statement text with many words 12.00"])).emptyPages,
    ).toBe(1);
  });
});
