import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { webConfig } from "./utils/env.server";
import { NonceContext } from "./utils/nonce";
import { addSecurityHeaders, contentSecurityPolicy, makeNonce } from "./utils/security-headers";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Remix's inline scripts (its context, scroll restoration, streamed data) and ours carry this
  // answer's nonce; the CSP allows no other inline script.
  const nonce = makeNonce();
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      signal: request.signal,
      nonce,
      onError(error: unknown) {
        console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html");
  const google = Boolean(webConfig(loadContext).GOOGLE_CLIENT_ID);
  // Under `remix vite:dev` (its manifest carries the HMR runtime) Vite's client and React refresh
  // add scripts of their own: there the policy only reports. A build enforces it.
  const devServer = Boolean((remixContext.manifest as { hmr?: unknown }).hmr);
  const cspHeader = devServer ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy";
  responseHeaders.set(cspHeader, contentSecurityPolicy(nonce, { google }));
  addSecurityHeaders(responseHeaders, request);
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** Data requests (`*.data`) get the same base headers, and no-store when signed in. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  addSecurityHeaders(response.headers, request);
  return response;
};
