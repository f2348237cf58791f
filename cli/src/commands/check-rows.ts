import { LOW_CONFIDENCE } from "@statement-converter/engine";
import type { ConversionDetail, WireWarning } from "@statement-converter/sdk";
import type { ChalkInstance } from "chalk";
import { plural } from "../convert/progress.js";
import { renderTable } from "../format/table.js";
import { formatMoney } from "../format/values.js";

/** A row that needs a look (`statement show ID --check`): where it is and why. */
export interface RowToCheck {
  /** 1-based, as the table and the engine's messages count rows. */
  row: number;
  /** The page (a spreadsheet's sheet) the row was read from; null for rows without a source. */
  page: number | null;
  date: string;
  description: string;
  amount: number;
  reasons: { code: string; message: string }[];
}

export interface CheckReport {
  rows: RowToCheck[];
  /** Warnings about the statement as a whole (no one row): a missing closing balance, totals. */
  statement: WireWarning[];
}

/** The engine's row warnings, in a reader's words (docs/architecture.md#statement-json). */
const REASON_WORDS: Record<string, string> = {
  BALANCE_MISMATCH: "break in the balance chain",
  DATE_OUTSIDE_PERIOD: "date outside the period",
  DATE_UNREADABLE: "date unreadable",
  LOW_CONFIDENCE: "low OCR confidence",
  AMOUNT_SIGN_CORRECTED: "amount repaired (sign)",
};

export const reasonWords = (code: string) => REASON_WORDS[code] ?? code;

/**
 * The rows that need a look: every row a warning names, with all its warnings, and rows read by
 * OCR below the confidence threshold (their warning is gone once rows are edited), in row order.
 */
export function rowsToCheck(d: ConversionDetail): CheckReport {
  const reasons = new Map<number, { code: string; message: string }[]>();
  const add = (row: number, code: string, message: string) => {
    const list = reasons.get(row) ?? [];
    if (!list.some((r) => r.code === code)) list.push({ code, message });
    reasons.set(row, list);
  };
  const statement: WireWarning[] = [];
  for (const w of d.warnings) {
    if (w.row !== undefined && d.extractedTransactions[w.row]) add(w.row, w.code, w.message);
    else statement.push(w);
  }
  d.extractedTransactions.forEach((t, i) => {
    if (t.confidence !== undefined && t.confidence < LOW_CONFIDENCE)
      add(
        i,
        "LOW_CONFIDENCE",
        `Read from a scanned page with ${Math.round(t.confidence * 100)}% confidence.`,
      );
  });
  const rows = [...reasons.keys()]
    .sort((a, b) => a - b)
    .map((i) => {
      const t = d.extractedTransactions[i] as ConversionDetail["extractedTransactions"][number];
      return {
        row: i + 1,
        page: t.source?.page ?? null,
        date: t.parsedDate ?? t.date,
        description: t.description,
        amount: t.amount,
        reasons: reasons.get(i) ?? [],
      };
    });
  return { rows, statement };
}

/** The report as text: a line of counts, the rows with their page and reasons, the statement's notes. */
export function renderCheck(d: ConversionDetail, report: CheckReport, style: ChalkInstance): string {
  const { rows, statement } = report;
  let text = `${style.bold(d.fileName)}: `;
  text +=
    rows.length === 0
      ? `no rows need a look (${plural(d.extractedTransactions.length, "row")} checked)\n`
      : `${plural(rows.length, "row")} of ${d.extractedTransactions.length} ${rows.length === 1 ? "needs" : "need"} a look\n`;
  if (rows.length > 0) {
    text += `\n${renderTable(
      [
        { header: "ROW", align: "right" },
        { header: "PAGE", align: "right" },
        { header: "DATE" },
        { header: "DESCRIPTION", maxWidth: 40 },
        { header: "AMOUNT", align: "right" },
        { header: "REASONS" },
      ],
      rows.map((r) => [
        String(r.row),
        r.page === null ? "-" : String(r.page),
        r.date,
        r.description,
        formatMoney(r.amount),
        { text: r.reasons.map((x) => reasonWords(x.code)).join("; "), paint: style.yellow },
      ]),
      style.bold,
    )}`;
  }
  if (statement.length > 0) {
    text += `\n${style.bold("Statement")}\n`;
    for (const w of statement) text += `  ${w.code}: ${w.message}\n`;
  }
  return text;
}
