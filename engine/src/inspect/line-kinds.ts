import type { TableHeader } from "../layout/header.js";
import type { Line } from "../layout/lines.js";
import type { ScanResult, SpecialRow, TableEntry } from "../statement/scan-tables.js";

/** What the engine made of one line of a page. */
export type LineKind =
  | "header"
  | "anchor"
  | "text"
  | "summary"
  | "section"
  | "title"
  | "furniture"
  | "skipped"
  | "outside";

export const LINE_KINDS: Record<LineKind, { tag: string; label: string }> = {
  header: { tag: "H", label: "table header" },
  anchor: { tag: "T", label: "transaction (anchor line: money in a money column)" },
  text: { tag: "c", label: "continuation text (joins the row above or below)" },
  summary: { tag: "Σ", label: "balance / total row (not a transaction)" },
  section: { tag: "§", label: "section title inside a table" },
  title: { tag: "A", label: "account title above a table" },
  furniture: { tag: "F", label: "page furniture (repeated header/footer, page numbers)" },
  skipped: { tag: "x", label: "inside a table, skipped (page number, paragraph, stray print)" },
  outside: { tag: "·", label: "outside the tables (metadata is read from these)" },
};

/** One line with its kind and the table entries (one per side-by-side group) it produced. */
export interface LineView {
  line: Line;
  /** Index of the line on its page, for links between the drawing and the rows panel. */
  index: number;
  kind: LineKind;
  entries: TableEntry[];
  special: SpecialRow | null;
  header: TableHeader | null;
  tableId: number | null;
}

const PRIORITY: LineKind[] = ["anchor", "summary", "text", "section", "skipped"];

const keyOf = (line: Line) => `${line.page}:${line.y}`;

/** Kinds of every line of every page, from the scan's entries, specials, headers and titles. */
export function lineViews(pages: Line[][], scan: ScanResult): LineView[][] {
  // Lines split into side-by-side groups are copies: they are found by page and baseline.
  const entriesOf = new Map<string, TableEntry[]>();
  for (const e of scan.entries) {
    const list = entriesOf.get(keyOf(e.line));
    if (list) list.push(e);
    else entriesOf.set(keyOf(e.line), [e]);
  }
  const specialOf = new Map(scan.specials.map((s) => [keyOf(s.line), s]));
  const headerOf = new Map<string, { header: TableHeader; tableId: number }>();
  const titles = new Set(scan.accountTitles.filter((t): t is string => t !== null));
  return pages.map((lines) => {
    for (const [tableId, h] of scan.headers.entries()) {
      if (h.page !== lines[0]?.page) continue;
      const last = lines.findIndex((l) => l.y === h.y);
      for (let k = 0; k < h.lineCount && last - k >= 0; k++)
        headerOf.set(keyOf(lines[last - k] as Line), { header: h, tableId });
    }
    const spans = tableSpans(lines, entriesOf, headerOf);
    return lines.map((line, index): LineView => {
      const key = keyOf(line);
      const entries = entriesOf.get(key) ?? [];
      const special = specialOf.get(key) ?? null;
      const h = headerOf.get(key);
      const tableId = h?.tableId ?? entries[0]?.tableId ?? null;
      const base = {
        line,
        index,
        entries,
        special,
        header: h?.header ?? entries[0]?.header ?? null,
        tableId,
      };
      if (h) return { ...base, kind: "header" };
      if (entries.length > 0) return { ...base, kind: entryKind(entries, special, scan.tableLines) };
      if (line.furniture) return { ...base, kind: "furniture" };
      if (titles.has(line.text.trim())) return { ...base, kind: "title" };
      const inside = spans.some(([from, to]) => line.y > from && line.y < to);
      return { ...base, kind: inside ? "skipped" : "outside" };
    });
  });
}

function entryKind(entries: TableEntry[], special: SpecialRow | null, tableLines: Set<Line>): LineKind {
  const kinds = entries.map((e): LineKind => {
    if (e.kind === "anchor") return "anchor";
    if (e.kind === "text") return "text";
    if (special || (e.placed?.money.length ?? 0) > 0) return "summary";
    return tableLines.has(e.line) ? "section" : "skipped";
  });
  return PRIORITY.find((k) => kinds.includes(k)) ?? "skipped";
}

/** Top and bottom baselines of each table's part on this page (header and entries). */
function tableSpans(
  lines: Line[],
  entriesOf: Map<string, TableEntry[]>,
  headerOf: Map<string, { tableId: number }>,
): [number, number][] {
  const spans = new Map<number, [number, number]>();
  for (const line of lines) {
    const id = headerOf.get(keyOf(line))?.tableId ?? entriesOf.get(keyOf(line))?.[0]?.tableId;
    if (id === undefined) continue;
    const span = spans.get(id);
    if (span) span[1] = line.y;
    else spans.set(id, [line.y, line.y]);
  }
  return [...spans.values()];
}
