#!/usr/bin/env node
// Writes a set of statements whose table headers are words no statement uses (see README.md):
// HTML statements printed to PDF by Chromium, each with its truth file. Deterministic from the
// seed (Chromium stamps each PDF with the time, so reprinting churns the bytes, not the text).
//
//   node engine/test/unseen/generate.mjs [--seed N] [--count K] [--out DIR] [--control]
//                                        [--geometry landscape|columns|narrow] [NAME...]
//
// Without options it rewrites the committed set (seed 24, 72 statements, this folder's set/).
// --control prints the same statements with ordinary English labels on every page; --geometry a
// held-out family on other pages (landscape, two columns of rows, an 80 mm receipt roll).
// Naming statements reprints only those. Needs /usr/bin/chromium (or CHROMIUM_PATH).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { PDFDocument } from "pdf-lib";
import { launchChromium } from "../printed/chromium.mjs";
import { paperOf } from "./look.mjs";
import { coverage, GEOMETRIES, planSet } from "./plan.mjs";
import { composeStatement } from "./statement.mjs";
import { wordsUnder } from "./unseen-words.mjs";

export const DEFAULT_SEED = 24;
export const DEFAULT_COUNT = 72;
const here = fileURLToPath(new URL(".", import.meta.url));
const { values, positionals } = parseArgs({
  options: {
    seed: { type: "string" },
    count: { type: "string" },
    out: { type: "string" },
    control: { type: "boolean" },
    geometry: { type: "string" },
  },
  allowPositionals: true,
});
// A held-out geometry (landscape, columns, narrow) is never committed: it needs --out, and makes
// 24 statements unless told otherwise.
const geometry = values.geometry ?? null;
if (geometry && !GEOMETRIES[geometry])
  throw new Error(`--geometry is one of ${Object.keys(GEOMETRIES).join(", ")}`);
if (geometry && !values.out) throw new Error("--geometry makes a held-out set: give it --out DIR");
const seed = Number(values.seed ?? DEFAULT_SEED);
const count = Number(values.count ?? (geometry ? 24 : DEFAULT_COUNT));
const out = resolve(values.out ?? join(here, "set"));
if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1)
  throw new Error("--seed and --count take whole numbers");

const plans = planSet(seed, count, geometry);
const unknown = positionals.filter((n) => !plans.some((p) => p.name === n));
if (unknown.length) throw new Error(`no statement named ${unknown.join(", ")} in seed ${seed}`);
mkdirSync(out, { recursive: true });
// A fresh set replaces the statements of an earlier one in the same folder (and nothing else).
if (!positionals.length)
  for (const f of readdirSync(out))
    if (/^\d{2,3}-\w+-[a-z]{2}\.(pdf|truth\.json)$/.test(f)) rmSync(join(out, f));

// Every statement is composed (so each draws the same invented words whichever are printed).
// Words of the engine's source are never drawn as label words (the set is unseen when it is made;
// unseen-words.mjs checks it stays so).
const avoid = wordsUnder(join(here, "../../src"));
const used = new Set();
const bankWords = new Set();
const control = values.control ?? false;
/** Shares of a page the rows of pages cut by hand take, tried in turn until the print has the pages cut. */
const FILLS = [0.8, 0.7, 0.6, 0.5];
const statements = plans.map((plan) => {
  // The words drawn so far: a statement cut again (below) draws the same words as the first time.
  const before = { used: new Set(used), bankWords: new Set(bankWords) };
  return { plan, before, ...composeStatement(plan, { used, bankWords, avoid, control, pageFill: FILLS[0] }) };
});
/** The statement cut again into pages filled less (the same words: the draws as before it). */
const recut = (s, fill) => ({
  plan: s.plan,
  before: s.before,
  ...composeStatement(s.plan, {
    used: new Set(s.before.used),
    bankWords: new Set(s.before.bankWords),
    avoid,
    control,
    pageFill: fill,
  }),
});

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  /** The statement printed to PDF, and how many pages it took. */
  const print = async (s) => {
    await page.setContent(
      `<!doctype html><html><head><meta charset="utf-8"><style>${s.css}</style></head><body>${s.html}</body></html>`,
    );
    const small = 'style="font-size:7px;width:100%;margin:0 14mm;font-family:sans-serif;color:#555"';
    const pdf = await page.pdf({
      ...paperOf(s.look),
      printBackground: true,
      margin: s.look.margin,
      displayHeaderFooter: Boolean(s.footer || s.runningHead),
      headerTemplate: s.runningHead ? `<div ${small}>${s.runningHead}</div>` : "<span></span>",
      footerTemplate: s.footer
        ? `<div ${small.replace("width:100%", "width:100%;text-align:right")}>${s.footer.replace("{p}", '<span class="pageNumber"></span>').replace("{n}", '<span class="totalPages"></span>')}</div>`
        : "<span></span>",
    });
    return { pdf, pages: (await PDFDocument.load(pdf)).getPageCount() };
  };
  for (const first of statements.filter((x) => !positionals.length || positionals.includes(x.plan.name))) {
    let s = first;
    let { pdf, pages } = await print(s);
    // Pages cut by hand that the browser broke again (a row taller than measured): cut fuller pages less full.
    for (const fill of FILLS.slice(1)) {
      if (s.pagesPlanned === null || pages === s.pagesPlanned) break;
      s = recut(first, fill);
      ({ pdf, pages } = await print(s));
    }
    if (s.pagesPlanned !== null && pages !== s.pagesPlanned)
      throw new Error(`${s.plan.name}: cut into ${s.pagesPlanned} pages but printed on ${pages}`);
    writeFileSync(join(out, `${s.plan.name}.pdf`), pdf);
    writeFileSync(
      join(out, `${s.plan.name}.truth.json`),
      `${JSON.stringify({ ...s.truth, pageCount: pages }, null, 2)}\n`,
    );
    console.log(
      `${s.plan.name}.pdf ${pages} page(s), ${s.truth.transactions.length} rows${s.plan.altered ? ", altered" : ""}`,
    );
  }
} finally {
  await browser.close();
}
console.log(
  `seed ${seed}: ${statements.length} statements, ${coverage(plans).pairs} value pairs covered, written to ${out}`,
);
