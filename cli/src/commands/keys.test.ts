import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api.js";
import { type FakeIoOptions, fakeIo } from "../../test/fake-io.js";
import { runCli } from "../program.js";

const ORIGIN = "http://127.0.0.1:5173";
const KEY = "sc_live_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG";
let dir: string;
let env: Record<string, string>;
let configFile: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "statement-keys-"));
  env = { XDG_CONFIG_HOME: join(dir, "xdg"), NO_COLOR: "1" };
  configFile = join(dir, "xdg", "statement-converter", "config.json");
});

function keyedApi() {
  const api = fakeApi();
  api.tokens.add(KEY);
  return api;
}

async function run(argv: string[], api: ReturnType<typeof fakeApi>, options: FakeIoOptions = {}) {
  const io = fakeIo(dir, { ...options, env: { ...env, ...options.env } });
  const code = await runCli(argv, io, { api: { fetch: api.fetch, maxRetries: 0 } });
  return { code, io, stdout: io.stdout.text, stderr: io.stderr.text };
}

describe("statement login --api-key", () => {
  it("checks the key with the API and saves it; later commands send it as Bearer", async () => {
    const api = keyedApi();
    const r = await run(["login", "--api-key", KEY], api);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`Using an API key of demo@example.com at ${ORIGIN}.`);
    expect(JSON.parse(await readFile(configFile, "utf8"))).toEqual({
      origin: ORIGIN,
      token: KEY,
      email: "demo@example.com",
    });
    const who = await run(["whoami"], api);
    expect(who.code).toBe(0);
    expect(who.stderr).toContain(`registered plan, at ${ORIGIN} (API key)`);
    expect(api.calls.map((c) => [c.path, c.token])).toEqual([
      ["/auth/me", KEY],
      ["/auth/me", KEY],
      ["/usage", KEY],
    ]);
  });

  it("takes the key from STATEMENT_API_KEY, or asks for it without echo on a terminal", async () => {
    const fromEnv = await run(["login", "--api-key"], keyedApi(), { env: { STATEMENT_API_KEY: KEY } });
    expect(fromEnv.code).toBe(0);
    const asked = await run(["login", "--api-key"], keyedApi(), { tty: true, answers: [KEY] });
    expect(asked.code).toBe(0);
    expect(asked.io.prompter.asked).toEqual([{ question: "API key: ", secret: true }]);
    const noTty = await run(["login", "--api-key"], keyedApi());
    expect(noTty.code).toBe(2);
    expect(noTty.stderr).toContain("pass --api-key KEY or set STATEMENT_API_KEY");
  });

  it("refuses a revoked or unknown key (exit 3) and what is not a key (exit 2), saving nothing", async () => {
    const refused = await run(["login", "--api-key", "sc_live_revoked"], keyedApi());
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain(`${ORIGIN} refused the API key (unknown, expired or revoked).`);
    const notAKey = await run(["login", "--api-key", "hunter2"], keyedApi());
    expect(notAKey.code).toBe(2);
    await expect(readFile(configFile, "utf8")).rejects.toThrow();
  });
});

describe("STATEMENT_API_KEY", () => {
  it("signs every command in without a login; a refused key says so (exit 3)", async () => {
    const api = keyedApi();
    const ok = await run(["whoami"], api, { env: { STATEMENT_API_KEY: KEY } });
    expect(ok.code).toBe(0);
    expect(ok.stdout).toBe("demo@example.com\n");
    expect(ok.stderr).toContain("(API key from STATEMENT_API_KEY)");
    const bad = await run(["whoami"], api, { env: { STATEMENT_API_KEY: "sc_live_gone" } });
    expect(bad.code).toBe(3);
    expect(bad.stderr).toContain(`The API key in STATEMENT_API_KEY was refused by ${ORIGIN}`);
  });

  it("logout forgets a saved key without calling the server, and says how to revoke it", async () => {
    const api = keyedApi();
    await run(["login", "--api-key", KEY], api);
    const out = await run(["logout"], api);
    expect(out.code).toBe(0);
    expect(out.stderr).toContain("revoke it on your profile page");
    expect(api.calls.filter((c) => c.path === "/auth/logout")).toEqual([]);
    expect(JSON.parse(await readFile(configFile, "utf8")).token).toBeUndefined();
  });
});
