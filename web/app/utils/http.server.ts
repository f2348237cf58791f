/** Small helpers for responses. */

/** Merges several header sets; Set-Cookie values are all kept. */
export function combineHeaders(...sets: (HeadersInit | null | undefined)[]): Headers {
  const out = new Headers();
  for (const set of sets) {
    if (!set) continue;
    new Headers(set).forEach((value, key) => {
      if (key.toLowerCase() === "set-cookie") return;
      out.set(key, value);
    });
    const h = new Headers(set);
    const cookies =
      typeof h.getSetCookie === "function" ? h.getSetCookie() : [h.get("set-cookie")].filter(Boolean);
    for (const c of cookies) if (c) out.append("Set-Cookie", c);
  }
  return out;
}
