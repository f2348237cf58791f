import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { extractStatement, type SourceBox, type Statement, type Transaction } from "../src/index.js";

// Each row's `source` (its page and a box per printed line) checked against the PDF's own text
// positions as pdf.js's getTextContent gives them, independently of how the engine reads glyphs,
// builds words and lines, and groups lines into rows.

const here = fileURLToPath(new URL(".", import.meta.url));
const printed = join(here, "printed");
const corpus = resolve(here, "../../../shared/corpus");

/** A run of text as pdf.js's text content places it, in points from the page's top-left corner. */
interface Run {
  text: string;
  x0: number;
  x1: number;
  baseline: number;
  size: number;
}

interface PdfRuns {
  pages: { width: number; height: number; runs: Run[] }[];
}

async function pdfRuns(bytes: Uint8Array, password?: string): Promise<PdfRuns> {
  const pdf = await getDocumentProxy(bytes.slice(), { password });
  const pages: PdfRuns["pages"] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: 1 });
    const runs: Run[] = [];
    for (const item of (await page.getTextContent()).items) {
      if (!("str" in item) || !item.str.trim()) continue;
      const [a, b, c, d, e, f] = item.transform as number[];
      // Upright text only (a turned margin note is no part of a line).
      if (Math.abs(b as number) > 1e-6 || Math.abs(c as number) > 1e-6 || (a as number) <= 0) continue;
      const [x, y] = viewport.convertToViewportPoint(e as number, f as number) as [number, number];
      runs.push({
        text: item.str,
        x0: x,
        x1: x + item.width,
        baseline: y,
        size: Math.hypot(c as number, d as number),
      });
    }
    pages.push({ width: viewport.width, height: viewport.height, runs });
  }
  await pdf.cleanup();
  return { pages };
}

const digits = (s: string) => s.replace(/\D/g, "");
const centre = (b: SourceBox) => (b[1] + b[3]) / 2;
const inside = (r: Run, b: SourceBox, slack: number) =>
  (r.x0 + r.x1) / 2 >= b[0] - slack &&
  (r.x0 + r.x1) / 2 <= b[2] + slack &&
  r.baseline >= b[1] - slack &&
  r.baseline <= b[3] + slack;

/**
 * The box of the printed line that carries a row's amount, from pdf.js's runs alone: the run
 * whose digits are the amount's, on the row's page nearest its boxes; the line is every run on
 * that baseline; it reaches 0.8 of the font size above the baseline and 0.2 below.
 */
function expectedMainBox(t: Transaction, runs: Run[]): { box: SourceBox; amount: Run } | null {
  const want = digits(Math.abs(t.amountCents).toString().padStart(3, "0"));
  const boxes = t.source?.boxes ?? [];
  // Figures as printed, digit groups split by separators or by single spaces ("2 265,06").
  const figures = (text: string) => text.match(/\d(?:[\d.,']|\s(?=\d{3}\b))*/g) ?? [];
  const candidates = runs.filter((r) => figures(r.text).some((w) => digits(w) === want));
  const distance = (r: Run) => Math.min(...boxes.map((b) => Math.abs(centre(b) - r.baseline)));
  const amount = candidates.sort((a, b) => distance(a) - distance(b))[0];
  if (!amount) return null;
  const line = runs.filter((r) => Math.abs(r.baseline - amount.baseline) < 1);
  const size = Math.max(...line.map((r) => r.size));
  return {
    amount,
    box: [
      Math.min(...line.map((r) => r.x0)),
      amount.baseline - 0.8 * size,
      Math.max(...line.map((r) => r.x1)),
      amount.baseline + 0.2 * size,
    ],
  };
}

interface Layout {
  /** Rows fill whole lines (no tables side by side: there a row is part of a line). */
  wholeLines: boolean;
}

/** What is wrong with each row's source, checked against the PDF's text positions (none: []). */
function sourceProblems(statement: Statement, pdf: PdfRuns, layout: Layout): string[] {
  const problems: string[] = [];
  const datesSeen = new Set<string>();
  statement.transactions.forEach((t, i) => {
    const where = `row ${i + 1} (${t.date} ${t.description})`;
    const page = t.source ? pdf.pages[t.source.page - 1] : undefined;
    const boxes = t.source?.boxes ?? [];
    if (!page || boxes.length === 0) {
      problems.push(`${where}: source ${JSON.stringify(t.source)}`);
      return;
    }
    for (const b of boxes) {
      if (
        !(b[0] >= 0 && b[0] < b[2] && b[2] <= page.width && b[1] >= 0 && b[1] < b[3] && b[3] <= page.height)
      )
        problems.push(`${where}: box ${JSON.stringify(b)} off its page`);
    }
    const expected = expectedMainBox(t, page.runs);
    if (!expected) {
      problems.push(`${where}: its amount is not printed on page ${t.source?.page}`);
      return;
    }
    const main = boxes.find((b) => inside(expected.amount, b, 1));
    if (!main) {
      problems.push(`${where}: no box holds its amount (${JSON.stringify(boxes)})`);
      return;
    }
    const compared = layout.wholeLines ? [0, 1, 2, 3] : [1, 3];
    if (compared.some((k) => Math.abs((main[k] as number) - (expected.box[k] as number)) > 2))
      problems.push(
        `${where}: box ${JSON.stringify(main)}, printed at ${JSON.stringify(expected.box.map(Math.round))}`,
      );
    // The first row of a date prints it; later rows of that day may not (a date once per day).
    if (!datesSeen.has(t.date)) {
      datesSeen.add(t.date);
      const text = page.runs
        .filter((r) => boxes.some((b) => inside(r, b, 1)))
        .map((r) => r.text)
        .join(" ")
        .replace(/\s+/g, " ");
      if (!text.includes(t.date.replace(/\s+/g, " ")))
        problems.push(`${where}: its date is not in its boxes`);
    }
  });
  return problems;
}

async function read(path: string): Promise<{ statement: Statement; pdf: PdfRuns }> {
  const bytes = new Uint8Array(readFileSync(path));
  return { statement: await extractStatement(bytes, { fileName: path }), pdf: await pdfRuns(bytes) };
}

/**
 * A sample of the printed statements' layouts: several pages, details on lines of their own,
 * a date once per day, checks side by side, cards, two accounts, newest first, stacked dates.
 */
const PRINTED = [
  "ukCarried",
  "amountsFirst",
  "checksGrid",
  "dayGrouped",
  "frSoldeCrediteur",
  "sgTwoAccounts",
  "cardCrCredits",
  "newestFirst",
  "nzDateTimeStacked",
  "thBuddhistEra",
  "drcrLong",
  "passbookSmallPage",
];
const SIDE_BY_SIDE = new Set(["checksGrid"]);

describe("where each row came from: a box per printed line, within 2 pt of the PDF's own text", () => {
  it.each(PRINTED)("printed %s", async (name) => {
    const { statement, pdf } = await read(join(printed, `${name}.pdf`));
    expect(statement.transactions.length).toBeGreaterThan(5);
    const layout = { wholeLines: !SIDE_BY_SIDE.has(name) };
    expect(sourceProblems(statement, pdf, layout)).toEqual([]);
  });

  // Every row of the corpus has a source (corpus.test.ts); the boxes of a sample, each bank's
  // layout once (all sixteen agreed when this was written), checked here.
  const CORPUS = ["summit-02", "pacific-01", "maple-01", "crescent-01", "rijn-01", "thameside-01"];
  it.skipIf(!existsSync(corpus)).each(CORPUS)("corpus %s", async (name) => {
    const { statement, pdf } = await read(join(corpus, `${name}.pdf`));
    expect(statement.transactions.length).toBeGreaterThan(5);
    expect(sourceProblems(statement, pdf, { wholeLines: true })).toEqual([]);
  });
});
