/**
 * Statements with several accounts, and card statements, in Chromium: the results screen and the
 * converter show an Account column and each account's balance check for a two-account statement
 * (engine/test/fixtures/two-accounts: a checking and a savings table) and neither for a
 * one-account one; a row moved to the other account is checked again account by account; a card
 * statement is labelled 'Credit card'.
 */
import { openAsBlob } from "node:fs";
import { join } from "node:path";
import { PRINTED_DIR, TWO_ACCOUNTS_DIR } from "@statement-converter/engine/testing/node";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { bodyRows, eventually } from "./app-helpers";
import type { TestBrowser } from "./browser";
import {
  api,
  chromiumSuite,
  createUser,
  expectAccessible,
  expectToast,
  open,
  signInBrowser,
  type TestUser,
} from "./helpers";

const TWO_ACCOUNTS = join(TWO_ACCOUNTS_DIR, "two-accounts.pdf");
const printed = (name: string) => join(PRINTED_DIR, name);
/** A one-account checking statement and a card statement, printed by Chromium (engine tests). */
const ONE_ACCOUNT = printed("usTwoCol.pdf");
const CARD = printed("cardCrCredits.pdf");

let browser: TestBrowser;
let page: Page;
let user: TestUser;
const ids = { two: "", one: "", card: "" };

async function convert(path: string, fileName: string): Promise<string> {
  const blob = await openAsBlob(path, { type: "application/pdf" });
  return (await api(user.token).conversions.convert(blob, { fileName })).uploadId;
}

chromiumSuite(async (opened) => {
  ({ browser, page } = opened);
  user = await createUser({ firstName: "Alma", lastName: "Accounts" });
  await signInBrowser(browser, user);
  ids.two = await convert(TWO_ACCOUNTS, "two-accounts.pdf");
  ids.one = await convert(ONE_ACCOUNT, "one-account.pdf");
  ids.card = await convert(CARD, "card.pdf");
}, 120_000);

const resultsTable = () => page.locator(".results-card .transactions-table");
const headers = (table: Locator) => table.locator("thead th").allInnerTexts();
/** The text of column `header` in each body row of `table`. */
async function column(table: Locator, header: string): Promise<string[]> {
  const at = (await headers(table)).indexOf(header);
  expect(at).toBeGreaterThanOrEqual(0);
  return bodyRows(table).evaluateAll(
    (rows, i) => rows.map((r) => (r.children[i] as HTMLElement).innerText),
    at,
  );
}
/** Each account's balance check as [account, currency, opening, closing, transactions, balances]. */
function accountChecks(scope: Locator): Promise<string[][]> {
  return scope
    .locator(".account-checks tbody tr")
    .evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => (c as HTMLElement).innerText.trim())));
}

describe("results of a two-account statement", () => {
  it("shows the Account column and each account's opening, closing and balance check", async () => {
    await open(page, `/results/${ids.two}`);
    await page.getByText("Showing 1 to 9 of 9 transactions").waitFor();
    expect(await headers(resultsTable())).toEqual([
      "",
      "DATE",
      "DESCRIPTION",
      "TYPE",
      "AMOUNT",
      "BALANCE",
      "ACCOUNT",
      "REFERENCE",
      "ACTIONS",
    ]);
    expect(await column(resultsTable(), "ACCOUNT")).toEqual([
      ...Array(6).fill("****4417"),
      ...Array(3).fill("****9032"),
    ]);

    expect(await accountChecks(page.locator(".reconciliation"))).toEqual([
      ["Everyday Checking ****4417", "USD", "$2,450.00", "$4,733.43", "6", "Reconciled"],
      ["High Yield Savings ****9032", "USD", "$10,000.00", "$9,515.83", "3", "Reconciled"],
    ]);
    expect(await page.locator(".reconciliation").getAttribute("data-reconciled")).toBe("true");

    const facts = await page.locator(".statement-facts").innerText();
    expect(facts).toContain("Accounts\n****4417, ****9032");
    expect(facts).not.toContain("Opening balance");
    expect(await page.locator(".statement-facts [data-testid=account-type]").innerText()).toBe(
      "Checking account",
    );
    await expectAccessible(page);
  });

  it("moves a row to the other account and checks each account again", async () => {
    await page.getByRole("button", { name: "Edit row 9" }).click();
    const form = page.getByRole("form", { name: "Edit row 9" });
    await form.waitFor();
    const account = form.getByLabel("Account");
    expect(await account.inputValue()).toBe("****9032");
    await account.selectOption("****4417");
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Transaction saved. Balances do not add up");
    await eventually(() => page.locator(".reconciliation").getAttribute("data-reconciled"), "false");
    const checks = await accountChecks(page.locator(".reconciliation"));
    expect(checks.map((c) => [c[4], c[5]])).toEqual([
      ["7", "Does not add up"],
      ["2", "Does not add up"],
    ]);
    expect((await column(resultsTable(), "ACCOUNT"))[8]).toBe("****4417");
    const saved = (await api(user.token).conversions.get(ids.two)).data;
    expect(saved.extractedTransactions[8]?.account).toBe("****4417");
    expect(saved.accounts.map((a) => a.reconciled)).toEqual([false, false]);

    // Moved back: both accounts add up again.
    await page.getByRole("button", { name: "Edit row 9" }).click();
    await form.getByLabel("Account").selectOption("****9032");
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Transaction saved. Balances reconciled");
    await eventually(() => page.locator(".reconciliation").getAttribute("data-reconciled"), "true");
  });
});

describe("results of a one-account statement", () => {
  it("has no Account column and no per-account check, and shows the account's balances", async () => {
    await open(page, `/results/${ids.one}`);
    await page.getByText(/^Showing 1 to 10 of \d+ transactions$/).waitFor();
    expect(await headers(resultsTable())).not.toContain("ACCOUNT");
    expect(await page.locator(".account-checks").count()).toBe(0);
    const facts = await page.locator(".statement-facts").innerText();
    expect(facts).toContain("Account\n****7781");
    expect(facts).toContain("Opening balance\n$5,234.11");
  });
});

describe("a card statement", () => {
  it("is labelled 'Credit card' with the statement's metadata", async () => {
    await open(page, `/results/${ids.card}`);
    await page.locator(".statement-facts").waitFor();
    expect(await page.locator(".statement-facts [data-testid=account-type]").innerText()).toBe("Credit card");
  });
});

describe("the converter", () => {
  const fileInput = () => page.getByLabel("Choose a statement (PDF, Excel or CSV)");
  const extract = () => page.getByRole("button", { name: /Extract Transactions|Processing\.\.\./ });
  const result = () => page.locator(".conversion-result");

  it("shows the Account column and each account's check for a two-account statement, not for one", async () => {
    await open(page, "/pdf-converter");
    await fileInput().setInputFiles(TWO_ACCOUNTS);
    await extract().click();
    await page.getByRole("heading", { name: "Extracted Transactions (9)" }).waitFor();
    const preview = result().locator(".transactions-table").first();
    // A PDF's pages are drawn beside the table, so each row says its page too.
    await eventually(
      () => headers(preview),
      ["DATE", "DESCRIPTION", "TYPE", "AMOUNT", "BALANCE", "ACCOUNT", "PAGE"],
    );
    expect(await column(preview, "ACCOUNT")).toEqual([
      ...Array(6).fill("****4417"),
      ...Array(3).fill("****9032"),
    ]);
    expect(await accountChecks(result())).toEqual([
      ["Everyday Checking ****4417", "USD", "$2,450.00", "$4,733.43", "6", "Reconciled"],
      ["High Yield Savings ****9032", "USD", "$10,000.00", "$9,515.83", "3", "Reconciled"],
    ]);
    expect(await result().getByTestId("account-type").innerText()).toBe("Checking account");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Process Another File" }).click();
    await fileInput().setInputFiles(CARD);
    await extract().click();
    await result().locator(".transactions-table").first().waitFor();
    await eventually(
      () => headers(result().locator(".transactions-table").first()),
      ["DATE", "DESCRIPTION", "TYPE", "AMOUNT", "BALANCE", "PAGE"],
    );
    expect(await result().locator(".account-checks").count()).toBe(0);
    expect(await result().getByTestId("account-type").innerText()).toBe("Credit card");
  });
});
