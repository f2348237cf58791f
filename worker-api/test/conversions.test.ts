import { env } from "cloudflare:test";
import {
  bulkDeleteResponseSchema,
  conversionResponseSchema,
  extractedDataResponseSchema,
  historyResponseSchema,
  processAndSaveResponseSchema,
  saveExtractedDataResponseSchema,
  statsResponseSchema,
} from "@statement-converter/contract";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { database } from "../src/db/client.js";
import { insertConversion } from "../src/db/queries/conversions.js";
import { converted, samplePdf, uploaded } from "./conversions-helpers.js";
import { call, makeUser, read } from "./helpers.js";

/** Conversions inserted straight into D1, for list queries: name, size, status, upload time. */
async function seed(
  userId: string,
  rows: [string, number, "pending" | "processing" | "completed" | "failed", string][],
) {
  const db = database(env.DB);
  const ids: string[] = [];
  for (const [fileName, fileSize, status, uploadDate] of rows) {
    const row = await insertConversion(db, {
      id: crypto.randomUUID(),
      userId,
      fileName,
      fileNameLower: fileName.toLowerCase(),
      fileSize,
      status,
      uploadDate,
    });
    ids.push(row.id);
  }
  return ids;
}

describe("GET /conversion/history", () => {
  it("filters, sorts and pages on the server", async () => {
    const { user, token } = await makeUser();
    await seed(user.id, [
      ["alpha.pdf", 300, "completed", "2026-01-01T10:00:00.000Z"],
      ["Beta_100%.pdf", 100, "failed", "2026-01-02T10:00:00.000Z"],
      ["gamma.pdf", 200, "completed", "2026-01-03T10:00:00.000Z"],
      ["delta.pdf", 400, "pending", "2026-01-04T10:00:00.000Z"],
      ["ALPHA-2.pdf", 50, "completed", "2026-01-05T10:00:00.000Z"],
    ]);
    const names = async (query: string) => {
      const res = await call(`/conversion/history${query}`, { token });
      expect(res.status).toBe(200);
      const body = historyResponseSchema.parse(await read(res));
      return { names: body.data.map((c) => c.fileName), pagination: body.pagination };
    };
    // Rows from before files were fingerprinted answer no SHA-256.
    const listed = historyResponseSchema.parse(await read(await call("/conversion/history", { token })));
    expect(listed.data.map((c) => c.fileSha256)).toEqual([null, null, null, null, null]);
    expect((await names("")).names).toEqual([
      "ALPHA-2.pdf",
      "delta.pdf",
      "gamma.pdf",
      "Beta_100%.pdf",
      "alpha.pdf",
    ]);
    expect(await names("?page=2&limit=2")).toEqual({
      names: ["gamma.pdf", "Beta_100%.pdf"],
      pagination: { currentPage: 2, totalPages: 3, totalCount: 5, pageSize: 2 },
    });
    expect((await names("?sort=oldest&limit=2")).names).toEqual(["alpha.pdf", "Beta_100%.pdf"]);
    expect((await names("?sort=name_asc")).names).toEqual([
      "ALPHA-2.pdf",
      "alpha.pdf",
      "Beta_100%.pdf",
      "delta.pdf",
      "gamma.pdf",
    ]);
    expect((await names("?sort=name_desc")).names[0]).toBe("gamma.pdf");
    expect((await names("?sort=largest")).names).toEqual([
      "delta.pdf",
      "alpha.pdf",
      "gamma.pdf",
      "Beta_100%.pdf",
      "ALPHA-2.pdf",
    ]);
    expect((await names("?sort=smallest")).names[0]).toBe("ALPHA-2.pdf");
    expect((await names("?search=ALPHA")).names).toEqual(["ALPHA-2.pdf", "alpha.pdf"]);
    // LIKE wildcards are literal in a search.
    expect((await names("?search=_100%25")).names).toEqual(["Beta_100%.pdf"]);
    expect((await names("?search=%25")).names).toEqual(["Beta_100%.pdf"]);
    expect((await names("?status=completed&sort=oldest")).names).toEqual([
      "alpha.pdf",
      "gamma.pdf",
      "ALPHA-2.pdf",
    ]);
    expect(await names("?search=zzz")).toEqual({
      names: [],
      pagination: { currentPage: 1, totalPages: 0, totalCount: 0, pageSize: 10 },
    });
  });

  it("works past 100 conversions", async () => {
    const { user, token } = await makeUser();
    const rows = Array.from({ length: 120 }, (_, i) => [
      `s${String(i).padStart(3, "0")}.pdf`,
      i,
      "completed",
      new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    ]) as [string, number, "completed", string][];
    await seed(user.id, rows);
    const page2 = historyResponseSchema.parse(
      await read(await call("/conversion/history?page=2&limit=100", { token })),
    );
    expect(page2.pagination).toEqual({ currentPage: 2, totalPages: 2, totalCount: 120, pageSize: 100 });
    expect(page2.data.map((c) => c.fileName)).toEqual(
      Array.from({ length: 20 }, (_, i) => `s${String(19 - i).padStart(3, "0")}.pdf`),
    );
  });

  it.each([
    ["?limit=0", "limit", "limit must be at least 1"],
    ["?limit=101", "limit", "limit must be at most 100"],
    ["?page=abc", "page", "page must be a number"],
    ["?status=done", "status", undefined],
    ["?sort=random", "sort", undefined],
  ])("refuses %s with 422 on %s", async (query, field, message) => {
    const { token } = await makeUser();
    const res = await call(`/conversion/history${query}`, { token });
    expect(res.status).toBe(422);
    const body = await read(res);
    expect(body.errors[0].field).toBe(field);
    if (message) expect(body.errors[0].message).toBe(message);
  });
});

describe("extracted data", () => {
  it("answers the rows and replaces them with corrections, reconciling again", async () => {
    const { token } = await makeUser();
    const id = await converted(token);
    const got = extractedDataResponseSchema.parse(
      await read(await call(`/conversion/${id}/extracted-data`, { token })),
    );
    expect(got.data.transactions).toHaveLength(5);

    // Break a row: the printed balances no longer add up.
    const rows = got.data.transactions.map((t) => ({ ...t }));
    rows[1] = { ...rows[1]!, amount: -92.45, description: "CARD PURCHASE GROCERY MART (corrected)" };
    const saved = await call(`/conversion/${id}/extracted-data`, {
      method: "POST",
      token,
      json: { extractedTransactions: rows },
    });
    expect(saved.status).toBe(200);
    const body = saveExtractedDataResponseSchema.parse(await read(saved));
    expect(body.data.reconciled).toBe(false);
    expect(body.data.transactionsCount).toBe(5);
    expect(body.data.warnings.map((w) => w.code)).toContain("BALANCE_MISMATCH");
    expect(body.data.warnings.find((w) => w.code === "BALANCE_MISMATCH")?.row).toBe(1);

    // Undo the wrong amount (the description fix stays): balanced once more.
    rows[1] = { ...rows[1]!, amount: -82.45 };
    const fixed = await call(`/conversion/${id}/extracted-data`, {
      method: "POST",
      token,
      json: { extractedTransactions: rows },
    });
    expect((await read(fixed)).data).toEqual({
      reconciled: true,
      warnings: [],
      transactionsCount: 5,
      accounts: [
        {
          accountNumber: "****1234",
          name: null,
          currency: "USD",
          openingBalance: 1200,
          closingBalance: 3285.45,
          reconciled: true,
          transactionCount: 5,
        },
      ],
    });
    const detail = await read(await call(`/conversion/${id}`, { token }));
    expect(detail.data.extractedTransactions[1].description).toBe("CARD PURCHASE GROCERY MART (corrected)");
    expect(detail.data.reconciled).toBe(true);
  });

  it("answers where each row is printed, stores it, keeps it through an edit, and shows older rows without it", async () => {
    const { token } = await makeUser();
    const id = await uploaded(token);
    const answer = processAndSaveResponseSchema.parse(
      await read(
        await call("/pdfprocessing/process-and-save", { method: "POST", token, json: { uploadId: id } }),
      ),
    );
    const sources = answer.extractedTransactions.map((t) => t.source);
    expect(sources).toHaveLength(5);
    // One page; rows top to bottom, a box per printed line, inside a Letter page.
    for (const source of sources) {
      expect(source?.page).toBe(1);
      expect(source?.boxes?.length).toBeGreaterThan(0);
      for (const [x0, y0, x1, y1] of source?.boxes ?? [])
        expect(0 <= x0 && x0 < x1 && x1 <= 612 && 0 <= y0 && y0 < y1 && y1 <= 792).toBe(true);
    }
    const tops = sources.map((s) => s?.boxes?.[0]?.[1] ?? 0);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(5);

    // Stored in D1 and answered again, the same.
    const detail = conversionResponseSchema.parse(await read(await call(`/conversion/${id}`, { token })));
    expect(detail.data.extractedTransactions.map((t) => t.source)).toEqual(sources);
    // With the uploaded file's SHA-256, so a browser can check a file it is shown against it.
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await samplePdf()));
    expect(detail.data.fileSha256).toBe(Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join(""));

    // An edited row sent back with its source keeps it; a row added by hand has none.
    const rows = detail.data.extractedTransactions.map((t) => ({ ...t }));
    rows[1] = { ...rows[1]!, description: "CARD PURCHASE (corrected)" };
    const added = {
      date: "2026-03-31",
      description: "ADDED BY HAND",
      amount: 0.01,
      transaction_Type: "OTHER" as const,
    };
    const saved = await call(`/conversion/${id}/extracted-data`, {
      method: "POST",
      token,
      json: { extractedTransactions: [...rows, added] },
    });
    expect(saved.status).toBe(200);
    const edited = extractedDataResponseSchema.parse(
      await read(await call(`/conversion/${id}/extracted-data`, { token })),
    );
    expect(edited.data.transactions.map((t) => t.source)).toEqual([...sources, undefined]);

    // Rows stored before sources (null), or with a source that does not parse, show without one.
    const db = env.DB;
    await db
      .prepare("UPDATE transactions SET source = NULL WHERE conversion_id = ? AND position = 0")
      .bind(id)
      .run();
    await db
      .prepare("UPDATE transactions SET source = '{\"page\":0}' WHERE conversion_id = ? AND position = 1")
      .bind(id)
      .run();
    const old = await call(`/conversion/${id}`, { token });
    expect(old.status).toBe(200);
    const oldRows = conversionResponseSchema.parse(await read(old)).data.extractedTransactions;
    expect(oldRows.map((t) => "source" in t)).toEqual([false, false, true, true, true, false]);
  });

  it("stores many rows in chunks below D1's variable limit and keeps their order", async () => {
    const { token } = await makeUser();
    const id = await converted(token);
    const rows = Array.from({ length: 250 }, (_, i) => ({
      date: "2026-03-02",
      description: `ROW ${i}`,
      amount: i % 2 ? -1.5 : 2.25,
      transaction_Type: "",
    }));
    const res = await call(`/conversion/${id}/extracted-data`, {
      method: "POST",
      token,
      json: { extractedTransactions: rows },
    });
    expect(res.status).toBe(200);
    const got = await read(await call(`/conversion/${id}/extracted-data`, { token }));
    expect(got.data.transactions).toHaveLength(250);
    expect(got.data.transactions[249]).toMatchObject({
      description: "ROW 249",
      parsedDate: "2026-03-02",
      amount: -1.5,
      balance: null,
      transaction_Type: "OTHER",
    });
  });

  it("validates the corrected rows", async () => {
    const { token } = await makeUser();
    const id = await uploaded(token);
    const res = await call(`/conversion/${id}/extracted-data`, {
      method: "POST",
      token,
      json: {
        extractedTransactions: [
          { date: "", description: "x", amount: 1 },
          { date: "03/01", description: "y", amount: "12" },
          { date: "03/01", description: "z".repeat(1001), amount: 1, transaction_Type: "BRIBE" },
        ],
      },
    });
    expect(res.status).toBe(422);
    const fields = (await read(res)).errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual([
      "extractedTransactions.0.date",
      "extractedTransactions.1.amount",
      "extractedTransactions.2.description",
      "extractedTransactions.2.transaction_Type",
    ]);
    const notList = await call(`/conversion/${id}/extracted-data`, {
      method: "POST",
      token,
      json: { extractedTransactions: "x" },
    });
    expect(notList.status).toBe(422);
  });
});

describe("downloads", () => {
  it("serves CSV (with an optional BOM), Excel and JSON named after the original file", async () => {
    const { token } = await makeUser();
    const id = await converted(token, undefined, "März statement.pdf");

    const csv = await call(`/conversion/${id}/download`, { token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(
      `attachment; filename="transactions_M_rz statement.csv"; filename*=UTF-8''transactions_M%C3%A4rz%20statement.csv`,
    );
    const text = await csv.text();
    expect(text.split("\r\n").slice(0, 3)).toEqual([
      "Date,Value Date,Description,Details,Type,Amount,Balance,Reference,Bank,Account",
      "2026-03-02,,ACH CREDIT PAYROLL ACME CORP,,DEPOSIT,2500.00,3700.00,,First Example Bank,****1234",
      "2026-03-05,,CARD PURCHASE GROCERY MART,,WITHDRAWAL,-82.45,3617.55,,First Example Bank,****1234",
    ]);
    const bom = new Uint8Array(
      await (await call(`/conversion/${id}/download?format=csv&bom=1`, { token })).arrayBuffer(),
    );
    expect([...bom.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const xlsx = await call(`/conversion/${id}/download?format=excel`, { token });
    expect(xlsx.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(xlsx.headers.get("content-disposition")).toContain("transactions_M%C3%A4rz%20statement.xlsx");
    const parts = unzipSync(new Uint8Array(await xlsx.arrayBuffer()));
    expect(Object.keys(parts)).toContain("xl/worksheets/sheet1.xml");
    expect(new TextDecoder().decode(parts["xl/sharedStrings.xml"])).toContain("ACH CREDIT PAYROLL ACME CORP");

    const json = await call(`/conversion/${id}/download?format=json`, { token });
    expect(json.headers.get("content-disposition")).toContain("transactions_M%C3%A4rz%20statement.json");
    const statement = await read(json);
    expect(statement).toMatchObject({
      fileName: "März statement.pdf",
      closingBalance: 3285.45,
      reconciled: true,
    });
    expect(statement.transactions).toHaveLength(5);
  });

  it("serves OFX, QFX, QBO and QIF with their media types, names and options", async () => {
    const { token } = await makeUser();
    const id = await converted(token, undefined, "march.pdf");
    const get = (query: string) => call(`/conversion/${id}/download?${query}`, { token });
    // The files are bytes (QFX and QBO in Windows-1252); all of these are ASCII.
    const text = async (res: Response | Promise<Response>) =>
      new TextDecoder().decode(await (await res).arrayBuffer());
    const expected = [
      ["ofx", "application/x-ofx", '<?xml version="1.0" encoding="UTF-8"'],
      ["qfx", "application/vnd.intu.qfx", "OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102"],
      ["qbo", "application/vnd.intu.qbo", "OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102"],
      ["qif", "application/qif", "!Type:Bank\r\nD03/02/2026\r\nT2500.00\r\n"],
    ];
    for (const [format, type, start] of expected) {
      const res = await get(`format=${format}`);
      expect([format, res.status, res.headers.get("content-type")]).toEqual([format, 200, type]);
      expect(res.headers.get("content-disposition")).toContain(`filename="transactions_march.${format}"`);
      expect((await text(res)).startsWith(start as string)).toBe(true);
    }
    const qbo = await text(get("format=qbo"));
    expect(qbo).toContain("<INTU.BID>3000\r\n");
    expect(qbo.match(/<STMTTRN>/g)).toHaveLength(5);
    expect(qbo).toContain("<LEDGERBAL>\r\n<BALAMT>3285.45\r\n");
    expect(await text(get("format=qbo&intuBid=10898"))).toContain("<INTU.BID>10898\r\n");
    expect(await text(get("format=qif&qifDateFormat=DD/MM/YYYY"))).toContain("\r\nD02/03/2026\r\n");
    for (const bad of ["format=qbo&intuBid=12ab", "format=qif&qifDateFormat=YYYY-MM-DD"]) {
      const res = await get(bad);
      expect([bad, res.status, (await read(res)).code]).toEqual([bad, 422, "VALIDATION_FAILED"]);
    }
  });

  it("refuses an unknown format and a conversion without data", async () => {
    const { token } = await makeUser();
    const id = await uploaded(token);
    expect((await call(`/conversion/${id}/download?format=pdf`, { token })).status).toBe(422);
    const pending = await call(`/conversion/${id}/download`, { token });
    expect(pending.status).toBe(422);
    expect((await read(pending)).message).toBe("No transaction data to export");
  });
});

describe("POST /conversion/export", () => {
  it("zips the chosen conversions, or all completed ones, one file each", async () => {
    const { token } = await makeUser();
    const a = await converted(token, undefined, "a.pdf");
    await converted(token, undefined, "a.pdf");
    await uploaded(token, undefined, "pending.pdf");
    const all = await call("/conversion/export", { method: "POST", token, json: { format: "csv" } });
    expect(all.status).toBe(200);
    expect(all.headers.get("content-type")).toBe("application/zip");
    const today = new Date().toISOString().slice(0, 10);
    expect(all.headers.get("content-disposition")).toContain(`filename="statements_${today}.zip"`);
    const files = unzipSync(new Uint8Array(await all.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(["transactions_a (2).csv", "transactions_a.csv"]);
    expect(new TextDecoder().decode(files["transactions_a.csv"])).toMatch(/^Date,Value Date,/);

    const one = await call("/conversion/export", {
      method: "POST",
      token,
      json: { ids: [a], format: "json" },
    });
    const oneFiles = unzipSync(new Uint8Array(await one.arrayBuffer()));
    expect(Object.keys(oneFiles)).toEqual(["transactions_a.json"]);
    expect(JSON.parse(new TextDecoder().decode(oneFiles["transactions_a.json"])).transactions).toHaveLength(
      5,
    );

    const xlsx = await call("/conversion/export", {
      method: "POST",
      token,
      json: { ids: [a], format: "excel" },
    });
    expect(Object.keys(unzipSync(new Uint8Array(await xlsx.arrayBuffer())))).toEqual(["transactions_a.xlsx"]);

    const qif = await call("/conversion/export", {
      method: "POST",
      token,
      json: { format: "qif", qifDateFormat: "DD/MM/YYYY" },
    });
    const qifFiles = unzipSync(new Uint8Array(await qif.arrayBuffer()));
    expect(Object.keys(qifFiles).sort()).toEqual(["transactions_a (2).qif", "transactions_a.qif"]);
    expect(new TextDecoder().decode(qifFiles["transactions_a.qif"])).toContain("\r\nD02/03/2026\r\n");
    const qbo = await call("/conversion/export", {
      method: "POST",
      token,
      json: { format: "qbo", intuBid: "10898" },
    });
    const qboText = new TextDecoder().decode(
      unzipSync(new Uint8Array(await qbo.arrayBuffer()))["transactions_a.qbo"],
    );
    expect(qboText).toContain("<INTU.BID>10898\r\n");
  });

  it("validates the request and refuses an empty export", async () => {
    const { token } = await makeUser();
    expect((await call("/conversion/export", { method: "POST", token, json: { ids: [] } })).status).toBe(422);
    expect(
      (await call("/conversion/export", { method: "POST", token, json: { format: "pdf" } })).status,
    ).toBe(422);
    const none = await call("/conversion/export", { method: "POST", token, json: {} });
    expect(none.status).toBe(422);
    expect((await read(none)).message).toBe("No transaction data to export");
  });
});

describe("delete", () => {
  it("deletes one conversion with its rows and R2 file", async () => {
    const { user, token } = await makeUser();
    const done = await converted(token);
    const pending = await uploaded(token);
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toHaveLength(1);
    expect(await read(await call(`/conversion/${pending}`, { method: "DELETE", token }))).toEqual({
      success: true,
      message: "Conversion deleted successfully",
    });
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toEqual([]);
    expect((await call(`/conversion/${done}`, { method: "DELETE", token })).status).toBe(200);
    expect((await call(`/conversion/${done}`, { token })).status).toBe(404);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM transactions").first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect((await call(`/conversion/${done}`, { method: "DELETE", token })).status).toBe(404);
  });

  it("bulk-deletes the caller's conversions among the ids", async () => {
    const { user, token } = await makeUser();
    const ids = [await uploaded(token), await uploaded(token), await uploaded(token)];
    const res = await call("/conversion/bulk-delete", {
      method: "POST",
      token,
      json: { ids: [ids[0], ids[1], "unknown"] },
    });
    const body = bulkDeleteResponseSchema.parse(await read(res));
    expect(body.data.deletedCount).toBe(2);
    const history = await read(await call("/conversion/history", { token }));
    expect(history.data.map((c: { id: string }) => c.id)).toEqual([ids[2]]);
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toHaveLength(1);
    const empty = await call("/conversion/bulk-delete", { method: "POST", token, json: { ids: [] } });
    expect(empty.status).toBe(422);
    expect((await read(empty)).errors).toEqual([
      { field: "ids", message: "Please select conversions to delete" },
    ]);
  });
});

describe("GET /conversion/stats", () => {
  it("counts uploads, rows and amounts", async () => {
    const { user, token } = await makeUser();
    const empty = statsResponseSchema.parse(await read(await call("/conversion/stats", { token })));
    expect(empty.data).toMatchObject({
      totalUploads: 0,
      totalTransactions: 0,
      lastUploadDate: null,
      recentUploads: [],
      amountStats: { NetAmount: 0, TotalCredits: 0, TotalDebits: 0 },
    });
    expect(Object.keys(empty.data.monthlyStats)).toHaveLength(12);

    await seed(user.id, [["old.pdf", 1, "failed", "2020-05-01T00:00:00.000Z"]]);
    await converted(token);
    await converted(token);
    const stats = statsResponseSchema.parse(await read(await call("/conversion/stats", { token })));
    const month = new Date().toISOString().slice(0, 7);
    expect(stats.data).toMatchObject({
      totalUploads: 3,
      totalTransactions: 10,
      thisMonthUploads: 2,
      amountStats: { TotalCredits: 5000, TotalDebits: 829.1, NetAmount: 4170.9 },
    });
    expect(stats.data.monthlyStats[month]).toBe(2);
    expect(stats.data.monthlyStats["2020-05"]).toBeUndefined();
    expect(stats.data.recentUploads.map((c) => c.fileName)).toEqual([
      "march statement.pdf",
      "march statement.pdf",
      "old.pdf",
    ]);
    expect(stats.data.lastUploadDate?.slice(0, 7)).toBe(month);
  });
});
