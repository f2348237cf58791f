import { accountKey } from "@statement-converter/contract";
import type { Statement, StatementAccount, Transaction } from "../types.js";

/** One account of a statement with its own rows, in statement order. */
export interface AccountSection {
  account: StatementAccount;
  transactions: Transaction[];
}

/**
 * The statement split by account, for formats that hold one account per section (OFX, QIF). A
 * statement stored before accounts existed has none: its own figures make its one account. A
 * row naming no known account belongs to the first.
 */
export function accountSections(statement: Statement): AccountSection[] {
  const accounts: StatementAccount[] =
    statement.accounts.length > 0
      ? statement.accounts
      : [
          {
            accountNumber: statement.accountNumber,
            name: null,
            currency: statement.currency,
            openingBalanceCents: statement.openingBalanceCents,
            closingBalanceCents: statement.closingBalanceCents,
            reconciled: statement.reconciled,
            transactionCount: statement.transactions.length,
          },
        ];
  const sections = accounts.map((account) => ({ account, transactions: [] as Transaction[] }));
  const keys = accounts.map(accountKey);
  for (const t of statement.transactions) {
    const i = t.account === null ? -1 : keys.indexOf(t.account);
    (sections[i < 0 ? 0 : i] as AccountSection).transactions.push(t);
  }
  return sections;
}

/**
 * Each row's ISO posting date for formats that need one on every row. A row corrected by hand
 * may lack it: it takes the date of the row before it (else after it), else `fallback`.
 */
export function postingDates(transactions: readonly Transaction[], fallback: string): string[] {
  const dates = transactions.map((t) => (ISO_DATE.test(t.parsedDate) ? t.parsedDate : null));
  const firstKnown = dates.find((d) => d !== null) ?? fallback;
  let last = firstKnown;
  return dates.map((d) => {
    if (d !== null) last = d;
    return last;
  });
}

/** The first and last posting dates of a statement's rows, or null when it has none. */
export function dateRange(transactions: readonly Transaction[]): { first: string; last: string } | null {
  const dates = transactions.map((t) => t.parsedDate).filter((d) => ISO_DATE.test(d));
  if (dates.length === 0) return null;
  dates.sort();
  return { first: dates[0] as string, last: dates[dates.length - 1] as string };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
