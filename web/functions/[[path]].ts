import { createPagesFunctionHandler } from "@remix-run/cloudflare-pages";
import { forwardToApi } from "../app/utils/api-forward.server";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "../app/utils/origin";
import { withSecurityHeaders } from "../app/utils/security-headers";
// @ts-expect-error: the server build exists after `remix vite:build`.
import * as build from "../build/server";
import { getLoadContext, type WebEnv } from "../load-context";

const remix = createPagesFunctionHandler({ build, getLoadContext });

/**
 * Every answer the function gives (pages, data, resource routes, /api/*) gets the security headers
 * it lacks (static files get them from public/_headers); writes from other sites are refused
 * before Remix runs.
 *
 * `/api/*` goes straight to the API (app/utils/api-forward.server.ts), not through Remix's Pages
 * handler: that offers every request to the static files first with a copy of its body, so each
 * upload would be copied to a server that never reads it (under `wrangler pages dev` a large one
 * left unread stalls the next request on the connection for seconds, then its file is not found).
 * `remix vite:dev` has no Pages function: there app/routes/api.$.ts forwards the same way.
 */
export const onRequest: typeof remix = async (context) => {
  const { request } = context;
  if (isCrossSiteWrite(request.method, new URL(request.url), request.headers.get("origin"))) {
    const refused = new Response(CROSS_SITE_MESSAGE, {
      status: 403,
      headers: { "content-type": "text/plain" },
    });
    return withSecurityHeaders(refused, request);
  }
  const { pathname } = new URL(request.url);
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    return withSecurityHeaders(await forwardToApi(request, (context.env as WebEnv).API), request);
  }
  return withSecurityHeaders(await remix(context), request);
};
