/**
 * The whole signed-in journey in one browser, through the UI: register -> convert summit-01.pdf
 * -> the table shows exactly the truth's transaction count -> CSV, Excel and JSON downloads hold
 * those rows -> history search, filter, sort and paging -> results paging and Show All -> correct
 * a row -> delete -> profile update and password change -> logout -> login with the new password.
 * Only the extra conversions that give the history several pages are made through the API.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  bodyRows,
  corpusPath,
  eventually,
  exportFrom,
  haveCorpus,
  readTruth,
  type Truth,
  uploadOnly,
  usd,
  xlsxRows,
} from "./app-helpers";
import {
  api,
  chromiumSuite,
  expectAccessible,
  expectToast,
  open,
  parseCsv,
  uniqueEmail,
  web,
} from "./helpers";

const CORPUS_OK = haveCorpus("journey", "summit-01.pdf", "summit-01.truth.json");

let page: Page;

chromiumSuite(async (opened) => {
  page = opened.page;
});

describe.skipIf(!CORPUS_OK)("the signed-in journey", () => {
  const truth: Truth = CORPUS_OK ? readTruth("summit-01") : ({ transactions: [] } as unknown as Truth);
  const email = uniqueEmail("journey6");
  const password = "first pass 2026";
  const newPassword = "second pass 2027";
  let resultsUrl = "";

  it("registers through the form and lands on the dashboard", async () => {
    await open(page, "/register");
    await page.getByLabel("First Name").fill("Jamie");
    await page.getByLabel("Last Name").fill("Journey");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password").fill(password);
    await page.locator("input[name=acceptTerms]").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${web}/dashboard`);
    await expectToast(page, "Account created successfully!");
    expect(await page.getByRole("heading", { name: "No conversions yet" }).isVisible()).toBe(true);
  });

  it("converts summit-01.pdf: the table shows exactly the truth's transactions", async () => {
    await page.getByRole("link", { name: "New Conversion" }).click();
    await page.waitForURL(/\/pdf-converter$/);
    await page
      .getByLabel("Choose a statement (PDF, Excel or CSV)")
      .setInputFiles(corpusPath("summit-01.pdf"));
    await page.getByRole("button", { name: "Extract Transactions" }).click();
    await page
      .getByRole("heading", { name: `Extracted Transactions (${truth.transactions.length})` })
      .waitFor();
    const table = page.locator(".conversion-result .transactions-table");
    const seen: string[] = [];
    for (const p of [1, 2]) {
      await page
        .getByRole("navigation", { name: "Transactions pages" })
        .getByRole("button", { name: `Page ${p}` })
        .click();
      for (const text of await bodyRows(table).locator("td:nth-child(4)").allInnerTexts()) seen.push(text);
    }
    expect(seen).toEqual(truth.transactions.map((t) => usd(t.amount)));
  });

  it("CSV, Excel and JSON downloads hold those rows", async () => {
    const menu = page.locator(".conversion-result__head .export-menu");
    const csv = parseCsv((await exportFrom(page, menu, "CSV")).bytes.toString("utf8")).filter(
      (r) => r.length > 1,
    );
    expect(csv.slice(1).map((r) => [r[0], r[2], r[5]])).toEqual(
      truth.transactions.map((t) => [t.date, t.description, t.amount.toFixed(2)]),
    );
    const xlsx = xlsxRows((await exportFrom(page, menu, "Excel")).bytes);
    expect(xlsx.slice(1).map((r) => [r[2], Number(r[5]).toFixed(2)])).toEqual(
      truth.transactions.map((t) => [t.description, t.amount.toFixed(2)]),
    );
    const json = JSON.parse((await exportFrom(page, menu, "JSON")).bytes.toString("utf8")) as {
      transactions: { parsedDate: string; amount: number; balance: number | null }[];
    };
    expect(json.transactions.map((t) => [t.parsedDate, t.amount, t.balance])).toEqual(
      truth.transactions.map((t) => [t.date, t.amount, t.balance]),
    );
  });

  it("history: search, filter, sort and paging", async () => {
    // More conversions, so the history has pages to turn (made through the API: not under test here).
    const { accessToken } = await api().auth.login({ email, password });
    const token = { email, password, firstName: "", lastName: "", token: accessToken };
    for (let i = 1; i <= 11; i++) {
      await uploadOnly(
        token,
        `draft-${String(i).padStart(2, "0")}.pdf`,
        new TextEncoder().encode(`%PDF-1.4\n${i}`),
      );
    }
    await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "History" }).click();
    await page.waitForURL(/\/history$/);
    await eventually(() => page.getByTestId("history-count").innerText(), "12 conversions");
    const names = () => page.getByTestId("history-file-name").allInnerTexts();
    expect((await names()).length).toBe(10);

    await page
      .getByRole("navigation", { name: "Conversion pages" })
      .getByRole("link", { name: "Page 2" })
      .click();
    await eventually(names, ["draft-01.pdf", "summit-01.pdf"]);

    await page.getByLabel("Search").fill("SUMMIT");
    await eventually(names, ["summit-01.pdf"]);
    await page.getByRole("link", { name: "Clear", exact: true }).click();
    await eventually(async () => (await names()).length, 10);

    await page.getByLabel("Status").selectOption("completed");
    await eventually(names, ["summit-01.pdf"]);
    await page.getByLabel("Status").selectOption("pending");
    await eventually(() => page.getByTestId("history-count").innerText(), "11 conversions");

    await page.getByLabel("Sort by").selectOption({ label: "Name Z-A" });
    await eventually(async () => (await names())[0], "draft-11.pdf");
    await page.getByLabel("Sort by").selectOption({ label: "Name A-Z" });
    await eventually(async () => (await names())[0], "draft-01.pdf");
    await expectAccessible(page);

    await page.getByRole("link", { name: "Clear", exact: true }).click();
    await page.waitForURL(/\/history$/);
    await page.getByLabel("Search").fill("summit");
    await eventually(names, ["summit-01.pdf"]);
    await page.getByRole("link", { name: "View details of summit-01.pdf" }).click();
    await page.waitForURL(/\/results\/[\w-]+$/);
    resultsUrl = page.url();
  });

  it("results: paging and Show All", async () => {
    const showing = () => page.getByTestId("showing").innerText();
    await eventually(showing, `Showing 1 to 10 of ${truth.transactions.length} transactions`);
    await page
      .getByRole("navigation", { name: "Transaction pages" })
      .getByRole("button", { name: "Next" })
      .click();
    expect(await showing()).toBe(
      `Showing 11 to ${truth.transactions.length} of ${truth.transactions.length} transactions`,
    );
    await page.getByLabel("Show").selectOption({ label: "All" });
    expect(await bodyRows(page.locator(".results-card .transactions-table")).count()).toBe(
      truth.transactions.length,
    );
    expect(await showing()).toBe(
      `Showing 1 to ${truth.transactions.length} of ${truth.transactions.length} transactions`,
    );
  });

  it("corrects a row", async () => {
    await page.getByRole("button", { name: "Edit row 1", exact: true }).click();
    const form = page.getByRole("form", { name: "Edit row 1", exact: true });
    await form.getByLabel("Description").fill("PAYROLL (corrected)");
    await form.getByLabel("Type").selectOption("DEPOSIT");
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Transaction saved. Balances reconciled");
    await eventually(
      () =>
        bodyRows(page.locator(".results-card .transactions-table")).first().locator("td").nth(2).innerText(),
      "PAYROLL (corrected)",
    );
    expect(page.url()).toBe(resultsUrl);
  });

  it("deletes the conversion from the history", async () => {
    await page.getByRole("link", { name: "Back to History" }).click();
    await page.waitForURL(/\/history$/);
    await page.getByLabel("Search").fill("summit");
    await eventually(() => page.getByTestId("history-file-name").allInnerTexts(), ["summit-01.pdf"]);
    await page.getByRole("button", { name: "Delete summit-01.pdf" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete conversion?" })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expectToast(page, "Conversion deleted successfully");
    await page.getByText("No conversions found").waitFor();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await eventually(() => page.getByTestId("history-count").innerText(), "11 conversions");
    await open(page, new URL(resultsUrl).pathname);
    await page.getByRole("heading", { name: "No conversion found" }).waitFor();
  });

  it("updates the profile and changes the password", async () => {
    await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Profile" }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByLabel("First Name").fill("Jordan");
    await page.getByRole("button", { name: "Update Profile" }).click();
    await expectToast(page, "Profile updated successfully!");
    await eventually(() => page.locator(".account-summary__name").innerText(), "Jordan Journey");

    await page.getByLabel("Current Password", { exact: true }).fill(password);
    await page.getByLabel("New Password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm New Password").fill(newPassword);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "Password changed successfully!");
  });

  it("logs out, and signs in again with the new password", async () => {
    await page.getByLabel(`Account menu for ${email}`).click();
    await page
      .getByRole("menu", { name: `Account menu for ${email}` })
      .getByRole("menuitem", { name: "Logout" })
      .click();
    await page.waitForURL(`${web}/`);
    await expectToast(page, "Logged out successfully");

    await open(page, "/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectToast(page, "Invalid credentials");

    // The form re-renders with the failed attempt's result; on a loaded machine that can land
    // after a fill, so fill until the field keeps the new password.
    const passwordField = page.getByLabel("Password", { exact: true });
    await eventually(async () => {
      await passwordField.fill(newPassword);
      await page.waitForTimeout(250);
      return passwordField.inputValue();
    }, newPassword);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(`${web}/dashboard`);
    await expectToast(page, "Welcome back!");
    expect(await page.locator(".app-topbar__email").innerText()).toBe(email);
    expect(await page.locator(".stat-card__value").first().innerText()).toBe("11");
  });
});
