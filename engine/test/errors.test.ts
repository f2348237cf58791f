import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { EngineError, extractStatement, type FileErrorCode } from "../src/index.js";
import { drawPdf, type Text } from "./fixtures/pdf.js";
import { pdfWithStream } from "./fixtures/stream-pdf.js";

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error("expected the extraction to fail");
}

async function codeOf(promise: Promise<unknown>): Promise<FileErrorCode> {
  return (await failure(promise)).code;
}

const statementPage: Text[] = [
  { x: 34, y: 50, text: "Example Bank", size: 16 },
  { x: 34, y: 70, text: "Statement period 01/03/2024 - 31/03/2024" },
  { x: 37, y: 100, text: "Date" },
  { x: 100, y: 100, text: "Description" },
  { x: 470, y: 100, text: "Amount", align: "right" },
  { x: 560, y: 100, text: "Balance", align: "right" },
  { x: 37, y: 114, text: "04/03/2024" },
  { x: 100, y: 114, text: "CARD PAYMENT TO TESCO" },
  { x: 470, y: 114, text: "-12.00", align: "right" },
  { x: 560, y: 114, text: "988.00", align: "right" },
];

describe("files that cannot be converted", () => {
  it("refuses an empty file", async () => {
    expect(await codeOf(extractStatement(new Uint8Array(0)))).toBe("FILE_EMPTY");
  });

  it("refuses a file over 10 MiB before reading it", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    const error = await failure(extractStatement(big));
    expect(error.code).toBe("FILE_TOO_LARGE");
    expect(error.message).toMatch(/10 MB/);
  });

  it("reads spreadsheets by content, calls other types unsupported and a non-PDF named .pdf invalid", async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);
    expect(await codeOf(extractStatement(zip, { fileName: "march.xlsx" }))).toBe("SHEET_INVALID");
    expect(await codeOf(extractStatement(zip, { fileName: "march.docx" }))).toBe("UNSUPPORTED_FORMAT");
    expect(await codeOf(extractStatement(zip, { fileName: "march.pdf" }))).toBe("PDF_INVALID");
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
    expect(await codeOf(extractStatement(png, { fileName: "scan.png" }))).toBe("UNSUPPORTED_FORMAT");
    const text = new TextEncoder().encode("Date,Description,Amount\n2024-03-01,Coffee,-3.00\n");
    expect(await codeOf(extractStatement(text, { fileName: "march.pdf" }))).toBe("PDF_INVALID");
    const statement = await extractStatement(text, { fileName: "march.csv" });
    expect(statement.transactions.map((t) => [t.parsedDate, t.description, t.amountCents])).toEqual([
      ["2024-03-01", "Coffee", -300],
    ]);
  });

  it("calls a truncated or corrupt PDF invalid", async () => {
    const pdf = await drawPdf([statementPage]);
    expect(await codeOf(extractStatement(pdf.slice(0, Math.floor(pdf.length / 3))))).toBe("PDF_INVALID");
    const junk = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> garbage garbage\n");
    expect(await codeOf(extractStatement(junk))).toBe("PDF_INVALID");
  });

  it("calls an image-only PDF scanned", async () => {
    const pdf = await drawPdf([statementPage, statementPage], { imagePages: [0, 1] });
    const error = await failure(extractStatement(pdf));
    expect(error.code).toBe("PDF_SCANNED");
    expect(error.message).toMatch(/no readable text layer/);
  });

  it("calls a text layer of garbage glyphs scanned", async () => {
    const page = Array.from({ length: 30 }, (_, i) =>
      statementPage.map((t) => ({ ...t, y: t.y + (i % 5) * 120 })),
    )
      .slice(0, 5)
      .flat();
    const pdf = await drawPdf([page], { garbageText: true });
    expect(await codeOf(extractStatement(pdf))).toBe("PDF_SCANNED");
  });

  it("says an invoice or a letter holds no transactions", async () => {
    const invoice = await drawPdf([
      [
        { x: 48, y: 60, text: "INVOICE", size: 22 },
        { x: 441, y: 60, text: "Invoice date: January 18, 2025" },
        { x: 48, y: 90, text: "Brightline Creative Studio LLC" },
        { x: 50, y: 200, text: "Date" },
        { x: 144, y: 200, text: "Description" },
        { x: 354, y: 200, text: "Qty" },
        { x: 437, y: 200, text: "Unit price", align: "right" },
        { x: 518, y: 200, text: "Amount", align: "right" },
        { x: 50, y: 220, text: "01/18/2025" },
        { x: 144, y: 220, text: "Website redesign - phase 2" },
        { x: 387, y: 220, text: "1", align: "right" },
        { x: 476, y: 220, text: "$4,800.00", align: "right" },
        { x: 562, y: 220, text: "$4,800.00", align: "right" },
        { x: 50, y: 240, text: "01/19/2025" },
        { x: 144, y: 240, text: "Logo refresh" },
        { x: 387, y: 240, text: "1", align: "right" },
        { x: 476, y: 240, text: "$950.00", align: "right" },
        { x: 562, y: 240, text: "$950.00", align: "right" },
        { x: 476, y: 270, text: "Total due", align: "right" },
        { x: 562, y: 270, text: "$5,750.00", align: "right" },
      ],
    ]);
    const error = await failure(extractStatement(invoice));
    expect(error.code).toBe("NO_TRANSACTIONS");
    expect(error.message).toMatch(/not look like a bank statement/);

    const letter = await drawPdf([
      [
        { x: 50, y: 80, text: "Dear customer," },
        { x: 50, y: 100, text: "Your account balance and statement are available online from 1 March 2024." },
        { x: 50, y: 120, text: "Kind regards, Example Bank" },
      ],
    ]);
    expect(await codeOf(extractStatement(letter))).toBe("NO_TRANSACTIONS");
  });

  it("stops at the page and text caps", async () => {
    const pdf = await drawPdf([statementPage, statementPage, statementPage]);
    const pages = await failure(extractStatement(pdf, { limits: { maxPages: 2 } }));
    expect(pages.code).toBe("PDF_TOO_COMPLEX");
    expect(pages.message).toMatch(/: 3 pages \(at most 2\)\. /);
    expect(await codeOf(extractStatement(pdf, { limits: { maxTextItems: 5 } }))).toBe("PDF_TOO_COMPLEX");
    const ok = await extractStatement(pdf, { limits: { maxPages: 3 } });
    expect(ok.transactions.length).toBe(3);
  });

  it("refuses a PDF whose compressed content inflates past the cap (a zip bomb)", async () => {
    const bomb = pdfWithStream(3 * 1024 * 1024);
    const error = await failure(extractStatement(bomb, { limits: { maxInflatedBytes: 1024 * 1024 } }));
    expect(error.code).toBe("PDF_TOO_COMPLEX");
    expect(error.message).toMatch(/compressed content that expands past 1 MB/);
    // Under the default cap the same file is read, and has no text.
    expect(await codeOf(extractStatement(bomb))).toBe("PDF_SCANNED");
  });
});

const corpusFile = resolve(
  fileURLToPath(import.meta.url),
  "../../../../shared/corpus/encrypted-statement.pdf",
);

describe.skipIf(!existsSync(corpusFile))("password-protected PDF (shared corpus)", () => {
  const bytes = () => new Uint8Array(readFileSync(corpusFile));

  it("asks for the password, tries the empty one and rejects a wrong one", async () => {
    const none = await failure(extractStatement(bytes()));
    expect(none.code).toBe("PDF_ENCRYPTED");
    expect(none.message).toMatch(/password-protected/);
    const empty = await failure(extractStatement(bytes(), { password: "" }));
    expect(empty.code).toBe("PDF_ENCRYPTED");
    expect(empty.message).toMatch(/incorrect/);
    expect(await codeOf(extractStatement(bytes(), { password: "wrong" }))).toBe("PDF_ENCRYPTED");
  });

  it("decrypts with the right password and leaves the caller's bytes untouched", async () => {
    const input = bytes();
    const copy = input.slice();
    const st = await extractStatement(input, { password: "stmt-4007" });
    expect(st.transactions.length).toBe(46);
    expect(st.reconciled).toBe(true);
    expect(input).toEqual(copy);
  });
});
