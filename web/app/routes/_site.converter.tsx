import { redirect } from "@remix-run/cloudflare";

/** Marketing links say /converter; the converter lives at /pdf-converter (spec section 2). */
export function loader() {
  return redirect("/pdf-converter", 301);
}
