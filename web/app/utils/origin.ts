/**
 * Every write to the web app (a form post: sign-in, sign-out, sign-up, contact, profile ...) must
 * come from the site itself. A browser posting from another site sends that site's Origin; the
 * request is refused with 403 before Remix runs (Remix's own check answers 500, and skips
 * resource routes such as /logout, so another site could sign the user out). /api/* is the API's
 * to judge: it refuses foreign cookie writes and sign-ins itself, in its JSON envelope. Requests
 * without an Origin (scripts, the SDK) are not browsers' and pass.
 */
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_MESSAGE = "Access denied: cross-site request refused.";

export function isCrossSiteWrite(method: string, url: URL, origin: string | null | undefined): boolean {
  if (!WRITES.has(method.toUpperCase()) || url.pathname.startsWith("/api/")) return false;
  return origin !== null && origin !== undefined && origin !== url.origin;
}
