import { defineConfig } from "vitest/config";

export default defineConfig({
  // Workspace packages resolve to their src/ through the "source" export condition. Tests run
  // in Vite's SSR environment, whose conditions are set apart from the client's.
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 60_000,
    // The end-to-end tests run the built CLI; it is built once, before every test file.
    globalSetup: ["test/build-cli.ts"],
  },
});
