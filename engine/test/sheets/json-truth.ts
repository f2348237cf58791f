/**
 * The generated spreadsheets and CSV files (files/, with truth.json) and the hostile ones
 * (hostile/, with hostile.json) for the other packages' end-to-end tests (CLI, web): where they
 * are, and `sheetDiff`, which checks a Statement JSON (a download, the CLI's output) against a
 * file's truth.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const sheetsDir = fileURLToPath(new URL("./files/", import.meta.url));
export const hostileDir = fileURLToPath(new URL("./hostile/", import.meta.url));

export interface SheetTruth {
  bankName: string | null;
  accountNumber: string | null;
  currency: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  pageCount: number;
  accounts?: unknown[];
  transactions: Record<string, unknown>[];
}

export const sheetTruths = JSON.parse(readFileSync(resolve(sheetsDir, "truth.json"), "utf8")) as Record<
  string,
  SheetTruth
>;
export const hostileCodes = JSON.parse(readFileSync(resolve(hostileDir, "hostile.json"), "utf8")) as Record<
  string,
  string
>;

interface JsonRow {
  parsedDate: string | null;
  valueDate: string | null;
  description: string;
  additional_Details: string;
  transaction_Type: string;
  amount: number;
  balance: number | null;
  reference_Number: string | null;
  account?: string | null;
}

const cents = (n: number | null) => (n === null ? null : Math.round(n * 100));

/** A Statement JSON row in the engine's terms (with its account where the truth has several). */
export function engineRow(row: JsonRow, withAccount: boolean): Record<string, unknown> {
  return {
    ...(withAccount ? { account: row.account } : {}),
    parsedDate: row.parsedDate,
    valueDate: row.valueDate,
    description: row.description,
    details: row.additional_Details,
    type: row.transaction_Type,
    amountCents: cents(row.amount),
    balanceCents: cents(row.balance),
    reference: row.reference_Number,
  };
}

/** What a Statement JSON file must hold for a generated sheet, in the engine's terms. */
export function expectedSheet(name: string) {
  const truth = sheetTruths[name] as SheetTruth;
  const dec = (c: number | null) => (c === null ? null : c / 100);
  return {
    head: {
      fileName: name,
      bankName: truth.bankName,
      accountNumber: truth.accountNumber,
      currency: truth.currency,
      periodStart: truth.periodStart,
      periodEnd: truth.periodEnd,
      openingBalance: dec(truth.openingBalanceCents),
      closingBalance: dec(truth.closingBalanceCents),
      pageCount: truth.pageCount,
      reconciled: true,
      warnings: [],
    },
    rows: truth.transactions,
    withAccount: truth.accounts !== undefined,
  };
}

/** JSON with object keys sorted, so key order does not matter. */
const canon = (value: unknown): string =>
  JSON.stringify(value, (_k, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/** Checks a Statement JSON object against a generated sheet's truth; returns what differs (empty when exact). */
export function sheetDiff(name: string, json: Record<string, unknown>): string[] {
  const want = expectedSheet(name);
  const problems: string[] = [];
  for (const [key, value] of Object.entries(want.head)) {
    if (canon(json[key]) !== canon(value))
      problems.push(`${name} ${key}: ${JSON.stringify(json[key])} != ${JSON.stringify(value)}`);
  }
  const rows = (json.transactions as JsonRow[]).map((r) => engineRow(r, want.withAccount));
  if (canon(rows) !== canon(want.rows)) {
    const i = rows.findIndex((r, k) => canon(r) !== canon(want.rows[k]));
    problems.push(
      `${name} rows (${rows.length} vs ${want.rows.length}) first differ at ${i}: ${JSON.stringify(rows[i])} != ${JSON.stringify(want.rows[i])}`,
    );
  }
  return problems;
}
