import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { type AppEnv, readConfig } from "../env.js";

/** An API answer is never a page: nothing may load, run or frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Hono's secure headers on every API answer: nosniff, no framing, no referrer, the deny-all CSP
 * above (and Hono's other defaults: cross-origin isolation of the answer, no DNS prefetch).
 * HSTS is left to `answerHeaders`, which knows whether the request came over https.
 */
export const apiSecureHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
    xFrameOptions: "DENY",
    strictTransportSecurity: false,
  });

/**
 * What Hono's middleware cannot know: answers are never stored by caches (they are a user's, or
 * an error) unless a route chose its own Cache-Control; HSTS over https outside development; and
 * every answer, a download built as a plain Response included, carries the id Hono's requestId
 * middleware gave the request.
 */
export const answerHeaders = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set("x-request-id", c.get("requestId"));
  if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
  if (new URL(c.req.url).protocol === "https:" && !readConfig(c.env).isDevelopment) {
    headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
  }
};
