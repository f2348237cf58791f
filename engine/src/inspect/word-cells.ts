import type { Cell } from "../layout/lines.js";
import type { PdfTextItem } from "../pdf/read-pdf.js";
import type { LineView } from "./line-kinds.js";

/** A word of the text layer with the line and cell it ended up in. */
export interface WordView {
  word: PdfTextItem;
  line: LineView | null;
  cell: Cell | null;
  /** Where the scan placed it: a column role ("date", "debit", ...), "stray", or null. */
  placedAs: string | null;
}

const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.min(a1, b1) - Math.max(a0, b0);

/** Finds each word's line (nearest baseline with a cell over the word) and cell. */
export function wordViews(words: PdfTextItem[], lines: LineView[]): WordView[] {
  return words.map((word) => {
    const x1 = word.x + word.width;
    let best: { line: LineView; cell: Cell; dy: number } | null = null;
    for (const view of lines) {
      const dy = Math.abs(view.line.y - word.y);
      if (dy > 0.6 * Math.max(word.fontSize, view.line.fontSize) + 0.5 || (best && dy >= best.dy)) continue;
      let cell: Cell | null = null;
      let most = 0;
      for (const c of view.line.cells) {
        const o = overlap(word.x, Math.max(x1, word.x + 0.1), c.x0 - 0.5, c.x1 + 0.5);
        if (o > most) {
          most = o;
          cell = c;
        }
      }
      if (cell) best = { line: view, cell, dy };
    }
    if (!best) return { word, line: null, cell: null, placedAs: null };
    return { word, line: best.line, cell: best.cell, placedAs: placedAs(word, best.line) };
  });
}

/** The column a word was placed in, by the scan's placement of its line (or its header's columns). */
function placedAs(word: PdfTextItem, view: LineView): string | null {
  const x0 = word.x;
  const x1 = word.x + Math.max(word.width, 0.1);
  const hits = (c: { x0: number; x1: number }) => overlap(x0, x1, c.x0, c.x1) > 0;
  for (const e of view.entries) {
    const p = e.placed;
    if (!p) continue;
    const money = p.money.find(hits);
    if (money) return money.role;
    if (p.description.some(hits)) return "description";
    if (p.counterparty.some(hits)) return "counterparty";
    if (p.reference.some(hits)) return "reference";
    if (p.stray.some(hits)) return "stray";
    const text = word.str.trim();
    if (p.date?.includes(text)) return "date";
    if (p.valueDate?.includes(text)) return "valueDate";
  }
  if (view.kind === "header" && view.header) {
    const column = view.header.columns.find(hits);
    if (column) return `${column.role} column label`;
  }
  return null;
}
