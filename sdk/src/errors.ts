/**
 * The SDK's one error hierarchy. Every failure of a call is an `APIError` (or a subclass picked by
 * HTTP status), carrying the contract's `code`, the field `errors` and the `x-request-id`.
 */
import { type ErrorCode, type FieldError, type QuotaDetail, quotaDetailSchema } from "./contract.js";

/** A code of the contract, or a code a newer API answers that this SDK does not know yet. */
export type APIErrorCode = ErrorCode | (string & {});

/** Base class of everything the SDK throws. */
export class StatementError extends Error {
  override name = "StatementError";
}

export interface APIErrorInit {
  status?: number | undefined;
  code?: APIErrorCode | null | undefined;
  errors?: FieldError[] | undefined;
  headers?: Headers | undefined;
  cause?: unknown;
}

export class APIError extends StatementError {
  override name = "APIError";
  /** HTTP status, or undefined when no response arrived. */
  readonly status: number | undefined;
  /** The contract's error code (`PDF_ENCRYPTED`, `VALIDATION_FAILED`, ...), or null. */
  readonly code: APIErrorCode | null;
  /** Field errors of a 422 VALIDATION_FAILED (`[{ field, message }]`); empty otherwise. */
  readonly errors: FieldError[];
  /** The response's `x-request-id`, to quote in bug reports. */
  readonly requestId: string | null;
  readonly headers: Headers | undefined;
  /** Set by `conversions.convert` when the upload succeeded but processing failed, for a retry. */
  uploadId: string | undefined;

  constructor(message: string, init: APIErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code ?? null;
    this.errors = init.errors ?? [];
    this.headers = init.headers;
    this.requestId = init.headers?.get("x-request-id") ?? null;
    this.uploadId = undefined;
  }
}

export class BadRequestError extends APIError {
  override name = "BadRequestError";
}
export class AuthenticationError extends APIError {
  override name = "AuthenticationError";
}
export class PermissionDeniedError extends APIError {
  override name = "PermissionDeniedError";
}
export class NotFoundError extends APIError {
  override name = "NotFoundError";
}
export class ConflictError extends APIError {
  override name = "ConflictError";
}
export class PayloadTooLargeError extends APIError {
  override name = "PayloadTooLargeError";
}
export class UnsupportedMediaTypeError extends APIError {
  override name = "UnsupportedMediaTypeError";
}
/** 422: `code` tells VALIDATION_FAILED (see `errors`) from FILE_EMPTY, PDF_ENCRYPTED, PDF_SCANNED, ... */
export class UnprocessableEntityError extends APIError {
  override name = "UnprocessableEntityError";
}
/**
 * 402 QUOTA_EXCEEDED: the conversion would pass the plan's page allowance. `quota` names the
 * allowance (plan, window, limit), the pages used and requested, and `renewsAt` (ISO).
 */
export class QuotaExceededError extends APIError {
  override name = "QuotaExceededError";
  readonly quota: QuotaDetail | null;
  constructor(message: string, init: APIErrorInit & { quota?: QuotaDetail | null } = {}) {
    super(message, init);
    this.quota = init.quota ?? null;
  }
  /** When the allowance renews, or null when the server did not say. */
  get renewsAt(): Date | null {
    return this.quota?.renewsAt ? new Date(this.quota.renewsAt) : null;
  }
}
export class RateLimitError extends APIError {
  override name = "RateLimitError";
  /** Seconds the server asked to wait (`Retry-After`), or null when it did not say. */
  readonly retryAfter: number | null;
  constructor(message: string, init: APIErrorInit & { retryAfter?: number | null } = {}) {
    super(message, init);
    this.retryAfter = init.retryAfter ?? null;
  }
}
/** Any 5xx. */
export class InternalServerError extends APIError {
  override name = "InternalServerError";
}
/** No response: DNS, refused connection, reset, offline. */
export class APIConnectionError extends APIError {
  override name = "APIConnectionError";
  constructor(message = "Connection error.", init: APIErrorInit = {}) {
    super(message, init);
  }
}
export class APIConnectionTimeoutError extends APIConnectionError {
  override name = "APIConnectionTimeoutError";
  constructor(message = "Request timed out.", init: APIErrorInit = {}) {
    super(message, init);
  }
}
/** The caller's AbortSignal fired. */
export class APIUserAbortError extends APIError {
  override name = "APIUserAbortError";
  constructor(message = "Request was aborted.", init: APIErrorInit = {}) {
    super(message, init);
  }
}
/** A successful response whose body does not match the contract's schema. */
export class ResponseValidationError extends APIError {
  override name = "ResponseValidationError";
  /** What did not match, as `path: message` lines. */
  readonly issues: string[];
  readonly body: unknown;
  constructor(message: string, init: APIErrorInit & { issues?: string[]; body?: unknown } = {}) {
    super(message, init);
    this.issues = init.issues ?? [];
    this.body = init.body;
  }
}

const BY_STATUS: Record<number, typeof APIError> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  413: PayloadTooLargeError,
  415: UnsupportedMediaTypeError,
  422: UnprocessableEntityError,
};

/** Reads the error envelope `{ success: false, message, code, errors? }` leniently. */
function readEnvelope(body: unknown): { message?: string; code?: string; errors?: FieldError[] } {
  if (typeof body !== "object" || body === null) return {};
  const b = body as Record<string, unknown>;
  const errors = Array.isArray(b.errors)
    ? b.errors.filter(
        (e): e is FieldError =>
          typeof e === "object" && e !== null && typeof e.field === "string" && typeof e.message === "string",
      )
    : undefined;
  return {
    message: typeof b.message === "string" ? b.message : undefined,
    code: typeof b.code === "string" ? b.code : undefined,
    errors,
  };
}

/** The error for a non-2xx response, its class chosen by status. */
export function errorFromResponse(
  status: number,
  body: unknown,
  headers: Headers,
  retryAfter: number | null,
): APIError {
  const env = readEnvelope(body);
  const message = env.message ?? `Request failed with status ${status}`;
  const init: APIErrorInit = { status, code: env.code, errors: env.errors, headers };
  if (status === 429) return new RateLimitError(message, { ...init, retryAfter });
  if (status === 402) {
    const quota = quotaDetailSchema.safeParse((body as { quota?: unknown } | null)?.quota);
    return new QuotaExceededError(message, { ...init, quota: quota.success ? quota.data : null });
  }
  if (status >= 500) return new InternalServerError(message, init);
  const Cls = BY_STATUS[status] ?? APIError;
  return new Cls(message, init);
}
