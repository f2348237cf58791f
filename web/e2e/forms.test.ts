import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumSuite, createUser, errorFor, expectToast, open } from "./helpers";

let page: Page;

chromiumSuite(async (opened) => {
  page = opened.page;
});

/** The message counter's 'n/500'. */
const counter = async () => (await page.locator(".field__counter").innerText()).split(/\s/)[0];

const errors = async (names: string[]) =>
  Object.fromEntries(await Promise.all(names.map(async (n) => [n, await errorFor(page, n)] as const)));

describe("contact form", () => {
  const fields = ["firstName", "email", "subject", "message"];

  it("shows every rule's message and the fix-the-errors toast", async () => {
    await open(page, "/contact");
    expect(await page.getByLabel("Full Name").count()).toBe(1);
    expect(await page.getByLabel("Last Name").count()).toBe(0);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Please fix the errors in the form");
    expect(await errors(fields)).toEqual({
      firstName: "First name is required",
      email: "Email is required",
      subject: "Please select a subject",
      message: "Message is required",
    });

    await page.getByLabel("Full Name").fill(" J ");
    await page.getByLabel("Email").fill("jane@example");
    await page.getByLabel("Message", { exact: true }).fill("Too short");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("First name must be at least 2 characters").waitFor();
    expect(await errors(fields)).toEqual({
      firstName: "First name must be at least 2 characters",
      email: "Please enter a valid email address",
      subject: "Please select a subject",
      message: "Message must be at least 10 characters",
    });
  });

  it("counts characters against 500 and refuses more", async () => {
    await open(page, "/contact");
    await page.getByLabel("Message", { exact: true }).fill("Hello there");
    expect(await counter()).toBe("11/500");
    await page.getByLabel("Message", { exact: true }).fill("x".repeat(501));
    expect(await counter()).toBe("501/500");
    await page.getByLabel("Full Name").fill("Jane Doe");
    await page.getByLabel("Email").fill("jane@example.com");
    await page.getByLabel("Subject").selectOption("feature");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Message cannot exceed 500 characters").waitFor();
    expect(await errors(fields)).toEqual({
      firstName: null,
      email: null,
      subject: null,
      message: "Message cannot exceed 500 characters",
    });
  });

  it("stores a valid message and shows the success panel", async () => {
    await open(page, "/contact");
    await page.getByLabel("Full Name").fill("Jane Doe");
    await page.getByLabel("Email").fill("jane@example.com");
    await page.getByLabel("Subject").selectOption("support");
    await page
      .getByLabel("Message", { exact: true })
      .fill("My statement from First Example Bank shows two balances per row.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("heading", { name: "Message Sent!" }).waitFor();
    expect(
      await page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.").isVisible(),
    ).toBe(true);
    await expectToast(page, "Message sent successfully!");
    await page.getByRole("button", { name: "Send Another Message" }).click();
    expect(await page.getByLabel("Full Name").inputValue()).toBe("");
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe("");
    expect(await counter()).toBe("0/500");
  });
});

describe("login form", () => {
  it("requires a valid e-mail and a 6-character password", async () => {
    await open(page, "/login");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Email is required").waitFor();
    expect(await errors(["email", "password"])).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
    await page.getByLabel("Email").fill("someone@nowhere");
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Password must be at least 6 characters").waitFor();
    expect(await errors(["email", "password"])).toEqual({
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
    });
  });

  it("says 'Invalid credentials' for a wrong password, and shows or hides the password", async () => {
    const user = await createUser();
    await open(page, "/login");
    await page.getByLabel("Email").fill(user.email);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("wrong-password-1");
    expect(await password.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).click();
    expect(await password.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.locator(".alert", { hasText: "Invalid credentials" }).waitFor();
    await expectToast(page, "Invalid credentials");
    expect(await page.getByLabel("Email").inputValue()).toBe(user.email);
  });
});

describe("register form", () => {
  const fields = ["firstName", "lastName", "email", "password", "confirmPassword", "acceptTerms"];

  it("shows every required message", async () => {
    await open(page, "/register");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("You must accept the terms and privacy policy").waitFor();
    expect(await errors(fields)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      password: "Password is required",
      confirmPassword: "Please confirm your password",
      acceptTerms: "You must accept the terms and privacy policy",
    });
  });

  it("checks password length, letters and digits, and the confirmation", async () => {
    await open(page, "/register");
    await page.getByLabel("First Name").fill("Grace");
    await page.getByLabel("Last Name").fill("Hopper");
    await page.getByLabel("Email").fill("grace@");
    await page.getByLabel("Password", { exact: true }).fill("abc12");
    await page.getByLabel("Confirm Password").fill("abc12");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Password must be at least 8 characters").waitFor();
    expect(await errorFor(page, "email")).toBe("Please enter a valid email address");

    await page.getByLabel("Password", { exact: true }).fill("abcdefghij");
    await page.getByLabel("Confirm Password").fill("abcdefghij");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Password must contain both letters and numbers").waitFor();

    await page.getByLabel("Password", { exact: true }).fill("abcdefgh12");
    await page.getByLabel("Confirm Password").fill("abcdefgh13");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Passwords do not match").waitFor();
    expect(await errorFor(page, "password")).toBeNull();
  });

  it("puts the API's e-mail error on the e-mail field", async () => {
    const taken = await createUser();
    await open(page, "/register");
    await page.getByLabel("First Name").fill("Grace");
    await page.getByLabel("Last Name").fill("Hopper");
    await page.getByLabel("Email").fill(taken.email);
    await page.getByLabel("Password", { exact: true }).fill("abcdefgh12");
    await page.getByLabel("Confirm Password").fill("abcdefgh12");
    await page.locator("input[name=acceptTerms]").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("An account with this email already exists").waitFor();
    expect(await errorFor(page, "email")).toBe("An account with this email already exists");
  });
});

describe("forgot and reset password forms", () => {
  it("forgot password requires a valid e-mail", async () => {
    await open(page, "/forgot-password");
    await page.getByRole("button", { name: "Send Reset Instructions" }).click();
    await page.getByText("Email address is required").waitFor();
    await page.getByLabel("Email Address").fill("nope");
    await page.getByRole("button", { name: "Send Reset Instructions" }).click();
    await page.getByText("Please enter a valid email address").waitFor();
    expect(await errorFor(page, "email")).toBe("Please enter a valid email address");
  });

  it("reset password checks the new password twice and reports a bad link", async () => {
    await open(page, "/reset-password?token=not-a-real-token");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("New password is required").waitFor();
    expect(await errors(["newPassword", "confirmPassword"])).toEqual({
      newPassword: "New password is required",
      confirmPassword: "Please confirm your new password",
    });
    await page.getByLabel("New Password", { exact: true }).fill("short1");
    await page.getByLabel("Confirm New Password").fill("short1");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Password must be at least 8 characters", { exact: true }).waitFor();
    await page.getByLabel("New Password", { exact: true }).fill("longenough1");
    await page.getByLabel("Confirm New Password").fill("longenough2");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Passwords do not match").waitFor();
    await page.getByLabel("Confirm New Password").fill("longenough1");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page
      .locator(".alert", { hasText: "This password reset link is invalid or has expired." })
      .waitFor();
  });
});
