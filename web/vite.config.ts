import { fileURLToPath } from "node:url";
import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "./app/utils/origin";
import { getLoadContext } from "./load-context";
import { chunks, thirdPartyLicenses } from "./vite/client-chunks";
import { noInlineStyles } from "./vite/no-inline-styles";

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/** The dev server refuses writes from other sites before Remix, as the Pages function does. */
const sameOriginWrites: Plugin = {
  name: "same-origin-writes",
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
      if (!isCrossSiteWrite(req.method ?? "GET", url, req.headers.origin)) return next();
      res.statusCode = 403;
      res.setHeader("content-type", "text/plain");
      res.end(CROSS_SITE_MESSAGE);
    });
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    sameOriginWrites,
    thirdPartyLicenses(),
    noInlineStyles(),
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
  // The browser's files (vite/client-chunks.ts); licence comments go to /licenses.txt.
  build: { rollupOptions: { output: { manualChunks: isSsrBuild ? undefined : chunks } } },
  esbuild: { legalComments: "none" },
  resolve: { conditions: ["source"], alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  ssr: {
    resolve: {
      conditions: ["source", "workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    // No CORS headers: another site open in the browser cannot read this server's answers.
    cors: false,
    fs: {
      // /@fs/ serves the app's own sources, the SDK's and installed packages only, never the
      // local database (.wrangler/state/.../*.sqlite), keys or env files.
      allow: [root("."), root("../sdk"), root("../node_modules")],
      deny: [
        ".env",
        ".env.*",
        "*.{crt,pem,key}",
        "**/.git/**",
        "**/.wrangler/**",
        "**/*.sqlite",
        "**/*.sqlite-*",
        "**/.dev.vars*",
      ],
    },
  },
}));
