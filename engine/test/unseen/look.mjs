// A statement's look: paper, margins, font and size, ruling, shading, how labels and money are
// aligned, and the page geometries of the held-out families (landscape, two columns, receipt). Also the page-height arithmetic that sizes a statement to its planned page count and
// cuts the pages of a "carried forward" statement.
import { pick } from "../printed/common.mjs";

const FONTS = [
  ["Liberation Sans", 1],
  ["Liberation Sans", 1],
  ["Liberation Serif", 1],
  ["DejaVu Sans", 0.92],
  ["DejaVu Serif", 0.92],
  ["Liberation Sans Narrow", 1.05],
  ["Liberation Mono", 0.9],
  ["DejaVu Sans Mono", 0.88],
];
const RULINGS = ["rows", "rows", "grid", "none", "none", "zebra", "header"];
/** CSS pixels in a millimetre. */
export const MM_PX = 96 / 25.4;
const MM = MM_PX;
/** Height of a statement's page head in CSS pixels (bank, title, holder, account), for sizing. */
export const HEAD_PX = 230;

/** Paper sizes in millimetres (portrait). */
const SHEETS = { A4: { w: 210, h: 297 }, Letter: { w: 215.9, h: 279.4 } };

/**
 * The look of a statement. `geometry` (held-out sets only, see plan.mjs) changes the page:
 * "landscape" and "columns" turn it, "narrow" prints on an 80 mm receipt roll.
 */
export function drawLook(r, { region, geometry }) {
  const look = drawPortrait(r, region);
  if (geometry === "landscape" || geometry === "columns") {
    look.landscape = true;
    if (geometry === "columns") look.size = Math.min(look.size, 8.5);
  }
  if (geometry === "narrow") {
    Object.assign(look, {
      font: pick(r, ["Liberation Mono", "DejaVu Sans Mono", "Liberation Sans Narrow"]),
      size: 7.5 + Math.floor(r() * 3) / 2,
      pad: 1,
      ruling: pick(r, ["none", "none", "rows"]),
      paper: null,
      sheet: { w: 80, h: 180 + Math.floor(r() * 6) * 20 },
      margin: { top: "5mm", bottom: "8mm", left: "4mm", right: "4mm" },
      width: 100,
      narrow: true,
    });
  }
  return look;
}

/** Options of Chromium's page.pdf() for the look's paper. */
export const paperOf = (look) =>
  look.paper
    ? { format: look.paper, landscape: Boolean(look.landscape) }
    : { width: `${look.sheet.w}mm`, height: `${look.sheet.h}mm` };

function drawPortrait(r, region) {
  const [font, fit] = pick(r, FONTS);
  const size = Math.round((8.5 + r() * 2) * fit * 10) / 10;
  const letter = region === "US" || region === "MX";
  return {
    font,
    size,
    pad: pick(r, [1.5, 2, 3, 4]),
    ruling: pick(r, RULINGS),
    headShade: r() < 0.5,
    upperHeader: r() < 0.2,
    detailSmall: r() < 0.6,
    moneyAlign: r() < 0.7 ? "right" : r() < 0.67 ? "center" : "left",
    caseStyle: pick(r, ["capital", "capital", "upper", "lower", "mixed"]),
    paper: letter ? "Letter" : "A4",
    sheet: SHEETS[letter ? "Letter" : "A4"],
    landscape: false,
    margin: {
      top: `${12 + Math.floor(r() * 10)}mm`,
      bottom: `${14 + Math.floor(r() * 8)}mm`,
      left: "14mm",
      right: "14mm",
    },
    width: r() < 0.8 ? 100 : 88,
    boldSpecial: r() < 0.5,
  };
}

/** A receipt: the head stacked, no address block, boxes full width. */
const NARROW =
  ".head{display:block} .head>div{text-align:left!important} .holder{display:none} .box{display:block;box-sizing:border-box}";

export function cssOf(look) {
  const rule = {
    rows: "table.tx td{border-bottom:1px solid #ccc}",
    grid: "table.tx td,table.tx th,table.tx tr.h td{border:1px solid #999}",
    none: "",
    zebra: "table.tx tr.t:nth-child(even) td{background:#eef1f4}",
    header: "table.tx thead th,table.tx tr.h td{border-bottom:1.5px solid #333}",
  }[look.ruling];
  return `body{font-family:"${look.font}";font-size:${look.size}px;margin:0;color:#1b1b1b}
h1{font-size:${look.size + 8}px;margin:0 0 2px} .small{font-size:${look.size - 1}px;color:#555}
.head{display:flex;justify-content:space-between;margin-bottom:10px} .holder{margin:10px 0 12px}
table.tx{border-collapse:collapse;width:${look.width}%;margin-top:8px}
table.tx th,table.tx tr.h td{text-align:left;font-weight:bold;padding:${look.pad + 1}px 5px;vertical-align:bottom;${look.headShade ? "background:#dde3ea;" : ""}${look.upperHeader ? "text-transform:uppercase;" : ""}}
table.tx td{padding:${look.pad}px 5px;vertical-align:top;white-space:nowrap}
table.tx .r{text-align:right} table.tx .c{text-align:center} table.tx tr.bot td{vertical-align:bottom}
table.tx tr{break-inside:avoid} table.tx tr.g td{font-weight:bold;padding-top:${look.pad + 5}px}
${look.boldSpecial ? "table.tx tr.s td{font-weight:bold}" : "table.tx tr.s td{font-style:italic}"}
.det{${look.detailSmall ? `font-size:${look.size - 1}px;` : ""}color:#555}
.box{border:1px solid #999;padding:6px 8px;margin:8px 0;display:inline-block} .box td{padding:1px 8px 1px 0}
.box td.r{text-align:right;padding-right:0} .fine{font-size:${Math.max(6.5, look.size - 2.5)}px;color:#666;margin-top:14px}
.title{font-weight:bold;font-size:${look.size + 2}px;margin-top:10px} ${rule}${look.narrow ? NARROW : ""}`;
}

/** Content height of a page in CSS pixels. */
export function pageHeight(look) {
  const tall = look.landscape ? look.sheet.w : look.sheet.h;
  return (tall - Number.parseFloat(look.margin.top) - Number.parseFloat(look.margin.bottom)) * MM;
}

/** The height one row takes: its dated line and its continuation lines. */
export function rowHeight(look, lines) {
  const base = look.size * 1.2 + 2 * look.pad + 1;
  return base + lines * (look.detailSmall ? look.size - 1 : look.size) * 1.2;
}

/**
 * How many rows of `avgLines` continuation lines fill `pages` pages, the last one part full;
 * `fill` is the share of a page the rows may take (less when pages are cut by hand).
 */
export function rowsForPages(look, pages, avgLines, headPx, fill = 1) {
  const usable = (pages - 0.45) * pageHeight(look) * fill - headPx;
  return Math.max(6, Math.floor(usable / rowHeight(look, avgLines)));
}

/**
 * Cuts rows into pages for a statement that carries its balance forward: each page holds what
 * fits in `look.fill` of its height (the first `underHead` pieces less the heading), so the
 * browser never breaks a page on its own and every page ends with the carried-forward line
 * (80%; less when a cut printed on more pages: generate.mjs cuts again). Pages printed in
 * two columns are cut into half pages the same way (two of them under the heading).
 */
export function cutPages(look, rows, headPx, underHead = 1, linesOf = (t) => t.detailLines.length) {
  const out = [[]];
  const full = pageHeight(look) * look.fill - rowHeight(look, 0) * 4;
  let room = full - headPx;
  for (const t of rows) {
    const h = rowHeight(look, linesOf(t));
    if (h > room && out.at(-1).length) {
      out.push([]);
      room = out.length <= underHead ? full - headPx : full;
    }
    out.at(-1).push(t);
    room -= h;
  }
  return out;
}
