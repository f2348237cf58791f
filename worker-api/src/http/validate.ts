import { type FieldError, MAX_REQUEST_BYTES } from "@statement-converter/contract";
import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "./api-error.js";
import { readLimitedBody } from "./body.js";

/** Largest JSON body: a 10 MiB file as base64 (process calls) or a long list of corrected rows. */
export const MAX_JSON_BYTES = MAX_REQUEST_BYTES;

/** Parses `value` with `schema`; a failure is 422 VALIDATION_FAILED listing every field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join("."),
    message: issue.message,
  }));
  throw new ApiError("VALIDATION_FAILED", errors[0]?.message ?? "Validation failed", errors);
}

/**
 * The JSON body, validated. An empty body counts as `{}` (so the schema names the missing
 * fields); a body that is not JSON is 400 BAD_REQUEST whatever its Content-Type says.
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  maxBytes = MAX_JSON_BYTES,
): Promise<z.output<S>> {
  const bytes = await readLimitedBody(
    c.req.raw,
    maxBytes,
    () => new ApiError("FILE_TOO_LARGE", "The request body is too large."),
  );
  let value: unknown = {};
  const text = new TextDecoder().decode(bytes);
  if (text.trim()) {
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiError("BAD_REQUEST", "Malformed JSON in request body.");
    }
  }
  return validate(schema, value);
}

/** The query string, validated (one value per parameter). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return validate(schema, c.req.query());
}
