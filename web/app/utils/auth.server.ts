/**
 * What the account screens' actions share: turning an API failure into form errors (an API
 * message mentioning 'email' goes on the email field, 'password' on the password field)
 * and finishing a sign-in (relay the API's session cookie, flash a toast, redirect).
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/cloudflare";
import { APIError } from "@statement-converter/sdk";
import { relaySetCookies } from "./api.server";
import { errorMessage, fieldForMessage } from "./api-errors";
import type { ToastInput } from "./toast";
import { toastCookieHeader } from "./toast.server";
import type { FieldErrors } from "./validation";

export interface FormFailure {
  errors: FieldErrors;
  formError?: string;
}

/**
 * Field errors from an API failure. `fallback` is the screen's own wording for anything the API
 * does not explain (e.g. 'Login failed').
 */
export function apiFormErrors(err: unknown, fields: readonly string[], fallback: string): FormFailure {
  if (!(err instanceof APIError) || err.status === undefined || err.status >= 500) {
    if (!(err instanceof APIError) || err.status === undefined) console.error(err);
    return { errors: {}, formError: err instanceof APIError ? errorMessage(err) : fallback };
  }
  const errors: FieldErrors = {};
  for (const e of err.errors) {
    if (fields.includes(e.field)) errors[e.field] ??= e.message;
  }
  if (Object.keys(errors).length) return { errors };
  const field = fieldForMessage(err.message, fields);
  if (field !== "form") return { errors: { [field]: err.message } };
  return { errors: {}, formError: err.message || fallback };
}

/**
 * A form's reply when the API refused what it sent (conform's submission, read by `useForm` as
 * `lastResult`): the API's field errors and form error, with `hideFields` (passwords) not sent back.
 */
export function refusedReply(
  submission: Submission<unknown>,
  err: unknown,
  fields: readonly string[],
  fallback: string,
  hideFields?: string[],
): SubmissionResult<string[]> {
  const { errors, formError } = apiFormErrors(err, fields, fallback);
  return submission.reply({
    fieldErrors: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
    formErrors: formError ? [formError] : [],
    ...(hideFields ? { hideFields } : {}),
  });
}

/** The redirect after a successful sign-in: the API's Set-Cookie relayed, plus a toast. */
export async function signedInRedirect(apiResponse: Response, to: string, toast: ToastInput) {
  const headers = relaySetCookies(apiResponse, new Headers());
  headers.append("Set-Cookie", await toastCookieHeader(toast));
  return redirect(to, { headers });
}
