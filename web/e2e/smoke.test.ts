import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumSuite, web } from "./helpers";

let page: Page;

chromiumSuite(async (opened) => {
  page = opened.page;
});

describe("the web origin", () => {
  it("server-renders the home page", async () => {
    const res = await page.goto(`${web}/`);
    expect(res?.status()).toBe(200);
    // Server-rendered: the heading is in the HTML before any script runs.
    expect(await res?.text()).toContain("Statement Converter");
    await expect(page.title()).resolves.toContain("Statement Converter");
  });

  it("reaches the API Worker at /api/health through the service binding", async () => {
    const res = await page.goto(`${web}/api/health`);
    expect(res?.status()).toBe(200);
    expect(JSON.parse((await page.locator("body").textContent()) ?? "")).toEqual({
      success: true,
      data: { status: "ok", version: "0.1.0", db: "ok", storage: "ok" },
    });
  });
});
