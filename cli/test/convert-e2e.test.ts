/**
 * End to end: the built CLI (test/build-cli.ts builds it once; engine bundled in, worker threads):
 * `node dist/index.js convert --local` on the shared corpus, checking every row against the
 * truth files, the special cases' codes on stderr (and NAME.error.json files), and the exit codes.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import {
  actualRow,
  expectedRow,
  type Row,
  readTruths,
  SPECIAL_CODES,
  type Truth,
  type TruthRow,
} from "./truth.js";

const cliDir = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = resolve(cliDir, "..");
const corpus = resolve(repoRoot, "../shared/corpus");
const entry = join(cliDir, "dist/index.js");

const hasCorpus = existsSync(corpus);
if (!hasCorpus) console.warn(`notice: ${corpus} not found; skipping the CLI end-to-end test`);

const truths: Truth[] = hasCorpus ? readTruths(corpus) : [];

/** The CLI's environment: no saved login (an empty config directory), no token, no API address. */
const configHome = mkdtempSync(join(tmpdir(), "statement-e2e-config-"));
const { STATEMENT_TOKEN: _t, STATEMENT_API_URL: _u, ...baseEnv } = process.env;
const cliEnv = { ...baseEnv, XDG_CONFIG_HOME: configHome };

function cli(args: string[]) {
  const run = spawnSync(process.execPath, [entry, ...args], { cwd: corpus, encoding: "utf8", env: cliEnv });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe.skipIf(!hasCorpus)("statement convert --local on the corpus (built CLI)", () => {
  let out: string;

  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), "statement-e2e-"));
  }, 120_000);

  it("converts every statement to the truth's rows and names each special case", () => {
    const files = truths.map((t) => t.file);
    const run = cli([
      "convert",
      ...files,
      "--local",
      "--format",
      "json",
      "--out-dir",
      out,
      "--json",
      "--concurrency",
      "2",
    ]);
    expect(run.code).toBe(1);

    const summary = JSON.parse(run.stdout) as {
      files: { file: string; ok: boolean; code?: string; transactions?: number }[];
    };
    expect(summary.files.map((f) => f.file)).toEqual(files);
    for (const truth of truths) {
      const entry = summary.files.find((f) => f.file === truth.file);
      if (truth.expectError === "scanned") {
        // Three 96-dpi scanned pages: read by OCR in the OCR threads, page by page on stderr.
        expect(entry).toMatchObject({ ok: true });
        expect(entry?.transactions).toBeGreaterThan(10);
        for (const page of [1, 2, 3]) expect(run.stderr).toContain(`${truth.file}: page ${page} of 3 (OCR)`);
        const json = JSON.parse(readFileSync(join(out, truth.file.replace(/\.pdf$/, ".json")), "utf8"));
        expect(json.ocrPages).toEqual([1, 2, 3]);
        const breaks = json.warnings.filter((w: { code: string }) => /MISMATCH/.test(w.code));
        expect(json.reconciled).toBe(breaks.length === 0);
        expect(
          json.transactions.every((t: { confidence?: number }) => typeof t.confidence === "number"),
        ).toBe(true);
        continue;
      }
      if (truth.expectError) {
        const code = SPECIAL_CODES[truth.expectError];
        expect({ file: truth.file, ok: entry?.ok, code: entry?.code }).toEqual({
          file: truth.file,
          ok: false,
          code,
        });
        expect(run.stderr).toMatch(new RegExp(`^${truth.file.replace(".", "\\.")}: ${code}: \\S`, "m"));
        const failure = JSON.parse(
          readFileSync(join(out, truth.file.replace(/\.pdf$/, ".error.json")), "utf8"),
        );
        expect(failure).toMatchObject({ file: truth.file, code });
        continue;
      }
      const json = JSON.parse(readFileSync(join(out, truth.file.replace(/\.pdf$/, ".json")), "utf8"));
      const want = (truth.transactions ?? []).map(expectedRow);
      const got = (json.transactions as Row[]).map((r, i) =>
        actualRow(r, truth.transactions?.[i] ?? ({} as TruthRow)),
      );
      expect({ file: truth.file, rows: got }).toEqual({ file: truth.file, rows: want });
      expect({ file: truth.file, opening: json.openingBalance, closing: json.closingBalance }).toEqual({
        file: truth.file,
        opening: truth.openingBalance,
        closing: truth.closingBalance,
      });
      expect(entry).toMatchObject({ ok: true, transactions: want.length });
    }
  }, 120_000);

  it("opens the encrypted statement with --password and writes CSV", () => {
    const truth = truths.find((t) => t.expectError === "encrypted");
    if (!truth?.password || !truth.transactions)
      throw new Error("the corpus has no encrypted statement with a password");
    const run = cli(["convert", truth.file, "--local", "--password", truth.password, "--out-dir", out]);
    expect(run.stderr).toContain(`Converted 1 file.`);
    expect(run.code).toBe(0);
    const csv = readFileSync(join(out, truth.file.replace(/\.pdf$/, ".csv")), "utf8").split("\r\n");
    expect(csv[0]).toBe("Date,Value Date,Description,Details,Type,Amount,Balance,Reference,Bank,Account");
    expect(csv).toHaveLength(truth.transactions.length + 2);
    const first = truth.transactions[0] as TruthRow;
    expect(csv[1]?.startsWith(`${first.date},`)).toBe(true);
    expect(csv[1]).toContain(`,${first.type},${first.amount.toFixed(2)},`);
  });

  it("exits 2 on a usage error and 0 with --help", () => {
    expect(cli(["convert", "missing.pdf", "--local"])).toMatchObject({
      code: 2,
      stderr: "error: missing.pdf: file not found\n",
    });
    // Remote mode without a login: exit 3, pointing at `statement login` and --local.
    const remote = cli(["convert", "summit-01.pdf"]);
    expect(remote.code).toBe(3);
    expect(remote.stderr).toContain("Run `statement login` first.");
    const help = cli(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Examples:");
    expect(help.stdout).toContain("5 the plan's page allowance is used up");
    // Every exit code the CLI can end with is named in `convert --help`.
    const convertHelp = cli(["convert", "--help"]).stdout.replace(/\s+/g, " ");
    for (const code of [
      "0 all converted",
      "1 one or",
      "2 usage",
      "3 not signed",
      "4 the API",
      "5 the plan's page allowance",
    ])
      expect(convertHelp).toContain(code);
  });
});

describe("statement with its output closed early (`statement ... | head`)", () => {
  it("prints no EPIPE crash and ends with the command's own exit code", async () => {
    const { spawn } = await import("node:child_process");
    const run = (args: string[]) =>
      new Promise<{ code: number | null; stderr: string }>((done) => {
        const child = spawn(process.execPath, [entry, ...args], {
          env: cliEnv,
          stdio: ["ignore", "pipe", "pipe"],
        });
        child.stdout.destroy(); // the reader has gone before the first line
        let stderr = "";
        child.stderr.on("data", (d) => {
          stderr += d;
        });
        child.on("close", (code) => done({ code, stderr }));
      });
    for (const args of [["convert", "--help"], ["--version"]]) {
      const { code, stderr } = await run(args);
      expect(stderr, args.join(" ")).toBe("");
      expect(code, args.join(" ")).toBe(0);
    }
    // A usage error still says so on stderr, with its exit code.
    const bad = await run(["convert", "--format", "pdf", "x.pdf"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("unknown format");
    expect(bad.stderr).not.toContain("EPIPE");
  });
});
