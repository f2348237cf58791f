/**
 * The balance check of a statement in words (engine: running balances and opening + sum = closing).
 * `warnings[].row` is the 0-based transaction index; on screen rows count from 1.
 */
import type { WireWarning } from "@statement-converter/sdk";

export interface ReconciliationSummary {
  reconciled: boolean;
  title: string;
  /** 1-based row numbers that do not add up, in order, without repeats. */
  rows: number[];
  /** Each warning as a line: 'Row 3: ...' or the statement-level message. */
  lines: string[];
}

function listWords(numbers: number[]): string {
  if (numbers.length <= 1) return numbers.join("");
  return `${numbers.slice(0, -1).join(", ")} and ${numbers[numbers.length - 1]}`;
}

/**
 * One line per kind of note: the engine's messages start with their own "Row N: ", so the same
 * note on several rows becomes "Rows 1, 4 and 9: ..." instead of a line per row.
 */
function warningLines(warnings: readonly WireWarning[]): string[] {
  const groups = new Map<string, number[]>();
  for (const w of warnings) {
    const text = w.message.replace(/^Rows? \d+(?:, \d+)*:\s*/, "");
    const rows = groups.get(text) ?? [];
    if (typeof w.row === "number" && !rows.includes(w.row + 1)) rows.push(w.row + 1);
    groups.set(text, rows);
  }
  return [...groups].map(([text, rows]) =>
    rows.length
      ? `${rows.length === 1 ? "Row" : "Rows"} ${listWords(rows.sort((a, b) => a - b))}: ${text}`
      : text,
  );
}

export function summarizeReconciliation(
  reconciled: boolean | null | undefined,
  warnings: readonly WireWarning[] = [],
): ReconciliationSummary {
  const rows = [...new Set(warnings.flatMap((w) => (typeof w.row === "number" ? [w.row + 1] : [])))].sort(
    (a, b) => a - b,
  );
  const lines = warningLines(warnings);
  if (reconciled && warnings.length === 0) {
    return {
      reconciled: true,
      title: "Balances reconciled: every running balance and the closing balance add up.",
      rows,
      lines,
    };
  }
  if (reconciled) {
    return { reconciled: true, title: "Balances reconciled, with notes.", rows, lines };
  }
  const title = rows.length
    ? `Balances do not add up: ${rows.length === 1 ? "row" : "rows"} ${listWords(rows)} ${rows.length === 1 ? "needs" : "need"} checking.`
    : "Balances do not add up: the transactions do not lead from the opening to the closing balance.";
  return { reconciled: false, title, rows, lines };
}
