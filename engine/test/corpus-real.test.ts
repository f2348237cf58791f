import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { FILE_ERROR_CODES } from "@statement-converter/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportJson, extractStatement, preferSynchronousInflate } from "../src/index.js";

// Statements made outside this project (../shared/corpus-real, see its README), converted as
// `statement convert --local --format json` writes them and scored with the folder's score.mjs.
const repoRoot = resolve(fileURLToPath(import.meta.url), "../../..");
const corpus = resolve(repoRoot, "..", "shared", "corpus-real");
const present = existsSync(join(corpus, "score.mjs"));
if (!present) console.warn(`corpus-real tests skipped: ${corpus} not found`);

/** The target for real statements: each figure of the scorer's last line must reach it. */
const FLOOR = { rowsF1: 0.99, totalsPass: 31, flagged: 2, errors: 1 };

/** `NAME.json` (the Statement JSON) or `NAME.error.json` ({ file, code, message }), as the CLI writes them. */
async function convert(pdf: string, out: string): Promise<void> {
  const name = pdf.replace(/\.pdf$/, "");
  const path = join(corpus, pdf);
  try {
    const statement = await extractStatement(new Uint8Array(readFileSync(path)), { fileName: pdf });
    writeFileSync(join(out, `${name}.json`), exportJson(statement));
  } catch (error) {
    const raw = (error as { code?: unknown } | null)?.code;
    const code =
      typeof raw === "string" && (FILE_ERROR_CODES as readonly string[]).includes(raw) ? raw : "INTERNAL";
    const text = error instanceof Error ? error.message : String(error);
    // The CLI names the file as it was given (from the repository's root) and says how to give a password.
    const message = code === "PDF_ENCRYPTED" ? `${text} Give it with --password.` : text;
    const file = relative(repoRoot, path);
    writeFileSync(join(out, `${name}.error.json`), `${JSON.stringify({ file, code, message }, null, 2)}\n`);
  }
}

interface Score {
  rowsF1: number;
  totalsPass: number;
  flagged: number;
  errors: number;
}

/** `corpus-real: rowsF1=0.271 totalsPass=1/31 flagged=1/2 errors=1/1` -> the numbers passed. */
function parseLastLine(line: string): Score | null {
  const m = /rowsF1=([\d.]+) totalsPass=(\d+)\/\d+ flagged=(\d+)\/\d+ errors=(\d+)\/\d+/.exec(line);
  return m
    ? { rowsF1: Number(m[1]), totalsPass: Number(m[2]), flagged: Number(m[3]), errors: Number(m[4]) }
    : null;
}

describe.skipIf(!present)("real statements (../shared/corpus-real), scored with its score.mjs", () => {
  const out = mkdtempSync(join(tmpdir(), "engine-corpus-real-"));
  let report = "";
  let last = "";

  beforeAll(async () => {
    // As the CLI's worker threads do (this file runs in a process of its own): about 1.5x faster.
    preferSynchronousInflate();
    const pdfs = readdirSync(corpus).filter((f) => f.endsWith(".pdf"));
    const started = Date.now();
    for (const pdf of pdfs) await convert(pdf, out);
    console.info(`corpus-real: ${pdfs.length} files converted in ${Date.now() - started} ms`);
    report = execFileSync("node", [join(corpus, "score.mjs"), out], { encoding: "utf8" });
    last = report.trim().split("\n").at(-1) ?? "";
    console.info(last);
  }, 120_000);

  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("reads them: rowsF1 >= 0.99, totals 31/31, flagged 2/2, errors 1/1", () => {
    const score = parseLastLine(last);
    expect(score, report).not.toBeNull();
    for (const key of Object.keys(FLOOR) as (keyof Score)[]) {
      expect(score?.[key], `${key} in "${last}"`).toBeGreaterThanOrEqual(FLOOR[key]);
    }
  });
});
