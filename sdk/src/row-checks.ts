/**
 * The rows of a conversion that need a look, and why: every row a warning names (a break in the
 * balance chain, a date outside the period, an unreadable date, low OCR confidence, an amount the
 * engine repaired) and every row read by OCR below LOW_CONFIDENCE. One reading for every client:
 * the CLI's `statement show ID --check` and the web's review screens
 * (docs/architecture.md#cli-contract).
 */
import { LOW_CONFIDENCE, type WireTransaction, type WireWarning } from "./contract.js";

export interface CheckReason {
  code: string;
  message: string;
}

/** A row that needs a look: where it is and why. */
export interface RowToCheck {
  /** 1-based, as tables and the engine's messages count rows. */
  row: number;
  /** The page (a spreadsheet's sheet) the row was read from; null for rows without a source. */
  page: number | null;
  date: string;
  description: string;
  amount: number;
  reasons: CheckReason[];
}

export interface CheckReport {
  rows: RowToCheck[];
  /** Warnings about the statement as a whole (no one row): a missing closing balance, totals. */
  statement: WireWarning[];
}

type CheckedTransaction = Pick<
  WireTransaction,
  "date" | "parsedDate" | "description" | "amount" | "confidence" | "source"
>;

/** The engine's row warnings in a reader's words; a code without words is shown as it is. */
const REASON_WORDS: Record<string, string> = {
  BALANCE_MISMATCH: "break in the balance chain",
  DATE_OUTSIDE_PERIOD: "date outside the period",
  DATE_UNREADABLE: "date unreadable",
  LOW_CONFIDENCE: "low OCR confidence",
  AMOUNT_SIGN_CORRECTED: "amount repaired (sign)",
};

export const reasonWords = (code: string): string => REASON_WORDS[code] ?? code;

/** The rows that need a look, in row order, each with all its reasons (one per code). */
export function rowsToCheck(conversion: {
  extractedTransactions: readonly CheckedTransaction[];
  warnings: readonly WireWarning[];
}): CheckReport {
  const { extractedTransactions: rows, warnings } = conversion;
  const reasons = new Map<number, CheckReason[]>();
  const add = (row: number, code: string, message: string) => {
    const list = reasons.get(row) ?? [];
    if (!list.some((r) => r.code === code)) list.push({ code, message });
    reasons.set(row, list);
  };
  const statement: WireWarning[] = [];
  for (const w of warnings) {
    if (w.row !== undefined && rows[w.row]) add(w.row, w.code, w.message);
    else statement.push(w);
  }
  rows.forEach((t, i) => {
    if (t.confidence !== undefined && t.confidence < LOW_CONFIDENCE)
      add(
        i,
        "LOW_CONFIDENCE",
        `Read from a scanned page with ${Math.round(t.confidence * 100)}% confidence.`,
      );
  });
  const checked = [...reasons.keys()]
    .sort((a, b) => a - b)
    .map((i) => {
      const t = rows[i] as CheckedTransaction;
      return {
        row: i + 1,
        page: t.source?.page ?? null,
        date: t.parsedDate ?? t.date,
        description: t.description,
        amount: t.amount,
        reasons: reasons.get(i) ?? [],
      };
    });
  return { rows: checked, statement };
}
