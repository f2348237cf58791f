/**
 * /dashboard in Chromium: the authenticated layout around it, the empty state, and with
 * conversions made through the API: the four stat cards, Recent Conversions, Monthly Activity and
 * Export All Data (a real ZIP from the API).
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  convertCorpus,
  eventually,
  exportFrom,
  haveCorpus,
  readTruth,
  uploadOnly,
  usd,
  zipEntries,
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
  "dashboard",
  "summit-01.pdf",
  "summit-01.truth.json",
  "maple-01.pdf",
  "maple-01.truth.json",
);

let browser: TestBrowser;
let page: Page;
let user: TestUser;

chromiumSuite(async (opened) => {
  ({ browser, page } = opened);
  user = await createUser({ firstName: "Dana", lastName: "Board" });
  await signInBrowser(browser, user);
});

describe("a new account", () => {
  it("shows the layout, zero stats and 'No conversions yet'", async () => {
    await open(page, "/dashboard");
    expect(await page.title()).toBe("Dashboard | Statement Converter");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Dashboard");
    expect(await page.locator(".app-topbar__email").innerText()).toBe(user.email);
    expect(await page.getByRole("link", { name: "New Conversion" }).getAttribute("href")).toBe(
      "/pdf-converter",
    );
    expect(await page.locator(".stat-card__label").allInnerTexts()).toEqual([
      "Total Conversions",
      "Total Transactions",
      "This Month",
      "Net Amount",
    ]);
    expect(await page.locator(".stat-card__value").allInnerTexts()).toEqual(["0", "0", "0", "$0.00"]);
    expect(await page.getByRole("heading", { name: "No conversions yet" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Monthly Activity" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Export All Data" }).isDisabled()).toBe(true);
    expect(await page.getByRole("link", { name: "Convert New Statement" }).getAttribute("href")).toBe(
      "/pdf-converter",
    );
    expect(await page.getByRole("link", { name: "View All History" }).getAttribute("href")).toBe("/history");
    await expectAccessible(page);
  });

  it("the side menu marks the current screen", async () => {
    const nav = page.getByRole("navigation", { name: "App" });
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    await nav.getByRole("link", { name: "History" }).click();
    await page.waitForURL(/\/history$/);
    await eventually(() => nav.getByRole("link", { name: "History" }).getAttribute("aria-current"), "page");
  });
});

describe.skipIf(!CORPUS_OK)("with conversions", () => {
  const summit = CORPUS_OK ? readTruth("summit-01") : { transactions: [] };
  const maple = CORPUS_OK ? readTruth("maple-01") : { transactions: [] };

  beforeAll(async () => {
    await convertCorpus(user, "summit-01.pdf");
    await convertCorpus(user, "maple-01.pdf");
    await uploadOnly(user, "waiting.pdf", new TextEncoder().encode("%PDF-1.4\nnot processed yet"));
  }, 60_000);

  it("the stat cards add up the user's conversions", async () => {
    await open(page, "/dashboard");
    const rows = [...summit.transactions, ...maple.transactions];
    const cents = rows.reduce((s, t) => s + Math.round(t.amount * 100), 0);
    expect(await page.locator(".stat-card__value").allInnerTexts()).toEqual([
      "3",
      String(rows.length),
      "3",
      usd(cents / 100),
    ]);
  });

  it("Recent Conversions lists them newest first with icon, date, count, status badge and link", async () => {
    const items = page.locator(".recent-list__item");
    expect(await items.count()).toBe(3);
    expect(await items.locator(".recent-list__name").allInnerTexts()).toEqual([
      "waiting.pdf",
      "maple-01.pdf",
      "summit-01.pdf",
    ]);
    expect(await items.nth(1).locator(".recent-list__meta").innerText()).toMatch(
      new RegExp(`^\\d{1,2}/\\d{1,2}/\\d{4} · ${maple.transactions.length} transactions$`),
    );
    expect(await items.nth(0).locator(".badge").innerText()).toBe("Pending");
    expect(await items.nth(1).locator(".badge").innerText()).toBe("Completed");
    expect(await items.nth(1).locator(".badge").getAttribute("class")).toContain("badge--success");
    expect(await items.nth(1).locator(".file-icon").count()).toBe(1);
    const list = (await api(user.token).conversions.list({ search: "summit-01" })).data;
    expect(await page.getByRole("link", { name: "View results of summit-01.pdf" }).getAttribute("href")).toBe(
      `/results/${list[0]!.id}`,
    );
  });

  it("Monthly Activity draws this month's conversions as the tallest bar", async () => {
    await page.getByRole("heading", { name: "Monthly Activity" }).waitFor();
    const month = new Date().toISOString().slice(0, 7);
    const bars = page.locator(".bar-chart__item");
    expect(await bars.count()).toBe(12);
    const current = page.locator(`.bar-chart__item[data-month="${month}"]`);
    expect(await current.getAttribute("data-count")).toBe("3");
    expect(await current.locator(".bar-chart__bar").getAttribute("style")).toMatch(/height:\s*100%/);
    expect(await current.locator(".visually-hidden").innerText()).toMatch(/: 3 conversions$/);
    await expectAccessible(page);
  });

  it("Export All Data downloads one ZIP with every converted statement", async () => {
    const zip = await exportFrom(page, page.locator(".quick-actions .export-menu"), "CSV");
    expect(zip.name).toMatch(/^statements_\d{4}-\d{2}-\d{2}\.zip$/);
    const files = zipEntries(zip.bytes);
    expect(Object.keys(files).sort()).toEqual(["transactions_maple-01.csv", "transactions_summit-01.csv"]);
    const rows = parseCsv(Buffer.from(files["transactions_summit-01.csv"]!).toString("utf8")).filter(
      (r) => r.length > 1,
    );
    expect(rows.slice(1).map((r) => r[5])).toEqual(summit.transactions.map((t) => t.amount.toFixed(2)));
    await expectToast(page, "Successfully exported data as CSV");
  });
});
