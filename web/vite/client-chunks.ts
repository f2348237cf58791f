/**
 * How the browser build is cut into files, for the pages' JavaScript budget (scripts/bundle-size.mjs).
 *
 * - `chunks`: React, React DOM and Remix in one `vendor` file (every page needs all of it), which
 *   the entry module joins. Icons are left to Rollup (a file per set of pages that use one): all of
 *   lucide's icons in one file cost the home page 4.6 kB gzipped against 3.9 kB for the files of
 *   the icons it shows.
 * - `thirdPartyLicenses`: the build keeps no licence comments in the scripts (esbuild's
 *   `legalComments: "none"`, set beside this plugin in vite.config.ts); this plugin writes every
 *   bundled package's licence to /licenses.txt instead, as the licences ask.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const VENDOR =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|turbo-stream|@remix-run\/[a-z-]+)\//;

export function chunks(id: string): string | undefined {
  if (VENDOR.test(id)) return "vendor";
  return undefined;
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
