import type { ErrorResponse } from "@statement-converter/contract";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isForeignKeyViolation } from "../db/constraints.js";
import { ApiError } from "./api-error.js";

/** The one `onError` of the app: every failure leaves as the contract's error envelope. */
export function renderError(err: Error, c: Context): Response {
  if (err instanceof ApiError) {
    const body: ErrorResponse = { success: false, message: err.message, code: err.code };
    if (err.errors?.length) body.errors = err.errors;
    if (err.quota) body.quota = err.quota;
    return c.json(body, err.status as ContentfulStatusCode, err.headers);
  }
  if (err instanceof HTTPException && err.status === 400) {
    // Hono's validator on a JSON body that does not parse ("Malformed JSON in request body").
    return renderError(new ApiError("BAD_REQUEST", `${err.message.replace(/\.$/, "")}.`), c);
  }
  if (isForeignKeyViolation(err)) {
    // What the request wrote to was deleted meanwhile (by the same user, in another request).
    return renderError(new ApiError("NOT_FOUND", "Resource not found."), c);
  }
  const requestId = c.get("requestId" as never) as string | undefined;
  console.error(`[${requestId ?? "-"}] unhandled error`, err);
  const body: ErrorResponse = {
    success: false,
    code: "INTERNAL",
    message: "Server error. Please try again later.",
  };
  return c.json(body, 500);
}
