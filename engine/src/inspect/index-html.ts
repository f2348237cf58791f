import type { TableHeader } from "../layout/header.js";
import type { SpecialRow } from "../statement/scan-tables.js";
import type { Statement } from "../types.js";
import { document, esc, facts, money, pt } from "./html.js";
import { LINE_KINDS, type LineKind, type LineView } from "./line-kinds.js";
import { pageFile, topBar } from "./page-html.js";
import { accountTransactions, type RowView } from "./row-views.js";
import { CSS } from "./style.js";

/** What index.html shows: the statement, its accounts and checks, the tables and the pages. */
export interface IndexModel {
  fileName: string;
  pageCount: number;
  statement: Statement | null;
  error: { code: string; message: string } | null;
  pages: { number: number; width: number; height: number; words: number; lines: LineView[] }[];
  headers: TableHeader[];
  accountTitles: (string | null)[];
  specials: SpecialRow[];
  rows: RowView[];
}

export function indexHtml(m: IndexModel): string {
  const s = m.statement;
  const error = m.error
    ? `<div class="error"><b>${esc(m.error.code)}</b>: ${esc(m.error.message)}</div>`
    : "";
  const summary = s
    ? facts([
        ["bank", s.bankName],
        ["account number", s.accountNumber],
        ["account type", s.accountType],
        ["currency", s.currency],
        ["period", s.periodStart || s.periodEnd ? `${s.periodStart ?? "?"} to ${s.periodEnd ?? "?"}` : null],
        ["opening balance", s.openingBalanceCents === null ? null : money(s.openingBalanceCents)],
        ["closing balance", s.closingBalanceCents === null ? null : money(s.closingBalanceCents)],
        ["reconciled", s.reconciled ? "yes" : "no"],
        ["pages", s.pageCount],
        ["transactions", s.transactions.length],
        ["rows laid out", m.rows.length],
      ])
    : "<p>No statement: the text layer could not be read.</p>";
  const body = `${topBar(m.fileName, "summary", m.pageCount, m.error)}<main class="index"><h1>${esc(m.fileName)}</h1>${error}
<h2>Statement</h2>${summary}${s ? accountsTable(s) + warningsList(s, m.rows) : ""}${tablesTable(m)}${specialsTable(m.specials)}${pagesTable(m)}${transactionsTable(m.rows)}</main>`;
  return document(`${m.fileName} — what the engine saw`, CSS, body);
}

function accountsTable(s: Statement): string {
  const txs = accountTransactions(s);
  const rows = s.accounts
    .map((a, i) => {
      const list = txs[i] ?? [];
      const sum = list.reduce((acc, t) => acc + t.amountCents, 0);
      const reached = a.openingBalanceCents === null ? null : a.openingBalanceCents + sum;
      const gap = reached === null || a.closingBalanceCents === null ? null : a.closingBalanceCents - reached;
      const ok = a.reconciled ? `<span class="ok">yes</span>` : `<span class="bad">no</span>`;
      return `<tr><td>${esc(a.accountNumber ?? "")}</td><td>${esc(a.name ?? "")}</td><td>${esc(a.currency ?? "")}</td><td class="n">${money(a.openingBalanceCents)}</td><td class="n">${money(sum)} (${list.length})</td><td class="n">${money(reached)}</td><td class="n">${money(a.closingBalanceCents)}</td><td class="n">${gap === null ? "—" : money(gap)}</td><td>${ok}</td></tr>`;
    })
    .join("");
  return `<h2>Accounts and reconciliation</h2><table><tr><th>number</th><th>name</th><th>currency</th><th>opening</th><th>+ rows (count)</th><th>= reached</th><th>closing printed</th><th>gap</th><th>reconciled</th></tr>${rows}</table>`;
}

function warningsList(s: Statement, rows: RowView[]): string {
  if (s.warnings.length === 0) return "<h2>Warnings</h2><p>None.</p>";
  const items = s.warnings
    .map((w) => {
      const r = w.row === undefined ? undefined : rows.find((v) => v.index === w.row);
      const where = r
        ? ` (<a href="${pageFile(r.row.page)}#R${r.row.order}">row ${(w.row ?? 0) + 1}, p.${r.row.page}</a>)`
        : "";
      return `<li><b>${esc(w.code)}</b>${where}: ${esc(w.message)}</li>`;
    })
    .join("");
  return `<h2>Warnings</h2><ul>${items}</ul>`;
}

function tablesTable(m: IndexModel): string {
  if (m.headers.length === 0) return "<h2>Tables</h2><p>No table header was recognised.</p>";
  const rows = m.headers
    .map((h, id) => {
      const cols = h.columns
        .map(
          (c) =>
            `<span class="chip r-${c.role}" title="x ${pt(c.x0)}–${pt(c.x1)}">${esc(c.role)}</span> ${esc(c.label)}`,
        )
        .join(" · ");
      const mine = m.rows.filter((r) => r.row.tableId === id);
      return `<tr><td class="n">${id}</td><td><a href="${pageFile(h.page)}">p.${h.page}</a> y ${pt(h.y)}</td><td>${cols}</td><td>${esc(h.currency ?? "")}</td><td>${esc(m.accountTitles[id] ?? "")}</td><td class="n">${mine.length} / ${mine.filter((r) => r.transaction).length}</td></tr>`;
    })
    .join("");
  return `<h2>Tables</h2><table><tr><th>id</th><th>header</th><th>columns (role, label)</th><th>currency</th><th>account title</th><th>rows / transactions</th></tr>${rows}</table>`;
}

function specialsTable(specials: SpecialRow[]): string {
  if (specials.length === 0) return "";
  const rows = specials
    .map(
      (s) =>
        `<tr><td><a href="${pageFile(s.line.page)}">p.${s.line.page}</a> y ${pt(s.line.y)}</td><td>${esc(s.label)}</td><td>${esc(s.text)}</td><td class="n">${s.amount ? money(s.amount.cents) : "—"}</td><td class="n">${s.balance ? money(s.balance.cents) : "—"}</td></tr>`,
    )
    .join("");
  return `<h2>Balance and total rows</h2><table><tr><th>where</th><th>label</th><th>text</th><th>amount</th><th>balance</th></tr>${rows}</table>`;
}

function pagesTable(m: IndexModel): string {
  const kinds = Object.keys(LINE_KINDS) as LineKind[];
  const rows = m.pages
    .map((p) => {
      const counts = kinds
        .map((k) => `<td class="n">${p.lines.filter((l) => l.kind === k).length || ""}</td>`)
        .join("");
      const mine = m.rows.filter((r) => r.row.page === p.number);
      return `<tr><td><a href="${pageFile(p.number)}">page ${p.number}</a></td><td class="n">${pt(p.width)} × ${pt(p.height)}</td><td class="n">${p.words}</td><td class="n">${p.lines.length}</td>${counts}<td class="n">${mine.length} / ${mine.filter((r) => r.transaction).length}</td></tr>`;
    })
    .join("");
  const head = kinds
    .map((k) => `<th class="k-${k}" title="${esc(LINE_KINDS[k].label)}">${esc(k)}</th>`)
    .join("");
  return `<h2>Pages</h2><table><tr><th>page</th><th>size (pt)</th><th>words</th><th>lines</th>${head}<th>rows / transactions</th></tr>${rows}</table>`;
}

function transactionsTable(rows: RowView[]): string {
  const body = rows
    .filter((r) => r.transaction)
    .map((r) => {
      const t = r.transaction as NonNullable<RowView["transaction"]>;
      const where = `<a href="${pageFile(r.row.page)}#R${r.row.order}">p.${r.row.page}</a>`;
      const warn = r.warnings.length
        ? ` class="warn" title="${esc(r.warnings.map((w) => w.message).join("\n"))}"`
        : "";
      return `<tr${warn}><td class="n">${(r.index ?? 0) + 1}</td><td>${where}</td><td>${esc(t.parsedDate)}</td><td>${esc(t.description)}${t.details ? `<div class="small">${esc(t.details)}</div>` : ""}</td><td>${esc(t.type)}</td><td class="n">${money(t.amountCents)}</td><td class="n">${money(t.balanceCents)}</td><td>${esc(t.account ?? "")}</td></tr>`;
    })
    .join("");
  return `<h2>Transactions</h2><table><tr><th>#</th><th>where</th><th>date</th><th>description / details</th><th>type</th><th>amount</th><th>balance</th><th>account</th></tr>${body}</table>`;
}
