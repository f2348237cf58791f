// Preloaded by scripts/fuzz.mjs into each CLI process: on exit, writes the process's peak RSS
// (kilobytes, worker threads included) to $FUZZ_RSS_FILE.
import { writeFileSync } from "node:fs";

process.on("exit", () => {
  if (process.env.FUZZ_RSS_FILE)
    writeFileSync(process.env.FUZZ_RSS_FILE, String(process.resourceUsage().maxRSS));
});
