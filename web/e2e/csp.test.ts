/**
 * The Content-Security-Policy breaks no screen: every route, signed out and signed in (with a
 * converted statement, its results and editor), loads and hydrates in Chromium with no CSP
 * violation reported. (openBrowser also fails any other browser test that meets a violation.)
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { convertCorpus, corpusPath, haveCorpus } from "./app-helpers";
import type { TestBrowser } from "./browser";
import { chromiumSuite, createUser, open, signInBrowser, type TestUser } from "./helpers";

const CORPUS_OK = haveCorpus("csp", "summit-01.pdf");
let browser: TestBrowser;
let page: Page;
let user: TestUser;

chromiumSuite(async (opened) => {
  ({ browser, page } = opened);
  user = await createUser();
});

const PUBLIC = [
  "/",
  "/about",
  "/pricing",
  "/contact",
  "/blog",
  "/blog/how-bank-statement-pdf-extraction-works",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password?token=not-a-token",
  "/verify-email?token=not-a-token",
  "/terms",
  "/privacy",
  "/cookies",
  "/gdpr",
  "/compliance",
  "/converter",
  "/no-such-page",
];
const SIGNED_IN = ["/dashboard", "/history", "/profile", "/pdf-converter", "/results", "/pricing", "/"];

async function visit(path: string) {
  await open(page, path);
  // Let late scripts, styles and images load before counting.
  await page.waitForLoadState("networkidle");
}

describe("the CSP on every screen", () => {
  it("signed out: every public route loads and hydrates without a violation", async () => {
    for (const path of PUBLIC) await visit(path);
    expect(browser.cspViolations).toEqual([]);
  }, 300_000);

  it("signed in: the app's screens, results and the row editor, without a violation", async () => {
    await signInBrowser(browser, user);
    for (const path of SIGNED_IN) await visit(path);
    if (CORPUS_OK) {
      const id = (await convertCorpus(user, "summit-01.pdf")).uploadId;
      await visit(`/results/${id}`);
      await page.getByRole("button", { name: "Edit row 3" }).click();
      await page.getByRole("form", { name: "Edit row 3" }).waitFor();
      await visit("/history");
      // Convert in the page too: the upload, progress and results flow.
      await visit("/pdf-converter");
      await page
        .getByLabel("Choose a statement (PDF, Excel or CSV)")
        .setInputFiles(corpusPath("summit-01.pdf"));
      await page.getByRole("button", { name: /Extract Transactions/ }).click();
      await page.getByRole("heading", { name: /^Extracted Transactions/ }).waitFor({ timeout: 60_000 });
      await page.waitForLoadState("networkidle");
    }
    expect(browser.cspViolations).toEqual([]);
  }, 300_000);

  it("the collector itself sees a violation (the check can fail)", async () => {
    await visit("/about");
    browser.cspViolations.length = 0;
    // An inline script without the nonce, as an injected one would be: refused and reported.
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__ran = true";
      document.body.appendChild(s);
    });
    // Both reports arrive: the page's event and Chromium's console line.
    await expect.poll(() => browser.cspViolations.join("\n")).toMatch(/script-src-elem blocked inline/);
    await expect
      .poll(() => browser.cspViolations.join("\n"))
      .toMatch(/inline script violates the following Content Security Policy directive/);
    expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
    browser.cspViolations.length = 0;
  });
});
