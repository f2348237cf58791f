import { createPagesFunctionHandler } from "@remix-run/cloudflare-pages";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "../app/utils/origin";
import { withSecurityHeaders } from "../app/utils/security-headers";
// @ts-expect-error: the server build exists after `remix vite:build`.
import * as build from "../build/server";
import { getLoadContext } from "../load-context";

const remix = createPagesFunctionHandler({ build, getLoadContext });

/**
 * Every answer the function gives (pages, data, resource routes, /api/*) gets the security headers
 * it lacks (static files get them from public/_headers); writes from other sites are refused
 * before Remix runs.
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
  return withSecurityHeaders(await remix(context), request);
};
