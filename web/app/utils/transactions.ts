/**
 * Extracted transactions on screen (docs/architecture.md#statement-json): a wire row as the
 * screens use it, the type badge, amount colours, the Total Amount card and the rows a user
 * corrects.
 */

import { TRANSACTION_TYPES } from "@statement-converter/contract";
import type { TransactionInput, TransactionSource, WireTransaction } from "@statement-converter/sdk";
import type { BadgeTone } from "./badges";
import { formatDate, formatDateTime, NOT_AVAILABLE } from "./format";

export { TRANSACTION_TYPES };

type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** A transaction as the screens use it, with its position in the conversion's list. */
export interface TransactionRow {
  /** 0-based position in the conversion (the API's `warnings[].row`). */
  index: number;
  date: string;
  parsedDate: string | null;
  valueDate: string | null;
  description: string;
  details: string;
  type: string;
  amount: number | null;
  balance: number | null;
  reference: string | null;
  bank: string | null;
  /** The account whose table the row is in (its masked number, else its name), or null. */
  account: string | null;
  /** Where the row is printed (page, boxes), or null (older conversions, rows added by hand). */
  source: TransactionSource | null;
}

/**
 * One row as the wire carries it: the SDK has parsed every answer with the contract's
 * `transactionSchema` (contract/src/statement-json.ts), so the fields are read as they are.
 */
export function readTransaction(t: WireTransaction, index: number): TransactionRow {
  return {
    index,
    date: t.date,
    parsedDate: t.parsedDate,
    valueDate: t.valueDate,
    description: t.description,
    details: t.additional_Details,
    type: t.transaction_Type,
    amount: t.amount,
    balance: t.balance,
    reference: t.reference_Number,
    bank: t.bank_Name,
    account: t.account,
    source: t.source ?? null,
  };
}

export function readTransactions(list: readonly WireTransaction[]): TransactionRow[] {
  return list.map((t, i) => readTransaction(t, i));
}

/** The type badge's text: underscores to spaces, upper case; a blank type is OTHER. */
export function typeLabel(type: string | null | undefined): string {
  const label = (type ?? "").replace(/_/g, " ").trim().toUpperCase();
  return label || "OTHER";
}

/** DEPOSIT green, WITHDRAWAL red, TRANSFER blue, FEE yellow, INTEREST info, else grey. */
export function typeTone(type: string | null | undefined): BadgeTone {
  switch (typeLabel(type)) {
    case "DEPOSIT":
      return "success";
    case "WITHDRAWAL":
      return "danger";
    case "TRANSFER":
      return "primary";
    case "FEE":
      return "warning";
    case "INTEREST":
      return "info";
    default:
      return "neutral";
  }
}

/** Amounts of zero or more are money in (green), negative ones money out (red). */
export function amountClass(amount: number | null): string {
  if (amount === null) return "";
  return amount >= 0 ? "amount--in" : "amount--out";
}

/** The Total Amount card: the sum of absolute amounts, to the cent. */
export function totalAbsoluteAmount(rows: readonly { amount: number | null }[]): number {
  const cents = rows.reduce((sum, r) => sum + Math.round(Math.abs(r.amount ?? 0) * 100), 0);
  return cents / 100;
}

/** The date a row is shown with: its ISO date when known, else the date as printed. */
export function rowDate(row: Pick<TransactionRow, "parsedDate" | "date">): string {
  return row.parsedDate ?? row.date;
}

/** The contract's type for a row's type text; anything it does not know is OTHER. */
export function knownType(type: string | null | undefined): TransactionType {
  const key = typeLabel(type).replace(/ /g, "_");
  return (TRANSACTION_TYPES as readonly string[]).includes(key) ? (key as TransactionType) : "OTHER";
}

/**
 * A row's date on screen: `7/1/2025` for an ISO date, with the time when the value carries one
 * (statements print dates only); a date the engine could not read is shown as printed.
 */
export function formatRowDate(row: Pick<TransactionRow, "parsedDate" | "date">, timeZone = "UTC"): string {
  const value = rowDate(row);
  if (/^\d{4}-\d{2}-\d{2}T\d/.test(value)) return formatDateTime(value, timeZone);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  return value.trim() || NOT_AVAILABLE;
}

/** A row back into the shape POST extracted-data takes. */
export function toTransactionInput(row: TransactionRow): TransactionInput {
  return {
    date: row.date || row.parsedDate || "",
    parsedDate: row.parsedDate,
    valueDate: row.valueDate,
    description: row.description,
    additional_Details: row.details,
    transaction_Type: knownType(row.type),
    amount: row.amount ?? 0,
    balance: row.balance,
    reference_Number: row.reference,
    bank_Name: row.bank,
    account: row.account,
    // An edited row stays where it was printed (docs/architecture.md#where-each-row-came-from).
    ...(row.source ? { source: row.source } : {}),
  };
}
