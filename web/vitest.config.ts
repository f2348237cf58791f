import { defineConfig } from "vitest/config";

// Unit tests of pure modules (app/**/*.test.ts). Browser tests have their own config.
export default defineConfig({
  resolve: { conditions: ["source"], alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: { include: ["app/**/*.test.ts"] },
});
