import { env } from "cloudflare:test";
import {
  accountExportResponseSchema,
  conversionResponseSchema,
  extractedDataResponseSchema,
  processAndSaveResponseSchema,
  type StatementJson,
  saveExtractedDataResponseSchema,
} from "@statement-converter/contract";
import { fromStatementJson, type StoredStatementJson } from "@statement-converter/engine";
import { describe, expect, it } from "vitest";
import { saveStatement } from "../src/conversions/save.js";
import { database } from "../src/db/client.js";
import { findConversion } from "../src/db/queries/conversions.js";
import { converted, uploaded } from "./conversions-helpers.js";
import { call, fromBase64, makeUser, read } from "./helpers.js";

// Statements with more than one account (docs/architecture.md#statements-with-several-accounts):
// stored, returned, exported and checked again account by account. The two-account statement is
// engine/test/fixtures/two-accounts (a Chromium-printed PDF with a checking and a savings table) and its
// truth.

const truth = env.TEST_TWO_ACCOUNTS.truth as StatementJson;
const twoAccountsPdf = () => fromBase64(env.TEST_TWO_ACCOUNTS.pdf);

const SAMPLE_ACCOUNT = {
  accountNumber: "****1234",
  name: null,
  currency: "USD",
  openingBalance: 1200,
  closingBalance: 3285.45,
  reconciled: true,
  transactionCount: 5,
};

/** A conversion holding the two-account statement, saved as process-and-save saves the engine's. */
async function savedTwoAccounts(userId: string, token: string): Promise<string> {
  const id = await uploaded(token, twoAccountsPdf(), "two-accounts.pdf");
  const db = database(env.DB);
  const row = await findConversion(db, userId, id);
  if (!row) throw new Error("conversion missing");
  await saveStatement(db, row, fromStatementJson(truth as StoredStatementJson));
  return id;
}

async function saveRows(token: string, id: string, rows: unknown[]) {
  return call(`/conversion/${id}/extracted-data`, {
    method: "POST",
    token,
    json: { extractedTransactions: rows },
  });
}

describe("accounts through process-and-save", () => {
  it("stores a one-account statement's account and each row's account, and answers them", async () => {
    const { token } = await makeUser();
    const id = await uploaded(token);
    const res = await call("/pdfprocessing/process-and-save", {
      method: "POST",
      token,
      json: { uploadId: id },
    });
    expect(res.status).toBe(200);
    const body = processAndSaveResponseSchema.parse(await read(res));
    expect(body.accountType).toBeNull();
    expect(body.accounts).toEqual([SAMPLE_ACCOUNT]);
    expect(body.extractedTransactions.map((t) => t.account)).toEqual(Array(5).fill("****1234"));

    const detail = conversionResponseSchema.parse(await read(await call(`/conversion/${id}`, { token })));
    expect(detail.data.accountType).toBeNull();
    expect(detail.data.accounts).toEqual([SAMPLE_ACCOUNT]);
    expect(detail.data.extractedTransactions.map((t) => t.account)).toEqual(Array(5).fill("****1234"));
    // Stored in cents in D1.
    const stored = await env.DB.prepare("SELECT accounts FROM conversions WHERE id = ?").bind(id).first();
    expect(JSON.parse(String(stored?.accounts))[0]).toMatchObject({
      openingBalanceCents: 120000,
      closingBalanceCents: 328545,
    });
  });

  it("stores and answers both accounts of the two-account PDF, each row with its account", async () => {
    const { token } = await makeUser();
    const id = await uploaded(token, twoAccountsPdf(), "two-accounts.pdf");
    const res = await call("/pdfprocessing/process-and-save", {
      method: "POST",
      token,
      json: { uploadId: id },
    });
    expect(res.status).toBe(200);
    const body = processAndSaveResponseSchema.parse(await read(res));
    expect(body.accounts).toEqual(truth.accounts);
    expect(body).toMatchObject({ reconciled: true, warnings: [], accountType: "checking" });
    // The rows as the truth has them, each with where it is printed besides.
    expect(body.extractedTransactions.map(({ source: _where, ...t }) => t)).toEqual(truth.transactions);
    const pages = body.extractedTransactions.map((t) => t.source?.page ?? 0);
    expect(pages.every((p) => p >= 1 && p <= (body.pageCount ?? 0))).toBe(true);
    expect(body.extractedTransactions.every((t) => (t.source?.boxes?.length ?? 0) > 0)).toBe(true);

    const detail = conversionResponseSchema.parse(await read(await call(`/conversion/${id}`, { token })));
    expect(detail.data).toMatchObject({
      accountType: truth.accountType,
      accountNumber: "****4417",
      openingBalance: null,
      closingBalance: null,
      reconciled: true,
      transactionsCount: 9,
    });
    expect(detail.data.accounts).toEqual(body.accounts);
    expect(detail.data.extractedTransactions.map((t) => [t.description, t.account])).toEqual(
      truth.transactions.map((t) => [t.description, t.account]),
    );
  });
});

describe("a stored two-account statement", () => {
  it("GET /conversion/{id}, the JSON download and /auth/export answer both accounts and each row's", async () => {
    const { user, token } = await makeUser();
    const id = await savedTwoAccounts(user.id, token);

    const detail = conversionResponseSchema.parse(await read(await call(`/conversion/${id}`, { token })));
    expect(detail.data.accounts).toEqual([
      {
        accountNumber: "****4417",
        name: "Everyday Checking",
        currency: "USD",
        openingBalance: 2450,
        closingBalance: 4733.43,
        reconciled: true,
        transactionCount: 6,
      },
      {
        accountNumber: "****9032",
        name: "High Yield Savings",
        currency: "USD",
        openingBalance: 10000,
        closingBalance: 9515.83,
        reconciled: true,
        transactionCount: 3,
      },
    ]);
    expect(detail.data.extractedTransactions.map((t) => t.account)).toEqual([
      ...Array(6).fill("****4417"),
      ...Array(3).fill("****9032"),
    ]);

    const json = await call(`/conversion/${id}/download?format=json`, { token });
    expect(json.status).toBe(200);
    const document = (await read(json)) as StatementJson;
    expect(document.accountType).toBe("checking");
    expect(document.accounts).toEqual(detail.data.accounts);
    expect(document.transactions.map((t) => t.account)).toEqual(
      detail.data.extractedTransactions.map((t) => t.account),
    );

    const exported = accountExportResponseSchema.parse(await read(await call("/auth/export", { token })));
    const statement = exported.data.conversions.find((c) => c.id === id)?.statement;
    expect(statement?.accounts).toEqual(detail.data.accounts);
    expect(statement?.transactions[8]).toMatchObject({ description: "INTEREST PAID", account: "****9032" });
  });

  it("checks each account again on its own rows after an edit, naming the statement's row", async () => {
    const { user, token } = await makeUser();
    const id = await savedTwoAccounts(user.id, token);
    const rows = extractedDataResponseSchema.parse(
      await read(await call(`/conversion/${id}/extracted-data`, { token })),
    ).data.transactions;
    expect(rows[6]).toMatchObject({ description: "ONLINE TRANSFER FROM CHECKING 4417", account: "****9032" });

    // Unchanged rows: both accounts add up, each against its own balances.
    const same = saveExtractedDataResponseSchema.parse(await read(await saveRows(token, id, rows)));
    expect(same.data).toMatchObject({ reconciled: true, warnings: [], transactionsCount: 9 });
    expect(same.data.accounts.map((a) => [a.accountNumber, a.reconciled, a.transactionCount])).toEqual([
      ["****4417", true, 6],
      ["****9032", true, 3],
    ]);

    // A wrong savings amount: only the savings account stops adding up; the row is the statement's 8th.
    const broken = rows.map((t, i) => (i === 7 ? { ...t, amount: -1100 } : t));
    const res = saveExtractedDataResponseSchema.parse(await read(await saveRows(token, id, broken)));
    expect(res.data.reconciled).toBe(false);
    expect(res.data.accounts.map((a) => a.reconciled)).toEqual([true, false]);
    expect(res.data.warnings).toEqual([
      {
        code: "BALANCE_MISMATCH",
        row: 7,
        message:
          "Row 8: the printed balance 9500.00 does not match the previous balance plus the amounts since (9400.00).",
      },
      {
        code: "TOTAL_MISMATCH",
        message:
          "****9032: Opening balance 10000.00 plus the transactions (-584.17) gives 9415.83, not the closing balance 9515.83.",
      },
    ]);
    const detail = conversionResponseSchema.parse(await read(await call(`/conversion/${id}`, { token })));
    expect(detail.data.reconciled).toBe(false);
    expect(detail.data.accounts.map((a) => a.reconciled)).toEqual([true, false]);
    expect(detail.data.warnings).toEqual(res.data.warnings);

    // The interest row moved to the checking account: both accounts are off by it, and counts follow.
    const moved = rows.map((t, i) => (i === 8 ? { ...t, account: "****4417" } : t));
    const after = saveExtractedDataResponseSchema.parse(await read(await saveRows(token, id, moved)));
    expect(after.data.accounts.map((a) => [a.reconciled, a.transactionCount])).toEqual([
      [false, 7],
      [false, 2],
    ]);
    const stored = extractedDataResponseSchema.parse(
      await read(await call(`/conversion/${id}/extracted-data`, { token })),
    ).data.transactions;
    expect(stored[8]?.account).toBe("****4417");
  });

  it("refuses a row moved to an account the statement does not have, or one naming none", async () => {
    const { user, token } = await makeUser();
    const id = await savedTwoAccounts(user.id, token);
    const rows = extractedDataResponseSchema.parse(
      await read(await call(`/conversion/${id}/extracted-data`, { token })),
    ).data.transactions;

    const unknown = await saveRows(
      token,
      id,
      rows.map((t, i) => (i === 2 ? { ...t, account: "****0000" } : t)),
    );
    expect(unknown.status).toBe(422);
    expect(await read(unknown)).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "Row 3: the account must be one of this statement's accounts (****4417, ****9032).",
      errors: [{ field: "extractedTransactions.2.account" }],
    });

    const { account: _dropped, ...withoutAccount } = rows[4] as (typeof rows)[number];
    const none = await saveRows(
      token,
      id,
      rows.map((t, i) => (i === 4 ? withoutAccount : t)),
    );
    expect(none.status).toBe(422);
    expect((await read(none)).errors).toEqual([
      {
        field: "extractedTransactions.4.account",
        message: "Row 5: choose the account (one of ****4417, ****9032).",
      },
    ]);

    // Nothing was replaced.
    const after = extractedDataResponseSchema.parse(
      await read(await call(`/conversion/${id}/extracted-data`, { token })),
    ).data.transactions;
    expect(after).toEqual(rows);
  });

  it("a row without an account belongs to a one-account statement's account", async () => {
    const { token } = await makeUser();
    const id = await converted(token);
    const res = await saveRows(token, id, [{ date: "2026-03-02", description: "ONLY ROW", amount: 2085.45 }]);
    const body = saveExtractedDataResponseSchema.parse(await read(res));
    expect(body.data.accounts).toEqual([{ ...SAMPLE_ACCOUNT, transactionCount: 1 }]);
    expect(body.data.reconciled).toBe(true);
    const rows = extractedDataResponseSchema.parse(
      await read(await call(`/conversion/${id}/extracted-data`, { token })),
    ).data.transactions;
    expect(rows.map((t) => t.account)).toEqual(["****1234"]);
  });
});

describe("migration 0002: conversions stored before accounts", () => {
  it("gives each completed conversion one account of its own figures and its rows that account", async () => {
    const { token } = await makeUser();
    const id = await converted(token);
    // As stored before migration 0001: no accounts, rows without an account.
    await env.DB.batch([
      env.DB.prepare("UPDATE conversions SET accounts = '[]' WHERE id = ?").bind(id),
      env.DB.prepare("UPDATE transactions SET account = NULL WHERE conversion_id = ?").bind(id),
    ]);
    const pending = await uploaded(token);
    const backfill = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0002_"));
    expect(backfill?.queries).toHaveLength(2);
    for (const query of backfill?.queries ?? []) await env.DB.prepare(query).run();

    const detail = conversionResponseSchema.parse(await read(await call(`/conversion/${id}`, { token })));
    expect(detail.data.accounts).toEqual([SAMPLE_ACCOUNT]);
    expect(detail.data.extractedTransactions.map((t) => t.account)).toEqual(Array(5).fill("****1234"));
    const untouched = conversionResponseSchema.parse(
      await read(await call(`/conversion/${pending}`, { token })),
    );
    expect(untouched.data.accounts).toEqual([]);
  });
});
