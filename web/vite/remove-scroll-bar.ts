/**
 * react-remove-scroll-bar without its <style> element (vite/no-inline-styles.ts): while a modal is
 * open <body> carries `data-scroll-locked` (a count, for nested modals), and app/styles/base.css
 * hides the page's overflow for it. The class names are the library's own.
 */
import { useEffect } from "react";

export {
  fullWidthClassName,
  noScrollbarsClassName,
  removedBarSizeVariable,
  zeroRightClassName,
} from "react-remove-scroll-bar/constants";

const LOCK = "data-scroll-locked";

const count = () => {
  const n = Number.parseInt(document.body.getAttribute(LOCK) ?? "0", 10);
  return Number.isFinite(n) ? n : 0;
};

export function RemoveScrollBar(_props: { noRelative?: boolean; noImportant?: boolean; gapMode?: string }) {
  useEffect(() => {
    document.body.setAttribute(LOCK, String(count() + 1));
    return () => {
      const left = count() - 1;
      if (left <= 0) document.body.removeAttribute(LOCK);
      else document.body.setAttribute(LOCK, String(left));
    };
  }, []);
  return null;
}
