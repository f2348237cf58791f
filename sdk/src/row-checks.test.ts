import { describe, expect, it } from "vitest";
import { LOW_CONFIDENCE } from "./contract.js";
import { reasonWords, rowsToCheck } from "./row-checks.js";

const row = (amount: number, extra: object = {}) => ({
  date: "03/02",
  parsedDate: "2026-03-02",
  description: `ROW ${amount}`,
  amount,
  ...extra,
});

describe("rowsToCheck", () => {
  it("lists every row a warning names with all its reasons, and OCR rows below the threshold, in row order", () => {
    const report = rowsToCheck({
      extractedTransactions: [
        row(1, { source: { page: 1 } }),
        row(2, { confidence: LOW_CONFIDENCE }),
        row(3, { confidence: 0.5, source: { page: 2, boxes: [[1, 2, 3, 4]] } }),
        row(4),
      ],
      warnings: [
        { code: "BALANCE_MISMATCH", row: 3, message: "Row 4: off" },
        { code: "AMOUNT_SIGN_CORRECTED", row: 2, message: "Row 3: sign" },
        { code: "LOW_CONFIDENCE", row: 2, message: "Row 3: 50%" },
        { code: "NO_CLOSING_BALANCE", message: "No closing balance is printed." },
        { code: "DATE_OUTSIDE_PERIOD", row: 9, message: "a row that is gone" },
      ],
    });
    expect(report.rows.map((r) => [r.row, r.page, r.reasons.map((x) => x.code)])).toEqual([
      [3, 2, ["AMOUNT_SIGN_CORRECTED", "LOW_CONFIDENCE"]],
      [4, null, ["BALANCE_MISMATCH"]],
    ]);
    expect(report.statement.map((w) => w.code)).toEqual(["NO_CLOSING_BALANCE", "DATE_OUTSIDE_PERIOD"]);
    expect(report.rows[0]).toMatchObject({ date: "2026-03-02", description: "ROW 3", amount: 3 });
  });

  it("says each reason in a reader's words; an unknown code as it is", () => {
    expect(reasonWords("BALANCE_MISMATCH")).toBe("break in the balance chain");
    expect(reasonWords("AMOUNT_SIGN_CORRECTED")).toBe("amount repaired (sign)");
    expect(reasonWords("SOMETHING_NEW")).toBe("SOMETHING_NEW");
  });
});
