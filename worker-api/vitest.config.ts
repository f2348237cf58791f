import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

const root = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      main: "./src/index.ts",
      wrangler: { configPath: root("../wrangler.toml") },
      miniflare: {
        bindings: {
          ENVIRONMENT: "development",
          APP_ORIGIN: "http://127.0.0.1:5173",
          TEST_MIGRATIONS: await readD1Migrations(root("../migrations")),
        },
      },
    })),
  ],
  resolve: { conditions: ["source"] },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["./test/setup.ts"],
    testTimeout: 30_000,
  },
});
