import { describe, expect, it } from "vitest";
import { apiError, recorder, user } from "../test/fetch-recorder.js";
import { StatementClient } from "./client.js";
import {
  APIConnectionError,
  APIError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  QuotaExceededError,
  RateLimitError,
  StatementError,
  UnprocessableEntityError,
  UnsupportedMediaTypeError,
} from "./errors.js";

const BASE = "http://127.0.0.1:5173";
const client = (reply: Response) =>
  new StatementClient({ baseUrl: BASE, fetch: recorder(reply).fetch, maxRetries: 0 });

describe("errors by status", () => {
  it.each([
    [400, "BAD_REQUEST", BadRequestError],
    [401, "UNAUTHENTICATED", AuthenticationError],
    [401, "INVALID_CREDENTIALS", AuthenticationError],
    [403, "FORBIDDEN", PermissionDeniedError],
    [404, "NOT_FOUND", NotFoundError],
    [409, "EMAIL_TAKEN", ConflictError],
    [413, "FILE_TOO_LARGE", PayloadTooLargeError],
    [415, "UNSUPPORTED_FORMAT", UnsupportedMediaTypeError],
    [422, "PDF_ENCRYPTED", UnprocessableEntityError],
    [422, "NO_TRANSACTIONS", UnprocessableEntityError],
    [429, "RATE_LIMITED", RateLimitError],
    [500, "INTERNAL", InternalServerError],
  ] as const)("%i %s -> %o", async (status, code, Cls) => {
    const err = await client(apiError(status, code, `says ${code}`))
      .auth.me()
      .catch((e) => e);
    expect(err).toBeInstanceOf(Cls);
    expect(err).toBeInstanceOf(APIError);
    expect(err).toBeInstanceOf(StatementError);
    expect(err.name).toBe(Cls.name);
    expect(err.status).toBe(status);
    expect(err.code).toBe(code);
    expect(err.message).toBe(`says ${code}`);
    expect(err.requestId).toBe("req-1");
    expect(err.errors).toEqual([]);
  });

  it("422 VALIDATION_FAILED carries the field list", async () => {
    const errors = [
      { field: "email", message: "Please enter a valid email address" },
      { field: "password", message: "Password must be at least 8 characters" },
    ];
    const err = await client(apiError(422, "VALIDATION_FAILED", "Validation failed", { errors }))
      .auth.register({ email: "x", password: "1", firstName: "A", lastName: "B" })
      .catch((e) => e);
    expect(err).toBeInstanceOf(UnprocessableEntityError);
    expect(err.code).toBe("VALIDATION_FAILED");
    expect(err.errors).toEqual(errors);
  });

  it("402 QUOTA_EXCEEDED carries the allowance, the pages used and when it renews", async () => {
    const quota = {
      plan: "registered",
      window: "24h",
      limit: 5,
      used: 5,
      requested: 1,
      renewsAt: "2026-11-25T14:05:00.000Z",
    };
    const err = await client(apiError(402, "QUOTA_EXCEEDED", "Page allowance reached.", { quota }))
      .conversions.process({ base64Data: "JVBERi0=" })
      .catch((e) => e);
    expect(err).toBeInstanceOf(QuotaExceededError);
    expect(err).toBeInstanceOf(APIError);
    expect(err.status).toBe(402);
    expect(err.code).toBe("QUOTA_EXCEEDED");
    expect(err.quota).toEqual(quota);
    expect(err.renewsAt).toEqual(new Date("2026-11-25T14:05:00.000Z"));
  });

  it("a 402 without a readable quota still maps, with quota null", async () => {
    const err = await client(
      apiError(402, "QUOTA_EXCEEDED", "Page allowance reached.", { quota: { plan: 1 } }),
    )
      .auth.me()
      .catch((e) => e);
    expect(err).toBeInstanceOf(QuotaExceededError);
    expect(err.quota).toBeNull();
    expect(err.renewsAt).toBeNull();
  });

  it("a 429 reports its Retry-After in seconds", async () => {
    const err = await client(apiError(429, "RATE_LIMITED", "Too many", { headers: { "retry-after": "7" } }))
      .auth.me()
      .catch((e) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err.retryAfter).toBe(7);
  });

  it("a non-JSON error page still maps by status, with no code", async () => {
    const err = await client(new Response("<h1>Bad gateway</h1>", { status: 502 }))
      .auth.me()
      .catch((e) => e);
    expect(err).toBeInstanceOf(InternalServerError);
    expect(err.status).toBe(502);
    expect(err.code).toBeNull();
    expect(err.requestId).toBeNull();
    expect(err.message).toBe("Request failed with status 502");
  });

  it("an unknown status is a plain APIError; an unknown code is kept", async () => {
    const err = await client(apiError(418, "TEAPOT", "short and stout"))
      .auth.me()
      .catch((e) => e);
    expect(err.constructor).toBe(APIError);
    expect(err.code).toBe("TEAPOT");
  });

  it("a failed connection is an APIConnectionError with the cause", async () => {
    const cause = new TypeError("fetch failed");
    const { fetch } = recorder(cause);
    const err = await new StatementClient({ baseUrl: BASE, fetch, maxRetries: 0 }).auth.me().catch((e) => e);
    expect(err).toBeInstanceOf(APIConnectionError);
    expect(err.status).toBeUndefined();
    expect(err.cause).toBe(cause);
    expect(err.message).toBe("Connection error: fetch failed");
  });

  it("a success body does not leak into errors: 200 with the user parses", async () => {
    const res = await client(new Response(JSON.stringify({ success: true, user }))).auth.me();
    expect(res.user.id).toBe("u_1");
  });
});
