import { describe, expect, it } from "vitest";
import { type Dating, resolveDate } from "./dating.js";

const period = { start: "2025-04-01", end: "2025-06-30" };
const dating = (fourDigitYears: boolean): Dating => ({
  order: "DM",
  period,
  window: period,
  fallbackYear: 2025,
  fourDigitYears,
});

describe("resolveDate", () => {
  it("dates a two-digit year among rows that print four as cut short by OCR: year-less, in the period", () => {
    expect(resolveDate("03/04/20", dating(true))).toBe("2025-04-03");
    expect(resolveDate("03/04/2025", dating(true))).toBe("2025-04-03");
  });

  it("reads a two-digit year as printed where the rows print two", () => {
    expect(resolveDate("03/04/20", dating(false))).toBe("2020-04-03");
  });
});
