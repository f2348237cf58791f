/**
 * End to end: the built CLI converts spreadsheets and CSV files like PDFs. `statement convert
 * *.xlsx *.xls *.csv --local` on copies of the engine's 13 generated files (engine/test/sheets)
 * gives each one's truth exactly; outputs never replace their inputs; the hostile files end with
 * their codes on stderr.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  hostileCodes,
  hostileDir,
  sheetDiff,
  sheetsDir,
  sheetTruths,
} from "@statement-converter/engine/testing/node";
import { describe, expect, it } from "vitest";

const cliDir = fileURLToPath(new URL("..", import.meta.url));
const entry = join(cliDir, "dist/index.js");
const { STATEMENT_TOKEN: _t, STATEMENT_API_URL: _u, ...baseEnv } = process.env;
const cliEnv = {
  ...baseEnv,
  XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), "statement-sheets-config-")),
  NO_COLOR: "1",
};

function cli(args: string[], cwd: string) {
  const run = spawnSync(process.execPath, [entry, ...args], { cwd, encoding: "utf8", env: cliEnv });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** A fresh folder holding copies of `names` from `from`. */
function copies(from: string, names: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "statement-sheets-"));
  for (const name of names) copyFileSync(join(from, name), join(dir, name));
  return dir;
}

const names = Object.keys(sheetTruths).sort();
type Summary = {
  files: { file: string; ok: boolean; output?: string; code?: string; transactions?: number }[];
};

describe("statement convert on spreadsheets and CSV files (built CLI)", () => {
  it("converts *.xlsx *.xls *.csv --local to JSON exactly as each truth says, beside the inputs", () => {
    const dir = copies(sheetsDir, names);
    const inputs = ["xlsx", "xls", "csv"].flatMap((ext) => names.filter((n) => n.endsWith(`.${ext}`)));
    expect(inputs).toHaveLength(13);
    const run = cli(
      ["convert", ...inputs, "--local", "--format", "json", "--json", "--concurrency", "2"],
      dir,
    );
    expect(run.stderr).toContain("Converted 13 files.");
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout) as Summary;
    expect(summary.files.map((f) => [f.file, f.ok])).toEqual(inputs.map((f) => [f, true]));
    // usTwoCol.xlsx, .xls and .csv share a stem: their outputs are numbered in input order.
    expect(summary.files.filter((f) => f.file.startsWith("usTwoCol.")).map((f) => f.output)).toEqual([
      "usTwoCol.json",
      "usTwoCol-2.json",
      "usTwoCol-3.json",
    ]);
    for (const file of summary.files) {
      const json = JSON.parse(readFileSync(join(dir, file.output as string), "utf8"));
      expect(sheetDiff(file.file, json)).toEqual([]);
      expect(file.transactions).toBe(sheetTruths[file.file]?.transactions.length);
    }
  }, 120_000);

  it("writes CSV and Excel from a CSV without replacing it", () => {
    const dir = copies(sheetsDir, ["deDotDates.csv", "esConcepto.xlsx"]);
    const before = readFileSync(join(dir, "deDotDates.csv"));
    const csv = cli(["convert", "deDotDates.csv", "--local"], dir);
    expect(csv.code).toBe(0);
    expect(readFileSync(join(dir, "deDotDates.csv"))).toEqual(before);
    const rows = readFileSync(join(dir, "deDotDates-2.csv"), "utf8").split("\r\n");
    expect(rows[0]).toBe("Date,Value Date,Description,Details,Type,Amount,Balance,Reference,Bank,Account");
    expect(rows).toHaveLength((sheetTruths["deDotDates.csv"]?.transactions.length ?? 0) + 2);
    const xlsx = cli(["convert", "esConcepto.xlsx", "--local", "--format", "excel"], dir);
    expect(xlsx.code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual([
      "deDotDates-2.csv",
      "deDotDates.csv",
      "esConcepto-2.xlsx",
      "esConcepto.xlsx",
    ]);
  });

  it("ends every hostile spreadsheet with its code (FILE: CODE: message) and refuses other types", () => {
    const hostile = Object.keys(hostileCodes).sort();
    const dir = copies(hostileDir, hostile);
    // A CSV statement's text named .md: not a type the product reads.
    copyFileSync(join(sheetsDir, "ptSaldo.csv"), join(dir, "notes.md"));
    const run = cli(
      ["convert", ...hostile, "notes.md", "--local", "--format", "json", "--json", "--out-dir", "out"],
      dir,
    );
    expect(run.code).toBe(1);
    const summary = JSON.parse(run.stdout) as Summary;
    const got = Object.fromEntries(summary.files.map((f) => [f.file, f.ok ? "OK" : f.code]));
    expect(got).toEqual({ ...hostileCodes, "notes.md": "UNSUPPORTED_FORMAT" });
    expect(run.stderr).toMatch(/^encrypted\.xlsx: SHEET_ENCRYPTED: This workbook is password-protected\./m);
    expect(run.stderr).toMatch(/^broken-zip\.xlsx: SHEET_INVALID: This workbook cannot be read/m);
    expect(run.stderr).toMatch(/^bomb\.xlsx: PDF_TOO_COMPLEX: This spreadsheet would take far more work/m);
    expect(run.stderr).toMatch(/^notes\.md: UNSUPPORTED_FORMAT: This file type is not supported\./m);
  }, 120_000);
});
