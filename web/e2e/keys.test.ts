/**
 * API keys in Chromium: the profile creates a key (name, optional expiry) and shows it once, the
 * `statement` CLI uses it (STATEMENT_API_KEY), the profile revokes it, and then the CLI is refused.
 * An account with an unconfirmed address is offered the confirmation link instead; changing the
 * password revokes the keys unless the box is unticked.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { TestBrowser } from "./browser";
import {
  chromiumSuite,
  createUser,
  expectToast,
  open,
  outbox,
  signInBrowser,
  type TestUser,
  web,
} from "./helpers";

const CLI = createRequire(import.meta.url).resolve("@statement-converter/cli/bin/statement.js");

let browser: TestBrowser;
let page: Page;
let user: TestUser;

chromiumSuite(async (opened) => {
  ({ browser, page } = opened);
  user = await createUser({ firstName: "Kim", lastName: "Keys", confirmed: true });
  await signInBrowser(browser, user);
});

/** The built CLI with only the key for credentials (no config file of its own). */
function cli(args: string[], key: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      {
        env: {
          PATH: process.env.PATH,
          HOME: "/nonexistent",
          XDG_CONFIG_HOME: "/nonexistent",
          NO_COLOR: "1",
          STATEMENT_API_URL: web,
          STATEMENT_API_KEY: key,
        },
      },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe("API keys on the profile", () => {
  it("creates a key shown once, which the CLI uses until it is revoked", async () => {
    await open(page, "/profile");
    expect(await page.getByTestId("no-api-keys").innerText()).toBe("No API keys yet.");
    await page.getByLabel("Key name").fill("Laptop CLI");
    await page.getByRole("button", { name: "Create API key" }).click();
    const shown = page.getByTestId("new-api-key");
    await shown.waitFor();
    const key = await shown.innerText();
    expect(key).toMatch(/^sc_live_[A-Za-z0-9_-]{43}$/);
    const row = page.getByTestId("api-key-row");
    await row.waitFor();
    expect(await row.innerText()).toContain("Laptop CLI");
    expect(await row.innerText()).toContain(`${key.slice(0, 12)}...`);
    expect(await row.innerText()).not.toContain(key);

    // Shown once: after a reload only its first characters are left.
    await open(page, "/profile");
    expect(await page.getByTestId("new-api-key").count()).toBe(0);
    expect(await page.content()).not.toContain(key);

    const who = await cli(["whoami"], key);
    expect(who).toMatchObject({ code: 0, stdout: `${user.email}\n` });
    expect(who.stderr).toContain("(API key from STATEMENT_API_KEY)");
    expect(who.stderr).toMatch(/Pages: 0 of 4000 used this month/);

    await page.getByRole("button", { name: "Revoke Laptop CLI" }).click();
    await expectToast(page, "API key revoked");
    await page.getByTestId("no-api-keys").waitFor();

    const refused = await cli(["whoami"], key);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain("The API key in STATEMENT_API_KEY was refused");
  });

  it("takes an optional expiry date and refuses a key without a name", async () => {
    await open(page, "/profile");
    await page.getByRole("button", { name: "Create API key" }).click();
    await page.getByText("Name is required").waitFor();
    await page.getByLabel("Key name").fill("Expiring");
    await page.getByLabel("Expires (optional)").fill("2099-12-31");
    await page.getByRole("button", { name: "Create API key" }).click();
    await page.getByTestId("new-api-key").waitFor();
    const row = page.getByTestId("api-key-row").filter({ hasText: "Expiring" });
    expect(await row.innerText()).toContain("12/31/2099");
  });

  it("changing the password revokes the keys unless the box is unticked", async () => {
    await open(page, "/profile");
    await page.getByLabel("Key name").fill("Before the change");
    await page.getByRole("button", { name: "Create API key" }).click();
    const key = await page.getByTestId("new-api-key").innerText();
    const box = page.getByLabel("Also revoke my API keys (scripts that use them stop working)");
    expect(await box.isChecked()).toBe(true);
    await page.getByLabel("Current Password", { exact: true }).fill(user.password);
    await page.getByLabel("New Password", { exact: true }).fill("another horse 43");
    await page.getByLabel("Confirm New Password").fill("another horse 43");
    await page.getByRole("button", { name: "Change Password" }).click();
    // "Expiring" from the test before and this one.
    await expectToast(page, "Password changed successfully! Your 2 API keys were revoked.");
    user.password = "another horse 43";
    expect((await cli(["whoami"], key)).code).toBe(3);
  });

  it("an account whose address is not confirmed is offered the link, not the form", async () => {
    const other = await createUser({ firstName: "Una", lastName: "Confirmed" });
    await signInBrowser(browser, other);
    await open(page, "/profile");
    await page.getByText("Confirm your e-mail address to create API keys").waitFor();
    expect(await page.getByRole("button", { name: "Create API key" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Send confirmation link" }).click();
    await expectToast(
      page,
      `We sent a confirmation link to ${other.email}. Follow it to confirm your address.`,
    );
    expect((await outbox(other.email))[0]?.subject).toBe("Confirm your e-mail address");
  });
});
