import {
  ERROR_STATUS,
  type ErrorCode,
  type FieldError,
  type QuotaDetail,
} from "@statement-converter/contract";

/** An error the API answers with its envelope `{ success: false, message, code, errors? }`. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    /** QUOTA_EXCEEDED: the allowance, the pages used and when it renews. */
    readonly quota?: QuotaDetail,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = "Resource") => new ApiError("NOT_FOUND", `${what} not found.`);
