import {
  conversionResponseSchema,
  EXPORT_FORMAT_IDS,
  processAndSaveResponseSchema,
  statementJsonOf,
  statementJsonSchema,
} from "@statement-converter/contract";
import { exportJson, extractStatement, renderExport, toStatementJson } from "@statement-converter/engine";
import { expect, it } from "vitest";
import { uploaded } from "./conversions-helpers.js";
import { corpusPdf, corpusStatements, corpusTruth, describeCorpus } from "./corpus.js";
import { call, makeUser, read } from "./helpers.js";

interface Truth {
  bankName: string;
  closingBalance: number;
  openingBalance: number;
  transactions: { date: string; amount: number }[];
}

describeCorpus("the engine inside workerd on the corpus", () => {
  it("converts summit-01.pdf through upload and process-and-save as its truth says", async () => {
    const truth = corpusTruth<Truth>("summit-01.pdf");
    const { token } = await makeUser();
    const id = await uploaded(token, corpusPdf("summit-01.pdf"), "summit-01.pdf");
    const res = await call("/pdfprocessing/process-and-save", {
      method: "POST",
      token,
      json: { uploadId: id },
    });
    expect(res.status).toBe(200);
    const detail = (await read(await call(`/conversion/${id}`, { token }))).data;
    expect(detail).toMatchObject({
      status: "completed",
      bankName: truth.bankName,
      openingBalance: truth.openingBalance,
      closingBalance: truth.closingBalance,
      reconciled: true,
    });
    const got = detail.extractedTransactions.map((t: { parsedDate: string; amount: number }) => [
      t.parsedDate,
      t.amount,
    ]);
    expect(got).toEqual(truth.transactions.map((t) => [t.date, t.amount]));
  });

  // One statement of each source of the corpus (its name less the number): the API's part is the
  // same plumbing for every file, and the engine's suite reads every statement against its truth.
  // Each is read twice here (by the API and by the test), which is most of this file's time.
  it("a statement of each corpus source: the engine's JSON export parses with the contract's statementJsonSchema; process-and-save and GET /conversion/{id} carry the engine's Statement JSON, and it downloads in every format as the engine renders it (stored and read back from D1)", async () => {
    const all = corpusStatements();
    const names = all.filter((name, i) => i === all.findIndex((n) => sourceOf(n) === sourceOf(name)));
    expect(names.length).toBeGreaterThanOrEqual(5);
    const { token } = await makeUser();
    const differing: string[] = [];
    const engineDocuments: [string, unknown][] = [];
    const savedDocuments: [string, unknown][] = [];
    const storedDocuments: [string, unknown][] = [];
    for (const name of names) {
      const id = await uploaded(token, corpusPdf(name), name);
      const res = await call("/pdfprocessing/process-and-save", {
        method: "POST",
        token,
        json: { uploadId: id },
      });
      expect([name, res.status]).toEqual([name, 200]);
      const statement = await extractStatement(corpusPdf(name), { fileName: name });
      const parsed = statementJsonSchema.safeParse(JSON.parse(exportJson(statement)));
      expect([name, parsed.success ? "ok" : parsed.error.message]).toEqual([name, "ok"]);
      expect(parsed.data?.transactions.length).toBeGreaterThan(0);
      engineDocuments.push([name, toStatementJson(statement)]);
      savedDocuments.push([name, statementJsonOf(processAndSaveResponseSchema.parse(await read(res)))]);
      const detail = conversionResponseSchema.parse(await read(await call(`/conversion/${id}`, { token })));
      storedDocuments.push([name, statementJsonOf(detail.data)]);
      for (const format of EXPORT_FORMAT_IDS) {
        const download = await call(`/conversion/${id}/download?format=${format}`, { token });
        const got = new Uint8Array(await download.arrayBuffer());
        const want = (await renderExport(statement, format)).bytes;
        const same = got.byteLength === want.byteLength && got.every((b, i) => b === want[i]);
        if (download.status !== 200 || !same) differing.push(`${name} ${format}`);
      }
    }
    expect(differing).toEqual([]);
    expect(savedDocuments).toEqual(engineDocuments);
    expect(storedDocuments).toEqual(engineDocuments);
  }, 240_000);
});

/** "summit-02.pdf" -> "summit": the statements of one source share a layout. */
function sourceOf(name: string): string {
  return name.replace(/-\d+\.pdf$/i, "");
}
