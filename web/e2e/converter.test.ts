/**
 * /pdf-converter in Chromium: the file rules and their messages, choosing, changing and clearing a
 * file (click and drag-and-drop), Extract Transactions with 'Processing...' and the progress bar,
 * the result card (message, balance check, 10-row pages, type badges, View All dialog, exports,
 * Process Another File, View All Uploads), a PDF the API refuses, a password-protected PDF, and a
 * scan read by OCR in the background with its pages' progress.
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { onePage } from "@statement-converter/engine/testing";
import { hostileDir, sheetDiff, sheetsDir, sheetTruths } from "@statement-converter/engine/testing/node";
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  bodyRows,
  corpusPath,
  eventually,
  exportFrom,
  haveCorpus,
  readTruth,
  SCAN,
  type Truth,
  usd,
  xlsxRows,
} from "./app-helpers";
import type { TestBrowser } from "./browser";
import {
  chromiumSuite,
  createUser,
  expectAccessible,
  expectToast,
  open,
  parseCsv,
  signInBrowser,
  type TestUser,
} from "./helpers";

const CORPUS_OK = haveCorpus("converter", "summit-01.pdf", "summit-01.truth.json");
const ENCRYPTED_OK = haveCorpus("converter", "encrypted-statement.pdf", "encrypted-statement.truth.json");

let browser: TestBrowser;
let page: Page;
let user: TestUser;

chromiumSuite(async (opened) => {
  ({ browser, page } = opened);
  user = await createUser({ firstName: "Carla", lastName: "Convert" });
  await signInBrowser(browser, user);
});

/** Rows the result card shows on its first page (components/conversion-result.tsx PREVIEW_PAGE_SIZE). */
const PREVIEW_ROWS = 10;
const fileInput = () => page.getByLabel("Choose a statement (PDF, Excel or CSV)");
const extractButton = () => page.getByRole("button", { name: /Extract Transactions|Processing\.\.\./ });
const errorText = () => page.getByTestId("converter-error").innerText();

/** Holds the first request to `pattern` until the returned function is called. */
async function hold(pattern: string): Promise<() => Promise<void>> {
  let release!: () => void;
  let handled!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const done = new Promise<void>((r) => {
    handled = r;
  });
  const handler = async (route: Route) => {
    await gate;
    await route.continue();
    handled();
  };
  await page.route(pattern, handler, { times: 1 });
  return async () => {
    release();
    await done;
  };
}

describe("choosing a file", () => {
  it("shows the title, View History link and hint, with Extract disabled until a file is chosen", async () => {
    await open(page, "/pdf-converter");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("PDF Statement Converter");
    expect(await page.getByRole("link", { name: "View History" }).getAttribute("href")).toBe("/history");
    expect(
      await page.getByText("Supports PDF, Excel (.xlsx, .xls) and CSV files up to 10MB").isVisible(),
    ).toBe(true);
    expect(await fileInput().getAttribute("accept")).toBe(
      ".pdf,.xlsx,.xls,.csv,application/pdf,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv",
    );
    expect(
      await page
        .getByText("Upload a bank statement as a PDF, an Excel workbook (.xlsx, .xls) or a CSV file")
        .isVisible(),
    ).toBe(true);
    expect(await extractButton().isDisabled()).toBe(true);
    expect(await page.title()).toBe("Convert Statement | Statement Converter");
    await expectAccessible(page);
  });

  it.each([
    ["notes.txt", "text/plain", 20, "Please select a PDF, Excel or CSV file"],
    ["photo.png", "image/png", 20, "Please select a PDF, Excel or CSV file"],
    ["empty.pdf", "application/pdf", 0, "File cannot be empty"],
    ["big.pdf", "application/pdf", 10 * 1024 * 1024 + 1, "File size must be less than 10MB"],
  ])("%s is refused: %s", async (name, mimeType, size, message) => {
    await open(page, "/pdf-converter");
    await fileInput().setInputFiles({ name, mimeType, buffer: Buffer.alloc(size, 0x25) });
    expect(await errorText()).toBe(message);
    await expectToast(page, message);
    expect(await extractButton().isDisabled()).toBe(true);
    expect(await page.getByTestId("selected-file-name").count()).toBe(0);
  });

  it("a dropped file is checked the same way, and a dropped PDF is selected", async () => {
    await open(page, "/pdf-converter");
    const drop = async (name: string, type: string, text: string) => {
      const transfer = await page.evaluateHandle(
        ([n, t, body]) => {
          const dt = new DataTransfer();
          dt.items.add(new File([body!], n!, { type: t! }));
          return dt;
        },
        [name, type, text],
      );
      await page.getByTestId("pdf-dropzone").dispatchEvent("drop", { dataTransfer: transfer });
    };
    await drop("letter.docx", "application/msword", "x");
    expect(await errorText()).toBe("Please select a PDF, Excel or CSV file");
    await drop("march.pdf", "application/pdf", "%PDF-1.4 abc");
    expect(await page.getByTestId("selected-file-name").innerText()).toBe("march.pdf");
    expect(await page.getByTestId("selected-file-size").innerText()).toBe("12 Bytes");
    expect(await page.getByTestId("converter-error").count()).toBe(0);
  });

  it("shows name and size, Change File picks another, the clear button empties the selection", async () => {
    await open(page, "/pdf-converter");
    await fileInput().setInputFiles({
      name: "first.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(1536, 1),
    });
    expect(await page.getByTestId("selected-file-name").innerText()).toBe("first.pdf");
    expect(await page.getByTestId("selected-file-size").innerText()).toBe("1.5 KB");
    expect(await extractButton().isEnabled()).toBe(true);
    await expectAccessible(page);

    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      page.getByRole("button", { name: "Change File" }).click(),
    ]);
    await chooser.setFiles({
      name: "second.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(2 * 1024 * 1024, 1),
    });
    expect(await page.getByTestId("selected-file-name").innerText()).toBe("second.pdf");
    expect(await page.getByTestId("selected-file-size").innerText()).toBe("2 MB");

    await page.getByRole("button", { name: "Remove file" }).click();
    expect(await page.getByTestId("selected-file-name").count()).toBe(0);
    expect(await extractButton().isDisabled()).toBe(true);
  });

  it("a file that is not really a PDF is refused by the API, with its reason in the alert and a toast", async () => {
    await open(page, "/pdf-converter");
    await fileInput().setInputFiles({
      name: "fake.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("this is not a pdf"),
    });
    await extractButton().click();
    await page.getByTestId("converter-error").waitFor();
    const message = await errorText();
    expect(message).toMatch(/PDF/);
    await expectToast(page, message);
    // The file stays chosen so it can be tried again.
    expect(await page.getByTestId("selected-file-name").innerText()).toBe("fake.pdf");
    expect(await extractButton().innerText()).toContain("Extract Transactions");
  });

  it("a PDF built to exhaust the server (q nested 100,000 deep) is refused quickly, in plain words", async () => {
    await open(page, "/pdf-converter");
    const nested = onePage(`${"q ".repeat(100_000)}BT /F1 12 Tf 72 700 Td (Hello) Tj ET`, {
      filter: "flate",
    });
    await fileInput().setInputFiles({
      name: "nested.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(nested),
    });
    const started = Date.now();
    await extractButton().click();
    await page.getByTestId("converter-error").waitFor();
    expect(Date.now() - started).toBeLessThan(10_000);
    const message = await errorText();
    expect(message).toBe(
      "This PDF would take far more work to read than a bank statement does: graphics states nested more than 512 deep. It may be damaged or malicious.",
    );
    await expectToast(page, message);
  });
});

describe("converting a spreadsheet", () => {
  // Every generated workbook and CSV file (xlsx, xls, CSV with , ; tab | and several encodings,
  // two accounts, a notes sheet) through the converter, as a user would.
  it.each(Object.keys(sheetTruths).sort())(
    "converts %s exactly: the rows on the card, reconciled, and its JSON export is the truth",
    async (name) => {
      const truth = sheetTruths[name]!;
      await open(page, "/pdf-converter");
      await fileInput().setInputFiles(join(sheetsDir, name));
      expect(await page.getByTestId("selected-file-name").innerText()).toBe(name);
      await extractButton().click();
      await page
        .getByRole("heading", { name: `Extracted Transactions (${truth.transactions.length})` })
        .waitFor({ timeout: 30_000 });
      expect(await page.locator(".reconciliation").getAttribute("data-reconciled")).toBe("true");
      const menu = page.locator(".conversion-result__head .export-menu");
      const json = await exportFrom(page, menu, "JSON");
      expect(json.name).toBe(`transactions_${name.replace(/\.[^.]+$/, "")}.json`);
      expect(sheetDiff(name, JSON.parse(json.bytes.toString("utf8")))).toEqual([]);
    },
  );

  it("a damaged workbook is refused with SHEET_INVALID's message in the alert", async () => {
    await page.getByRole("button", { name: "Process Another File" }).click();
    await fileInput().setInputFiles(join(hostileDir, "broken-zip.xlsx"));
    await extractButton().click();
    await page.getByTestId("converter-error").waitFor({ timeout: 30_000 });
    expect(await errorText()).toBe("This workbook cannot be read: its ZIP structure is damaged.");
  });
});

describe.skipIf(!CORPUS_OK)("converting summit-01.pdf", () => {
  const truth = CORPUS_OK ? readTruth("summit-01") : { transactions: [] };

  it("reads 'Processing...' with a progress bar while it works, then shows the result card", async () => {
    await open(page, "/pdf-converter");
    await fileInput().setInputFiles(corpusPath("summit-01.pdf"));
    const release = await hold("**/api/pdfprocessing/process-and-save");
    await extractButton().click();
    await page.getByRole("progressbar", { name: "Upload progress" }).waitFor();
    expect(await extractButton().innerText()).toContain("Processing...");
    expect(await extractButton().isDisabled()).toBe(true);
    expect(await fileInput().isDisabled()).toBe(true);
    await eventually(
      () => page.getByTestId("upload-progress-text").innerText(),
      "Extracting transactions...",
    );
    expect(
      await page.getByRole("progressbar", { name: "Upload progress" }).getAttribute("aria-valuenow"),
    ).toBe("100");
    await release();

    await page
      .getByRole("heading", { name: `Extracted Transactions (${truth.transactions.length})` })
      .waitFor();
    expect(await page.getByTestId("result-message").innerText()).toBe(
      "PDF processed and data saved successfully!",
    );
    await expectToast(page, "PDF processed and data saved successfully!");
    expect(await page.locator(".reconciliation").getAttribute("data-reconciled")).toBe("true");
    expect(await page.locator(".reconciliation").innerText()).toContain("Balances reconciled");
    await expectAccessible(page);
  });

  it("pages the table 10 rows at a time with Previous, numbers and Next", async () => {
    const table = page.locator(".conversion-result .transactions-table");
    expect(await bodyRows(table).count()).toBe(10);
    // The PDF's pages are drawn beside the table: each row says its page (e2e/review.test.ts).
    await eventually(
      () => table.locator("thead th").allInnerTexts(),
      ["DATE", "DESCRIPTION", "TYPE", "AMOUNT", "BALANCE", "PAGE"],
    );
    const pager = page.getByRole("navigation", { name: "Transactions pages" });
    expect(await pager.locator("li").allInnerTexts()).toEqual(["Previous", "1", "2", "Next"]);
    const first = truth.transactions[0]!;
    const firstRow = bodyRows(table).first();
    expect(await firstRow.locator("td").nth(0).innerText()).toBe("7/1/2025");
    expect(await firstRow.locator("td").nth(1).innerText()).toContain(first.description);
    expect(await firstRow.locator("td").nth(3).innerText()).toBe(usd(first.amount));
    expect(await firstRow.locator("td").nth(4).innerText()).toBe(usd(first.balance!));
    expect(await firstRow.locator("td").nth(5).innerText()).toBe("1");

    await pager.getByRole("button", { name: "Page 2" }).click();
    expect(await bodyRows(table).count()).toBe(truth.transactions.length - 10);
    const last = truth.transactions[truth.transactions.length - 1]!;
    expect(await bodyRows(table).last().locator("td").nth(1).innerText()).toContain(last.description);
    await pager.getByRole("button", { name: "Previous" }).click();
    expect(await pager.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
  });

  it("colours the type badges by type", async () => {
    const table = page.locator(".conversion-result .transactions-table");
    const expected: Record<string, string> = {
      DEPOSIT: "badge--success",
      WITHDRAWAL: "badge--danger",
      TRANSFER: "badge--primary",
      FEE: "badge--warning",
      INTEREST: "badge--info",
      PAYMENT: "badge--neutral",
      OTHER: "badge--neutral",
    };
    const badges = table.locator("tbody .badge");
    const seen = new Set<string>();
    for (let i = 0; i < (await badges.count()); i++) {
      const text = await badges.nth(i).innerText();
      expect(await badges.nth(i).getAttribute("class")).toContain(expected[text]);
      seen.add(text);
    }
    expect(seen.size).toBeGreaterThan(1);
    // Amount colours: money in green, money out red.
    const amounts = table.locator("tbody td.num:nth-child(4)");
    for (let i = 0; i < (await amounts.count()); i++) {
      const text = await amounts.nth(i).innerText();
      expect(await amounts.nth(i).getAttribute("class")).toContain(
        text.startsWith("-") ? "amount--out" : "amount--in",
      );
    }
  });

  it("View All shows every row with Reference and Bank, 10 per page, with its own Export menu", async () => {
    await page.getByRole("button", { name: "View All" }).click();
    const dialog = page.getByRole("dialog", {
      name: `All Extracted Transactions (${truth.transactions.length})`,
    });
    await dialog.waitFor();
    const headers = await dialog.locator("thead th").allInnerTexts();
    expect(headers).toEqual(["DATE", "DESCRIPTION", "TYPE", "AMOUNT", "BALANCE", "REFERENCE", "BANK"]);
    expect(await bodyRows(dialog).count()).toBe(10);
    expect(await bodyRows(dialog).first().locator("td").nth(6).innerText()).toBe("Summit National Bank");
    await dialog.getByRole("button", { name: "Page 2" }).click();
    expect(await bodyRows(dialog).count()).toBe(truth.transactions.length - 10);
    await expectAccessible(page);

    const json = await exportFrom(page, dialog.locator(".export-menu"), "JSON");
    expect(json.name).toBe("transactions_summit-01.json");
    const parsed = JSON.parse(json.bytes.toString("utf8")) as { transactions: { amount: number }[] };
    expect(parsed.transactions.map((t) => t.amount)).toEqual(truth.transactions.map((t) => t.amount));
    await expectToast(page, "Successfully exported data as JSON");

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("the card's Export menu downloads CSV and Excel files holding the rows", async () => {
    const menu = page.locator(".conversion-result__head .export-menu");
    const csv = await exportFrom(page, menu, "CSV");
    expect(csv.name).toBe("transactions_summit-01.csv");
    const rows = parseCsv(csv.bytes.toString("utf8")).filter((r) => r.length > 1);
    expect(rows[0]).toEqual([
      "Date",
      "Value Date",
      "Description",
      "Details",
      "Type",
      "Amount",
      "Balance",
      "Reference",
      "Bank",
      "Account",
    ]);
    expect(rows.slice(1).map((r) => r[5])).toEqual(truth.transactions.map((t) => t.amount.toFixed(2)));
    await expectToast(page, "Successfully exported data as CSV");

    const excel = await exportFrom(page, menu, "Excel");
    expect(excel.name).toBe("transactions_summit-01.xlsx");
    const sheet = xlsxRows(excel.bytes);
    expect(sheet.length).toBe(truth.transactions.length + 1);
    expect(sheet.slice(1).map((r) => r[2])).toEqual(truth.transactions.map((t) => t.description));

    const qbo = await exportFrom(page, menu, "QBO (QuickBooks)");
    expect(qbo.name).toBe("transactions_summit-01.qbo");
    const text = qbo.bytes.toString("latin1");
    expect(text.startsWith("OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\n")).toBe(true);
    expect(text.match(/<TRNAMT>(.*)\r\n/g)?.map((l) => l.slice(8, -2))).toEqual(
      truth.transactions.map((t) => t.amount.toFixed(2)),
    );
    await expectToast(page, "Successfully exported data as QBO");
  });

  it("the success message can be dismissed; View All Uploads and Process Another File", async () => {
    await page.getByRole("button", { name: "Dismiss message" }).click();
    expect(await page.getByTestId("result-message").count()).toBe(0);
    await page.getByRole("button", { name: "Process Another File" }).click();
    expect(
      await page.getByText("Supports PDF, Excel (.xlsx, .xls) and CSV files up to 10MB").isVisible(),
    ).toBe(true);
    expect(await extractButton().isDisabled()).toBe(true);

    await fileInput().setInputFiles(corpusPath("summit-01.pdf"));
    await extractButton().click();
    await page.getByRole("link", { name: "View All Uploads" }).click();
    await page.waitForURL(/\/history$/);
    await page.getByTestId("history-file-name").first().waitFor();
    expect((await page.getByTestId("history-file-name").allInnerTexts()).slice(0, 2)).toEqual([
      "summit-01.pdf",
      "summit-01.pdf",
    ]);
  });
});

describe.skipIf(!ENCRYPTED_OK)("a password-protected statement", () => {
  it("asks for the password, says when it is wrong, and converts with the right one", async () => {
    const truth = readTruth("encrypted-statement");
    await open(page, "/pdf-converter");
    await fileInput().setInputFiles(corpusPath("encrypted-statement.pdf"));
    await extractButton().click();
    await page.getByText("This PDF is password-protected").waitFor();
    expect(await page.getByText("encrypted-statement.pdf").first().isVisible()).toBe(true);
    await expectAccessible(page);

    const password = page.getByLabel("PDF password", { exact: true });
    await page.getByRole("button", { name: "Unlock and Extract" }).click();
    expect(await page.locator(".field__error").innerText()).toBe("Password is required");

    await password.fill("not-the-password");
    await page.getByRole("button", { name: "Unlock and Extract" }).click();
    await eventually(
      () => page.locator(".field__error").innerText(),
      "The password for this PDF is incorrect. Check it and try again.",
    );

    await password.fill(truth.password!);
    await page.getByRole("button", { name: "Unlock and Extract" }).click();
    await page
      .getByRole("heading", { name: `Extracted Transactions (${truth.transactions.length})` })
      .waitFor();
    const table = page.locator(".conversion-result .transactions-table");
    expect(await bodyRows(table).count()).toBe(10);
    expect(await bodyRows(table).first().locator("td").nth(1).innerText()).toContain(
      truth.transactions[0]!.description,
    );
    const pager = page.getByRole("navigation", { name: "Transactions pages" });
    expect(await pager.locator("li").allInnerTexts()).toEqual(["Previous", "1", "2", "3", "4", "5", "Next"]);
  });
});

describe("a scanned statement", () => {
  // One 200-dpi page, no text layer: the API answers 'processing' and reads it on its queue (OCR
  // takes tens of seconds in workerd on a busy machine); the SDK follows it for the hook.
  it("says 'Reading scanned pages... 0 of 1' while the API reads it, then shows its rows", async () => {
    const truth = JSON.parse(readFileSync(SCAN.truth, "utf8")) as Truth;
    await open(page, "/pdf-converter");
    await fileInput().setInputFiles(SCAN.pdf);
    await extractButton().click();
    await page.getByText("Reading scanned pages... 0 of 1").waitFor({ timeout: 60_000 });
    expect(
      await page.getByRole("progressbar", { name: "Upload progress" }).getAttribute("aria-valuetext"),
    ).toBe("Reading scanned pages... 0 of 1");
    const heading = page.getByRole("heading", { name: /^Extracted Transactions \(\d+\)$/ });
    await heading.waitFor({ timeout: 240_000 });
    const json = await exportFrom(page, page.locator(".conversion-result__head .export-menu"), "JSON");
    const read = JSON.parse(json.bytes.toString("utf8")) as {
      ocrPages?: number[];
      transactions: { parsedDate: string; amount: number; confidence?: number }[];
    };
    expect(read.ocrPages).toEqual([1]);
    expect(await heading.innerText()).toBe(`Extracted Transactions (${read.transactions.length})`);
    // OCR reads this page's dates and amounts (32 rows) all but at most one exactly.
    const truthRows = truth.transactions.map((t) => `${t.date}|${t.amount}`);
    const same = read.transactions.filter((t) => truthRows.includes(`${t.parsedDate}|${t.amount}`));
    expect(same.length).toBeGreaterThanOrEqual(truth.transactions.length - 1);
    expect(read.transactions.length).toBeLessThanOrEqual(truth.transactions.length);
    // The rows read with less than 0.8 confidence are marked for review, and only they.
    const low = read.transactions.flatMap((t, i) => (t.confidence! < 0.8 ? [i + 1] : []));
    expect(low.length).toBeGreaterThan(0);
    expect(low.length).toBeLessThan(read.transactions.length);
    const table = page.locator(".conversion-result .transactions-table");
    const marked = async (row: number) => {
      const reasons = table.locator(`tbody tr[data-row="${row}"]`).getByTestId("row-reasons");
      return ((await reasons.count()) ? await reasons.innerText() : "").includes("low OCR confidence");
    };
    const rowsOnPage = async () =>
      (
        await table
          .locator("tbody tr[data-row]")
          .evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-row")))
      ).map(Number);
    const firstPage = await rowsOnPage();
    expect(firstPage).toHaveLength(Math.min(PREVIEW_ROWS, read.transactions.length));
    for (const row of firstPage) expect(await marked(row), `row ${row}`).toBe(low.includes(row));
    // Showing only the rows to check brings every low-confidence row up, with its mark.
    await page.getByLabel("Show only rows to check").check();
    const toCheck = await rowsOnPage();
    expect(toCheck).toEqual(expect.arrayContaining(low.slice(0, PREVIEW_ROWS)));
    for (const row of toCheck) expect(await marked(row), `row ${row}`).toBe(low.includes(row));
  }, 300_000);
});
