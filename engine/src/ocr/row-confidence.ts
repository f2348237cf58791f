import { LOW_CONFIDENCE } from "@statement-converter/contract";
import type { PdfPage } from "../pdf/read-pdf.js";
import type { TableRow } from "../statement/rows.js";
import type { Statement } from "../types.js";

/** Words that are a row's figures: amounts (cents after a point or comma), numeric dates, day numbers. */
const FIGURE = /\d[.,]\d\d(?!\d)|^\d{1,4}[./-]\d{1,2}|^\d{1,2}[.,]?$/;

/**
 * How sure OCR was of a row: the least confidence among its figures on its line (its dates and
 * amounts, where a misread costs most), or among all its words when none is one.
 */
function lineConfidence(page: PdfPage, y: number): number | null {
  const near = page.items.filter(
    (w) => w.confidence !== undefined && Math.abs(w.y - y) <= 0.5 * Math.max(w.fontSize, 1),
  );
  const figures = near.filter((w) => FIGURE.test(w.str));
  const pool = figures.length ? figures : near;
  if (!pool.length) return null;
  return Math.min(...pool.map((w) => w.confidence as number));
}

/**
 * Gives each transaction read from a scanned page its confidence, and a LOW_CONFIDENCE warning
 * when it is below LOW_CONFIDENCE. Transactions are the statement's rows that moved money, in
 * the rows' order: each is found as the next row with its printed date and description.
 */
export function markConfidence(
  statement: Statement,
  rows: TableRow[],
  pages: PdfPage[],
  ocrPages: number[],
): void {
  if (!ocrPages.length) return;
  const scanned = new Set(ocrPages);
  const byNumber = new Map(pages.map((p) => [p.number, p]));
  let j = 0;
  statement.transactions.forEach((t, index) => {
    let k = j;
    while (
      k < rows.length &&
      !((rows[k] as TableRow).description === t.description && ((rows[k] as TableRow).date ?? "") === t.date)
    )
      k++;
    const row = rows[k];
    if (!row) return;
    j = k + 1;
    const page = byNumber.get(row.page);
    if (!page || !scanned.has(row.page)) return;
    const confidence = lineConfidence(page, row.y);
    if (confidence === null) return;
    // Rounded to two places, and the warning decided on what is shown.
    t.confidence = Math.round(confidence * 100) / 100;
    if (t.confidence < LOW_CONFIDENCE) {
      statement.warnings.push({
        code: "LOW_CONFIDENCE",
        row: index,
        message: `Read from a scanned page with ${Math.round(t.confidence * 100)}% confidence: check its date and amounts against the scan.`,
      });
    }
  });
}
