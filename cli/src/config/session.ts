import { DEFAULT_BASE_URL, type Fetch, StatementClient } from "@statement-converter/sdk";
import type { Io } from "../io.js";
import { configPath, readConfig, type SavedConfig } from "./config-file.js";

/** How commands reach the API; tests inject `fetch` (and no retries, so failures come at once). */
export interface ApiDeps {
  fetch?: Fetch;
  maxRetries?: number;
}

/** Where the API is and which token to send, with where each came from (for messages). */
export interface Session {
  origin: string;
  originSource: "--api" | "STATEMENT_API_URL" | "config" | "default";
  token: string | undefined;
  tokenSource: "STATEMENT_TOKEN" | "STATEMENT_API_KEY" | "config" | undefined;
  configPath: string;
  saved: SavedConfig;
}

/**
 * Order: `--api` (login only), STATEMENT_API_URL, the saved origin, http://127.0.0.1:5173.
 * STATEMENT_TOKEN (then STATEMENT_API_KEY) overrides the saved token (a session token or an API
 * key from `login --api-key`), which is only used for the origin it was saved
 * with. Throws ConfigError for an unreadable config file.
 */
export async function loadSession(io: Io, apiFlag?: string): Promise<Session> {
  const path = configPath(io);
  const saved = await readConfig(path);
  const envOrigin = io.env.STATEMENT_API_URL || undefined;
  const [envToken, envSource]: [string | undefined, "STATEMENT_TOKEN" | "STATEMENT_API_KEY"] = io.env
    .STATEMENT_TOKEN
    ? [io.env.STATEMENT_TOKEN, "STATEMENT_TOKEN"]
    : [io.env.STATEMENT_API_KEY || undefined, "STATEMENT_API_KEY"];
  const [origin, originSource]: [string, Session["originSource"]] = apiFlag
    ? [apiFlag, "--api"]
    : envOrigin
      ? [envOrigin, "STATEMENT_API_URL"]
      : saved.origin
        ? [saved.origin, "config"]
        : [DEFAULT_BASE_URL, "default"];
  const normalized = normalizeOrigin(origin);
  // The saved token is sent only to the origin it was issued by, never to another server.
  const savedTokenHere = saved.token && savedOrigin(saved) === normalized ? saved.token : undefined;
  const [token, tokenSource]: [string | undefined, Session["tokenSource"]] = envToken
    ? [envToken, envSource]
    : savedTokenHere
      ? [savedTokenHere, "config"]
      : [undefined, undefined];
  return { origin: normalized, originSource, token, tokenSource, configPath: path, saved };
}

/** The origin the saved token belongs to. */
export function savedOrigin(saved: SavedConfig): string {
  return normalizeOrigin(saved.origin ?? DEFAULT_BASE_URL);
}

/** `https://x.example/` and `https://x.example` are the same origin; keeps any path (a proxy prefix). */
export function normalizeOrigin(origin: string): string {
  return origin.trim().replace(/\/+$/, "");
}

/** A client for the session. Throws StatementError for an origin that is not an http(s) URL. */
export function clientFor(session: Pick<Session, "origin" | "token">, deps: ApiDeps): StatementClient {
  return new StatementClient({
    baseUrl: session.origin,
    token: session.token,
    fetch: deps.fetch,
    maxRetries: deps.maxRetries,
  });
}
