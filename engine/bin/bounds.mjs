#!/usr/bin/env node
// `npm run bounds -w engine [-- DIR... | FILE.pdf...] [--all]`: how close each real PDF comes to
// each work bound of DEFAULT_LIMITS (src/limits.ts), measured by src/pdf/bound-use.ts. Without
// arguments it reads the four folders of real PDFs (../shared/corpus, corpus-real, corpus-real-2
// and test/printed; the shared ones are skipped where absent). Prints each file's closest bound,
// then each bound's highest use over all files, its file and the headroom (bound / use), and
// exits 1 when a work bound keeps less than HEADROOM times its highest use (the file size, the
// product's upload limit, is shown but not held to it). `--all` prints every
// file's use of every bound (tab-separated) as well. A PDF's password comes from its truth file.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { ENGINE, loadFromSource } from "./bundle.mjs";

/** The least headroom a bound must keep over the highest real use (docs/decisions/0008). */
export const HEADROOM = 10;
const FOLDERS = [
  "../../shared/corpus",
  "../../shared/corpus-real",
  "../../shared/corpus-real-2",
  "test/printed",
];

function pdfsIn(paths) {
  return paths.flatMap((path) =>
    statSync(path).isDirectory()
      ? readdirSync(path)
          .filter((n) => n.endsWith(".pdf"))
          .sort()
          .map((n) => join(path, n))
      : [path],
  );
}

function passwordOf(file) {
  const truth = file.replace(/\.pdf$/, ".truth.json");
  return existsSync(truth) ? JSON.parse(readFileSync(truth, "utf8")).password : undefined;
}

const times = (limit, use) => (use > 0 ? limit / use : Number.POSITIVE_INFINITY);
const fmt = (n) => (Number.isFinite(n) ? `${n >= 100 ? Math.round(n) : n.toFixed(1)}x` : "-");

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { all: { type: "boolean" } },
  });
  const base = process.env.INIT_CWD ?? process.cwd();
  const paths = positionals.length
    ? positionals.map((p) => resolve(base, p))
    : FOLDERS.map((f) => resolve(ENGINE, f)).filter((f) => existsSync(f));
  const { boundUses } = await loadFromSource("bounds", "src/pdf/bound-use.ts");
  const worst = new Map();
  const rows = [];
  for (const file of pdfsIn(paths)) {
    const uses = await boundUses(new Uint8Array(readFileSync(file)), passwordOf(file));
    const name = basename(file);
    rows.push({ name, uses });
    for (const u of uses) {
      const key = `${u.bound}: ${u.measure}`;
      if (u.use > (worst.get(key)?.use ?? -1)) worst.set(key, { ...u, file: name });
    }
    const closest = uses.reduce((a, b) => (times(b.limit, b.use) < times(a.limit, a.use) ? b : a));
    console.log(
      `${name.padEnd(40)} closest: ${closest.measure} ${closest.use.toLocaleString("en-US")} of ${closest.limit.toLocaleString("en-US")} (${fmt(times(closest.limit, closest.use))})`,
    );
  }
  if (values.all && rows.length) {
    console.log(`\nfile\t${rows[0].uses.map((u) => u.measure).join("\t")}`);
    for (const { name, uses } of rows) console.log(`${name}\t${uses.map((u) => u.use).join("\t")}`);
  }
  console.log(`\nhighest use of each bound over ${rows.length} PDFs (headroom needed: ${HEADROOM}x)`);
  console.table(
    [...worst.values()].map((w) => ({
      bound: w.bound,
      measure: w.measure,
      limit: w.limit,
      "highest use": w.use,
      headroom: fmt(times(w.limit, w.use)),
      file: w.use > 0 ? w.file : "",
    })),
  );
  const short = [...worst.values()].filter((w) => w.workBound && w.use * HEADROOM > w.limit);
  for (const w of short)
    console.error(`${w.bound} (${w.measure}): ${w.use} in ${w.file} is within ${HEADROOM}x of ${w.limit}`);
  return short.length ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
