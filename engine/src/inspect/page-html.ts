import type { ParsedAmount } from "../parse/amounts.js";
import type { PdfPage } from "../pdf/read-pdf.js";
import type { SpecialRow } from "../statement/scan-tables.js";
import type { Statement } from "../types.js";
import { document, esc, money, pt, tip } from "./html.js";
import { LINE_KINDS, type LineView } from "./line-kinds.js";
import type { RowView } from "./row-views.js";
import { sheetHtml, type TablePart } from "./sheet-html.js";
import { CSS, FIT_SCRIPT, legend } from "./style.js";
import type { WordView } from "./word-cells.js";

/** Everything one page's file shows. */
export interface PageModel {
  fileName: string;
  pageCount: number;
  page: PdfPage;
  lines: LineView[];
  words: WordView[];
  tables: TablePart[];
  accountTitles: (string | null)[];
  rows: RowView[];
  specials: SpecialRow[];
  statement: Statement | null;
  error: { code: string; message: string } | null;
}

export const pageFile = (n: number) => `page-${n}.html`;

export function topBar(
  fileName: string,
  where: string,
  pageCount: number,
  error: PageModel["error"],
): string {
  const links = Array.from({ length: pageCount }, (_, i) => `<a href="${pageFile(i + 1)}">${i + 1}</a>`).join(
    " ",
  );
  const err = error ? `<span class="err" title="${esc(error.message)}">${esc(error.code)}</span>` : "";
  return `<div class="bar"><a href="index.html">index</a><b>${esc(fileName)}</b><span>${where}</span><span>pages ${links}</span>${err}${legend()}</div>`;
}

export function pageHtml(m: PageModel): string {
  const n = m.page.number;
  const where = `page ${n} of ${m.pageCount} · ${pt(m.page.width)} × ${pt(m.page.height)} pt · ${m.words.length} words · ${m.lines.length} lines`;
  const error = m.error
    ? `<div class="error"><b>${esc(m.error.code)}</b>: ${esc(m.error.message)}</div>`
    : "";
  const body = `${topBar(m.fileName, where, m.pageCount, m.error)}
<div class="split"><div class="sheet-wrap">${sheetHtml(m.page, m.lines, m.words, m.tables)}</div>
<aside class="panel">${error}${statementLine(m.statement)}${rowsPanel(m)}${tablesPanel(m)}${specialsPanel(m.specials, m.lines)}${linesDump(m.lines)}</aside></div>`;
  return document(`p.${n} — ${m.fileName}`, CSS, body, FIT_SCRIPT);
}

/** The statement in one line; index.html has the whole of it. */
function statementLine(s: Statement | null): string {
  if (!s) return "";
  const parts = [
    s.bankName,
    s.accountNumber,
    s.accountType,
    s.currency,
    s.periodStart || s.periodEnd ? `${s.periodStart ?? "?"} to ${s.periodEnd ?? "?"}` : null,
    s.accounts.length > 1 ? `${s.accounts.length} accounts` : null,
    s.openingBalanceCents !== null || s.closingBalanceCents !== null
      ? `opening ${money(s.openingBalanceCents)} → closing ${money(s.closingBalanceCents)}`
      : null,
  ].filter((p): p is string => Boolean(p));
  const check = s.reconciled
    ? `<span class="ok">reconciled</span>`
    : `<span class="bad">not reconciled</span>`;
  return `<div>${parts.map(esc).join(" · ")} · ${check} · ${s.transactions.length} transactions · ${s.warnings.length} warnings (<a href="index.html">summary</a>)</div>`;
}

const lineKey = (page: number, y: number) => `${page}:${y}`;

function lineIndex(lines: LineView[]): Map<string, number> {
  return new Map(lines.map((v) => [lineKey(v.line.page, v.line.y), v.index]));
}

function rowsPanel(m: PageModel): string {
  const index = lineIndex(m.lines);
  const body = m.rows
    .map((r) => {
      const t = r.transaction;
      const li = index.get(lineKey(r.row.page, r.row.y));
      const y = li === undefined ? pt(r.row.y) : `<a href="#L${li}">${pt(r.row.y)}</a>`;
      const printed = r.row.money.map((c) => `${c.role} ${esc(c.text)}`).join("<br>");
      const cls = !t ? "dropped" : r.warnings.length ? "warn" : "";
      const warn = r.warnings.length
        ? ` title="${tip(r.warnings.map((w) => `${w.code}: ${w.message}`))}"`
        : "";
      const num = t ? `${(r.index ?? 0) + 1}${r.warnings.length ? " ⚠" : ""}` : "—";
      const date = `${esc(r.row.date ?? "")}${t ? `<div class="small">${esc(t.parsedDate)}${t.valueDate ? ` v ${esc(t.valueDate)}` : ""}</div>` : ""}`;
      const desc = `${esc(t?.description ?? r.row.description)}${r.row.details ? `<div class="small">${esc(r.row.details)}</div>` : ""}${r.warnings.map((w) => `<div class="small bad">${esc(w.message)}</div>`).join("")}`;
      const kept = t
        ? `<td class="n">${money(t.amountCents)}<div class="small">${esc(t.type)}</div></td><td class="n">${money(t.balanceCents)}</td><td>${esc(t.account ?? "")}</td>`
        : `<td colspan="3" class="small">not a transaction (no amount or date)</td>`;
      return `<tr id="R${r.row.order}" class="${cls}"${warn}><td class="n">${num}</td><td class="n">${y}<div class="small">t${r.row.tableId}</div></td><td class="d">${date}</td><td>${desc}</td>${kept}<td class="small">${printed}</td></tr>`;
    })
    .join("");
  const head =
    "<tr><th>#</th><th>y</th><th>date</th><th>description / details</th><th>amount</th><th>balance</th><th>account</th><th>printed</th></tr>";
  const count = m.rows.filter((r) => r.transaction).length;
  return `<h2>Rows on this page: ${m.rows.length} (${count} transactions)</h2>${
    m.rows.length ? `<table class="rows">${head}${body}</table>` : "<p>None.</p>"
  }`;
}

function tablesPanel(m: PageModel): string {
  if (m.tables.length === 0)
    return "<h2>Tables on this page</h2><p>None: no header was recognised above these lines.</p>";
  const parts = m.tables.map(({ tableId, header: h }) => {
    const cols = h.columns
      .map(
        (c) =>
          `<tr><td><span class="chip r-${c.role}">${esc(c.role)}</span></td><td>${esc(c.label)}</td><td class="n">${pt(c.x0)}–${pt(c.x1)}</td></tr>`,
      )
      .join("");
    const title = m.accountTitles[tableId];
    const where = `header on page ${h.page} at y ${pt(h.y)} (${h.lineCount} line${h.lineCount > 1 ? "s" : ""}, font ${pt(h.fontSize)})`;
    return `<h2>Table ${tableId}</h2><div class="small">${where}${h.currency ? ` · currency ${esc(h.currency)}` : ""}${
      title ? ` · account title "${esc(title)}"` : ""
    }${h.groups ? ` · ${h.groups.length} side-by-side groups` : ""}</div><table><tr><th>role</th><th>label</th><th>x</th></tr>${cols}</table>`;
  });
  return parts.join("");
}

function specialsPanel(specials: SpecialRow[], lines: LineView[]): string {
  if (specials.length === 0) return "";
  const index = lineIndex(lines);
  const rows = specials
    .map((s) => {
      const li = index.get(lineKey(s.line.page, s.line.y));
      const y = li === undefined ? pt(s.line.y) : `<a href="#L${li}">${pt(s.line.y)}</a>`;
      const balance = printedAmount(s.balance);
      const amount = printedAmount(s.amount);
      return `<tr><td class="n">${y}</td><td>${esc(s.label)}</td><td>${esc(s.text)}</td><td class="n">${amount}</td><td class="n">${balance}</td><td>${esc(s.date ?? "")}</td></tr>`;
    })
    .join("");
  return `<h2>Balance and total rows</h2><table><tr><th>y</th><th>label</th><th>text</th><th>amount</th><th>balance</th><th>date</th></tr>${rows}</table>`;
}

function printedAmount(a: ParsedAmount | null): string {
  return a ? `${money(a.cents)}${a.marker ? ` ${a.marker}` : ""}` : "—";
}

function linesDump(lines: LineView[]): string {
  const text = lines
    .map(({ line, kind }) => {
      const cells = line.cells.map((c) => `[${pt(c.x0)}–${pt(c.x1)}] ${c.text}`).join("  ");
      return `${pt(line.y).padStart(7)} ${LINE_KINDS[kind].tag} ${kind.padEnd(9)} ${cells}`;
    })
    .join("\n");
  return `<details><summary>Lines as text (y, kind, cells)</summary><pre>${esc(text)}</pre></details>`;
}
