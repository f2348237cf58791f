#!/usr/bin/env node
// Prints text-layer statements to image-only PDFs, as a scanner or a photocopier would: each page
// rasterised in grey at 150, 200 or 300 dpi, turned by a small skew, given scanner noise and
// saved as a JPEG, then wrapped as a PDF page of the original size with no text layer. Each scan
// gets its statement's truth in the shared corpus's format (score.mjs reads it), so the engine's
// OCR is scored row by row. Needs `pdftoppm` (Debian's poppler-utils); everything else is npm.
//
//   node test/scans/generate.mjs [--out DIR] [--dpi 150,200,300] [--only REGEX] [--sample]
//
// Without --out the scans go to test/scans/out/ (not committed). --sample writes the few scans
// the tests read into test/scans/sample/ (committed). The same input, dpi and name always make
// the same file (seeded by the name).
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import jpeg from "jpeg-js";
import { PDFDocument } from "pdf-lib";
import { degradePage } from "./degrade.mjs";
import { corpusTruth, printedTruth } from "./truth.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const engine = resolve(here, "../..");
const corpus = resolve(engine, "../../shared/corpus");
const printed = resolve(engine, "test/printed");

/**
 * The scans committed: one-page scans the tests read (one of them German, one the first page of a
 * statement whose amounts carry a sign the OCR model has no letter for, `₹`, with the truth of the
 * rows that page holds), a three-page one the benchmark times.
 */
export const SAMPLE = [
  { source: "printed", name: "creditsFirst", dpi: 200 },
  { source: "printed", name: "deSollHaben", dpi: 200 },
  { source: "printed", name: "inModeLong", dpi: 200, firstPage: { rows: 20 } },
  { source: "printed", name: "ukCarried", dpi: 200 },
];

function args(argv) {
  const opt = { out: join(here, "out"), dpi: [150, 200, 300], only: null, sample: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--out") opt.out = resolve(argv[++i]);
    else if (a === "--dpi") opt.dpi = argv[++i].split(",").map(Number);
    else if (a === "--only") opt.only = new RegExp(argv[++i]);
    else if (a === "--sample") opt.sample = true;
    else throw new Error(`unknown option ${a}`);
  }
  return opt;
}

/** Every statement with an exact truth: the shared corpus's statements and the printed ones. */
function sources() {
  const list = [];
  if (existsSync(corpus)) {
    for (const f of readdirSync(corpus)
      .filter((f) => f.endsWith(".truth.json"))
      .sort()) {
      const truth = JSON.parse(readFileSync(join(corpus, f), "utf8"));
      if (truth.expectError) continue;
      const name = f.replace(/\.truth\.json$/, "");
      list.push({ source: "corpus", name, pdf: join(corpus, `${name}.pdf`), truth: corpusTruth(truth) });
    }
  } else console.warn(`scans: ${corpus} not found; only the printed statements are scanned`);
  for (const f of readdirSync(printed)
    .filter((f) => f.endsWith(".truth.json"))
    .sort()) {
    const name = f.replace(/\.truth\.json$/, "");
    const truth = JSON.parse(readFileSync(join(printed, f), "utf8"));
    list.push({
      source: "printed",
      name,
      pdf: join(printed, `${name}.pdf`),
      truth: printedTruth(truth, name),
    });
  }
  return list;
}

/** Reads a binary PGM (P5) as pdftoppm writes it. */
function readPgm(bytes) {
  let pos = 0;
  const token = () => {
    while (bytes[pos] === 0x20 || bytes[pos] === 0x0a || bytes[pos] === 0x0d || bytes[pos] === 0x09) pos++;
    const start = pos;
    while (bytes[pos] > 0x20) pos++;
    return new TextDecoder().decode(bytes.subarray(start, pos));
  };
  if (token() !== "P5") throw new Error("not a binary PGM");
  const width = Number(token());
  const height = Number(token());
  token();
  pos++;
  return { width, height, grey: bytes.subarray(pos, pos + width * height) };
}

function toJpeg({ width, height, grey }, quality) {
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = grey[i];
    rgba[4 * i] = v;
    rgba[4 * i + 1] = v;
    rgba[4 * i + 2] = v;
    rgba[4 * i + 3] = 255;
  }
  return jpeg.encode({ data: rgba, width, height }, quality).data;
}

export async function scanPdf(pdfPath, name, dpi, firstPageOnly = false) {
  const dir = mkdtempSync(join(tmpdir(), "scan-"));
  try {
    const only = firstPageOnly ? ["-f", "1", "-l", "1"] : [];
    execFileSync("pdftoppm", ["-r", String(dpi), "-gray", ...only, pdfPath, join(dir, "p")]);
    const pages = readdirSync(dir)
      .filter((f) => f.endsWith(".pgm"))
      .sort((a, b) => Number(a.match(/(\d+)\.pgm$/)[1]) - Number(b.match(/(\d+)\.pgm$/)[1]));
    const doc = await PDFDocument.create();
    doc.setProducer("statement-converter test/scans/generate.mjs");
    // Dated, not stamped with the time it is made: the same command makes the same bytes.
    doc.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
    doc.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
    for (const [i, file] of pages.entries()) {
      const page = readPgm(readFileSync(join(dir, file)));
      const { image, quality } = degradePage(page, `${name}@${dpi}#${i}`);
      const jpg = await doc.embedJpg(toJpeg(image, quality));
      const w = (image.width * 72) / dpi;
      const h = (image.height * 72) / dpi;
      doc.addPage([w, h]).drawImage(jpg, { x: 0, y: 0, width: w, height: h });
    }
    return await doc.save();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const opt = args(process.argv.slice(2));
  const all = sources();
  const jobs = opt.sample
    ? SAMPLE.map((s) => ({ ...all.find((a) => a.source === s.source && a.name === s.name), ...s }))
    : all
        .filter((s) => !opt.only || opt.only.test(s.name))
        .flatMap((s) => opt.dpi.map((dpi) => ({ ...s, dpi })));
  const out = opt.sample ? join(here, "sample") : opt.out;
  mkdirSync(out, { recursive: true });
  for (const job of jobs) {
    const file = `${job.name}${job.firstPage ? "-page1" : ""}-${job.dpi}dpi`;
    const bytes = await scanPdf(job.pdf, file, job.dpi, Boolean(job.firstPage));
    writeFileSync(join(out, `${file}.pdf`), bytes);
    // A first page alone holds the statement's first rows, up to its last row's balance.
    const rows = job.firstPage ? job.truth.transactions.slice(0, job.firstPage.rows) : job.truth.transactions;
    const closing = job.firstPage ? (rows.at(-1)?.balance ?? null) : job.truth.closingBalance;
    const truth = { ...job.truth, file: `${file}.pdf`, transactions: rows, closingBalance: closing };
    writeFileSync(join(out, `${file}.truth.json`), `${JSON.stringify(truth, null, 1)}\n`);
    console.log(`${basename(out)}/${file}.pdf  ${(bytes.length / 1024).toFixed(0)} KiB`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
