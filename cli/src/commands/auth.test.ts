import { mkdtemp, readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, fakeApi, unreachableFetch } from "../../test/fake-api.js";
import { type FakeIoOptions, fakeIo } from "../../test/fake-io.js";
import { writeConfig } from "../config/config-file.js";
import { runCli } from "../program.js";

const ORIGIN = "http://127.0.0.1:5173";
let dir: string;
let configFile: string;
let env: Record<string, string>;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "statement-auth-"));
  env = { XDG_CONFIG_HOME: join(dir, "xdg") };
  configFile = join(dir, "xdg", "statement-converter", "config.json");
});

const readSaved = async () => JSON.parse(await readFile(configFile, "utf8"));

async function run(
  argv: string[],
  api: { fetch: typeof fetch | ReturnType<typeof fakeApi>["fetch"] },
  options: FakeIoOptions = {},
) {
  const io = fakeIo(dir, { ...options, env: { ...env, ...options.env } });
  const code = await runCli(argv, io, { api: { fetch: api.fetch, maxRetries: 0 } });
  return { code, io, stdout: io.stdout.text, stderr: io.stderr.text };
}

describe("statement login", () => {
  it("asks for the e-mail and, without echo, the password on a terminal; saves origin and token 0600", async () => {
    const api = fakeApi();
    const r = await run(["login"], api, { tty: true, answers: [" Demo@Example.com ", DEMO_PASSWORD] });
    expect(r.code).toBe(0);
    expect(r.io.prompter.asked).toEqual([
      { question: "E-mail: ", secret: false },
      { question: "Password: ", secret: true },
    ]);
    expect(r.stderr).toContain(`Signed in to ${ORIGIN} as demo@example.com.`);
    expect(r.stderr).toContain(configFile);
    expect(api.calls[0]).toMatchObject({
      method: "POST",
      path: "/auth/login",
      body: { email: "Demo@Example.com", password: DEMO_PASSWORD, rememberMe: true },
    });
    expect(await readSaved()).toEqual({ origin: ORIGIN, token: "tok-1", email: "demo@example.com" });
    expect((await stat(configFile)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, "xdg", "statement-converter"))).mode & 0o777).toBe(0o700);
  });

  it("takes --email and STATEMENT_LOGIN_PASSWORD without a terminal, and --api as the origin", async () => {
    const api = fakeApi();
    const r = await run(
      ["login", "--api", "https://statements.example.com/", "--email", "demo@example.com"],
      api,
      {
        env: { STATEMENT_LOGIN_PASSWORD: DEMO_PASSWORD },
      },
    );
    expect(r.code).toBe(0);
    expect(r.io.prompter.asked).toEqual([]);
    expect(await readSaved()).toEqual({
      origin: "https://statements.example.com",
      token: "tok-1",
      email: "demo@example.com",
    });
  });

  it("offers the last e-mail and revokes the token it replaces", async () => {
    const api = fakeApi();
    await run(["login", "--email", "demo@example.com"], api, {
      env: { STATEMENT_LOGIN_PASSWORD: DEMO_PASSWORD },
    });
    const again = await run(["login"], api, { tty: true, answers: ["", DEMO_PASSWORD] });
    expect(again.code).toBe(0);
    expect(again.io.prompter.asked[0]?.question).toBe("E-mail (demo@example.com): ");
    expect((await readSaved()).token).toBe("tok-2");
    expect([...api.tokens]).toEqual(["tok-2"]);
  });

  it("exits 3 on a wrong password and saves nothing", async () => {
    const r = await run(["login", "--email", "demo@example.com"], fakeApi(), {
      env: { STATEMENT_LOGIN_PASSWORD: "nope" },
    });
    expect(r).toMatchObject({ code: 3, stderr: "error: Wrong e-mail or password.\n" });
    await expect(stat(configFile)).rejects.toThrow("ENOENT");
  });

  it("exits 4 when the API cannot be reached, naming the address", async () => {
    const r = await run(
      ["login", "--email", "demo@example.com"],
      { fetch: unreachableFetch },
      {
        env: { STATEMENT_LOGIN_PASSWORD: DEMO_PASSWORD },
      },
    );
    expect(r.code).toBe(4);
    expect(r.stderr).toContain(`error: Cannot reach the API at ${ORIGIN} (ECONNREFUSED). Is it running?`);
    expect(r.stderr).toContain("npm start");
  });

  it("exits 2 when there is no terminal to ask on, or the address is not a URL", async () => {
    const noEmail = await run(["login"], fakeApi());
    expect(noEmail).toMatchObject({
      code: 2,
      stderr: "error: No terminal to ask for your e-mail: pass --email and set STATEMENT_LOGIN_PASSWORD.\n",
    });
    const noPassword = await run(["login", "--email", "demo@example.com"], fakeApi());
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain("set STATEMENT_LOGIN_PASSWORD");
    const badOrigin = await run(["login", "--api", "localhost:5173", "--email", "x@example.com"], fakeApi(), {
      env: { STATEMENT_LOGIN_PASSWORD: "x" },
    });
    expect(badOrigin.code).toBe(2);
    expect(badOrigin.stderr).toContain("The API address is not valid");
  });

  it("exits 2 when the password prompt is cancelled with Ctrl-C", async () => {
    const r = await run(["login", "--email", "demo@example.com"], fakeApi(), {
      tty: true,
      answers: [null],
      env: { NO_COLOR: "1" },
    });
    expect(r).toMatchObject({ code: 2, stderr: "error: Login cancelled.\n" });
  });
});

describe("statement whoami", () => {
  it("prints the e-mail on stdout, and the plan and its page usage on stderr", async () => {
    const api = fakeApi();
    api.tokens.add("saved");
    await writeConfig(configFile, { origin: ORIGIN, token: "saved" });
    const r = await run(["whoami"], api);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("demo@example.com\n");
    expect(r.stderr).toBe(
      `Demo User, registered plan, at ${ORIGIN}\nPages: 3 of 5 used today (renews at 2026-03-03 14:05 UTC)\n`,
    );
    expect(api.calls.map((c) => [c.path, c.token])).toEqual([
      ["/auth/me", "saved"],
      ["/usage", "saved"],
    ]);
    const json = await run(["whoami", "--json"], api);
    expect(JSON.parse(json.stdout)).toMatchObject({
      origin: ORIGIN,
      user: { email: "demo@example.com" },
      usage: { plan: "registered", used: 3, limit: 5, window: "24h" },
    });
  });

  it("words unmetered plans and a waiting downgrade", async () => {
    const api = fakeApi(
      {},
      {
        plan: "business",
        billingInterval: "monthly",
        window: "month",
        used: 1234,
        limit: 4000,
        renewsAt: "2026-04-01T00:00:00.000Z",
        pendingPlan: "starter",
        pendingPlanAt: "2026-04-01T00:00:00.000Z",
      },
    );
    api.tokens.add("saved");
    await writeConfig(configFile, { origin: ORIGIN, token: "saved" });
    expect((await run(["whoami"], api)).stderr).toContain(
      "Pages: 1234 of 4000 used this month (renews at 2026-04-01 00:00 UTC); moves to starter at 2026-04-01 00:00 UTC",
    );
    const unmetered = fakeApi(
      {},
      {
        plan: "enterprise",
        billingInterval: "yearly",
        window: "year",
        used: 12,
        limit: null,
        renewsAt: "2027-01-01T00:00:00.000Z",
        pendingPlan: null,
        pendingPlanAt: null,
      },
    );
    unmetered.tokens.add("saved");
    expect((await run(["whoami"], unmetered)).stderr).toContain(
      "Pages: 12 used this year (renews at 2027-01-01 00:00 UTC)",
    );
  });

  it("exits 3 when not signed in, without calling the API", async () => {
    const api = fakeApi();
    const r = await run(["whoami"], api);
    expect(r).toMatchObject({
      code: 3,
      stderr: `error: Not signed in to ${ORIGIN}. Run \`statement login\` first.\n`,
    });
    expect(api.calls).toEqual([]);
  });

  it("exits 3 when the server refuses the token (expired or revoked)", async () => {
    await writeConfig(configFile, { origin: ORIGIN, token: "expired" });
    const r = await run(["whoami"], fakeApi());
    expect(r.code).toBe(3);
    expect(r.stderr).toBe(
      `error: Your session at ${ORIGIN} has expired or was revoked. Run \`statement login\` again.\n`,
    );
  });

  it("exits 4 when the API is unreachable", async () => {
    await writeConfig(configFile, { origin: ORIGIN, token: "saved" });
    expect((await run(["whoami"], { fetch: unreachableFetch })).code).toBe(4);
  });

  it("lets STATEMENT_TOKEN and STATEMENT_API_URL override the config", async () => {
    const api = fakeApi();
    api.tokens.add("from-env");
    await writeConfig(configFile, { origin: ORIGIN, token: "saved" });
    const r = await run(["whoami"], api, {
      env: { STATEMENT_TOKEN: "from-env", STATEMENT_API_URL: "https://other.example.com" },
    });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("at https://other.example.com (token from STATEMENT_TOKEN)");
    expect(api.calls.map((c) => c.token)).toEqual(["from-env", "from-env"]);
  });

  it("never sends the saved token to another origin", async () => {
    const api = fakeApi();
    api.tokens.add("saved");
    await writeConfig(configFile, { origin: ORIGIN, token: "saved" });
    const r = await run(["whoami"], api, { env: { STATEMENT_API_URL: "https://elsewhere.example.com" } });
    expect(r.code).toBe(3);
    expect(r.stderr).toContain("Not signed in to https://elsewhere.example.com.");
    expect(api.calls).toEqual([]);
  });
});

describe("statement logout", () => {
  it("revokes the token on the server, then removes it locally (keeping origin and e-mail)", async () => {
    const api = fakeApi();
    await run(["login", "--email", "demo@example.com"], api, {
      env: { STATEMENT_LOGIN_PASSWORD: DEMO_PASSWORD },
    });
    const r = await run(["logout"], api);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`Signed out of ${ORIGIN}.\n`);
    expect(api.calls.at(-1)).toMatchObject({ method: "POST", path: "/auth/logout", token: "tok-1" });
    expect(api.tokens.size).toBe(0);
    expect(await readSaved()).toEqual({ origin: ORIGIN, email: "demo@example.com" });
    expect((await stat(configFile)).mode & 0o777).toBe(0o600);
    expect((await run(["whoami"], api)).code).toBe(3);
  });

  it("still removes the token locally when the server is unreachable, and exits 4", async () => {
    await writeConfig(configFile, { origin: ORIGIN, token: "saved", email: "demo@example.com" });
    const r = await run(["logout"], { fetch: unreachableFetch });
    expect(r.code).toBe(4);
    expect(r.stderr).toContain("stays valid until it expires");
    expect(await readSaved()).toEqual({ origin: ORIGIN, email: "demo@example.com" });
  });

  it("treats an already expired token as signed out, and says so when there is none", async () => {
    await writeConfig(configFile, { origin: ORIGIN, token: "expired" });
    expect((await run(["logout"], fakeApi())).code).toBe(0);
    const none = await run(["logout"], fakeApi());
    expect(none).toMatchObject({ code: 0, stderr: `Not signed in to ${ORIGIN}.\n` });
  });
});
