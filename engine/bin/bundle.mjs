// Loads a module of engine/src as it is in the working tree, for the scripts in bin/: bundled
// with tsup into node_modules/.cache/NAME/ on first use and again whenever a file under src/ is
// newer than the bundle.
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ENGINE = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Latest modification time of any file under `dir`. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Imports `entry` (a path under engine/src) bundled as `name`. */
export async function loadFromSource(name, entry) {
  const bundle = join(ENGINE, `node_modules/.cache/${name}/${name}.js`);
  if (!existsSync(bundle) || statSync(bundle).mtimeMs < newest(join(ENGINE, "src"))) {
    const { build } = await import("tsup");
    await build({
      config: false,
      entry: { [name]: join(ENGINE, entry) },
      outDir: dirname(bundle),
      format: ["esm"],
      platform: "node",
      target: "es2022",
      // Packages (unpdf, fflate) stay imports, found in node_modules from the bundle's folder.
      external: [/^[^./]/],
      dts: false,
      clean: false,
      silent: true,
    });
  }
  return import(pathToFileURL(bundle).href);
}
