import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumSuite, expectAccessible, open, web } from "./helpers";

let page: Page;

chromiumSuite(async (opened) => {
  page = opened.page;
});

const PAGES: [path: string, title: string, heading: string][] = [
  ["/", "Statement Converter", "Convert bank statements to Excel, CSV & JSON in seconds"],
  ["/about", "About Us | Statement Converter", "We turn bank statements into data you can trust"],
  ["/blog", "Blog | Statement Converter", "Insights for finance professionals"],
  [
    "/blog/bank-reconciliation-checklist-for-accountants",
    "The Bank Reconciliation Checklist We Use With Every Client | Statement Converter",
    "The Bank Reconciliation Checklist We Use With Every Client",
  ],
  ["/contact", "Contact Us | Statement Converter", "Get in touch"],
  ["/pricing", "Pricing | Statement Converter", "Simple pricing that scales with your statements"],
  ["/privacy", "Privacy Policy | Statement Converter", "Privacy Policy"],
  ["/terms", "Terms of Service | Statement Converter", "Terms of Service"],
  ["/cookies", "Cookie Policy | Statement Converter", "Cookie Policy"],
  ["/compliance", "Compliance & Security | Statement Converter", "Compliance & Security"],
  ["/gdpr", "GDPR | Statement Converter", "GDPR"],
  ["/login", "Sign In | Statement Converter", "Welcome back"],
  ["/register", "Create Account | Statement Converter", "Create your account"],
  ["/forgot-password", "Forgot Password | Statement Converter", "Forgot your password?"],
  ["/reset-password?token=abc", "Reset Password | Statement Converter", "Choose a new password"],
  ["/verify-email", "Verify Email | Statement Converter", "Verify Email"],
];

describe("every public route", () => {
  it.each(PAGES)(
    "%s renders with its title, heading, navbar and footer, and passes axe",
    async (path, title, heading) => {
      const res = await open(page, `${path}`);
      expect(res?.status()).toBe(200);
      expect(await page.title()).toBe(title);
      expect((await page.locator("h1").first().innerText()).replace(/\s+/g, " ")).toBe(heading);
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).count(),
      ).resolves.toBe(1);
      await expect(page.locator("footer").getByText("ISO 27001").count()).resolves.toBe(1);
      await expectAccessible(page);
    },
  );

  it("answers an unknown path with the 404 page", async () => {
    const res = await open(page, `/no/such/page`);
    expect(res?.status()).toBe(404);
    expect(await page.title()).toBe("Page Not Found | Statement Converter");
    expect(await page.locator("h1").innerText()).toBe("Oops! Page Not Found");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL(`${web}/`);
  });
});

describe("navigation guard for visitors", () => {
  it.each([
    ["/dashboard", "/login?redirect=%2Fdashboard"],
    ["/history?page=2&sort=oldest", "/login?redirect=%2Fhistory%3Fpage%3D2%26sort%3Doldest"],
    ["/results/abc123", "/login?redirect=%2Fresults%2Fabc123"],
    ["/profile", "/login?redirect=%2Fprofile"],
    ["/converter", "/login?redirect=%2Fpdf-converter"],
  ])("%s goes to %s", async (from, to) => {
    await open(page, `${from}`);
    expect(page.url()).toBe(`${web}${to}`);
    expect(await page.locator("h1").innerText()).toBe("Welcome back");
  });
});

describe("navbar, footer and home", () => {
  it("shows the visitor navbar and the footer groups and badges", async () => {
    await open(page, `/`);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Features", "Pricing", "FAQ", "Contact", "Sign In", "Get Started"]) {
      expect(await nav.getByRole("link", { name, exact: true }).first().isVisible()).toBe(true);
    }
    const footer = page.locator("footer");
    for (const group of ["Product", "Company", "Legal"]) {
      expect(await footer.getByRole("heading", { name: group }).count()).toBe(1);
    }
    expect(await footer.locator(".footer__badge").allInnerTexts()).toEqual([
      "SOC 2",
      "256-bit SSL",
      "ISO 27001",
    ]);
    for (const [label, path] of [
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Cookie Policy", "/cookies"],
      ["Compliance", "/compliance"],
      ["GDPR", "/gdpr"],
    ] as const) {
      expect(await footer.getByRole("link", { name: label, exact: true }).getAttribute("href")).toBe(path);
    }
  });

  it("has the features, how-it-works and FAQ anchors, the static demo, the visitor calls to action and the visitor upload", async () => {
    await open(page, `/`);
    for (const id of ["features", "howitworks", "faq"]) expect(await page.locator(`#${id}`).count()).toBe(1);
    expect(await page.locator("#howitworks h3").allInnerTexts()).toEqual([
      "Upload a PDF",
      "AI processing",
      "Download results",
    ]);
    expect(await page.getByRole("heading", { name: "See it in action" }).isVisible()).toBe(true);
    expect(await page.locator("#demo .badge", { hasText: "DEPOSIT" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Get Started Free" }).first().getAttribute("href")).toBe(
      "/register",
    );
    expect(
      await page.locator(".cta").getByRole("link", { name: "Start Free Trial" }).getAttribute("href"),
    ).toBe("/register");
    // The one upload zone a visitor sees is the Anonymous-allowance one (decision 0015).
    expect(await page.locator("input[type=file]").count()).toBe(1);
    expect(await page.getByTestId("visitor-upload").locator("input[type=file]").count()).toBe(1);
  });

  it("lays out on a phone without horizontal scrolling, with the menu behind a button", async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    try {
      for (const path of ["/", "/pricing", "/blog", "/contact", "/register"]) {
        await open(page, `${path}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      expect(
        await page
          .locator(".navbar__actions")
          .getByRole("link", { name: "Sign In", exact: true })
          .isVisible(),
      ).toBe(false);
      await page.getByRole("button", { name: "Menu" }).click();
      const sheet = page.getByRole("dialog", { name: "Menu" });
      await sheet.waitFor();
      expect(await sheet.getByRole("link", { name: "Sign In" }).isVisible()).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });
});

describe("about and legal pages", () => {
  it("about has mission, vision, values, story, technology and team", async () => {
    await open(page, `/about`);
    const eyebrows = await page.locator(".eyebrow").allInnerTexts();
    for (const s of ["OUR MISSION", "OUR VISION", "OUR VALUES", "OUR STORY", "TECHNOLOGY", "OUR TEAM"]) {
      expect(eyebrows.map((e) => e.toUpperCase())).toContain(s);
    }
    expect(await page.locator(".team-card").count()).toBe(4);
  });

  it("legal pages state what is stored, deletion, retention, export and the sub-processor", async () => {
    await open(page, `/privacy`);
    const privacy = await page.locator("article").innerText();
    for (const fact of [
      "Deleted as soon as processing succeeds",
      "after 24 hours",
      "Export Data",
      "Cloudflare, Inc.",
    ]) {
      expect(privacy).toContain(fact);
    }
    await open(page, `/cookies`);
    const cookies = await page.locator("article").innerText();
    for (const name of ["stmt_session", "stmt_toast", "stmt_tz"]) expect(cookies).toContain(name);
    await open(page, `/compliance`);
    expect(await page.locator("article").innerText()).toContain("24-hour clean-up");
    await open(page, `/gdpr`);
    expect(await page.locator("article").innerText()).toContain("Erasure (Art. 17)");
  });
});

describe("pricing", () => {
  const prices = async () =>
    Promise.all(
      ["starter", "professional", "business"].map((id) => page.getByTestId(`price-${id}`).innerText()),
    );

  it("toggles monthly and yearly prices of the plan table", async () => {
    await open(page, `/pricing`);
    expect(await page.locator(".plan h3").allInnerTexts()).toEqual([
      "Anonymous",
      "Registered",
      "Starter",
      "Professional",
      "Business",
      "Enterprise",
    ]);
    expect((await prices()).map((p) => p.replace(/\s+/g, ""))).toEqual([
      "$30/month",
      "$60/month",
      "$99/month",
    ]);
    expect(await page.locator(".plan--popular h3").innerText()).toBe("Professional");
    expect(await page.getByText("Most Popular").isVisible()).toBe(true);
    await page.getByRole("link", { name: /Yearly/ }).click();
    await page.waitForURL(/billing=yearly/);
    await expect
      .poll(async () => (await prices()).map((p) => p.replace(/\s+/g, "")))
      .toEqual(["$180/year", "$360/year", "$599/year"]);
    expect(await page.locator(".plan__allowance").allInnerTexts()).toEqual([
      "1 page per 24 hours",
      "5 pages per 24 hours",
      "4,800 pages/year",
      "12,000 pages/year",
      "48,000 pages/year",
      "Custom",
    ]);
    expect(await page.getByText("Save 40%").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Monthly" }).click();
    await page.waitForURL((u) => !u.search.includes("yearly"));
    await expect.poll(async () => (await prices())[0]?.replace(/\s+/g, "")).toBe("$30/month");
  });

  it("sends visitors to /register, Enterprise to sales, and has 5 FAQ items", async () => {
    await open(page, `/pricing`);
    const starter = page.locator(".plan", { has: page.getByRole("heading", { name: "Starter" }) });
    expect(await starter.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/register");
    expect(
      await page
        .locator(".plan")
        .getByRole("button", { name: /Upgrade/ })
        .count(),
    ).toBe(0);
    expect(await page.locator("#pricing-faq-title ~ .accordion details, .accordion details").count()).toBe(5);
    await page.getByRole("link", { name: "Contact Sales" }).click();
    await page.waitForURL(`${web}/contact?subject=billing`);
    expect(await page.getByLabel("Subject").inputValue()).toBe("billing");
  });
});
