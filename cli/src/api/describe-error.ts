import { allowanceText, FILE_ERROR_CODES, intervalOfWindow, planName } from "@statement-converter/contract";
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  QuotaExceededError,
  RateLimitError,
  ResponseValidationError,
  StatementError,
} from "@statement-converter/sdk";
import { ConfigError } from "../config/config-file.js";
import type { Session } from "../config/session.js";
import { EXIT } from "../io.js";

/** A failure as the CLI reports it: a stable code, a sentence for people, the exit code. */
export interface Failure {
  code: string;
  message: string;
  exitCode: number;
}

export type SessionContext = Pick<Session, "origin" | "tokenSource">;

/** The engine's file error codes: the server's message is the engine's sentence for the file. */
const FILE_CODES: ReadonlySet<string> = new Set(FILE_ERROR_CODES);

export function notSignedIn(session: SessionContext): Failure {
  return {
    code: "NOT_SIGNED_IN",
    message: `Not signed in to ${session.origin}. Run \`statement login\` first.`,
    exitCode: EXIT.auth,
  };
}

/**
 * Turns anything the SDK (or the config file) throws into a Failure, once, for every command.
 * `notFound` words a 404 for the thing asked about ("no conversion abc in your account").
 * Other errors are bugs and are thrown again.
 */
export function describeError(error: unknown, session: SessionContext, notFound?: string): Failure {
  if (error instanceof ConfigError)
    return { code: "CONFIG_INVALID", message: error.message, exitCode: EXIT.usage };
  if (error instanceof APIConnectionTimeoutError) {
    return {
      code: "API_TIMEOUT",
      message: `The API at ${session.origin} did not answer in time. Is it overloaded? Try again.`,
      exitCode: EXIT.network,
    };
  }
  if (error instanceof APIConnectionError) {
    const reason = networkReason(error);
    return {
      code: "NETWORK",
      message:
        `Cannot reach the API at ${session.origin}${reason ? ` (${reason})` : ""}. Is it running? ` +
        "Locally, start it with `npm start`; elsewhere check --api or STATEMENT_API_URL.",
      exitCode: EXIT.network,
    };
  }
  if (error instanceof ResponseValidationError) {
    return {
      code: "BAD_RESPONSE",
      message: `The server at ${session.origin} answered in a shape this version of statement does not know (${error.issues.slice(0, 2).join("; ")}). Is it a Statement Converter site of the same version?`,
      exitCode: EXIT.failed,
    };
  }
  if (error instanceof APIUserAbortError) {
    return { code: "CANCELLED", message: "Stopped before the server answered.", exitCode: EXIT.failed };
  }
  if (error instanceof APIError) return describeApiError(error, session, notFound);
  if (error instanceof StatementError) {
    return { code: "USAGE", message: `The API address is not valid: ${error.message}`, exitCode: EXIT.usage };
  }
  throw error;
}

function describeApiError(error: APIError, session: SessionContext, notFound?: string): Failure {
  const status = error.status ?? 0;
  const code = error.code;
  const request = error.requestId ? ` (request id ${error.requestId})` : "";
  if (code === null) {
    // No error envelope: whatever answered is not the Statement Converter API.
    return {
      code: status >= 500 ? "SERVER_UNAVAILABLE" : "NOT_AN_API",
      message:
        status >= 500
          ? `The API at ${session.origin} is unavailable (HTTP ${status}). Try again later.`
          : `${session.origin} answered HTTP ${status} without the API's error format. Is this the address of a Statement Converter site (--api, STATEMENT_API_URL)?`,
      exitCode: EXIT.network,
    };
  }
  if (FILE_CODES.has(code)) return { code, message: error.message, exitCode: EXIT.failed };
  switch (code) {
    case "INVALID_CREDENTIALS":
      return { code, message: "Wrong e-mail or password.", exitCode: EXIT.auth };
    case "UNAUTHENTICATED":
      return {
        code,
        message:
          session.tokenSource === "STATEMENT_TOKEN" || session.tokenSource === "STATEMENT_API_KEY"
            ? `The ${session.tokenSource === "STATEMENT_TOKEN" ? "token" : "API key"} in ${session.tokenSource} was refused by ${session.origin} (expired, revoked or for another server).`
            : `Your session at ${session.origin} has expired or was revoked. Run \`statement login\` again.`,
        exitCode: EXIT.auth,
      };
    case "FORBIDDEN":
      return { code, message: `The server refused access: ${error.message}`, exitCode: EXIT.auth };
    case "NOT_FOUND":
      return { code, message: notFound ?? error.message, exitCode: EXIT.failed };
    case "VALIDATION_FAILED": {
      const fields = error.errors.map((e) => `${e.field}: ${e.message}`).join("; ");
      return {
        code,
        message: fields ? `${error.message} (${fields})` : error.message,
        exitCode: EXIT.usage,
      };
    }
    case "RATE_LIMITED": {
      const wait = error instanceof RateLimitError && error.retryAfter !== null ? error.retryAfter : null;
      return {
        code,
        message: `Too many requests: ${error.message}${wait === null ? "" : ` Try again in ${formatWait(wait)}.`}`,
        exitCode: EXIT.network,
      };
    }
    case "QUOTA_EXCEEDED":
      return { code, message: quotaMessage(error), exitCode: EXIT.quota };
    case "INTERNAL":
      return {
        code,
        message: `The server failed on this request${request}. Try again; if it keeps failing, report the request id.`,
        exitCode: EXIT.failed,
      };
    default:
      if (status >= 502) {
        return {
          code,
          message: `The API at ${session.origin} is unavailable (HTTP ${status}): ${error.message}`,
          exitCode: EXIT.network,
        };
      }
      return { code, message: `${error.message}${request}`, exitCode: EXIT.failed };
  }
}

/** 'Page allowance used up: 5 of 5 pages (5 pages per 24 hours, Registered plan). It renews at ...' */
function quotaMessage(error: APIError): string {
  const quota = error instanceof QuotaExceededError ? error.quota : null;
  if (!quota) return error.message;
  const allowance = `${allowanceText(quota.plan, intervalOfWindow(quota.window))}, ${planName(quota.plan)} plan`;
  const need =
    quota.requested > quota.limit
      ? `this file has ${quota.requested} pages, more than the whole allowance`
      : `this file needs ${quota.requested} page${quota.requested === 1 ? "" : "s"}`;
  const renews = quota.renewsAt ? ` It renews at ${formatTime(quota.renewsAt)}.` : "";
  return `Page allowance used up: ${quota.used} of ${quota.limit} pages used (${allowance}); ${need}.${renews} Upgrade for more pages.`;
}

/** '2026-11-25 14:05 UTC' */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** `ECONNREFUSED`, `ENOTFOUND`, ... from undici's `fetch failed` cause chain, when there is one. */
function networkReason(error: Error): string | null {
  let cause: unknown = error.cause;
  for (let depth = 0; depth < 4 && cause; depth += 1) {
    const c = cause as { code?: unknown; cause?: unknown };
    if (typeof c.code === "string") return c.code;
    cause = c.cause;
  }
  return null;
}

function formatWait(seconds: number): string {
  if (seconds < 90) return `${Math.ceil(seconds)} s`;
  return `${Math.ceil(seconds / 60)} min`;
}
