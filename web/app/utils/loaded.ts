/**
 * The outcome of an API call a screen waits for (history, results): its data, or what went wrong
 * in words. Loaders return `settle(call)` unawaited, so the page renders at once with its loading
 * state and fills in when the call ends (Remix streams the promise).
 */
import { errorMessage, NETWORK_ERROR } from "./api-errors";

export type Loaded<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number | null;
      code: string | null;
      message: string;
      notFound: boolean;
      expired: boolean;
    };

/** A screen's own wording (docs/architecture.md#user-facing-wording) for failures the API did not explain. */
export interface SettleWording {
  /** No answer at all (e.g. history's 'Network error loading conversions'). */
  network?: string;
  /** A failure with no HTTP status that is not a network error (e.g. 'Failed to load conversions'). */
  fallback?: string;
}

/** Never rejects: a failure becomes `{ ok: false, ... }` with the wording for its status (api-errors.ts). */
export async function settle<T>(call: Promise<T>, wording: SettleWording = {}): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await call };
  } catch (err) {
    const e = (err ?? {}) as { status?: number; code?: string | null };
    if (e.status === undefined || e.status >= 500) console.error(err);
    return {
      ok: false,
      status: e.status ?? null,
      code: e.code ?? null,
      message: screenMessage(err, wording),
      notFound: e.status === 404,
      expired: e.status === 401,
    };
  }
}

function screenMessage(err: unknown, wording: SettleWording): string {
  const message = errorMessage(err);
  if ((err as { status?: number } | null)?.status !== undefined) return message;
  if (message === NETWORK_ERROR) return wording.network ?? message;
  if ((err as { name?: string } | null)?.name === "APIConnectionTimeoutError") return message;
  return wording.fallback ?? message;
}

/**
 * The API's own message when it explains a refusal (preferred when present), else the screen's
 * fallback such as 'Failed to delete conversion'.
 */
export function providerMessage(err: unknown, fallback: string): string {
  const e = (err ?? {}) as { status?: number; message?: string };
  if (e.status !== undefined && e.status < 500 && e.status !== 401 && e.message) return e.message;
  return fallback;
}
