import { directionOf } from "../layout/columns.js";
import { type Grid, measureGrid, type RowTokens, type Span } from "../layout/grid.js";
import {
  type Column,
  currencyOf,
  detectHeader,
  namesNonStatementColumn,
  type TableHeader,
} from "../layout/header.js";
import { type GridColumn, headerLinesAbove, labelColumns, roleOfLabel } from "../layout/header-lines.js";
import type { Line } from "../layout/lines.js";
import { median } from "../layout/median.js";
import type { ColumnRole } from "../layout/roles.js";
import { type Token, tokensOf } from "../layout/tokens.js";
import { TRANSACTION_DATE } from "../lexicon/column-labels.js";
import { pacer } from "../pdf/yield.js";
import { findCurrency } from "./currency.js";
import { detailLinesOver, detailsPrintedAbove, linesOver } from "./details-above.js";
import { isSectionTitle } from "./labels.js";
import { type MoneyReading, type MoneyRow, moneyRoles } from "./money-roles.js";
import { ownDateIsSecond } from "./own-date.js";

/** A line that reads as a transaction without any header: a date, then money. */
interface RowLine extends RowTokens {
  line: Line;
  index: number;
}

/** Rows of one table on one page, found by their shared date and money edges. */
interface Run {
  page: number;
  /** The page's place in reading order (a page printed in two columns reads as two: layout/page-columns.ts). */
  order: number;
  /** The page's lines. */
  lines: Line[];
  rows: RowLine[];
  /** Right edges of the money its rows print, and of whole money cells on the undated lines among them (a day's other rows). */
  edges: number[];
}

/** Where a table found from its rows starts: its header lines (or its first row) and its columns. */
export interface TableStart {
  header: TableHeader;
  /** Header lines the table starts with (0: it starts at its first row). */
  lineCount: number;
  /** The table (its runs chained over the pages) the start belongs to. */
  chain?: number;
  /** The first row of a later page's share of the table: its columns as measured on that page. */
  pageStart?: boolean;
}

function asRow(line: Line, index: number): RowLine | null {
  if (line.furniture === "repeat") return null;
  const tokens = tokensOf(line);
  const dates = tokens.filter((t) => t.kind === "date");
  const money = tokens.filter((t) => t.kind === "money");
  const first = dates[0];
  const last = money[money.length - 1];
  if (!first || !last || first.x0 >= last.x0) return null;
  return { line, index, dates, money, texts: tokens.filter((t) => t.kind === "text") };
}

const dateEdgesMeet = (a: Token, b: Token, fs: number) =>
  Math.abs(a.x0 - b.x0) <= fs || Math.abs(a.x1 - b.x1) <= fs;

/** True when some money of `row` shares a right edge (within `tol`) with money of `rows`. */
function moneyEdgeMeets(rows: RowLine[], row: RowLine, tol: number): boolean {
  return row.money.some((m) => rows.some((r) => r.money.some((n) => Math.abs(n.x1 - m.x1) <= tol)));
}

/**
 * True when a row belongs to a run: its date stands in the run's date column (left or right
 * edges within a font size), and its money shares a right edge with the run's (its rows', or
 * a day's undated rows' among them) or it follows the run's last row closely (a first value in
 * another money column).
 */
function sameTable(run: Run, row: RowLine, fs: number): boolean {
  const first = run.rows[0] as RowLine;
  if (!dateEdgesMeet(first.dates[0] as Token, row.dates[0] as Token, fs)) return false;
  const last = run.rows[run.rows.length - 1] as RowLine;
  return (
    row.line.y - last.line.y <= 6 * fs ||
    row.money.some((m) => run.edges.some((x) => Math.abs(x - m.x1) <= fs))
  );
}

/** Keeps a run's money edges few: right-aligned figures share theirs. */
function addEdge(run: Run, x: number): void {
  if (!run.edges.some((e) => Math.abs(e - x) < 0.5)) run.edges.push(x);
}

/** Groups each page's dated money lines into runs that share a date column and money edges. */
function findRuns(pages: Line[][]): Run[] {
  const runs: Run[] = [];
  for (const [order, lines] of pages.entries()) {
    const open: Run[] = [];
    // The run the last row went to: undated lines under it are its (a day's rows after its date).
    let latest: Run | null = null;
    lines.forEach((line, index) => {
      const row = asRow(line, index);
      if (!row) {
        if (latest && line.furniture !== "repeat")
          for (const t of tokensOf(line)) if (t.kind === "money" && !t.part) addEdge(latest, t.x1);
        return;
      }
      let run = [...open].reverse().find((r) => sameTable(r, row, line.fontSize));
      if (run) run.rows.push(row);
      else {
        run = { page: line.page, order, lines, rows: [row], edges: [] };
        open.push(run);
        runs.push(run);
      }
      for (const m of row.money) addEdge(run, m.x1);
      latest = run;
    });
  }
  return runs;
}

/**
 * Runs going on over the next page (the same date column, money printed among their rows with
 * right edges within a few font sizes): one table.
 */
function chainRuns(runs: Run[]): Run[][] {
  const chains: Run[][] = [];
  // A day's rows go on undated after its date: a run's money is read down to the end of its page.
  const edges = new Map(
    runs.map((run) => [
      run,
      moneyOfLines(run, true)
        .flat()
        .map((t) => t.x1),
    ]),
  );
  for (const run of runs) {
    const row = run.rows[0] as RowLine;
    const fs = row.line.fontSize;
    const mine = edges.get(run) ?? [];
    const chain = chains.find((c) => {
      const last = c[c.length - 1] as Run;
      const theirs = edges.get(last) ?? [];
      return (
        last.order === run.order - 1 &&
        dateEdgesMeet((last.rows[0] as RowLine).dates[0] as Token, row.dates[0] as Token, fs) &&
        mine.some((x) => theirs.some((y) => Math.abs(x - y) <= 3 * fs))
      );
    });
    if (chain) chain.push(run);
    else chains.push([run]);
  }
  return chains;
}

/** The lines of a run from its first row to its last (or to the end of its page). */
function spanOf(run: Run, toPageEnd = false): Line[] {
  const from = (run.rows[0] as RowLine).index;
  const to = toPageEnd ? run.lines.length - 1 : (run.rows[run.rows.length - 1] as RowLine).index;
  return run.lines.slice(from, to + 1);
}

/**
 * The money printed among a run's rows, line by line: on its dated rows, and whole money cells
 * of the lines between them (undated rows of a day, a balance alone), not amounts inside text.
 */
function moneyOfLines(run: Run, toPageEnd = false): Token[][] {
  const dated = new Set(run.rows.map((r) => r.line));
  return spanOf(run, toPageEnd)
    .map((line) => tokensOf(line).filter((t) => t.kind === "money" && (dated.has(line) || !t.part)))
    .filter((values) => values.length > 0);
}

function gridColumns(grid: Grid): GridColumn[] {
  const cols: GridColumn[] = [
    ...grid.dates.map((s) => ({ kind: "date" as const, x0: s.x0, x1: s.x1, label: "" })),
    ...(grid.month ? [{ kind: "month" as const, x0: grid.month.x0, x1: grid.month.x1, label: "" }] : []),
    ...grid.texts.map((s) => ({ kind: "text" as const, x0: s.x0, x1: s.x1, label: "" })),
    ...grid.money.map((s) => ({ kind: "money" as const, x0: s.x0, x1: s.x1, label: "" })),
  ];
  return cols.sort((a, b) => a.x0 - b.x0);
}

/** Header lines over a row and the columns they name; `top` is the row's first line (its details printed above it, or itself). */
interface Head {
  lines: Line[];
  columns: GridColumn[];
  top?: Line;
}

/**
 * The header lines over the line at `top`, when they name at least two of the columns. A
 * section heading ("Purchases and charges") is no label line: only lines under it are.
 */
function labelsOver(lines: Line[], top: number, columns: GridColumn[], fs: number): Head {
  const left = Math.min(...columns.map((c) => c.x0));
  const right = Math.max(...columns.map((c) => c.x1));
  const above = headerLinesAbove(lines, top, left, right, fs);
  let heading = -1;
  above.forEach((l, i) => {
    if (isSectionTitle(l.text)) heading = i;
  });
  above.splice(0, heading + 1);
  const labelled = columns.map((c) => ({ ...c }));
  labelColumns(above, labelled);
  const at = lines[top];
  if (labelled.filter((c) => c.label !== "").length < 2) return { lines: [], columns, top: at };
  return { lines: above, columns: labelled, top: at };
}

/** One page's share of a table: its rows, the columns measured from them, and their header lines. */
interface Part {
  run: Run;
  grid: Grid;
  columns: GridColumn[];
  money: GridColumn[];
  heads: Head[];
  /** The chain's money column each of this page's money columns is (-1: none). */
  moneyIndex: number[];
}

function partOf(run: Run, fs: number): Part | null {
  const grid = measureGrid(run.rows, moneyOfLines(run).flat(), fs);
  // Dates and money without text beside them are a grid of balances, not transactions.
  if (!grid || grid.texts.length === 0) return null;
  const columns = gridColumns(grid);
  const money = columns.filter((c) => c.kind === "money");
  // Details printed above their rows: a row starts at its first detail line, under the header.
  const main = grid.texts[grid.main];
  const above =
    main !== undefined &&
    detailsPrintedAbove(
      run.lines,
      run.rows.map((r) => r.index),
      fs,
    );
  const heads = run.rows.map((row) => {
    const top = row.index - (above ? detailLinesOver(run.lines, row.index, main.x0, fs) : 0);
    const head = labelsOver(run.lines, top, columns, fs);
    // Without a header, a balance printed over the first row in its money columns starts the table.
    const balances = head.lines.length ? 0 : balanceLinesOver(run.lines, top, money, fs);
    return balances ? { ...head, top: run.lines[top - balances] } : head;
  });
  return { run, grid, columns, money, heads, moneyIndex: [] };
}

/**
 * How many lines (two at most) right over the line at `top` print, without a date, text and
 * money in one of the money columns: a balance brought forward ("284,10  Solde au début").
 */
function balanceLinesOver(lines: Line[], top: number, money: GridColumn[], fs: number): number {
  return linesOver(lines, top, 2, 3 * fs, (l) => {
    const tokens = tokensOf(l);
    const inColumn = tokens.some((t) => t.kind === "money" && money.some((c) => Math.abs(c.x1 - t.x1) <= fs));
    return inColumn && !tokens.some((t) => t.kind === "date") && tokens.some((t) => t.kind === "text");
  });
}

/** True when `rows` print their dates and money where the rows of `table` do. */
function inColumnsOf(table: RowLine[], rows: RowLine[], fs: number): boolean {
  const first = table[0]?.dates[0];
  return (
    first !== undefined &&
    rows.every(
      (r) =>
        dateEdgesMeet(first, r.dates[0] as Token, fs) &&
        r.money.every((m) => moneyEdgeMeets(table, { ...r, money: [m] }, fs)),
    )
  );
}

/** A run split where a header of its own stands over one of its rows: another table below it. */
function splitAtHeaders(run: Run, fs: number): Run[] {
  const part = partOf(run, fs);
  const at = part ? part.heads.findIndex((h, k) => k > 0 && h.lines.length > 0) : -1;
  if (at < 0) return [run];
  return [
    { ...run, rows: run.rows.slice(0, at) },
    ...splitAtHeaders({ ...run, rows: run.rows.slice(at) }, fs),
  ];
}

/** The money column a value stands in, by overlap (the column's values share its right edge). */
function moneyColumnOf(t: Token, money: GridColumn[], fs: number): number {
  return money.findIndex((c) => t.x0 < c.x1 + 0.6 * fs && t.x1 > c.x0 - 0.6 * fs);
}

/**
 * The roles of a table's money columns over all its pages: the page with the most money
 * columns is the reference, a page with as many is matched to it column by column in order,
 * another page's columns each to the reference's nearest by their right edges (a page may
 * print its columns a few font sizes apart), and the arithmetic runs over every page's rows.
 */
function chainMoneyRoles(
  parts: Part[],
  fs: number,
  owed: boolean,
  home: string | null,
): Promise<MoneyReading> {
  const reference = parts.reduce((a, b) => (b.money.length > a.money.length ? b : a));
  for (const part of parts) {
    // As many columns as the reference: the same columns in the same order, wherever this page prints them.
    if (part.money.length === reference.money.length) {
      part.moneyIndex = part.money.map((_, k) => k);
      continue;
    }
    const taken = new Set<number>();
    part.moneyIndex = part.money.map((c) => {
      let best = -1;
      reference.money.forEach((r, k) => {
        const d = Math.abs(r.x1 - c.x1);
        if (
          !taken.has(k) &&
          d <= 6 * fs &&
          (best < 0 || d < Math.abs((reference.money[best] as GridColumn).x1 - c.x1))
        )
          best = k;
      });
      if (best >= 0) taken.add(best);
      return best;
    });
  }
  const rows: MoneyRow[] = parts.flatMap((part) =>
    moneyOfLines(part.run).map((values) => {
      const row: MoneyRow = reference.money.map(() => null);
      for (const t of values) {
        const k = part.moneyIndex[moneyColumnOf(t, part.money, fs)] ?? -1;
        if (k >= 0 && row[k] === null) row[k] = t.amount;
      }
      return row;
    }),
  );
  const labelledHead = parts.flatMap((p) => p.heads).find((h) => h.lines.length > 0);
  const named = reference.money.map((c) => {
    const labelled = labelledHead?.columns.find((l) => l.kind === "money" && Math.abs(l.x1 - c.x1) <= 3 * fs);
    return labelled ? roleOfLabel(labelled.label, "money") : null;
  });
  return moneyRoles(rows, named, { owed, home });
}

/** Rows measured (a page's share of a table, its header lines looked for over each row) between two pauses for other work. */
const ROWS_BETWEEN_PAUSES = 250;

/** marksDirection's answer per column: a table's columns are named again for every row that may start it. */
const directionMarks = new WeakMap<Span, boolean>();

/** A text column of marks saying which way each row's amount goes ("Af"/"Bij", "DR"/"CR") on most rows. */
function marksDirection(column: Span | undefined): boolean {
  if (column === undefined) return false;
  let marks = directionMarks.get(column);
  if (marks === undefined) {
    const count = column.tokens.filter((t) => directionOf(t.text) !== null).length;
    marks = count * 5 >= column.tokens.length * 4;
    directionMarks.set(column, marks);
  }
  return marks;
}

/**
 * A page's columns named: dates by position (the row's own date first, unless `ownSecond`), the
 * description by its text, marks by theirs, money by the chain's roles.
 */
function namedColumns(part: Part, labels: GridColumn[], roles: ColumnRole[], ownSecond: boolean): Column[] {
  const mainText = part.grid.texts[part.grid.main];
  let dates = 0;
  return part.columns.map((c, j): Column => {
    const label = labels[j]?.label ?? "";
    let role: ColumnRole;
    if (c.kind === "money") role = roles[part.moneyIndex[part.money.indexOf(c)] ?? -1] ?? "aside";
    else if (c.kind === "date") role = (dates++ === 0) !== ownSecond ? "date" : "valueDate";
    else if (c.kind === "month") role = "month";
    else if (mainText && c.x0 === mainText.x0) role = "description";
    else
      role =
        roleOfLabel(label, "text") ??
        (marksDirection(part.grid.texts.find((t) => t.x0 === c.x0)) ? "direction" : "other");
    return { role, x0: c.x0, x1: c.x1, label };
  });
}

/**
 * Finds the tables whose header the words do not recognise, from their rows: lines that carry a
 * date and money, three or more sharing a date column (fewer under a header line naming three
 * of their columns), going on over the pages. Their columns are measured from the rows, named
 * by the header lines' words where known, and the money columns' roles found by arithmetic.
 * Keyed by the line a table may start at: a run's first header line or first row, and any
 * later row (with the header lines over it, when the table is printed again under a header of
 * its own). On a `card` statement a balance column is what is owed; money in another currency than
 * the statement's (`home`, found from the pages' words unless given) is beside the row's own.
 */
export async function findTables(
  pages: Line[][],
  card = false,
  home = findCurrency(pages.flat(), []),
): Promise<Map<Line, TableStart>> {
  const starts = new Map<Line, TableStart>();
  const pace = pacer(ROWS_BETWEEN_PAUSES);
  const runs: Run[] = [];
  for (const run of findRuns(pages)) {
    runs.push(...splitAtHeaders(run, median(run.rows.map((r) => r.line.fontSize))));
    await pace(run.rows.length);
  }
  const found: RowLine[][] = [];
  for (const [chainId, chain] of chainRuns(runs).entries()) {
    const rows = chain.flatMap((run) => run.rows);
    const fs = median(rows.map((r) => r.line.fontSize));
    const parts: Part[] = [];
    for (const run of chain) {
      const part = partOf(run, fs);
      if (part) parts.push(part);
      await pace(run.rows.length);
    }
    const first = parts[0]?.heads[0];
    if (!first) continue;
    // A header naming an invoice's columns ("Qty", "Unit price") says the rows are no transactions.
    if (first.lines.some((l) => l.cells.some(namesNonStatementColumn))) continue;
    const labelled = first.columns.filter((c) => c.label !== "").length;
    // Fewer rows make a table when they stand in the columns of one found before (a section of it).
    if (rows.length < 3 && labelled < 3 && !found.some((t) => inColumnsOf(t, rows, fs))) continue;
    found.push(rows);
    const { roles, guessed } = await chainMoneyRoles(parts, fs, card, home);
    const ownSecond = ownDateSecond(parts, home);
    const start = (part: Part, lineAt: Map<Line, number>, head: Head, row: Line, pageStart = false): void => {
      // A header the words recognise starts the table itself (scan-tables.ts).
      const lines = part.run.lines;
      const at = lineAt.get(head.lines[0] ?? row) ?? -1;
      if (head.lines.some((_, j) => detectHeader(lines[at + j] as Line, lines[at + j + 1]))) return;
      const last = head.lines[head.lines.length - 1];
      starts.set(head.lines[0] ?? head.top ?? row, {
        header: {
          page: part.run.page,
          y: last ? last.y : row.y - fs,
          lineCount: head.lines.length,
          fontSize: last ? last.fontSize : fs,
          columns: namedColumns(part, head.columns, roles, ownSecond),
          currency: currencyOf(head.lines.flatMap((l) => l.cells)),
          ...(guessed ? { flowsGuessed: true } : {}),
        },
        lineCount: head.lines.length,
        chain: chainId,
        ...(pageStart ? { pageStart } : {}),
      });
    };
    const printedHeader = parts.flatMap((p) => p.heads).find((h) => h.lines.length > 0);
    for (const part of parts) {
      const lineAt = new Map(part.run.lines.map((l, i) => [l, i]));
      for (const [k, row] of part.run.rows.entries()) {
        start(part, lineAt, part.heads[k] as Head, row.line, k === 0 && part !== parts[0]);
      }
      await pace(part.run.rows.length);
      // The table's header printed again at the top of a page, over rows that go on undated.
      const again = printedHeader && repeatedHeader(part, printedHeader.lines);
      if (again && !starts.has(again[0] as Line)) {
        const columns = part.columns.map((c) => ({ ...c }));
        labelColumns(again, columns);
        start(part, lineAt, { lines: again, columns }, part.run.rows[0]?.line as Line);
      }
    }
  }
  return starts;
}

/**
 * True when a chain's second date column is its rows' own date: a header line's word says so
 * (layout/header.ts's validColumns reads a recognised header the same way), or, no word naming
 * either, the dates do: a card's posting date printed first, after its purchase's (own-date.ts).
 */
function ownDateSecond(parts: Part[], currency: string | null): boolean {
  const pairs: [string, string][] = [];
  let named: boolean | null = null;
  for (const part of parts) {
    if (part.grid.dates.length !== 2) return false;
    const [first, second] = part.grid.dates as [Span, Span];
    for (const head of part.heads) {
      const labels = head.columns.filter((c) => c.kind === "date").map((c) => c.label);
      if (labels.length === 2 && named === null && labels.some((l) => TRANSACTION_DATE.test(l)))
        named = TRANSACTION_DATE.test(labels[1] as string) && !TRANSACTION_DATE.test(labels[0] as string);
    }
    for (const row of part.run.rows) {
      const [a, b] = row.dates;
      if (a && b && second.tokens.includes(b) && first.tokens.includes(a)) pairs.push([a.text, b.text]);
    }
  }
  return named ?? ownDateIsSecond(pairs, currency);
}

/** Lines above a page's first row that repeat a table's header lines word for word. */
function repeatedHeader(part: Part, header: Line[]): Line[] | null {
  const texts = header.map((l) => l.text);
  const lines = part.run.lines;
  const first = (part.run.rows[0] as RowLine).index;
  for (let i = 0; i < first; i++) {
    const l = lines[i] as Line;
    if (l === header[0] || l.text !== texts[0]) continue;
    const out = [l];
    while (out.length < texts.length && lines[i + out.length]?.text === texts[out.length]) {
      out.push(lines[i + out.length] as Line);
    }
    return out.length === texts.length ? out : null;
  }
  return null;
}
