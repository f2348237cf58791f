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

  it("says a note shared by several rows once, without repeating the engine's 'Row N:'", () => {
    const s = summarizeReconciliation(true, [
      { code: "AMOUNT_SIGN_CORRECTED", row: 4, message: "Row 5: the amount's sign was corrected." },
      { code: "AMOUNT_SIGN_CORRECTED", row: 0, message: "Row 1: the amount's sign was corrected." },
      { code: "AMOUNT_SIGN_CORRECTED", row: 8, message: "Row 9: the amount's sign was corrected." },
      { code: "BALANCE_MISMATCH", row: 2, message: "Row 3: the printed balance 5.00 does not match (6.00)." },
    ]);
    expect(s.lines).toEqual([
      "Rows 1, 5 and 9: the amount's sign was corrected.",
      "Row 3: the printed balance 5.00 does not match (6.00).",
    ]);
  });

  it("one row, and no row at all", () => {
    expect(summarizeReconciliation(false, [{ code: "X", row: 0, message: "m" }]).title).toBe(
      "Balances do not add up: row 1 needs checking.",
    );
    expect(summarizeReconciliation(false, []).title).toContain("opening to the closing balance");
  });
});
