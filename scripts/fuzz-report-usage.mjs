// Preloaded by scripts/fuzz.mjs into each CLI process: on exit, writes the process's peak RSS
// (kilobytes) and its CPU time (microseconds, user and system), worker threads included, to
// $FUZZ_USAGE_FILE as two numbers.
import { writeFileSync } from "node:fs";

process.on("exit", () => {
  if (!process.env.FUZZ_USAGE_FILE) return;
  const usage = process.resourceUsage();
  writeFileSync(process.env.FUZZ_USAGE_FILE, `${usage.maxRSS} ${usage.userCPUTime + usage.systemCPUTime}`);
});
