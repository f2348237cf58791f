// `npm test`: every check of the repository, in order, with one total at the end.
// typecheck and lint count as one check per package; each vitest suite counts its tests.
// The last line is `N passed, N failed` (CI reads it).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { ROOT, wranglerEnv } from "./stack.mjs";

const PACKAGES = ["contract", "engine", "sdk", "cli", "worker-api", "web"];
const only = process.argv.slice(2); // e.g. `npm test -- engine web:e2e` runs only those steps

const results = [];
const reports = mkdtempSync(join(tmpdir(), "stmt-test-"));

/** Runs a command; `buffered` collects its output and prints it whole when it ends. */
function exec(cmd, args, cwd = ROOT, { buffered = false, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env: wranglerEnv({ FORCE_COLOR: process.stdout.isTTY ? "1" : "0", ...env }),
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    const output = [];
    child.stdout?.on("data", (d) => output.push(d));
    child.stderr?.on("data", (d) => output.push(d));
    child.on("close", (code, signal) => {
      if (output.length) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on("error", () => resolve(1));
  });
}

// Wall and CPU seconds of each step (CPU: this process's reaped children, from /proc), so that
// the summary shows where CI's time goes; CPU time is what a busy machine does not inflate.
function clock() {
  let cpu = 0;
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    cpu = (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in clock ticks
  } catch {}
  return { wall: performance.now() / 1000, cpu };
}
const took = (start) => {
  const end = clock();
  return { wall: end.wall - start.wall, cpu: end.cpu - start.cpu };
};

const wanted = (name) => only.length === 0 || only.some((o) => name === o || name.startsWith(`${o}:`));

async function check(name, cmd, args, cwd, buffered = false) {
  if (!wanted(name)) return;
  if (!buffered) console.log(`\n=== ${name}`);
  const start = clock();
  const code = await exec(cmd, args, cwd, { buffered });
  if (buffered) console.log(`\n=== ${name} (${code === 0 ? "ok" : "FAILED"})`);
  // Steps run side by side share the CPU count: it is the phase's, told once (see `together`).
  const time = took(start);
  if (buffered) time.cpu = Number.NaN;
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, time });
}

/**
 * Runs checks two at a time (CI has two cores; each of these is one process), their output
 * printed whole as each ends, then one line with the phase's wall and CPU seconds.
 */
async function together(label, checks) {
  const start = clock();
  const queue = [...checks];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      await check(next[0], next[1], next[2], ROOT, true);
  };
  await Promise.all([lane(), lane()]);
  const { wall, cpu } = took(start);
  console.log(`\n${label}: ${wall.toFixed(0)} s, cpu ${cpu.toFixed(0)} s`);
}

async function vitest(name, cwd, extraArgs = []) {
  if (!wanted(name)) return;
  console.log(`\n=== ${name}`);
  const out = join(reports, `${name.replace(/\W/g, "_")}.json`);
  const start = clock();
  const code = await exec(
    process.execPath,
    [
      join(ROOT, "node_modules/vitest/vitest.mjs"),
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${out}`,
      ...extraArgs,
    ],
    cwd,
    { env: built ? { STATEMENT_CLI_BUILT: "1" } : {} },
  );
  let passed = 0;
  let failed = 0;
  const failures = [];
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, "utf8"));
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    for (const file of report.testResults ?? []) {
      const where = relative(cwd, file.name ?? "");
      for (const test of file.assertionResults ?? []) {
        // A passed test with failure messages failed a first try and passed when retried.
        if (test.status !== "failed" && !(test.status === "passed" && test.failureMessages?.length)) continue;
        const why = String(test.failureMessages?.[0] ?? "")
          .split("\n")[0]
          .slice(0, 300);
        const flaky = test.status === "passed" ? "passed on its second try after " : "";
        failures.push(`${where} > ${test.fullName ?? test.title}: ${flaky}${why}`);
      }
      if (file.status === "failed" && !file.assertionResults?.length)
        failures.push(
          `${where}: ${String(file.message ?? "failed to load")
            .split("\n")[0]
            .slice(0, 300)}`,
        );
    }
    const slowest = (report.testResults ?? [])
      .map((f) => ({ where: relative(cwd, f.name ?? ""), s: ((f.endTime ?? 0) - (f.startTime ?? 0)) / 1000 }))
      .sort((a, b) => b.s - a.s)
      .slice(0, 3);
    console.log(
      `slowest files of ${name}: ${slowest.map((f) => `${f.where} ${f.s.toFixed(0)} s`).join(", ")}`,
    );
    // A suite that failed to load counts as a failure even when no test inside it ran.
    failed += (report.testResults ?? []).filter(
      (f) => f.status === "failed" && f.assertionResults?.length === 0,
    ).length;
  }
  if (code !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed, failures, time: took(start) });
}

const tsc = join(ROOT, "node_modules/typescript/bin/tsc");
const biome = join(ROOT, "node_modules/@biomejs/biome/bin/biome");

await check("build", "npm", ["run", "build", "-w", "engine", "-w", "sdk", "-w", "cli", "--silent"]);
// The CLI's end-to-end tests run the built CLI: built now, their setup need not build it again.
const built = results.find((r) => r.name === "build")?.failed === 0;
await together("static checks", [
  // web first: its typecheck is the longest.
  ...PACKAGES.toReversed().map((pkg) => [
    `typecheck:${pkg}`,
    process.execPath,
    [tsc, "-p", join(pkg, "tsconfig.json")],
  ]),
  // The Worker's bindings type is written by `wrangler types` from wrangler.toml: a changed
  // wrangler.toml without regenerated types (`npm run types -w worker-api`) fails here.
  ["types:worker-api", "npm", ["run", "types", "-w", "worker-api", "--silent", "--", "--check"]],
  ["lint", process.execPath, [biome, "check", "."]],
  // Comments and docs cite the repository itself (docs/architecture.md, a decision, the code).
  ["citations", process.execPath, [join(ROOT, "scripts/check-citations.mjs")]],
]);
for (const pkg of PACKAGES) {
  if (existsSync(join(ROOT, pkg, "vitest.config.ts"))) await vitest(pkg, join(ROOT, pkg));
}
if (existsSync(join(ROOT, "web/vitest.e2e.config.ts"))) {
  await vitest("web:e2e", join(ROOT, "web"), ["--config", "vitest.e2e.config.ts"]);
}
// The home page's JavaScript budget, on the production build web:e2e's setup made (or on one of
// its own when web:e2e did not run).
const e2eBuilt = results.some((r) => r.name === "web:e2e");
await check("web:budget", process.execPath, [
  join(ROOT, "scripts/bundle-size.mjs"),
  e2eBuilt ? "--no-build" : "--build",
]);
rmSync(reports, { recursive: true, force: true });

console.log("\n=== summary");
for (const r of results) {
  const { wall, cpu } = r.time;
  const cpuText = Number.isNaN(cpu) ? "" : `, cpu ${cpu.toFixed(0)} s`;
  console.log(
    `${r.failed ? "FAIL" : "ok  "} ${r.name}: ${r.passed} passed, ${r.failed} failed (${wall.toFixed(0)} s${cpuText})`,
  );
  // The failing tests by name, so that the end of a CI log says what broke.
  for (const f of r.failures ?? []) console.log(`     - ${f}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
