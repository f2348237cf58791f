/** `statement show ID --check` as text: the rows that need a look (the SDK's `rowsToCheck`) in a table. */
import { type CheckReport, type ConversionDetail, reasonWords } from "@statement-converter/sdk";
import type { ChalkInstance } from "chalk";
import { plural } from "../convert/progress.js";
import { renderTable } from "../format/table.js";
import { formatMoney } from "../format/values.js";

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
