/**
 * Review at a glance in Chromium (issue 22): the statement's pages drawn beside the rows on the
 * converter (the user's file, nothing uploaded again) and on the results screen after 'Open the
 * PDF to compare' (the file checked against the conversion's SHA-256), a row's lines outlined on
 * its page, the balance line with its opening, closing and breaks, the rows that need a look with
 * 'Next to check', the filter, and a corrected row losing its mark.
 */
import { readFileSync } from "node:fs";
import {
  type FixtureStatement,
  SAMPLE_STATEMENT,
  statementPdf,
  statementRowBoxes,
} from "@statement-converter/engine/testing";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { bodyRows, convertCorpus, corpusPath, eventually, haveCorpus, readTruth, usd } from "./app-helpers";
import type { TestBrowser } from "./browser";
import {
  api,
  chromiumSuite,
  createUser,
  expectAccessible,
  expectToast,
  open,
  signInBrowser,
  type TestUser,
} from "./helpers";

const CORPUS_OK = haveCorpus("review", "summit-01.pdf", "summit-01.truth.json");

/** Nine rows; the 7th's printed amount (-97.10) is not the -79.10 that moved its balance. */
const MISPRINT: FixtureStatement = {
  ...SAMPLE_STATEMENT,
  rows: [
    ...SAMPLE_STATEMENT.rows.slice(0, 4),
    { date: "2026-03-16", description: "CHECK 1043", amountCents: -4_500 },
    { date: "2026-03-18", description: "TRANSFER FROM SAVINGS", amountCents: 30_000 },
    { date: "2026-03-20", description: "UTILITY WATER BILL", amountCents: -7_910, printedCents: -9_710 },
    { date: "2026-03-24", description: "CARD PURCHASE BOOKSHOP", amountCents: -2_599 },
    SAMPLE_STATEMENT.rows[4]!,
  ],
};
const CLOSING_CENTS = MISPRINT.openingCents + MISPRINT.rows.reduce((sum, r) => sum + r.amountCents, 0);

let browser: TestBrowser;
let page: Page;
let misprint: Uint8Array;
let truthBoxes: number[][];
let summitId = "";
let user: TestUser;

chromiumSuite(async (opened) => {
  ({ browser, page } = opened);
  user = await createUser({ firstName: "Vera", lastName: "Review" });
  await signInBrowser(browser, user);
  misprint = await statementPdf(MISPRINT);
  truthBoxes = await statementRowBoxes(MISPRINT);
  if (CORPUS_OK) summitId = (await convertCorpus(user, "summit-01.pdf")).uploadId;
}, 120_000);

const row = (n: number) => page.locator(`.transactions-table tbody tr[data-row="${n}"]`).first();
const outline = (n: number) => page.locator(`[data-outline="${n}"]`).first();

/**
 * Where an outline is drawn, in PDF points from its page's top-left: the outline's geometry as
 * placed on screen (its bounding box through the marks layer's transform, the stroke left out),
 * measured against its page's canvas, whose size in points the marks layer carries (viewBox).
 */
async function outlinePoints(target: Locator): Promise<number[]> {
  return target.evaluate((g) => {
    const el = g as SVGGraphicsElement;
    const svg = el.ownerSVGElement!;
    const canvas = svg.parentElement!.querySelector("canvas")!.getBoundingClientRect();
    const [, , width, height] = svg.getAttribute("viewBox")!.split(" ").map(Number) as number[];
    const box = el.getBBox();
    const ctm = el.getScreenCTM()!;
    const at = (x: number, y: number) => new DOMPoint(x, y).matrixTransform(ctm);
    const topLeft = at(box.x, box.y);
    const bottomRight = at(box.x + box.width, box.y + box.height);
    const sx = width! / canvas.width;
    const sy = height! / canvas.height;
    return [
      (topLeft.x - canvas.left) * sx,
      (topLeft.y - canvas.top) * sy,
      (bottomRight.x - canvas.left) * sx,
      (bottomRight.y - canvas.top) * sy,
    ];
  });
}

function expectWithin(actual: number[], expected: number[], points: number) {
  actual.forEach((v, i) => {
    expect(Math.abs(v - expected[i]!), `edge ${i}: ${actual} vs ${expected}`).toBeLessThanOrEqual(points);
  });
}

describe("right after a conversion (converter)", () => {
  it("draws the pages beside the rows, outlines a picked row's lines and walks the rows to check", async () => {
    await open(page, "/pdf-converter");
    await page.getByLabel("Choose a statement (PDF, Excel or CSV)").setInputFiles({
      name: "misprint.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(misprint),
    });
    await page.getByRole("button", { name: "Extract Transactions" }).click();
    await page.getByTestId("statement-pages").waitFor({ timeout: 30_000 });

    // The balance line: the statement's opening and closing, one break, at row 7.
    expect(await page.getByTestId("balance-opening").textContent()).toBe(
      `Opening ${usd(MISPRINT.openingCents / 100)}`,
    );
    expect(await page.getByTestId("balance-closing").textContent()).toBe(
      `Closing ${usd(CLOSING_CENTS / 100)}`,
    );
    expect(await page.getByTestId("balance-summary").textContent()).toBe(
      `Balance from ${usd(MISPRINT.openingCents / 100)} to ${usd(CLOSING_CENTS / 100)}; 1 break`,
    );
    expect(await page.getByRole("button", { name: /^Break at row/ }).allInnerTexts()).toEqual([
      "Break at row 7",
    ]);
    expect(await row(7).getByTestId("row-reasons").innerText()).toBe(
      "Needs a look: break in the balance chain",
    );

    // Clicking the 7th row outlines its line on its page, where the statement printed it.
    await row(2).click();
    await row(7).click();
    await eventually(() => outline(7).getAttribute("class"), "statement-pages__row needs-check is-active");
    expectWithin(await outlinePoints(outline(7)), truthBoxes[6]!, 2);
    expect(await row(7).getAttribute("aria-current")).toBe("true");

    // Hovering a line on the page highlights its row.
    await outline(3).hover();
    await eventually(async () => (await row(3).getAttribute("class"))?.includes("is-hovered"), true);

    // Next to check lands on the break; the filter shows only the rows to check.
    await row(1).click();
    await page.getByRole("button", { name: "Next to check" }).click();
    await eventually(
      () => page.getByTestId("review-status").innerText(),
      "Row 7: break in the balance chain",
    );
    expect(await row(7).getAttribute("aria-current")).toBe("true");
    await page.getByLabel("Show only rows to check").check();
    await eventually(
      () =>
        bodyRows(page.locator(".conversion-result .transactions-table")).evaluateAll((rs) =>
          rs.map((r) => r.getAttribute("data-row")),
        ),
      ["7"],
    );
    await expectAccessible(page);
  });
});

describe("a past conversion (results)", () => {
  it("draws only the file that was converted, and a corrected row loses its mark", async () => {
    await page.getByRole("link", { name: "Open Results" }).click();
    await page.getByTestId("balance-chart").waitFor();
    const input = page.getByTestId("compare-pdf-input");

    // Another file is refused, and said to be another file.
    await input.setInputFiles({
      name: "other.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await statementPdf()),
    });
    expect(await page.getByTestId("compare-pdf-error").innerText()).toContain(
      "other.pdf is not the file this conversion was made from",
    );
    expect(await page.getByTestId("statement-pages").count()).toBe(0);

    await input.setInputFiles({
      name: "misprint.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(misprint),
    });
    await page.getByTestId("statement-pages").waitFor();
    await page.getByRole("button", { name: "Next to check" }).click();
    await eventually(() => outline(7).getAttribute("class"), "statement-pages__row needs-check is-active");
    expectWithin(await outlinePoints(outline(7)), truthBoxes[6]!, 2);

    // The right amount: the balances add up again and row 7 needs no look.
    await page.getByRole("button", { name: "Edit row 7" }).click();
    const form = page.getByRole("form", { name: "Edit row 7" });
    await form.getByLabel("Amount").fill("-79.10");
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Transaction saved. Balances reconciled");
    await eventually(() => page.getByTestId("review-bar").innerText(), "No rows need a look.");
    expect(await row(7).getAttribute("class")).not.toContain("is-flagged");
    expect(await page.getByTestId("balance-summary").textContent()).toContain("; no breaks");
    // The corrected row is still where it was printed.
    await row(7).click();
    await eventually(() => outline(7).getAttribute("class"), "statement-pages__row is-active");
    await expectAccessible(page);
  });

  it.skipIf(!CORPUS_OK)(
    "a corpus statement: the truth's balances on the line, its 7th row outlined where the engine found it",
    async () => {
      const truth = readTruth("summit-01");
      await open(page, `/results/${summitId}`);
      await page.getByTestId("balance-chart").waitFor();
      expect(await page.getByTestId("balance-opening").textContent()).toBe(
        `Opening ${usd(truth.openingBalance!)}`,
      );
      expect(await page.getByTestId("balance-closing").textContent()).toBe(
        `Closing ${usd(truth.closingBalance!)}`,
      );
      expect(await page.getByTestId("review-bar").innerText()).toBe("No rows need a look.");
      await page.getByTestId("compare-pdf-input").setInputFiles({
        name: "summit-01.pdf",
        mimeType: "application/pdf",
        buffer: readFileSync(corpusPath("summit-01.pdf")),
      });
      await page.getByTestId("statement-pages").waitFor();
      await row(7).click();
      await eventually(() => outline(7).getAttribute("class"), "statement-pages__row is-active");
      // The outline covers the row's lines as the API answered them (all its boxes, on its page).
      const source = (await api(user.token).conversions.get(summitId)).data.extractedTransactions[6]!.source!;
      const boxes = source.boxes!;
      expect(await outline(7).locator("xpath=ancestor::div[@data-page]").getAttribute("data-page")).toBe(
        String(source.page),
      );
      expectWithin(
        await outlinePoints(outline(7)),
        [
          Math.min(...boxes.map((b) => b[0])),
          Math.min(...boxes.map((b) => b[1])),
          Math.max(...boxes.map((b) => b[2])),
          Math.max(...boxes.map((b) => b[3])),
        ],
        2,
      );
    },
  );
});
