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
    // A browser step that times out is tried once more, in CI only, 15 s later: on a loaded 2-core
    // machine the local API (one workerd thread, which also runs the OCR queue's jobs between
    // their strips) and wrangler's dev-registry proxy now and then stall requests for longer than
    // a step's 30 s (CI runs lost history.test.ts's click to /results and journey.test.ts's JSON
    // download that way; tried again at once, the download stalled too). Only timeouts are
    // retried: a wrong value fails at once. A test that passed on its second try is named at the
    // end of `npm test` (scripts/test.mjs), so a flake stays seen.
    retry: process.env.CI ? { count: 1, delay: 15_000, condition: /Timeout \d+ms exceeded/ } : 0,
  },
});
