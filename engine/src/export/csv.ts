import type { Statement } from "../types.js";
import { formatCents } from "./money.js";
import { isStatementList } from "./statement-json.js";

export const CSV_COLUMNS = [
  "Date",
  "Value Date",
  "Description",
  "Details",
  "Type",
  "Amount",
  "Balance",
  "Reference",
  "Bank",
  // Added last, so that importers mapping the first nine columns by position keep working.
  "Account",
] as const;

export interface CsvOptions {
  /** Start with a UTF-8 byte order mark (for spreadsheet programs that guess the encoding). */
  bom?: boolean;
}

/**
 * RFC 4180 CSV: CRLF after every record, fields quoted only when they hold a comma, a quote
 * or a line break. Several statements share one header, rows in the order given.
 *
 * Formula injection: a text field (Description, Details, Type, Reference, Bank, Account) starting
 * with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so a spreadsheet
 * shows it as text instead of running it. Dates and the Amount and Balance columns are
 * never touched: `-12.50` stays a number.
 */
export function exportCsv(statements: Statement | readonly Statement[], options: CsvOptions = {}): string {
  const list = isStatementList(statements) ? statements : [statements];
  const lines = [csvRecord(CSV_COLUMNS)];
  for (const statement of list) {
    for (const t of statement.transactions) {
      lines.push(
        csvRecord([
          t.parsedDate,
          t.valueDate ?? "",
          guardText(t.description),
          guardText(t.details),
          guardText(t.type),
          formatCents(t.amountCents),
          t.balanceCents === null ? "" : formatCents(t.balanceCents),
          guardText(t.reference ?? ""),
          guardText(statement.bankName ?? ""),
          guardText(t.account ?? ""),
        ]),
      );
    }
  }
  return `${options.bom ? "\uFEFF" : ""}${lines.join("")}`;
}

function csvRecord(fields: readonly string[]): string {
  return `${fields.map(csvField).join(",")}\r\n`;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function guardText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
