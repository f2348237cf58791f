#!/usr/bin/env node
// `npm run inspect -w engine -- FILE.pdf... [--password P] [--out DIR]`: draws what the engine
// saw in each PDF (src/inspect/) as HTML pages: index.html and page-N.html. Without --out they
// go to $TMPDIR/statement-inspect/NAME/. Paths are taken from where npm was run (INIT_CWD).
//
// The inspector is bundled from engine/src on first use and whenever src has changed
// (tsup, into node_modules/.cache/inspect), so it always shows the engine as it is now.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, extname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const USAGE = "usage: npm run inspect -w engine -- FILE.pdf... [--password P] [--out DIR]";
const engine = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const bundle = join(engine, "node_modules/.cache/inspect/inspect.js");

/** Latest modification time of any file under `dir`. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

async function loadInspector() {
  if (!existsSync(bundle) || statSync(bundle).mtimeMs < newest(join(engine, "src"))) {
    const { build } = await import("tsup");
    await build({
      config: false,
      entry: { inspect: join(engine, "src/inspect/index.ts") },
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

async function main(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        password: { type: "string" },
        out: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) {
    (values.help ? console.log : console.error)(USAGE);
    return values.help ? 0 : 2;
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  const { inspectPdf } = await loadInspector();
  let failed = 0;
  for (const given of positionals) {
    const file = resolve(base, given);
    const name = basename(file);
    const stem = basename(file, extname(file));
    const out = values.out
      ? resolve(base, values.out, positionals.length > 1 ? stem : "")
      : join(tmpdir(), "statement-inspect", stem);
    try {
      const bytes = new Uint8Array(readFileSync(file));
      const options = {
        fileName: name,
        ...(values.password === undefined ? {} : { password: values.password }),
      };
      const { files, summary } = await inspectPdf(bytes, options);
      mkdirSync(out, { recursive: true });
      for (const f of files) writeFileSync(join(out, f.name), f.html);
      console.log(`${name}: ${summary}\n  ${pathToFileURL(join(out, "index.html")).href}`);
    } catch (error) {
      failed++;
      const code = error?.name === "EngineError" ? `${error.code}: ` : "";
      console.error(`${name}: ${code}${error?.message ?? error}`);
    }
  }
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
