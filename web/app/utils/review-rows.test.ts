import { describe, expect, it } from "vitest";
import { nextToCheck, reasonsText, rowChecks } from "./review-rows";

const tx = (amount: number, extra: object = {}) => ({
  date: "03/02",
  parsedDate: "2026-03-02",
  description: "ROW",
  amount,
  ...extra,
});

describe("rowChecks", () => {
  it("gives every row a warning names its reasons, and OCR rows below the threshold theirs", () => {
    const checks = rowChecks(
      [tx(1), tx(2, { confidence: 0.95 }), tx(3, { confidence: 0.5 }), tx(4)],
      [
        { code: "BALANCE_MISMATCH", row: 3, message: "Row 4: balance" },
        { code: "DATE_OUTSIDE_PERIOD", row: 0, message: "Row 1: date" },
        { code: "NO_CLOSING_BALANCE", message: "statement" },
        { code: "BALANCE_MISMATCH", row: 99, message: "no such row" },
      ],
    );
    expect([...checks.keys()]).toEqual([0, 2, 3]);
    expect(reasonsText(checks.get(0)!)).toBe("date outside the period");
    expect(reasonsText(checks.get(2)!)).toBe("low OCR confidence");
    expect(reasonsText(checks.get(3)!)).toBe("break in the balance chain");
  });
});

describe("nextToCheck", () => {
  it("walks the rows in order and starts again after the last", () => {
    expect(nextToCheck([2, 6, 9], null)).toBe(2);
    expect(nextToCheck([2, 6, 9], 2)).toBe(6);
    expect(nextToCheck([2, 6, 9], 4)).toBe(6);
    expect(nextToCheck([2, 6, 9], 9)).toBe(2);
    expect(nextToCheck([], 3)).toBeNull();
  });
});
