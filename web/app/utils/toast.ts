/**
 * Toasts (docs/architecture.md#screens): 5000 ms by default, at most 20 on screen; the profile, converter and
 * results screens use `SCREEN_TOAST` (top-right, 2500 ms, closable, pause on hover).
 */

export type ToastType = "success" | "error" | "info" | "warning";
export type ToastPosition = "top-right" | "bottom-right";

export interface ToastOptions {
  title?: string;
  timeout?: number;
  position?: ToastPosition;
  closable?: boolean;
  pauseOnHover?: boolean;
}

/** What a server sends (flash cookie) or a component asks for. */
export interface ToastInput extends ToastOptions {
  id?: string;
  type: ToastType;
  message: string;
}

export interface Toast extends Required<Omit<ToastInput, "title">> {
  title?: string;
}

export const MAX_TOASTS = 20;
export const DEFAULT_TOAST: Required<Omit<ToastOptions, "title">> = {
  timeout: 5000,
  position: "bottom-right",
  closable: true,
  pauseOnHover: true,
};
export const SCREEN_TOAST: ToastOptions = {
  timeout: 2500,
  position: "top-right",
  closable: true,
  pauseOnHover: true,
};

let counter = 0;
function nextId() {
  counter += 1;
  return `t${Date.now().toString(36)}-${counter}`;
}

export function makeToast(input: ToastInput): Toast {
  return { ...DEFAULT_TOAST, ...input, id: input.id ?? nextId() };
}

/** Adds a toast, dropping the oldest beyond `MAX_TOASTS`; a toast whose id is shown already is ignored. */
export function addToast(list: readonly Toast[], toast: Toast): Toast[] {
  if (list.some((t) => t.id === toast.id)) return [...list];
  return [...list, toast].slice(-MAX_TOASTS);
}

export function removeToast(list: readonly Toast[], id: string): Toast[] {
  return list.filter((t) => t.id !== id);
}
