/**
 * The SDK client for a loader or action: it calls the API Worker through the service binding with
 * the site's origin as base URL, and forwards what the API needs from the browser's request
 * (Cookie for the session, Origin for its CSRF check, User-Agent and client IP for sessions and
 * login throttling). The web app talks to the API only through this client.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type Fetch, StatementClient } from "@statement-converter/sdk";

const FORWARDED = ["cookie", "origin", "user-agent", "cf-connecting-ip"] as const;

export function apiClient(request: Request, context: AppLoadContext): StatementClient {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  const binding = context.cloudflare.env.API;
  // The binding takes a URL string and init (in `remix vite:dev` it is a Node proxy that cannot
  // take a Request object), which is exactly what the SDK passes.
  const fetch: Fetch = (url, init) => binding.fetch(url, init as RequestInit) as unknown as Promise<Response>;
  return new StatementClient({ baseUrl: new URL(request.url).origin, fetch, headers, maxRetries: 1 });
}

/** Copies the API's Set-Cookie headers (the session cookie on login, register, Google and logout). */
export function relaySetCookies(from: Response, to: Headers): Headers {
  const cookies =
    typeof from.headers.getSetCookie === "function"
      ? from.headers.getSetCookie()
      : [from.headers.get("set-cookie")].filter((v): v is string => Boolean(v));
  for (const cookie of cookies) to.append("Set-Cookie", cookie);
  return to;
}
