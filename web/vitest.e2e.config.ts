import { defineConfig } from "vitest/config";

// Browser tests: Playwright (playwright-core) driving Debian's Chromium against the built web app
// and the API, which e2e/global-setup.ts starts on their own ports, state directory and worker name.
export default defineConfig({
  // Workspace packages (and the engine's test subpaths, which have no other) resolve to their
  // sources through the "source" export condition, in Vite's SSR environment too, where tests run.
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["./e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time: each opens its own Chromium against the one stack; their accounts are
    // their own (helpers.ts signs up a fresh user per file).
    maxWorkers: 2,
  },
});
