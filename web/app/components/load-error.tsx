import { RefreshCwIcon } from "lucide-react";
import { useEffect } from "react";
import type { Loaded } from "~/utils/loaded";
import { Alert } from "./alert";

type Failure = Extract<Loaded<unknown>, { ok: false }>;

/**
 * A screen's data could not be loaded: the error alert with Try Again. A session that ended
 * meanwhile goes to /login with 'Session expired. Please login again.' instead.
 */
export function LoadError({
  title,
  failure,
  onRetry,
  retrying = false,
}: {
  title: string;
  failure: Failure;
  onRetry(): void;
  retrying?: boolean;
}) {
  useEffect(() => {
    if (!failure.expired) return;
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.assign(`/session-expired?redirect=${encodeURIComponent(here)}`);
  }, [failure.expired]);
  if (failure.expired) return null;
  return (
    <Alert
      type="error"
      title={title}
      action={
        <button type="button" className="btn btn--sm" onClick={onRetry} disabled={retrying}>
          <RefreshCwIcon size={16} /> {retrying ? "Loading..." : "Try Again"}
        </button>
      }
    >
      <p>{failure.message}</p>
    </Alert>
  );
}

/** A spinner with its words, for a part of a screen that is loading. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
