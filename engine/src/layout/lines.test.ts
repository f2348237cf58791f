import { describe, expect, it } from "vitest";
import type { PdfPage, PdfTextItem } from "../pdf/read-pdf.js";
import { buildLines, fragmentsOf } from "./lines.js";

const item = (str: string, x: number, y: number, width = str.length * 4, fontSize = 8): PdfTextItem => ({
  str,
  x,
  y,
  width,
  fontSize,
});
const page = (items: PdfTextItem[]): PdfPage => ({ number: 1, width: 612, height: 792, items });

describe("buildLines", () => {
  it("groups items on a baseline, tolerating jitter, and orders lines top-down", () => {
    const lines = buildLines(
      page([
        item("2,624.43", 544, 100.4),
        item("04/01", 37, 100),
        item("ACH CREDIT INITECH LLC", 102, 99.8),
        item("PPD ID: 3321090739", 102, 110.5),
      ]),
    );
    expect(lines.map((l) => l.text)).toEqual(["04/01 ACH CREDIT INITECH LLC 2,624.43", "PPD ID: 3321090739"]);
    expect(lines[0]?.cells.map((c) => c.text)).toEqual(["04/01", "ACH CREDIT INITECH LLC", "2,624.43"]);
  });

  it("keeps a row together whose cells sit up to 1.5pt above and below its baseline", () => {
    const lines = buildLines(
      page([
        item("03-Jan-2026", 40, 188.6),
        item("$5,754.10", 534, 190.1),
        item("ATM WITHDRAWAL", 112, 191.5),
        item("$200.00", 371, 191.4),
        item("CARD 7447", 112, 200.5),
      ]),
    );
    expect(lines.map((l) => l.text)).toEqual(["03-Jan-2026 ATM WITHDRAWAL $200.00 $5,754.10", "CARD 7447"]);
  });

  it("keeps a date's year with its day across a monospaced space, and two numbers that far apart in two cells", () => {
    // "Oct 01," ends at 28, "2026" starts 5pt (0.6 of the font size) after it.
    const lines = buildLines(page([item("Oct 01,", 0, 50), item("2026", 33, 50), item("15.75", 200, 50)]));
    expect(lines[0]?.cells.map((c) => c.text)).toEqual(["Oct 01, 2026", "15.75"]);
    const apart = buildLines(page([item("15.75", 0, 50), item("2026", 25, 50)]));
    expect(apart[0]?.cells.map((c) => c.text)).toEqual(["15.75", "2026"]);
  });

  it("joins a currency mark printed apart at the left of its amount", () => {
    const lines = buildLines(
      page([item("CARD PURCHASE", 112, 50), item("$", 338, 50, 4.4), item("12.50", 380, 50, 20)]),
    );
    expect(lines[0]?.cells.map((c) => [c.text, c.x0])).toEqual([
      ["CARD PURCHASE", 112],
      ["$12.50", 380],
    ]);
  });

  it("keeps overlapping text apart even when the baselines are close (a watermark over a row)", () => {
    const lines = buildLines(
      page([
        item("PPD ID: 5179420286", 78, 229.5, 75),
        item("81924403 SCC 9059 0000 SNB", 15, 231.8, 148, 6),
      ]),
    );
    expect(lines.map((l) => l.text)).toEqual(["PPD ID: 5179420286", "81924403 SCC 9059 0000 SNB"]);
  });

  it("glues split glyph runs into words and splits cells at wide gaps", () => {
    const lines = buildLines(
      page([
        item("O", 100, 50, 6),
        item("ff", 106, 50, 5),
        item("er valid", 111, 50, 30),
        item("Total", 300, 50, 20),
      ]),
    );
    expect(lines[0]?.cells.map((c) => c.text)).toEqual(["Offer valid", "Total"]);
  });

  it("keeps two numbers apart when the gap between them is wider than a word space", () => {
    // Side-by-side check groups: an amount ends 6pt before the next group's check number.
    const lines = buildLines(
      page([item("202.21", 279.6, 50, 22.9, 7.5), item("1206", 308.5, 50, 16.7, 7.5)]),
    );
    expect(lines[0]?.cells.map((c) => c.text)).toEqual(["202.21", "1206"]);
    // Words of a description drawn one by one, a space apart, stay one cell.
    const words = buildLines(
      page([item("REF", 100, 60, 12), item("1234", 114, 60, 16), item("5678", 132, 60, 16)]),
    );
    expect(words[0]?.cells.map((c) => c.text)).toEqual(["REF 1234 5678"]);
  });

  it("splits an item at runs of spaces, estimating each part's position", () => {
    const parts = fragmentsOf(item("04/01   DEPOSIT", 40, 10, 60));
    expect(parts.map((p) => [p.text, p.x0, p.x1])).toEqual([
      ["04/01", 40, 60],
      ["DEPOSIT", 72, 100],
    ]);
  });
});
