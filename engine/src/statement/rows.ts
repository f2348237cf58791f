import type { MoneyCell } from "../layout/columns.js";
import type { TableHeader } from "../layout/header.js";
import type { Line } from "../layout/lines.js";
import type { TableEntry } from "./scan-tables.js";

/** One transaction as laid out on the page, before dates and signs are resolved. */
export interface TableRow {
  page: number;
  y: number;
  /** Position of the row's line among the scanned table entries (document order). */
  order: number;
  tableId: number;
  header: TableHeader;
  /** Printed posting date of the row, or of the row above when a day's date is printed once. */
  date: string | null;
  /** True when the row's own lines print a date (false: it takes the date of the row above). */
  dated: boolean;
  valueDate: string | null;
  description: string;
  details: string;
  reference: string | null;
  money: MoneyCell[];
  sectionSign: 1 | -1 | null;
  /** Direction from a marks column ("Af"/"Bij"), for an unsigned amount. */
  direction: "debit" | "credit" | null;
  /** The payment method column's text, or "". */
  method: string;
  /** The row's account from an Account column (a table mixing accounts), or null. */
  account: string | null;
  /** The row's currency from a currency column, or null. */
  currency: string | null;
  /** The printed lines of the row: its own and its continuation lines (where it came from). */
  lines?: readonly Line[];
}

export type ContinuationMode = "below" | "above";

/** Farthest a continuation line sits from its row, in font sizes (rows are ~1.8 apart, details ~1.25). */
const MAX_GAP = 2.6;

interface Attachment {
  above: TableEntry[];
  below: TableEntry[];
}

function clean(parts: string[]): string {
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

/** A line's text in its text columns (counterparty and description), left to right. */
function textOf(entry: TableEntry): string {
  const p = entry.placed;
  if (!p) return clean([entry.line.text]);
  const cells = p.counterparty.length
    ? [...p.counterparty, ...p.description].sort((a, b) => a.x0 - b.x0)
    : p.description;
  return clean(cells.map((c) => c.text));
}

/**
 * A transaction line's own text, split where a counterparty column stands beside the
 * description: the counterparty names the row, the description column's text is a detail.
 */
function mainTextOf(entry: TableEntry): { text: string; extra: string } {
  const p = entry.placed;
  if (!p?.counterparty.length) return { text: textOf(entry), extra: "" };
  return { text: clean(p.counterparty.map((c) => c.text)), extra: clean(p.description.map((c) => c.text)) };
}

/** Index (0..k) of the clearly largest gap in a run of text lines between two anchors, or -1. */
function splitAt(gaps: number[], fontSize: number): number {
  let maxI = -1;
  let max = Number.NEGATIVE_INFINITY;
  let second = Number.NEGATIVE_INFINITY;
  gaps.forEach((g, i) => {
    if (g > max) {
      second = max;
      max = g;
      maxI = i;
    } else if (g > second) second = g;
  });
  return max - second > 0.12 * fontSize ? maxI : -1;
}

/** Index of the last line of a run that prints a date, or -1. */
function lastDated(lines: TableEntry[]): number {
  for (let k = lines.length - 1; k >= 0; k--) if (lines[k]?.placed?.date) return k;
  return -1;
}

/**
 * Turns classified table lines into rows. Text lines between two transactions go to the
 * nearer one (the larger vertical gap separates rows); where spacing gives no answer, the
 * statement's own majority decides whether continuation lines sit below or above the row.
 */
export function assembleRows(entries: TableEntry[]): { rows: TableRow[]; mode: ContinuationMode } {
  const attach = new Map<TableEntry, Attachment>();
  const get = (a: TableEntry): Attachment => {
    let v = attach.get(a);
    if (!v) {
      v = { above: [], below: [] };
      attach.set(a, v);
    }
    return v;
  };
  interface Run {
    prev: TableEntry | undefined;
    next: TableEntry | undefined;
    lines: TableEntry[];
  }
  const runs: Run[] = [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] as TableEntry;
    if (e.kind !== "text") continue;
    const start = i;
    while (i + 1 < entries.length && (entries[i + 1] as TableEntry).kind === "text") i++;
    const lines = entries.slice(start, i + 1);
    runs.push({ prev: entries[start - 1], next: entries[i + 1], lines });
  }

  let up = 0;
  let down = 0;
  const decided: { run: Run; split: number }[] = [];
  for (const run of runs) {
    const { prev, next, lines } = run;
    const first = lines[0] as TableEntry;
    const last = lines[lines.length - 1] as TableEntry;
    const prevOk =
      prev?.kind === "anchor" && prev.line.page === first.line.page && prev.tableId === first.tableId;
    const nextOk =
      next?.kind === "anchor" && next.line.page === last.line.page && next.tableId === last.tableId;
    const datedAt = lastDated(lines);
    if (nextOk && next && !next.placed?.date && datedAt >= 0) {
      // A row starts at its date: lines from a dated one down are the undated row's below them.
      decided.push({ run, split: datedAt });
    } else if (prevOk && nextOk && prev && next) {
      const ys = [prev.line.y, ...lines.map((l) => l.line.y), next.line.y];
      const gaps = ys.slice(1).map((y, k) => y - (ys[k] as number));
      const split = splitAt(gaps, first.line.fontSize);
      if (split >= 0) {
        up += split;
        down += lines.length - split;
      }
      decided.push({ run, split });
    } else if (prevOk && prev && first.line.y - prev.line.y <= MAX_GAP * first.line.fontSize) {
      // Lines after a table's last row (before a total or the page end) can only belong above.
      up += lines.length;
      decided.push({ run, split: lines.length });
    } else if (
      prev?.kind === "anchor" &&
      prev.tableId === first.tableId &&
      prev.line.page === first.line.page - 1 &&
      (!next || next.kind === "anchor")
    ) {
      // Lines at the top of a page, after the previous page's last row: that row's details
      // going on over the page break, or the next row's first lines, as the table's rows go.
      decided.push({ run, split: -3 });
    } else if (nextOk && next && next.line.y - last.line.y <= MAX_GAP * last.line.fontSize) {
      // Lines between a header and the first row can only belong below.
      down += lines.length;
      decided.push({ run, split: 0 });
    } else decided.push({ run, split: -2 });
  }
  const mode: ContinuationMode = down > up ? "above" : "below";

  for (const { run, split } of decided) {
    const { prev, next, lines } = run;
    let s = split;
    if (s === -1 || s === -3) s = mode === "below" ? lines.length : 0;
    if (s === -2) {
      // Text between a header (or a balance row) and the page's first transaction.
      const first = lines[0] as TableEntry;
      const nextSame =
        next?.kind === "anchor" && next.tableId === first.tableId && next.line.page === first.line.page;
      if (nextSame && next) s = 0;
      else continue;
    }
    if (prev && s > 0) get(prev).below.push(...lines.slice(0, s));
    if (next && s < lines.length) get(next).above.push(...lines.slice(s));
  }

  const rows: TableRow[] = [];
  const topDown = topDownTables(entries, attach);
  let lastDate: string | null = null;
  for (const [order, e] of entries.entries()) {
    if (e.kind !== "anchor" || !e.placed) continue;
    const a = attach.get(e) ?? { above: [], below: [] };
    const own = mainTextOf(e);
    let description = own.text;
    let detailLines = [...a.above, ...a.below].map(textOf).filter((t) => t.length > 0);
    const datedAbove = e.placed.date === null ? a.above.find((t) => t.placed?.date) : undefined;
    const main = datedAbove ?? (topDown.has(e.tableId) ? a.above[0] : undefined);
    if (main) {
      // A row starts at its date, or at its top line where the date and amounts are centred
      // on the description: that line is the main line, the others are details in reading order.
      const others = a.above.filter((t) => t !== main).map(textOf);
      detailLines = [...others, description, ...a.below.map(textOf)].filter((t) => t.length > 0);
      description = textOf(main);
    }
    if (own.extra) detailLines.push(own.extra);
    if (!description && e.placed.reference.length > 0) {
      // A cheque listed by number only ("CHECK NO. / DATE / AMOUNT" tables): name it after its column.
      const refColumn = e.header.columns.find((c) => c.role === "reference");
      const word = /cheque/i.test(refColumn?.label ?? "")
        ? "cheque"
        : /che?c?k|chq/i.test(refColumn?.label ?? "")
          ? "check"
          : null;
      const ref = e.placed.reference.map((c) => c.text).join(" ");
      if (word)
        description = `${/[a-z]/.test(refColumn?.label ?? "") ? word[0]?.toUpperCase() + word.slice(1) : word.toUpperCase()} ${ref}`;
    }
    if (!description && detailLines.length > 0) {
      const promoted =
        a.below.length > 0 ? textOf(a.below[0] as TableEntry) : detailLines[detailLines.length - 1];
      description = promoted ?? "";
      detailLines.splice(detailLines.indexOf(description), 1);
    }
    const datedText = [...a.above, ...a.below].find((t) => t.placed?.date)?.placed?.date ?? null;
    // A date printed once per day (or on a day heading line) applies to the rows under it.
    const date: string | null = e.placed.date ?? datedText ?? lastDate;
    if (date !== null) lastDate = date;
    const ref = e.placed.reference
      .map((c) => c.text)
      .join(" ")
      .trim();
    rows.push({
      page: e.line.page,
      y: e.line.y,
      order,
      tableId: e.tableId,
      header: e.header,
      date,
      dated: e.placed.date !== null || datedText !== null,
      valueDate: e.placed.valueDate,
      description,
      details: detailLines.join(" ").replace(/\s+/g, " ").trim(),
      reference: ref.length > 0 ? ref : null,
      money: e.placed.money,
      sectionSign: e.sectionSign,
      direction: e.placed.direction,
      method: clean(e.placed.method.map((c) => c.text)),
      account: e.placed.account,
      currency: e.placed.currency,
      lines: [...a.above, e, ...a.below].map((t) => t.line),
    });
  }
  return { rows, mode };
}

/**
 * Tables whose rows read from their top line even when the amounts sit lower: rows whose
 * date and amounts are centred on their description lines (HTML tables with vertical-align:
 * middle), or printed on the row's last line while its date starts the first ("10 May TFR
 * 002244 / PAYEE NAME 15.50"). Told by the table's own rows: text-less amount lines between
 * text above and below, more often than with text on one side only; or dates printed above the
 * amount line more often than on it, among rows with lines above.
 */
function topDownTables(entries: TableEntry[], attach: Map<TableEntry, Attachment>): Set<number> {
  const both = new Map<number, number>();
  const oneSided = new Map<number, number>();
  const dateAbove = new Map<number, number>();
  const dateOnRow = new Map<number, number>();
  const bump = (map: Map<number, number>, id: number) => map.set(id, (map.get(id) ?? 0) + 1);
  for (const e of entries) {
    const a = attach.get(e);
    if (e.kind !== "anchor" || !a) continue;
    if (a.above.length > 0) {
      if (e.placed?.date) bump(dateOnRow, e.tableId);
      else if (a.above.some((t) => t.placed?.date)) bump(dateAbove, e.tableId);
    }
    if (textOf(e) !== "") continue;
    if (a.above.length > 0 && a.below.length > 0) bump(both, e.tableId);
    else if (a.above.length + a.below.length > 0) bump(oneSided, e.tableId);
  }
  const out = new Set<number>();
  for (const [id, n] of both) if (n > (oneSided.get(id) ?? 0)) out.add(id);
  for (const [id, n] of dateAbove) if (n > (dateOnRow.get(id) ?? 0)) out.add(id);
  return out;
}
