/**
 * The Content-Security-Policy allows stylesheets from the site only (`style-src 'self'`,
 * app/utils/security-headers.ts): no <style> element written by a script. Two libraries write one;
 * the build takes their CSS into the app's stylesheet instead:
 *
 * - sonner (toasts) writes its stylesheet into <head> when it loads: the call is removed from its
 *   module here, and app/styles/app.css imports the same CSS (`sonner/dist/styles.css`).
 * - Radix's modal dialogs lock the page's scroll through react-remove-scroll, whose scroll-bar part
 *   writes a <style> with the scroll bar's measured width. `react-remove-scroll-bar` resolves to
 *   vite/remove-scroll-bar.ts: the same lock attribute on <body>, styled by app/styles/base.css.
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const SONNER = /\/node_modules\/sonner\/dist\/index\.m?js$/;

export function noInlineStyles(): Plugin {
  return {
    name: "no-inline-styles",
    enforce: "pre",
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^react-remove-scroll-bar$/,
            replacement: fileURLToPath(new URL("./remove-scroll-bar.ts", import.meta.url)),
          },
        ],
      },
      // Pre-bundled dependencies skip plugins' transforms: sonner is left to the transform below.
      optimizeDeps: { exclude: ["sonner"] },
    }),
    transform(code, id) {
      if (!SONNER.test(id.split("?")[0] ?? "")) return undefined;
      const stripped = code.replace(/__insertCSS\("(?:[^"\\]|\\.)*"\);?/, "");
      if (stripped === code)
        this.error("sonner no longer inserts its CSS as vite/no-inline-styles.ts expects");
      return { code: stripped, map: null };
    },
  };
}
