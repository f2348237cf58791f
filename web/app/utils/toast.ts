/**
 * Toasts (docs/architecture.md#screens): 5000 ms by default, at most 20 on screen; the profile,
 * converter and results screens use `SCREEN_TOAST` (top-right, 2500 ms). Every toast can be closed
 * and pauses while the pointer is over the toasts. sonner shows them (components/toaster.tsx);
 * this module only says what a toast is and how it reads to sonner.
 */
import type { ExternalToast } from "sonner";

export type ToastType = "success" | "error" | "info" | "warning";
export type ToastPosition = "top-right" | "bottom-right";

export interface ToastOptions {
  title?: string;
  timeout?: number;
  position?: ToastPosition;
}

/** What a server sends (flash cookie) or a component asks for. */
export interface ToastInput extends ToastOptions {
  id?: string;
  type: ToastType;
  message: string;
}

export const MAX_TOASTS = 20;
export const DEFAULT_TIMEOUT = 5000;
export const SCREEN_TOAST: ToastOptions = { timeout: 2500, position: "top-right" };

/**
 * sonner's arguments for a toast: the title (when there is one) above the message, which is then
 * sonner's description; an id keeps a toast shown once (a flash read twice is one toast).
 */
export function sonnerArgs(input: ToastInput): [string, ExternalToast] {
  const options: ExternalToast = {
    duration: input.timeout ?? DEFAULT_TIMEOUT,
    position: input.position ?? "bottom-right",
  };
  if (input.id) options.id = input.id;
  if (!input.title) return [input.message, options];
  return [input.title, { ...options, description: input.message }];
}
