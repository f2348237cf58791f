import type { TableHeader } from "../layout/header.js";
import type { PdfPage } from "../pdf/read-pdf.js";
import { esc, pt, tip } from "./html.js";
import { LINE_KINDS, type LineView } from "./line-kinds.js";
import { SCALE } from "./style.js";
import type { WordView } from "./word-cells.js";

/** One table's stretch on one page: its columns are drawn as bands from `top` to `bottom`. */
export interface TablePart {
  tableId: number;
  header: TableHeader;
  top: number;
  bottom: number;
}

const px = (n: number) => `${(n * SCALE).toFixed(1)}px`;

/** The page drawn to scale: column bands, line bands with their baselines, and every word in its box. */
export function sheetHtml(page: PdfPage, lines: LineView[], words: WordView[], tables: TablePart[]): string {
  const out: string[] = [];
  out.push(`<div class="sheet" style="width:${px(page.width)};height:${px(page.height)}">`);
  for (const t of tables) out.push(columnBands(t));
  // A line's label moves to a second gutter column when it would overlap the one above.
  let last = Number.NEGATIVE_INFINITY;
  let slot = 0;
  for (const view of lines) {
    slot = (view.line.y - last) * SCALE < 10 && slot === 0 ? 1 : 0;
    last = view.line.y;
    out.push(lineBand(view, slot));
  }
  for (const w of words) out.push(wordBox(w));
  out.push("</div>");
  return out.join("\n");
}

function columnBands({ tableId, header, top, bottom }: TablePart): string {
  const fs = header.fontSize;
  const y0 = top - 1.1 * fs;
  const y1 = bottom + 0.5 * fs;
  return header.columns
    .map((c) => {
      const title = tip([
        `table ${tableId} · column ${c.role}`,
        `label "${c.label}"`,
        `x ${pt(c.x0)}–${pt(c.x1)}`,
        header.currency ? `currency ${header.currency}` : null,
      ]);
      const box = `left:${px(c.x0)};width:${px(Math.max(c.x1 - c.x0, 1))}`;
      return (
        `<div class="cb r-${c.role}" style="${box};top:${px(y0)};height:${px(y1 - y0)}" title="${title}"></div>` +
        `<div class="cl r-${c.role}" style="left:${px(c.x0)};top:calc(${px(y0)} - 11px)" title="${title}">${esc(c.role)}</div>`
      );
    })
    .join("");
}

function lineBand(view: LineView, slot: number): string {
  const { line, kind, index } = view;
  const fs = line.fontSize;
  const top = line.y - 0.9 * fs;
  const title = tip([
    `line y ${pt(line.y)} · font ${pt(fs)} · x ${pt(line.x0)}–${pt(line.x1)}`,
    `${kind}: ${LINE_KINDS[kind].label}`,
    view.tableId !== null ? `table ${view.tableId}` : null,
    line.furniture ? `furniture: ${line.furniture}` : null,
    view.special ? `${view.special.label} row` : null,
    ...line.cells.map((c) => `cell ${pt(c.x0)}–${pt(c.x1)} "${c.text}"`),
  ]);
  const band =
    `<div id="L${index}" class="lb k-${kind}" style="left:${px(line.x0 - 1)};top:${px(top)};` +
    `width:${px(line.x1 - line.x0 + 2)};height:${px(1.15 * fs)}" title="${title}"></div>`;
  const label =
    `<a class="gl k-${kind}" href="#L${index}" style="top:${px(line.y - 0.75 * fs)}${slot ? ";left:-118px" : ""}" title="${title}">` +
    `${pt(line.y)}<b>${esc(LINE_KINDS[kind].tag)}</b></a>`;
  return band + label;
}

function wordBox({ word, line, cell, placedAs }: WordView): string {
  const fs = word.fontSize;
  const title = tip([
    `"${word.str}"`,
    `box x ${pt(word.x)}–${pt(word.x + word.width)} (w ${pt(word.width)}), baseline y ${pt(word.y)}, font ${pt(fs)}`,
    line ? `line y ${pt(line.line.y)} · ${line.kind}` : "in no line",
    cell ? `cell ${pt(cell.x0)}–${pt(cell.x1)} "${cell.text}"` : null,
    placedAs ? `placed as ${placedAs}` : null,
  ]);
  const cls = !line ? " lost" : line.kind === "furniture" ? " furn" : "";
  const style =
    `left:${px(word.x)};top:${px(word.y - 0.8 * fs)};width:${px(Math.max(word.width, 0.5))};` +
    `height:${px(fs)};font-size:${px(0.92 * fs)};line-height:${px(fs)}`;
  return `<div class="w${cls}" style="${style}" title="${title}"><span>${esc(word.str)}</span></div>`;
}
