#!/usr/bin/env node
// Scores the built engine (engine/dist) on a folder of generated statements (NAME.pdf with
// NAME.truth.json, as generate.mjs writes them): one line per statement, the figures by family
// and by header mode, the error codes, whether any header word occurs in engine/src, and last:
//
//   unseen: files=72 exact=N rowsF1=0.xxx reconciledAsTruth=N/72 errors=CODE:n,...
//
//   npm run build -w engine && node engine/test/unseen/score.mjs [DIR]   (DIR defaults to set/)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { aggregate, compareStatement, summaryLine } from "./compare.mjs";
import { seenHeaderWords } from "./unseen-words.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const dist = join(here, "../../dist/index.js");
if (!existsSync(dist)) {
  console.error("score: the engine is not built; run `npm run build -w engine` first");
  process.exit(2);
}
const { extractStatement, preferSynchronousInflate } = await import(dist);
preferSynchronousInflate();

const dir = resolve(process.argv[2] ?? join(here, "set"));
const names = readdirSync(dir)
  .filter((f) => f.endsWith(".truth.json"))
  .map((f) => f.slice(0, -".truth.json".length))
  .sort();
if (!names.length) {
  console.error(`score: no *.truth.json in ${dir}`);
  process.exit(2);
}

const rows = [];
for (const name of names) {
  const truth = JSON.parse(readFileSync(join(dir, `${name}.truth.json`), "utf8"));
  let result;
  try {
    const bytes = new Uint8Array(readFileSync(join(dir, `${name}.pdf`)));
    result = { statement: await extractStatement(bytes, { fileName: `${name}.pdf` }) };
  } catch (error) {
    result = { error: typeof error?.code === "string" ? error.code : `INTERNAL ${error?.message ?? error}` };
  }
  rows.push({ name, truth, score: compareStatement(truth, result) });
}

const w = Math.max(...names.map((n) => n.length));
for (const { name, truth, score } of rows) {
  const what = score.exact
    ? "EXACT"
    : score.error
      ? `ERROR ${score.error}`
      : `rows ${score.tp}/${score.truthN} (${score.predN} read) ${score.asTruth ? "" : "reconciled wrong; "}${score.problems[0] ?? ""}`;
  console.log(
    `${name.padEnd(w)}  ${truth.layout.header.padEnd(5)} ${String(truth.pageCount).padStart(1)}p  ${what}`.slice(
      0,
      220,
    ),
  );
}

/** The aggregate of the statements grouped by `key` of their layout. */
function by(key) {
  const groups = new Map();
  for (const r of rows)
    groups.set(r.truth.layout[key], [...(groups.get(r.truth.layout[key]) ?? []), r.score]);
  console.log(`\nby ${key}:`);
  for (const [value, scores] of [...groups].sort()) {
    const a = aggregate(scores);
    console.log(
      `  ${String(value).padEnd(22)} ${a.exact}/${a.files} exact, rowsF1=${a.rowsF1.toFixed(3)}, reconciled as truth ${a.asTruth}/${a.files}`,
    );
  }
}
by("family");
by("header");
by("language");
by("dateKind");

const total = aggregate(rows.map((r) => r.score));
const seen = seenHeaderWords(rows, join(here, "../../src"));
console.log(`\nheader words found in engine/src: ${seen.length ? seen.join(", ") : "none"}`);
console.log(
  `rows: ${total.tp}/${total.truthN} truth rows matched, ${total.predN} read (micro P=${total.precision.toFixed(3)} R=${total.recall.toFixed(3)})`,
);
console.log(summaryLine(total));
if (seen.length)
  console.error(`${basename(dir)}: ${seen.length} header words are not unseen; score another seed`);
