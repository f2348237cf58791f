/**
 * Rows that need a look on the review screens (converter and results): each row's reasons in
 * words (the SDK's `rowsToCheck`, the same reading as `statement show ID --check`) and the walk
 * from one to the next.
 */
import { type CheckReason, reasonWords, rowsToCheck, type WireWarning } from "@statement-converter/sdk";

type Transactions = Parameters<typeof rowsToCheck>[0]["extractedTransactions"];

/** 0-based row index -> its reasons, for every row that needs a look, in row order. */
export function rowChecks(
  transactions: Transactions,
  warnings: readonly WireWarning[],
): ReadonlyMap<number, CheckReason[]> {
  const { rows } = rowsToCheck({ extractedTransactions: transactions, warnings });
  return new Map(rows.map((r) => [r.row - 1, r.reasons]));
}

/** 'break in the balance chain; low OCR confidence' */
export function reasonsText(reasons: readonly CheckReason[]): string {
  return reasons.map((r) => reasonWords(r.code)).join("; ");
}

/** The row to check after `current` (the first when none is current, or after the last). */
export function nextToCheck(rows: readonly number[], current: number | null): number | null {
  if (rows.length === 0) return null;
  if (current === null) return rows[0]!;
  return rows.find((r) => r > current) ?? rows[0]!;
}
