import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { apiClient, relaySetCookies } from "~/utils/api.server";
import { clearSessionCookie } from "~/utils/session.server";
import { toastCookieHeader } from "~/utils/toast.server";

/**
 * POST /logout: revokes the session at the API, clears the cookie, lands on / with 'Logged out
 * successfully'.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const headers = new Headers();
  try {
    const { response } = await apiClient(request, context).auth.logout().withResponse();
    relaySetCookies(response, headers);
    headers.append(
      "Set-Cookie",
      await toastCookieHeader({ type: "success", message: "Logged out successfully" }),
    );
  } catch (err) {
    console.error("Logout failed", err);
    // The browser forgets the session either way; the API's copy expires on its own.
    headers.append("Set-Cookie", clearSessionCookie(request));
    headers.append("Set-Cookie", await toastCookieHeader({ type: "error", message: "Error logging out" }));
  }
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
