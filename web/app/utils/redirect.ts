/**
 * A redirect target taken from the query string is only followed when it is a path on this site
 * (no scheme, no `//host`, no backslash tricks); anything else falls back to `fallback`.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/dashboard",
): string {
  if (!to || typeof to !== "string") return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.includes("\\")) return fallback;
  // Control characters could smuggle a different target past the checks above.
  for (const ch of to) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  return to;
}

/** `/login?redirect=/history%3Fpage%3D2` for the page the visitor wanted. */
export function loginPath(intended: string | null | undefined): string {
  const target = intended ? safeRedirect(intended, "") : "";
  return target && target !== "/" ? `/login?redirect=${encodeURIComponent(target)}` : "/login";
}

/** The path, query and nothing else of a request URL. */
export function pathWithSearch(url: URL | string): string {
  const u = typeof url === "string" ? new URL(url) : url;
  return `${u.pathname}${u.search}`;
}
