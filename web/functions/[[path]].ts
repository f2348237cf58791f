import { createPagesFunctionHandler } from "@remix-run/cloudflare-pages";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "../app/utils/origin";
// @ts-expect-error: the server build exists after `remix vite:build`.
import * as build from "../build/server";
import { getLoadContext } from "../load-context";

const remix = createPagesFunctionHandler({ build, getLoadContext });

export const onRequest: typeof remix = async (context) => {
  const { request } = context;
  if (isCrossSiteWrite(request.method, new URL(request.url), request.headers.get("origin"))) {
    return new Response(CROSS_SITE_MESSAGE, { status: 403, headers: { "content-type": "text/plain" } });
  }
  return remix(context);
};
