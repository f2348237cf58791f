#!/usr/bin/env node
// `npm run inspect -w engine -- FILE.pdf... [--password P] [--out DIR]`: draws what the engine
// saw in each PDF (src/inspect/) as HTML pages: index.html and page-N.html. Without --out they
// go to $TMPDIR/statement-inspect/NAME/. Paths are taken from where npm was run (INIT_CWD).
//
// The inspector is bundled from engine/src on first use and whenever src has changed
// (tsup, into node_modules/.cache/inspect), so it always shows the engine as it is now.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, extname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { loadFromSource } from "./bundle.mjs";

const USAGE = "usage: npm run inspect -w engine -- FILE.pdf... [--password P] [--out DIR]";

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
  const { inspectPdf } = await loadFromSource("inspect", "src/inspect/index.ts");
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
