import { isTimeText, type PlacedLine, placeLine } from "../layout/columns.js";
import { firstTextColumn, isHeaderLike, type TableHeader } from "../layout/header.js";
import type { Cell, Line } from "../layout/lines.js";
import { type ColumnRole, MONEY_ROLES } from "../layout/roles.js";
import { SUMMARY_TOTAL } from "../lexicon/balance-labels.js";
import { CONTINUED, PAGE_NUMBER } from "../lexicon/table-words.js";
import type { ParsedAmount } from "../parse/amounts.js";
import { dateShapedLike } from "../parse/dates.js";
import { type BalanceLabel, balanceLabel, isSectionTitle, sectionSign } from "./labels.js";
import { amountInside, amountRightOf } from "./metadata.js";

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

/**
 * What a line under a table's header is: a transaction's anchor (money in a money column),
 * text (a possible continuation), a boundary inside the table (a balance or total row, a
 * section heading that signs the rows below it, a cardholder's heading, a page number, a
 * paragraph); "skip" for lines that say nothing, "end" for a line that closes the table.
 */
export type LineKind =
  | { kind: "anchor" | "text"; placed: PlacedLine }
  | {
      kind: "boundary";
      placed: PlacedLine;
      /** Inside the table (not a line metadata is read from). */
      inTable: boolean;
      special?: Omit<SpecialRow, "order">;
      /** A section heading: the sign it gives the rows under it. */
      sign?: 1 | -1 | null;
    }
  | { kind: "skip" }
  | { kind: "end" };

/** What classifying a line needs to know of the table so far. */
export interface LineContext {
  header: TableHeader;
  /** Font size of the table's last transaction line (0 before the first). */
  bodyFontSize: number;
  /** The table's last classified line, if any (with its cells as placed). */
  previous: { kind: "anchor" | "text" | "boundary"; line: Line; placed?: PlacedLine | null } | undefined;
  /** The date of the last row before this line, as printed: how the rows print their dates. */
  lastDate?: string | null;
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

/**
 * True when a text-only line sits in the description column right under a transaction line,
 * closer than a row pitch: a continuation such as "INTEREST PAID", not a section heading.
 */
function continuesRow(line: Line, ctx: LineContext): boolean {
  const last = ctx.previous;
  const desc = firstTextColumn(ctx.header.columns);
  if (!last || last.kind === "boundary" || !desc || last.line.page !== line.page) return false;
  const fs = ctx.bodyFontSize || ctx.header.fontSize;
  return line.y - last.line.y < 1.3 * fs && line.x0 >= desc.x0 - 1;
}

/** A balance or total row ("Opening balance", "Total deposits"), with the values it prints. */
function specialRow(line: Line, placed: PlacedLine): Omit<SpecialRow, "order"> | null {
  const flows = placed.money.filter((m) => m.role !== "balance");
  const balance = placed.money.find((m) => m.role === "balance");
  const descText = placed.description.map((c) => c.text).join(" ");
  const label = rowLabel(descText || line.text, placed.date !== null && flows.length > 0);
  if (!label) return null;
  return {
    label,
    text: line.text,
    line,
    // "Neuer Kontostand 3.508,91+" in one cell: the balance ends the label.
    balance: balance?.amount ?? (flows.length === 0 ? labelledAmount(line) : null),
    amount: flows[0]?.amount ?? null,
    amountRole: flows[0]?.role ?? null,
    date: placed.date,
  };
}

/**
 * The table's header with its description starting where the row above (on the same page)
 * starts its description, when that is further left but right of the dates: a page of the
 * table laid out with narrower columns, whose continuation lines start there too. Null when
 * the header's own column holds.
 */
function rowDescriptionHeader(line: Line, ctx: LineContext): TableHeader | null {
  const prev = ctx.previous;
  const desc = firstTextColumn(ctx.header.columns);
  if (!prev || prev.kind === "boundary" || prev.line.page !== line.page || !desc) return null;
  const x = prev.placed?.description[0]?.x0;
  const date = ctx.header.columns.find((c) => c.role === "date");
  if (x === undefined || x >= desc.x0 || x <= (date?.x1 ?? Number.NEGATIVE_INFINITY)) return null;
  return { ...ctx.header, columns: ctx.header.columns.map((c) => (c === desc ? { ...c, x0: x } : c)) };
}

/** A text-only line: a continuation, or a heading, paragraph or note that the table's columns tell apart. */
function textLineKind(line: Line, placed: PlacedLine, ctx: LineContext): LineKind {
  const h = ctx.header;
  if (isHeaderLike(line)) return { kind: "end" };
  if (CARD_HEADING.test(line.text)) {
    // "SUPPLEMENTARY CARD 4119-XXXX-XXXX-7720 TAN MEI LING": whose card the rows below are.
    return { kind: "boundary", placed, inTable: true };
  }
  if (isSectionTitle(line.text) && !continuesRow(line, ctx)) {
    return { kind: "boundary", placed, inTable: true, sign: sectionSign(line.text) };
  }
  if (CONTINUED.test(line.text) || PAGE_NUMBER.test(line.text))
    return { kind: "boundary", placed, inTable: false };
  const fs = ctx.bodyFontSize || h.fontSize;
  const desc = firstTextColumn(h.columns);
  const money = h.columns.filter((c) => MONEY_ROLES.has(c.role)).sort((a, b) => a.x0 - b.x0);
  const firstMoney = money[0];
  const lastMoney = money[money.length - 1];
  // Where the line's text starts (a time under the date column is the row's, not text).
  const textX0 = line.cells.find((c) => !isTimeText(c.text))?.x0 ?? line.x0;
  const startsLeft = desc !== undefined && textX0 < desc.x0 - 1.5 * fs && placed.date === null;
  // A time on a line of its own, under its row's date, says nothing either.
  if (line.cells.every((c) => isTimeText(c.text))) return { kind: "skip" };
  // A letter or two on a line of its own (a hidden marker, a stray glyph) says nothing.
  if (/^[^\p{L}\p{N}]*\p{L}{0,2}[^\p{L}\p{N}]*$/u.test(line.text)) return { kind: "skip" };
  if (placed.stray.length > 0 || startsLeft) {
    // A heading or a paragraph starting left of the table's text column ends the table;
    // smaller print (a watermark, a note) is skipped.
    return line.fontSize >= 0.95 * fs && !CONTINUED.test(line.text) ? { kind: "end" } : { kind: "skip" };
  }
  // Text reaching over the money columns is a paragraph, unless the description column is the
  // last one (amounts first, then the description) and the text starts in it. It is the last
  // when it starts and ends right of where the last money column does: where the amounts run
  // into the descriptions with no gap ("3 580,52 CR COTISATION"), the parts' edges are estimated
  // and the two columns may overlap a little.
  const descriptionLast =
    desc !== undefined && lastMoney !== undefined && desc.x0 > lastMoney.x0 && desc.x1 > lastMoney.x1;
  const paragraph =
    lastMoney !== undefined &&
    firstMoney !== undefined &&
    line.x1 > Math.max(lastMoney.x0, firstMoney.x1) &&
    !(descriptionLast && line.x0 >= desc.x0 - fs);
  if (line.fontSize > 1.4 * fs) return { kind: "skip" };
  if (paragraph || line.fontSize < 0.65 * fs) return { kind: "boundary", placed, inTable: false };
  return { kind: "text", placed };
}

/** Classifies one line under a table's header (see LineKind). */
export function classifyLine(line: Line, ctx: LineContext): LineKind {
  const placed = placeLine(line, ctx.header);
  const flows = placed.money.filter((m) => m.role !== "balance");
  // Page furniture is skipped, unless it is a dated transaction row; a line that differs
  // from page to page only in digits is kept when it prints money, or continues the row above it
  // in the description column (a footer under a description column that runs to the page's
  // edge, "Foglio 1 di 3", is no row's).
  if (line.furniture === "repeat" && !(flows.length > 0 && placed.date !== null)) return { kind: "skip" };
  if (
    line.furniture === "pattern" &&
    flows.length === 0 &&
    !(placed.description.length > 0 && continuesRow(line, ctx))
  )
    return { kind: "skip" };
  const special = specialRow(line, placed);
  if (special) return { kind: "boundary", placed, inTable: true, special };
  if (flows.length > 0 && placed.strayMoney === 0) {
    const misread = placed.date === null ? placed.stray.filter((c) => underDate(c, ctx.header)) : [];
    if (misread.length === 0) return { kind: "anchor", placed };
    // A date as the rows print theirs but for a separator a scan misread or lost ("12119" under
    // "12/18") is the row's date; anything else where the rows print their dates ("15,25 % p.a.",
    // an account number in a summary box under the table) puts the line off the grid, no row.
    const cell = misread[0] as Cell;
    const date = misread.length === 1 && ctx.lastDate ? dateShapedLike(cell.text, ctx.lastDate) : null;
    if (date === null) return { kind: "boundary", placed, inTable: true };
    return { kind: "anchor", placed: { ...placed, date, stray: placed.stray.filter((c) => c !== cell) } };
  }
  if (placed.money.length > 0 || placed.strayMoney > 0) {
    // A balance alone is the table's; money outside the columns (a summary) is not.
    const balanceOnly = flows.length === 0 && placed.strayMoney === 0;
    return balanceOnly ? { kind: "boundary", placed, inTable: true } : { kind: "skip" };
  }
  const wide = rowDescriptionHeader(line, ctx);
  if (wide) return textLineKind(line, placeLine(line, wide), { ...ctx, header: wide });
  return textLineKind(line, placed, ctx);
}

/** True when a cell starts under the table's date column. */
function underDate(cell: Cell, header: TableHeader): boolean {
  const date = header.columns.find((c) => c.role === "date");
  return date !== undefined && cell.x0 < date.x1 && cell.x1 > date.x0;
}
