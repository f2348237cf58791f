/**
 * One call of the API: URL and headers, per-attempt timeout, the caller's AbortSignal, retries
 * (retry.ts) and the error of a failed response. Parsing the body is the caller's `parse`.
 */
import type { WithResponse } from "./api-promise.js";
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  errorFromResponse,
} from "./errors.js";
import {
  isRetryableConnectionError,
  isRetryableStatus,
  MAX_RETRY_AFTER_MS,
  parseRetryAfter,
  retryDelayMs,
  sleep,
} from "./retry.js";
import type { BodySource } from "./upload-body.js";
import type { Fetch } from "./xhr-transport.js";

/** Header values; `null` removes a header the client would otherwise send. */
export type HeadersInput = Headers | Record<string, string | null | undefined>;

/** Options every method takes as its last argument. */
export interface RequestOptions {
  signal?: AbortSignal | undefined;
  /** Extra headers for this call (e.g. a browser's Cookie and Origin, forwarded by a server). */
  headers?: HeadersInput | undefined;
  timeoutMs?: number | undefined;
  maxRetries?: number | undefined;
}

export type Method = "GET" | "POST" | "PUT" | "DELETE";
export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestSpec<T> {
  method: Method;
  path: string;
  query?: Query | undefined;
  body?: BodySource | undefined;
  parse: (response: Response) => Promise<T>;
  options?: RequestOptions | undefined;
  /** Overrides the client's fetch for this call (the browser upload's XHR transport). */
  transport?: Fetch | undefined;
}

export interface RequestConfig {
  apiUrl: string;
  fetch: Fetch;
  token: string | undefined;
  headers: HeadersInput | undefined;
  timeoutMs: number;
  maxRetries: number;
}

export function buildUrl(apiUrl: string, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return `${apiUrl}${path}${qs ? `?${qs}` : ""}`;
}

function applyHeaders(target: Headers, input: HeadersInput | undefined): void {
  if (!input) return;
  const entries = input instanceof Headers ? [...input.entries()] : Object.entries(input);
  for (const [k, v] of entries) {
    if (v === null) target.delete(k);
    else if (v !== undefined) target.set(k, v);
  }
}

export function buildHeaders(config: RequestConfig, spec: RequestSpec<unknown>): Headers {
  const headers = new Headers({ accept: "application/json" });
  if (config.token) headers.set("authorization", `Bearer ${config.token}`);
  applyHeaders(headers, config.headers);
  for (const [k, v] of Object.entries(spec.body?.headers ?? {})) headers.set(k, v);
  applyHeaders(headers, spec.options?.headers);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

class TimeoutSignal {
  readonly controller = new AbortController();
  timedOut = false;
  readonly #timer: ReturnType<typeof setTimeout>;
  readonly #onAbort: () => void;
  constructor(
    ms: number,
    readonly user: AbortSignal | undefined,
  ) {
    this.#timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new APIConnectionTimeoutError());
    }, ms);
    this.#onAbort = () => this.controller.abort(user?.reason);
    if (user?.aborted) this.#onAbort();
    else user?.addEventListener("abort", this.#onAbort, { once: true });
  }
  clear(): void {
    clearTimeout(this.#timer);
    this.user?.removeEventListener("abort", this.#onAbort);
  }
}

/** Sends the request, retrying as retry.ts says, and resolves to the parsed body and the Response. */
export async function send<T>(config: RequestConfig, spec: RequestSpec<T>): Promise<WithResponse<T>> {
  const url = buildUrl(config.apiUrl, spec.path, spec.query);
  const headers = buildHeaders(config, spec);
  const maxRetries = spec.options?.maxRetries ?? config.maxRetries;
  const timeoutMs = spec.options?.timeoutMs ?? config.timeoutMs;
  const userSignal = spec.options?.signal;
  const transport = spec.transport ?? config.fetch;

  for (let attempt = 0; ; attempt++) {
    if (userSignal?.aborted) throw new APIUserAbortError(undefined, { cause: userSignal.reason });
    const retriesLeft = attempt < maxRetries;
    const timeout = new TimeoutSignal(timeoutMs, userSignal);
    let waitMs: number;
    try {
      const init: RequestInit & { duplex?: "half" } = {
        method: spec.method,
        headers,
        signal: timeout.controller.signal,
      };
      if (spec.body) init.body = spec.body.make();
      if (spec.body?.streamed) init.duplex = "half";
      const response = await transport(url, init);
      if (response.ok) return { data: await spec.parse(response), response };

      const retryAfterMs = parseRetryAfter(response.headers);
      const tooLong = retryAfterMs !== null && retryAfterMs > MAX_RETRY_AFTER_MS;
      if (!retriesLeft || tooLong || !isRetryableStatus(spec.method, response.status)) {
        const body = await readBody(response);
        const retryAfter = retryAfterMs === null ? null : retryAfterMs / 1000;
        throw errorFromResponse(response.status, body, response.headers, retryAfter);
      }
      // Not awaited: cancelling one branch of a tee'd (cloned) body resolves only with the other.
      response.body?.cancel().catch(() => undefined);
      waitMs = retryDelayMs(attempt, retryAfterMs);
    } catch (err) {
      if (err instanceof APIError && !(err instanceof APIConnectionError)) throw err;
      if (userSignal?.aborted) throw new APIUserAbortError(undefined, { cause: userSignal.reason });
      const error = timeout.timedOut
        ? new APIConnectionTimeoutError(`Request timed out after ${timeoutMs} ms.`)
        : new APIConnectionError(`Connection error: ${err instanceof Error ? err.message : String(err)}`, {
            cause: err,
          });
      if (!retriesLeft || !isRetryableConnectionError(spec.method)) throw error;
      waitMs = retryDelayMs(attempt, null);
    } finally {
      timeout.clear();
    }
    try {
      await sleep(waitMs, userSignal);
    } catch (reason) {
      throw new APIUserAbortError(undefined, { cause: reason });
    }
  }
}
