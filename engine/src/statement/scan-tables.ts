import type { PlacedLine } from "../layout/columns.js";
import { dateColumnFromRows } from "../layout/date-column.js";
import { descriptionColumnFromRows } from "../layout/description-column.js";
import { detectHeader, isHeaderLike, type TableHeader } from "../layout/header.js";
import type { Line } from "../layout/lines.js";
import { alignMoneyColumns } from "../layout/money-columns.js";
import { MONEY_ROLES } from "../layout/roles.js";
import { CONTINUED } from "../lexicon/table-words.js";
import { pacer } from "../pdf/yield.js";
import { isCardStatement } from "./account-type.js";
import { findCurrency } from "./currency.js";
import { findTables, type TableStart } from "./find-tables.js";
import { balanceLabel, sectionSign } from "./labels.js";
import { classifyLine, type LineKind, type SpecialRow } from "./line-kind.js";
import type { SectionBreak } from "./sections.js";
import { GroupedRows, splitByGroups } from "./side-by-side.js";
import { findAccountTitle, findTitle, isHeaderTranslation, isStrongRow } from "./table-context.js";
import { moneyColumnsFromRows } from "./unnamed-money.js";

export type { SpecialRow } from "./line-kind.js";

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

export interface ScanResult {
  entries: TableEntry[];
  specials: SpecialRow[];
  /** One per table, by table id. */
  headers: TableHeader[];
  /** The line naming each table's account above its header ("HKD Savings Account — 817-890692-001"), by table id. */
  accountTitles: (string | null)[];
  /** Where sections start (headings over and inside the tables, lines ending a table), in document order (sections.ts). */
  breaks: SectionBreak[];
  /** Lines inside tables (rows, headers, section titles): metadata is read from the others. */
  tableLines: Set<Line>;
  /** A card statement (account-type.ts's isCardStatement over every line), asked once. */
  card: boolean;
}

/**
 * The walk over a document's lines: where a table starts (a header whose words are recognised,
 * or a table found from its rows), then each line under it classified (line-kind.ts) until a
 * line ends the table.
 */
class TableScan implements Omit<ScanResult, "card"> {
  entries: TableEntry[] = [];
  specials: SpecialRow[] = [];
  breaks: SectionBreak[] = [];
  headers: TableHeader[] = [];
  accountTitles: (string | null)[] = [];
  tableLines = new Set<Line>();
  private header: TableHeader | null = null;
  private tableId = -1;
  private sign: 1 | -1 | null = null;
  private bodyFontSize = 0;
  /** The last row's date as printed (line-kind.ts reads a misread date cell by it). */
  private lastDate: string | null = null;
  /** A table ended by a heading at the top of a page (before any of its rows there) may go on under it. */
  private suspended: { header: TableHeader; sign: 1 | -1 | null } | null = null;
  private grouped = new GroupedRows();
  /** Headers of tables found from their rows (they give way to a header the words recognise). */
  private fromRows = new Set<TableHeader>();
  /** The table (find-tables.ts's chain of runs) each header found from rows belongs to. */
  private chains = new Map<TableHeader, number>();

  constructor(
    private readonly foundByRows: Map<Line, TableStart>,
    /** How the rows' arithmetic reads money columns a header leaves unnamed (unnamed-money.ts). */
    private readonly money: { owed: boolean; home: string | null },
  ) {}

  async page(lines: Line[], pace: (work: number) => Promise<void>): Promise<void> {
    let sawContent = false;
    let anchorsOnPage = 0;
    this.suspended = null;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as Line;
      await pace(line.cells.length);
      if (!this.header?.groups) this.flushGroups();
      const start = await this.startAt(lines, i);
      if (start) {
        this.flushGroups();
        this.open(lines, i, start.header, sawContent);
        sawContent = true;
        if (start.lineCount > 0) {
          i += start.lineCount - 1;
          // A bilingual header's other language, on the line under it ("日期 進支詳情 存入 提取 結餘").
          const translation = lines[i + 1];
          if (translation && isHeaderTranslation(translation, start.header)) {
            this.tableLines.add(translation);
            i++;
          }
          continue;
        }
      }
      if (!line.furniture) sawContent = true;
      this.followPageColumns(line);
      if (!this.header && this.suspended && isStrongRow(line, this.suspended.header)) {
        this.header = this.suspended.header;
        this.sign = this.suspended.sign;
        this.suspended = null;
      }
      const header: TableHeader | null = this.header;
      if (!header) continue;
      if (header.groups) {
        this.groupedLine(line, header);
        continue;
      }
      const before = this.entries.length;
      if (this.handle(line, header) === "end") {
        this.suspended = anchorsOnPage === 0 ? { header, sign: this.sign } : null;
        // A line ending a table under its rows on this page starts something else (a heading, a
        // cardholder's rows), unless it starts with a figure: a row the columns could not place.
        if (anchorsOnPage > 0 && !/^\d/.test(line.text)) this.sectionBreak(null, false);
        this.close();
      }
      if (this.entries.length > before && this.entries[this.entries.length - 1]?.kind === "anchor")
        anchorsOnPage++;
    }
    this.flushGroups();
  }

  /**
   * A table starting at line i: a header the words recognise (its money columns widened to the
   * numbers under them), else a table found from its rows, where no table is open or where
   * this one prints a header of its own (over its dates and money, when the open table's
   * header is one the words recognise). A column the words leave unnamed is named by the rows
   * under it: their dates, or their money's arithmetic.
   */
  private async startAt(lines: Line[], i: number): Promise<TableStart | null> {
    const line = lines[i] as Line;
    const detected = detectHeader(line, lines[i + 1]);
    if (detected) {
      const below = lines.slice(i + detected.lineCount);
      const named = await moneyColumnsFromRows(detected, below, { ...this.money, earlier: this.headers });
      const header = descriptionColumnFromRows(
        dateColumnFromRows(alignMoneyColumns(named, below), below),
        below,
      );
      return { header, lineCount: header.lineCount };
    }
    const found = this.foundByRows.get(line);
    if (!found || (this.header && found.lineCount === 0)) return null;
    // A table under a recognised header goes on unless this one prints labels over its dates and money.
    if (this.header && !this.fromRows.has(this.header) && !labelsDatesAndMoney(found.header)) return null;
    this.fromRows.add(found.header);
    if (found.chain !== undefined) this.chains.set(found.header, found.chain);
    return found;
  }

  /**
   * A table found from its rows going on at the first row of a page laid out otherwise (its
   * description or a money column a font size or more from where the open header has them):
   * the table goes on under that page's own columns.
   */
  private followPageColumns(line: Line): void {
    const found = this.foundByRows.get(line);
    const open = this.header;
    if (!found?.pageStart || !open || found.chain === undefined || this.chains.get(open) !== found.chain)
      return;
    if (!laidOutOtherwise(open, found.header)) return;
    this.chains.set(found.header, found.chain);
    this.fromRows.add(found.header);
    this.header = found.header;
  }

  /** Opens a table under `h`, whose header starts at line `index`: its title, sign and account. */
  private open(lines: Line[], index: number, h: TableHeader, sawContent: boolean): void {
    const title = findTitle(lines, index, h);
    const sameColumns =
      this.header !== null &&
      this.header.columns.map((c) => c.role).join() === h.columns.map((c) => c.role).join();
    if (title) {
      this.sign = sectionSign(title.text);
      this.heading(title, this.sign);
      this.tableLines.add(title);
      const last = this.entries[this.entries.length - 1];
      if (last && last.line === title) last.kind = "boundary";
    } else if (!(sameColumns && !sawContent)) this.sign = null;
    this.header = h;
    this.tableId++;
    this.headers.push(h);
    this.accountTitles.push(findAccountTitle(lines, index, h));
    for (let k = 0; k < h.lineCount; k++) {
      const l = lines[index + k];
      if (l) this.tableLines.add(l);
    }
  }

  private close(): void {
    this.header = null;
    this.sign = null;
  }

  /** Side-by-side copies of a table: each group's share of the line is a row of its own. */
  private groupedLine(line: Line, header: TableHeader): void {
    if (isHeaderLike(line) || line.furniture === "repeat") {
      if (!line.furniture) this.header = null;
      return;
    }
    this.tableLines.add(line);
    if (balanceLabel(line.text)) {
      // "Total Checks Paid ... $4,762.99" runs across the groups: one label row, not a row per group.
      this.handle(line, { ...header, groups: undefined });
      return;
    }
    let ended = 0;
    const parts = splitByGroups(line, header);
    for (const [g, part] of parts.entries()) {
      const before = this.entries.length;
      if (this.handle(part.line, part.header) === "end") ended++;
      this.grouped.add(g, this.entries.splice(before));
    }
    if (parts.length > 0 && ended === parts.length) this.close();
  }

  private flushGroups(): void {
    this.entries.push(...this.grouped.flush());
  }

  /** Classifies one line under `h` and keeps what it is; "end" when it closes the table. */
  private handle(line: Line, h: TableHeader): "end" | "ok" {
    const kind = classifyLine(line, {
      header: h,
      bodyFontSize: this.bodyFontSize,
      previous: this.entries[this.entries.length - 1],
      lastDate: this.lastDate,
    });
    if (kind.kind === "end") return "end";
    if (kind.kind === "skip") return "ok";
    return this.keep(line, h, kind);
  }

  private keep(
    line: Line,
    h: TableHeader,
    kind: Exclude<LineKind, { kind: "skip" } | { kind: "end" }>,
  ): "ok" {
    if (kind.kind === "anchor") {
      this.bodyFontSize = line.fontSize;
      this.lastDate = kind.placed.date ?? this.lastDate;
    }
    if (kind.kind !== "boundary" || kind.inTable) this.tableLines.add(line);
    this.entries.push({
      kind: kind.kind,
      line,
      placed: kind.placed,
      header: h,
      tableId: this.tableId,
      sectionSign: this.sign,
    });
    if (kind.kind === "boundary") {
      if (kind.special) this.specials.push({ ...kind.special, order: this.entries.length - 1 });
      // A section heading signs the rows after it.
      if (kind.sign !== undefined) {
        this.sign = kind.sign;
        this.heading(line, kind.sign);
      }
    }
    return "ok";
  }

  /** Notes a section heading taking effect from the next line on. */
  private heading(line: Line, sign: 1 | -1 | null): void {
    this.sectionBreak(sign, CONTINUED.test(line.text));
  }

  private sectionBreak(sign: 1 | -1 | null, continued: boolean): void {
    this.breaks.push({ order: this.entries.length, sign, continued });
  }
}

/** Cells of the lines classified between two pauses for other work (tens of milliseconds at the engine's bounds). */
const CELLS_BETWEEN_PAUSES = 2_000;

/** True when `b` places the description or a money column a font size or more from where `a` has them. */
function laidOutOtherwise(a: TableHeader, b: TableHeader): boolean {
  const fs = a.fontSize;
  const desc = (h: TableHeader) => h.columns.find((c) => c.role === "description")?.x0;
  const da = desc(a);
  const db = desc(b);
  if (da !== undefined && db !== undefined && Math.abs(da - db) >= fs) return true;
  const money = (h: TableHeader) => h.columns.filter((c) => MONEY_ROLES.has(c.role)).map((c) => c.x1);
  const ma = money(a);
  return money(b).some((x) => !ma.some((y) => Math.abs(x - y) < fs));
}

/** True when a header found from its rows prints labels over its date column and a money column. */
function labelsDatesAndMoney(header: TableHeader): boolean {
  const labelled = header.columns.filter((c) => c.label !== "");
  return labelled.some((c) => c.role === "date") && labelled.some((c) => MONEY_ROLES.has(c.role));
}

/**
 * Walks every page top to bottom, finds the tables (by a header the words recognise, or by
 * their rows: find-tables.ts) and classifies the lines under them (line-kind.ts): transaction
 * anchors, text (possible continuation lines) and boundaries (balance and total rows,
 * headings, paragraphs). A table ends at a line that closes it (a heading or paragraph left of
 * its text column, another table's header); a new header starts a new table.
 */
export async function scanTables(pages: Line[][]): Promise<ScanResult> {
  const all = pages.flat();
  const card = isCardStatement(all);
  // The statement's own currency, which both find-tables.ts and unnamed-money.ts read money by.
  const home = findCurrency(all, []);
  const scan = new TableScan(await findTables(pages, card, home), { owed: card, home });
  const pace = pacer(CELLS_BETWEEN_PAUSES);
  for (const lines of pages) await scan.page(lines, pace);
  return {
    entries: scan.entries,
    specials: scan.specials,
    breaks: scan.breaks,
    headers: scan.headers,
    accountTitles: scan.accountTitles,
    tableLines: scan.tableLines,
    card,
  };
}
