/**
 * The home page for signed-out visitors: the quick upload converts within the Anonymous allowance
 * (1 page per 24 hours per client IP), nothing is stored, the CSV and JSON download from the
 * answer, and the visitor is invited to register; the second page is refused. A scanned PDF (read
 * by OCR only for an account) is refused with the way to sign in, before any page is counted.
 */
import { readFile } from "node:fs/promises";
import { SAMPLE_STATEMENT, statementPdf } from "@statement-converter/engine/testing";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SCAN } from "./app-helpers";
import { chromiumSuite, expectToast, open, parseCsv } from "./helpers";

let page: Page;
let pdf: Buffer;

chromiumSuite(async (opened) => {
  page = opened.page;
  pdf = Buffer.from(await statementPdf());
});

const zone = () => page.getByTestId("visitor-upload");
const input = () => zone().getByLabel("Upload a bank statement (PDF, Excel or CSV, up to 10MB)");

describe("a signed-out visitor's scanned PDF", () => {
  // First: the refusal counts no page, so the allowance is whole for the conversion below.
  it("is refused with the way to convert it: sign in", async () => {
    await open(page, "/");
    await input().setInputFiles(SCAN.pdf);
    const error = zone().getByTestId("quick-upload-error");
    await error.waitFor({ timeout: 30_000 });
    await expectToast(page, "Sign in to convert scanned statements");
    expect(await error.innerText()).toBe(
      "This PDF is a scanned statement. Sign in to convert scanned statements: their pages are read by OCR.",
    );
    expect(await zone().getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/login");
    expect(await zone().getByRole("link", { name: "create a free account" }).getAttribute("href")).toBe(
      "/register",
    );
    await zone().getByRole("button", { name: "Try Again" }).click();
  });
});

describe("a signed-out visitor on the home page", () => {
  it("converts one page, downloads CSV and JSON from the answer, is invited to register, and is refused the second", async () => {
    await open(page, "/");
    expect(await page.getByRole("heading", { name: "See it in action" }).isVisible()).toBe(true);
    await input().setInputFiles({ name: "march.pdf", mimeType: "application/pdf", buffer: pdf });
    await zone().getByTestId("quick-upload-count").waitFor({ timeout: 30_000 });
    expect(Number(await zone().getByTestId("quick-upload-count").innerText())).toBe(
      SAMPLE_STATEMENT.rows.length,
    );
    await expectToast(page, "Successfully processed march.pdf!");
    expect(await zone().getByTestId("register-invite").innerText()).toContain("Create a free account");
    expect(await zone().getByRole("link", { name: "Create a free account" }).getAttribute("href")).toBe(
      "/register",
    );

    const [csvDownload] = await Promise.all([
      page.waitForEvent("download"),
      zone().getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toBe("transactions_march.csv");
    const csv = parseCsv(await readFile((await csvDownload.path()) as string, "utf8"));
    expect(csv[0]?.slice(0, 3)).toEqual(["Date", "Value Date", "Description"]);
    expect(csv.slice(1).map((r) => r[2])).toEqual(SAMPLE_STATEMENT.rows.map((r) => r.description));

    const [jsonDownload] = await Promise.all([
      page.waitForEvent("download"),
      zone().getByRole("button", { name: "Download JSON" }).click(),
    ]);
    expect(jsonDownload.suggestedFilename()).toBe("transactions_march.json");
    const json = JSON.parse(await readFile((await jsonDownload.path()) as string, "utf8"));
    expect(json).toMatchObject({ fileName: "march.pdf", bankName: "First Example Bank", pageCount: 1 });
    expect(json.transactions).toHaveLength(SAMPLE_STATEMENT.rows.length);

    await zone().getByRole("button", { name: "Convert Another" }).click();
    await input().setInputFiles({ name: "april.pdf", mimeType: "application/pdf", buffer: pdf });
    const error = zone().getByTestId("quick-upload-error");
    await error.waitFor({ timeout: 30_000 });
    expect(await error.innerText()).toMatch(
      /^You have used 1 of your 1 pages \(1 page per 24 hours on the Anonymous plan\)\. Your allowance renews at \d{2}:\d{2}\. Create a free account for more pages\.$/,
    );
    expect(await zone().getByRole("link", { name: "Create a free account" }).getAttribute("href")).toBe(
      "/register",
    );
  });
});
