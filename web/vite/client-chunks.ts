/**
 * How the browser build is cut into files, for the pages' JavaScript budget (scripts/bundle-size.mjs).
 *
 * - `chunks`: React, React DOM and Remix in one `vendor` file (every page needs all of it), which
 *   the entry module joins, and with them what root.tsx imports (the error boundary, the toaster,
 *   lucide's provider and core, Vite's preload helper, ...): every page loads those too, so in one
 *   file they cost no page more and save each page several small files (1.7 kB gzipped on the home
 *   page, 0.8 to 1.7 kB on every other). Icons are left to Rollup (a file per set of pages that use
 *   one): all of lucide's icons in one file cost the home page 4.6 kB gzipped against 3.9 kB for the
 *   files of the icons it shows.
 * - `thirdPartyLicenses`: the build keeps no licence comments in the scripts (esbuild's
 *   `legalComments: "none"`, set beside this plugin in vite.config.ts); this plugin writes every
 *   bundled package's licence to /licenses.txt instead, as the licences ask.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { ManualChunkMeta } from "rollup";
import type { Plugin } from "vite";

const VENDOR =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|turbo-stream|@remix-run\/[a-z-]+)\//;

/** The root route's module: every page runs it and what it imports. */
const ROOT_ROUTE = /\/app\/root\.tsx$/;

const LUCIDE_ICON = /\/node_modules\/lucide-react\/dist\/esm\/icons\//;
const LUCIDE_INDEX = /\/node_modules\/lucide-react\/dist\/esm\/lucide-react\.mjs$/;

type ModuleInfoOf = ManualChunkMeta["getModuleInfo"];

/**
 * The modules root.tsx imports, directly or through others (not by import()), itself left out.
 * lucide's icons stay with the pages that show them (above); lucide's index, which names every
 * icon, is passed through but not taken (a module in a manual chunk takes its imports along).
 */
function rootImports(getModuleInfo: ModuleInfoOf, root: string): Set<string> {
  const seen = new Set<string>([root]);
  const queue = [...(getModuleInfo(root)?.importedIds ?? [])];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || LUCIDE_ICON.test(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  seen.delete(root);
  for (const id of seen) if (LUCIDE_INDEX.test(id)) seen.delete(id);
  return seen;
}

/** Per build (each has its own getModuleInfo): the modules every page loads. */
const everyPage = new WeakMap<ModuleInfoOf, Set<string>>();

export function chunks(id: string, { getModuleIds, getModuleInfo }: ManualChunkMeta): string | undefined {
  if (VENDOR.test(id)) return "vendor";
  let shared = everyPage.get(getModuleInfo);
  if (!shared) {
    const root = [...getModuleIds()].find((m) => ROOT_ROUTE.test(m));
    shared = root ? rootImports(getModuleInfo, root) : new Set();
    everyPage.set(getModuleInfo, shared);
  }
  return shared.has(id) ? "vendor" : undefined;
}

/** The package a module of node_modules belongs to, and the folder it is installed in. */
function packageOf(id: string): { name: string; dir: string } | undefined {
  // Plugins' helper modules carry a leading \0 and a query (`\0/x/node_modules/y/z.js?commonjs-proxy`).
  const path = (id.split("?")[0] ?? "").replace(/^\0/, "").replace(/\\/g, "/");
  const match = /^(.*\/node_modules\/)((?:@[^/]+\/)?[^/]+)\//.exec(path);
  return match ? { name: match[2] ?? "", dir: `${match[1]}${match[2]}` } : undefined;
}

function licenceText(dir: string): string {
  const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
  return file ? readFileSync(join(dir, file), "utf8").trim() : "";
}

export function thirdPartyLicenses(): Plugin {
  return {
    name: "third-party-licenses",
    apply: "build",
    generateBundle(options, bundle) {
      // The browser build only: the server's code is not shipped to anyone.
      if (!options.dir || dirname(options.dir).endsWith("server") || options.dir.endsWith("server")) return;
      const packages = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const id of Object.keys(output.modules)) {
          const pkg = packageOf(id);
          if (pkg && !packages.has(pkg.name)) packages.set(pkg.name, pkg.dir);
        }
      }
      const sections = [...packages]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, dir]) => {
          const meta = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
            version?: string;
            license?: string;
          };
          return `${name} ${meta.version ?? ""} (${meta.license ?? "see below"})\n\n${licenceText(dir)}`;
        });
      this.emitFile({
        type: "asset",
        fileName: "licenses.txt",
        source: `Third-party software in this site's scripts\n\n${sections.join(`\n\n${"-".repeat(72)}\n\n`)}\n`,
      });
    },
  };
}
