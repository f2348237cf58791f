import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportCsv, exportJson } from "@statement-converter/engine";
import { beforeEach, describe, expect, it } from "vitest";
import { type FileOutcome, fakeApi, unreachableFetch } from "../../test/fake-api.js";
import { type FakeIoOptions, fakeIo } from "../../test/fake-io.js";
import { statementOf, twoAccountStatementOf } from "../../test/statements.js";
import { writeConfig } from "../config/config-file.js";
import { formatDateTime } from "../format/values.js";
import { runCli } from "../program.js";

const MARCH = statementOf("march.pdf", [2500_00, -12_34]);
const APRIL = statementOf("april.pdf", [-5], false);
const FILES: Record<string, FileOutcome> = {
  "march.pdf": { statement: MARCH },
  "april.pdf": { statement: APRIL },
  "broken.pdf": { code: "PDF_INVALID", message: "This file is not a valid PDF." },
  // Converted only by the tests that show them.
  "combined.pdf": { statement: twoAccountStatementOf("combined.pdf") },
  "card.pdf": { statement: { ...statementOf("card.pdf", [-45_00]), accountType: "credit_card" } },
  // Rows that need a look: a date outside the period, a repaired amount read by OCR with low
  // confidence, a row from before sources; and a note about the whole statement.
  "review.pdf": {
    statement: {
      ...statementOf("review.pdf", [10_00, -20_00, 30_00, -5_00], false),
      transactions: statementOf("review.pdf", [10_00, -20_00, 30_00, -5_00]).transactions.map((t, i) => ({
        ...t,
        ...(i < 3 ? { source: { page: i + 1, boxes: [[36, 100, 560, 110]] } } : {}),
        ...(i === 2 ? { confidence: 0.62 } : {}),
      })),
      warnings: [
        {
          code: "DATE_OUTSIDE_PERIOD",
          row: 1,
          message: "Row 2: the date lies outside the statement period.",
        },
        { code: "AMOUNT_SIGN_CORRECTED", row: 2, message: "Row 3: the amount's sign was corrected." },
        { code: "LOW_CONFIDENCE", row: 2, message: "Read from a scanned page with 62% confidence." },
        { code: "BALANCE_MISMATCH", row: 3, message: "Row 4: the printed balance does not follow." },
        { code: "NO_CLOSING_BALANCE", message: "No closing balance is printed." },
      ],
    },
  },
  // As a server from before accounts answers: no account type, no accounts, rows without one.
  "old.pdf": {
    statement: {
      ...statementOf("old.pdf", [7_00]),
      accounts: [],
      transactions: statementOf("old.pdf", [7_00]).transactions.map((t) => ({ ...t, account: null })),
    },
  },
};

/** Converts one more file of FILES (the next id, c004 on). */
async function convertMore(name: string) {
  await writeFile(join(dir, name), "%PDF-1.7 test");
  await run(["convert", name, "--out-dir", "out"]);
}

let dir: string;
let api: ReturnType<typeof fakeApi>;
const env = () => ({ XDG_CONFIG_HOME: join(dir, "xdg"), NO_COLOR: "1" });

async function run(argv: string[], options: FakeIoOptions & { fetch?: typeof unreachableFetch } = {}) {
  const io = fakeIo(dir, { ...options, env: { ...env(), ...options.env } });
  const code = await runCli(argv, io, { api: { fetch: options.fetch ?? api.fetch, maxRetries: 0 } });
  return { code, stdout: io.stdout.text, stderr: io.stderr.text };
}

/** Three conversions on the fake server, made through `statement convert` (c001..c003 in order). */
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "statement-history-"));
  for (const name of ["march.pdf", "april.pdf", "broken.pdf"])
    await writeFile(join(dir, name), "%PDF-1.7 test");
  await writeConfig(join(dir, "xdg", "statement-converter", "config.json"), {
    origin: "http://127.0.0.1:5173",
    token: "tok",
  });
  api = fakeApi(FILES);
  api.tokens.add("tok");
  for (const name of ["march.pdf", "april.pdf", "broken.pdf"]) {
    await run(["convert", name, "--out-dir", "out"]);
  }
  api.calls.length = 0;
});

describe("statement history", () => {
  it("prints a table of id, file, date, transactions and status, newest first", async () => {
    const r = await run(["history"]);
    expect(r.code).toBe(0);
    const date = (iso: string) => formatDateTime(iso);
    expect(r.stdout).toBe(
      [
        "ID    FILE        DATE              TRANSACTIONS  STATUS",
        `c003  broken.pdf  ${date("2026-03-02T12:00:04.000Z")}                failed (PDF_INVALID)`,
        `c002  april.pdf   ${date("2026-03-02T12:00:03.000Z")}             1  completed, does not reconcile`,
        `c001  march.pdf   ${date("2026-03-02T12:00:02.000Z")}             2  completed`,
        "",
      ].join("\n"),
    );
    expect(api.calls.map((c) => c.path)).toEqual(["/conversion/history?sort=newest&limit=20&page=1"]);
  });

  it("filters on the server and pages past 100, --json for scripts", async () => {
    const r = await run(["history", "--search", "MAR", "--status", "completed", "--json"]);
    expect(r.code).toBe(0);
    const body = JSON.parse(r.stdout);
    expect(body.totalCount).toBe(1);
    expect(body.conversions.map((c: { id: string; fileName: string }) => [c.id, c.fileName])).toEqual([
      ["c001", "march.pdf"],
    ]);
    expect(api.calls[0]?.path).toBe(
      "/conversion/history?sort=newest&search=MAR&status=completed&limit=20&page=1",
    );

    const limited = await run(["history", "--limit", "2"]);
    expect(limited.stdout.trim().split("\n")).toHaveLength(3);
    expect(limited.stderr).toBe("Showing 2 of 3 conversions; --limit N shows more.\n");
    await run(["history", "--limit", "150", "--json"]);
    expect(api.calls.at(-1)?.path).toBe("/conversion/history?sort=newest&limit=100&page=1");
  });

  it("says when there is nothing, and refuses bad flags with exit 2", async () => {
    expect(await run(["history", "--search", "nothing-like-this"])).toMatchObject({
      code: 0,
      stdout: "",
      stderr: "No conversions match.\n",
    });
    expect(await run(["history", "--status", "done"])).toMatchObject({
      code: 2,
      stderr: "error: unknown status 'done' (use pending, processing, completed, failed)\n",
    });
    expect((await run(["history", "--limit", "0"])).code).toBe(2);
    expect((await run(["history", "--sort", "random"])).code).toBe(2);
  });

  it("exits 3 when the session expired and 4 when the API is unreachable", async () => {
    api.tokens.clear();
    expect((await run(["history"])).code).toBe(3);
    expect((await run(["history"], { fetch: unreachableFetch })).code).toBe(4);
  });
});

describe("statement show", () => {
  it("prints the metadata, reconciliation and the first rows", async () => {
    const r = await run(["show", "c001"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("march.pdf\n  ID               c001\n  Status           completed\n");
    expect(r.stdout).toContain(
      "  Bank             Test Bank\n  Account type     -\n  Account          ****0001\n",
    );
    expect(r.stdout).toContain("  Period           2026-03-01 to 2026-03-31\n");
    expect(r.stdout).toContain("  Opening balance  100.00 USD\n  Closing balance  2,587.66 USD\n");
    expect(r.stdout).toContain("  Reconciled       yes: the balances add up\n");
    expect(r.stdout).toContain(
      [
        "Account",
        "ACCOUNT   NAME  CURRENCY  OPENING   CLOSING  RECONCILED  ROWS",
        "****0001  -     USD        100.00  2,587.66  yes            2",
        "",
        "Transactions",
        "DATE        DESCRIPTION      TYPE          AMOUNT   BALANCE",
        "2026-03-01  march.pdf ROW 1  DEPOSIT     2,500.00  2,600.00",
        "2026-03-02  march.pdf ROW 2  WITHDRAWAL    -12.34  2,587.66",
      ].join("\n"),
    );
  });

  it("shows warnings of a statement that does not reconcile, and --rows limits the rows", async () => {
    const april = await run(["show", "c002"]);
    expect(april.stdout).toContain("  Reconciled       no (1 warning)\n");
    expect(april.stdout).toContain("Warnings\n  BALANCE_MISMATCH: Row 0 does not add up\n");
    const one = await run(["show", "c001", "--rows", "1"]);
    expect(one.stdout).toContain("First 1 of 2 transactions\n");
    expect(one.stdout).not.toContain("ROW 2");
    expect(one.stdout).toContain("All rows: statement export c001 --format csv");
  });

  it("lists each account of a statement with several, and each row's account", async () => {
    await convertMore("combined.pdf");
    const r = await run(["show", "c004"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("  Account type     checking\n");
    expect(r.stdout).toContain("  Opening balance  -\n  Closing balance  -\n");
    expect(r.stdout).toContain(
      [
        "Accounts",
        "ACCOUNT   NAME               CURRENCY   OPENING   CLOSING  RECONCILED  ROWS",
        "****0001  Everyday Checking  USD         100.00  2,587.66  yes            2",
        "****0002  Savings            USD       5,000.00  4,500.00  yes            1",
        "",
        "Transactions",
        "DATE        DESCRIPTION         TYPE          AMOUNT   BALANCE  ACCOUNT",
        "2026-03-01  combined.pdf ROW 1  DEPOSIT     2,500.00  2,600.00  ****0001",
        "2026-03-02  combined.pdf ROW 2  WITHDRAWAL    -12.34  2,587.66  ****0001",
        "2026-03-03  combined.pdf ROW 3  WITHDRAWAL   -500.00  4,500.00  ****0002",
      ].join("\n"),
    );
    const json = JSON.parse((await run(["show", "c004", "--json"])).stdout);
    expect(json.accountType).toBe("checking");
    expect(json.accounts).toEqual([
      {
        accountNumber: "****0001",
        name: "Everyday Checking",
        currency: "USD",
        openingBalance: 100,
        closingBalance: 2587.66,
        reconciled: true,
        transactionCount: 2,
      },
      {
        accountNumber: "****0002",
        name: "Savings",
        currency: "USD",
        openingBalance: 5000,
        closingBalance: 4500,
        reconciled: true,
        transactionCount: 1,
      },
    ]);
    expect(json.extractedTransactions.map((t: { account: string }) => t.account)).toEqual([
      "****0001",
      "****0001",
      "****0002",
    ]);
  });

  it("names a card statement's account type, and gives a conversion without accounts its own", async () => {
    await convertMore("card.pdf");
    expect((await run(["show", "c004"])).stdout).toContain("  Account type     credit card\n");
    await convertMore("old.pdf");
    const old = await run(["show", "c005"]);
    expect(old.stdout).toContain(
      [
        "Account",
        "ACCOUNT   NAME  CURRENCY  OPENING  CLOSING  RECONCILED  ROWS",
        "****0001  -     USD        100.00   107.00  yes            1",
      ].join("\n"),
    );
    const json = JSON.parse((await run(["show", "c005", "--json"])).stdout);
    expect(json.accounts).toHaveLength(1);
    expect(json.extractedTransactions[0].account).toBe("****0001");
  });

  it("--check lists the rows that need a look with their pages and reasons, and exits 1; 0 when none do", async () => {
    await convertMore("review.pdf");
    const r = await run(["show", "c004", "--check"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      [
        "review.pdf: 3 rows of 4 need a look",
        "",
        "ROW  PAGE  DATE        DESCRIPTION       AMOUNT  REASONS",
        "  2     2  2026-03-02  review.pdf ROW 2  -20.00  date outside the period",
        "  3     3  2026-03-03  review.pdf ROW 3   30.00  amount repaired (sign); low OCR confidence",
        "  4     -  2026-03-04  review.pdf ROW 4   -5.00  break in the balance chain",
        "",
        "Statement",
        "  NO_CLOSING_BALANCE: No closing balance is printed.",
        "",
      ].join("\n"),
    );
    const json = JSON.parse((await run(["show", "c004", "--check", "--json"])).stdout);
    expect(json.rows.map((x: { row: number; page: number | null }) => [x.row, x.page])).toEqual([
      [2, 2],
      [3, 3],
      [4, null],
    ]);
    expect(json.rows[1].reasons.map((x: { code: string }) => x.code)).toEqual([
      "AMOUNT_SIGN_CORRECTED",
      "LOW_CONFIDENCE",
    ]);
    expect(json.statement).toEqual([
      { code: "NO_CLOSING_BALANCE", message: "No closing balance is printed." },
    ]);
    expect(await run(["show", "c001", "--check"])).toMatchObject({
      code: 0,
      stdout: "march.pdf: no rows need a look (2 rows checked)\n",
    });
    expect(await run(["show", "c003", "--check"])).toMatchObject({
      code: 1,
      stdout: "broken.pdf: failed, no rows to check\n",
    });
  });

  it("shows a failed conversion's error, --json the whole record, and exits 1 for an unknown id", async () => {
    const failed = await run(["show", "c003"]);
    expect(failed.stdout).toContain("  Status    failed (PDF_INVALID)\n");
    expect(failed.stdout).toContain("  Error     PDF_INVALID: This file is not a valid PDF.\n");
    const json = JSON.parse((await run(["show", "c001", "--json"])).stdout);
    expect(json).toMatchObject({ id: "c001", fileName: "march.pdf", closingBalance: 2587.66 });
    expect(json.extractedTransactions).toHaveLength(2);
    expect(await run(["show", "nope"])).toMatchObject({
      code: 1,
      stderr: "error: No conversion nope in your account.\n",
    });
  });
});

describe("statement export", () => {
  it("downloads the file under the server's name, or -o FILE", async () => {
    const csv = await run(["export", "c001"]);
    expect(csv).toMatchObject({
      code: 0,
      stderr: expect.stringMatching(/^Wrote transactions_march\.csv \(\d+ bytes\)\.\n$/),
    });
    expect(await readFile(join(dir, "transactions_march.csv"), "utf8")).toBe(exportCsv(MARCH));
    expect((await run(["export", "c001", "--format", "json", "-o", "m.json"])).code).toBe(0);
    expect(await readFile(join(dir, "m.json"), "utf8")).toBe(exportJson(MARCH));
    expect((await run(["export", "c001", "--format", "xlsx", "--bom"])).code).toBe(0);
    expect(api.calls.at(-1)?.path).toBe("/conversion/c001/download?format=excel&bom=1");
    const xlsx = await readFile(join(dir, "transactions_march.xlsx"));
    expect([...xlsx.subarray(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it("downloads QIF, OFX, QFX and QBO with their options, and refuses bad option values (exit 2)", async () => {
    expect((await run(["export", "c001", "--format", "qif", "--qif-date-format", "dd/mm/yyyy"])).code).toBe(
      0,
    );
    expect(api.calls.at(-1)?.path).toBe("/conversion/c001/download?format=qif&qifDateFormat=DD%2FMM%2FYYYY");
    const qif = await readFile(join(dir, "transactions_march.qif"), "utf8");
    expect(qif.split("\r\n").filter((l) => /^[DT!]/.test(l))).toEqual([
      "!Type:Bank",
      "D01/03/2026",
      "T2500.00",
      "D02/03/2026",
      "T-12.34",
    ]);
    expect(
      (await run(["export", "c001", "--format", "qbo", "--intu-bid", "10898", "-o", "m.qbo"])).code,
    ).toBe(0);
    expect(api.calls.at(-1)?.path).toBe("/conversion/c001/download?format=qbo&intuBid=10898");
    const qbo = await readFile(join(dir, "m.qbo"), "latin1");
    expect(qbo).toContain("<INTU.BID>10898\r\n");
    expect(qbo.match(/<TRNAMT>.*\r\n/g)).toEqual(["<TRNAMT>2500.00\r\n", "<TRNAMT>-12.34\r\n"]);
    expect((await run(["export", "c001", "--format", ".ofx"])).code).toBe(0);
    expect(await readFile(join(dir, "transactions_march.ofx"), "utf8")).toContain(
      "<ACCTID>****0001</ACCTID>",
    );
    api.calls.length = 0;
    expect(await run(["export", "c001", "--format", "qfx", "--intu-bid", "12ab"])).toMatchObject({
      code: 2,
      stderr: "error: --intu-bid must be 1 to 10 digits, not '12ab'\n",
    });
    expect(await run(["export", "c001", "--format", "qif", "--qif-date-format", "YYYY-MM-DD"])).toMatchObject(
      {
        code: 2,
        stderr: "error: --qif-date-format must be MM/DD/YYYY or DD/MM/YYYY, not 'YYYY-MM-DD'\n",
      },
    );
    expect(api.calls).toEqual([]);
  });

  it("exits 2 for an unknown format and 1 for an unknown id or a failed conversion", async () => {
    expect((await run(["export", "c001", "--format", "pdf"])).code).toBe(2);
    expect(await run(["export", "zzz"])).toMatchObject({
      code: 1,
      stderr: "error: No conversion zzz in your account.\n",
    });
    expect(await run(["export", "c003"])).toMatchObject({
      code: 1,
      stderr: "error: Conversion c003 has nothing to export: No transaction data to export\n",
    });
  });
});

describe("statement delete", () => {
  it("deletes each id, reports unknown ones and exits 1 if any was not found", async () => {
    const r = await run(["delete", "c001", "nope", "c003"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("Deleted c001.\nerror: No conversion nope in your account.\nDeleted c003.\n");
    expect([...api.conversions.keys()]).toEqual(["c002"]);
    expect((await run(["delete", "c002"])).code).toBe(0);
  });

  it("stops at the first failure that is not the id's own", async () => {
    api.tokens.clear();
    const r = await run(["delete", "c001", "c002"]);
    expect(r.code).toBe(3);
    expect(api.calls).toHaveLength(1);
  });
});
