/**
 * The global error messages by HTTP status (docs/architecture.md#user-facing-wording), for any
 * failed SDK call: `toast.error(errorMessage(err))`. Works on the SDK's APIError and on anything
 * shaped like it.
 */

import type { QuotaDetail } from "@statement-converter/contract";
import { quotaMessage } from "./usage";

export interface ErrorLike {
  status?: number | undefined;
  code?: string | null;
  quota?: QuotaDetail | null;
  message?: string;
  name?: string;
  errors?: { field?: string; message: string }[];
}

export const NETWORK_ERROR = "Network error. Please check your internet connection.";
export const UNEXPECTED_ERROR = "An unexpected error occurred.";

/** Every message to show for the error (422 may carry several). */
export function errorMessages(err: unknown): string[] {
  const e = (typeof err === "object" && err !== null ? err : {}) as ErrorLike;
  if (e.name === "APIConnectionTimeoutError") return ["Request timeout. Please try again."];
  if (e.status === undefined) {
    return e.name === "APIConnectionError" || e instanceof TypeError
      ? [NETWORK_ERROR]
      : [e.message || UNEXPECTED_ERROR];
  }
  switch (e.status) {
    case 401:
      return ["Session expired. Please login again."];
    case 403:
      return ["Access denied."];
    case 404:
      return ["Resource not found."];
    case 408:
      return ["Request timeout. Please try again."];
    case 402:
      return [e.quota ? quotaMessage(e.quota) : e.message || UNEXPECTED_ERROR];
    case 422: {
      const list = (e.errors ?? []).map((x) => x.message).filter(Boolean);
      if (list.length) return list;
      return [e.message || "Validation failed."];
    }
  }
  if (e.status >= 500) return ["Server error. Please try again later."];
  return [e.message || UNEXPECTED_ERROR];
}

/** True for 402 QUOTA_EXCEEDED: the page allowance is used up (show the way to the pricing page). */
export function isQuotaExceeded(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as ErrorLike).code === "QUOTA_EXCEEDED";
}

export function errorMessage(err: unknown): string {
  return errorMessages(err)[0] ?? UNEXPECTED_ERROR;
}

/**
 * Where an API error belongs on a form: a text mentioning 'email' goes on the
 * email field, 'password' on the password field, anything else on the form.
 */
export function fieldForMessage(message: string, fields: readonly string[] = ["email", "password"]): string {
  const lower = message.toLowerCase();
  if (fields.includes("email") && lower.includes("email")) return "email";
  if (fields.includes("password") && lower.includes("password")) return "password";
  return "form";
}
