// `npm install`'s prepare step: builds the engine, the SDK and the CLI (the `statement` command
// runs cli/dist). CI (.ci/run) sets STATEMENT_SKIP_PREPARE=1: `npm test` builds the same three as
// its first step, and building them twice cost CI about 25 s.
import { spawnSync } from "node:child_process";

if (process.env.STATEMENT_SKIP_PREPARE !== "1") {
  const { status } = spawnSync("npm", ["run", "build", "-w", "engine", "-w", "sdk", "-w", "cli"], {
    stdio: "inherit",
  });
  process.exitCode = status ?? 1;
}
