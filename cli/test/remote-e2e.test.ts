/**
 * End to end against the real API: a private API Worker (wrangler dev on a free port, its own
 * state directory, worker name and registry, so a running `npm start` never interferes), a user
 * registered through the SDK, then the built CLI: `statement login` (STATEMENT_LOGIN_PASSWORD,
 * a temporary XDG_CONFIG_HOME), remote `convert` of two corpus PDFs to CSV and JSON (rows
 * checked against the truth files, files equal to `--local`'s), the encrypted statement, the
 * history commands, logout, the generated spreadsheets and CSV files (exact, equal to `--local`'s),
 * a scanned statement (read by the API's background OCR job, its progress shown), and an
 * unreachable API. Skips with a notice without the corpus.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { fromStatementJson, type Statement, type StatementJson } from "@statement-converter/engine";
import {
  hostileDir,
  readBackProblems,
  SCANS_SAMPLE_DIR,
  sheetDiff,
  sheetsDir,
  sheetTruths,
} from "@statement-converter/engine/testing/node";
// @ts-expect-error: plain ESM script without type declarations
import * as stack from "@statement-converter/scripts/stack";
import { AuthenticationError, StatementClient } from "@statement-converter/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actualRow, expectedRow, type Row, type Truth, type TruthRow } from "./truth.js";

const cliDir = fileURLToPath(new URL("..", import.meta.url));
const corpus = resolve(cliDir, "../../shared/corpus");
const entry = join(cliDir, "dist/index.js");
const STATEMENTS = ["summit-01.pdf", "rijn-01.pdf"];
const ENCRYPTED = "encrypted-statement.pdf";
const hasCorpus = STATEMENTS.every((f) => existsSync(join(corpus, f)));
if (!hasCorpus)
  console.warn(`notice: ${STATEMENTS.join(", ")} not found in ${corpus}; skipping the remote CLI test`);

const truthOf = (file: string) =>
  JSON.parse(readFileSync(join(corpus, file.replace(/\.pdf$/, ".truth.json")), "utf8")) as Truth;

let stop: (() => Promise<void>) | undefined;
let dir = "";
let origin = "";
const EMAIL = `cli-${Date.now()}@example.com`;
const PASSWORD = "cli-secret-1";

const { STATEMENT_TOKEN: _t, STATEMENT_API_URL: _u, STATEMENT_LOGIN_PASSWORD: _p, ...baseEnv } = process.env;

/** Runs the built CLI in the corpus folder, without a terminal, with the test's config directory. */
function cli(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn(process.execPath, [entry, ...args], {
      cwd: corpus,
      env: { ...baseEnv, XDG_CONFIG_HOME: join(dir, "config"), NO_COLOR: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("error", fail);
    child.on("close", (code) => done({ code, stdout, stderr }));
  });
}

const out = (name: string) => join(dir, name);
const read = (path: string) => readFileSync(path, "utf8");

beforeAll(async () => {
  if (!hasCorpus) return;
  dir = mkdtempSync(join(tmpdir(), "statement-cli-remote-"));
  ({ origin, stop } = await stack.startPrivateApi({
    name: "statement-converter-api-cli-test",
    log: process.env.CLI_IT_LOG === "1",
    // Room for every conversion of the run: allowances are tested in worker-api (usage.test.ts).
    vars: { DEFAULT_PLAN: "business" },
  }));
  await new StatementClient({ baseUrl: origin }).auth.register({
    email: EMAIL,
    password: PASSWORD,
    firstName: "Cli",
    lastName: "Test",
  });
}, 180_000);

afterAll(async () => {
  await stop?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe.skipIf(!hasCorpus)("statement against the real API (built CLI)", () => {
  it("logs in, converts remotely to CSV and JSON exactly as --local does, and manages the history", async () => {
    const login = await cli(["login", "--api", origin, "--email", EMAIL], {
      STATEMENT_LOGIN_PASSWORD: PASSWORD,
    });
    expect(login).toMatchObject({ code: 0, stdout: "" });
    expect(login.stderr).toContain(`Signed in to ${origin} as ${EMAIL}.`);
    const configFile = join(dir, "config", "statement-converter", "config.json");
    expect(statSync(configFile).mode & 0o777).toBe(0o600);
    const saved = JSON.parse(read(configFile));
    expect(saved).toMatchObject({ origin, email: EMAIL });
    expect(saved.token).toMatch(/\S{20,}/);
    expect(await cli(["whoami"])).toMatchObject({ code: 0, stdout: `${EMAIL}\n` });

    // Remote CSV and JSON, then the same with --local: identical files.
    const csv = await cli([
      "convert",
      ...STATEMENTS,
      "--format",
      "csv",
      "--out-dir",
      out("remote-csv"),
      "--json",
    ]);
    expect(csv.stderr).toContain("Converted 2 files.");
    expect(csv.code).toBe(0);
    const summary = JSON.parse(csv.stdout) as { files: { file: string; ok: boolean; id: string }[] };
    expect(summary.files.map((f) => [f.file, f.ok, typeof f.id])).toEqual(
      STATEMENTS.map((f) => [f, true, "string"]),
    );
    expect(
      (await cli(["convert", ...STATEMENTS, "--format", "json", "--out-dir", out("remote-json")])).code,
    ).toBe(0);
    for (const [format, folder] of [
      ["csv", "csv"],
      ["json", "json"],
    ] as const) {
      const local = await cli([
        "convert",
        ...STATEMENTS,
        "--local",
        "--format",
        format,
        "--out-dir",
        out(`local-${folder}`),
      ]);
      expect(local.code).toBe(0);
      for (const file of STATEMENTS) {
        const name = file.replace(/\.pdf$/, `.${format}`);
        expect({ name, remote: read(join(out(`remote-${folder}`), name)) }).toEqual({
          name,
          remote: read(join(out(`local-${folder}`), name)),
        });
      }
    }

    // The remote JSON against the truth files: every row, the balances, the metadata.
    for (const file of STATEMENTS) {
      const truth = truthOf(file);
      const json = JSON.parse(read(join(out("remote-json"), file.replace(/\.pdf$/, ".json"))));
      const want = (truth.transactions ?? []).map(expectedRow);
      const got = (json.transactions as Row[]).map((r, i) =>
        actualRow(r, truth.transactions?.[i] ?? ({} as TruthRow)),
      );
      expect({ file, rows: got }).toEqual({ file, rows: want });
      expect(json).toMatchObject({
        fileName: file,
        bankName: truth.bankName,
        openingBalance: truth.openingBalance,
        closingBalance: truth.closingBalance,
        reconciled: true,
      });
      const rows = read(join(out("remote-csv"), file.replace(/\.pdf$/, ".csv"))).split("\r\n");
      expect(rows[0]).toBe("Date,Value Date,Description,Details,Type,Amount,Balance,Reference,Bank,Account");
      expect(rows).toHaveLength(want.length + 2);
    }

    // history, show, export, delete.
    const history = JSON.parse((await cli(["history", "--json"])).stdout) as {
      conversions: { id: string; fileName: string; status: string }[];
      totalCount: number;
    };
    expect(history.totalCount).toBe(4);
    expect(history.conversions.every((c) => c.status === "completed")).toBe(true);
    const table = await cli(["history", "--search", "summit"]);
    expect(table.stdout.split("\n")[0]).toMatch(/^ID\s+FILE\s+DATE\s+TRANSACTIONS\s+STATUS$/);
    expect(table.stdout.match(/summit-01\.pdf/g)).toHaveLength(2);
    const summitId = summary.files[0]?.id as string;
    const show = await cli(["show", summitId]);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain(`Bank             ${truthOf("summit-01.pdf").bankName}`);
    expect(show.stdout).toContain("Reconciled       yes");
    const exported = await cli(["export", summitId, "--format", "csv", "-o", out("exported.csv")]);
    expect(exported.code).toBe(0);
    expect(read(out("exported.csv"))).toBe(read(join(out("remote-csv"), "summit-01.csv")));
    expect((await cli(["delete", summitId])).code).toBe(0);
    expect(await cli(["show", summitId])).toMatchObject({
      code: 1,
      stderr: `error: No conversion ${summitId} in your account.\n`,
    });

    // Logout revokes the token on the server too.
    expect((await cli(["logout"])).code).toBe(0);
    expect(JSON.parse(read(configFile)).token).toBeUndefined();
    const revoked = await new StatementClient({ baseUrl: origin, token: saved.token }).auth
      .me()
      .catch((e) => e);
    expect(revoked).toBeInstanceOf(AuthenticationError);
    expect((await cli(["whoami"])).code).toBe(3);
  }, 240_000);

  it("reports the encrypted statement without a password (NAME.error.json) and converts it with one", async (ctx) => {
    if (!existsSync(join(corpus, ENCRYPTED))) ctx.skip();
    const truth = truthOf(ENCRYPTED);
    const env = { STATEMENT_LOGIN_PASSWORD: PASSWORD };
    expect((await cli(["login", "--api", origin, "--email", EMAIL], env)).code).toBe(0);
    const locked = await cli(["convert", ENCRYPTED, "--format", "json", "--out-dir", out("locked")]);
    expect(locked.code).toBe(1);
    expect(locked.stderr).toMatch(
      /^encrypted-statement\.pdf: PDF_ENCRYPTED: This PDF is password-protected\..*--password/m,
    );
    expect(JSON.parse(read(join(out("locked"), "encrypted-statement.error.json")))).toMatchObject({
      file: ENCRYPTED,
      code: "PDF_ENCRYPTED",
    });
    const args = [ENCRYPTED, "--password", truth.password as string, "--format", "csv"];
    expect((await cli(["convert", ...args, "--out-dir", out("unlocked")])).code).toBe(0);
    expect((await cli(["convert", ...args, "--local", "--out-dir", out("unlocked-local")])).code).toBe(0);
    const name = "encrypted-statement.csv";
    expect(read(join(out("unlocked"), name))).toBe(read(join(out("unlocked-local"), name)));
    expect(read(join(out("unlocked"), name)).split("\r\n")).toHaveLength(
      (truth.transactions?.length ?? 0) + 2,
    );
  }, 120_000);

  it("writes OFX, QFX, QBO and QIF (convert remote and --local, export ID) that independent readers read back whole", async () => {
    expect(
      (await cli(["login", "--api", origin, "--email", EMAIL], { STATEMENT_LOGIN_PASSWORD: PASSWORD })).code,
    ).toBe(0);
    const all = readdirSync(corpus)
      .filter((f) => f.endsWith(".pdf") && !truthOf(f).expectError)
      .sort();
    expect(all.length).toBeGreaterThanOrEqual(12);
    // The statements as the engine reads them: the files are checked against these.
    expect(
      (await cli(["convert", ...all, "--local", "--format", "json", "--out-dir", out("f-json")])).code,
    ).toBe(0);
    const statements = new Map<string, Statement>(
      all.map((f) => [
        f,
        fromStatementJson(
          JSON.parse(read(join(out("f-json"), f.replace(/\.pdf$/, ".json")))) as StatementJson,
        ),
      ]),
    );
    const problems: string[] = [];
    const check = (file: string, format: "ofx" | "qfx" | "qbo" | "qif", path: string, dayFirst = false) => {
      const statement = statements.get(file) as Statement;
      const bytes = new Uint8Array(readFileSync(path));
      for (const p of readBackProblems(statement, format, bytes, { dayFirst }))
        problems.push(`${path}: ${p}`);
    };

    const remote = await cli([
      "convert",
      ...all,
      "--format",
      "qbo",
      "--intu-bid",
      "10898",
      "--out-dir",
      out("f-qbo"),
      "--json",
    ]);
    expect(remote.code, remote.stderr).toBe(0);
    const ids = (JSON.parse(remote.stdout) as { files: { file: string; id: string }[] }).files;
    for (const f of all) check(f, "qbo", join(out("f-qbo"), f.replace(/\.pdf$/, ".qbo")));
    expect(read(join(out("f-qbo"), "summit-01.qbo"))).toContain("<INTU.BID>10898\r\n");

    // A few with --local and the options: QIF day first, OFX 2, and QFX of several merged.
    const some = ["summit-01.pdf", "rijn-01.pdf", "thameside-01.pdf"].filter((f) => statements.has(f));
    const local = ["--local", "--out-dir", out("f-local")];
    expect(
      (await cli(["convert", ...some, ...local, "--format", "qif", "--qif-date-format", "DD/MM/YYYY"])).code,
    ).toBe(0);
    expect((await cli(["convert", ...some, ...local, "--format", "ofx"])).code).toBe(0);
    for (const f of some) {
      check(f, "qif", join(out("f-local"), f.replace(/\.pdf$/, ".qif")), true);
      check(f, "ofx", join(out("f-local"), f.replace(/\.pdf$/, ".ofx")));
    }
    expect((await cli(["convert", ...some, ...local, "--format", "qfx", "--merge"])).code).toBe(0);
    const merged = new Uint8Array(readFileSync(join(out("f-local"), "statement-merged.qfx")));
    problems.push(
      ...readBackProblems(
        some.map((f) => statements.get(f) as Statement),
        "qfx",
        merged,
      ),
    );

    // Every stored conversion exported as QIF, two at a time: an account runs at most two exports
    // at once (a third is 429 with Retry-After: 2, which the SDK waits for only twice).
    for (let i = 0; i < ids.length; i += 2) {
      await Promise.all(
        ids.slice(i, i + 2).map(async ({ file, id }) => {
          const qif = out(`f-export-${id}.qif`);
          const run = await cli(["export", id, "--format", "qif", "-o", qif]);
          expect(run.code, run.stderr).toBe(0);
          check(file, "qif", qif);
        }),
      );
    }
    expect(problems).toEqual([]);
    const usage = await cli(["export", ids[0]?.id as string, "--format", "qbo", "--intu-bid", "x1"]);
    expect(usage).toMatchObject({ code: 2, stderr: "error: --intu-bid must be 1 to 10 digits, not 'x1'\n" });
  }, 300_000);
  it("converts the generated spreadsheets and CSV files remotely exactly as --local does; SHEET_ENCRYPTED", async () => {
    const env = { STATEMENT_LOGIN_PASSWORD: PASSWORD };
    expect((await cli(["login", "--api", origin, "--email", EMAIL], env)).code).toBe(0);
    const paths = Object.keys(sheetTruths)
      .sort()
      .map((name) => join(sheetsDir, name));
    const args = (folder: string) => [
      "--format",
      "json",
      "--out-dir",
      out(folder),
      "--json",
      "--concurrency",
      "2",
    ];
    const remote = await cli(["convert", ...paths, ...args("sheets-remote")]);
    expect(remote.stderr).toContain(`Converted ${paths.length} files.`);
    expect(remote.code).toBe(0);
    const local = await cli(["convert", ...paths, "--local", ...args("sheets-local")]);
    expect(local.code).toBe(0);
    const outputs = (run: { stdout: string }) =>
      (JSON.parse(run.stdout) as { files: { file: string; output: string }[] }).files;
    const localOutputs = outputs(local);
    for (const [i, file] of outputs(remote).entries()) {
      const json = read(file.output);
      expect({ file: file.file, json }).toEqual({
        file: file.file,
        json: read(localOutputs[i]?.output as string),
      });
      expect(sheetDiff(basename(file.file), JSON.parse(json))).toEqual([]);
    }
    const locked = await cli([
      "convert",
      join(hostileDir, "encrypted.xlsx"),
      "--out-dir",
      out("sheets-locked"),
    ]);
    expect(locked.code).toBe(1);
    expect(locked.stderr).toMatch(/encrypted\.xlsx: SHEET_ENCRYPTED: This workbook is password-protected\./);
  }, 180_000);

  it("carries where each row is printed (show --json, convert --format json) and show --check lists the rows that need a look", async () => {
    const env = { STATEMENT_LOGIN_PASSWORD: PASSWORD };
    expect((await cli(["login", "--api", origin, "--email", EMAIL], env)).code).toBe(0);
    const file = "summit-01.pdf";
    const converted = await cli(["convert", file, "--format", "json", "--out-dir", out("check"), "--json"]);
    expect(converted.code).toBe(0);
    const id = (JSON.parse(converted.stdout) as { files: { id: string }[] }).files[0]?.id as string;
    // The CLI's JSON output and show --json: every row names its page and its printed lines.
    const document = JSON.parse(read(join(out("check"), "summit-01.json"))) as StatementJson;
    const shown = JSON.parse((await cli(["show", id, "--json"])).stdout) as {
      extractedTransactions: StatementJson["transactions"];
    };
    for (const rows of [document.transactions, shown.extractedTransactions]) {
      expect(rows.length).toBe(truthOf(file).transactions?.length);
      expect(rows.every((t) => (t.source?.page ?? 0) >= 1 && (t.source?.boxes?.length ?? 0) >= 1)).toBe(true);
    }
    expect(shown.extractedTransactions.map((t) => t.source)).toEqual(
      document.transactions.map((t) => t.source),
    );

    // A statement that adds up: nothing to look at, exit 0.
    const clean = await cli(["show", id, "--check"]);
    expect(clean).toMatchObject({
      code: 0,
      stdout: `${file}: no rows need a look (${document.transactions.length} rows checked)\n`,
    });

    // The 7th row's amount altered (as a user's wrong edit would): its balance no longer follows.
    const client = new StatementClient({ baseUrl: origin });
    const { accessToken } = await client.auth.login({ email: EMAIL, password: PASSWORD });
    const authed = new StatementClient({ baseUrl: origin, token: accessToken as string });
    const rows = shown.extractedTransactions.map((t) => ({ ...t }));
    const seventh = rows[6] as (typeof rows)[number];
    rows[6] = { ...seventh, amount: Math.round(seventh.amount * 100 + 1000) / 100 };
    await authed.conversions.saveExtractedData(id, rows);
    const check = await cli(["show", id, "--check"]);
    expect(check.code).toBe(1);
    const lines = check.stdout.split("\n");
    expect(lines[0]).toBe(`${file}: 1 row of ${rows.length} needs a look`);
    expect(lines[2]).toMatch(/^ROW\s+PAGE\s+DATE\s+DESCRIPTION\s+AMOUNT\s+REASONS$/);
    expect(lines[3]).toMatch(
      new RegExp(
        `^\\s*7\\s+${seventh.source?.page}\\s+${seventh.parsedDate}\\s+.*break in the balance chain$`,
      ),
    );
    const json = JSON.parse((await cli(["show", id, "--check", "--json"])).stdout);
    expect(json).toMatchObject({
      id,
      rows: [
        {
          row: 7,
          page: seventh.source?.page,
          amount: rows[6]?.amount,
          reasons: [{ code: "BALANCE_MISMATCH" }],
        },
      ],
    });
    expect(json.rows).toHaveLength(1);
    expect((await cli(["show", "no-such-id", "--check"])).code).toBe(1);
  }, 120_000);

  it("converts a scanned statement remotely: 'page 1 of 1 (OCR)' while the API reads it in the background, the same JSON as --local", async () => {
    const scan = join(SCANS_SAMPLE_DIR, "creditsFirst-200dpi.pdf");
    const env = { STATEMENT_LOGIN_PASSWORD: PASSWORD };
    expect((await cli(["login", "--api", origin, "--email", EMAIL], env)).code).toBe(0);
    // OCR in workerd on a loaded 2-core machine: well past the default minute per page.
    const args = [scan, "--format", "json", "--timeout", "300"];
    const remote = await cli(["convert", ...args, "--out-dir", out("scan-remote")]);
    expect(remote.stderr).toContain("Converted 1 file.");
    expect(remote.code).toBe(0);
    expect(remote.stderr).toContain("creditsFirst-200dpi.pdf: page 1 of 1 (OCR)");
    const local = await cli(["convert", ...args, "--local", "--out-dir", out("scan-local")]);
    expect(local.code).toBe(0);
    const name = "creditsFirst-200dpi.json";
    const json = JSON.parse(read(join(out("scan-remote"), name)));
    expect(json.ocrPages).toEqual([1]);
    expect(json.transactions.length).toBeGreaterThan(5);
    expect(read(join(out("scan-remote"), name))).toBe(read(join(out("scan-local"), name)));
  }, 400_000);

  it("exits 4 when the API cannot be reached and 3 with a refused token", async () => {
    const nowhere = `http://127.0.0.1:${await stack.freePort()}`;
    const unreachable = await cli(["convert", STATEMENTS[0] as string, "--out-dir", out("x")], {
      STATEMENT_API_URL: nowhere,
      STATEMENT_TOKEN: "whatever",
    });
    expect(unreachable.code).toBe(4);
    expect(unreachable.stderr).toContain(`Cannot reach the API at ${nowhere} (ECONNREFUSED)`);
    const refused = await cli(["history"], { STATEMENT_API_URL: origin, STATEMENT_TOKEN: "not-a-token" });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain("The token in STATEMENT_TOKEN was refused");
  }, 60_000);
});
