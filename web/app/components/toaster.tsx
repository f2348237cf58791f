/**
 * Toasts, shown by sonner. `toast.success("Saved")`, `toast.error("Export failed", SCREEN_TOAST)`
 * from any component; `<Toasts flash={...}>` in root.tsx shows a toast the server flashed
 * (utils/toast.server.ts) and holds sonner's toaster.
 *
 * sonner loads on the first toast (a dynamic import), so a page that shows none loads none of it:
 * the home page stays within its JavaScript budget (scripts/bundle-size.mjs). A toast asked for
 * before sonner's toaster is on the page waits for it (sonner drops toasts it has no toaster for).
 * sonner's stylesheet comes with the app's (styles/app.css; vite/no-inline-styles.ts keeps its script
 * from writing a <style> element, which the CSP refuses).
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";
import { MAX_TOASTS, sonnerArgs, type ToastInput, type ToastOptions, type ToastType } from "~/utils/toast";

let sonner: Promise<typeof import("sonner")> | undefined;
const loadSonner = () => {
  sonner ??= import("sonner");
  return sonner;
};

let toasterMounted: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

// Whether a toast was asked for: the toaster renders (and sonner loads) from then on.
let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function showToast(input: ToastInput): void {
  if (typeof document === "undefined") return;
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([loadSonner(), toasterReady]).then(([{ toast: show }]) =>
    show[input.type](...sonnerArgs(input)),
  );
}

const of =
  (type: ToastType) =>
  (message: string, options?: ToastOptions): void =>
    showToast({ ...options, type, message });

export const toast = { success: of("success"), error: of("error"), info: of("info"), warning: of("warning") };

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await loadSonner();
  function Mounted(props: ToasterProps) {
    // Runs after sonner's own effects: its toaster listens for toasts now.
    useEffect(() => toasterMounted(), []);
    return <SonnerToaster {...props} />;
  }
  return { default: Mounted };
});

export function Toasts({ flash }: { flash?: ToastInput | null }) {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  useEffect(() => {
    if (flash) showToast(flash);
  }, [flash]);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        expand
        richColors
        closeButton
        visibleToasts={MAX_TOASTS}
        // Top right sits below the navbar (64 px high).
        offset={{ top: 76, right: 16, bottom: 16 }}
        containerAriaLabel="Notifications"
        toastOptions={{ closeButtonAriaLabel: "Close notification" }}
      />
    </Suspense>
  );
}
