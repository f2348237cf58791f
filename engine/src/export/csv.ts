import type { Statement } from "../types.js";
import { formatCents } from "./money.js";
import { slices } from "./parts.js";
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
  return [...csvParts(statements, options)].join("");
}

/** The CSV in parts of at most ROWS_PER_PART records, for `exportChunks` (render.ts). */
export function* csvParts(
  statements: Statement | readonly Statement[],
  options: CsvOptions = {},
): Generator<string> {
  const list = isStatementList(statements) ? statements : [statements];
  yield `${options.bom ? "\uFEFF" : ""}${csvRecord(CSV_COLUMNS)}`;
  for (const statement of list) {
    for (const slice of slices(statement.transactions)) {
      yield slice
        .map((t) =>
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
        )
        .join("");
    }
  }
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
