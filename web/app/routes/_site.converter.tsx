import { redirect } from "@remix-run/cloudflare";

/** Marketing links say /converter; the converter lives at /pdf-converter. */
export function loader() {
  return redirect("/pdf-converter", 301);
}
