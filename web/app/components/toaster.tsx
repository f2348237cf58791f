/**
 * The toast system. `<ToastProvider flash={...}>` wraps the app (root.tsx) and renders the toasts;
 * `useToast()` shows one from any component: `toast.success("Saved")`,
 * `toast.error("Export failed", SCREEN_TOAST)`. A toast flashed by the server (utils/toast.server.ts)
 * arrives as `flash` and is rendered in the server HTML too.
 */
import { CircleAlertIcon, CircleCheckBigIcon, InfoIcon, type LucideIcon, XIcon } from "lucide-react";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  addToast,
  makeToast,
  removeToast,
  type Toast,
  type ToastInput,
  type ToastOptions,
  type ToastPosition,
  type ToastType,
} from "~/utils/toast";

interface ToastApi {
  show(input: ToastInput): string;
  success(message: string, options?: ToastOptions): string;
  error(message: string, options?: ToastOptions): string;
  info(message: string, options?: ToastOptions): string;
  warning(message: string, options?: ToastOptions): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

export function ToastProvider({ flash, children }: { flash?: ToastInput | null; children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>(() => (flash ? [makeToast(flash)] : []));

  const dismiss = useCallback((id: string) => setToasts((list) => removeToast(list, id)), []);
  const show = useCallback((input: ToastInput) => {
    const toast = makeToast(input);
    setToasts((list) => addToast(list, toast));
    return toast.id;
  }, []);
  const api = useMemo<ToastApi>(() => {
    const of = (type: ToastType) => (message: string, options?: ToastOptions) =>
      show({ ...options, type, message });
    return {
      show,
      dismiss,
      success: of("success"),
      error: of("error"),
      info: of("info"),
      warning: of("warning"),
    };
  }, [show, dismiss]);

  // A new flash after a client-side navigation (the first one is in the initial state).
  useEffect(() => {
    if (flash) show(flash);
  }, [flash, show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

const POSITIONS: ToastPosition[] = ["top-right", "bottom-right"];
const ICONS: Record<ToastType, LucideIcon> = {
  success: CircleCheckBigIcon,
  error: CircleAlertIcon,
  warning: CircleAlertIcon,
  info: InfoIcon,
};

function Toaster({ toasts, onDismiss }: { toasts: Toast[]; onDismiss(id: string): void }) {
  return (
    <>
      {POSITIONS.map((position) => (
        <section
          key={position}
          className={`toaster toaster--${position}`}
          aria-label={position === "top-right" ? "Notifications, top right" : "Notifications"}
          aria-live="polite"
        >
          {toasts
            .filter((t) => t.position === position)
            .map((t) => (
              <ToastItem key={t.id} toast={t} onDismiss={onDismiss} />
            ))}
        </section>
      ))}
    </>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss(id: string): void }) {
  const remaining = useRef(toast.timeout);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const start = useCallback(() => {
    if (toast.timeout <= 0) return;
    clearTimeout(timer.current);
    startedAt.current = Date.now();
    timer.current = setTimeout(() => onDismiss(toast.id), remaining.current);
  }, [onDismiss, toast.id, toast.timeout]);
  const pause = useCallback(() => {
    if (!timer.current) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current = Math.max(500, remaining.current - (Date.now() - startedAt.current));
  }, []);

  useEffect(() => {
    start();
    return () => clearTimeout(timer.current);
  }, [start]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a status/alert region; hovering only pauses its timer
    <div
      className={`toast toast--${toast.type}`}
      role={toast.type === "error" ? "alert" : "status"}
      data-toast-type={toast.type}
      onMouseEnter={toast.pauseOnHover ? pause : undefined}
      onMouseLeave={toast.pauseOnHover ? start : undefined}
      onFocus={toast.pauseOnHover ? pause : undefined}
      onBlur={toast.pauseOnHover ? start : undefined}
    >
      {(() => {
        const Icon = ICONS[toast.type];
        return <Icon className="toast__icon" />;
      })()}
      <div className="toast__body">
        {toast.title ? <strong className="toast__title">{toast.title}</strong> : null}
        <span>{toast.message}</span>
      </div>
      {toast.closable ? (
        <button
          type="button"
          className="toast__close"
          aria-label="Close notification"
          onClick={() => onDismiss(toast.id)}
        >
          <XIcon size={16} />
        </button>
      ) : null}
    </div>
  );
}
