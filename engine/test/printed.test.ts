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
  transactions: Omit<Transaction, "date">[];
};

const rowOf = ({ date: _printed, account: _account, ...rest }: Transaction) => rest;

describe("statements printed by a browser, in layouts of banks outside the corpus", () => {
  it("has the statements", () => {
    expect(names.length).toBeGreaterThanOrEqual(10);
  });

  for (const name of names) {
    it(`${name}: every row, balance and total exactly, reconciled`, async () => {
      const expected = JSON.parse(readFileSync(join(folder, `${name}.truth.json`), "utf8")) as Expected;
      const bytes = new Uint8Array(readFileSync(join(folder, `${name}.pdf`)));
      const statement = await extractStatement(bytes, { fileName: `${name}.pdf` });

      expect(statement.transactions.map(rowOf)).toEqual(expected.transactions);
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
    });
  }
});
