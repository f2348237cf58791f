import type { StatementAccount } from "@statement-converter/engine";
import { z } from "zod";
import type { ConversionRow } from "../db/queries/conversions.js";

/**
 * The `accounts` column of a conversion: a JSON array of the engine's StatementAccount (money in
 * integer cents), written by saveStatement and by re-reconciliation, read back here.
 */

const cents = z.number().int().nullable();
const storedAccountSchema = z.object({
  accountNumber: z.string().nullable(),
  name: z.string().nullable(),
  currency: z.string().nullable(),
  openingBalanceCents: cents,
  closingBalanceCents: cents,
  reconciled: z.boolean(),
  transactionCount: z.number().int(),
});
const storedAccountsSchema = z.array(storedAccountSchema);

export function serializeAccounts(accounts: readonly StatementAccount[]): string {
  return JSON.stringify(accounts.map((a) => storedAccountSchema.parse(a)));
}

/** The stored accounts; a column that does not parse reads as none (never a 500 on read). */
export function parseAccounts(json: string): StatementAccount[] {
  try {
    const result = storedAccountsSchema.safeParse(JSON.parse(json));
    return result.success ? result.data : [];
  } catch {
    return [];
  }
}

/**
 * The accounts a conversion's rows are checked against: the stored ones, or for a conversion
 * that has none (nothing was extracted yet) one account of its own top-level figures.
 */
export function accountsOf(row: ConversionRow): StatementAccount[] {
  const stored = parseAccounts(row.accounts);
  if (stored.length > 0) return stored;
  return [
    {
      accountNumber: row.accountNumber,
      name: null,
      currency: row.currency,
      openingBalanceCents: row.openingBalanceCents,
      closingBalanceCents: row.closingBalanceCents,
      reconciled: row.reconciled ?? false,
      transactionCount: row.transactionsCount,
    },
  ];
}
