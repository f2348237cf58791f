import type { Line } from "../layout/lines.js";
import { signedCents } from "../parse/amounts.js";
import { sectionSign } from "./labels.js";
import { findSummaryFigures } from "./metadata.js";
import type { TableRow } from "./rows.js";
import type { SpecialRow } from "./scan-tables.js";
import { withoutTotals } from "./totals.js";

/**
 * Where a section may start, met while scanning the tables (scan-tables.ts): a section heading,
 * or a line that ended a table under its rows (a heading the words do not know, a cardholder's
 * name).
 */
export interface SectionBreak {
  /** Position in the document's entry order of the first line after it. */
  order: number;
  /** The sign a heading gives the rows under it (null: none, or not a heading). */
  sign: 1 | -1 | null;
  /** "ATM & debit card withdrawals (continued)": the section before it goes on. */
  continued: boolean;
}

/** The rows of one section, from one break (a heading, a balance or total line) to the next. */
interface Section {
  rows: TableRow[];
  /** Signs its heading, or a heading saying it goes on, gave some of its rows. */
  signs: Set<1 | -1>;
  /** The balance or total line that ends it, if that is what ended it. */
  end: SpecialRow | null;
}

type Figures = ReturnType<typeof findSummaryFigures>;

/**
 * Rows of a statement printed in sections ("Deposits and additions", "Checks paid", each with
 * its own total line) whose heading did not sign them, because it was not read (a scan's
 * heading lost beside a rule) or because a table opened again under it without one (after a
 * row the columns could not place): a section is what lies between two breaks (a heading that
 * does not say it goes on, a line ending a table, a balance or total line). The unsigned rows of
 * a section where others were signed take their sign. A section none of whose rows is signed
 * takes a sign only by its arithmetic: when its unmarked amounts add up to its total line, from a
 * figure outside the tables equal to that total and printed signed (a summary box's
 * "-$2,845.67"), else from the total line's own words ("Total ATM & debit card withdrawals");
 * with no total line, from a signed figure outside the tables that they add up to. Statements no
 * heading signs are left as they are, and only unmarked amounts in a single amount column are
 * signed: no digit or printed mark is changed.
 */
export function signSections(
  rows: TableRow[],
  specials: SpecialRow[],
  breaks: SectionBreak[],
  outside: Line[],
): TableRow[] {
  if (!rows.some((r) => r.sectionSign !== null)) return rows;
  const signs = new Map<TableRow, 1 | -1>();
  let figures: Figures | null = null;
  // Rows that are a block's total (totals.ts) are no section's rows.
  for (const section of sectionsOf(withoutTotals(rows), specials, breaks)) {
    for (const r of section.rows) if (r.sectionSign !== null) section.signs.add(r.sectionSign);
    const unsigned = section.rows.filter((r) => r.sectionSign === null && unmarkedAmount(r) !== null);
    if (unsigned.length === 0 || section.signs.size > 1) continue;
    let sign = section.signs.size === 1 ? ([...section.signs][0] as 1 | -1) : null;
    if (sign === null) {
      figures ??= findSummaryFigures(outside);
      sign = signByArithmetic(section, figures);
    }
    if (sign !== null) for (const r of unsigned) signs.set(r, sign);
  }
  if (signs.size === 0) return rows;
  return rows.map((r) => {
    const sign = signs.get(r);
    return sign === undefined ? r : { ...r, sectionSign: sign };
  });
}

/** Splits the rows at the breaks and at balance or total lines. */
function sectionsOf(rows: TableRow[], specials: SpecialRow[], breaks: SectionBreak[]): Section[] {
  type Event =
    | { at: number; row: TableRow }
    | { at: number; mark: SectionBreak }
    | { at: number; special: SpecialRow };
  const events: Event[] = [
    ...rows.map((row) => ({ at: row.order, row })),
    // A break takes effect from the line after it: it sorts before a row at that place.
    ...breaks.map((mark) => ({ at: mark.order - 0.5, mark })),
    ...specials.map((special) => ({ at: special.order, special })),
  ].sort((a, b) => a.at - b.at);
  const sections: Section[] = [];
  let open: Section = { rows: [], signs: new Set(), end: null };
  const close = (end: SpecialRow | null) => {
    if (open.rows.length > 0) sections.push({ ...open, end });
    open = { rows: [], signs: new Set(), end: null };
  };
  for (const e of events) {
    if ("row" in e) open.rows.push(e.row);
    else if ("special" in e) close(e.special);
    else if (e.mark.continued && e.mark.sign !== null) open.signs.add(e.mark.sign);
    else close(null);
  }
  close(null);
  return sections;
}

/** The row's amount when it prints one, unmarked, in a single amount column; else null. */
function unmarkedAmount(row: TableRow): number | null {
  const amounts = row.money.filter((m) => m.role === "amount");
  const only = amounts[0];
  return amounts.length === 1 && only && only.amount.marker === null ? only.amount.cents : null;
}

/** The sign of a section no heading signed, from its total line and the figures outside the tables. */
function signByArithmetic(section: Section, figures: Figures): 1 | -1 | null {
  let total = 0;
  for (const r of section.rows) {
    const cents = unmarkedAmount(r);
    if (cents === null) return null;
    total += cents;
  }
  if (total === 0) return null;
  const end = section.end?.label === "total" ? section.end : null;
  const printed = end ? (end.amount ?? end.balance) : null;
  if (end && printed?.cents !== total) return null;
  const marked = new Set(
    figures
      .filter((f) => f.amount.cents === total && f.amount.marker !== null)
      .map((f) => Math.sign(signedCents(f.amount)) as 1 | -1),
  );
  if (marked.size === 1) return [...marked][0] as 1 | -1;
  return end ? sectionSign(end.text) : null;
}
