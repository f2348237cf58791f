/**
 * /results in Chromium, on conversions made through the API: no id, unknown id, the detail view
 * (cards, Total Amount, table formatting, show 10/25/50/All, 5-page window, 'Showing X to Y of N'),
 * row selection, exports from the API, correcting and deleting rows with the re-checked balances,
 * and a failed conversion ('No Transactions Found', Reprocess File with the PDF's password,
 * Refresh Data).
 */
import { fromStatementJson, type StatementJson } from "@statement-converter/engine";
import { readBackProblems } from "@statement-converter/engine/testing/node";
import { EXPORT_FORMATS } from "@statement-converter/sdk";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  bodyRows,
  convertCorpus,
  eventually,
  exportFrom,
  haveCorpus,
  readTruth,
  type Truth,
  uncovered,
  uploadOnly,
  usd,
  xlsxRows,
} from "./app-helpers";
import type { TestBrowser } from "./browser";
import {
  api,
  chromiumSuite,
  createUser,
  expectAccessible,
  expectToast,
  open,
  parseCsv,
  signInBrowser,
  type TestUser,
} from "./helpers";

const CORPUS_OK = haveCorpus(
  "results",
  "summit-01.pdf",
  "summit-01.truth.json",
  "summit-03.pdf",
  "summit-03.truth.json",
  "encrypted-statement.pdf",
  "encrypted-statement.truth.json",
);

let browser: TestBrowser;
let page: Page;
let user: TestUser;
const ids = { summit: "", big: "", edit: "", encrypted: "", broken: "" };

chromiumSuite(async (opened) => {
  ({ browser, page } = opened);
  user = await createUser({ firstName: "Rita", lastName: "Results" });
  await signInBrowser(browser, user);
  if (!CORPUS_OK) return;
  ids.summit = (await convertCorpus(user, "summit-01.pdf")).uploadId;
  ids.big = (await convertCorpus(user, "summit-03.pdf")).uploadId;
  ids.edit = (await convertCorpus(user, "summit-01.pdf", "edit-me.pdf")).uploadId;
  ids.encrypted = await convertCorpus(user, "encrypted-statement.pdf").then(
    () => "",
    (err: { uploadId?: string }) => err.uploadId ?? "",
  );
  ids.broken = await uploadOnly(user, "broken.pdf", new TextEncoder().encode("%PDF-1.4\nnot really a pdf"));
  await api(user.token)
    .conversions.processAndSave({ uploadId: ids.broken })
    .catch(() => undefined);
}, 120_000);

const showing = () => page.getByTestId("showing").innerText();
const table = () => page.locator(".results-card .transactions-table");
const pager = () => page.getByRole("navigation", { name: "Transaction pages" });

describe("without a conversion", () => {
  it("/results without an id says 'No conversion ID provided'", async () => {
    await open(page, "/results");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Conversion Results");
    expect(await page.getByRole("alert").innerText()).toContain("No conversion ID provided");
    expect(await page.getByRole("link", { name: "Back to History" }).getAttribute("href")).toBe("/history");
    await expectAccessible(page);
  });

  it("an unknown id says 'No conversion found'", async () => {
    await open(page, "/results/0b7f0000-0000-4000-8000-000000000000");
    await page.getByRole("heading", { name: "No conversion found" }).waitFor();
    expect(
      await page
        .getByText("The conversion you're looking for doesn't exist or has been deleted.")
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole("link", { name: "Back to History" }).getAttribute("href")).toBe("/history");
    expect(await page.getByRole("button", { name: "Export" }).count()).toBe(0);
  });
});

describe.skipIf(!CORPUS_OK)("a converted statement", () => {
  const truth: Truth = CORPUS_OK ? readTruth("summit-01") : ({ transactions: [] } as unknown as Truth);

  it("shows the four cards, with Total Amount the sum of absolute amounts", async () => {
    await open(page, `/results/${ids.summit}`);
    await page.getByText("Showing 1 to 10").waitFor();
    expect(await page.title()).toBe("Conversion Results | Statement Converter");
    expect(await page.locator(".stat-card__label").allInnerTexts()).toEqual([
      "File Name",
      "Transactions",
      "Processed Date",
      "Total Amount",
    ]);
    const values = await page.locator(".stat-card__value").allInnerTexts();
    const total = truth.transactions.reduce((s, t) => s + Math.round(Math.abs(t.amount) * 100), 0) / 100;
    expect(values[0]).toBe("summit-01.pdf");
    expect(values[1]).toBe(String(truth.transactions.length));
    expect(values[2]).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
    expect(values[3]).toBe(usd(total));
    expect(await page.locator(".statement-facts").innerText()).toContain("Summit National Bank");
    expect(await page.locator(".reconciliation").getAttribute("data-reconciled")).toBe("true");
    await expectAccessible(page);
  });

  it("formats the table: date, description with details, type badge, coloured amount, balance, reference", async () => {
    expect(await table().locator("thead th").allInnerTexts()).toEqual([
      "",
      "DATE",
      "DESCRIPTION",
      "TYPE",
      "AMOUNT",
      "BALANCE",
      "REFERENCE",
      "ACTIONS",
    ]);
    expect(await showing()).toBe(`Showing 1 to 10 of ${truth.transactions.length} transactions`);
    const rows = bodyRows(table());
    expect(await rows.count()).toBe(10);
    for (let i = 0; i < 10; i++) {
      const t = truth.transactions[i]!;
      const cells = rows.nth(i).locator("td");
      const [y, m, d] = t.date.split("-").map(Number);
      expect(await cells.nth(1).innerText()).toBe(`${m}/${d}/${y}`);
      expect(await cells.nth(2).innerText()).toBe(
        t.details ? `${t.description}\n${t.details}` : t.description,
      );
      expect(await cells.nth(3).innerText()).toBe(t.type);
      expect(await cells.nth(4).innerText()).toBe(usd(t.amount));
      expect(await cells.nth(4).getAttribute("class")).toContain(
        t.amount >= 0 ? "amount--in" : "amount--out",
      );
      expect(await cells.nth(5).innerText()).toBe(t.balance === null ? "N/A" : usd(t.balance));
      expect(await cells.nth(6).innerText()).toBe("N/A");
    }
  });

  it("shows 10, 25, 50 or All, and pages the rest", async () => {
    const show = page.getByLabel("Show");
    expect(await show.locator("option").allInnerTexts()).toEqual(["10", "25", "50", "All"]);
    expect(await pager().locator("li").allInnerTexts()).toEqual(["Previous", "1", "2", "Next"]);
    await pager().getByRole("button", { name: "Page 2" }).click();
    expect(await showing()).toBe("Showing 11 to 15 of 15 transactions");
    expect(await bodyRows(table()).count()).toBe(5);
    await show.selectOption("25");
    expect(await showing()).toBe("Showing 1 to 15 of 15 transactions");
    expect(await pager().count()).toBe(0);
    await show.selectOption({ label: "All" });
    expect(await bodyRows(table()).count()).toBe(15);
    await show.selectOption("10");
    expect(await bodyRows(table()).count()).toBe(10);
  });

  it("selects rows of the current page only", async () => {
    await page.getByLabel("Select row 1", { exact: true }).check();
    await page.getByLabel("Select row 3", { exact: true }).check();
    expect(await page.getByTestId("selection-count").innerText()).toBe("2 transactions selected");
    await page.getByLabel("Select all transactions on this page").check();
    expect(await page.getByTestId("selection-count").innerText()).toBe("10 transactions selected");
    await pager().getByRole("button", { name: "Page 2" }).click();
    expect(await page.getByLabel("Select all transactions on this page").isChecked()).toBe(false);
    await page.getByLabel("Select all transactions on this page").check();
    expect(await page.getByTestId("selection-count").innerText()).toBe("5 transactions selected");
    await page.getByRole("button", { name: "Clear selection" }).click();
    expect(await page.getByTestId("selection-count").count()).toBe(0);
  });

  it("every export is a download from the API: CSV, Excel and JSON hold the rows", async () => {
    const menu = page.locator(".app-page-head .export-menu");
    const csv = await exportFrom(page, menu, "CSV");
    expect(csv.name).toBe("transactions_summit-01.csv");
    const rows = parseCsv(csv.bytes.toString("utf8")).filter((r) => r.length > 1);
    expect(rows.slice(1).map((r) => [r[2], r[5]])).toEqual(
      truth.transactions.map((t) => [t.description, t.amount.toFixed(2)]),
    );
    await expectToast(page, "Successfully exported data as CSV");
    const excel = await exportFrom(page, menu, "Excel");
    expect(excel.name).toBe("transactions_summit-01.xlsx");
    expect(
      xlsxRows(excel.bytes)
        .slice(1)
        .map((r) => r[2]),
    ).toEqual(truth.transactions.map((t) => t.description));
    const json = await exportFrom(page, menu, "JSON");
    expect(json.name).toBe("transactions_summit-01.json");
    const parsed = JSON.parse(json.bytes.toString("utf8")) as {
      reconciled: boolean;
      transactions: unknown[];
    };
    expect(parsed.transactions).toHaveLength(truth.transactions.length);
    expect(parsed.reconciled).toBe(true);
  });

  it("the menu offers every format; OFX, QFX, QBO and QIF downloads read back whole", async () => {
    const menu = page.locator(".app-page-head .export-menu");
    await uncovered(page, menu);
    await menu.click();
    expect(await page.getByRole("menuitem").allInnerTexts()).toEqual(EXPORT_FORMATS.map((f) => f.label));
    await page.keyboard.press("Escape");
    const json = await exportFrom(page, menu, "JSON");
    const statement = fromStatementJson(JSON.parse(json.bytes.toString("utf8")) as StatementJson);
    for (const format of ["ofx", "qfx", "qbo", "qif"] as const) {
      const info = EXPORT_FORMATS.find((f) => f.id === format)!;
      const file = await exportFrom(page, menu, info.label);
      expect(file.name).toBe(`transactions_summit-01.${format}`);
      expect([format, readBackProblems(statement, format, new Uint8Array(file.bytes))]).toEqual([format, []]);
      await expectToast(page, `Successfully exported data as ${format.toUpperCase()}`);
    }
  });

  it("the footer links go back to the history and to the converter", async () => {
    expect(await page.getByRole("link", { name: "Convert Another File" }).getAttribute("href")).toBe(
      "/pdf-converter",
    );
    await page.getByRole("link", { name: "Back to History" }).click();
    await page.waitForURL(/\/history$/);
  });

  it("a long statement pages in windows of 5 page numbers, and All shows every row", async () => {
    const big = readTruth("summit-03");
    await open(page, `/results/${ids.big}`);
    await page.getByText(`of ${big.transactions.length} transactions`).waitFor();
    expect(await pager().locator("li").allInnerTexts()).toEqual([
      "Previous",
      "1",
      "2",
      "3",
      "4",
      "5",
      "Next",
    ]);
    await pager().getByRole("button", { name: "Page 5" }).click();
    expect(await pager().locator("li").allInnerTexts()).toEqual([
      "Previous",
      "3",
      "4",
      "5",
      "6",
      "7",
      "Next",
    ]);
    expect(await showing()).toBe(`Showing 41 to 50 of ${big.transactions.length} transactions`);
    await page.getByLabel("Show").selectOption("50");
    expect(await pager().locator("li").allInnerTexts()).toEqual(["Previous", "1", "2", "3", "Next"]);
    await page.getByLabel("Show").selectOption({ label: "All" });
    expect(await bodyRows(table()).count()).toBe(big.transactions.length);
    expect(await showing()).toBe(
      `Showing 1 to ${big.transactions.length} of ${big.transactions.length} transactions`,
    );
  });
});

describe.skipIf(!CORPUS_OK)("correcting rows", () => {
  const truth: Truth = CORPUS_OK ? readTruth("summit-01") : ({ transactions: [] } as unknown as Truth);
  const row3 = () => truth.transactions[2]!;

  it("checks the corrected fields", async () => {
    await open(page, `/results/${ids.edit}`);
    await page.getByRole("button", { name: "Edit row 3" }).click();
    const form = page.getByRole("form", { name: "Edit row 3" });
    await form.waitFor();
    expect(await form.getByLabel("Description").inputValue()).toBe(row3().description);
    expect(await form.getByLabel("Amount").inputValue()).toBe(row3().amount.toFixed(2));
    await expectAccessible(page);
    await form.getByLabel("Date").fill("");
    await form.getByLabel("Description").fill("   ");
    await form.getByLabel("Amount").fill("abc");
    await form.getByLabel("Balance").fill("1.2.3");
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("Description is required").waitFor();
    expect(await form.locator(".field__error").allInnerTexts()).toEqual([
      "Date is required",
      "Description is required",
      "Amount must be a number",
      "Balance must be a number",
    ]);
    await form.getByRole("button", { name: "Cancel" }).click();
    expect(await page.getByRole("form", { name: "Edit row 3" }).count()).toBe(0);
  });

  it("saves a correction with POST extracted-data and shows the re-checked balances", async () => {
    await page.getByRole("button", { name: "Edit row 3" }).click();
    const form = page.getByRole("form", { name: "Edit row 3" });
    await form.getByLabel("Description").fill("CORRECTED CARD PURCHASE");
    await form.getByLabel("Amount").fill("-30.00");
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Transaction saved. Balances do not add up");
    await eventually(() => page.locator(".reconciliation").getAttribute("data-reconciled"), "false");
    expect(await page.locator(".reconciliation").innerText()).toContain("row 3");
    const row = bodyRows(table()).nth(2);
    expect(await row.locator("td").nth(2).innerText()).toContain("CORRECTED CARD PURCHASE");
    expect(await row.locator("td").nth(4).innerText()).toBe("-$30.00");
    expect(await row.getAttribute("class")).toContain("is-flagged");
    const saved = (await api(user.token).conversions.get(ids.edit)).data;
    expect(saved.extractedTransactions[2]!.description).toBe("CORRECTED CARD PURCHASE");
    expect(saved.reconciled).toBe(false);

    // Putting the amount back makes the statement add up again.
    await page.getByRole("button", { name: "Edit row 3" }).click();
    await form.getByLabel("Amount").fill(row3().amount.toFixed(2));
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Transaction saved. Balances reconciled");
    await eventually(() => page.locator(".reconciliation").getAttribute("data-reconciled"), "true");
    const csv = await exportFrom(page, page.locator(".app-page-head .export-menu"), "CSV");
    expect(parseCsv(csv.bytes.toString("utf8"))[3]?.[2]).toBe("CORRECTED CARD PURCHASE");
  });

  it("deletes the selected rows after confirmation", async () => {
    await pager().getByRole("button", { name: "Page 2" }).click();
    await page.getByLabel(`Select row ${truth.transactions.length}`, { exact: true }).check();
    await page.getByRole("button", { name: "Delete Selected" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete 1 transaction?" });
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, `Transactions deleted: ${truth.transactions.length - 1} remain.`);
    await eventually(showing, `Showing 11 to 14 of ${truth.transactions.length - 1} transactions`);
    expect(await page.locator(".stat-card__value").nth(1).innerText()).toBe(
      String(truth.transactions.length - 1),
    );
  });
});

describe.skipIf(!CORPUS_OK)("a conversion without transactions", () => {
  it("a failed file: 'No Transactions Found', Export disabled, Reprocess File explains why it fails", async () => {
    await open(page, `/results/${ids.broken}`);
    await page.getByRole("heading", { name: "No Transactions Found" }).waitFor();
    expect(await page.locator(".statement-facts .badge").innerText()).toBe("Failed");
    expect(await page.getByRole("button", { name: "Export" }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Reprocess File" }).click();
    await expectToast(page, "Reprocessing file... This may take a moment.");
    await page.getByTestId("reprocess-error").waitFor();
    expect(await page.getByTestId("reprocess-error").innerText()).toMatch(/^Failed to reprocess file: /);
    await page.getByRole("button", { name: "Refresh Data" }).click();
    expect(await page.getByRole("heading", { name: "No Transactions Found" }).isVisible()).toBe(true);
  });

  it("a password-protected upload asks for its password, then reprocesses into transactions", async () => {
    const truth = readTruth("encrypted-statement");
    await open(page, `/results/${ids.encrypted}`);
    await page.getByRole("heading", { name: "No Transactions Found" }).waitFor();
    await page.getByText("This PDF is password-protected", { exact: true }).waitFor();
    await page.getByLabel("PDF password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Unlock and Extract" }).click();
    await eventually(
      () => page.locator(".results-password .field__error").innerText(),
      "The password for this PDF is incorrect. Check it and try again.",
    );
    await page.getByLabel("PDF password", { exact: true }).fill(truth.password!);
    await page.getByRole("button", { name: "Unlock and Extract" }).click();
    await expectToast(page, "File reprocessed successfully!");
    await page.getByText(`Showing 1 to 10 of ${truth.transactions.length} transactions`).waitFor();
    expect(await page.locator(".statement-facts .badge").innerText()).toBe("Completed");
    // This layout prints no running balance: the column reads N/A.
    expect(await bodyRows(table()).first().locator("td").nth(5).innerText()).toBe("N/A");
    // The disabled Export placeholder is gone; the Export menu (a button too) is there.
    expect(await page.getByRole("button", { name: "Export", disabled: true }).count()).toBe(0);
    expect(await page.locator(".app-page-head .export-menu").count()).toBe(1);
  });
});
