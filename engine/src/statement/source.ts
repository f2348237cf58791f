import type { Line } from "../layout/lines.js";
import type { SourceBox, TransactionSource } from "../types.js";

/**
 * How far a line's box reaches above its baseline (capitals, ascenders) and below it
 * (descenders), in font sizes: the em box split as most text faces split it, and as pdf.js's
 * text layer places text without the font's own ascent.
 */
const ASCENT = 0.8;
const DESCENT = 0.2;

/** Coordinates to a tenth of a point: finer than any outline is drawn, shorter JSON. */
const tenth = (n: number) => Math.round(n * 10) / 10;

/** The box a printed line covers: its first cell's left edge to its last cell's right edge, where it is printed. */
export function lineBox(line: Line): SourceBox {
  const sx = line.shift?.x ?? 0;
  const y = line.y - (line.shift?.y ?? 0);
  return [
    tenth(line.x0 - sx),
    tenth(y - ASCENT * line.fontSize),
    tenth(line.x1 - (line.shift?.x1 ?? sx)),
    tenth(y + DESCENT * line.fontSize),
  ];
}

/**
 * Where a row of a PDF is printed: the page of its own line (the one with its figures) and a
 * box per printed line of the row on that page, top to bottom. Details carried over a page
 * break have no box (a source names one page).
 */
export function pdfSource(page: number, lines: readonly Line[]): TransactionSource {
  const onPage = lines.filter((l) => l.page === page).sort((a, b) => a.y - b.y);
  return { page, boxes: onPage.map(lineBox) };
}
