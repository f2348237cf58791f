import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.js";
import { readConfig } from "../env.js";

/**
 * Headers on every API answer: nothing may sniff a JSON or file answer into HTML, frame it or run
 * anything in it; answers are never stored by caches (they are a user's, or an error), unless a
 * route chose its own Cache-Control; HSTS over https outside development.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const securityHeaders = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  const set = (headers: Headers) => {
    headers.set("x-content-type-options", "nosniff");
    headers.set("x-frame-options", "DENY");
    headers.set("referrer-policy", "no-referrer");
    headers.set("content-security-policy", API_CSP);
    if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
    if (new URL(c.req.url).protocol === "https:" && !readConfig(c.env).isDevelopment) {
      headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
  };
  try {
    set(c.res.headers);
  } catch {
    // A response whose headers are immutable: answer a copy.
    const copy = new Response(c.res.body, c.res);
    set(copy.headers);
    c.res = copy;
  }
};
