import { mkdtemp, readFile, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { ConfigError, configPath, readConfig, writeConfig } from "./config-file.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "statement-config-"));
});

describe("configPath", () => {
  it("uses an absolute XDG_CONFIG_HOME, else ~/.config, and %APPDATA% on Windows", () => {
    const linux = { homeDir: "/home/ada", platform: "linux" as const };
    expect(configPath({ ...linux, env: { XDG_CONFIG_HOME: "/xdg" } })).toBe(
      "/xdg/statement-converter/config.json",
    );
    expect(configPath({ ...linux, env: {} })).toBe("/home/ada/.config/statement-converter/config.json");
    // A relative XDG_CONFIG_HOME is invalid per the XDG spec and ignored.
    expect(configPath({ ...linux, env: { XDG_CONFIG_HOME: "rel" } })).toBe(
      "/home/ada/.config/statement-converter/config.json",
    );
    expect(configPath({ homeDir: "/Users/ada", platform: "darwin", env: {} })).toBe(
      "/Users/ada/.config/statement-converter/config.json",
    );
    const win = configPath({ homeDir: "C:\\Users\\ada", platform: "win32", env: { APPDATA: "/appdata" } });
    expect(win).toBe(join("/appdata", "statement-converter", "config.json"));
  });
});

describe("writeConfig / readConfig", () => {
  it("writes the file 0600 in a 0700 directory and reads it back", async () => {
    const path = join(dir, "deep", "statement-converter", "config.json");
    await writeConfig(path, { origin: "http://127.0.0.1:5173", token: "t1", email: "a@example.com" });
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, "deep", "statement-converter"))).mode & 0o777).toBe(0o700);
    expect(await readConfig(path)).toEqual({
      origin: "http://127.0.0.1:5173",
      token: "t1",
      email: "a@example.com",
    });
    expect(JSON.parse(await readFile(path, "utf8"))).toEqual({
      origin: "http://127.0.0.1:5173",
      token: "t1",
      email: "a@example.com",
    });
  });

  it("tightens a file that was readable by others when it is rewritten", async () => {
    const path = join(dir, "config.json");
    await writeFile(path, "{}", { mode: 0o644 });
    await writeConfig(path, { token: "t2" });
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it("reads a missing file as empty and refuses one that is not a config", async () => {
    expect(await readConfig(join(dir, "none.json"))).toEqual({});
    const bad = join(dir, "bad.json");
    await writeFile(bad, "not json");
    await expect(readConfig(bad)).rejects.toThrow(ConfigError);
    await writeFile(bad, JSON.stringify({ token: 42 }));
    await expect(readConfig(bad)).rejects.toThrow('"token" must be a string');
  });
});
