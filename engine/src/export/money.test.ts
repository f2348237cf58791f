import { describe, expect, it } from "vitest";
import { centsToDecimal, decimalToCents, formatCents } from "./money.js";

describe("centsToDecimal", () => {
  it("gives the decimal without float drift", () => {
    expect(centsToDecimal(187510)).toBe(1875.1);
    expect(JSON.stringify(centsToDecimal(187510))).toBe("1875.1");
    expect(centsToDecimal(120000)).toBe(1200);
    expect(centsToDecimal(-5)).toBe(-0.05);
    expect(centsToDecimal(-30)).toBe(-0.3);
    expect(Object.is(centsToDecimal(-0), 0)).toBe(true);
  });

  it("prints every amount up to 1,000.00 as its exact decimal and converts back", () => {
    for (let cents = -100_000; cents <= 100_000; cents += 1) {
      const exact = formatCents(cents).replace(/\.?0+$/, "");
      const value = centsToDecimal(cents);
      if (String(value) !== (exact === "-0" ? "0" : exact)) throw new Error(`${cents} -> ${value}`);
      if (decimalToCents(value) !== cents)
        throw new Error(`${cents} -> ${value} -> ${decimalToCents(value)}`);
    }
    expect(String(centsToDecimal(900719925474099))).toBe("9007199254740.99");
  });

  it("refuses non-integer cents", () => {
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });
});

describe("formatCents", () => {
  it("writes 2 decimals with a dot and no grouping", () => {
    expect(formatCents(187510)).toBe("1875.10");
    expect(formatCents(-5)).toBe("-0.05");
    expect(formatCents(0)).toBe("0.00");
    expect(formatCents(123456789)).toBe("1234567.89");
    expect(formatCents(-100)).toBe("-1.00");
  });
});

describe("decimalToCents", () => {
  it("rounds half away from zero on the printed decimal", () => {
    expect(decimalToCents(1875.1)).toBe(187510);
    expect(decimalToCents(1.005)).toBe(101);
    expect(decimalToCents(-12.345)).toBe(-1235);
    expect(decimalToCents(12.344999)).toBe(1234);
    expect(decimalToCents(0.1 + 0.2)).toBe(30);
    expect(decimalToCents(-0.004)).toBe(0);
    expect(Object.is(decimalToCents(-0.004), 0)).toBe(true);
    expect(decimalToCents(1e-7)).toBe(0);
    expect(decimalToCents(2500)).toBe(250000);
  });

  it("refuses what is not a finite amount in range", () => {
    expect(() => decimalToCents(Number.NaN)).toThrow(RangeError);
    expect(() => decimalToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => decimalToCents(1e21)).toThrow(RangeError);
    expect(() => decimalToCents(1e15)).toThrow(RangeError);
  });
});
