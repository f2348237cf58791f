import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { TestBrowser } from "./browser";
import { chromiumSuite, expectAccessible, expectToast, open, web } from "./helpers";

let browser: TestBrowser;
let page: Page;

chromiumSuite(async (opened) => {
  ({ browser, page } = opened);
  await browser.grantPermissions(["clipboard-read", "clipboard-write"], { origin: web });
});

const cards = () => page.locator("#articles [data-testid=post-card] h3").allInnerTexts();

describe("blog list", () => {
  it("shows the featured grid, all five articles on one page and the sidebar", async () => {
    await open(page, `/blog`);
    expect(
      await page.locator("section[aria-labelledby=featured-title] [data-testid=post-card]").count(),
    ).toBe(2);
    await expect.poll(async () => (await cards()).length).toBe(5);
    // 6 per page: five articles make one page, so no pager.
    expect(await page.getByRole("navigation", { name: "Blog pages" }).count()).toBe(0);
    const recent = page.locator("section[aria-labelledby=recent-title] li a");
    expect(await recent.count()).toBe(4);
    for (const t of await recent.allInnerTexts()) expect(t.length).toBeLessThanOrEqual(63);
    expect(await recent.first().innerText()).toBe(
      "How Bank Statement Extraction Works: From PDF Text to Reconc...",
    );
    expect(await page.locator(".category-list li").allInnerTexts()).toEqual([
      "Technology\n1",
      "Best Practices\n1",
      "Compliance\n1",
      "Business\n1",
      "Integration\n1",
    ]);
    expect(await page.locator("section[aria-labelledby=tags-title] .chip").count()).toBe(8);
    const all = page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "All" });
    expect(await all.getAttribute("aria-current")).toBe("true");
  });

  it("filters by category, tag and search, each clearing the other two and starting at page 1", async () => {
    await open(page, `/blog?page=3`);
    // An out-of-range page shows the last page there is.
    await expect.poll(async () => (await cards()).length).toBe(5);

    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: "Compliance" })
      .click();
    await page.waitForURL(`${web}/blog?category=Compliance`);
    await expect
      .poll(cards)
      .toEqual(["Bank Statements, GDPR and SOC 2: A Data Handling Guide for Accounting Firms"]);
    expect(
      await page
        .getByRole("navigation", { name: "Categories" })
        .getByRole("link", { name: "Compliance" })
        .getAttribute("aria-current"),
    ).toBe("true");
    expect(await page.locator("section[aria-labelledby=featured-title]").count()).toBe(0);

    await page
      .locator("section[aria-labelledby=tags-title]")
      .getByRole("link", { name: "#reconciliation" })
      .click();
    await page.waitForURL(`${web}/blog?tag=reconciliation`);
    await expect
      .poll(cards)
      .toEqual([
        "The Bank Reconciliation Checklist We Use With Every Client",
        "A Five-Day Month-End Close: Building a Bookkeeping Workflow Around Converted Statements",
      ]);
    expect(await page.getByTestId("active-filter").innerText()).toContain("Tag: #reconciliation");

    await page.getByLabel("Search articles").fill("XERO");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(`${web}/blog?q=XERO`);
    await expect
      .poll(cards)
      .toEqual(["Importing Converted Bank Transactions into QuickBooks, Xero and Excel"]);

    await page.getByLabel("Search articles").fill("cryptocurrency mining");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=cryptocurrency/);
    await page.getByRole("heading", { name: "No articles found" }).waitFor();
    await page.locator(".empty").getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL(`${web}/blog`);
    await expect.poll(async () => (await cards()).length).toBe(5);
  });

  it("stores a newsletter sign-up and validates the address", async () => {
    await open(page, `/blog`);
    const box = page.locator("section.newsletter");
    await box.getByLabel("Email address").fill("not-an-email");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await box.getByText("Please enter a valid email address").waitFor();
    await box.getByLabel("Email address").fill(`reader-${Date.now()}@example.com`);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, "Thanks for subscribing!");
  });
});

describe("blog article", () => {
  const slug = "how-bank-statement-pdf-extraction-works";

  it("has breadcrumb, meta, author, image, body, tags, bio, related posts and the page's own description", async () => {
    await open(page, `/blog/${slug}`);
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).innerText()).toContain("Home");
    expect(await page.locator(".breadcrumb li").allInnerTexts()).toEqual([
      "Home",
      "Blog",
      "How Bank Statement Extraction Works: From PDF Text to Reconciled Transactions",
    ]);
    const meta = await page.locator(".article-head .post-meta").innerText();
    expect(meta).toContain("Technology");
    expect(meta).toContain("November 3, 2026");
    expect(meta).toMatch(/\d+ min read/);
    expect(await page.locator(".article-author").innerText()).toContain("Michael Rodriguez");
    expect(await page.locator(".article-author").innerText()).toContain("Lead Engineer, Document Extraction");
    expect(await page.locator("img.article-hero").getAttribute("src")).toBe(`/blog/${slug}.svg`);
    expect(await page.locator(".prose h2").count()).toBeGreaterThanOrEqual(5);
    expect(
      await page
        .getByRole("navigation", { name: "Tags" })
        .getByRole("link", { name: "#pdf" })
        .getAttribute("href"),
    ).toBe("/blog?tag=pdf");
    expect(await page.getByRole("heading", { name: "About Michael Rodriguez" }).isVisible()).toBe(true);
    expect(await page.getByTestId("related-post").count()).toBe(2);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
      "What really happens between uploading a PDF and downloading a spreadsheet: text layers, table detection, date and amount parsing, and the balance check that proves the result.",
    );
    await expectAccessible(page);
  });

  it("gives authors without their own bio the team-member bio", async () => {
    await open(page, `/blog/import-bank-transactions-quickbooks-xero-excel`);
    expect(await page.locator(".author-card").innerText()).toContain(
      "David Kim is part of the Statement Converter team",
    );
  });

  it("opens Twitter and LinkedIn share windows of 550x420", async () => {
    await open(page, `/blog/${slug}`);
    await page.evaluate(() => {
      const calls: unknown[][] = [];
      (window as unknown as { __opened: unknown[][] }).__opened = calls;
      window.open = (...args: unknown[]) => {
        calls.push(args);
        return null;
      };
    });
    await page.getByRole("link", { name: "Twitter" }).click();
    await page.getByRole("link", { name: "LinkedIn" }).click();
    const opened = await page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened);
    const url = encodeURIComponent(`${web}/blog/${slug}`);
    expect(opened[0]?.[0]).toContain(`https://twitter.com/intent/tweet?url=${url}`);
    expect(opened[1]?.[0]).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    for (const call of opened) expect(call[2]).toContain("width=550,height=420");
  });

  it("copies the link with the clipboard, and with the fallback when there is none", async () => {
    await open(page, `/blog/${slug}`);
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expectToast(page, "Link copied to clipboard!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${web}/blog/${slug}`);

    await open(page, `/blog/${slug}`);
    await page.evaluate(() => Object.defineProperty(navigator, "clipboard", { value: undefined }));
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expectToast(page, "Link copied to clipboard!");
  });

  it("shows the not-found state for an unknown slug", async () => {
    const res = await open(page, `/blog/no-such-post`);
    expect(res?.status()).toBe(404);
    expect(await page.title()).toBe("Blog Post Not Found | Statement Converter");
    expect(await page.locator("h1").innerText()).toBe("Blog Post Not Found");
    expect(
      await page.getByText("The blog post you're looking for doesn't exist or has been moved.").isVisible(),
    ).toBe(true);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await page.waitForURL(`${web}/blog`);
  });
});
