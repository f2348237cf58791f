// The hostile-input suite (engine/test/hostile, TypeScript) loaded from a script through Vite's
// SSR loader, as the tests load it: used by `npm run fuzz` and `npm run attack`.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createServer } from "vite";
import { ROOT } from "./stack.mjs";

/**
 * Writes the suite's files that `keep(file)` selects into `dir`; returns each one's name,
 * family, expected outcomes, path and extension.
 */
export async function writeHostileFiles(dir, keep = () => true) {
  const server = await createServer({
    configFile: false,
    logLevel: "error",
    root: ROOT,
    resolve: { conditions: ["source"] },
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true },
  });
  try {
    const suite = await server.ssrLoadModule("/engine/test/hostile/index.ts");
    const files = [];
    for (const file of suite.hostileFiles()) {
      if (!keep(file)) continue;
      const path = join(dir, suite.fileNameOf(file));
      writeFileSync(path, await file.make());
      files.push({ name: file.name, family: file.family, expect: file.expect, path, ext: file.ext ?? "pdf" });
    }
    return files;
  } finally {
    await server.close();
  }
}
