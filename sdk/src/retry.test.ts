import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, json, ok, recorder, user } from "../test/fetch-recorder.js";
import { StatementClient } from "./client.js";
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  InternalServerError,
  RateLimitError,
} from "./errors.js";
import { isRetryableStatus, parseRetryAfter, retryDelayMs } from "./retry.js";

const BASE = "http://127.0.0.1:5173";
const me = json({ success: true, user });

describe("retry policy", () => {
  it.each([
    ["GET", 408, true],
    ["GET", 429, true],
    ["GET", 500, true],
    ["GET", 502, true],
    ["GET", 503, true],
    ["GET", 400, false],
    ["GET", 404, false],
    ["PUT", 500, true],
    ["DELETE", 504, true],
    ["POST", 429, true],
    ["POST", 503, true],
    ["POST", 408, false],
    ["POST", 500, false],
    ["POST", 502, false],
    ["POST", 504, false],
  ] as const)("%s %i retryable: %s", (method, status, expected) => {
    expect(isRetryableStatus(method, status)).toBe(expected);
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    const now = Date.parse("2026-03-01T10:00:00Z");
    expect(parseRetryAfter(new Headers({ "retry-after": "3" }), now)).toBe(3000);
    expect(parseRetryAfter(new Headers({ "retry-after": "1.5" }), now)).toBe(1500);
    expect(parseRetryAfter(new Headers({ "retry-after": "Sun, 01 Mar 2026 10:00:30 GMT" }), now)).toBe(
      30_000,
    );
    expect(parseRetryAfter(new Headers({ "retry-after-ms": "250" }), now)).toBe(250);
    expect(parseRetryAfter(new Headers({ "retry-after": "soon" }), now)).toBeNull();
    expect(parseRetryAfter(new Headers(), now)).toBeNull();
  });

  it("backs off 0.5 s doubling up to 8 s, with up to 25 % jitter", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, null, () => 0))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
    expect(retryDelayMs(0, null, () => 1)).toBe(375);
    expect(retryDelayMs(3, 2000, () => 0)).toBe(2000);
  });
});

describe("retries through the client (fake timers)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, "random").mockReturnValue(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("retries a GET on 503 with 0.5 s then 1 s waits, and succeeds", async () => {
    const { fetch, calls } = recorder(apiError(503, "INTERNAL", "busy"), apiError(500, "INTERNAL", "x"), me);
    const p = new StatementClient({ baseUrl: BASE, fetch }).auth.me();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    expect((await p).user.id).toBe("u_1");
  });

  it.each([408, 429, 500, 502, 503, 504])("GET retries on %i", async (status) => {
    const { fetch, calls } = recorder(apiError(status, "INTERNAL", "x"), me);
    const p = new StatementClient({ baseUrl: BASE, fetch }).auth.me();
    await vi.runAllTimersAsync();
    expect((await p).success).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it.each([
    [429, 2],
    [503, 2],
    [500, 1],
    [502, 1],
    [408, 1],
    [400, 1],
  ])("POST on %i is sent %i time(s)", async (status, sent) => {
    const { fetch, calls } = recorder(apiError(status, "INTERNAL", "x"), ok());
    const p = new StatementClient({ baseUrl: BASE, fetch }).auth.logout().catch((e) => e);
    await vi.runAllTimersAsync();
    await p;
    expect(calls).toHaveLength(sent);
  });

  it("PUT and DELETE retry on 5xx too", async () => {
    const { fetch, calls } = recorder(apiError(500, "INTERNAL", "x"), ok());
    const client = new StatementClient({ baseUrl: BASE, fetch });
    const p = client.conversions.delete("c1");
    await vi.runAllTimersAsync();
    expect((await p).message).toBe("Done");
    expect(calls.map((c) => c.method)).toEqual(["DELETE", "DELETE"]);
  });

  it("honours Retry-After instead of the backoff", async () => {
    const limited = apiError(429, "RATE_LIMITED", "slow down", { headers: { "retry-after": "12" } });
    const { fetch, calls } = recorder(limited, ok());
    const p = new StatementClient({ baseUrl: BASE, fetch }).auth.forgotPassword({ email: "a@b.co" });
    await vi.advanceTimersByTimeAsync(11_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect((await p).success).toBe(true);
  });

  it("a Retry-After over 60 s is not waited for: RateLimitError at once", async () => {
    const limited = apiError(429, "RATE_LIMITED", "slow down", { headers: { "retry-after": "61" } });
    const { fetch, calls } = recorder(limited, ok());
    const err = await new StatementClient({ baseUrl: BASE, fetch }).auth.me().catch((e) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err.retryAfter).toBe(61);
    expect(calls).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("exactly 60 s is still waited for", async () => {
    const limited = apiError(429, "RATE_LIMITED", "slow down", { headers: { "retry-after": "60" } });
    const { fetch, calls } = recorder(limited, me);
    const p = new StatementClient({ baseUrl: BASE, fetch }).auth.me();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
    expect((await p).success).toBe(true);
  });

  it("gives up after maxRetries with the last response's error", async () => {
    const { fetch, calls } = recorder(apiError(502, "INTERNAL", "bad gateway"));
    const p = new StatementClient({ baseUrl: BASE, fetch, maxRetries: 3 }).auth.me().catch((e) => e);
    await vi.runAllTimersAsync();
    const err = await p;
    expect(err).toBeInstanceOf(InternalServerError);
    expect(err.status).toBe(502);
    expect(calls).toHaveLength(4);
  });

  it("per-request maxRetries overrides the client's", async () => {
    const { fetch, calls } = recorder(apiError(500, "INTERNAL", "x"));
    const client = new StatementClient({ baseUrl: BASE, fetch, maxRetries: 5 });
    const p = client.auth.me({ maxRetries: 0 }).catch((e) => e);
    await vi.runAllTimersAsync();
    expect(await p).toBeInstanceOf(InternalServerError);
    expect(calls).toHaveLength(1);
  });

  it("retries a GET after a connection error, never a POST", async () => {
    const down = new TypeError("fetch failed");
    const get = recorder(down, me);
    const p = new StatementClient({ baseUrl: BASE, fetch: get.fetch }).auth.me();
    await vi.runAllTimersAsync();
    expect((await p).success).toBe(true);
    expect(get.calls).toHaveLength(2);

    const post = recorder(down, ok());
    const q = new StatementClient({ baseUrl: BASE, fetch: post.fetch }).auth.logout().catch((e) => e);
    await vi.runAllTimersAsync();
    expect(await q).toBeInstanceOf(APIConnectionError);
    expect(post.calls).toHaveLength(1);
  });
});

/** A fetch that never answers until its signal aborts, like a hung server. */
function hangingFetch() {
  let calls = 0;
  const fetch = (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      calls++;
      init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
    });
  return { fetch, count: () => calls };
}

describe("timeouts and abort", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, "random").mockReturnValue(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("times out each attempt after timeoutMs, retrying GETs, then APIConnectionTimeoutError", async () => {
    const hang = hangingFetch();
    const client = new StatementClient({ baseUrl: BASE, fetch: hang.fetch, timeoutMs: 1000, maxRetries: 1 });
    const p = client.auth.me().catch((e) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(hang.count()).toBe(1);
    await vi.advanceTimersByTimeAsync(1); // timeout, then 500 ms backoff
    await vi.advanceTimersByTimeAsync(500);
    expect(hang.count()).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    const err = await p;
    expect(err).toBeInstanceOf(APIConnectionTimeoutError);
    expect(err.message).toBe("Request timed out after 1000 ms.");
  });

  it("per-request timeoutMs applies; a timed-out POST is not retried", async () => {
    const hang = hangingFetch();
    const client = new StatementClient({ baseUrl: BASE, fetch: hang.fetch });
    const p = client.auth.logout({ timeoutMs: 50 }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(await p).toBeInstanceOf(APIConnectionTimeoutError);
    expect(hang.count()).toBe(1);
  });

  it("the caller's AbortSignal cancels the request with APIUserAbortError, without retries", async () => {
    const hang = hangingFetch();
    const controller = new AbortController();
    const p = new StatementClient({ baseUrl: BASE, fetch: hang.fetch }).auth
      .me({ signal: controller.signal })
      .catch((e) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    const err = await p;
    expect(err).toBeInstanceOf(APIUserAbortError);
    expect(hang.count()).toBe(1);
  });

  it("an abort during the backoff wait ends the call at once", async () => {
    const { fetch, calls } = recorder(apiError(503, "INTERNAL", "busy"));
    const controller = new AbortController();
    const p = new StatementClient({ baseUrl: BASE, fetch }).auth
      .me({ signal: controller.signal })
      .catch((e) => e);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await p).toBeInstanceOf(APIUserAbortError);
    expect(calls).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("an already aborted signal sends nothing", async () => {
    const { fetch, calls } = recorder(me);
    const err = await new StatementClient({ baseUrl: BASE, fetch }).auth
      .me({ signal: AbortSignal.abort() })
      .catch((e) => e);
    expect(err).toBeInstanceOf(APIUserAbortError);
    expect(calls).toHaveLength(0);
  });
});
