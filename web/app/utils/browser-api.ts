/**
 * The SDK in the browser, for the few calls that must run there (uploads with progress). Same
 * origin: the session cookie and the Origin header go along by themselves.
 */
import { type DownloadedFile, StatementClient } from "@statement-converter/sdk";

export function browserClient(): StatementClient {
  return new StatementClient({ baseUrl: window.location.origin });
}

/** Hands a downloaded file (or bytes made here) to the browser as a download under its file name. */
export function saveDownload(file: Pick<DownloadedFile, "bytes" | "fileName" | "contentType">): void {
  const blob = new Blob([file.bytes as BlobPart], { type: file.contentType || "application/octet-stream" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = file.fileName;
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A 401 from a browser-side call: the session is over. Goes through /session-expired, which clears
 * the cookie and lands on /login with 'Session expired. Please login again.'. Returns true when it
 * did, so the caller can stop.
 */
export function leaveOnSessionExpiry(err: unknown): boolean {
  if ((err as { status?: number } | null)?.status !== 401) return false;
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/session-expired?redirect=${encodeURIComponent(here)}`);
  return true;
}
