import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["source"] },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    // Two test files at a time: vitest's default on a 2-core machine is cores - 1 = 1, which
    // leaves CI's second core idle for most of the suite (the OCR tests' own threads aside).
    maxWorkers: 2,
  },
});
