import { chmod, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, join } from "node:path";
import type { Io } from "../io.js";

/** What `statement login` remembers: the API's origin, the token and whose it is. */
export interface SavedConfig {
  origin?: string;
  token?: string;
  email?: string;
}

const APP_DIR = "statement-converter";
const FILE_NAME = "config.json";

/**
 * `%APPDATA%\statement-converter\config.json` on Windows, else
 * `$XDG_CONFIG_HOME/statement-converter/config.json` (an absolute XDG_CONFIG_HOME only, as the
 * XDG spec says), else `~/.config/statement-converter/config.json`.
 */
export function configPath(io: Pick<Io, "env" | "homeDir" | "platform">): string {
  const { env, homeDir, platform } = io;
  if (platform === "win32") {
    const appData = env.APPDATA || join(homeDir, "AppData", "Roaming");
    return join(appData, APP_DIR, FILE_NAME);
  }
  const xdg = env.XDG_CONFIG_HOME;
  const base = xdg && isAbsolute(xdg) ? xdg : join(homeDir, ".config");
  return join(base, APP_DIR, FILE_NAME);
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The saved config, or `{}` when there is none yet. A file that is not ours is an error. */
export async function readConfig(path: string): Promise<SavedConfig> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw new ConfigError(`cannot read ${path}: ${(error as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ConfigError(`${path} is not valid JSON; delete it and run \`statement login\` again`);
  }
  return parseConfig(value, path);
}

export function parseConfig(value: unknown, path: string): SavedConfig {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ConfigError(`${path} does not hold a JSON object; delete it and run \`statement login\` again`);
  }
  const record = value as Record<string, unknown>;
  const config: SavedConfig = {};
  for (const key of ["origin", "token", "email"] as const) {
    const field = record[key];
    if (field === undefined || field === null) continue;
    if (typeof field !== "string") throw new ConfigError(`${path}: "${key}" must be a string`);
    config[key] = field;
  }
  return config;
}

/**
 * Writes the config readable by its owner only: the directory 0700, the file 0600, through a
 * temporary file and a rename so a crash never leaves half a file. (Windows ignores the modes;
 * %APPDATA% is private to the user there.)
 */
export async function writeConfig(path: string, config: SavedConfig): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const temp = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(temp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
    await chmod(temp, 0o600);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
