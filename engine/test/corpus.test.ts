import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EngineError, extractStatement, type Statement, toStatementJson } from "../src/index.js";

// The shared corpus sits beside the repository: <repo>/../shared/corpus.
const repoRoot = resolve(fileURLToPath(import.meta.url), "../../..");
const corpus = resolve(repoRoot, "../shared/corpus");
const present = existsSync(join(corpus, "score.mjs"));
if (!present) console.warn(`corpus tests skipped: ${corpus} not found`);

interface Truth {
  expectError?: string;
  password?: string;
  openingBalance?: number;
  closingBalance?: number;
  transactions?: { amount: number }[];
}

interface ScoreRow {
  name: string;
  truth?: number;
  perfect?: boolean;
  recon?: string;
  negOk?: boolean;
  F1?: number;
}

interface Score {
  overall: {
    F1: number;
    perfect: number;
    statements: number;
    negativesHandled: number;
    negatives: number;
    descriptionAccuracy: number;
    detailsContained: number;
    balanceAccuracy: number;
    typeAccuracy: number;
  };
  files: ScoreRow[];
}

describe.skipIf(!present)("shared corpus, scored with its score.mjs", () => {
  const out = mkdtempSync(join(tmpdir(), "engine-corpus-"));
  const statements = new Map<string, Statement>();
  let score: Score;

  async function predict(name: string, bytes: Uint8Array, target: string, password?: string): Promise<void> {
    try {
      const statement = await extractStatement(bytes, { fileName: `${name}.pdf`, password });
      statements.set(target, statement);
      writeFileSync(join(out, `${target}.json`), JSON.stringify(toStatementJson(statement)));
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      writeFileSync(
        join(out, `${target}.error.json`),
        JSON.stringify({ code: error.code, message: error.message }),
      );
    }
  }

  beforeAll(async () => {
    for (const file of readdirSync(corpus).filter((f) => f.endsWith(".truth.json"))) {
      const name = file.replace(/\.truth\.json$/, "");
      const truth = JSON.parse(readFileSync(join(corpus, file), "utf8")) as Truth;
      const bytes = new Uint8Array(readFileSync(join(corpus, `${name}.pdf`)));
      if (truth.password) {
        await predict(name, bytes, `${name}.nopw`);
        await predict(name, bytes, name, truth.password);
      } else await predict(name, bytes, name);
    }
    const json = execFileSync("node", [join(corpus, "score.mjs"), corpus, out, "--json"], {
      encoding: "utf8",
    });
    score = JSON.parse(json) as Score;
  }, 180_000);

  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("finds the transactions (F1 >= 0.99) with the right fields", () => {
    const o = score.overall;
    expect(o.F1).toBeGreaterThanOrEqual(0.99);
    expect(o.descriptionAccuracy).toBeGreaterThanOrEqual(0.99);
    expect(o.detailsContained).toBeGreaterThanOrEqual(0.99);
    expect(o.balanceAccuracy).toBeGreaterThanOrEqual(0.99);
    expect(o.typeAccuracy).toBeGreaterThanOrEqual(0.97);
  });

  it("gets every statement perfect", () => {
    const imperfect = score.files.filter((f) => f.truth !== undefined && !f.perfect).map((f) => f.name);
    expect(imperfect).toEqual([]);
    expect(score.overall.perfect).toBe(score.overall.statements);
  });

  it("answers every special case with the right error", () => {
    const wrong = score.files.filter((f) => f.negOk === false).map((f) => f.name);
    expect(wrong).toEqual([]);
    expect(score.overall.negativesHandled).toBe(score.overall.negatives);
  });

  it("says reconciled exactly where the statement adds up", () => {
    for (const file of readdirSync(corpus).filter((f) => f.endsWith(".truth.json"))) {
      const name = file.replace(/\.truth\.json$/, "");
      const truth = JSON.parse(readFileSync(join(corpus, file), "utf8")) as Truth;
      if (!truth.transactions) continue;
      const statement = statements.get(name);
      expect(statement, name).toBeDefined();
      const sum = truth.transactions.reduce((s, t) => s + Math.round(t.amount * 100), 0);
      const addsUp =
        truth.openingBalance !== undefined &&
        truth.closingBalance !== undefined &&
        Math.round(truth.openingBalance * 100) + sum === Math.round(truth.closingBalance * 100);
      expect(statement?.reconciled, name).toBe(addsUp);
      const row = score.files.find((f) => f.name === name);
      expect(row?.recon === "ok", name).toBe(statement?.reconciled);
    }
  });

  it("says where every row came from: its page and a box per printed line", () => {
    let rows = 0;
    for (const [name, statement] of statements) {
      for (const [i, t] of statement.transactions.entries()) {
        const page = t.source?.page ?? 0;
        const boxes = t.source?.boxes ?? [];
        expect(page >= 1 && page <= statement.pageCount, `${name} row ${i + 1}: page ${page}`).toBe(true);
        expect(boxes.length, `${name} row ${i + 1}: boxes`).toBeGreaterThan(0);
        for (const [x0, y0, x1, y1] of boxes) expect(x0 < x1 && y0 < y1 && x0 >= 0 && y0 >= 0).toBe(true);
        rows++;
      }
    }
    expect(rows).toBeGreaterThan(300);
  });
});
