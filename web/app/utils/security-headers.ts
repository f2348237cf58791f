/**
 * Security headers of the web app (decision 0013). Every answer gets the base set; HTML documents also
 * get a Content-Security-Policy that allows only the app's own scripts (Remix's inline scripts
 * carry the request's nonce) and styles, plus Google's sign-in script when it is configured.
 */

/** Google Identity Services: its script, its button's iframe and stylesheet live under this. */
export const GOOGLE_GSI = "https://accounts.google.com/gsi/";

/** Browser features the app does not use. */
export const PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()";

/** One year, subdomains included: only ever sent over https. */
export const HSTS = "max-age=31536000; includeSubDomains";

export function contentSecurityPolicy(nonce: string, { google = false }: { google?: boolean } = {}): string {
  const gsi = (path: string) => (google ? ` ${GOOGLE_GSI}${path}` : "");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${gsi("client")}`,
    `style-src 'self'${gsi("style")}`,
    // React renders `style={{...}}` props as attributes; no <style> element or inline script may run.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${gsi("")}`,
    `frame-src ${google ? GOOGLE_GSI : "'none'"}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every answer of the site carries; HSTS only over https. */
export function baseSecurityHeaders(url: URL): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
  };
  if (url.protocol === "https:") headers["Strict-Transport-Security"] = HSTS;
  return headers;
}

/** Whether the request carries the session cookie (its answers are the user's: never cached). */
export function hasSession(request: Request): boolean {
  return /(?:^|;\s*)stmt_session=[^;]/.test(request.headers.get("cookie") ?? "");
}

/** Sets the base headers (and no-store for a signed-in request) where the answer has none yet. */
export function addSecurityHeaders(headers: Headers, request: Request): Headers {
  for (const [name, value] of Object.entries(baseSecurityHeaders(new URL(request.url)))) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (hasSession(request) && !headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
  return headers;
}

/** `response` with the security headers added (a copy when its headers are immutable). */
export function withSecurityHeaders(response: Response, request: Request): Response {
  try {
    addSecurityHeaders(response.headers, request);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    addSecurityHeaders(copy.headers, request);
    return copy;
  }
}

/** A fresh nonce for one HTML answer: 128 random bits, base64. */
export function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
