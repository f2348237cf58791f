import { describe, expect, it } from "vitest";
import { summarizeReconciliation } from "./reconciliation";

describe("summarizeReconciliation", () => {
  it("a reconciled statement", () => {
    const s = summarizeReconciliation(true, []);
    expect(s.reconciled).toBe(true);
    expect(s.title).toContain("Balances reconciled");
    expect(s.rows).toEqual([]);
  });

  it("names the rows that do not add up, counting from 1", () => {
    const s = summarizeReconciliation(false, [
      { code: "BALANCE_MISMATCH", row: 6, message: "Balance 10.00 expected 12.00" },
      { code: "BALANCE_MISMATCH", row: 2, message: "Balance off by 1.00" },
      { code: "BALANCE_MISMATCH", row: 6, message: "again" },
      { code: "CLOSING_MISMATCH", message: "Closing balance does not match" },
    ]);
    expect(s.reconciled).toBe(false);
    expect(s.rows).toEqual([3, 7]);
    expect(s.title).toBe("Balances do not add up: rows 3 and 7 need checking.");
    expect(s.lines).toEqual([
      "Row 7: Balance 10.00 expected 12.00",
      "Row 3: Balance off by 1.00",
      "Row 7: again",
      "Closing balance does not match",
    ]);
  });

  it("one row, and no row at all", () => {
    expect(summarizeReconciliation(false, [{ code: "X", row: 0, message: "m" }]).title).toBe(
      "Balances do not add up: row 1 needs checking.",
    );
    expect(summarizeReconciliation(false, []).title).toContain("opening to the closing balance");
  });
});
