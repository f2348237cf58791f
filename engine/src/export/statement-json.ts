import type {
  StatementJson,
  statementAccountSchema,
  statementJsonSchema,
  TransactionSource,
  transactionSchema,
} from "@statement-converter/contract";
import type { z } from "zod";
import type { Statement, StatementAccount, StatementWarning, Transaction } from "../types.js";
import { centsToDecimal, decimalToCents } from "./money.js";
import { slices } from "./parts.js";

// The Statement JSON and its parts are the contract's schemas' types
// (docs/architecture.md#statement-json): what the engine writes is what the API and the SDK read.
export type { StatementJson } from "@statement-converter/contract";
/** One transaction of the Statement JSON (its field names are the product's own). */
export type TransactionJson = z.output<typeof transactionSchema>;
/** One account of the statement (docs/architecture.md#statements-with-several-accounts). */
export type AccountJson = z.output<typeof statementAccountSchema>;

export function toTransactionJson(t: Transaction, bankName: string | null): TransactionJson {
  return {
    date: t.date,
    parsedDate: t.parsedDate,
    valueDate: t.valueDate,
    description: t.description,
    additional_Details: t.details,
    transaction_Type: t.type,
    amount: centsToDecimal(t.amountCents),
    balance: t.balanceCents === null ? null : centsToDecimal(t.balanceCents),
    reference_Number: t.reference,
    bank_Name: bankName,
    account: t.account,
    ...(t.confidence === undefined ? {} : { confidence: t.confidence }),
    ...(t.source === undefined ? {} : { source: copySource(t.source) }),
  };
}

/** A source copied, so that a document never shares its boxes with the Statement it came from. */
function copySource(source: TransactionSource): TransactionSource {
  return source.boxes
    ? { page: source.page, boxes: source.boxes.map((b) => [b[0], b[1], b[2], b[3]]) }
    : { page: source.page };
}

/** Rebuilds an engine transaction from a stored or user-edited row; decimals become cents. */
export function fromTransactionJson(row: StoredTransactionJson): Transaction {
  return {
    date: row.date,
    parsedDate: row.parsedDate ?? "",
    valueDate: row.valueDate ?? null,
    description: row.description,
    details: row.additional_Details ?? "",
    type: row.transaction_Type,
    amountCents: decimalToCents(row.amount),
    balanceCents: row.balance === null || row.balance === undefined ? null : decimalToCents(row.balance),
    reference: row.reference_Number ?? null,
    account: row.account ?? null,
    ...(row.confidence === undefined ? {} : { confidence: row.confidence }),
    ...(row.source === undefined ? {} : { source: copySource(row.source) }),
  };
}

export function toStatementJson(statement: Statement): StatementJson {
  return {
    fileName: statement.fileName,
    bankName: statement.bankName,
    accountNumber: statement.accountNumber,
    currency: statement.currency,
    periodStart: statement.periodStart,
    periodEnd: statement.periodEnd,
    openingBalance: optionalDecimal(statement.openingBalanceCents),
    closingBalance: optionalDecimal(statement.closingBalanceCents),
    reconciled: statement.reconciled,
    pageCount: statement.pageCount,
    accountType: statement.accountType,
    accounts: statement.accounts.map(toAccountJson),
    warnings: statement.warnings.map(copyWarning),
    transactions: statement.transactions.map((t) => toTransactionJson(t, statement.bankName)),
    ...(statement.ocrPages ? { ocrPages: [...statement.ocrPages] } : {}),
  };
}

/**
 * A transaction as older versions wrote it (before `account`), or as a user edited it (`parsedDate`
 * null without an ISO date): what the schema reads.
 */
export type StoredTransactionJson = z.input<typeof transactionSchema>;

/** Statement JSON as older versions wrote it (before accounts and account types): what the schema reads. */
export type StoredStatementJson = z.input<typeof statementJsonSchema>;

export function fromStatementJson(json: StoredStatementJson): Statement {
  return {
    fileName: json.fileName,
    bankName: json.bankName,
    accountNumber: json.accountNumber,
    currency: json.currency,
    periodStart: json.periodStart,
    periodEnd: json.periodEnd,
    openingBalanceCents: optionalCents(json.openingBalance),
    closingBalanceCents: optionalCents(json.closingBalance),
    reconciled: json.reconciled,
    pageCount: json.pageCount,
    accountType: json.accountType ?? null,
    accounts: (json.accounts ?? []).map(fromAccountJson),
    warnings: json.warnings.map(copyWarning),
    transactions: json.transactions.map(fromTransactionJson),
    ...(json.ocrPages ? { ocrPages: [...json.ocrPages] } : {}),
  };
}

/** The JSON export: Statement JSON, pretty-printed with 2 spaces, ending in a newline. */
export function exportJson(statement: Statement | readonly Statement[]): string {
  return [...jsonParts(statement)].join("");
}

/**
 * The JSON export in parts, for `exportChunks` (render.ts): the same text as
 * `JSON.stringify(json, null, 2)`, each statement's transactions written ROWS_PER_PART at a time.
 */
export function* jsonParts(statement: Statement | readonly Statement[]): Generator<string> {
  if (!isStatementList(statement)) {
    yield* statementParts(statement, "");
  } else if (statement.length === 0) {
    yield "[]";
  } else {
    for (const [i, s] of statement.entries()) {
      yield i === 0 ? "[\n  " : ",\n  ";
      yield* statementParts(s, "  ");
    }
    yield "\n]";
  }
  yield "\n";
}

/** One statement's JSON at `indent`, its transactions spliced in where stringify put `[]`. */
function* statementParts(statement: Statement, indent: string): Generator<string> {
  const outline = indentLines(
    JSON.stringify(toStatementJson({ ...statement, transactions: [] }), null, 2),
    indent,
  );
  const marker = '"transactions": []';
  const at = outline.indexOf(marker);
  if (statement.transactions.length === 0 || at < 0) {
    yield outline;
    return;
  }
  const inner = `${indent}    `;
  yield `${outline.slice(0, at)}"transactions": [\n`;
  let first = true;
  for (const slice of slices(statement.transactions)) {
    const rows = slice.map((t) =>
      indentLines(JSON.stringify(toTransactionJson(t, statement.bankName), null, 2), inner),
    );
    yield `${first ? "" : ",\n"}${inner}${rows.join(`,\n${inner}`)}`;
    first = false;
  }
  yield `\n${indent}  ]${outline.slice(at + marker.length)}`;
}

function indentLines(text: string, indent: string): string {
  return indent === "" ? text : text.replaceAll("\n", `\n${indent}`);
}

export function isStatementList(value: Statement | readonly Statement[]): value is readonly Statement[] {
  return Array.isArray(value);
}

function copyWarning(w: StatementWarning): StatementWarning {
  return w.row === undefined
    ? { code: w.code, message: w.message }
    : { code: w.code, row: w.row, message: w.message };
}

function optionalDecimal(cents: number | null): number | null {
  return cents === null ? null : centsToDecimal(cents);
}

function optionalCents(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : decimalToCents(value);
}

export function fromAccountJson(a: AccountJson): StatementAccount {
  return {
    accountNumber: a.accountNumber,
    name: a.name,
    currency: a.currency,
    openingBalanceCents: optionalCents(a.openingBalance),
    closingBalanceCents: optionalCents(a.closingBalance),
    reconciled: a.reconciled,
    transactionCount: a.transactionCount,
  };
}

export function toAccountJson(a: StatementAccount): AccountJson {
  return {
    accountNumber: a.accountNumber,
    name: a.name,
    currency: a.currency,
    openingBalance: optionalDecimal(a.openingBalanceCents),
    closingBalance: optionalDecimal(a.closingBalanceCents),
    reconciled: a.reconciled,
    transactionCount: a.transactionCount,
  };
}
