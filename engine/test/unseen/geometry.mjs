// The page geometries of the held-out families (generate.mjs --geometry): rows printed in two
// columns side by side on landscape pages, and the short descriptions of a receipt roll.
import { cutPages } from "./look.mjs";
import { table } from "./table.mjs";

/**
 * A table printed in two columns per page, as a newspaper: `items` ({ html, lines }) are cut into
 * half pages (two of them under the page head), left column then right column, page by page.
 * Each half is a table of its own, with the header where `header` puts it.
 */
export function twoUp(look, items, head, header, headPx) {
  const halves = cutPages(look, items, headPx, 2, (x) => x.lines);
  const tables = halves.map((half, i) =>
    table(
      i === 0 || header === "every" ? head : [],
      half.map((x) => x.html),
      header,
    ),
  );
  const pages = [];
  for (let i = 0; i < tables.length; i += 2) pages.push([tables[i], tables[i + 1] ?? ""]);
  const html = pages
    .map(
      ([left, right], p) =>
        `<div style="display:flex;gap:7mm;align-items:flex-start${p < pages.length - 1 ? ";break-after:page" : ""}"><div style="flex:1">${left}</div><div style="flex:1">${right}</div></div>`,
    )
    .join("");
  return { html, pages: pages.length };
}

/** A receipt prints the first characters of a description only. */
export const receiptText = (s) => (s.length > 18 ? s.slice(0, 18).trimEnd() : s);
