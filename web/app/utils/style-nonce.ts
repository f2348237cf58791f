import { setNonce } from "get-nonce";

/**
 * Radix's dialogs and menus lock the page's scroll with a small <style> element (react-remove-scroll,
 * through get-nonce). The CSP allows <style> elements that carry the page's nonce
 * (utils/security-headers.ts): in the browser the nonce is still readable as the `nonce` property
 * of Remix's scripts (the attribute reads empty once parsed), so it is handed on from there.
 * Imported by the modules that render Radix's dialogs and menus.
 */
if (typeof document !== "undefined") {
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) setNonce(nonce);
}
