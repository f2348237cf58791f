import { env } from "cloudflare:test";
import {
  conversionResponseSchema,
  ERROR_STATUS,
  type ErrorCode,
  type WireTransaction,
} from "@statement-converter/contract";
import {
  type Statement,
  type StatementAccount,
  type Transaction,
  toAccountJson,
} from "@statement-converter/engine";
import { describe, expect, it } from "vitest";
import { call, fromBase64, makeUser, read, upload } from "./helpers.js";

/**
 * The engine's generated spreadsheets and CSV files (engine/test/sheets) through the API in
 * workerd: uploaded by their signature, converted exactly as their truth says, and the hostile
 * ones ending with their codes.
 */

type Truth = Pick<
  Statement,
  | "bankName"
  | "accountNumber"
  | "currency"
  | "periodStart"
  | "periodEnd"
  | "openingBalanceCents"
  | "closingBalanceCents"
  | "pageCount"
> & { accounts?: StatementAccount[]; transactions: Omit<Transaction, "date" | "account">[] };

const sheets = env.TEST_SHEETS;
const names = Object.keys(sheets.truth).sort();

const MEDIA: Record<string, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xlsm: "application/vnd.ms-excel.sheet.macroEnabled.12",
  xls: "application/vnd.ms-excel",
  csv: "text/csv",
};
const extOf = (name: string) => name.slice(name.lastIndexOf(".") + 1);
const cents = (n: number | null) => (n === null ? null : Math.round(n * 100));

/** A wire row back in the engine's terms (its account too where the truth has several), to compare with the truth. */
const engineRow = (withAccount: boolean) => (t: WireTransaction) => ({
  ...(withAccount ? { account: t.account } : {}),
  parsedDate: t.parsedDate,
  valueDate: t.valueDate,
  description: t.description,
  details: t.additional_Details,
  type: t.transaction_Type,
  amountCents: cents(t.amount),
  balanceCents: cents(t.balance),
  reference: t.reference_Number,
});

const processAndSave = (token: string, uploadId: string) =>
  call("/pdfprocessing/process-and-save", { method: "POST", token, json: { uploadId } });

async function detail(token: string, id: string) {
  return conversionResponseSchema.parse(await read(await call(`/conversion/${id}`, { token }))).data;
}

describe("spreadsheet and CSV statements through the API", () => {
  it("has the engine's 13 generated files", () => {
    expect(names.length).toBe(13);
    expect(new Set(names.map(extOf))).toEqual(new Set(["xlsx", "xls", "csv"]));
  });

  for (const name of names) {
    it(`${name}: stored with its type, converted exactly (rows, balances, accounts, pages), reconciled`, async () => {
      const truth = sheets.truth[name] as Truth;
      const { user, token } = await makeUser();
      const bytes = fromBase64(sheets.files[name] as string);
      const res = await upload(token, bytes, name, MEDIA[extOf(name)]);
      expect(res.status).toBe(201);
      const id = (await read(res)).data.uploadId as string;
      const stored = await env.FILES.get(`users/${user.id}/uploads/${id}.${extOf(name)}`);
      expect(stored?.httpMetadata?.contentType).toBe(MEDIA[extOf(name)]);
      expect(new Uint8Array(await (stored as R2ObjectBody).arrayBuffer())).toEqual(bytes);

      const processed = await processAndSave(token, id);
      expect(processed.status).toBe(200);
      expect(await read(processed)).toMatchObject({
        success: true,
        extractedCount: truth.transactions.length,
        reconciled: true,
        warnings: [],
      });
      const data = await detail(token, id);
      expect(data).toMatchObject({
        status: "completed",
        fileName: name,
        bankName: truth.bankName,
        accountNumber: truth.accountNumber,
        currency: truth.currency,
        periodStart: truth.periodStart,
        periodEnd: truth.periodEnd,
        openingBalance: truth.openingBalanceCents === null ? null : truth.openingBalanceCents / 100,
        closingBalance: truth.closingBalanceCents === null ? null : truth.closingBalanceCents / 100,
        pageCount: truth.pageCount,
        reconciled: true,
        transactionsCount: truth.transactions.length,
      });
      expect(data.extractedTransactions.map(engineRow(truth.accounts !== undefined))).toEqual(
        truth.transactions,
      );
      if (truth.accounts) expect(data.accounts).toEqual(truth.accounts.map(toAccountJson));
      // Converted: the upload is no longer kept.
      expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toEqual([]);
    });
  }

  it("accepts a workbook or CSV by its content whatever its name and type say", async () => {
    const { token } = await makeUser();
    const xlsx = fromBase64(sheets.files["usTwoCol.xlsx"] as string);
    const csv = fromBase64(sheets.files["deDotDates.csv"] as string);
    for (const [bytes, name, type] of [
      [xlsx, "download", "application/octet-stream"],
      [xlsx, "statement.xls", "application/vnd.ms-excel"],
      [csv, "umsaetze.txt", "text/plain"],
      [csv, "umsaetze", ""],
    ] as const) {
      const res = await upload(token, bytes, name, type);
      expect([name, res.status]).toEqual([name, 201]);
      const processed = await processAndSave(token, (await read(res)).data.uploadId);
      expect([name, processed.status]).toEqual([name, 200]);
    }
  });

  it("/pdfprocessing/process reads a workbook sent as base64, and refuses a Markdown file", async () => {
    const { token } = await makeUser();
    const truth = sheets.truth["esConcepto.xlsx"] as Truth;
    const res = await call("/pdfprocessing/process", {
      method: "POST",
      token,
      json: { base64Data: sheets.files["esConcepto.xlsx"], fileName: "esConcepto.xlsx" },
    });
    expect(res.status).toBe(200);
    const body = await read(res);
    expect(body.reconciled).toBe(true);
    expect(body.transactions.map(engineRow(false))).toEqual(truth.transactions);
    const md = await call("/pdfprocessing/process", {
      method: "POST",
      token,
      json: { base64Data: btoa("# March\n"), fileName: "notes.md" },
    });
    expect([md.status, (await read(md)).code]).toEqual([415, "UNSUPPORTED_FORMAT"]);
  });

  it("refuses other types (415) and a workbook named .pdf (PDF_INVALID) at the upload", async () => {
    const { token } = await makeUser();
    const xlsx = fromBase64(sheets.files["usTwoCol.xlsx"] as string);
    const refused = [
      [
        new TextEncoder().encode("# March\n\nNothing here.\n"),
        "notes.md",
        "text/markdown",
        415,
        "UNSUPPORTED_FORMAT",
      ],
      [
        new TextEncoder().encode("<!doctype html><p>hi</p>"),
        "page.html",
        "text/html",
        415,
        "UNSUPPORTED_FORMAT",
      ],
      [xlsx, "march.pdf", "application/pdf", 422, "PDF_INVALID"],
      [fromBase64(sheets.hostile["random.xlsx"] as string), "random.xlsx", MEDIA.xlsx, 422, "SHEET_INVALID"],
    ] as const;
    for (const [bytes, name, type, status, code] of refused) {
      const res = await upload(token, bytes, name, type);
      expect([name, res.status, (await read(res)).code]).toEqual([name, status, code]);
    }
  });
});

describe("hostile spreadsheets through the API", () => {
  for (const [name, code] of Object.entries(sheets.hostileCodes)) {
    it(`${name}: ${code}, answered within seconds of processing (npm run fuzz holds them to one)`, async () => {
      const { user, token } = await makeUser();
      const res = await upload(token, fromBase64(sheets.hostile[name] as string), name, MEDIA[extOf(name)]);
      // Bytes with nothing readable are refused at the door; the rest fail when processed.
      if (res.status !== 201) {
        expect([res.status, (await read(res)).code]).toEqual([422, code]);
        return;
      }
      const id = (await read(res)).data.uploadId as string;
      const started = Date.now();
      const processed = await processAndSave(token, id);
      const elapsed = Date.now() - started;
      // Generous for a slow, shared machine.
      expect(elapsed).toBeLessThan(5_000);
      if (code === "OK") {
        expect(processed.status).toBe(200);
        expect((await detail(token, id)).status).toBe("completed");
        return;
      }
      expect(processed.status).toBe(ERROR_STATUS[code as ErrorCode]);
      expect((await read(processed)).code).toBe(code);
      expect(await detail(token, id)).toMatchObject({ status: "failed", errorCode: code });
      // Past the engine's bounds the upload is dropped; otherwise it is kept for a retry.
      const kept = (await env.FILES.list({ prefix: `users/${user.id}/` })).objects.length;
      expect(kept).toBe(code === "PDF_TOO_COMPLEX" ? 0 : 1);
    });
  }
});
