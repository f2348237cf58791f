import { isTimeText, type PlacedLine, placeLine } from "../layout/columns.js";
import { detectHeader, firstTextColumn, isHeaderLike, type TableHeader } from "../layout/header.js";
import type { Line } from "../layout/lines.js";
import { alignMoneyColumns } from "../layout/money-columns.js";
import { type ColumnRole, MONEY_ROLES } from "../layout/roles.js";
import { SUMMARY_TOTAL } from "../lexicon/balance-labels.js";
import { ACCOUNT_TITLE, CONTINUED, NOT_ACCOUNT_TITLE, PAGE_NUMBER } from "../lexicon/table-words.js";
import type { ParsedAmount } from "../parse/amounts.js";
import { findDates } from "../parse/dates.js";
import { findTables, type TableStart } from "./find-tables.js";
import { type BalanceLabel, balanceLabel, isSectionTitle, sectionSign } from "./labels.js";
import { amountInside, amountRightOf } from "./metadata.js";

/** One line of a transaction table, classified. */
export interface TableEntry {
  kind: "anchor" | "text" | "boundary";
  line: Line;
  placed: PlacedLine | null;
  header: TableHeader;
  tableId: number;
  /** Sign given by the section heading above the table, if any. */
  sectionSign: 1 | -1 | null;
}

/** A row that is not a transaction but carries a balance (opening, forward, closing) or a total. */
export interface SpecialRow {
  label: BalanceLabel;
  text: string;
  line: Line;
  /** Position in the document's entry order, to tell opening rows (before any transaction) from closing ones. */
  order: number;
  balance: ParsedAmount | null;
  amount: ParsedAmount | null;
  /** The column the amount stands in (a balance printed in a Debit column is overdrawn). */
  amountRole: ColumnRole | null;
  date: string | null;
}

export interface ScanResult {
  entries: TableEntry[];
  specials: SpecialRow[];
  /** One per table, by table id. */
  headers: TableHeader[];
  /** The line naming each table's account above its header ("HKD Savings Account — 817-890692-001"), by table id. */
  accountTitles: (string | null)[];
  /** Lines inside tables (rows, headers, section titles): metadata is read from the others. */
  tableLines: Set<Line>;
}

/** A masked card number: the heading of one cardholder's rows on a card statement. */
const CARD_HEADING = /\b\d{4}[ -]?(?:[X*•x]{4}[ -]?){2}\d{4}\b|\b(?:[X*•x]{4}[ -]?){3}\d{4}\b/;

/** The label of a balance/total row; a dated row with money is a "total" row only when it reads like one. */
function rowLabel(text: string, datedTransaction: boolean): BalanceLabel | null {
  const label = balanceLabel(text);
  if (label === "total" && datedTransaction && !SUMMARY_TOTAL.test(text)) return null;
  return label;
}

/** A balance row's value printed outside the table's columns: in its label's cell or right of it. */
function labelledAmount(line: Line): ParsedAmount | null {
  const label = line.cells.find((c) => balanceLabel(c.text) !== null);
  return label ? (amountInside(label) ?? amountRightOf(line, label)) : null;
}

function isTextOnly(placed: PlacedLine): boolean {
  return placed.money.length === 0 && placed.strayMoney === 0;
}

/** How many consecutive rows have increasing numeric references (check numbers). */
function ascendingPairs(entries: TableEntry[]): number {
  const refs = entries
    .filter((e) => e.kind === "anchor")
    .map((e) => Number(e.placed?.reference.map((c) => c.text).join("") ?? NaN));
  let n = 0;
  for (let i = 1; i < refs.length; i++) if ((refs[i] as number) > (refs[i - 1] as number)) n++;
  return n;
}

function findTitle(lines: Line[], index: number, header: TableHeader): Line | null {
  const top = lines[index];
  if (!top) return null;
  for (let j = index - 1, seen = 0; j >= 0 && seen < 2; j--) {
    const l = lines[j] as Line;
    if (top.y - l.y > 4.5 * Math.max(header.fontSize, l.fontSize)) return null;
    if (l.furniture) continue;
    seen++;
    if (isSectionTitle(l.text)) return l;
  }
  return null;
}

/**
 * A line right under a header that repeats its labels in another language: no digits, close
 * under it, and every cell starting under one of the header's columns, one cell per column.
 */
function isHeaderTranslation(line: Line, header: TableHeader): boolean {
  if (/\d/.test(line.text) || line.page !== header.page || line.cells.length < 2) return false;
  if (line.y - header.y > 2 * Math.max(line.fontSize, header.fontSize)) return false;
  const pad = 1.5 * header.fontSize;
  const used = new Set<number>();
  for (const cell of line.cells) {
    const k = header.columns.findIndex(
      (c, idx) => !used.has(idx) && cell.x0 >= c.x0 - pad && cell.x0 <= c.x1 + pad,
    );
    if (k < 0) return false;
    used.add(k);
  }
  return used.size >= Math.min(2, header.columns.length);
}

/**
 * The line that names the account a table belongs to: within three lines above its header,
 * a short line with an account word or an account number ("HKD Current Account — 817-890692-838",
 * "Savings Account 1234 (continued)"), not a table title such as "Account activity".
 */
function findAccountTitle(lines: Line[], index: number, header: TableHeader): string | null {
  const top = lines[index];
  if (!top) return null;
  for (let j = index - 1, seen = 0; j >= 0 && seen < 3; j--) {
    const l = lines[j] as Line;
    if (top.y - l.y > 6 * Math.max(header.fontSize, l.fontSize) || l.page !== top.page) return null;
    if (l.furniture) continue;
    seen++;
    const text = l.text.trim();
    if (l.cells.length > 2 || text.split(/\s+/).length > 12) continue;
    // A line with dates is the statement's period, not an account's name.
    if (findDates(text).length > 0) continue;
    if (ACCOUNT_TITLE.test(text) && !(NOT_ACCOUNT_TITLE.test(text) && !/\d{3,}/.test(text))) return text;
  }
  return null;
}

/** A line that is plainly a transaction row under `header`: a date, an amount, nothing out of place. */
function isStrongRow(line: Line, header: TableHeader): boolean {
  if (line.furniture) return false;
  const p = placeLine(line, header);
  return (
    p.date !== null &&
    p.strayMoney === 0 &&
    p.stray.length === 0 &&
    p.description.length > 0 &&
    p.money.some((m) => m.role !== "balance")
  );
}

/** Splits a line under side-by-side column groups into one line per group. */
function splitByGroups(line: Line, header: TableHeader): { line: Line; header: TableHeader }[] {
  const groups = header.groups ?? [header.columns];
  const starts = groups.map((g) => Math.min(...g.map((c) => c.x0)) - 1.5 * header.fontSize);
  const out: { line: Line; header: TableHeader }[] = [];
  groups.forEach((columns, i) => {
    const from = i === 0 ? Number.NEGATIVE_INFINITY : (starts[i] as number);
    const to = i + 1 < starts.length ? (starts[i + 1] as number) : Number.POSITIVE_INFINITY;
    const cells = line.cells.filter((c) => c.x0 >= from && c.x0 < to);
    const first = cells[0];
    const last = cells[cells.length - 1];
    if (!first || !last) return;
    out.push({
      line: { ...line, cells, x0: first.x0, x1: last.x1, text: cells.map((c) => c.text).join(" ") },
      header: { ...header, columns, groups: undefined },
    });
  });
  return out;
}

/**
 * Walks every page top to bottom, finds table headers and classifies the lines under them:
 * transaction anchors (money in an amount column), text (possible continuation lines),
 * boundaries (balance/total rows, headings, paragraphs). Tables end at headings that start
 * left of the description column, and a new header starts a new table.
 */
export function scanTables(pages: Line[][]): ScanResult {
  const entries: TableEntry[] = [];
  const specials: SpecialRow[] = [];
  const headers: TableHeader[] = [];
  const accountTitles: (string | null)[] = [];
  const tableLines = new Set<Line>();
  let header: TableHeader | null = null;
  let tableId = -1;
  let sign: 1 | -1 | null = null;
  let bodyFontSize = 0;
  // A table ended by a heading at the top of a page (before any of its rows there) may go on under it.
  let suspended: { header: TableHeader; sign: 1 | -1 | null } | null = null;
  // Rows of side-by-side groups on this page, in line order and per group, until the grid ends.
  let grid: { rowMajor: TableEntry[]; byGroup: TableEntry[][] } = { rowMajor: [], byGroup: [] };
  // Tables found from their rows, where no header's words are recognised (find-tables.ts).
  const foundByRows = findTables(pages);
  const fromRows = new Set<TableHeader>();

  for (const lines of pages) {
    let sawContent = false;
    let anchorsOnPage = 0;
    suspended = null;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as Line;
      if (!header?.groups) flushGrid();
      const detected = detectHeader(line, lines[i + 1]);
      let h: TableHeader | null =
        detected && alignMoneyColumns(detected, lines.slice(i + detected.lineCount));
      const found: TableStart | undefined =
        !h && (!header || fromRows.has(header)) ? foundByRows.get(line) : undefined;
      if (found && (!header || found.lineCount > 0)) {
        h = found.header;
        fromRows.add(h);
      }
      if (h) {
        flushGrid();
        const title = findTitle(lines, i, h);
        const sameColumns =
          header !== null && header.columns.map((c) => c.role).join() === h.columns.map((c) => c.role).join();
        if (title) {
          sign = sectionSign(title.text);
          tableLines.add(title);
          const last = entries[entries.length - 1];
          if (last && last.line === title) last.kind = "boundary";
        } else if (!(sameColumns && !sawContent)) sign = null;
        header = h;
        tableId++;
        headers.push(h);
        accountTitles.push(findAccountTitle(lines, i, h));
        for (let k = 0; k < h.lineCount; k++) {
          const l = lines[i + k];
          if (l) tableLines.add(l);
        }
        if (h.lineCount === 0) {
          // A table without a header starts at its first row.
          sawContent = true;
          i--;
          continue;
        }
        i += h.lineCount - 1;
        // A bilingual header's other language, on the line under it ("日期 進支詳情 存入 提取 結餘").
        const translation = lines[i + 1];
        if (translation && isHeaderTranslation(translation, h)) {
          tableLines.add(translation);
          i++;
        }
        sawContent = true;
        continue;
      }
      if (!line.furniture) sawContent = true;
      if (!header && suspended && isStrongRow(line, suspended.header)) {
        header = suspended.header;
        sign = suspended.sign;
        suspended = null;
      }
      if (!header) continue;
      if (header.groups) {
        // Side-by-side copies of a table: each group's share of the line is a row of its own.
        if (isHeaderLike(line) || line.furniture === "repeat") {
          if (!line.furniture) header = null;
          continue;
        }
        tableLines.add(line);
        if (balanceLabel(line.text)) {
          // "Total Checks Paid ... $4,762.99" runs across the groups: one label row, not a row per group.
          handle(line, { ...header, groups: undefined });
          continue;
        }
        let ended = 0;
        const parts = splitByGroups(line, header);
        for (const [g, part] of parts.entries()) {
          const before = entries.length;
          if (handle(part.line, part.header) === "end") ended++;
          const added = entries.splice(before);
          grid.rowMajor.push(...added);
          grid.byGroup[g] = [...(grid.byGroup[g] ?? []), ...added];
        }
        if (parts.length > 0 && ended === parts.length) {
          header = null;
          sign = null;
        }
        continue;
      }
      const before = entries.length;
      if (handle(line, header) === "end") {
        suspended = anchorsOnPage === 0 && !header.groups ? { header, sign } : null;
        header = null;
        sign = null;
      }
      if (entries.length > before && entries[entries.length - 1]?.kind === "anchor") anchorsOnPage++;
    }
    flushGrid();
  }

  /**
   * Side-by-side groups hold one list: across the rows, or down the first group and then the
   * next. Whichever keeps the check numbers ascending is the printed order (across by default).
   */
  function flushGrid(): void {
    const down = grid.byGroup.flatMap((part) => part ?? []);
    entries.push(...(ascendingPairs(down) > ascendingPairs(grid.rowMajor) ? down : grid.rowMajor));
    grid = { rowMajor: [], byGroup: [] };
  }

  /** Classifies one line under `h`; "end" when it closes the table (a heading, another table's header). */
  function handle(line: Line, h: TableHeader): "end" | "ok" {
    const placed = placeLine(line, h);
    const flows = placed.money.filter((m) => m.role !== "balance");
    // Page furniture is skipped, unless it is a dated transaction row; a line that differs
    // from page to page only in digits is kept when it sits in the description column.
    if (line.furniture === "repeat" && !(flows.length > 0 && placed.date !== null)) return "ok";
    if (line.furniture === "pattern" && placed.description.length === 0 && flows.length === 0) return "ok";
    const balance = placed.money.find((m) => m.role === "balance");
    const descText = placed.description.map((c) => c.text).join(" ");
    const label = rowLabel(descText || line.text, placed.date !== null && flows.length > 0);
    const base = { line, placed, header: h, tableId, sectionSign: sign };

    if (label) {
      specials.push({
        label,
        text: line.text,
        line,
        order: entries.length,
        // "Neuer Kontostand 3.508,91+" in one cell: the balance ends the label.
        balance: balance?.amount ?? (flows.length === 0 ? labelledAmount(line) : null),
        amount: flows[0]?.amount ?? null,
        amountRole: flows[0]?.role ?? null,
        date: placed.date,
      });
      tableLines.add(line);
      entries.push({ ...base, kind: "boundary" });
      return "ok";
    }
    if (flows.length > 0 && placed.strayMoney === 0) {
      bodyFontSize = line.fontSize;
      tableLines.add(line);
      entries.push({ ...base, kind: "anchor" });
      return "ok";
    }
    if (!isTextOnly(placed)) {
      if (balance && flows.length === 0 && placed.strayMoney === 0) {
        tableLines.add(line);
        entries.push({ ...base, kind: "boundary" });
      }
      return "ok";
    }
    if (isHeaderLike(line)) return "end";
    if (CARD_HEADING.test(line.text)) {
      // "SUPPLEMENTARY CARD 4119-XXXX-XXXX-7720 TAN MEI LING": whose card the rows below are.
      tableLines.add(line);
      entries.push({ ...base, kind: "boundary" });
      return "ok";
    }
    if (isSectionTitle(line.text) && !continuesRow(line, h)) {
      sign = sectionSign(line.text);
      tableLines.add(line);
      entries.push({ ...base, kind: "boundary" });
      return "ok";
    }
    if (CONTINUED.test(line.text) || PAGE_NUMBER.test(line.text)) {
      entries.push({ ...base, kind: "boundary" });
      return "ok";
    }
    const fs = bodyFontSize || h.fontSize;
    const desc = firstTextColumn(h.columns);
    const money = h.columns.filter((c) => MONEY_ROLES.has(c.role)).sort((a, b) => a.x0 - b.x0);
    const firstMoney = money[0];
    const lastMoney = money[money.length - 1];
    // Where the line's text starts (a time under the date column is the row's, not text).
    const textX0 = line.cells.find((c) => !isTimeText(c.text))?.x0 ?? line.x0;
    const startsLeft = desc !== undefined && textX0 < desc.x0 - 1.5 * fs && placed.date === null;
    // A time on a line of its own, under its row's date, says nothing either.
    if (line.cells.every((c) => isTimeText(c.text))) return "ok";
    // A letter or two on a line of its own (a hidden marker, a stray glyph) says nothing.
    if (/^[^\p{L}\p{N}]*\p{L}{0,2}[^\p{L}\p{N}]*$/u.test(line.text)) return "ok";
    if (placed.stray.length > 0 || startsLeft) {
      // A heading or a paragraph starting left of the table's text column ends the table;
      // smaller print (a watermark, a note) is skipped.
      return line.fontSize >= 0.95 * fs && !CONTINUED.test(line.text) ? "end" : "ok";
    }
    // Text reaching over the money columns is a paragraph, unless the description column is the
    // last one (amounts first, then the description) and the text starts in it.
    const descriptionLast = desc !== undefined && lastMoney !== undefined && desc.x0 >= lastMoney.x1;
    const paragraph =
      lastMoney !== undefined &&
      firstMoney !== undefined &&
      line.x1 > Math.max(lastMoney.x0, firstMoney.x1) &&
      !(descriptionLast && line.x0 >= desc.x0 - fs);
    if (line.fontSize > 1.4 * fs) return "ok";
    if (paragraph || line.fontSize < 0.65 * fs) {
      entries.push({ ...base, kind: "boundary" });
      return "ok";
    }
    tableLines.add(line);
    entries.push({ ...base, kind: "text" });
    return "ok";
  }
  return { entries, specials, headers, accountTitles, tableLines };

  /**
   * True when a text-only line sits in the description column right under a transaction line,
   * closer than a row pitch: a continuation such as "INTEREST PAID", not a section heading.
   */
  function continuesRow(line: Line, h: TableHeader): boolean {
    const last = entries[entries.length - 1];
    const desc = firstTextColumn(h.columns);
    if (!last || last.kind === "boundary" || !desc || last.line.page !== line.page) return false;
    const fs = bodyFontSize || h.fontSize;
    return line.y - last.line.y < 1.3 * fs && line.x0 >= desc.x0 - 1;
  }
}
