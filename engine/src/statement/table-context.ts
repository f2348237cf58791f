import { placeLine } from "../layout/columns.js";
import type { TableHeader } from "../layout/header.js";
import type { Line } from "../layout/lines.js";
import { ACCOUNT_TITLE, NOT_ACCOUNT_TITLE } from "../lexicon/table-words.js";
import { findDates } from "../parse/dates.js";
import { isSectionTitle } from "./labels.js";

/** The lines around a table's header: its title, its account's title, a translation of its labels. */

/** A section heading right over a header (within two lines): the table's title, which may sign its rows. */
export function findTitle(lines: Line[], index: number, header: TableHeader): Line | null {
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
export function isHeaderTranslation(line: Line, header: TableHeader): boolean {
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
export function findAccountTitle(lines: Line[], index: number, header: TableHeader): string | null {
  const top = lines[index];
  if (!top) return null;
  for (let j = index - 1, seen = 0; j >= 0 && seen < 3; j--) {
    const l = lines[j] as Line;
    if (top.y - l.y > 6 * Math.max(header.fontSize, l.fontSize) || l.page !== top.page) return null;
    if (l.furniture) continue;
    seen++;
    const text = l.text.trim();
    if (l.cells.length > 2 || text.split(/\s+/).length > 12) continue;
    // A line with dates is the statement's period, not an account's name; one with an amount
    // is a row or a total ("Total tarjeta 7658 404.70D").
    if (findDates(text).length > 0 || /\d[.,]\d{2}(?!\d)/.test(text)) continue;
    if (ACCOUNT_TITLE.test(text) && !(NOT_ACCOUNT_TITLE.test(text) && !/\d{3,}/.test(text))) return text;
  }
  return null;
}

/** A line that is plainly a transaction row under `header`: a date, an amount, nothing out of place. */
export function isStrongRow(line: Line, header: TableHeader): boolean {
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
