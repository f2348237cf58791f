// `npm run bundle-size`: the JavaScript each screen of the web app loads, gzipped (level 9), from the
// build's route manifest (build/client/assets/manifest-*.js, which Remix writes from Vite's manifest:
// each route's module and the chunks it imports). A screen loads the entry and its imports and every
// route from the root down to its own, each with its imports; a chunk counts once. These are the
// files Remix's <Scripts> preloads and imports. The manifest file itself is loaded too unless lazy
// route discovery is on (then a partial manifest is inlined in the HTML). Chunks loaded later by
// import() (the SDK on the first upload or download, toasts on the first toast) are not counted.
//
//   node scripts/bundle-size.mjs            builds web/ unless a build is there, prints the table
//   node scripts/bundle-size.mjs --no-build reads the build as it is
//   node scripts/bundle-size.mjs --build    builds web/ first, even when a build is there
//   node scripts/bundle-size.mjs --json     the numbers as JSON
//
// Exits 1 when the home page is over HOME_BUDGET (npm test runs it as the `web:budget` step,
// with --build).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "./stack.mjs";

/** The home page's JavaScript, gzipped, at most (web/README.md). */
export const HOME_BUDGET = 100_000;
const HOME_ROUTE = "routes/_site._index";

const CLIENT = join(ROOT, "web/build/client");
const SERVER = join(ROOT, "web/build/server");
const ASSETS = join(CLIENT, "assets");

/** The route manifest Remix embeds in every page (`window.__remixManifest = {...}`). */
export function readRouteManifest(assets = ASSETS) {
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`no Remix manifest in ${assets}: build the web app first`);
  const text = readFileSync(join(assets, file), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return { file: `/assets/${file}`, manifest: JSON.parse(json) };
}

/** The route's source file renders something (resource routes such as /api/* and /logout do not). */
function rendersScreen(id) {
  for (const ext of [".tsx", ".ts", ".jsx", ".js"]) {
    const path = join(ROOT, "web/app", `${id}${ext}`);
    if (existsSync(path)) return /export\s+default\b/.test(readFileSync(path, "utf8"));
  }
  return true;
}

/** Every route that is a screen: a leaf (or an index) whose module renders a page. */
function screens(routes) {
  const parents = new Set(Object.values(routes).map((r) => r.parentId));
  return Object.values(routes).filter((r) => (!parents.has(r.id) || r.index) && rendersScreen(r.id));
}

function chain(routes, route) {
  const out = [];
  for (let r = route; r; r = r.parentId ? routes[r.parentId] : undefined) out.unshift(r);
  return out;
}

/** Gzipped bytes per asset URL, read once. */
function sizer(client = CLIENT) {
  const cache = new Map();
  return (url) => {
    if (!cache.has(url)) cache.set(url, gzipSync(readFileSync(join(client, url)), { level: 9 }).length);
    return cache.get(url);
  };
}

/** Whether the server build has Remix's lazy route discovery on (no manifest file is loaded then). */
function lazyDiscovery(server = SERVER) {
  const files = readdirSync(join(server, "assets")).filter((f) => f.endsWith(".js"));
  return files.some((f) =>
    /v3_lazyRouteDiscovery"?:\s*(true|!0)/.test(readFileSync(join(server, "assets", f), "utf8")),
  );
}

/** [{ route, path, files, gzip }] for every screen, largest first. */
export function measure({ client = CLIENT, server = SERVER } = {}) {
  const { file, manifest } = readRouteManifest(join(client, "assets"));
  const gz = sizer(client);
  const base = [manifest.entry.module, ...manifest.entry.imports];
  if (!lazyDiscovery(server)) base.unshift(file);
  const rows = screens(manifest.routes).map((route) => {
    const urls = new Set(base);
    for (const r of chain(manifest.routes, route)) {
      if (r.module) urls.add(r.module);
      for (const u of r.imports ?? []) urls.add(u);
    }
    const path = chain(manifest.routes, route)
      .map((r) => r.path ?? "")
      .filter(Boolean)
      .join("/");
    const files = [...urls];
    return {
      route: route.id,
      path: `/${path}`,
      files: files.length,
      gzip: files.reduce((n, u) => n + gz(u), 0),
    };
  });
  return rows.sort((a, b) => b.gzip - a.gzip || a.route.localeCompare(b.route));
}

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = new Set(process.argv.slice(2));
  if (args.has("--build") || (!args.has("--no-build") && !existsSync(join(CLIENT, "assets")))) {
    execFileSync("npm", ["run", "build", "-w", "web", "--silent"], { cwd: ROOT, stdio: "inherit" });
  }
  const rows = measure();
  const home = rows.find((r) => r.route === HOME_ROUTE);
  if (args.has("--json")) console.log(JSON.stringify({ budget: HOME_BUDGET, rows }, null, 2));
  else {
    const width = Math.max(...rows.map((r) => r.route.length));
    console.log(`${"route".padEnd(width)}  ${"path".padEnd(28)} files  JS gzipped`);
    for (const r of rows)
      console.log(
        `${r.route.padEnd(width)}  ${r.path.padEnd(28)} ${String(r.files).padStart(5)}  ${kb(r.gzip)}`,
      );
    console.log(`\nhome page: ${kb(home?.gzip ?? 0)} of ${kb(HOME_BUDGET)}`);
  }
  if (!home || home.gzip > HOME_BUDGET) {
    console.error(
      `The home page loads ${kb(home?.gzip ?? 0)} of JavaScript, over its ${kb(HOME_BUDGET)} budget.`,
    );
    process.exit(1);
  }
}
