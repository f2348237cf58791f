#!/usr/bin/env node
// Scores the engine's OCR on generated scans (not a test: minutes of CPU). Reads every
// NAME-DPIdpi.pdf with its truth in a folder (default test/scans/out, made by
// `node test/scans/generate.mjs`), converts each with the built engine and its Node OCR reader in
// worker threads (one per core), and scores each resolution with the shared corpus's score.mjs:
// rows F1, reconciled statements, seconds per OCR page.
//
//   npm run build -w engine && npm run score:scans -w engine [-- DIR] [--threads N] [--only REGEX]
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, Worker } from "node:worker_threads";

const here = dirname(fileURLToPath(import.meta.url));

if (!isMainThread) {
  const { extractStatement, toStatementJson, preferSynchronousInflate, isEngineError } = await import(
    join(here, "../dist/index.js")
  );
  const { nodeOcrReader } = await import(join(here, "../dist/ocr-node.js"));
  preferSynchronousInflate();
  const ocr = await nodeOcrReader();
  parentPort.on("message", async ({ pdf, out, name }) => {
    const started = performance.now();
    let result;
    try {
      const statement = await extractStatement(new Uint8Array(readFileSync(pdf)), { fileName: name, ocr });
      writeFileSync(join(out, `${name}.json`), JSON.stringify(toStatementJson(statement)));
      result = { ok: true, pages: statement.ocrPages?.length ?? 0, reconciled: statement.reconciled };
    } catch (error) {
      if (!isEngineError(error)) throw error;
      writeFileSync(
        join(out, `${name}.error.json`),
        JSON.stringify({ code: error.code, message: error.message }),
      );
      result = { ok: false, code: error.code };
    }
    parentPort.postMessage({ name, seconds: (performance.now() - started) / 1000, ...result });
  });
} else {
  const args = process.argv.slice(2);
  const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const dir = resolve(
    args.find((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--")) ??
      join(here, "../test/scans/out"),
  );
  const threads = Number(opt("--threads") ?? availableParallelism());
  const only = opt("--only") ? new RegExp(opt("--only")) : null;
  const scorer = resolve(here, "../../../shared/corpus/score.mjs");
  if (!existsSync(join(here, "../dist/ocr-node.js"))) {
    console.error("engine/dist is missing: run `npm run build -w engine` first.");
    process.exit(2);
  }
  if (!existsSync(dir)) {
    console.error(`${dir} not found: make the scans with \`node test/scans/generate.mjs\` first.`);
    process.exit(2);
  }
  const scans = readdirSync(dir)
    .filter((f) => /-\d+dpi\.truth\.json$/.test(f))
    .map((f) => f.replace(/\.truth\.json$/, ""))
    .filter((n) => !only || only.test(n))
    .sort();
  const work = mkdtempSync(join(tmpdir(), "score-scans-"));
  const byDpi = new Map();
  for (const name of scans) {
    const dpi = name.match(/-(\d+)dpi$/)[1];
    if (!byDpi.has(dpi)) byDpi.set(dpi, []);
    byDpi.get(dpi).push(name);
    mkdirSync(join(work, `truth-${dpi}`), { recursive: true });
    mkdirSync(join(work, `pred-${dpi}`), { recursive: true });
    writeFileSync(
      join(work, `truth-${dpi}`, `${name}.truth.json`),
      readFileSync(join(dir, `${name}.truth.json`)),
    );
  }
  const queue = [...scans];
  const results = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(threads, queue.length) }, async () => {
      const worker = new Worker(fileURLToPath(import.meta.url));
      for (let name = queue.shift(); name; name = queue.shift()) {
        const dpi = name.match(/-(\d+)dpi$/)[1];
        const done = new Promise((res) => worker.once("message", res));
        worker.postMessage({ pdf: join(dir, `${name}.pdf`), out: join(work, `pred-${dpi}`), name });
        const r = await done;
        results.push(r);
        console.log(
          `${r.name}: ${r.ok ? `${r.pages} pages, ${r.reconciled ? "reconciled" : "not reconciled"}` : r.code} in ${r.seconds.toFixed(1)} s`,
        );
      }
      await worker.terminate();
    }),
  );
  const pages = results.reduce((n, r) => n + (r.pages ?? 0), 0);
  const seconds = results.reduce((n, r) => n + r.seconds, 0);
  console.log(
    `\n${scans.length} scans, ${pages} OCR pages, ${(seconds / Math.max(1, pages)).toFixed(2)} s per page per thread (${threads} threads, ${((performance.now() - started) / 1000).toFixed(0)} s in all, load ${loadavg()[0].toFixed(1)})`,
  );
  for (const [dpi, names] of [...byDpi].sort((a, b) => a[0] - b[0])) {
    const score = JSON.parse(
      execFileSync("node", [scorer, join(work, `truth-${dpi}`), join(work, `pred-${dpi}`), "--json"], {
        encoding: "utf8",
      }),
    );
    const reconciled = results.filter((r) => names.includes(r.name) && r.reconciled).length;
    console.log(
      `${dpi} dpi: rows F1 ${score.overall.F1.toFixed(3)}, perfect ${score.overall.perfect}/${score.overall.statements}, reconciled ${reconciled}/${names.length}`,
    );
  }
  console.log(`predictions kept in ${work}`);
}
