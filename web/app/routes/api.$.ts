import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { forwardToApi } from "~/utils/api-forward.server";

/** `/api/*` on the web origin: passed on to the API Worker (utils/api-forward.server.ts). */
async function forward({ request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  return forwardToApi(request, context.cloudflare.env.API);
}

export const loader = forward;
export const action = forward;
