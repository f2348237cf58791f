/**
 * Vitest global setup: builds the CLI once (tsup: dist/index.js with the engine and SDK bundled
 * in, and the worker script) before any test file runs, so the end-to-end tests can run in
 * parallel on one build instead of each rebuilding (and cleaning) dist/ under the other.
 * Skipped when `npm test`'s build step has built it already.
 */
import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export default function setup(): void {
  // `npm test` has just built it (scripts/test.mjs's build step) and says so.
  if (process.env.STATEMENT_CLI_BUILT === "1") return;
  const cliDir = fileURLToPath(new URL("..", import.meta.url));
  execFileSync(process.execPath, [join(resolve(cliDir, ".."), "node_modules/tsup/dist/cli-default.js")], {
    cwd: cliDir,
    stdio: "pipe",
  });
}
