import type { QifDateFormat } from "@statement-converter/contract";
import type { Statement } from "../types.js";
import { accountSections, postingDates } from "./account-sections.js";
import { formatCents } from "./money.js";
import { slices } from "./parts.js";
import { isStatementList } from "./statement-json.js";

export interface QifOptions {
  /** MM/DD/YYYY (default, Quicken US) or DD/MM/YYYY. */
  dateFormat?: QifDateFormat | undefined;
  /** The date of a row that has none and no neighbour that has one; today by default. */
  today?: string | undefined;
}

/**
 * QIF (Quicken Interchange Format), UTF-8, CRLF. A section per account: `!Type:Bank`, or
 * `!Type:CCard` for card statements, then per row D (date), T (signed amount, holder's side),
 * N (reference or cheque number), P (the description), M (the details), `^`.
 *
 * A file of one account is that one section, which every QIF reader takes. With several
 * accounts (or statements merged into one file) each section is headed by an `!Account` block
 * (N name, T type, `^`), so Quicken and GnuCash put its rows into that account.
 */
export function exportQif(statements: Statement | readonly Statement[], options: QifOptions = {}): string {
  return [...qifParts(statements, options)].join("");
}

/** The QIF in parts of at most ROWS_PER_PART rows, for `exportChunks` (render.ts). */
export function* qifParts(
  statements: Statement | readonly Statement[],
  options: QifOptions = {},
): Generator<string> {
  const list = isStatementList(statements) ? statements : [statements];
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const dateFormat = options.dateFormat ?? "MM/DD/YYYY";
  const sections = list.flatMap((statement) =>
    accountSections(statement).map((section, i) => ({ statement, section, index: i })),
  );
  const named = sections.length > 1;
  for (const { statement, section, index } of sections) {
    const type = statement.accountType === "credit_card" ? "CCard" : "Bank";
    const head: string[] = [];
    if (named) {
      const { account } = section;
      const name =
        [account.name, account.accountNumber].filter(Boolean).join(" ") ||
        [statement.bankName, `Account ${index + 1}`].filter(Boolean).join(" ");
      head.push("!Account", `N${line(name)}`, `T${type}`, "^");
    }
    head.push(`!Type:${type}`);
    yield lines(head);
    const fallback = statement.periodStart ?? statement.periodEnd ?? today;
    const dates = postingDates(section.transactions, fallback);
    let at = 0;
    for (const slice of slices(section.transactions)) {
      const out: string[] = [];
      for (const t of slice) {
        out.push(`D${qifDate(dates[at++] as string, dateFormat)}`, `T${formatCents(t.amountCents)}`);
        const reference = line(t.reference ?? "");
        if (reference) out.push(`N${reference}`);
        const payee = line(t.description);
        if (payee) out.push(`P${payee}`);
        const memo = line(t.details);
        if (memo) out.push(`M${memo}`);
        out.push("^");
      }
      yield lines(out);
    }
  }
}

function lines(list: readonly string[]): string {
  return list.map((l) => `${l}\r\n`).join("");
}

function qifDate(iso: string, format: QifDateFormat): string {
  const [year, month, day] = iso.split("-");
  return format === "DD/MM/YYYY" ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** One line: controls and runs of white space become one space. */
function line(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: line breaks and controls become spaces
  return value.replace(/[\u0000-\u001f\u007f\s]+/g, " ").trim();
}
