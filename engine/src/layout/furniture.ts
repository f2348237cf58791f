import type { Line } from "./lines.js";

const Y_TOLERANCE = 3;

function furnitureKey(text: string): string {
  return text.toLowerCase().replace(/\d/g, "#").replace(/\s+/g, " ").trim();
}

/**
 * Marks lines that repeat at the same height on most pages (running headers, footers,
 * watermarks). Digits are ignored so "Page 1 of 3" and "Page 2 of 3" count as one line.
 */
export function markFurniture(pages: Line[][]): void {
  const pageCount = pages.length;
  if (pageCount < 2) return;
  const needed = Math.max(2, Math.ceil(pageCount * 0.5));
  const byKey = new Map<string, Line[]>();
  for (const lines of pages) {
    for (const line of lines) {
      const key = furnitureKey(line.text);
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
      if (pagesHere.size >= needed) line.furniture = true;
    }
  }
}
