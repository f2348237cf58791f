import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import {
  extractStatement,
  preferSynchronousInflate,
  type Statement,
  type Transaction,
} from "../src/index.js";
// @ts-expect-error: plain JavaScript, shared with unseen/score.mjs
import { aggregate, compareStatement, rowView, summaryLine, totalsView } from "./unseen/compare.mjs";
// @ts-expect-error: plain JavaScript, shared with unseen/score.mjs
import { seenHeaderWords } from "./unseen/unseen-words.mjs";

// Statements whose table header labels are invented words, or which print no header row at all,
// in every layout family of printed/ (see unseen/README.md): the engine must read them by the
// geometry and arithmetic of their tables, with its vocabulary unchanged.
const folder = fileURLToPath(new URL("./unseen/set/", import.meta.url));
const source = fileURLToPath(new URL("../src/", import.meta.url));
const names = readdirSync(folder)
  .filter((f) => f.endsWith(".truth.json"))
  .map((f) => f.slice(0, -".truth.json".length))
  .sort();

type Truth = Pick<Statement, "openingBalanceCents" | "closingBalanceCents" | "reconciled" | "currency"> & {
  transactions: Omit<Transaction, "date" | "account">[];
  headerLabels: string[];
  headerWords: string[];
  layout: {
    family: string;
    language: string;
    region: string;
    dateKind: string;
    number: string;
    sign: string;
    header: string;
    pages: number;
    altered: boolean;
    currencySymbol: string;
  };
};
const truths = new Map(
  names.map((n) => [n, JSON.parse(readFileSync(`${folder}${n}.truth.json`, "utf8")) as Truth]),
);
const truthOf = (name: string) => truths.get(name) as Truth;

/**
 * Statements the engine does not read exactly yet, with what it does with them today. Each still
 * runs, as a test expected to fail, so the suite turns red the day the engine reads one: then
 * take it out of this list.
 */
const NOT_YET_READ = new Map<string, string>([]);

describe("statements whose table headers are invented words or absent (unseen/set)", () => {
  const results = new Map<string, { statement?: Statement; error?: string }>();

  beforeAll(async () => {
    // As the CLI's worker threads do (this file runs in a process of its own): about 1.5x faster.
    preferSynchronousInflate();
    for (const name of names) {
      const bytes = new Uint8Array(readFileSync(`${folder}${name}.pdf`));
      try {
        results.set(name, { statement: await extractStatement(bytes, { fileName: `${name}.pdf` }) });
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        results.set(name, { error: typeof code === "string" ? code : String(error) });
      }
    }
    console.info(summaryLine(aggregate(names.map((n) => compareStatement(truthOf(n), results.get(n))))));
  }, 120_000);

  it("covers every layout family, language, date form, number format, and headers every page, first page or none", () => {
    const layouts = names.map((n) => truthOf(n).layout);
    const count = (key: keyof Truth["layout"]) => new Set(layouts.map((l) => l[key])).size;
    expect(names.length).toBeGreaterThanOrEqual(60);
    expect([...NOT_YET_READ.keys()].filter((n) => !names.includes(n))).toEqual([]);
    expect([count("family"), count("language"), count("dateKind"), count("number"), count("header")]).toEqual(
      [12, 7, 8, 4, 3],
    );
    expect(layouts.filter((l) => l.header === "none").length).toBeGreaterThanOrEqual(10);
    expect(layouts.filter((l) => l.altered).length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...names.map((n) => (truthOf(n) as unknown as { pageCount: number }).pageCount))).toBe(6);
    // No two statements share family, language, region, date form, signs, header and pages.
    const keys = layouts.map((l) =>
      [l.family, l.language, l.region, l.dateKind, l.sign, l.header, l.pages].join("|"),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("has truth files that add up exactly when they say they reconcile, and do not when a figure was altered", () => {
    const problems: string[] = [];
    for (const name of names) {
      const truth = truthOf(name);
      const { openingBalanceCents: opening, closingBalanceCents: closing } = truth;
      if (opening === null || closing === null) {
        problems.push(`${name}: no balances`);
        continue;
      }
      let balance = opening;
      const follows = truth.transactions.every((t) => {
        balance += t.amountCents;
        return t.balanceCents === null || t.balanceCents === balance;
      });
      const adds = balance === closing && follows;
      if (adds !== truth.reconciled) problems.push(`${name}: ${adds ? "adds up" : "does not add up"}`);
    }
    expect(problems).toEqual([]);
  });

  it("prints only invented words (and the currency) in its header labels, none of them in the engine's source", () => {
    const others = names.flatMap((name) => {
      const { headerLabels, headerWords, currency, layout } = truthOf(name);
      const allowed = new Set(
        [...headerWords, `${currency} ${layout.currencySymbol}`.toLowerCase().match(/\p{L}+/gu) ?? []].flat(),
      );
      const words =
        headerLabels
          .join(" ")
          .toLowerCase()
          .match(/\p{L}+/gu) ?? [];
      return words.filter((w) => !allowed.has(w)).map((w) => `${w} (${name})`);
    });
    expect(others).toEqual([]);
    const all = names.map((name) => ({ name, truth: truthOf(name) }));
    expect(all.flatMap((s) => s.truth.headerWords).length).toBeGreaterThan(200);
    expect(seenHeaderWords(all, source)).toEqual([]);
  });

  const pending = names.filter((n) => NOT_YET_READ.has(n));
  if (pending.length) console.info(`unseen statements not read yet: ${pending.length} of ${names.length}`);

  for (const name of names) {
    const test = NOT_YET_READ.has(name) ? it.fails : it;
    test(`${name}: every row, the balances, and reconciled as its truth says`, () => {
      const truth = truthOf(name);
      const result = results.get(name);
      expect(result?.error, "the engine refused the statement").toBeUndefined();
      const statement = result?.statement as Statement;
      expect(statement.transactions.map(rowView)).toEqual(truth.transactions.map(rowView));
      expect(totalsView(statement)).toEqual(totalsView(truth));
    });
  }
});
