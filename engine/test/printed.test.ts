import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { extractStatement, type Statement, type Transaction } from "../src/index.js";

// Statements of banks we have no sample of, printed to PDF by Chromium from HTML
// (see printed/generate.mjs), each with the exact result the engine must return.
const folder = fileURLToPath(new URL("./printed", import.meta.url));
const names = readdirSync(folder)
  .filter((f) => f.endsWith(".pdf"))
  .map((f) => f.slice(0, -4))
  .sort();

type Expected = Pick<
  Statement,
  "bankName" | "accountNumber" | "periodStart" | "periodEnd" | "openingBalanceCents" | "closingBalanceCents"
> & {
  /** Absent when the statement does not say (a bare "$" could be any dollar). */
  currency?: string | null;
  /** Given for card statements. */
  accountType?: Statement["accountType"];
  /** Given for statements of more than one account; then every row names its `account`. */
  accounts?: Statement["accounts"];
  transactions: Omit<Transaction, "date" | "account">[];
};

/**
 * Statements the engine does not read exactly yet, with what it gets wrong today. Each still
 * runs, as a test expected to fail, so the suite turns red the day the engine reads one: then
 * take it out of this list.
 */
const NOT_YET_READ = new Map<string, string>([]);

const rowOf =
  (withAccount: boolean) =>
  ({ date: _printed, account, source: _where, ...rest }: Transaction) =>
    withAccount ? { ...rest, account } : rest;

describe("statements printed by a browser, in layouts of banks outside the corpus", () => {
  it("has the statements, and each one listed as not read yet is one of them", () => {
    expect(names.length).toBeGreaterThanOrEqual(10);
    expect([...NOT_YET_READ.keys()].filter((n) => !names.includes(n))).toEqual([]);
  });

  it("has truth files that add up: opening + rows = closing, each printed balance follows its rows", () => {
    const problems: string[] = [];
    for (const name of names) {
      const truth = JSON.parse(readFileSync(join(folder, `${name}.truth.json`), "utf8")) as Expected;
      const books = truth.accounts
        ? truth.accounts.map((a) => ({
            ...a,
            rows: truth.transactions.filter((t) => (t as { account?: string }).account === a.accountNumber),
          }))
        : [{ ...truth, rows: truth.transactions }];
      for (const book of books) {
        const sum = book.rows.reduce((n, t) => n + t.amountCents, 0);
        if (book.openingBalanceCents === null || book.closingBalanceCents === null)
          problems.push(`${name}: no balances`);
        else if (book.openingBalanceCents + sum !== book.closingBalanceCents)
          problems.push(`${name}: totals`);
        // Printed oldest first, each balance is the one before plus the rows since; newest first, the reverse.
        const follows = (rows: typeof book.rows) => {
          let balance = book.openingBalanceCents ?? 0;
          return rows.every((t) => {
            balance += t.amountCents;
            return t.balanceCents === null || t.balanceCents === balance;
          });
        };
        if (!follows(book.rows) && !follows([...book.rows].reverse())) problems.push(`${name}: balances`);
      }
    }
    expect(problems).toEqual([]);
  });

  const pending = names.filter((n) => NOT_YET_READ.has(n));
  if (pending.length) {
    console.info(
      `printed statements not read yet (${pending.length}):\n${pending.map((n) => `  ${n}: ${NOT_YET_READ.get(n)}`).join("\n")}`,
    );
  }

  for (const name of names) {
    const test = NOT_YET_READ.has(name) ? it.fails : it;
    test(`${name}: every row, balance and total exactly, reconciled`, async () => {
      const expected = JSON.parse(readFileSync(join(folder, `${name}.truth.json`), "utf8")) as Expected;
      const bytes = new Uint8Array(readFileSync(join(folder, `${name}.pdf`)));
      const statement = await extractStatement(bytes, { fileName: `${name}.pdf` });

      expect(statement.transactions.map(rowOf(expected.accounts !== undefined))).toEqual(
        expected.transactions,
      );
      expect(statement).toMatchObject({
        bankName: expected.bankName,
        accountNumber: expected.accountNumber,
        periodStart: expected.periodStart,
        periodEnd: expected.periodEnd,
        openingBalanceCents: expected.openingBalanceCents,
        closingBalanceCents: expected.closingBalanceCents,
        reconciled: true,
      });
      if (expected.currency !== undefined) expect(statement.currency).toBe(expected.currency);
      if (expected.accountType !== undefined) expect(statement.accountType).toBe(expected.accountType);
      if (expected.accounts !== undefined) expect(statement.accounts).toEqual(expected.accounts);
    });
  }
});
