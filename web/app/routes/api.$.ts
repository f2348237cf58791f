import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

/**
 * `/api/*` on the web origin goes to the API Worker through the service binding, so the browser
 * calls the API same-origin. Method, headers (cookies, Origin) and body are passed on as they are.
 * The request is rebuilt from its parts: in `remix vite:dev` the binding is a Node proxy that
 * cannot take the dev server's own Request object.
 */
async function forward({ request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  const init: RequestInit = { method: request.method, headers: request.headers, redirect: "manual" };
  if (request.method !== "GET" && request.method !== "HEAD") init.body = await request.arrayBuffer();
  return context.cloudflare.env.API.fetch(request.url, init);
}

export const loader = forward;
export const action = forward;
