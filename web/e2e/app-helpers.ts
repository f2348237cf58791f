/**
 * Shared pieces of the signed-in screens' browser tests: the corpus (tests skip with a notice when
 * it is absent), conversions made through the API where the UI is not under test, downloads and
 * reading the CSV, Excel, JSON and ZIP files they produce.
 */
import { existsSync, openAsBlob, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SCANS_SAMPLE_DIR } from "@statement-converter/engine/testing/node";
import type { ProcessAndSaveResponse } from "@statement-converter/sdk";
import { strFromU8, unzipSync } from "fflate";
import type { Download, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { api, type TestUser } from "./helpers";

export const CORPUS = fileURLToPath(new URL("../../../shared/corpus/", import.meta.url));

export interface TruthTransaction {
  date: string;
  description: string;
  details: string;
  amount: number;
  balance: number | null;
  type: string;
}
export interface Truth {
  file: string;
  bankName?: string;
  password?: string;
  openingBalance?: number;
  closingBalance?: number;
  transactions: TruthTransaction[];
}

/** True when every named corpus file exists; otherwise prints which test group is skipped. */
export function haveCorpus(suite: string, ...names: string[]): boolean {
  const missing = names.filter((n) => !existsSync(`${CORPUS}${n}`));
  if (missing.length)
    console.warn(`[${suite}] corpus files missing (${missing.join(", ")}): those tests are skipped`);
  return missing.length === 0;
}

export const corpusPath = (name: string) => `${CORPUS}${name}`;

/** A one-page scan (200 dpi, no text layer) and its truth, from the engine's OCR tests. */
export const SCAN = {
  pdf: join(SCANS_SAMPLE_DIR, "creditsFirst-200dpi.pdf"),
  truth: join(SCANS_SAMPLE_DIR, "creditsFirst-200dpi.truth.json"),
};

export function readTruth(stem: string): Truth {
  return JSON.parse(readFileSync(`${CORPUS}${stem}.truth.json`, "utf8")) as Truth;
}

/** Converts a corpus PDF for `user` through the API, stored under `fileName`. */
export async function convertCorpus(
  user: TestUser,
  pdf: string,
  fileName = pdf,
  password?: string,
): Promise<ProcessAndSaveResponse> {
  const blob = await openAsBlob(corpusPath(pdf), { type: "application/pdf" });
  return api(user.token).conversions.convert(blob, { fileName, ...(password ? { password } : {}) });
}

/** Uploads a PDF without processing it: a `pending` conversion (cheap, for list tests). */
export async function uploadOnly(user: TestUser, fileName: string, bytes: Uint8Array): Promise<string> {
  const res = await api(user.token).conversions.upload(
    new Blob([bytes as BlobPart], { type: "application/pdf" }),
    {
      fileName,
    },
  );
  return res.data.uploadId;
}

/** Runs `action` and returns the download it starts, with its bytes. */
export async function download(
  page: Page,
  action: () => Promise<unknown>,
): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), action()]);
  return {
    name: (file as Download).suggestedFilename(),
    bytes: await readFile((await (file as Download).path())!),
  };
}

/**
 * Waits until nothing covers the middle of `target`, where a click lands. The top-right toasts of
 * the last export can lie over an Export button, and they pause while the pointer is over them
 * (components/toaster.tsx): a click aimed at the button would rest the pointer on them, and they
 * would never leave. So the pointer is moved away and the toasts are let go first, as a user would.
 */
export async function uncovered(page: Page, target: Locator): Promise<void> {
  await page.mouse.move(0, 0);
  await target.scrollIntoViewIfNeeded();
  await expect
    .poll(
      () =>
        target.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Opens an Export menu (its button) and picks a format by its label: 'CSV', 'Excel', 'QBO (QuickBooks)'... */
export async function exportFrom(page: Page, menu: Locator, format: string) {
  await uncovered(page, menu);
  return download(page, async () => {
    await menu.click();
    await page.getByRole("menuitem", { name: format, exact: true }).click();
    // The pointer moves on, as a user's does: left where the menu was, it would rest over the
    // top-right toasts that the export shows, which pause while hovered and cover what is under them.
    await page.mouse.move(0, 0);
  });
}

/** The rows of the first sheet of an XLSX file, as text (shared or inline strings, numbers). */
export function xlsxRows(bytes: Uint8Array): string[][] {
  const files = unzipSync(bytes);
  const sheet = strFromU8(files["xl/worksheets/sheet1.xml"]!);
  const sharedXml = files["xl/sharedStrings.xml"] ? strFromU8(files["xl/sharedStrings.xml"]) : "";
  const shared = [...sharedXml.matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    [...m[1]!.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => unescapeXml(t[1]!)).join(""),
  );
  return [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: string[] = [];
    for (const cell of row[1]!.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1] ?? "";
      const body = cell[2] ?? "";
      // Empty cells may be left out: the reference (r="C2") gives the column.
      const letters = /\br="([A-Z]+)\d+"/.exec(attrs)?.[1];
      const column = letters
        ? [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1
        : cells.length;
      const inline = /<is>[\s\S]*?<t[^>]*>([\s\S]*?)<\/t>/.exec(body);
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? "";
      while (cells.length < column) cells.push("");
      cells[column] = inline
        ? unescapeXml(inline[1]!)
        : /t="s"/.test(attrs)
          ? (shared[Number(value)] ?? "")
          : unescapeXml(value);
    }
    return cells;
  });
}

function unescapeXml(s: string): string {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** The file names and bytes inside a ZIP. */
export function zipEntries(bytes: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(bytes);
}

/** Amounts of the truth, as the CSV writes them (2 decimals, no symbols). */
export const csvAmounts = (truth: Truth) => truth.transactions.map((t) => t.amount.toFixed(2));

/** '$1,234.56' as the screens show money. */
export const usd = (n: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);

/** The body rows of the table inside `scope`. */
export function bodyRows(scope: Locator): Locator {
  return scope.locator("tbody tr");
}

/** Waits until `read()` equals `expected` (the UI settles after a navigation or a save). */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    try {
      expect(last).toEqual(expected);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  expect(last).toEqual(expected);
}
