/**
 * Toasts that survive a redirect: the server sets a short-lived cookie, root's loader reads and
 * clears it, and `<Toasts>` (components/toaster.tsx) shows it (messages such as 'Welcome back!').
 */
import { createCookie, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import type { ToastInput } from "./toast";

export const TOAST_COOKIE = "stmt_toast";

const toastCookie = createCookie(TOAST_COOKIE, {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60,
});

const flashSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error", "info", "warning"]),
  message: z.string().max(500),
  title: z.string().max(200).optional(),
});

/** The Set-Cookie value that flashes `toast` to the next page the browser loads. */
export async function toastCookieHeader(toast: ToastInput): Promise<string> {
  const value = flashSchema.parse({ ...toast, id: toast.id ?? crypto.randomUUID() });
  return toastCookie.serialize(value);
}

export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookieHeader(toast));
  return redirect(url, { ...init, headers });
}

/** The flashed toast, if any, and the header that clears it. */
export async function readToast(
  request: Request,
): Promise<{ toast: ToastInput | null; clear: string | null }> {
  const raw = await toastCookie.parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { toast: null, clear: null };
  const parsed = flashSchema.safeParse(raw);
  const clear = await toastCookie.serialize("", { maxAge: 0 });
  return { toast: parsed.success ? parsed.data : null, clear };
}
