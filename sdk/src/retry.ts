/**
 * SDK retries (docs/architecture.md#sdk-retries): GET, PUT and DELETE are retried on 408, 429,
 * 5xx and connection errors; POST only on 429 and 503 (the server did not act). Capped
 * exponential backoff with jitter; Retry-After is honoured, but a wait longer than 60 s is not
 * taken.
 */

export const INITIAL_RETRY_DELAY_MS = 500;
export const MAX_RETRY_DELAY_MS = 8_000;
/** The longest Retry-After the SDK waits; a longer one ends the call with the response's error. */
export const MAX_RETRY_AFTER_MS = 60_000;

const IDEMPOTENT = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);

/** Whether a response with this status may be retried for this method. */
export function isRetryableStatus(method: string, status: number): boolean {
  if (IDEMPOTENT.has(method.toUpperCase())) return status === 408 || status === 429 || status >= 500;
  return status === 429 || status === 503;
}

/** Whether a connection error or timeout may be retried: only when repeating cannot act twice. */
export function isRetryableConnectionError(method: string): boolean {
  return IDEMPOTENT.has(method.toUpperCase());
}

/**
 * Milliseconds a `Retry-After` (or `retry-after-ms`) header asks for, or null when absent or
 * unreadable. Accepts delta-seconds and HTTP dates.
 */
export function parseRetryAfter(headers: Headers, now: number = Date.now()): number | null {
  const ms = headers.get("retry-after-ms");
  if (ms !== null && ms.trim() !== "" && Number.isFinite(Number(ms)) && Number(ms) >= 0) return Number(ms);
  const value = headers.get("retry-after")?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/**
 * The wait before retry number `retriesDone + 1`: the server's Retry-After when given, else
 * 0.5 s doubling per retry up to 8 s, minus up to 25 % jitter.
 */
export function retryDelayMs(retriesDone: number, retryAfterMs: number | null, random = Math.random): number {
  if (retryAfterMs !== null) return retryAfterMs;
  const base = Math.min(INITIAL_RETRY_DELAY_MS * 2 ** retriesDone, MAX_RETRY_DELAY_MS);
  return Math.round(base * (1 - random() * 0.25));
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
