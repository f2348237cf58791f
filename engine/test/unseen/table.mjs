// HTML of a statement's transaction table: the header (one or two rows, on every page, on the
// first only, or none), transaction rows with their continuation lines above or below, and the
// lines that are not transactions (opening and closing balances, brought and carried forward,
// totals, section headings and subtotals).
import { esc } from "../printed/common.mjs";

const MONEY = new Set(["amount", "debit", "credit", "balance", "original"]);
export const isMoney = (role) => MONEY.has(role);

/** Alignment class of a column's cells. */
const cellClass = (col) => (isMoney(col.role) ? ' class="r"' : "");

/** A description cell: the dated line and its continuation lines, under it or above it. */
export function descriptionCell(main, lines, above) {
  const extra = lines.map((l) => `<div class="det">${esc(l)}</div>`).join("");
  return above ? `${extra}<div>${esc(main)}</div>` : `<div>${esc(main)}</div>${extra}`;
}

/** A transaction row: `cells` maps a role to its HTML. */
export function row(cols, cells, { bottom = false } = {}) {
  const tds = cols.map((c) => `<td${cellClass(c)}>${cells[c.role] ?? ""}</td>`).join("");
  return `<tr class="t${bottom ? " bot" : ""}">${tds}</tr>`;
}

/** A line that is not a transaction: a label in the description column, figures in theirs. */
export function line(cols, label, cells = {}, date = "") {
  const all = { ...cells, desc: esc(label) };
  if (date) all.date = date;
  const tds = cols.map((c) => `<td${cellClass(c)}>${all[c.role] ?? ""}</td>`).join("");
  return `<tr class="s">${tds}</tr>`;
}

/** A heading across the whole table (a cardholder, a section). */
export const heading = (cols, text) => `<tr class="g"><td colspan="${cols.length}">${esc(text)}</td></tr>`;

/**
 * The header rows. `labels[i]` is column i's label (HTML, may hold <br>); `span` optionally names
 * a title over a run of adjacent columns { from, to, label }, which turns the header into two rows.
 */
export function headerRows(cols, labels, span, moneyAlign) {
  const align = (c) =>
    isMoney(c.role) && moneyAlign !== "left" ? ` class="${moneyAlign === "center" ? "c" : "r"}"` : "";
  if (!span) return [`<tr>${cols.map((c, i) => `<th${align(c)}>${labels[i]}</th>`).join("")}</tr>`];
  const top = [];
  const bottom = [];
  cols.forEach((c, i) => {
    if (i === span.from) top.push(`<th class="c" colspan="${span.to - span.from + 1}">${span.label}</th>`);
    if (i >= span.from && i <= span.to) bottom.push(`<th${align(c)}>${labels[i]}</th>`);
    else top.push(`<th${align(c)} rowspan="2">${labels[i]}</th>`);
  });
  return [`<tr>${top.join("")}</tr>`, `<tr>${bottom.join("")}</tr>`];
}

/**
 * One table. `header`: "every" puts the header rows in <thead> (the browser repeats them on each
 * page the table runs onto), "first" prints them as the body's first rows (once), "none" omits them.
 */
export function table(head, body, header, style = "") {
  const attrs = `class="tx"${style ? ` style="${style}"` : ""}`;
  if (header === "none" || !head.length) return `<table ${attrs}><tbody>${body.join("")}</tbody></table>`;
  if (header === "every")
    return `<table ${attrs}><thead>${head.join("")}</thead><tbody>${body.join("")}</tbody></table>`;
  const once = head.map((h) =>
    h
      .replace(/<tr>/, '<tr class="h">')
      .replace(/<th/g, "<td")
      .replace(/<\/th>/g, "</td>"),
  );
  return `<table ${attrs}><tbody>${once.join("")}${body.join("")}</tbody></table>`;
}
