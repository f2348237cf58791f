import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type InspectFile, inspectPdf } from "../src/inspect/index.js";
import { drawPdf, type Text, textWidth } from "./fixtures/pdf.js";

const byName = (files: InspectFile[]) => new Map(files.map((f) => [f.name, f.html]));

/** The table row of the rows panel (or index) whose text contains `needle`. */
function rowWith(html: string, needle: string): string {
  const row = html
    .split("<tr")
    .slice(1)
    .map((r) => r.slice(0, r.indexOf("</tr>")))
    .find((r) => r.includes(needle));
  if (!row) throw new Error(`no row with ${needle}`);
  return row;
}

/** The tooltip of the drawn word `text`, unescaped back to plain text. */
function wordTip(html: string, text: string): string {
  const m = html.match(new RegExp(`<div class="w[^"]*" style="[^"]*" title="(&quot;${text}&quot;[^"]*)"`));
  if (!m?.[1]) throw new Error(`word ${text} is not drawn`);
  return m[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

const statement: Text[] = [
  { x: 34, y: 50, text: "Example Bank", size: 16 },
  { x: 34, y: 70, text: "Statement period 01/03/2024 - 31/03/2024" },
  { x: 37, y: 100, text: "Date" },
  { x: 100, y: 100, text: "Description" },
  { x: 400, y: 100, text: "Paid out", align: "right" },
  { x: 470, y: 100, text: "Paid in", align: "right" },
  { x: 560, y: 100, text: "Balance", align: "right" },
  { x: 37, y: 114, text: "01/03/2024" },
  { x: 100, y: 114, text: "Opening balance" },
  { x: 560, y: 114, text: "1,000.00", align: "right" },
  { x: 37, y: 128, text: "04/03/2024" },
  { x: 100, y: 128, text: "CARD PAYMENT TO TESCO" },
  { x: 400, y: 128, text: "12.00", align: "right" },
  { x: 560, y: 128, text: "988.00", align: "right" },
  { x: 100, y: 138, text: "Store 4411 Leeds" },
  { x: 37, y: 152, text: "06/03/2024" },
  { x: 100, y: 152, text: "SMITH & SONS <LTD>" },
  { x: 470, y: 152, text: "50.00", align: "right" },
  { x: 560, y: 152, text: "1,038.00", align: "right" },
  { x: 37, y: 166, text: "31/03/2024" },
  { x: 100, y: 166, text: "Closing balance" },
  { x: 560, y: 166, text: "1,038.00", align: "right" },
];

describe("npm run inspect: what the engine saw, as HTML", () => {
  it("draws each word at its position, the header's columns with their roles and the rows produced", async () => {
    const { files, summary } = await inspectPdf(await drawPdf([statement]), { fileName: "march.pdf" });
    expect(files.map((f) => f.name)).toEqual(["index.html", "page-1.html"]);
    expect(summary).toBe("1 pages, 2 transactions, reconciled, 0 warnings");
    const page = byName(files).get("page-1.html") ?? "";

    // The word, its exact box and baseline, its cell and where the scan placed it.
    const tesco = wordTip(page, "TESCO");
    const box = tesco.match(/box x ([\d.]+)–([\d.]+) \(w ([\d.]+)\), baseline y ([\d.]+), font ([\d.]+)/);
    expect(Number(box?.[3])).toBeCloseTo(await textWidth("TESCO"), 0);
    expect(box?.[4]).toBe("128.00");
    expect(box?.[5]).toBe("8.00");
    expect(wordTip(page, "CARD")).toMatch(
      /^"CARD"\nbox x 100\.00–1\d\d\.\d\d \(w [\d.]+\), baseline y 128\.00, font 8\.00\n/,
    );
    expect(tesco).toContain("line y 128.00 · anchor");
    expect(tesco).toContain('"CARD PAYMENT TO TESCO"');
    expect(tesco).toContain("placed as description");
    expect(wordTip(page, "12.00")).toContain("placed as debit");

    // Lines carry their y and kind; the header's columns are listed with roles and x-ranges.
    expect(page).toMatch(/<a class="gl k-header" href="#L\d+" [^>]*>100\.00<b>H<\/b><\/a>/);
    expect(page).toMatch(/<a class="gl k-text" [^>]*>138\.00<b>c<\/b>/);
    expect(page).toMatch(/<a class="gl k-summary" [^>]*>114\.00<b>Σ<\/b>/);
    const roles = [...page.matchAll(/<span class="chip r-(\w+)">\w+<\/span><\/td><td>([^<]+)<\/td>/g)].map(
      (m) => `${m[1]}=${m[2]}`,
    );
    expect(roles).toEqual([
      "date=Date",
      "description=Description",
      "debit=Paid out",
      "credit=Paid in",
      "balance=Balance",
    ]);
    expect(page).toMatch(
      /<div class="cb r-debit" style="left:[\d.]+px;width:[\d.]+px;top:[\d.]+px;height:[\d.]+px"/,
    );

    // The rows panel: the transaction with its details, signed amount and balance.
    const row = rowWith(page, "CARD PAYMENT TO TESCO");
    expect(row).toContain(">2024-03-04<");
    expect(row).toContain("Store 4411 Leeds");
    expect(row).toContain(">-12.00<");
    expect(row).toContain(">988.00<");
    expect(row).toContain("debit 12.00");

    const index = byName(files).get("index.html") ?? "";
    expect(index).toContain("<th>opening balance</th><td>1,000.00</td>");
    expect(index).toContain("<th>closing balance</th><td>1,038.00</td>");
    expect(index).toContain('<span class="ok">yes</span>');
  });

  it("escapes the PDF's text everywhere", async () => {
    const { files } = await inspectPdf(await drawPdf([statement]), { fileName: "a<b>&c.pdf" });
    for (const { html } of files) {
      expect(html).not.toContain("<LTD>");
      expect(html).not.toContain("<b>&c");
      expect(html).not.toMatch(/SMITH & SONS/);
    }
    const page = byName(files).get("page-1.html") ?? "";
    expect(page).toContain("<span>&lt;LTD&gt;</span>");
    expect(page).toContain("<span>&amp;</span>");
    expect(rowWith(page, "SMITH &amp; SONS &lt;LTD&gt;")).toContain(">50.00<");
    expect(page).toContain("<title>p.1 — a&lt;b&gt;&amp;c.pdf</title>");
  });

  it("draws the pages of a file the engine refuses, with the error", async () => {
    const letter: Text[] = [
      { x: 34, y: 50, text: "Example Bank", size: 16 },
      { x: 34, y: 80, text: "Dear customer, your account statement is enclosed." },
      { x: 34, y: 94, text: "Please call us with any questions." },
    ];
    const { files, summary } = await inspectPdf(await drawPdf([letter, letter]));
    expect(summary).toMatch(/^2 pages, NO_TRANSACTIONS: /);
    expect(files.map((f) => f.name)).toEqual(["index.html", "page-1.html", "page-2.html"]);
    const page = byName(files).get("page-2.html") ?? "";
    expect(wordTip(page, "customer,")).toMatch(/baseline y 80\.00, font 8\.00/);
    expect(page).toContain('<div class="error"><b>NO_TRANSACTIONS</b>');
    expect(page).toContain("Rows on this page: 0");
    expect(byName(files).get("index.html")).toContain("No table header was recognised.");
  });

  it("writes a page per page of a printed statement, with its rows on their page", async () => {
    const dir = new URL("./printed/", import.meta.url);
    const truth = JSON.parse(readFileSync(new URL("ukCarried.truth.json", dir), "utf8"));
    const { files } = await inspectPdf(new Uint8Array(readFileSync(new URL("ukCarried.pdf", dir))));
    expect(files.map((f) => f.name)).toEqual(["index.html", "page-1.html", "page-2.html", "page-3.html"]);
    const pages = files.slice(1).map((f) => f.html);
    const first = truth.transactions[0];
    // The first transaction's row (numbered 1) is on one page only, with its date, amount and balance.
    const firstRow = /<tr id="R\d+" class="[^"]*"><td class="n">1<\/td>.*?<\/tr>/;
    const on = pages.filter((p) => firstRow.test(p));
    expect(on).toHaveLength(1);
    const row = on[0]?.match(firstRow)?.[0] ?? "";
    expect(row).toContain(`>${first.description}`);
    expect(row).toContain(`>${first.parsedDate}<`);
    expect(row).toContain(">-63.82<");
    expect(row).toContain(">2,479.18<");
    const count = pages.reduce(
      (n, p) => n + Number(p.match(/Rows on this page: \d+ \((\d+) transactions\)/)?.[1]),
      0,
    );
    expect(count).toBe(truth.transactions.length);
  });
});
