import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { EngineError, extractStatement, type Statement, type Transaction } from "../src/index.js";
// @ts-expect-error: the generator is plain JavaScript
import { files as generated, truths as generatedTruths, hostile } from "./sheets/generate.mjs";

// Spreadsheets and CSV files written by sheets/generate.mjs from the printed statements' data,
// each with its exact truth (sheets/files/truth.json).
const folder = fileURLToPath(new URL("./sheets/files/", import.meta.url));

type Expected = Pick<
  Statement,
  | "bankName"
  | "accountNumber"
  | "currency"
  | "periodStart"
  | "periodEnd"
  | "openingBalanceCents"
  | "closingBalanceCents"
  | "pageCount"
> & {
  accounts?: Statement["accounts"];
  transactions: Omit<Transaction, "date" | "account">[];
};

const truths = JSON.parse(readFileSync(`${folder}truth.json`, "utf8")) as Record<string, Expected>;
const names = Object.keys(truths).sort();
const bytesOf = (name: string) => new Uint8Array(readFileSync(`${folder}${name}`));

const rowOf =
  (withAccount: boolean) =>
  ({ date: _printed, account, source: _sheet, ...rest }: Transaction) =>
    withAccount ? { ...rest, account } : rest;

describe("spreadsheet and CSV statements", () => {
  it("are at least 12 files of every kind, exactly as the generator writes them", () => {
    expect(names.length).toBeGreaterThanOrEqual(12);
    const kinds = new Set(names.map((n) => n.slice(n.lastIndexOf(".") + 1)));
    expect([...kinds].sort()).toEqual(["csv", "xls", "xlsx"]);
    const fresh = generated as Record<string, Uint8Array>;
    expect(Object.keys(fresh).sort()).toEqual(names);
    for (const name of names)
      expect(Buffer.from(bytesOf(name)).equals(Buffer.from(fresh[name] as Uint8Array))).toBe(true);
    expect(generatedTruths).toEqual(truths);
  });

  for (const name of names) {
    it(`${name}: every row, balance and total exactly, reconciled`, async () => {
      const expected = truths[name] as Expected;
      const statement = await extractStatement(bytesOf(name), { fileName: name });
      expect(statement.transactions.map(rowOf(expected.accounts !== undefined))).toEqual(
        expected.transactions,
      );
      expect(statement).toMatchObject({
        fileName: name,
        bankName: expected.bankName,
        accountNumber: expected.accountNumber,
        currency: expected.currency,
        periodStart: expected.periodStart,
        periodEnd: expected.periodEnd,
        openingBalanceCents: expected.openingBalanceCents,
        closingBalanceCents: expected.closingBalanceCents,
        pageCount: expected.pageCount,
        reconciled: true,
        warnings: [],
      });
      if (expected.accounts) expect(statement.accounts).toEqual(expected.accounts);
    });
  }

  it("says which sheet each row came from (1-based), without boxes", async () => {
    // A notes sheet first, then a sheet per account.
    const two = await extractStatement(bytesOf("sgTwoAccounts.xlsx"), { fileName: "sgTwoAccounts.xlsx" });
    const accounts = two.accounts.map((a) => a.accountNumber);
    expect(accounts).toHaveLength(2);
    expect(two.transactions.map((t) => [t.account, t.source])).toEqual(
      two.transactions.map((t) => [t.account, { page: t.account === accounts[0] ? 2 : 3 }]),
    );
    const csv = await extractStatement(bytesOf("usTwoCol.csv"), { fileName: "usTwoCol.csv" });
    expect(new Set(csv.transactions.map((t) => JSON.stringify(t.source)))).toEqual(new Set(['{"page":1}']));
  });
});

// Hostile and broken spreadsheets (sheets/hostile.mjs): each ends with its code (in under a second
// on an idle machine: `npm run fuzz` times them).
const hostileFolder = fileURLToPath(new URL("./sheets/hostile/", import.meta.url));
const hostileExpected = JSON.parse(readFileSync(`${hostileFolder}hostile.json`, "utf8")) as Record<
  string,
  string
>;

describe("hostile spreadsheets", () => {
  it("are the bomb, the huge sheet, the broken ZIP and the encrypted workbook among others, as generated", () => {
    const fresh = hostile as Record<string, { bytes: Uint8Array; expect: string }>;
    expect(Object.keys(hostileExpected).sort()).toEqual(Object.keys(fresh).sort());
    expect(Object.keys(hostileExpected)).toEqual(
      expect.arrayContaining(["bomb.xlsx", "huge-sheet.xlsx", "broken-zip.xlsx", "encrypted.xlsx"]),
    );
    for (const [name, { bytes, expect: code }] of Object.entries(fresh)) {
      expect(hostileExpected[name]).toBe(code);
      expect(Buffer.from(readFileSync(`${hostileFolder}${name}`)).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  for (const [name, code] of Object.entries(hostileExpected)) {
    it(`${name} ends as ${code} within seconds`, async () => {
      const bytes = new Uint8Array(readFileSync(`${hostileFolder}${name}`));
      const started = performance.now();
      let outcome = "OK";
      try {
        await extractStatement(bytes, { fileName: name });
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        outcome = error.code;
      }
      const elapsed = performance.now() - started;
      expect(outcome).toBe(code);
      // Generous for a slow, shared machine; `npm run fuzz` holds them to a second.
      expect(elapsed).toBeLessThan(5_000);
    });
  }

  it("reads the macro-enabled workbook exactly like the workbook it was made from", async () => {
    const bytes = new Uint8Array(readFileSync(`${hostileFolder}macros.xlsm`));
    const statement = await extractStatement(bytes, { fileName: "macros.xlsm" });
    const plain = await extractStatement(bytesOf("usTwoCol.xlsx"), { fileName: "macros.xlsm" });
    expect(statement).toEqual(plain);
    expect(statement.transactions.map(rowOf(false))).toEqual(truths["usTwoCol.xlsx"]?.transactions);
  });
});
