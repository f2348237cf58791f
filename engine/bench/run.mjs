#!/usr/bin/env node
// Engine benchmark (not a test): per-statement time, pages per second, and the ratio of our
// total time to unpdf's bare text extraction (getDocumentProxy + getTextContent of every page)
// of the same files, which is the floor any text-layer engine stands on.
//
//   npm run build -w engine && npm run bench -w engine [-- --runs 9 --warmup 3 --platform-inflate --no-ocr CORPUS_DIR]
//
// Last, it reads the committed three-page scan by OCR and prints seconds per OCR page.
//
// Like the CLI's worker threads, the benchmark calls preferSynchronousInflate() first (pdf.js's own
// inflater instead of Node's DecompressionStream, for both ours and the bare extraction);
// --platform-inflate keeps Node's DecompressionStream to measure the difference.
//
// Uses engine/dist (the built package, as the CLI and the API bundle it). Times are warm: every
// file is converted --warmup times before timing, then each file's time is the median of --runs
// runs, with ours and the bare extraction interleaved so both see the same machine state. The
// load average is printed: on a busy machine the absolute times grow, the ratio much less.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { getDocumentProxy } from "unpdf";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const runs = flag("--runs", 7);
const warmups = flag("--warmup", 3);
const positional = args.filter(
  (a, i) => !a.startsWith("--") && !["--runs", "--warmup"].includes(args[i - 1]),
);
const corpus = resolve(positional[0] ?? process.env.STATEMENT_CORPUS ?? join(here, "../../../shared/corpus"));

const distEntry = join(here, "../dist/index.js");
if (!existsSync(distEntry)) {
  console.error("engine/dist is missing: run `npm run build -w engine` first.");
  process.exit(2);
}
if (!existsSync(corpus)) {
  console.log(`Corpus not found at ${corpus}; nothing to measure (pass a folder or set STATEMENT_CORPUS).`);
  process.exit(0);
}
const { extractStatement, preferSynchronousInflate } = await import(distEntry);
const platformInflate = args.includes("--platform-inflate");
if (!platformInflate) preferSynchronousInflate();

/** Statements the engine should convert: truth without an expected error, plus password-given ones. */
const files = readdirSync(corpus)
  .filter((name) => name.endsWith(".truth.json"))
  .sort()
  .flatMap((name) => {
    const truth = JSON.parse(readFileSync(join(corpus, name), "utf8"));
    const pdf = join(corpus, truth.file ?? name.replace(/\.truth\.json$/, ".pdf"));
    if (!existsSync(pdf) || !Array.isArray(truth.transactions)) return [];
    if (truth.expectError && truth.expectError !== "encrypted") return [];
    return [{ name: basename(pdf), bytes: new Uint8Array(readFileSync(pdf)), password: truth.password }];
  });

async function ours(file) {
  const options = {
    fileName: file.name,
    ...(file.password === undefined ? {} : { password: file.password }),
  };
  const statement = await extractStatement(new Uint8Array(file.bytes), options);
  return { pages: statement.pageCount, transactions: statement.transactions.length };
}

async function bare(file) {
  const pdf = await getDocumentProxy(
    new Uint8Array(file.bytes),
    file.password === undefined ? {} : { password: file.password },
  );
  try {
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      await page.getTextContent();
    }
    return pdf.numPages;
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function timed(fn) {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// Warm-up: pdf.js loads its code on first use, and the JIT needs a few passes over both paths.
const coldStart = await timed(() => ours(files[0]));
for (let pass = 0; pass < warmups; pass++) {
  for (const file of files) {
    await ours(file);
    await bare(file);
  }
}

const rows = [];
for (const file of files) {
  const oursMs = [];
  const bareMs = [];
  let info;
  for (let i = 0; i < runs; i++) {
    const a = await timed(() => ours(file));
    const b = await timed(() => bare(file));
    oursMs.push(a.ms);
    bareMs.push(b.ms);
    info = a.value;
  }
  rows.push({
    file: file.name,
    ...info,
    ours: median(oursMs),
    bare: median(bareMs),
    oursMin: Math.min(...oursMs),
  });
}

const sum = (key) => rows.reduce((n, r) => n + r[key], 0);
const total = {
  pages: sum("pages"),
  transactions: sum("transactions"),
  ours: sum("ours"),
  bare: sum("bare"),
  oursMin: sum("oursMin"),
};
const fmt = (n, d = 1) => n.toFixed(d);
const cellsOf = (name, r) => [
  name,
  r.pages,
  r.transactions,
  fmt(r.ours),
  fmt(r.oursMin),
  fmt(r.bare),
  fmt(r.ours / r.bare, 2),
  fmt((r.pages / r.ours) * 1000, 0),
];
const table = [
  ["file", "pages", "rows", "ours ms", "ours min", "bare ms", "ratio", "pages/s"],
  ...rows.map((r) => cellsOf(r.file, r)),
  cellsOf("total", total),
].map((cells) => cells.map(String));
const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
const line = (cells) =>
  cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join("  ");
const rule = widths.map((w) => "-".repeat(w)).join("  ");

console.log(`Engine benchmark: ${files.length} statements from ${corpus}`);
console.log(
  `median of ${runs} runs after ${warmups} warm-up passes; Node ${process.version}, ${cpus().length} CPUs, ` +
    `load average ${loadavg()[0].toFixed(2)} at the end (other work on the machine inflates absolute times); ` +
    `inflate: ${platformInflate ? "Node's DecompressionStream" : "pdf.js's synchronous inflater"}`,
);
console.log(line(table[0]));
console.log(rule);
for (const row of table.slice(1, -1)) console.log(line(row));
console.log(rule);
console.log(line(table[table.length - 1]));

const threePage = rows.filter((r) => r.pages === 3);
console.log("");
console.log(`first call (cold, includes loading pdf.js): ${fmt(coldStart.ms)} ms`);
console.log(`ratio ours/bare over all files: ${fmt(total.ours / total.bare, 2)} (target < 1.3)`);
if (threePage.length > 0) {
  const worst = threePage.reduce((a, b) => (b.ours > a.ours ? b : a));
  const plain = threePage.filter((r) => r !== worst);
  console.log(`slowest 3-page statement: ${worst.file} ${fmt(worst.ours)} ms warm median (target < 50 ms)`);
  if (plain.length > 0) {
    const fastest = plain.reduce((a, b) => (b.ours < a.ours ? b : a));
    const typical = median(plain.map((r) => r.ours));
    console.log(
      `other 3-page statements: median ${fmt(typical)} ms, fastest ${fastest.file} ${fmt(fastest.ours)} ms ` +
        `(bare pdf.js extraction of it alone: ${fmt(fastest.bare)} ms)`,
    );
  }
}

// OCR: the committed three-page 200-dpi scan (test/scans/sample), read once with the Node reader
// after the model has loaded: seconds per page on one thread (the CLI reads strips on every core).
const scan = join(here, "../test/scans/sample/ukCarried-200dpi.pdf");
if (existsSync(scan) && !args.includes("--no-ocr")) {
  const { nodeOcrReader } = await import(join(here, "../dist/ocr-node.js"));
  const ocr = await nodeOcrReader();
  const cpuBefore = process.cpuUsage();
  const { ms, value } = await timed(() =>
    extractStatement(new Uint8Array(readFileSync(scan)), { fileName: basename(scan), ocr }),
  );
  const cpuMs = process.cpuUsage(cpuBefore).user / 1000;
  const pages = value.ocrPages?.length ?? 0;
  console.log(
    `OCR: ${basename(scan)}, ${pages} scanned pages, ${value.transactions.length} rows in ${fmt(ms / 1000, 2)} s: ` +
      `${fmt(ms / 1000 / Math.max(1, pages), 2)} s per OCR page (CPU ${fmt(cpuMs / 1000 / Math.max(1, pages), 2)} s per page; load ${loadavg()[0].toFixed(2)})`,
  );
}
