/**
 * Page allowances in Chromium: the meter on the dashboard, the converter and the profile
 * ('3 of 5 pages used today, renews at 14:05'), the 80% toast on the converter, and the refusal
 * at 100% with its explanation and the way to the pricing page.
 */

import { statementPdf } from "@statement-converter/engine/testing";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { TestBrowser } from "./browser";
import { api, chromiumSuite, createUser, expectToast, open, signInBrowser, type TestUser } from "./helpers";

let browser: TestBrowser;
let page: Page;
let user: TestUser;
let pdf: Buffer;

chromiumSuite(async (opened) => {
  ({ browser, page } = opened);
  pdf = Buffer.from(await statementPdf());
  user = await createUser({ firstName: "Una", lastName: "Usage", plan: "registered" });
  // Three one-page statements through the API: 3 of the Registered plan's 5 pages.
  for (let i = 1; i <= 3; i++) {
    await api(user.token).conversions.convert(new Uint8Array(pdf), { fileName: `seed-${i}.pdf` });
  }
  await signInBrowser(browser, user);
});

const TIME = /\d{2}:\d{2}/;
const meterLine = () => page.getByTestId("usage-meter").getByTestId("usage-line").innerText();

async function convertInBrowser(name: string) {
  await page
    .getByLabel("Choose a statement (PDF, Excel or CSV)")
    .setInputFiles({ name, mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Extract Transactions" }).click();
}

describe("the page allowance meter", () => {
  it("shows '3 of 5 pages used today, renews at HH:MM' on the dashboard, the profile and the converter", async () => {
    const usage = (await api(user.token).usage()).data;
    expect(usage).toMatchObject({ plan: "registered", used: 3, limit: 5, window: "24h" });
    for (const path of ["/dashboard", "/profile", "/pdf-converter"]) {
      await open(page, path);
      const line = await meterLine();
      expect([path, line]).toEqual([
        path,
        expect.stringMatching(/^3 of 5 pages used today, renews at \d{2}:\d{2}$/),
      ]);
      expect(await page.getByTestId("usage-meter").getByText("Registered plan").count()).toBe(1);
      expect(
        await page.getByTestId("usage-meter").getByRole("progressbar").getAttribute("aria-valuenow"),
      ).toBe("3");
    }
    expect(TIME.test(await meterLine())).toBe(true);
  });

  it("on the converter: the fourth page brings the 80% toast, the fifth fills it, the sixth is refused with the way to pricing", async () => {
    await open(page, "/pdf-converter");
    await convertInBrowser("fourth.pdf");
    await page.getByRole("heading", { name: /Extracted Transactions/ }).waitFor();
    await expectToast(page, "You have used 80% of your page allowance: 4 of 5 pages used today, renews at");
    await page
      .getByTestId("usage-meter")
      .getByText(/^4 of 5 pages used today/)
      .waitFor();

    await page.getByRole("button", { name: "Process Another File" }).click();
    await convertInBrowser("fifth.pdf");
    await page.getByRole("heading", { name: /Extracted Transactions/ }).waitFor();
    await page
      .getByTestId("usage-meter")
      .getByText(/^5 of 5 pages used today/)
      .waitFor();

    await page.getByRole("button", { name: "Process Another File" }).click();
    const full = page.getByTestId("quota-full");
    await full.waitFor();
    expect(await full.innerText()).toMatch(
      /You have used all 5 pages of your Registered plan for the last 24 hours\. Conversions pause until the allowance renews at \d{2}:\d{2}, or upgrade for more pages now\./,
    );
    expect(await full.getByRole("link", { name: "See plans and pricing" }).getAttribute("href")).toBe(
      "/pricing",
    );

    await convertInBrowser("sixth.pdf");
    await page.getByTestId("converter-error").waitFor();
    expect(await page.getByTestId("converter-error").innerText()).toMatch(
      /^You have used 5 of your 5 pages \(5 pages per 24 hours on the Registered plan\)\. Your allowance renews at \d{2}:\d{2}\. Upgrade your plan to convert more now\.$/,
    );
    expect((await api(user.token).usage()).data.used).toBe(5);

    // The dashboard and the profile say so too.
    await open(page, "/dashboard");
    expect(await meterLine()).toMatch(/^5 of 5 pages used today, renews at \d{2}:\d{2}$/);
    expect(
      await page
        .getByTestId("usage-meter")
        .getByRole("link", { name: "Upgrade for more pages" })
        .getAttribute("href"),
    ).toBe("/pricing");
  });

  it("an upgrade applies at once: the meter shows the new plan's month", async () => {
    await api().dev.setPlan({ email: user.email, plan: "starter", secret: inject("outboxSecret") });
    await open(page, "/profile");
    expect(await meterLine()).toMatch(
      /^0 of 400 pages used this month, renews at [A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}$/,
    );
    expect(await page.getByTestId("usage-meter").getByText("Starter plan").count()).toBe(1);
  });
});
