import { useLocation } from "@remix-run/react";
import { type RefObject, useEffect } from "react";

/**
 * Closes a <details> menu on a click outside it, on Escape (returning focus to its summary) and
 * after a navigation. Without JavaScript the menu still opens and closes on its summary.
 */
export function useAutoCloseDetails(ref: RefObject<HTMLDetailsElement | null>) {
  const location = useLocation();
  useEffect(() => {
    if (ref.current && location.key) ref.current.open = false;
  }, [location.key, ref]);
  useEffect(() => {
    const onPointer = (e: MouseEvent) => {
      const el = ref.current;
      if (el?.open && e.target instanceof Node && !el.contains(e.target)) el.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      const el = ref.current;
      if (e.key === "Escape" && el?.open) {
        el.open = false;
        el.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [ref]);
}
