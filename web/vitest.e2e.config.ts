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
    // A browser step that times out is tried once more, in CI only: on a loaded 2-core machine
    // wrangler's dev-registry proxy between the two local servers now and then stalls a request
    // for longer than the step's 30 s (a CI run lost history.test.ts's click to /results that
    // way). Only timeouts are retried: a wrong value fails at once. A test that passed on its
    // second try is named at the end of `npm test` (scripts/test.mjs), so a flake stays seen.
    retry: process.env.CI ? { count: 1, condition: /Timeout \d+ms exceeded/ } : 0,
  },
});
