/** `StatementClient`: configuration, the shared request path, and one property per resource. */
import { APIPromise } from "./api-promise.js";
import {
  type HealthResponse,
  healthResponseSchema,
  type UsageResponse,
  usageResponseSchema,
} from "./contract.js";
import { StatementError } from "./errors.js";
import { jsonParser } from "./parse.js";
import {
  type HeadersInput,
  type RequestConfig,
  type RequestOptions,
  type RequestSpec,
  send,
} from "./request.js";
import { Auth } from "./resources/auth.js";
import { Contact } from "./resources/contact.js";
import { Conversions } from "./resources/conversions.js";
import { Dev } from "./resources/dev.js";
import { Keys } from "./resources/keys.js";
import { Newsletter } from "./resources/newsletter.js";
import type { Fetch } from "./xhr-transport.js";

export const DEFAULT_TIMEOUT_MS = 120_000;
export const DEFAULT_MAX_RETRIES = 2;
export const DEFAULT_BASE_URL = "http://127.0.0.1:5173";

export interface ClientOptions {
  /** The site's origin, e.g. `https://statements.example.com`; the SDK appends `/api`. */
  baseUrl: string;
  /** The `accessToken` from login, sent as `Authorization: Bearer`. */
  token?: string | undefined;
  /**
   * An API key (`sc_live_...`, made on the profile screen), sent as `Authorization: Bearer`:
   * for scripts, instead of signing in. `token` wins when both are given.
   */
  apiKey?: string | undefined;
  /** A fetch to use instead of the global one (tests, a Worker's service binding, a proxy). */
  fetch?: Fetch | undefined;
  /** Headers sent with every call; `null` removes one. */
  headers?: HeadersInput | undefined;
  /** Per attempt, default 120000 (docs/architecture.md#product-rules). */
  timeoutMs?: number | undefined;
  /** Retries after the first attempt, default 2. */
  maxRetries?: number | undefined;
}

/** `{origin}/api`, without a trailing slash; a base URL already ending in `/api` is kept as is. */
export function apiUrlFor(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new StatementError(
      `baseUrl must be an absolute URL such as http://127.0.0.1:5173, got "${baseUrl}"`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new StatementError(`baseUrl must be an http(s) URL, got "${baseUrl}"`);
  }
  const path = url.pathname.replace(/\/+$/, "");
  return `${url.origin}${path.endsWith("/api") ? path : `${path}/api`}`;
}

export class StatementClient {
  readonly baseUrl: string;
  readonly apiUrl: string;
  readonly token: string | undefined;
  readonly timeoutMs: number;
  readonly maxRetries: number;
  readonly #options: ClientOptions;
  readonly #config: RequestConfig;

  readonly auth: Auth;
  readonly conversions: Conversions;
  readonly contact: Contact;
  readonly newsletter: Newsletter;
  readonly dev: Dev;
  readonly keys: Keys;

  constructor(options: ClientOptions) {
    this.#options = { ...options };
    this.baseUrl = options.baseUrl;
    this.apiUrl = apiUrlFor(options.baseUrl);
    this.token = options.token || options.apiKey || undefined;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    if (!Number.isInteger(this.maxRetries) || this.maxRetries < 0) {
      throw new StatementError("maxRetries must be a whole number >= 0");
    }
    if (!(this.timeoutMs > 0)) throw new StatementError("timeoutMs must be > 0");
    const fetchImpl = options.fetch;
    this.#config = {
      apiUrl: this.apiUrl,
      // Looked up per call, so a fetch installed later (polyfill, test) is used.
      fetch: fetchImpl ?? ((url, init) => globalThis.fetch(url, init)),
      token: this.token,
      headers: options.headers,
      timeoutMs: this.timeoutMs,
      maxRetries: this.maxRetries,
    };
    this.auth = new Auth(this);
    this.conversions = new Conversions(this);
    this.contact = new Contact(this);
    this.newsletter = new Newsletter(this);
    this.dev = new Dev(this);
    this.keys = new Keys(this);
  }

  /**
   * A client from `STATEMENT_API_URL` (default http://127.0.0.1:5173), `STATEMENT_TOKEN` and
   * `STATEMENT_API_KEY` of `env` (Node's `process.env` unless given), with `overrides` on top.
   */
  static fromEnv(
    env: Record<string, string | undefined> = (globalThis as { process?: { env?: Record<string, string> } })
      .process?.env ?? {},
    overrides: Partial<ClientOptions> = {},
  ): StatementClient {
    return new StatementClient({
      baseUrl: env.STATEMENT_API_URL || DEFAULT_BASE_URL,
      token: env.STATEMENT_TOKEN || undefined,
      apiKey: env.STATEMENT_API_KEY || undefined,
      ...overrides,
    });
  }

  /** A new client with these options changed (e.g. `{ token }` after login); this one is unchanged. */
  withOptions(options: Partial<ClientOptions>): StatementClient {
    return new StatementClient({ ...this.#options, ...options });
  }

  /** `GET /health`: the API, its database and its file store answer. */
  health(options?: RequestOptions): APIPromise<HealthResponse> {
    return this.request({ method: "GET", path: "/health", parse: jsonParser(healthResponseSchema), options });
  }

  /**
   * `GET /usage`: the caller's plan, its window (`24h`, `month`, `year`), the pages used in it,
   * the limit (null: not metered) and `renewsAt`. Without a token: the Anonymous allowance of
   * the caller's IP.
   */
  usage(options?: RequestOptions): APIPromise<UsageResponse> {
    return this.request({ method: "GET", path: "/usage", parse: jsonParser(usageResponseSchema), options });
  }

  /** Sends one request through the retry and error machinery (used by the resources). */
  request<T>(spec: RequestSpec<T> | Promise<RequestSpec<T>>): APIPromise<T> {
    return new APIPromise(Promise.resolve(spec).then((s) => send(this.#config, s)));
  }
}
