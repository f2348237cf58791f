import type { Line } from "./lines.js";

const Y_TOLERANCE = 3;

function digitsIgnored(text: string): string {
  return text.replace(/\d/g, "#");
}

/**
 * Marks lines that repeat at the same height on many pages (running headers, footers,
 * watermarks): the same text on half the pages, or, with three pages or more, text that
 * differs only in its digits ("Page 1 of 3") on nearly every page.
 */
export function markFurniture(pages: Line[][]): void {
  const pageCount = pages.length;
  if (pageCount < 2) return;
  if (pageCount >= 3) mark(pages, digitsIgnored, Math.max(3, Math.ceil(pageCount * 0.8)), "pattern");
  mark(pages, (t) => t, Math.max(2, Math.ceil(pageCount * 0.5)), "repeat");
}

function mark(
  pages: Line[][],
  keyOf: (text: string) => string,
  needed: number,
  kind: "repeat" | "pattern",
): void {
  const byKey = new Map<string, Line[]>();
  for (const lines of pages) {
    for (const line of lines) {
      const key = keyOf(line.text);
      const list = byKey.get(key);
      if (list) list.push(line);
      else byKey.set(key, [line]);
    }
  }
  for (const list of byKey.values()) {
    if (list.length < needed) continue;
    for (const line of list) {
      const pagesHere = new Set<number>();
      for (const other of list) if (Math.abs(other.y - line.y) <= Y_TOLERANCE) pagesHere.add(other.page);
      if (pagesHere.size >= needed) line.furniture = kind;
    }
  }
}
