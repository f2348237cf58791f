/**
 * /history in Chromium, on conversions made through the API: stats, debounced search, status
 * filter, the six sorts, Clear, page sizes and the 5-number pager, the count badge, the table,
 * selection with Export Selected (a real ZIP), single and bulk delete, and the loading, error and
 * empty states.
 */
import type { ConversionSummary, HistorySort } from "@statement-converter/sdk";
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  bodyRows,
  convertCorpus,
  download,
  eventually,
  exportFrom,
  haveCorpus,
  readTruth,
  uploadOnly,
  zipEntries,
} from "./app-helpers";
import { openBrowser, type TestBrowser } from "./browser";
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
  "history",
  "summit-01.pdf",
  "summit-01.truth.json",
  "maple-01.pdf",
  "pacific-03.pdf",
);

let browser: TestBrowser;
let page: Page;
let user: TestUser;
/** Pending uploads: cheap conversions for paging, of growing size. */
const PENDING = 24;

chromiumSuite(async (opened) => {
  ({ browser, page } = opened);
  user = await createUser({ firstName: "Hugo", lastName: "History" });
  await signInBrowser(browser, user);
  if (!CORPUS_OK) return;
  await convertCorpus(user, "summit-01.pdf", "Alpha March.pdf");
  await convertCorpus(user, "maple-01.pdf", "beta-april.pdf");
  await convertCorpus(user, "pacific-03.pdf", "Gamma May.pdf");
  const broken = await uploadOnly(user, "broken.pdf", new TextEncoder().encode("%PDF-1.4\nnot really a pdf"));
  await api(user.token)
    .conversions.processAndSave({ uploadId: broken })
    .catch(() => undefined);
  for (let i = 1; i <= PENDING; i++) {
    const name = `upload-${String(i).padStart(2, "0")}.pdf`;
    await uploadOnly(user, name, new TextEncoder().encode(`%PDF-1.4\n${"x".repeat(i * 10)}`));
  }
}, 120_000);

const names = () => page.getByTestId("history-file-name").allInnerTexts();
const count = () => page.getByTestId("history-count").innerText();
const pager = () => page.getByRole("navigation", { name: "Conversion pages" });

/** The file names the API lists for a query: what the table must show. */
async function apiNames(
  query: Parameters<ReturnType<typeof api>["conversions"]["list"]>[0],
): Promise<string[]> {
  const res = await api(user.token).conversions.list(query);
  return res.data.map((c: ConversionSummary) => c.fileName);
}

describe("a user without conversions", () => {
  it("sees the empty state with 'Convert Your First Statement'", async () => {
    const context = await openBrowser();
    try {
      const p = await context.newPage();
      await signInBrowser(context, await createUser());
      await open(p, "/history");
      await p.getByText("No conversions found").waitFor();
      expect(await p.getByText("You haven't converted any bank statements yet.").isVisible()).toBe(true);
      expect(await p.getByRole("link", { name: "Convert Your First Statement" }).getAttribute("href")).toBe(
        "/pdf-converter",
      );
      expect(await p.locator(".stat-card__value").allInnerTexts()).toEqual(["0", "0", "0"]);
      await expectAccessible(p);
    } finally {
      await context.dispose();
    }
  });
});

describe.skipIf(!CORPUS_OK)("browsing the history", () => {
  const total = PENDING + 4;

  it("shows the stats, the count badge and the first 10, newest first", async () => {
    await open(page, "/history");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Conversion History");
    expect(await page.title()).toBe("Conversion History | Statement Converter");
    const stats = (await api(user.token).conversions.stats()).data;
    expect(await page.locator(".stat-card__label").allInnerTexts()).toEqual([
      "Total Conversions",
      "Transactions Processed",
      "This Month",
    ]);
    expect(await page.locator(".stat-card__value").allInnerTexts()).toEqual([
      String(total),
      String(stats.totalTransactions),
      String(total),
    ]);
    expect(stats.totalTransactions).toBeGreaterThan(15);
    expect(await count()).toBe(`${total} conversions`);
    expect(await names()).toEqual(await apiNames({ sort: "newest", limit: 10 }));
    expect((await names())[0]).toBe("upload-24.pdf");
    expect(await pager().locator("li").allInnerTexts()).toEqual(["Previous", "1", "2", "3", "Next"]);
    await expectAccessible(page);
  });

  it("rows show the file icon, size, date and time, count and status badge colours", async () => {
    await open(page, "/history?status=completed&sort=name_asc");
    const row = bodyRows(page.locator(".history-table")).first();
    expect(await row.getByTestId("history-file-name").innerText()).toBe("Alpha March.pdf");
    expect(await row.locator(".file-icon").count()).toBe(1);
    expect(await row.locator(".file-cell__size").innerText()).toMatch(/KB$/);
    expect(await row.locator("td").nth(2).innerText()).toMatch(
      /^\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2} (AM|PM)$/,
    );
    expect(await row.locator("td").nth(3).innerText()).toBe(
      String(readTruth("summit-01").transactions.length),
    );
    const badge = row.locator(".badge");
    expect(await badge.innerText()).toBe("Completed");
    expect(await badge.getAttribute("class")).toContain("badge--success");

    await open(page, "/history?status=failed");
    expect(await names()).toEqual(["broken.pdf"]);
    expect(await page.locator(".history-table .badge").getAttribute("class")).toContain("badge--danger");
    await open(page, "/history?status=pending&limit=5");
    expect(await page.locator(".history-table .badge").first().innerText()).toBe("Pending");
    expect(await page.locator(".history-table .badge").first().getAttribute("class")).toContain(
      "badge--neutral",
    );
    expect(await count()).toBe(`${PENDING} conversions`);
  });

  it("searches case-insensitively after a pause in typing, in one request", async () => {
    await open(page, "/history");
    const requests: string[] = [];
    const onRequest = (r: { url(): string }) => {
      if (r.url().includes("/history.data")) requests.push(r.url());
    };
    page.on("request", onRequest);
    await page.getByLabel("Search").pressSequentially("aLPHa");
    await page.waitForURL(/search=aLPHa/);
    await eventually(names, ["Alpha March.pdf"]);
    page.off("request", onRequest);
    expect(requests).toHaveLength(1);
    expect(await count()).toBe("1 conversion");
    expect(await pager().count()).toBe(0);
  });

  it("filters by status through the select", async () => {
    await open(page, "/history");
    await page.getByLabel("Status").selectOption("completed");
    await page.waitForURL(/status=completed/);
    await eventually(count, "3 conversions");
    expect((await names()).sort()).toEqual(["Alpha March.pdf", "Gamma May.pdf", "beta-april.pdf"]);
    expect(await page.getByLabel("Status").locator("option").allInnerTexts()).toEqual([
      "All",
      "Completed",
      "Processing",
      "Failed",
      "Pending",
    ]);
  });

  it.each([
    ["Newest First", "newest", "upload-24.pdf"],
    ["Oldest First", "oldest", "Alpha March.pdf"],
    ["Name A-Z", "name_asc", "Alpha March.pdf"],
    ["Name Z-A", "name_desc", "upload-24.pdf"],
    ["Largest First", "largest", null],
    ["Smallest First", "smallest", "upload-01.pdf"],
  ] as const)("sorts %s", async (label, sort, first) => {
    await open(page, "/history");
    await page.getByLabel("Sort by").selectOption({ label });
    if (sort !== "newest") await page.waitForURL(new RegExp(`sort=${sort}`));
    const expected = await apiNames({ sort: sort as HistorySort, limit: 10 });
    await eventually(names, expected);
    if (first) expect(expected[0]).toBe(first);
  });

  it("the largest file is first by size", async () => {
    const all = (await api(user.token).conversions.list({ limit: 100 })).data;
    const biggest = [...all].sort((a, b) => b.fileSize - a.fileSize)[0]!;
    await open(page, "/history?sort=largest");
    expect((await names())[0]).toBe(biggest.fileName);
  });

  it("page sizes 5/10/25/50 and a pager window of at most 5 numbers", async () => {
    await open(page, "/history");
    expect(await page.getByLabel("Per page").locator("option").allInnerTexts()).toEqual([
      "5",
      "10",
      "25",
      "50",
    ]);
    await page.getByLabel("Per page").selectOption("5");
    await page.waitForURL(/limit=5/);
    await eventually(async () => (await names()).length, 5);
    expect(await pager().locator("li").allInnerTexts()).toEqual([
      "Previous",
      "1",
      "2",
      "3",
      "4",
      "5",
      "Next",
    ]);
    await pager().getByRole("link", { name: "Page 5" }).click();
    await page.waitForURL(/page=5/);
    await eventually(
      () => pager().locator("li").allInnerTexts(),
      ["Previous", "2", "3", "4", "5", "6", "Next"],
    );
    await pager().getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=6/);
    await eventually(names, await apiNames({ limit: 5, page: 6 }));
    expect(await pager().getByText("Next").getAttribute("aria-disabled")).toBe("true");

    await page.getByLabel("Per page").selectOption("25");
    await eventually(async () => (await names()).length, 25);
    expect(page.url()).not.toContain("page=");
    await page.getByLabel("Per page").selectOption("50");
    await eventually(async () => (await names()).length, total);
    expect(await pager().count()).toBe(0);
  });

  it("Clear resets search, status and sort; a search without matches says so, with Clear Filters", async () => {
    await open(page, "/history?search=zzz&status=pending&sort=oldest");
    await page.getByText("No conversions found").waitFor();
    expect(await page.getByText("No conversions match your current filters.").isVisible()).toBe(true);
    expect(await page.getByLabel("Search").inputValue()).toBe("zzz");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await page.waitForURL(/\/history$/);
    await eventually(count, `${total} conversions`);

    await open(page, "/history?search=upload&status=pending&sort=oldest&limit=25");
    await page.getByRole("link", { name: "Clear", exact: true }).click();
    await page.waitForURL(/\/history\?limit=25$/);
    await eventually(count, `${total} conversions`);
    expect(await page.getByLabel("Search").inputValue()).toBe("");
    expect(await page.getByLabel("Status").inputValue()).toBe("");
    expect(await page.getByLabel("Sort by").inputValue()).toBe("newest");
  });

  it("shows 'Loading conversions...' while a new page is on its way", async () => {
    await open(page, "/history");
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const handler = async (route: Route) => {
      await gate;
      await route.continue();
    };
    await page.route("**/history.data*", handler, { times: 1 });
    await page.getByLabel("Status").selectOption("failed");
    await page.getByText("Loading conversions...").waitFor();
    release();
    await eventually(names, ["broken.pdf"]);
    expect(await page.getByText("Loading conversions...").count()).toBe(0);
  });

  it("a list the API refuses shows the error with Try Again", async () => {
    await open(page, `/history?search=${"x".repeat(201)}`);
    const alert = page.getByRole("alert").filter({ hasText: "Failed to load conversions" });
    await alert.waitFor();
    expect(await alert.innerText()).toContain("200 characters");
    await alert.getByRole("button", { name: "Try Again" }).click();
    await alert.getByRole("button", { name: "Try Again" }).waitFor();
    expect(await alert.isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it("the row actions: view details and CSV export", async () => {
    await open(page, "/history?status=completed&sort=name_asc");
    const csv = await download(page, () =>
      page.getByRole("button", { name: "Export Alpha March.pdf as CSV" }).click(),
    );
    expect(csv.name).toBe("transactions_Alpha March.csv");
    const truth = readTruth("summit-01");
    const rows = parseCsv(csv.bytes.toString("utf8")).filter((r) => r.length > 1);
    expect(rows.slice(1).map((r) => r[2])).toEqual(truth.transactions.map((t) => t.description));
    await expectToast(page, "Successfully exported data as CSV");
    expect(await page.getByRole("button", { name: "Export upload-01.pdf as CSV" }).count()).toBe(0);

    await page.getByRole("link", { name: "View details of Alpha March.pdf" }).click();
    await page.waitForURL(/\/results\/[\w-]+$/);
  });

  it("selects rows of the page and exports the selection as one ZIP", async () => {
    await open(page, "/history?status=completed&sort=name_asc");
    expect(await page.getByRole("region", { name: "Selected conversions" }).count()).toBe(0);
    await page.getByLabel("Select Alpha March.pdf").check();
    await page.getByLabel("Select Gamma May.pdf").check();
    expect(await page.getByTestId("selection-count").innerText()).toBe("2 conversions selected");
    await expectAccessible(page);

    const zip = await exportFrom(page, page.locator(".selection-bar .export-menu"), "CSV");
    expect(zip.name).toMatch(/^statements_\d{4}-\d{2}-\d{2}\.zip$/);
    const files = zipEntries(zip.bytes);
    expect(Object.keys(files).sort()).toEqual(["transactions_Alpha March.csv", "transactions_Gamma May.csv"]);
    const alpha = parseCsv(Buffer.from(files["transactions_Alpha March.csv"]!).toString("utf8")).filter(
      (r) => r.length > 1,
    );
    expect(alpha.length - 1).toBe(readTruth("summit-01").transactions.length);
    await expectToast(page, "Exporting 2 conversions...");

    const qif = zipEntries(
      (await exportFrom(page, page.locator(".selection-bar .export-menu"), "QIF")).bytes,
    );
    expect(Object.keys(qif).sort()).toEqual(["transactions_Alpha March.qif", "transactions_Gamma May.qif"]);
    const dates = Buffer.from(qif["transactions_Alpha March.qif"]!)
      .toString("utf8")
      .split("\r\n")
      .filter((l) => l.startsWith("D"));
    expect(dates).toHaveLength(readTruth("summit-01").transactions.length);
    expect(dates[0]).toMatch(/^D\d{2}\/\d{2}\/\d{4}$/);

    await page.getByLabel("Select all conversions on this page").check();
    expect(await page.getByTestId("selection-count").innerText()).toBe("3 conversions selected");
    await page.getByLabel("Select all conversions on this page").uncheck();
    expect(await page.getByTestId("selection-count").count()).toBe(0);

    // Select-all covers the current page only.
    await open(page, "/history?limit=5");
    await page.getByLabel("Select all conversions on this page").check();
    expect(await page.getByTestId("selection-count").innerText()).toBe("5 conversions selected");
  });

  it("deletes one conversion after confirmation", async () => {
    await open(page, "/history?limit=50");
    await page.getByRole("button", { name: "Delete upload-24.pdf" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete conversion?" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(
      '"upload-24.pdf" and its transactions will be permanently deleted',
    );
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await names()).toContain("upload-24.pdf");

    await page.getByRole("button", { name: "Delete upload-24.pdf" }).click();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "Conversion deleted successfully");
    await eventually(count, `${total - 1} conversions`);
    expect(await names()).not.toContain("upload-24.pdf");
  });

  it("deletes the selected conversions after confirmation", async () => {
    await open(page, "/history?status=pending&sort=name_asc&limit=5");
    await page.getByLabel("Select upload-01.pdf").check();
    await page.getByLabel("Select upload-02.pdf").check();
    await page.getByRole("button", { name: "Delete Selected" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete 2 conversions?" });
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "2 conversions deleted successfully");
    await eventually(count, `${PENDING - 3} conversions`);
    expect((await names()).slice(0, 2)).toEqual(["upload-03.pdf", "upload-04.pdf"]);
    expect(await page.getByTestId("selection-count").count()).toBe(0);
    const left = await apiNames({ status: "pending", limit: 100 });
    expect(left).not.toContain("upload-01.pdf");
    expect(left).not.toContain("upload-02.pdf");
  });
});
