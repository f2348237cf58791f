import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { Statement } from "@statement-converter/engine";
import { readBackProblems } from "@statement-converter/engine/testing/node";
import { strFromU8, unzipSync } from "fflate";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeIo } from "../../test/fake-io.js";
import { statementOf } from "../../test/statements.js";
import type { Converter, ConvertInput, ConvertResult } from "../convert/converter.js";
import type { ConverterFactory } from "../convert/converters.js";
import type { ConvertOptions } from "../convert/options.js";
import { runCli } from "../program.js";

/**
 * A converter that answers from a table by file name. It holds every answer until all files
 * were asked for and then answers in reverse order, so tests see out-of-order completion.
 */
interface Seen {
  options?: ConvertOptions;
  inputs: ConvertInput[];
}

function scripted(table: Record<string, ConvertResult>, seen: Seen): ConverterFactory {
  return (options) => {
    seen.options = options;
    const waiting: (() => void)[] = [];
    const converter: Converter = {
      convert(input) {
        seen.inputs.push(input);
        return new Promise((resolve) => {
          waiting.push(() =>
            resolve(table[basename(input.path)] ?? { ok: false, code: "INTERNAL", message: "not in table" }),
          );
          if (waiting.length === options.paths.length) for (const answer of waiting.reverse()) answer();
        });
      },
      async close() {},
    };
    return { ok: true, converter };
  };
}

const ESC = "\u001b[";
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "statement-cli-"));
  for (const name of ["march.pdf", "april.pdf", "broken.pdf"]) await writeFile(join(dir, name), "%PDF-1.7");
});

const TABLE: Record<string, ConvertResult> = {
  "march.pdf": { ok: true, statement: statementOf("march.pdf", [2500_00, -12_34]) },
  "april.pdf": { ok: true, statement: statementOf("april.pdf", [-5], false) },
  "broken.pdf": { ok: false, code: "PDF_INVALID", message: "This file is not a valid PDF." },
};

describe("statement convert", () => {
  it("writes NAME.csv per input into --out-dir and reports on stderr only", async () => {
    const io = fakeIo(dir);
    const seen = { inputs: [] } as Seen;
    const code = await runCli(["convert", "march.pdf", "april.pdf", "--local", "--out-dir", "out"], io, {
      createConverter: scripted(TABLE, seen),
    });
    expect(code).toBe(0);
    expect(io.stdout.text).toBe("");
    // One line per file as it finishes (in any order), then the closing line.
    const lines = io.stderr.text.split("\n");
    expect(lines.slice(0, 2).sort()).toEqual([
      `april.pdf -> ${join("out", "april.csv")} (1 transaction, does not reconcile (1 warning))`,
      `march.pdf -> ${join("out", "march.csv")} (2 transactions)`,
    ]);
    expect(lines.slice(2)).toEqual(["Converted 2 files.", ""]);
    expect(await readFile(join(dir, "out", "march.csv"), "utf8")).toBe(
      "Date,Value Date,Description,Details,Type,Amount,Balance,Reference,Bank,Account\r\n" +
        "2026-03-01,,march.pdf ROW 1,,DEPOSIT,2500.00,2600.00,,Test Bank,****0001\r\n" +
        "2026-03-02,,march.pdf ROW 2,,WITHDRAWAL,-12.34,2587.66,,Test Bank,****0001\r\n",
    );
    expect(seen.inputs.map((i) => i.path)).toEqual([join(dir, "march.pdf"), join(dir, "april.pdf")]);
    expect(seen.options).toMatchObject({
      mode: "local",
      format: "csv",
      concurrency: 2,
      timeoutMs: 60_000,
      merge: false,
    });
  });

  it("reports failures as FILE: CODE: message, exits 1 and prints the --json summary", async () => {
    const io = fakeIo(dir);
    const code = await runCli(
      [
        "convert",
        "march.pdf",
        "broken.pdf",
        "--local",
        "--format",
        "json",
        "--out-dir",
        dir,
        "--json",
        "--password",
        "pw",
      ],
      io,
      { createConverter: scripted(TABLE, { inputs: [] } as Seen) },
    );
    expect(code).toBe(1);
    expect(io.stderr.text).toContain("broken.pdf: PDF_INVALID: This file is not a valid PDF.\n");
    expect(io.stderr.text).toContain("Converted 1 of 2 files; 1 failed.\n");
    expect(JSON.parse(io.stdout.text)).toEqual({
      files: [
        { file: "march.pdf", ok: true, output: join(dir, "march.json"), transactions: 2 },
        {
          file: "broken.pdf",
          ok: false,
          code: "PDF_INVALID",
          message: "This file is not a valid PDF.",
          output: join(dir, "broken.error.json"),
        },
      ],
    });
    // With --format json every input has one result file: NAME.json or NAME.error.json.
    expect(JSON.parse(await readFile(join(dir, "broken.error.json"), "utf8"))).toEqual({
      file: "broken.pdf",
      code: "PDF_INVALID",
      message: "This file is not a valid PDF.",
    });
    const json = JSON.parse(await readFile(join(dir, "march.json"), "utf8"));
    expect(json.closingBalance).toBe(2587.66);
    expect(json.transactions[1]).toMatchObject({
      parsedDate: "2026-03-02",
      amount: -12.34,
      bank_Name: "Test Bank",
    });
  });

  it("exits with the code a failure asks for, e.g. 4 when a server is unreachable", async () => {
    const table: Record<string, ConvertResult> = {
      ...TABLE,
      "april.pdf": { ok: false, code: "NETWORK", message: "cannot reach the API", exitCode: 4 },
    };
    const io = fakeIo(dir);
    const code = await runCli(["convert", "broken.pdf", "april.pdf", "--local"], io, {
      createConverter: scripted(table, { inputs: [] } as Seen),
    });
    expect(code).toBe(4);
    expect(io.stderr.text).toContain("april.pdf: NETWORK: cannot reach the API\n");
  });

  it("passes --password to every file", async () => {
    const seen = { inputs: [] } as Seen;
    await runCli(["convert", "march.pdf", "april.pdf", "--local", "--password", "s3cret"], fakeIo(dir), {
      createConverter: scripted(TABLE, seen),
    });
    expect(seen.inputs.map((i) => i.password)).toEqual(["s3cret", "s3cret"]);
  });

  it("--merge writes one statement-merged file with rows in input order", async () => {
    const io = fakeIo(dir);
    const code = await runCli(
      ["convert", "march.pdf", "broken.pdf", "april.pdf", "--local", "--merge", "--format", "json", "--json"],
      io,
      {
        createConverter: scripted(TABLE, { inputs: [] } as Seen),
      },
    );
    expect(code).toBe(1);
    const merged = JSON.parse(await readFile(join(dir, "statement-merged.json"), "utf8"));
    expect(merged.map((s: { fileName: string }) => s.fileName)).toEqual(["march.pdf", "april.pdf"]);
    expect(io.stderr.text).toContain("Wrote statement-merged.json: 3 transactions from 2 of 3 files.\n");
    expect(JSON.parse(io.stdout.text).files.map((f: { output?: string }) => f.output ?? null)).toEqual([
      "statement-merged.json",
      null,
      "statement-merged.json",
    ]);
  });

  it("--merge --bom --format csv puts every row under one header", async () => {
    await runCli(["convert", "april.pdf", "march.pdf", "--local", "--merge", "--bom"], fakeIo(dir), {
      createConverter: scripted(TABLE, { inputs: [] } as Seen),
    });
    const csv = await readFile(join(dir, "statement-merged.csv"), "utf8");
    expect(csv.startsWith("\uFEFFDate,Value Date,")).toBe(true);
    expect(csv.split("\r\n").map((line) => line.split(",")[2])).toEqual([
      "Description",
      "april.pdf ROW 1",
      "march.pdf ROW 1",
      "march.pdf ROW 2",
      undefined,
    ]);
  });

  it("writes .xlsx for --format excel and gives same-named inputs distinct outputs", async () => {
    await mkdir(join(dir, "b"));
    await writeFile(join(dir, "b", "march.pdf"), "%PDF-1.7");
    const io = fakeIo(dir);
    const code = await runCli(
      ["convert", "march.pdf", "b/march.pdf", "--local", "--format", "excel", "--json"],
      io,
      {
        createConverter: scripted(TABLE, { inputs: [] } as Seen),
      },
    );
    expect(code).toBe(0);
    expect(JSON.parse(io.stdout.text).files.map((f: { output: string }) => f.output)).toEqual([
      "march.xlsx",
      "march-2.xlsx",
    ]);
    const sheet = strFromU8(
      unzipSync(await readFile(join(dir, "march-2.xlsx")))["xl/worksheets/sheet1.xml"] ?? new Uint8Array(),
    );
    expect(sheet).toContain('<c r="F3" s="2"><v>-12.34</v></c>');
  });

  it("writes .ofx, .qif (either date order) and a merged .qfx that independent readers read back", async () => {
    const convert = (...args: string[]) =>
      runCli(["convert", "march.pdf", "april.pdf", "--local", ...args], fakeIo(dir), {
        createConverter: scripted(TABLE, { inputs: [] } as Seen),
      });
    const march = (TABLE["march.pdf"] as { statement: Statement }).statement;
    const april = (TABLE["april.pdf"] as { statement: Statement }).statement;
    const bytes = async (name: string) => new Uint8Array(await readFile(join(dir, name)));

    expect(await convert("--format", "ofx")).toBe(0);
    expect(readBackProblems(march, "ofx", await bytes("march.ofx"))).toEqual([]);
    expect(await convert("--format", "qif", "--qif-date-format", "DMY")).toBe(0);
    expect(readBackProblems(april, "qif", await bytes("april.qif"), { dayFirst: true })).toEqual([]);
    expect((await readFile(join(dir, "march.qif"), "utf8")).split("\r\n").slice(0, 3)).toEqual([
      "!Type:Bank",
      "D01/03/2026",
      "T2500.00",
    ]);
    expect(await convert("--format", "qfx", "--merge", "--intu-bid", "10898")).toBe(0);
    const merged = await bytes("statement-merged.qfx");
    expect(readBackProblems([march, april], "qfx", merged)).toEqual([]);
    expect(new TextDecoder().decode(merged)).toContain("<INTU.BID>10898\r\n");
  });

  it("converts a file named twice once, under its first name", async () => {
    const io = fakeIo(dir);
    const seen = { inputs: [] } as Seen;
    const code = await runCli(
      ["convert", "march.pdf", `${dir}/march.pdf`, "./march.pdf", "--local", "--json"],
      io,
      {
        createConverter: scripted(TABLE, seen),
      },
    );
    expect(code).toBe(0);
    expect(seen.inputs).toHaveLength(1);
    expect(JSON.parse(io.stdout.text)).toEqual({
      files: [{ file: "march.pdf", ok: true, output: "march.csv", transactions: 2 }],
    });
  });

  it("draws a coloured progress bar on a terminal, and no colour with NO_COLOR", async () => {
    const tty = fakeIo(dir, { tty: true });
    await runCli(["convert", "march.pdf", "broken.pdf", "--local"], tty, {
      createConverter: scripted(TABLE, { inputs: [] } as Seen),
    });
    expect(tty.stderr.text).toContain("0/2 files");
    expect(tty.stderr.text).toContain("\r\u001b[2K");
    expect(tty.stderr.text.replaceAll("\r\u001b[2K", "")).toContain(ESC);
    expect(tty.stdout.text).toBe("");

    const plain = fakeIo(dir, { tty: true, env: { NO_COLOR: "1" } });
    await runCli(["convert", "march.pdf", "broken.pdf", "--local"], plain, {
      createConverter: scripted(TABLE, { inputs: [] } as Seen),
    });
    expect(plain.stderr.text).toContain("██████████████████████████"[0]);
    expect(plain.stderr.text.replaceAll("\r\u001b[2K", "")).not.toContain(ESC);
    expect(plain.stderr.text).toContain("broken.pdf: PDF_INVALID: This file is not a valid PDF.\n");
  });
});

describe("statement convert usage errors (exit 2)", () => {
  const run = async (argv: string[]) => {
    const io = fakeIo(dir);
    const seen = { inputs: [] } as Seen;
    const code = await runCli(argv, io, { createConverter: scripted(TABLE, seen) });
    return { code, stderr: io.stderr.text, converted: seen.inputs.length };
  };

  it("refuses an unknown format", async () => {
    expect(await run(["convert", "march.pdf", "--local", "--format", "pdf"])).toEqual({
      code: 2,
      stderr: "error: unknown format 'pdf' (use csv, excel, json, ofx, qfx, qbo, qif)\n",
      converted: 0,
    });
  });

  it("refuses a missing file before converting anything", async () => {
    expect(await run(["convert", "march.pdf", "nope.pdf", "--local"])).toEqual({
      code: 2,
      stderr: "error: nope.pdf: file not found\n",
      converted: 0,
    });
  });

  it("refuses no files, bad numbers and unknown options", async () => {
    const none = await run(["convert", "--local"]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("missing required argument 'files'");
    expect((await run(["convert", "march.pdf", "--local", "--concurrency", "0"])).code).toBe(2);
    expect((await run(["convert", "march.pdf", "--local", "--timeout", "-1"])).code).toBe(2);
    expect((await run(["convert", "march.pdf", "--local", "--frobnicate"])).code).toBe(2);
  });

  it("says remote mode needs `statement login` (exit 3) when not signed in, and offers --local", async () => {
    const io = fakeIo(dir, { env: { XDG_CONFIG_HOME: join(dir, "no-config") } });
    const code = await runCli(["convert", "march.pdf"], io);
    expect(code).toBe(3);
    expect(io.stderr.text).toBe(
      "error: Not signed in to http://127.0.0.1:5173. Run `statement login` first. " +
        "(Or add --local to convert on this machine; nothing is uploaded.)\n",
    );
  });
});

describe("statement --help", () => {
  it("prints usage with examples on stdout and exits 0", async () => {
    const io = fakeIo(dir);
    expect(await runCli(["convert", "--help"], io)).toBe(0);
    expect(io.stdout.text).toContain("Usage: statement convert [options] <files...>");
    expect(io.stdout.text).toContain("--format <format>");
    expect(io.stdout.text).toContain("$ statement convert *.pdf --format excel --out-dir out");
    expect(io.stdout.text).toContain("OUT_DIR/NAME.error.json");
    // Every format of the engine's table, with its extension, and the options some take.
    expect(io.stdout.text).toContain(
      "Formats (--format):\n  csv    .csv   spreadsheets and most importers\n",
    );
    for (const [id, ext] of [
      ["ofx", ".ofx"],
      ["qfx", ".qfx"],
      ["qbo", ".qbo"],
      ["qif", ".qif"],
      ["excel", ".xlsx"],
    ]) {
      expect(io.stdout.text).toMatch(new RegExp(`^  ${id} +\\${ext} +\\S`, "m"));
    }
    expect(io.stdout.text).toContain("--intu-bid <id>");
    expect(io.stdout.text).toContain("--qif-date-format <order>");
    const root = fakeIo(dir);
    expect(await runCli(["--help"], root)).toBe(0);
    expect(root.stdout.text).toContain("convert [options] <files...>");
    for (const command of ["login", "logout", "whoami", "history", "show", "export", "delete"]) {
      expect(root.stdout.text).toMatch(new RegExp(`^  ${command}\\b`, "m"));
    }
  });
});
