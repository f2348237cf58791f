/**
 * Every statement of the shared corpora (../shared/corpus and ../shared/corpus-real) and every
 * statement printed by a browser in this repository (test/printed: layouts, languages, card and
 * several-account statements of banks outside the corpora), extracted
 * by the engine and exported as OFX, QFX, QBO and QIF (both date orders), read back by the
 * independent readers of readers.ts: per account the same rows, dates and amounts, FITIDs unique,
 * the ledger balance the closing balance. All of them merged into one file read back too.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { EngineError, extractStatement, renderExport, type Statement } from "../src/index.js";
import { readBackProblems, readOfx } from "./readers.js";

const shared = resolve(fileURLToPath(import.meta.url), "../../../../shared");
const corpora = ["corpus", "corpus-real"].map((name) => join(shared, name)).filter((dir) => existsSync(dir));
if (corpora.length === 0)
  console.warn(`export reader tests: ${shared}/corpus not found, printed statements only`);
const printed = fileURLToPath(new URL("./printed", import.meta.url));
const folders = [...corpora, printed];

const FORMATS = ["ofx", "qfx", "qbo", "qif"] as const;

describe("exports of every corpus and printed statement, read back by independent readers", () => {
  const statements = new Map<string, Statement>();

  beforeAll(async () => {
    for (const dir of folders) {
      for (const name of readdirSync(dir)
        .filter((n) => n.endsWith(".pdf"))
        .sort()) {
        const truthPath = join(dir, name.replace(/\.pdf$/, ".truth.json"));
        const truth = existsSync(truthPath)
          ? (JSON.parse(readFileSync(truthPath, "utf8")) as { password?: string })
          : {};
        try {
          const bytes = new Uint8Array(readFileSync(join(dir, name)));
          statements.set(name, await extractStatement(bytes, { fileName: name, password: truth.password }));
        } catch (error) {
          if (!(error instanceof EngineError)) throw error;
        }
      }
    }
  }, 600_000);

  it("converts enough statements to mean something", () => {
    const printedCount = readdirSync(printed).filter((n) => n.endsWith(".pdf")).length;
    expect(printedCount).toBeGreaterThanOrEqual(45);
    expect(statements.size).toBeGreaterThanOrEqual(printedCount + (corpora.length === 2 ? 40 : 0));
  });

  it.each(FORMATS)("%s: every statement reads back whole", async (format) => {
    const problems: string[] = [];
    for (const [name, statement] of statements) {
      const { bytes } = await renderExport(statement, format);
      for (const p of readBackProblems(statement, format, bytes)) problems.push(`${name}: ${p}`);
    }
    expect(problems).toEqual([]);
  });

  it("qif with DD/MM/YYYY: every statement reads back whole with a day-first reader", async () => {
    const problems: string[] = [];
    for (const [name, statement] of statements) {
      const { bytes } = await renderExport(statement, "qif", { qifDateFormat: "DD/MM/YYYY" });
      for (const p of readBackProblems(statement, "qif", bytes, { dayFirst: true }))
        problems.push(`${name}: ${p}`);
    }
    expect(problems).toEqual([]);
  });

  it("all statements merged into one file of each format read back whole", async () => {
    const all = [...statements.values()];
    for (const format of FORMATS) {
      const { bytes } = await renderExport(all, format, { intuBid: "10898" });
      expect(readBackProblems(all, format, bytes)).toEqual([]);
      if (format === "qbo") expect(readOfx(bytes, "qbo").header.INTU_BID).toBe("10898");
    }
  });

  it("card statements become card statement responses, several accounts several responses", async () => {
    const cards = [...statements.values()].filter((s) => s.accountType === "credit_card");
    const multi = [...statements.values()].filter((s) => s.accounts.length > 1);
    for (const s of cards) {
      const { accounts } = readOfx((await renderExport(s, "ofx")).bytes, "ofx");
      expect(accounts.every((a) => a.card)).toBe(true);
    }
    for (const s of multi) {
      const { accounts } = readOfx((await renderExport(s, "ofx")).bytes, "ofx");
      expect(accounts).toHaveLength(s.accounts.length);
    }
    // The printed statements hold both kinds, so both paths above ran.
    expect([cards.length > 0, multi.length > 0]).toEqual([true, true]);
  });
});
