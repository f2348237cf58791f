import { zValidator } from "@hono/zod-validator";
import { type FieldError, MAX_REQUEST_BYTES } from "@statement-converter/contract";
import type { MiddlewareHandler, ValidationTargets } from "hono";
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

/** The media types Hono's validator reads as JSON (hono/validator); any other body it reads as `{}`. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Middleware: a body sent under another Content-Type (a form, plain text) is 400 BAD_REQUEST
 * rather than read as `{}`; a request without a body reads as `{}`.
 */
const jsonTypeIfBody: MiddlewareHandler = async (c, next) => {
  const length = c.req.header("content-length");
  const hasBody = length === undefined ? c.req.raw.body !== null : Number(length) > 0;
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
  if (hasBody && !JSON_MEDIA_TYPE.test(mediaType)) {
    throw new ApiError("BAD_REQUEST", "Expected a JSON body (Content-Type: application/json).");
  }
  await next();
};

/**
 * Middleware trio: the JSON body, at most MAX_REQUEST_BYTES, validated (`c.req.valid("json")`).
 * No body counts as `{}` (so the schema names the missing fields); a body that is not JSON, by
 * its Content-Type or because it does not parse (an empty one included), is 400 BAD_REQUEST.
 */
export const json = <S extends z.ZodType>(schema: S) =>
  [limitBody(MAX_REQUEST_BYTES, requestTooLarge), jsonTypeIfBody, validated("json", schema)] as const;

/** Middleware: the query string, validated (`c.req.valid("query")`). */
export const query = <S extends z.ZodType>(schema: S) => validated("query", schema);
