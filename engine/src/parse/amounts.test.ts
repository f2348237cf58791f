import { describe, expect, it } from "vitest";
import { parseAmount, parseAmountCore, signedCents } from "./amounts.js";

const signed = (text: string) => {
  const a = parseAmount(text);
  return a === null ? null : signedCents(a);
};

describe("parseAmount", () => {
  it("reads grouping and decimal conventions", () => {
    expect(parseAmountCore("1,234.56")).toBe(123456);
    expect(parseAmountCore("1.234,56")).toBe(123456);
    expect(parseAmountCore("1 234,56")).toBe(123456);
    expect(parseAmountCore("1'234.56")).toBe(123456);
    expect(parseAmountCore("12.00")).toBe(1200);
    expect(parseAmountCore("0,02")).toBe(2);
    expect(parseAmountCore("1,234,567.89")).toBe(123456789);
    expect(parseAmountCore("1.234.567,89")).toBe(123456789);
  });

  it("reads every sign convention", () => {
    expect(signed("-12.00")).toBe(-1200);
    expect(signed("(12.00)")).toBe(-1200);
    expect(signed("12.00-")).toBe(-1200);
    expect(signed("12.00 DR")).toBe(-1200);
    expect(signed("12.00 CR")).toBe(1200);
    expect(signed("+12.00")).toBe(1200);
    expect(signed("14.493,14- EUR")).toBe(-1449314);
    expect(signed("−5.10")).toBe(-510);
    expect(signed("1,234.56 OD")).toBe(-123456);
    // A trailing sign after the currency, or the currency after a trailing sign.
    expect(parseAmount("151,08 €-")).toEqual({ cents: 15108, marker: "trailing", currency: "EUR" });
    expect(signed("1.367,39 €+")).toBe(136739);
    expect(signed("151,08- €")).toBe(-15108);
    expect(signed("12.50 USD-")).toBe(-1250);
  });

  it("reads currency symbols and codes on either side", () => {
    expect(parseAmount("$1,897.72")).toEqual({ cents: 189772, marker: null, currency: "USD" });
    expect(parseAmount("-$6,609.91")).toEqual({ cents: 660991, marker: "minus", currency: "USD" });
    expect(parseAmount("£8,228.25")?.currency).toBe("GBP");
    expect(parseAmount("4.059,08 EUR")).toEqual({ cents: 405908, marker: null, currency: "EUR" });
    expect(parseAmount("1.234,56 €")).toEqual({ cents: 123456, marker: null, currency: "EUR" });
    expect(parseAmount("(£12.00)")).toEqual({ cents: 1200, marker: "parens", currency: "GBP" });
    // The generic sign: a currency sign OCR saw but could not name (ocr/unknown-signs.ts).
    expect(parseAmount("¤1,23,456.78")).toEqual({ cents: 12345678, marker: null, currency: null });
    expect(parseAmount("-¤12.00")).toEqual({ cents: 1200, marker: "minus", currency: null });
  });

  it("rejects text that is not a money value", () => {
    for (const t of ["0.01%", "2833", "04/01", "01.08.2025", "1-800-555-0142", "ABC", "12.345", "1,2"]) {
      expect(parseAmount(t), t).toBeNull();
    }
  });
});

describe("German balance marks", () => {
  it("reads H (Haben) as credit and S (Soll) as debit after an amount", () => {
    expect(parseAmount("512,30 H")).toEqual({ cents: 51_230, marker: "cr", currency: null });
    expect(parseAmount("1.676,39 S")).toEqual({ cents: 167_639, marker: "dr", currency: null });
    expect(parseAmount("HS 12")).toBeNull();
  });
});

describe("parseAmount, marks glued to the number", () => {
  it("reads CR, DR, C and D written against the amount", () => {
    expect(parseAmount("612.19CR")).toEqual({ cents: 61219, marker: "cr", currency: null });
    expect(parseAmount("12.00D")).toEqual({ cents: 1200, marker: "dr", currency: null });
    expect(parseAmount("12.00C")?.marker).toBe("cr");
    expect(parseAmount("100C")).toBeNull();
  });
});
