import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { hostileDir, sheetDiff, sheetsDir, sheetTruths } from "@statement-converter/engine/testing/node";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { TestBrowser } from "./browser";
import { chromiumSuite, createUser, expectToast, open, parseCsv, signInBrowser } from "./helpers";

const CORPUS = fileURLToPath(new URL("../../../shared/corpus/", import.meta.url));
const PDF = `${CORPUS}summit-01.pdf`;
const TRUTH = `${CORPUS}summit-01.truth.json`;
const haveCorpus = existsSync(PDF) && existsSync(TRUTH);
if (!haveCorpus) console.warn(`[quick-upload] ${PDF} not found: the corpus conversion test is skipped`);

interface Truth {
  transactions: {
    date: string;
    description: string;
    details: string;
    amount: number;
    balance: number | null;
    type: string;
  }[];
}

let browser: TestBrowser;
let page: Page;

chromiumSuite(async (opened) => {
  ({ browser, page } = opened);
  await signInBrowser(browser, await createUser({ firstName: "Quinn", lastName: "Upload" }));
});

const input = () => page.getByLabel("Upload a bank statement (PDF, Excel or CSV, up to 10MB)");

describe("quick upload validation", () => {
  it.each([
    ["notes.txt", "text/plain", 20, "Please upload a PDF, Excel or CSV file"],
    ["big.pdf", "application/pdf", 10 * 1024 * 1024 + 1, "File size must be less than 10MB"],
    ["big.csv", "text/csv", 10 * 1024 * 1024 + 1, "File size must be less than 10MB"],
  ])(
    "%s: %s",
    async (name, mimeType, size, message) => {
      await open(page, "/");
      // Handing Chromium a 10 MiB file takes over 30 s when the machine is busy.
      await input().setInputFiles({ name, mimeType, buffer: Buffer.alloc(size, 0x25) }, { timeout: 120_000 });
      await page.getByTestId("quick-upload-error").waitFor();
      expect(await page.getByTestId("quick-upload-error").innerText()).toContain(message);
      await expectToast(page, message);
      await page.getByRole("button", { name: "Try Again" }).click();
      expect(await input().isEnabled()).toBe(true);
    },
    180_000,
  );

  it("shows the API's reason for a PDF it cannot read", async () => {
    await open(page, "/");
    await input().setInputFiles({
      name: "fake.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("not a pdf at all"),
    });
    await page.getByTestId("quick-upload-error").waitFor();
    expect((await page.getByTestId("quick-upload-error").innerText()).length).toBeGreaterThan(5);
    expect(await page.getByText("Upload Failed").first().isVisible()).toBe(true);
  });
});

describe("quick upload of a CSV statement", () => {
  it("converts deDotDates.csv (';', decimal commas, Windows-1252) exactly: its JSON download is the truth", async () => {
    const name = "deDotDates.csv";
    await open(page, "/");
    expect(await page.getByText("PDF, Excel (.xlsx, .xls) or CSV, up to 10MB.").isVisible()).toBe(true);
    await input().setInputFiles(join(sheetsDir, name));
    await page.getByTestId("quick-upload-count").waitFor({ timeout: 30_000 });
    await expectToast(page, `Successfully processed ${name}!`);
    expect(Number(await page.getByTestId("quick-upload-count").innerText())).toBe(
      sheetTruths[name]?.transactions.length,
    );
    expect(await page.getByText("Reconciled", { exact: true }).isVisible()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download JSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("transactions_deDotDates.json");
    expect(sheetDiff(name, JSON.parse(readFileSync((await download.path())!, "utf8")))).toEqual([]);
  });

  it("names a password-protected workbook's problem (SHEET_ENCRYPTED's message)", async () => {
    await open(page, "/");
    await input().setInputFiles(join(hostileDir, "encrypted.xlsx"));
    await page.getByTestId("quick-upload-error").waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("quick-upload-error").innerText()).toBe(
      "This workbook is password-protected. Save it without a password in Excel and upload it again.",
    );
  });
});

describe.skipIf(!haveCorpus)("quick upload of a corpus statement", () => {
  it("converts summit-01.pdf with the progress messages, and the CSV and JSON downloads hold its rows", async () => {
    const truth = JSON.parse(readFileSync(TRUTH, "utf8")) as Truth;
    await open(page, "/");
    // Record every progress message the zone shows, and hold the upload until the disabled state is checked.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __messages: string[] }).__messages = seen;
      new MutationObserver(() => {
        const text = document.querySelector("[data-testid=quick-upload-message]")?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route("**/api/conversion/upload", async (route) => {
      await held;
      await route.continue();
    });
    await input().setInputFiles(PDF);
    await page.getByTestId("quick-upload-message").waitFor();
    expect(await input().isDisabled()).toBe(true);
    release();
    await page.getByTestId("quick-upload-count").waitFor({ timeout: 30_000 });
    await page.unroute("**/api/conversion/upload");
    await expectToast(page, "Successfully processed summit-01.pdf!");

    const messages = await page.evaluate(() => (window as unknown as { __messages: string[] }).__messages);
    const order = [
      "Uploading file...",
      "Analyzing structure...",
      "Extracting data...",
      "Finalizing...",
      "Complete!",
    ];
    expect(messages[0]).toBe("Uploading file...");
    expect(messages.at(-1)).toBe("Complete!");
    expect(messages.map((m) => order.indexOf(m))).toEqual([...messages.map((m) => order.indexOf(m))].sort());
    expect(Number(await page.getByTestId("quick-upload-count").innerText())).toBe(truth.transactions.length);

    const [csvDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toBe("transactions_summit-01.csv");
    await expectToast(page, "Downloaded transactions_summit-01.csv.");
    const rows = parseCsv(readFileSync((await csvDownload.path())!, "utf8"));
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
    const body = rows.slice(1).filter((r) => r.some(Boolean));
    expect(body).toHaveLength(truth.transactions.length);
    body.forEach((row, i) => {
      const t = truth.transactions[i]!;
      expect(row[0], `row ${i} date`).toBe(t.date);
      expect(row[2], `row ${i} description`).toBe(t.description);
      expect(row[3], `row ${i} details`).toBe(t.details);
      expect(row[4], `row ${i} type`).toBe(t.type);
      expect(Number(row[5]), `row ${i} amount`).toBe(t.amount);
      expect(row[6] === "" ? null : Number(row[6]), `row ${i} balance`).toBe(t.balance);
    });

    const [jsonDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download JSON" }).click(),
    ]);
    expect(jsonDownload.suggestedFilename()).toBe("transactions_summit-01.json");
    const json = JSON.parse(readFileSync((await jsonDownload.path())!, "utf8")) as {
      transactions: { amount: number; parsedDate: string }[];
    };
    expect(json.transactions.map((t) => [t.parsedDate, t.amount])).toEqual(
      truth.transactions.map((t) => [t.date, t.amount]),
    );

    await page.getByRole("button", { name: "Convert Another" }).click();
    expect(await input().isEnabled()).toBe(true);
  });
});
