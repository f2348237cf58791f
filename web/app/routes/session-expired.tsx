import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { safeRedirect } from "~/utils/redirect";
import { sessionExpiredRedirect } from "~/utils/session.server";

/** Where a browser-side 401 goes: clears the session, then /login with the expiry toast. */
export async function loader({ request }: LoaderFunctionArgs) {
  const back = safeRedirect(new URL(request.url).searchParams.get("redirect"), "/");
  throw await sessionExpiredRedirect(request, back);
}
