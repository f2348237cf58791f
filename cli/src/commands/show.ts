import { type AccountType, type ConversionDetail, rowsToCheck } from "@statement-converter/sdk";
import type { ChalkInstance } from "chalk";
import { Command } from "commander";
import { describeError } from "../api/describe-error.js";
import { withAccounts } from "../api/detail-statement.js";
import { reportFailure, withClient } from "../api/with-client.js";
import type { ApiDeps } from "../config/session.js";
import { plural } from "../convert/progress.js";
import { renderTable } from "../format/table.js";
import { formatDateTime, formatMoney } from "../format/values.js";
import { EXIT, type Io } from "../io.js";
import { styleFor } from "../style.js";
import { renderCheck } from "./check-rows.js";
import { statusCell } from "./history.js";

export interface ShowArgs {
  rows?: string;
  json?: boolean;
  check?: boolean;
}

const DEFAULT_ROWS = 10;

export function showCommand(io: Io, deps: ApiDeps, setExitCode: (code: number) => void): Command {
  return new Command("show")
    .description("show one conversion: metadata, its accounts, reconciliation, warnings and the first rows")
    .argument("<id>", "the conversion's id (see `statement history`)")
    .option("--rows <n>", `how many transactions to show (default ${DEFAULT_ROWS}; 0 for none)`)
    .option("--json", "print the conversion with all its transactions as JSON")
    .option(
      "--check",
      "list the rows that need a look (balance breaks, dates outside the period, low OCR confidence, repaired amounts) with their reasons and pages; exit 1 when there are some",
    )
    .action(async (id: string, args: ShowArgs) => {
      setExitCode(await runShow(id, args, io, deps));
    });
}

export async function runShow(id: string, args: ShowArgs, io: Io, deps: ApiDeps = {}): Promise<number> {
  const rowsText = args.rows ?? String(DEFAULT_ROWS);
  const rows = Number(rowsText);
  if (!/^\d+$/.test(rowsText.trim()) || !Number.isSafeInteger(rows)) {
    return reportFailure(io, {
      code: "USAGE",
      message: `--rows must be a whole number from 0 up, not '${args.rows}'`,
      exitCode: EXIT.usage,
    });
  }
  return withClient(io, deps, async ({ client, session }) => {
    let detail: ConversionDetail;
    try {
      detail = withAccounts((await client.conversions.get(id)).data);
    } catch (error) {
      return reportFailure(io, describeError(error, session, `No conversion ${id} in your account.`));
    }
    if (args.check && detail.status !== "completed") {
      io.stdout.write(`${detail.fileName}: ${detail.status}, no rows to check\n`);
      return EXIT.failed;
    }
    if (args.check) {
      const report = rowsToCheck(detail);
      io.stdout.write(
        args.json
          ? `${JSON.stringify({ id: detail.id, fileName: detail.fileName, ...report }, null, 2)}\n`
          : renderCheck(detail, report, styleFor(io.stdout, io.env)),
      );
      return report.rows.length > 0 ? EXIT.failed : EXIT.ok;
    }
    if (args.json) {
      io.stdout.write(`${JSON.stringify(detail, null, 2)}\n`);
      return EXIT.ok;
    }
    io.stdout.write(renderDetail(detail, rows, styleFor(io.stdout, io.env)));
    return EXIT.ok;
  });
}

/** What kind of account the statement is for, in words. */
const ACCOUNT_TYPE_WORDS: Record<AccountType, string> = {
  checking: "checking",
  savings: "savings",
  credit_card: "credit card",
  loan: "loan",
};

export function renderDetail(d: ConversionDetail, rows: number, style: ChalkInstance): string {
  const status = statusCell(d, style);
  const fields: [string, string][] = [
    ["ID", d.id],
    ["Status", typeof status === "string" ? status : status.paint(status.text)],
    ["Uploaded", formatDateTime(d.uploadDate)],
  ];
  if (d.status === "failed" && d.errorCode) fields.push(["Error", `${d.errorCode}: ${d.errorMessage ?? ""}`]);
  if (d.status === "completed") {
    const currency = d.currency ? ` ${d.currency}` : "";
    fields.push(
      ["Bank", d.bankName ?? "-"],
      ["Account type", d.accountType ? ACCOUNT_TYPE_WORDS[d.accountType] : "-"],
      ["Account", d.accountNumber ?? "-"],
      ["Currency", d.currency ?? "-"],
      ["Period", d.periodStart || d.periodEnd ? `${d.periodStart ?? "?"} to ${d.periodEnd ?? "?"}` : "-"],
      ["Opening balance", d.openingBalance === null ? "-" : `${formatMoney(d.openingBalance)}${currency}`],
      ["Closing balance", d.closingBalance === null ? "-" : `${formatMoney(d.closingBalance)}${currency}`],
      ["Pages", d.pageCount === null ? "-" : String(d.pageCount)],
      ["Transactions", String(d.extractedTransactions.length)],
      [
        "Reconciled",
        d.reconciled
          ? style.green("yes: the balances add up")
          : style.yellow(`no (${plural(d.warnings.length, "warning")})`),
      ],
    );
  }
  const labelWidth = Math.max(...fields.map(([label]) => label.length));
  let text = `${style.bold(d.fileName)}\n`;
  for (const [label, value] of fields) text += `  ${label.padEnd(labelWidth)}  ${value}\n`;

  if (d.warnings.length > 0) {
    text += `\n${style.bold("Warnings")}\n`;
    for (const w of d.warnings) {
      // The engine's row notes name their row themselves ("Row 3: the printed balance ...").
      const where = w.row === undefined || /^Row \d/.test(w.message) ? "" : `row ${w.row + 1}: `;
      text += `  ${where}${w.code}: ${w.message}\n`;
    }
  }
  if (d.accounts.length > 0) {
    text += `\n${style.bold(d.accounts.length === 1 ? "Account" : "Accounts")}\n`;
    text += renderTable(
      [
        { header: "ACCOUNT" },
        { header: "NAME", maxWidth: 32 },
        { header: "CURRENCY" },
        { header: "OPENING", align: "right" },
        { header: "CLOSING", align: "right" },
        { header: "RECONCILED" },
        { header: "ROWS", align: "right" },
      ],
      d.accounts.map((a) => [
        a.accountNumber ?? "-",
        a.name ?? "-",
        a.currency ?? "-",
        formatMoney(a.openingBalance),
        formatMoney(a.closingBalance),
        a.reconciled ? { text: "yes", paint: style.green } : { text: "no", paint: style.yellow },
        String(a.transactionCount),
      ]),
      style.bold,
    );
  }
  // With several accounts each row says whose it is.
  const several = d.accounts.length > 1;
  const shown = d.extractedTransactions.slice(0, rows);
  if (shown.length > 0) {
    const total = d.extractedTransactions.length;
    const heading = shown.length < total ? `First ${shown.length} of ${total} transactions` : "Transactions";
    text += `\n${style.bold(heading)}\n`;
    text += renderTable(
      [
        { header: "DATE" },
        { header: "DESCRIPTION", maxWidth: 48 },
        { header: "TYPE" },
        { header: "AMOUNT", align: "right" },
        { header: "BALANCE", align: "right" },
        ...(several ? [{ header: "ACCOUNT" }] : []),
      ],
      shown.map((t) => [
        t.parsedDate ?? t.date,
        t.description,
        t.transaction_Type,
        formatMoney(t.amount),
        formatMoney(t.balance),
        ...(several ? [t.account ?? "-"] : []),
      ]),
      style.bold,
    );
    if (shown.length < total) {
      text += `\nAll rows: statement export ${d.id} --format csv (or --rows ${total})\n`;
    }
  }
  return text;
}
