/**
 * /profile in Chromium: every rule of the two forms and their toasts, Cancel,
 * the e-mail change that waits for its confirmation link, the Account Summary, Export Data (all
 * of the user's data as JSON) and deleting the account.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { convertCorpus, download, eventually, haveCorpus, readTruth } from "./app-helpers";
import type { TestBrowser } from "./browser";
import {
  api,
  chromiumSuite,
  createUser,
  errorFor,
  expectAccessible,
  expectToast,
  mailLink,
  open,
  signInBrowser,
  type TestUser,
  uniqueEmail,
} from "./helpers";

const CORPUS_OK = haveCorpus("profile", "summit-01.pdf", "summit-01.truth.json");

let browser: TestBrowser;
let page: Page;
let user: TestUser;

chromiumSuite(async (opened) => {
  ({ browser, page } = opened);
  user = await createUser({ firstName: "Paula", lastName: "Profile" });
  await signInBrowser(browser, user);
});

const personal = () =>
  page.locator("form").filter({ has: page.locator('input[name="intent"][value="profile"]') });
const passwordForm = () =>
  page.locator("form").filter({ has: page.locator('input[name="intent"][value="password"]') });

async function fillProfile(values: { firstName?: string; lastName?: string; email?: string }) {
  const form = personal();
  if (values.firstName !== undefined) await form.getByLabel("First Name").fill(values.firstName);
  if (values.lastName !== undefined) await form.getByLabel("Last Name").fill(values.lastName);
  if (values.email !== undefined) await form.getByLabel("Email Address").fill(values.email);
  await form.getByRole("button", { name: "Update Profile" }).click();
}

async function fillPassword(current: string, next: string, confirm: string) {
  const form = passwordForm();
  await form.getByLabel("Current Password", { exact: true }).fill(current);
  await form.getByLabel("New Password", { exact: true }).fill(next);
  await form.getByLabel("Confirm New Password").fill(confirm);
  await form.getByRole("button", { name: "Change Password" }).click();
}

describe("the profile screen", () => {
  it("shows both forms filled in, the hint, and the Account Summary", async () => {
    await open(page, "/profile");
    expect(await page.title()).toBe("Profile Settings | Statement Converter");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Profile Settings");
    expect(await personal().getByLabel("First Name").inputValue()).toBe("Paula");
    expect(await personal().getByLabel("Last Name").inputValue()).toBe("Profile");
    expect(await personal().getByLabel("Email Address").inputValue()).toBe(user.email);
    expect(await page.getByText("Changing your email will require verification").isVisible()).toBe(true);
    // Show/hide toggles on the current and new password.
    expect(await passwordForm().getByRole("button", { name: "Show password" }).count()).toBe(2);
    const summary = page.locator(".account-summary");
    expect(await summary.locator(".avatar").innerText()).toBe("PP");
    expect(await summary.locator(".account-summary__name").innerText()).toBe("Paula Profile");
    expect(await summary.locator(".account-summary__email").innerText()).toBe(user.email);
    expect(await summary.locator("dt").allInnerTexts()).toEqual([
      "Member Since",
      "Last Login",
      "Account Status",
    ]);
    const [since, last, status] = await summary.locator("dd").allInnerTexts();
    expect(since).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(last).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2} (AM|PM)$/);
    expect(status).toBe("Active");
    await expectAccessible(page);
  });

  it.each([
    [{ firstName: " " }, "firstName", "First name is required"],
    [{ lastName: "" }, "lastName", "Last name is required"],
    [{ email: "" }, "email", "Email is required"],
    [{ email: "not-an-address" }, "email", "Please enter a valid email address"],
  ])("Personal Information %o: %s", async (values, field, message) => {
    await open(page, "/profile");
    await fillProfile(values);
    await eventually(() => errorFor(page, field), message);
    await expectToast(page, "Failed to update profile");
  });

  it("Cancel puts the saved values back and clears the messages", async () => {
    await open(page, "/profile");
    await fillProfile({ firstName: "", lastName: "Changed" });
    await eventually(() => errorFor(page, "firstName"), "First name is required");
    await personal().getByRole("button", { name: "Cancel" }).click();
    expect(await personal().getByLabel("First Name").inputValue()).toBe("Paula");
    expect(await personal().getByLabel("Last Name").inputValue()).toBe("Profile");
    expect(await errorFor(page, "firstName")).toBeNull();
  });

  it("updates the names, with the toast and the new name in the top bar menu and summary", async () => {
    await open(page, "/profile");
    await fillProfile({ firstName: "Paulina", lastName: "Prof" });
    await expectToast(page, "Profile updated successfully!");
    await eventually(() => page.locator(".account-summary__name").innerText(), "Paulina Prof");
    expect(await page.locator(".app-topbar .avatar").innerText()).toBe("PP");
    const me = (await api(user.token).auth.me()).user;
    expect([me.firstName, me.lastName]).toEqual(["Paulina", "Prof"]);
  });

  it("an address in use by another account is refused on the email field", async () => {
    const other = await createUser();
    await open(page, "/profile");
    await fillProfile({ email: other.email });
    await eventually(() => errorFor(page, "email"), "An account with this email already exists");
  });

  it("a new e-mail address waits for its confirmation link, then applies", async () => {
    const next = uniqueEmail("moved");
    await open(page, "/profile");
    await fillProfile({ email: next });
    await expectToast(page, "Profile updated successfully!");
    await expectToast(page, `We sent a confirmation link to ${next}.`);
    await page.getByTestId("pending-email").waitFor();
    expect(await page.getByTestId("pending-email").innerText()).toContain(next);
    // Until then the address is unchanged.
    expect(await personal().getByLabel("Email Address").inputValue()).toBe(user.email);
    expect((await api(user.token).auth.me()).user.email).toBe(user.email);

    const link = new URL(await mailLink(next, "/verify-email?token="));
    await open(page, `${link.pathname}${link.search}`);
    await page.getByRole("heading", { name: "Email confirmed" }).waitFor();
    await open(page, "/profile");
    expect(await personal().getByLabel("Email Address").inputValue()).toBe(next);
    expect(await page.getByTestId("pending-email").count()).toBe(0);
    user = { ...user, email: next };
  });

  it.each([
    [["", "abcdefg1", "abcdefg1"], "currentPassword", "Current password is required"],
    [["x", "", ""], "newPassword", "New password is required"],
    [["x", "short1", "short1"], "newPassword", "Password must be at least 8 characters"],
    [["x", "lettersonly", "lettersonly"], "newPassword", "Password must contain both letters and numbers"],
    [["x", "abcdefg1", ""], "confirmPassword", "Please confirm your new password"],
    [["x", "abcdefg1", "abcdefg2"], "confirmPassword", "Passwords do not match"],
    [
      ["abcdefg1", "abcdefg1", "abcdefg1"],
      "newPassword",
      "New password must be different from current password",
    ],
  ])("Change Password %o: %s", async ([current, next, confirm], field, message) => {
    await open(page, "/profile");
    await fillPassword(current!, next!, confirm!);
    await eventually(() => errorFor(page, field), message);
    await expectToast(page, "Failed to change password");
  });

  it("a wrong current password is refused on its field", async () => {
    await open(page, "/profile");
    await fillPassword("not my password 1", "brand new 22", "brand new 22");
    await eventually(() => errorFor(page, "currentPassword"), "Current password is incorrect");
  });

  it("changes the password: toast, form cleared, the new password signs in", async () => {
    await open(page, "/profile");
    await fillPassword(user.password, "brand new 22", "brand new 22");
    await expectToast(page, "Password changed successfully!");
    await eventually(() => passwordForm().getByLabel("Current Password", { exact: true }).inputValue(), "");
    expect(await passwordForm().getByLabel("New Password", { exact: true }).inputValue()).toBe("");
    const login = await api().auth.login({ email: user.email, password: "brand new 22" });
    expect(login.user.email).toBe(user.email);
    await expect(api().auth.login({ email: user.email, password: user.password })).rejects.toMatchObject({
      status: 401,
    });
    user = { ...user, password: "brand new 22" };
    // This browser's session goes on.
    await open(page, "/profile");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Profile Settings");
  });
});

describe("Quick Actions and deleting the account", () => {
  it("Export Data downloads the account and every conversion as JSON", async () => {
    if (CORPUS_OK) await convertCorpus(user, "summit-01.pdf");
    await open(page, "/profile");
    const actions = page.locator("#main");
    expect(await actions.getByRole("link", { name: "Convert Statement" }).getAttribute("href")).toBe(
      "/pdf-converter",
    );
    expect(await actions.getByRole("link", { name: "View History" }).getAttribute("href")).toBe("/history");
    const file = await download(page, () => page.getByRole("button", { name: "Export Data" }).click());
    expect(file.name).toMatch(/^statement-converter-data_\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(file.bytes.toString("utf8")) as {
      user: { email: string };
      conversions: { fileName: string; statement: { transactions: unknown[] } | null }[];
    };
    expect(data.user.email).toBe(user.email);
    if (CORPUS_OK) {
      expect(data.conversions.map((c) => c.fileName)).toEqual(["summit-01.pdf"]);
      expect(data.conversions[0]!.statement!.transactions).toHaveLength(
        readTruth("summit-01").transactions.length,
      );
    }
    await expectToast(page, "Successfully exported data as JSON");
  });

  it("Delete account asks for the password, removes everything and signs out", async () => {
    await open(page, "/profile");
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await eventually(() => errorFor(page, "password"), "Password is required");
    await dialog.getByLabel("Password", { exact: true }).fill("wrong password 9");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await eventually(() => errorFor(page, "password"), "Password is incorrect");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await dialog.isVisible()).toBe(false);

    await page.getByRole("button", { name: "Delete account" }).click();
    await dialog.getByLabel("Password", { exact: true }).fill(user.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expectToast(page, "Your account and all of its data have been deleted.");
    expect(await page.getByRole("link", { name: "Sign In" }).first().isVisible()).toBe(true);
    await expect(api().auth.login({ email: user.email, password: user.password })).rejects.toMatchObject({
      status: 401,
    });
    await open(page, "/profile");
    expect(new URL(page.url()).pathname).toBe("/login");
  });
});
