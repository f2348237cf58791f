import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import type { TestBrowser } from "./browser";
import {
  api,
  chromiumSuite,
  createUser,
  expectAccessible,
  expectToast,
  mailLink,
  open,
  signInBrowser,
  uniqueEmail,
  web,
} from "./helpers";

let browser: TestBrowser;
let page: Page;

chromiumSuite(async (opened) => {
  ({ browser, page } = opened);
});
beforeEach(async () => {
  await browser.clearCookies();
});

const sessionCookie = async () => (await browser.cookies(web)).find((c) => c.name === "stmt_session");

async function logIn(email: string, password: string, rememberMe = false) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

describe("register -> logout -> login -> redirect", () => {
  it("works end to end in the browser", async () => {
    const email = uniqueEmail("journey");
    const password = "journey2026";
    await open(page, "/register");
    await page.getByLabel("First Name").fill("Jane");
    await page.getByLabel("Last Name").fill("Doe");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password").fill(password);
    await page.locator("input[name=acceptTerms]").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${web}/dashboard`);
    await expectToast(page, "Account created successfully!");
    const cookie = await sessionCookie();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(
      await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
    ).not.toContain(cookie?.value ?? "-");

    // The signed-in navbar: Dashboard and the user menu with initials and e-mail. The menu's code
    // is held back until after the press: the press must still open it (components/account-menu.tsx).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const menuCode = "**/assets/user-menu-*.js";
    await page.route(menuCode, async (route) => {
      await held;
      await route.continue();
    });
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Dashboard" }).isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Sign In" }).count()).toBe(0);
    const menu = page.getByLabel(`Account menu for ${email}`);
    expect(await menu.innerText()).toContain("JD");
    const panel = page.getByRole("menu", { name: `Account menu for ${email}` });
    await menu.click();
    expect(await panel.count()).toBe(0);
    release();
    await panel.waitFor();
    await page.unroute(menuCode);
    expect(await panel.innerText()).toContain(email);
    for (const item of ["Dashboard", "History", "Profile"]) {
      expect(await panel.getByRole("menuitem", { name: item }).isVisible()).toBe(true);
    }
    await expectAccessible(page);

    await panel.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL(`${web}/`);
    await expectToast(page, "Logged out successfully");
    expect(await sessionCookie()).toBeUndefined();
    expect(await nav.getByRole("link", { name: "Sign In" }).isVisible()).toBe(true);

    await open(page, "/history?page=2");
    expect(page.url()).toBe(`${web}/login?redirect=%2Fhistory%3Fpage%3D2`);
    await logIn(email, password);
    await page.waitForURL(`${web}/history?page=2`);
    await expectToast(page, "Welcome back!");
  });
});

describe("the navigation guard for signed-in users", () => {
  it("sends them from login, register and forgot-password to the dashboard", async () => {
    await signInBrowser(browser, await createUser());
    for (const path of ["/login", "/register", "/forgot-password", "/login?redirect=%2Fprofile"]) {
      await open(page, path);
      expect(page.url(), path).toBe(`${web}/dashboard`);
    }
  });

  it("clears a revoked session and goes to /login with 'Session expired. Please login again.'", async () => {
    const user = await createUser();
    await signInBrowser(browser, user);
    await api(user.token).auth.logout();
    await open(page, "/profile");
    expect(page.url()).toBe(`${web}/login?redirect=%2Fprofile`);
    await expectToast(page, "Session expired. Please login again.");
    expect(await sessionCookie()).toBeUndefined();
  });

  it("treats a revoked session on a public page as signed out", async () => {
    const user = await createUser();
    await signInBrowser(browser, user);
    await api(user.token).auth.logout();
    await open(page, "/pricing");
    expect(page.url()).toBe(`${web}/pricing`);
    expect(
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).isVisible(),
    ).toBe(true);
    expect(await sessionCookie()).toBeUndefined();
  });

  it("keeps a remember-me session for 30 days and a plain one for the browser session", async () => {
    const user = await createUser();
    await open(page, "/login");
    await logIn(user.email, user.password, true);
    await page.waitForURL(`${web}/dashboard`);
    const remembered = await sessionCookie();
    const days = ((remembered?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    await browser.clearCookies();
    await open(page, "/login");
    await logIn(user.email, user.password);
    await page.waitForURL(`${web}/dashboard`);
    expect((await sessionCookie())?.expires).toBe(-1);
  });
});

describe("password reset through the e-mailed link", () => {
  it("sends the link, sets a new password, and the new password signs in", async () => {
    const user = await createUser();
    await open(page, "/forgot-password");
    await page.getByLabel("Email Address").fill(user.email);
    await page.getByRole("button", { name: "Send Reset Instructions" }).click();
    await page.getByRole("heading", { name: "Check Your Email!" }).waitFor();
    await expectToast(page, "Password reset instructions sent successfully!");
    expect(await page.getByRole("link", { name: "Back to Login" }).getAttribute("href")).toBe("/login");
    await page.getByRole("link", { name: "Try Another Email" }).click();
    await page.getByLabel("Email Address").waitFor();
    expect(await page.getByLabel("Email Address").inputValue()).toBe("");

    const link = await mailLink(user.email, "/reset-password?token=");
    expect(link.startsWith(`${web}/reset-password?token=`)).toBe(true);
    await open(page, link.replace(web, ""));
    await page.getByLabel("New Password", { exact: true }).fill("brand-new-pass-7");
    await page.getByLabel("Confirm New Password").fill("brand-new-pass-7");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.waitForURL(`${web}/login`);
    await expectToast(page, "Your password has been reset. Please sign in with your new password.");

    await logIn(user.email, user.password);
    await page.locator(".alert", { hasText: "Invalid credentials" }).waitFor();
    await logIn(user.email, "brand-new-pass-7");
    await page.waitForURL(`${web}/dashboard`);
  });
});

describe("e-mail confirmation link", () => {
  it("confirms a changed address from its landing page", async () => {
    const user = await createUser();
    const newEmail = uniqueEmail("moved");
    await api(user.token).auth.updateProfile({
      firstName: user.firstName,
      lastName: user.lastName,
      email: newEmail,
    });
    const link = await mailLink(newEmail, "/verify-email?token=");
    await open(page, link.replace(web, ""));
    await page.getByText("Your email address has been confirmed.").waitFor();
    expect((await api(user.token).auth.me()).user.email).toBe(newEmail);
    await expectAccessible(page);
  });

  it("says so when the link is invalid", async () => {
    await open(page, "/verify-email?token=bogus");
    await page.getByText("This confirmation link is invalid or has expired.").waitFor();
  });
});

describe("signed-in public pages", () => {
  it("pricing offers 'Upgrade to {plan}' with its toast and marks the current plan", async () => {
    await signInBrowser(browser, await createUser({ plan: "registered" }));
    await open(page, "/pricing");
    const registered = page.locator(".plan", { has: page.getByRole("heading", { name: "Registered" }) });
    expect(await registered.getByRole("button", { name: "Current Plan" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Upgrade to Starter" }).click();
    await expectToast(page, "Selected Starter plan. Redirecting to checkout...");
    expect(await page.getByRole("button", { name: "Upgrade to Business" }).count()).toBe(1);
  });

  it("home shows Go to Dashboard, the upload zone and the signed-in call to action", async () => {
    await signInBrowser(browser, await createUser());
    await open(page, "/");
    expect(
      await page.locator(".hero").getByRole("link", { name: "Go to Dashboard" }).getAttribute("href"),
    ).toBe("/dashboard");
    expect(await page.getByLabel("Upload a bank statement (PDF, Excel or CSV, up to 10MB)").count()).toBe(1);
    expect(await page.locator(".cta").getByRole("link", { name: "Go to Dashboard" }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: "See it in action" }).count()).toBe(0);
    await expectAccessible(page);
  });
});
