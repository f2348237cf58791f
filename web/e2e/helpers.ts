/**
 * Shared pieces of the browser tests: the API client (to create users where the UI is not what is
 * under test, and to read the dev outbox), signing a browser in by cookie, axe checks, CSV parsing.
 */
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { type AccountPlan, type Fetch, type OutboxMail, StatementClient } from "@statement-converter/sdk";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { openBrowser, type TestBrowser } from "./browser";

export const web = inject("webOrigin");

/**
 * The built web reaches the API through wrangler's dev registry, whose proxy (miniflare's
 * dev-registry-proxy worker) now and then answers a plain-text 503 "Worker ... not found" for a
 * moment on a loaded machine (a fresh-clone CI run failed a whole file's setup on one). Such a
 * request never reached the API (whose answers are JSON), so it is sent again, a few times.
 */
const throughDevRegistry: Fetch = async (input, init) => {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(input, init);
    const proxied = res.status === 503 && !res.headers.get("content-type")?.includes("json");
    if (!proxied || attempt === 5) return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 500 * attempt));
  }
};

/** The SDK pointed at the test web origin, as a script or the CLI would use it. */
export function api(token?: string): StatementClient {
  return new StatementClient({ baseUrl: web, token, maxRetries: 0, fetch: throughDevRegistry });
}

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
}

export function uniqueEmail(tag = "user"): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * A fresh account created through the API, moved to `plan` by the development route: Business
 * unless asked, so only the tests about page allowances meet them. `confirmed`: its address
 * confirmed through the mailed link (API keys need it).
 */
export async function createUser(
  overrides: Partial<Omit<TestUser, "token">> & { plan?: AccountPlan; confirmed?: boolean } = {},
): Promise<TestUser> {
  const { plan = "business", confirmed = false, ...fields } = overrides;
  const user = {
    email: uniqueEmail(),
    password: "correct horse 42",
    firstName: "Ada",
    lastName: "Lovelace",
    ...fields,
  };
  const res = await api().auth.register(user);
  if (!res.accessToken) throw new Error("registration needs confirmation; tests expect it off");
  if (plan !== res.user.plan)
    await api().dev.setPlan({ email: user.email, plan, secret: inject("outboxSecret") });
  if (confirmed) await confirmAddress(user.email, res.accessToken);
  return { ...user, token: res.accessToken };
}

/** Confirms an account's address as its owner would: the mailed link, followed. */
export async function confirmAddress(email: string, token: string): Promise<void> {
  await api(token).auth.sendConfirmation();
  const link = (await outbox(email)).find((m) => m.subject === "Confirm your e-mail address")?.links[0];
  const confirmation = link ? new URL(link).searchParams.get("token") : null;
  if (!confirmation) throw new Error(`no confirmation link mailed to ${email}`);
  await api().auth.verifyEmail({ token: confirmation });
}

/** Signs the browser in as `user` by setting the session cookie the API issued. */
export async function signInBrowser(context: BrowserContext, user: TestUser): Promise<void> {
  await context.addCookies([
    { name: "stmt_session", value: user.token, url: web, httpOnly: true, sameSite: "Lax" },
  ]);
}

/** The latest mails to `to` from the dev outbox, newest first. */
export async function outbox(to: string): Promise<OutboxMail[]> {
  return (await api().dev.outbox(to, { secret: inject("outboxSecret") })).data.mails;
}

/**
 * The first link of the newest mail to `to` whose link contains `path`; waits a little for it
 * (a reset link is mailed after the API has answered).
 */
export async function mailLink(to: string, path: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const mail of await outbox(to)) {
      const link = mail.links.find((l) => l.includes(path));
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} with a ${path} link`);
}

/** After a failed test, prints what the page showed (alerts, toasts, URL) to help read the failure. */
export function reportFailures(getPage: () => Page | undefined) {
  afterEach(async (ctx) => {
    const page = getPage();
    if (ctx.task.result?.state !== "fail" || !page) return;
    const shown = await page
      .locator(".alert, [data-sonner-toast], .field__error")
      .allInnerTexts()
      .catch(() => []);
    console.error(`[${ctx.task.name}] at ${page.url()}; the page showed: ${JSON.stringify(shown)}`);
  });
}

/**
 * Chromium for one test file: opens a browser and its first page before the file's tests, hands
 * them to `setup` (keep them, sign in, seed data), prints what the page showed after a failed
 * test, and closes the browser after the file.
 */
export function chromiumSuite(
  setup: (opened: { browser: TestBrowser; page: Page }) => Promise<void> | void,
  timeoutMs?: number,
): void {
  let opened: { browser: TestBrowser; page: Page } | undefined;
  beforeAll(async () => {
    const browser = await openBrowser();
    opened = { browser, page: await browser.newPage() };
    await setup(opened);
  }, timeoutMs);
  afterAll(async () => {
    await opened?.browser.dispose();
  });
  reportFailures(() => opened?.page);
}

/** Opens `path` and waits until the app has hydrated (its scripts handle clicks). */
export async function open(page: Page, path: string) {
  const res = await page.goto(`${web}${path}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return res;
}

/** Axe finds no critical or serious violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are judged as they settle: a toast fading in is half transparent for a moment, and a
  // loaded machine made axe catch one mid-way (a contrast "failure" of the fade, not the toast).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const bad = results.violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(bad, `${page.url()}\n${bad.join("\n")}`).toEqual([]);
}

/** Texts of the toasts currently shown. */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.locator("[data-sonner-toast]").allInnerTexts();
}

/** Waits for a toast containing `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page
    .locator("[data-sonner-toast]", { hasText: text })
    .first()
    .waitFor({ state: "visible", timeout: 10_000 });
}

/** The field error shown under the input labelled `label`. */
export async function fieldError(page: Page, label: string): Promise<string | null> {
  const input = page.getByLabel(label, { exact: true });
  const describedBy = (await input.getAttribute("aria-describedby")) ?? "";
  for (const id of describedBy.split(" ").filter((x) => x.endsWith("-error"))) {
    return page.locator(`[id="${id}"]`).innerText();
  }
  return null;
}

/** The error shown for the form control named `name` (its aria-describedby error), or null. */
export async function errorFor(page: Page, name: string): Promise<string | null> {
  const control = page.locator(`form [name="${name}"]:not([type=hidden])`).first();
  const describedBy = (await control.getAttribute("aria-describedby")) ?? "";
  const id = describedBy.split(" ").find((x) => x.endsWith("-error"));
  return id ? page.locator(`[id="${id}"]`).innerText() : null;
}

/** RFC 4180 CSV into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const s = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (quoted) {
      if (ch === '"' && s[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && s[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
