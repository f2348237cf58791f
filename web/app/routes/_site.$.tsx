import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { NotFound } from "~/components/not-found";
import { pageTitle } from "~/utils/meta";
import { loginPath, pathWithSearch } from "~/utils/redirect";
import { getSession, sessionExpiredRedirect } from "~/utils/session.server";
import { isProtectedPath } from "~/utils/site";

export const meta: MetaFunction = () => [{ title: pageTitle("Page Not Found") }];

/**
 * Any path no route claims: 404 'Oops! Page Not Found'. Paths under a protected route
 * (`PROTECTED_PATHS`, utils/site.ts) still send visitors to /login first, so the guard holds for
 * every such URL.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (isProtectedPath(url.pathname)) {
    const { user, expired } = await getSession(request, context);
    if (!user && expired) throw await sessionExpiredRedirect(request);
    if (!user) throw redirect(loginPath(pathWithSearch(url)));
  }
  return data(null, { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}
