import { mkdtemp, readFile, stat, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportCsv, exportJson } from "@statement-converter/engine";
import { beforeEach, describe, expect, it } from "vitest";
import { type FileOutcome, fakeApi, unreachableFetch } from "../../test/fake-api.js";
import { type FakeIoOptions, fakeIo } from "../../test/fake-io.js";
import { statementOf } from "../../test/statements.js";
import { writeConfig } from "../config/config-file.js";
import { runCli } from "../program.js";

const ORIGIN = "http://127.0.0.1:5173";
const MARCH = statementOf("march.pdf", [2500_00, -12_34]);
const APRIL = statementOf("april.pdf", [-5], false);
const LOCKED = statementOf("locked.pdf", [-7_00, 1_50]);
const FILES: Record<string, FileOutcome> = {
  "march.pdf": { statement: MARCH },
  "april.pdf": { statement: APRIL },
  "locked.pdf": { statement: LOCKED, password: "pw" },
  "broken.pdf": { code: "PDF_INVALID", message: "This file is not a valid PDF." },
  "big.pdf": {
    message: "Page allowance reached.",
    quota: {
      plan: "registered",
      window: "24h",
      limit: 5,
      used: 4,
      requested: 3,
      renewsAt: "2026-03-03T14:05:00.000Z",
    },
  },
};

let dir: string;
let env: Record<string, string>;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "statement-remote-"));
  for (const name of Object.keys(FILES)) await writeFile(join(dir, name), "%PDF-1.7 test");
  env = { XDG_CONFIG_HOME: join(dir, "xdg"), NO_COLOR: "1" };
  await writeConfig(join(dir, "xdg", "statement-converter", "config.json"), { origin: ORIGIN, token: "tok" });
});

function signedInApi() {
  const api = fakeApi(FILES);
  api.tokens.add("tok");
  return api;
}

async function run(
  argv: string[],
  fetch: ReturnType<typeof fakeApi>["fetch"] | typeof unreachableFetch,
  options: FakeIoOptions = {},
) {
  const io = fakeIo(dir, { ...options, env: { ...env, ...options.env } });
  const code = await runCli(argv, io, { api: { fetch, maxRetries: 0 } });
  return { code, io, stdout: io.stdout.text, stderr: io.stderr.text };
}

const routes = (api: ReturnType<typeof fakeApi>) => api.calls.map((c) => `${c.method} ${c.path}`);

/** Files are read and uploaded concurrently, so ids are looked up by file name. */
const idOf = (api: ReturnType<typeof fakeApi>, fileName: string) =>
  [...api.conversions.values()].find((c) => c.summary.fileName === fileName)?.summary.id;

describe("statement convert (remote, the default)", () => {
  it("exits 5 when the page allowance is used up, saying when it renews", async () => {
    const api = signedInApi();
    const r = await run(["convert", "march.pdf", "big.pdf", "--concurrency", "1", "--json"], api.fetch);
    expect(r.code).toBe(5);
    const summary = JSON.parse(r.stdout);
    expect(summary.files[0]).toMatchObject({ file: "march.pdf", ok: true });
    expect(summary.files[1]).toMatchObject({
      file: "big.pdf",
      ok: false,
      code: "QUOTA_EXCEEDED",
      message:
        "Page allowance used up: 4 of 5 pages used (5 pages per 24 hours, Registered plan); this file needs 3 pages. It renews at 2026-03-03 14:05 UTC. Upgrade for more pages.",
    });
    expect(r.stderr).toContain("big.pdf: QUOTA_EXCEEDED: Page allowance used up: 4 of 5 pages used");
  });

  it("uploads, processes and writes the same files --local would (the engine's exporters)", async () => {
    const api = signedInApi();
    const r = await run(["convert", "march.pdf", "april.pdf", "--out-dir", "out", "--json"], api.fetch);
    expect(r.code).toBe(0);
    expect(await readFile(join(dir, "out", "march.csv"), "utf8")).toBe(exportCsv(MARCH));
    expect(await readFile(join(dir, "out", "april.csv"), "utf8")).toBe(exportCsv(APRIL));
    expect(JSON.parse(r.stdout)).toEqual({
      files: [
        {
          file: "march.pdf",
          ok: true,
          output: join("out", "march.csv"),
          transactions: 2,
          id: idOf(api, "march.pdf"),
        },
        {
          file: "april.pdf",
          ok: true,
          output: join("out", "april.csv"),
          transactions: 1,
          id: idOf(api, "april.pdf"),
        },
      ],
    });
    expect(r.stderr).toContain(
      `april.pdf -> ${join("out", "april.csv")} (1 transaction, does not reconcile (1 warning))`,
    );
    expect(r.stderr).toContain("Converted 2 files.\n");
    // One sign-in check, then two requests per file (two files at a time): upload and
    // process-and-save, whose answer carries the Statement JSON the files are written from.
    expect(routes(api)[0]).toBe("GET /auth/me");
    expect(new Set([idOf(api, "march.pdf"), idOf(api, "april.pdf")])).toEqual(new Set(["c001", "c002"]));
    expect(routes(api).slice(1).sort()).toEqual([
      "POST /conversion/upload",
      "POST /conversion/upload",
      "POST /pdfprocessing/process-and-save",
      "POST /pdfprocessing/process-and-save",
    ]);
    expect(api.calls.every((c) => c.token === "tok")).toBe(true);
  });

  it("writes the full Statement JSON with metadata, and --merge an array of them", async () => {
    const api = signedInApi();
    expect((await run(["convert", "march.pdf", "--format", "json"], api.fetch)).code).toBe(0);
    const json = await readFile(join(dir, "march.json"), "utf8");
    expect(json).toBe(exportJson(MARCH));
    expect(JSON.parse(json)).toMatchObject({
      bankName: "Test Bank",
      accountNumber: "****0001",
      pageCount: 1,
    });

    const merged = await run(["convert", "march.pdf", "april.pdf", "--merge", "--format", "json"], api.fetch);
    expect(merged.code).toBe(0);
    expect(await readFile(join(dir, "statement-merged.json"), "utf8")).toBe(exportJson([MARCH, APRIL]));
  });

  it("on a terminal asks once for an encrypted file's password and retries on the same upload", async () => {
    const api = signedInApi();
    const r = await run(["convert", "locked.pdf", "march.pdf", "--concurrency", "1"], api.fetch, {
      tty: true,
      answers: ["pw"],
    });
    expect(r.code).toBe(0);
    expect(r.io.prompter.asked).toEqual([
      { question: "locked.pdf is password-protected. Its password (Enter to skip): ", secret: true },
    ]);
    expect(await readFile(join(dir, "locked.csv"), "utf8")).toBe(exportCsv(LOCKED));
    const locked = api.calls.filter((c) => c.path === "/pdfprocessing/process-and-save").slice(0, 2);
    expect(locked.map((c) => c.body)).toEqual([{ uploadId: "c001" }, { uploadId: "c001", password: "pw" }]);
    expect(routes(api).filter((r) => r === "POST /conversion/upload")).toHaveLength(2);
  });

  it("reports a wrong password once (no second question) and exits 1", async () => {
    const api = signedInApi();
    const r = await run(["convert", "locked.pdf"], api.fetch, { tty: true, answers: ["nope"] });
    expect(r.code).toBe(1);
    expect(r.io.prompter.asked).toHaveLength(1);
    expect(r.stderr).toContain(
      "locked.pdf: PDF_ENCRYPTED: The password for this PDF is incorrect. Check it and try again. Give it with --password.\n",
    );
  });

  it("skips the file when Enter or Ctrl-C is pressed at the question", async () => {
    const enter = await run(["convert", "locked.pdf"], signedInApi().fetch, { tty: true, answers: [""] });
    expect(enter.code).toBe(1);
    expect(enter.stderr).toContain("locked.pdf: PDF_ENCRYPTED: This PDF is password-protected.");
    const ctrlC = await run(["convert", "locked.pdf"], signedInApi().fetch, { tty: true, answers: [null] });
    expect(ctrlC.code).toBe(1);
  });

  it("without a terminal reports PDF_ENCRYPTED, and --format json writes NAME.error.json per failure", async () => {
    const api = signedInApi();
    const r = await run(
      ["convert", "march.pdf", "locked.pdf", "broken.pdf", "--format", "json", "--out-dir", "out", "--json"],
      api.fetch,
    );
    expect(r.code).toBe(1);
    expect(r.io.prompter.asked).toEqual([]);
    const message =
      "This PDF is password-protected. Enter its password to convert it. Give it with --password.";
    expect(r.stderr).toContain(`locked.pdf: PDF_ENCRYPTED: ${message}\n`);
    expect(r.stderr).toContain("broken.pdf: PDF_INVALID: This file is not a valid PDF.\n");
    expect(JSON.parse(await readFile(join(dir, "out", "locked.error.json"), "utf8"))).toEqual({
      file: "locked.pdf",
      code: "PDF_ENCRYPTED",
      message,
    });
    expect(JSON.parse(await readFile(join(dir, "out", "broken.error.json"), "utf8"))).toEqual({
      file: "broken.pdf",
      code: "PDF_INVALID",
      message: "This file is not a valid PDF.",
    });
    expect(JSON.parse(r.stdout).files[1]).toEqual({
      file: "locked.pdf",
      ok: false,
      code: "PDF_ENCRYPTED",
      message,
      output: join("out", "locked.error.json"),
      id: idOf(api, "locked.pdf"),
    });

    // With the password the same run succeeds, and the stale error file goes.
    const again = await run(
      ["convert", "locked.pdf", "--format", "json", "--out-dir", "out", "--password", "pw"],
      api.fetch,
    );
    expect(again.code).toBe(0);
    await expect(stat(join(dir, "out", "locked.error.json"))).rejects.toThrow("ENOENT");
    expect(await readFile(join(dir, "out", "locked.json"), "utf8")).toBe(exportJson(LOCKED));
    // Its last request is the process-and-save: the file is written from that answer.
    expect(api.calls.at(-1)?.body).toEqual({ uploadId: "c004", password: "pw" });
  });

  it("refuses empty and oversized files before uploading them, as the engine would", async () => {
    await writeFile(join(dir, "empty.pdf"), "");
    await writeFile(join(dir, "huge.pdf"), "%PDF-1.7");
    await truncate(join(dir, "huge.pdf"), 10 * 1024 * 1024 + 1);
    const api = signedInApi();
    const r = await run(["convert", "empty.pdf", "huge.pdf"], api.fetch);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("empty.pdf: FILE_EMPTY: The file is empty.\n");
    expect(r.stderr).toContain("huge.pdf: FILE_TOO_LARGE: The file is larger than 10 MB");
    expect(routes(api)).toEqual(["GET /auth/me"]);
  });

  it("exits 3 before uploading anything when not signed in or the session expired", async () => {
    const api = fakeApi(FILES); // knows no token
    const expired = await run(["convert", "march.pdf"], api.fetch);
    expect(expired.code).toBe(3);
    expect(expired.stderr).toContain(
      "error: Your session at http://127.0.0.1:5173 has expired or was revoked.",
    );
    expect(expired.stderr).toContain("--local");
    expect(routes(api)).toEqual(["GET /auth/me"]);

    const none = await run(["convert", "march.pdf"], api.fetch, {
      env: { XDG_CONFIG_HOME: join(dir, "empty") },
    });
    expect(none.code).toBe(3);
    expect(none.stderr).toContain("Not signed in to http://127.0.0.1:5173. Run `statement login` first.");
  });

  it("exits 3 when the token is revoked during the run", async () => {
    const api = signedInApi();
    const revokeAfterCheck: typeof api.fetch = async (url, init) => {
      const response = await api.fetch(url, init);
      if (url.endsWith("/auth/me")) api.tokens.clear();
      return response;
    };
    const r = await run(["convert", "march.pdf", "broken.pdf"], revokeAfterCheck);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(
      /^march\.pdf: UNAUTHENTICATED: Your session at .* has expired or was revoked\./m,
    );
  });

  it("exits 4 when the API cannot be reached", async () => {
    const r = await run(["convert", "march.pdf"], unreachableFetch);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain("error: Cannot reach the API at http://127.0.0.1:5173 (ECONNREFUSED).");
  });

  it("reports a server failure with its request id and goes on with the other files", async () => {
    const api = fakeApi({ ...FILES, "broken.pdf": { code: "INTERNAL", message: "boom" } });
    api.tokens.add("tok");
    const r = await run(["convert", "broken.pdf", "march.pdf"], api.fetch);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^broken\.pdf: INTERNAL: The server failed on this request \(request id req-\d+\)\./m,
    );
    expect(await readFile(join(dir, "march.csv"), "utf8")).toBe(exportCsv(MARCH));
  });
});
