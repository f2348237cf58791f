/**
 * Correcting one extracted row on the results screen: the form's fields, checked with the same
 * wording the API's contract uses (POST extracted-data), before the row is sent.
 */
import { z } from "zod";
import { knownType, type TransactionRow } from "./transactions";

const text = () => z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());

/** '1,234.56', '$12', '-0.5' -> a number; anything else is not one. */
export function parseMoney(value: string): number | null {
  const cleaned = value.replace(/[$,\s]/g, "");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
}

const money = (message: string) =>
  text().pipe(
    z
      .string()
      .trim()
      .min(1, message)
      .refine((s) => parseMoney(s) !== null, message)
      .transform((s) => parseMoney(s) as number),
  );

export const transactionEditSchema = z.object({
  date: text().pipe(
    z
      .string()
      .trim()
      .min(1, "Date is required")
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be a date YYYY-MM-DD")
      .refine((s) => !Number.isNaN(new Date(`${s}T00:00:00Z`).getTime()), "Date must be a date YYYY-MM-DD"),
  ),
  description: text().pipe(z.string().trim().min(1, "Description is required").max(1000)),
  details: text().pipe(z.string().trim().max(4000)),
  type: text().transform((t) => knownType(t)),
  amount: money("Amount must be a number"),
  balance: text().pipe(
    z
      .string()
      .trim()
      .refine((s) => s === "" || parseMoney(s) !== null, "Balance must be a number")
      .transform((s) => (s === "" ? null : (parseMoney(s) as number))),
  ),
  reference: text().pipe(
    z
      .string()
      .trim()
      .max(100)
      .transform((s) => s || null),
  ),
  /** Another of the statement's accounts (only offered when it has several); blank keeps the row's. */
  account: text().pipe(
    z
      .string()
      .trim()
      .max(200)
      .transform((s) => s || null),
  ),
});
export type TransactionEdit = z.output<typeof transactionEditSchema>;

/** The row with the user's corrections applied (its value date and bank are kept, its account unless moved). */
export function applyEdit(row: TransactionRow, edit: TransactionEdit): TransactionRow {
  return {
    ...row,
    date: edit.date,
    parsedDate: edit.date,
    description: edit.description,
    details: edit.details,
    type: edit.type,
    amount: edit.amount,
    balance: edit.balance,
    reference: edit.reference,
    account: edit.account ?? row.account,
  };
}
