import { fileURLToPath } from "node:url";
import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { getLoadContext } from "./load-context";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    cloudflareDevProxyVitePlugin({ getLoadContext }),
    remix({
      // Server code and tests beside a route module (`_app.history.server.ts`) are not routes.
      ignoredRouteFiles: ["**/*.server.ts", "**/*.test.ts"],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  resolve: { conditions: ["source"], alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  ssr: {
    resolve: {
      conditions: ["source", "workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
});
