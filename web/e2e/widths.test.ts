/**
 * Every screen at a desktop (1280 px) and a phone (375 px) width: no element is wider than the box
 * it sits in, no text is cut by its box, the page never scrolls sideways, and the app's sidebar
 * reaches the bottom of a long page. Elements inside a box that scrolls sideways on purpose (a
 * wide table on a phone) are measured against that box, not their parent.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { convertCorpus, haveCorpus } from "./app-helpers";
import type { TestBrowser } from "./browser";
import { chromiumSuite, createUser, open, signInBrowser, type TestUser } from "./helpers";

const CORPUS_OK = haveCorpus("widths", "summit-03.pdf", "summit-03.truth.json");

const PUBLIC = [
  "/",
  "/about",
  "/blog",
  "/blog/bank-reconciliation-checklist-for-accountants",
  "/contact",
  "/pricing",
  "/privacy",
  "/terms",
  "/cookies",
  "/compliance",
  "/gdpr",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password?token=abc",
  "/verify-email",
  "/no/such/page",
];

let browser: TestBrowser;
let page: Page;
let user: TestUser;
let conversion = "";

chromiumSuite(async (opened) => {
  ({ browser, page } = opened);
  user = await createUser({ firstName: "Maximiliana", lastName: "Wide-Width-Surname" });
  if (CORPUS_OK)
    conversion = (
      await convertCorpus(user, "summit-03.pdf", "a-rather-long-file-name-for-a-statement-of-march.pdf")
    ).uploadId;
}, 120_000);

interface Problem {
  what: string;
  element: string;
  by: number;
}

/**
 * What overflows on the page as drawn now. An element is measured against its nearest ancestor
 * that is laid out as a box (not `display: contents`); an ancestor that scrolls sideways, or that
 * is positioned out of the flow, ends the check (its content may be wider by design).
 */
function overflowsOnPage(): Problem[] {
  const problems: Problem[] = [];
  const name = (el: Element) => {
    const cls =
      typeof el.className === "string" && el.className
        ? `.${el.className.trim().split(/\s+/).join(".")}`
        : "";
    const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `${el.tagName.toLowerCase()}${cls} "${text}"`;
  };
  const hidden = (el: Element) => {
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    // Screen-reader-only text is drawn in a 1 px clipped box on purpose.
    return s.display === "none" || s.visibility === "hidden" || r.width <= 1 || r.height <= 1;
  };
  const scrollsSideways = (el: Element) => ["auto", "scroll"].includes(getComputedStyle(el).overflowX);
  const outOfFlow = (el: Element) => ["absolute", "fixed"].includes(getComputedStyle(el).position);
  const ownText = (el: Element) =>
    [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== "");

  const overflowX = document.documentElement.scrollWidth - window.innerWidth;
  if (overflowX > 0) problems.push({ what: "page scrolls sideways", element: "html", by: overflowX });

  for (const el of document.querySelectorAll("body *")) {
    if (el.closest("svg") && el.tagName.toLowerCase() !== "svg") continue;
    if (el.closest("[data-sonner-toaster], script, style, noscript, template")) continue;
    if (hidden(el) || outOfFlow(el)) continue;
    const s = getComputedStyle(el);
    // Text wider than its own box: cut when the box clips, drawn over its neighbours when not.
    if (
      ownText(el) &&
      !s.display.startsWith("inline") &&
      !scrollsSideways(el) &&
      el.scrollWidth > el.clientWidth + 1
    ) {
      const clips = s.overflowX === "hidden" || s.overflowX === "clip" || s.textOverflow === "ellipsis";
      problems.push({
        what: clips ? "text cut by its box" : "text runs out of its box",
        element: name(el),
        by: el.scrollWidth - el.clientWidth,
      });
    }
    let box = el.parentElement;
    while (box && getComputedStyle(box).display === "contents") box = box.parentElement;
    if (!box || box === document.body || scrollsSideways(box)) continue;
    const inner = box.getBoundingClientRect();
    const b = getComputedStyle(box);
    const left = inner.left + Number.parseFloat(b.borderLeftWidth);
    const right = inner.right - Number.parseFloat(b.borderRightWidth);
    const r = el.getBoundingClientRect();
    const by = Math.max(left - r.left, r.right - right);
    if (by > 1)
      problems.push({ what: `wider than its box (${name(box)})`, element: name(el), by: Math.round(by) });
  }
  return problems;
}

/** Opens `path` at `width` and returns what overflows, at the top and once scrolled to the end. */
async function walk(path: string, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 });
  await open(page, path);
  const problems = await page.evaluate(overflowsOnPage);
  return problems.map((p) => `${path} @${width}: ${p.what}: ${p.element} by ${p.by}px`);
}

describe.each([1280, 375])("at %i px wide", (width) => {
  it("no public screen overflows or cuts its text", async () => {
    await browser.clearCookies();
    const problems: string[] = [];
    for (const path of PUBLIC) problems.push(...(await walk(path, width)));
    expect(problems).toEqual([]);
  });

  it("no signed-in screen overflows or cuts its text", async () => {
    await signInBrowser(browser, user);
    const screens = ["/dashboard", "/history", "/pdf-converter", "/profile", "/results"];
    if (conversion) screens.push(`/results/${conversion}`);
    const problems: string[] = [];
    for (const path of screens) problems.push(...(await walk(path, width)));
    expect(problems).toEqual([]);
  });
});

describe.skipIf(!CORPUS_OK)("a long page", () => {
  it("keeps the app's sidebar beside it down to the bottom", async () => {
    await signInBrowser(browser, user);
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, `/results/${conversion}`);
    await page.getByLabel("Show").selectOption({ label: "All" });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const sidebar = await page.locator(".app-sidebar").boundingBox();
    const topbar = await page.locator(".app-topbar").boundingBox();
    if (!sidebar || !topbar) throw new Error("no sidebar or top bar drawn");
    // Drawn from under the top bar to the bottom of the viewport, wherever the page is scrolled to.
    expect(sidebar.y).toBeLessThanOrEqual(topbar.y + topbar.height + 0.5);
    expect(sidebar.y + sidebar.height).toBeGreaterThanOrEqual(799.5);
  });
});
