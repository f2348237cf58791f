import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import {
  EngineError,
  type ExtractProgress,
  extractStatement,
  fromStatementJson,
  type Statement,
  toStatementJson,
} from "../src/index.js";
import { nodeOcrReader } from "../src/ocr/node.js";
import type { OcrReader } from "../src/ocr/types.js";

// Image-only scans made by test/scans/generate.mjs (200 dpi, skewed, noisy, JPEG) with their
// truth; OCR takes a few seconds a page, so the suite reads four pages in all.
const sample = (name: string) => new URL(`./scans/sample/${name}`, import.meta.url);
const bytesOf = (url: URL) => new Uint8Array(readFileSync(url));

interface TruthRow {
  date: string;
  amount: number;
  balance: number | null;
}

/** Rows matched on date and amount to the cent, in order (the corpus scorer's key). */
function matched(statement: Statement, truth: TruthRow[]): number {
  const left = truth.map((t) => `${t.date}|${Math.round(t.amount * 100)}`);
  let n = 0;
  for (const t of statement.transactions) {
    const i = left.indexOf(`${t.parsedDate}|${t.amountCents}`);
    if (i >= 0) {
      left.splice(i, 1);
      n++;
    }
  }
  return n;
}

function f1(statement: Statement, truth: TruthRow[]): number {
  const m = matched(statement, truth);
  return (2 * m) / (statement.transactions.length + truth.length);
}

let ocr: OcrReader;
beforeAll(async () => {
  ocr = await nodeOcrReader();
});

describe("scanned statements, read by OCR", { timeout: 120_000 }, () => {
  it("reads a one-page 200-dpi scan's rows, each with its confidence, and marks what does not add up", async () => {
    const truth = JSON.parse(readFileSync(sample("creditsFirst-200dpi.truth.json"), "utf8"));
    const progress: ExtractProgress[] = [];
    const statement = await extractStatement(bytesOf(sample("creditsFirst-200dpi.pdf")), {
      ocr,
      onProgress: (p) => progress.push(p),
    });
    expect(statement.ocrPages).toEqual([1]);
    expect(f1(statement, truth.transactions)).toBeGreaterThanOrEqual(0.95);
    // The title (larger print) is read or left out, never misread into another bank's name: read
    // at 300 dpi, Tesseract's page layout leaves it out on this scan (docs/decisions/0018-ocr.md).
    expect([null, "Copperline Credit Union"]).toContain(statement.bankName);
    expect(progress).toEqual([
      { stage: "ocr", done: 0, pages: 1 },
      { stage: "ocr", done: 1, pages: 1 },
    ]);
    for (const t of statement.transactions) {
      expect(t.confidence).toBeGreaterThan(0);
      expect(t.confidence).toBeLessThanOrEqual(1);
    }
    const low = statement.warnings.filter((w) => w.code === "LOW_CONFIDENCE").map((w) => w.row);
    expect(low).toEqual(
      statement.transactions.flatMap((t, i) => ((t.confidence as number) < 0.8 ? [i] : [])),
    );
    // Reconciled only when the figures add up; otherwise the breaks are named.
    const breaks = statement.warnings.filter((w) => /MISMATCH/.test(w.code));
    expect(statement.reconciled).toBe(breaks.length === 0);
    // The Statement JSON carries both (additive fields), and reads back.
    const json = toStatementJson(statement);
    expect(json.ocrPages).toEqual([1]);
    expect(json.transactions.map((t) => t.confidence)).toEqual(
      statement.transactions.map((t) => t.confidence),
    );
    expect(fromStatementJson(json).transactions[0]?.confidence).toBe(statement.transactions[0]?.confidence);
  });

  it("reads a German scan's letters in German: umlauts as printed, amounts as the English model reads them", async () => {
    const truth = JSON.parse(readFileSync(sample("deSollHaben-200dpi.truth.json"), "utf8"));
    const statement = await extractStatement(bytesOf(sample("deSollHaben-200dpi.pdf")), { ocr });
    const printed = new Set<string>(truth.transactions.map((t: { description: string }) => t.description));
    const exact = statement.transactions.map((t) => t.description).filter((d) => printed.has(d));
    // Read by the English model alone, none of them is ("Kontofiihrung", "Uberweisung").
    expect(exact.filter((d) => /[äöüÄÖÜß]/.test(d)).length).toBeGreaterThanOrEqual(8);
    expect(exact).toContain("Entgelt Kontoführung");
    expect(f1(statement, truth.transactions)).toBeGreaterThanOrEqual(0.85);
  });

  it("reads a currency sign the model has no letter for from its glyph, never as a figure", async () => {
    // Every amount and balance of the page is printed after `₹`, which the English model reads as
    // `%`, `X` or a figure (`₹149.40` as `2149.40`): ocr/unknown-signs.ts.
    const truth = JSON.parse(readFileSync(sample("inModeLong-page1-200dpi.truth.json"), "utf8"));
    const statement = await extractStatement(bytesOf(sample("inModeLong-page1-200dpi.pdf")), { ocr });
    const cents = (units: number | null) => (units === null ? null : Math.round(units * 100));
    const printed = new Set(
      truth.transactions.map((t: TruthRow) => `${cents(t.amount)} ${cents(t.balance)}`),
    );
    const read = statement.transactions.map((t) => `${t.amountCents} ${t.balanceCents}`);
    // Every amount and balance read is the one printed (before: 5 amounts and 2 balances of the
    // page with a figure for the sign). OCR reads one deposit, `₹1.54`, with no confidence at all,
    // so its row is lost, with the day's date it printed (the day's two other rows take the day
    // before: 17 of 20 match on date and amount), and the break it leaves is marked.
    expect(read.filter((r) => !printed.has(r))).toEqual([]);
    expect(read).toHaveLength(19);
    expect(matched(statement, truth.transactions)).toBe(17);
    expect(statement.reconciled).toBe(false);
    expect(statement.warnings.map((w) => w.code)).toContain("BALANCE_MISMATCH");
  });

  it("refuses a scan as PDF_SCANNED when no OCR reader is given", async () => {
    const error = await extractStatement(bytesOf(sample("creditsFirst-200dpi.pdf"))).catch((e) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe("PDF_SCANNED");
  });

  it("tells beforeOcr the pages to read before reading any, with or without a reader; what it throws ends the run", async () => {
    const heard: number[][] = [];
    const stop = new Error("read elsewhere");
    const error = await extractStatement(bytesOf(sample("ukCarried-200dpi.pdf")), {
      beforeOcr: (pages) => {
        heard.push(pages);
        throw stop;
      },
      ocr: { recognise: () => expect.fail("no page is read after beforeOcr throws") },
    }).catch((e) => e);
    expect(error).toBe(stop);
    expect(heard).toEqual([[1, 2, 3]]);
    // Without a reader the pages are heard and left unread: the scan is still PDF_SCANNED.
    const unread = await extractStatement(bytesOf(sample("creditsFirst-200dpi.pdf")), {
      beforeOcr: (pages) => void heard.push(pages),
    }).catch((e) => e);
    expect(heard[1]).toEqual([1]);
    expect((unread as EngineError).code).toBe("PDF_SCANNED");
  });

  it("reads a mixed PDF each page its own way: the text layer where there is one, OCR for the scanned page", async () => {
    const text = await PDFDocument.load(readFileSync(new URL("./printed/ukCarried.pdf", import.meta.url)));
    const scan = await PDFDocument.load(readFileSync(sample("ukCarried-200dpi.pdf")));
    const mixed = await PDFDocument.create();
    const [p1, p3] = await mixed.copyPages(text, [0, 2]);
    const [p2] = await mixed.copyPages(scan, [1]);
    for (const p of [p1, p2, p3]) mixed.addPage(p as never);
    const truth = JSON.parse(readFileSync(sample("ukCarried-200dpi.truth.json"), "utf8"));
    const statement = await extractStatement(await mixed.save(), { ocr });
    expect(statement.ocrPages).toEqual([2]);
    expect(f1(statement, truth.transactions)).toBeGreaterThanOrEqual(0.95);
    // Rows from the text layer carry no confidence; rows read by OCR do.
    expect(statement.transactions[0]?.confidence).toBeUndefined();
    expect(statement.transactions.some((t) => t.confidence !== undefined)).toBe(true);
    // Rows read by OCR have their boxes from the OCR words, on the scanned page.
    for (const t of statement.transactions.filter((r) => r.confidence !== undefined)) {
      expect(t.source?.page).toBe(2);
      expect(t.source?.boxes?.length).toBeGreaterThan(0);
      for (const [x0, y0, x1, y1] of t.source?.boxes ?? []) {
        expect(x0 >= 0 && x0 < x1 && x1 <= 596 && y0 >= 0 && y0 < y1 && y1 <= 843).toBe(true);
      }
    }
  });
});
