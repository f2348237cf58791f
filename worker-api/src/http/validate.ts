import { zValidator } from "@hono/zod-validator";
import { type FieldError, MAX_REQUEST_BYTES } from "@statement-converter/contract";
import type { ValidationTargets } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { ApiError } from "./api-error.js";

/**
 * Request validation on Hono's own tools (hono/body-limit, @hono/zod-validator) with the
 * contract's schemas; every failure leaves as the contract's error envelope
 * (docs/architecture.md#error-codes).
 */

/** 422 VALIDATION_FAILED listing every field of a failed parse. */
function validationFailed(error: { issues: readonly z.core.$ZodIssue[] }): ApiError {
  const errors: FieldError[] = error.issues.map((issue) => ({
    field: issue.path.map(String).join("."),
    message: issue.message,
  }));
  return new ApiError("VALIDATION_FAILED", errors[0]?.message ?? "Validation failed", errors);
}

const validated = <T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw validationFailed(result.error);
  });

/**
 * Middleware: a body over `maxBytes` is refused (413) from its Content-Length before it is read,
 * or as soon as the streamed bytes pass it.
 */
export const limitBody = (maxBytes: number, tooLarge: () => ApiError) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });

const requestTooLarge = () => new ApiError("FILE_TOO_LARGE", "The request body is too large.");

/**
 * Middleware pair: the JSON body, at most MAX_REQUEST_BYTES, validated (`c.req.valid("json")`).
 * A body without a JSON Content-Type counts as `{}` (so the schema names the missing fields); a
 * JSON body that does not parse is 400 BAD_REQUEST.
 */
export const json = <S extends z.ZodType>(schema: S) =>
  [limitBody(MAX_REQUEST_BYTES, requestTooLarge), validated("json", schema)] as const;

/** Middleware: the query string, validated (`c.req.valid("query")`). */
export const query = <S extends z.ZodType>(schema: S) => validated("query", schema);
