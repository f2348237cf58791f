import {
  HEADER_FILLER,
  headerWords,
  MAX_PHRASE_WORDS,
  NON_STATEMENT_HEADERS,
  roleOfPhrase,
  TIME_LABELS,
  TRANSACTION_DATE,
} from "../lexicon/column-labels.js";
import { CURRENCY_CODES, CURRENCY_SYMBOLS, parseAmount } from "../parse/amounts.js";
import { isDateText } from "../parse/dates.js";
import type { Cell, Line } from "./lines.js";
import { type ColumnRole, MONEY_ROLES } from "./roles.js";

/** One column of a transaction table, placed where its header sits. */
export interface Column {
  role: ColumnRole;
  x0: number;
  x1: number;
  label: string;
}

export interface TableHeader {
  page: number;
  /** Baseline of the (last) header line. */
  y: number;
  /** Header lines used (1, or 2 for a header split over two lines). */
  lineCount: number;
  fontSize: number;
  columns: Column[];
  /** Currency printed in a header cell, e.g. "Paid out (£)" or "Amount EUR". */
  currency: string | null;
  /** Side-by-side copies of one table (checks paid in three column groups), left to right. */
  groups?: Column[][];
  /**
   * Which of two money columns is money out was told by position alone (a table found from its
   * rows, with no balance column and no label naming them): the statement's printed opening and
   * closing balances may turn the reading round (statement/build.ts).
   */
  flowsGuessed?: boolean;
}

interface CellMatch {
  phrases: Column[];
  unknown: boolean;
  blocked: boolean;
}

/** Currency symbols, longest first: "S$" is Singapore's dollar before "$" is anyone's. */
const CURRENCY_MARKS = Object.entries(CURRENCY_SYMBOLS)
  .filter(([mark]) => /[^A-Za-z]/.test(mark))
  .sort((a, b) => b[0].length - a[0].length);

const ROLE_PRIORITY: ColumnRole[] = [
  "debit",
  "credit",
  "amount",
  "balance",
  "date",
  "description",
  "counterparty",
  "reference",
  "valueDate",
];

function matchCell(cell: Cell): CellMatch {
  const words = headerWords(cell.text);
  const joined = words.join(" ");
  if (TIME_LABELS.has(joined)) {
    return {
      phrases: [{ role: "aside", x0: cell.x0, x1: cell.x1, label: cell.text }],
      unknown: false,
      blocked: false,
    };
  }
  if (NON_STATEMENT_HEADERS.has(joined)) return { phrases: [], unknown: true, blocked: true };
  // "Balance Subject to Interest Rate", "Unit Price": two words of an invoice or a rate table.
  for (let k = 0; k + 1 < words.length; k++) {
    if (NON_STATEMENT_HEADERS.has(`${words[k]} ${words[k + 1]}`))
      return { phrases: [], unknown: true, blocked: true };
  }
  const phrases: { role: ColumnRole; from: number; to: number; label: string }[] = [];
  let unknown = words.length === 0;
  let unknownWords = 0;
  let i = 0;
  while (i < words.length) {
    let matched = false;
    for (let len = Math.min(MAX_PHRASE_WORDS, words.length - i); len >= 1; len--) {
      const phrase = words.slice(i, i + len).join(" ");
      const role = roleOfPhrase(phrase);
      if (role) {
        phrases.push({ role, from: i, to: i + len, label: phrase });
        i += len;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const w = words[i] as string;
    if (!HEADER_FILLER.has(w)) {
      if (NON_STATEMENT_HEADERS.has(w)) return { phrases: [], unknown: true, blocked: true };
      unknown = true;
      unknownWords++;
    }
    i++;
  }
  // A header cell is made of header phrases only; "Total Deposits" or "Previous Balance" are labels.
  const whole = { x0: cell.x0, x1: cell.x1, label: cell.text };
  const describedLast = phrases[phrases.length - 1]?.to === words.length;
  if (
    unknown &&
    unknownWords <= (describedLast ? 3 : 2) &&
    phrases.length > 0 &&
    phrases.every((p) => p.role === "description")
  ) {
    // "Payment details", "Transaction narrative", "Payment type and details": a description
    // column with a qualifier.
    return { phrases: [{ role: "description", ...whole }], unknown: false, blocked: false };
  }
  if (
    unknown &&
    phrases.length >= 2 &&
    phrases[0]?.from === 0 &&
    unknownWords <= 3 &&
    new Set(phrases.map((p) => p.role)).size > 1
  ) {
    // Several columns' labels run together, some with a qualifier ("Accrediti Descrizione delle
    // operazioni"): each unknown word qualifies the label before it.
    phrases.forEach((p, k) => {
      p.to = phrases[k + 1]?.from ?? words.length;
    });
    unknown = false;
  }
  if (unknown) return { phrases: [{ role: "other", ...whole }], unknown: true, blocked: false };
  // "Balance Dr/Cr": sign marks qualifying a money word, not debit and credit columns of their own.
  const marks = phrases.filter((p) => p.label.length <= 2 && (p.role === "debit" || p.role === "credit"));
  if (
    marks.length > 0 &&
    marks.length < phrases.length &&
    phrases.some((p) => (p.role === "balance" || p.role === "amount") && !marks.includes(p))
  ) {
    phrases.splice(0, phrases.length, ...phrases.filter((p) => !marks.includes(p)));
  }
  const roles = new Set(phrases.map((p) => p.role));
  if (roles.has("debit") && roles.has("credit") && words.every((w) => w.length <= 3)) {
    // "Dr/Cr", "D/C", "Af/Bij": a column of sign marks beside an amount, not money itself.
    return { phrases: [{ role: "direction", ...whole }], unknown: false, blocked: false };
  }
  const oneRole = phrases.every((p) => p.role === phrases[0]?.role);
  if (phrases.length > 1 && (oneRole || /[/&]|\b(and|or)\b/i.test(cell.text))) {
    // "Checks/Debits", "Description & Reference": alternatives naming one column.
    const role = ROLE_PRIORITY.find((r) => phrases.some((p) => p.role === r)) ?? "other";
    return { phrases: [{ role, ...whole }], unknown: false, blocked: false };
  }
  // A merged cell's columns, placed by the share of its letters before and within each label.
  const offsets: number[] = [];
  let chars = 0;
  for (const w of words) {
    offsets.push(chars);
    chars += w.length + 1;
  }
  offsets.push(chars);
  const n = Math.max(1, chars - 1);
  const width = cell.x1 - cell.x0;
  const columns = phrases.map((p) => ({
    role: p.role,
    label:
      phrases.length === 1
        ? cell.text
        : cell.text === cell.text.toUpperCase()
          ? p.label.toUpperCase()
          : p.label,
    x0: phrases.length === 1 ? cell.x0 : cell.x0 + (width * (offsets[p.from] ?? 0)) / n,
    x1: phrases.length === 1 ? cell.x1 : cell.x0 + (width * ((offsets[p.to] ?? chars) - 1)) / n,
  }));
  return { phrases: columns, unknown: false, blocked: false };
}

/** The currency a header names in one of its cells ("Amount (EUR)", "Paid out (£)"). */
export function currencyOf(cells: Cell[]): string | null {
  for (const c of cells) {
    for (const [mark, code] of CURRENCY_MARKS) if (c.text.includes(mark)) return code;
    for (const word of c.text.match(/\b[A-Z]{3}\b/g) ?? []) if (CURRENCY_CODES.has(word)) return word;
  }
  return null;
}

function hasValues(cells: Cell[]): boolean {
  return cells.some((c) => parseAmount(c.text) !== null || isDateText(c.text));
}

/** Builds a header from cells, or null when they are not a transaction table header. */
export function headerFromCells(
  cells: Cell[],
  page: number,
  y: number,
  fontSize: number,
  lineCount: number,
): TableHeader | null {
  if (cells.length < 2 || hasValues(cells)) return null;
  const columns: Column[] = [];
  let unknownCells = 0;
  for (const cell of cells) {
    const m = matchCell(cell);
    if (m.blocked) return null;
    if (m.unknown) unknownCells++;
    columns.push(...m.phrases);
  }
  // A header split over two lines must be made of header words only.
  const known = columns.filter((c) => c.role !== "other").length;
  const maxUnknown = lineCount > 1 ? 0 : Math.max(1, Math.floor(known / 2));
  if (known < 2 || unknownCells > maxUnknown) return null;
  columns.sort((a, b) => a.x0 - b.x0);
  const currency = currencyOf(cells);
  const groups = repeatedGroups(columns);
  if (groups) {
    const valid = groups.map(validColumns);
    const first = valid[0];
    if (!first || valid.some((g) => g === null)) return null;
    return { page, y, lineCount, fontSize, columns: first, currency, groups: valid as Column[][] };
  }
  const out = validColumns(columns);
  return out ? { page, y, lineCount, fontSize, columns: out, currency } : null;
}

/** Columns repeated side by side ("CHECK NO. DATE AMOUNT CHECK NO. DATE AMOUNT"), split into groups. */
function repeatedGroups(columns: Column[]): Column[][] | null {
  const n = columns.length;
  for (let k = 4; k >= 2; k--) {
    if (n % k !== 0 || n / k < 2) continue;
    const size = n / k;
    const groups = Array.from({ length: k }, (_, i) => columns.slice(i * size, (i + 1) * size));
    const roles = (g: Column[]) => g.map((c) => c.role).join();
    const firstRoles = roles(groups[0] as Column[]);
    if (groups.every((g) => roles(g) === firstRoles)) return groups;
  }
  return null;
}

/** The table's first text column: the description, or a counterparty column left of it. */
export function firstTextColumn(columns: readonly Column[]): Column | undefined {
  let best: Column | undefined;
  for (const c of columns) {
    if ((c.role === "description" || c.role === "counterparty") && (!best || c.x0 < best.x0)) best = c;
  }
  return best;
}

/** Checks one table's columns: one of each role (a second date is the value date), money and a date or description. */
function validColumns(columns: Column[]): Column[] | null {
  const seen = new Set<ColumnRole>();
  const out: Column[] = [];
  // The first date column is the posting date, whatever its label ("Value Date", "Effective Date").
  const anyDate = columns.some((c) => c.role === "date");
  for (const col of columns) {
    let role = col.role;
    if (role === "valueDate" && !anyDate && !seen.has("date")) role = "date";
    if (role === "date" && seen.has("date")) role = "valueDate";
    if (role === "other") {
      out.push(col);
      continue;
    }
    if (seen.has(role) && role === "balance") {
      // Ledger and available balances: the one that runs with every row is the ledger one.
      const i = out.findIndex((c) => c.role === "balance");
      const earlier = out[i] as Column;
      if (
        /availab|verf[üu]gbar|disponib/i.test(earlier.label) &&
        !/availab|verf[üu]gbar|disponib/i.test(col.label)
      ) {
        out[i] = { ...earlier, role: "aside" };
        out.push({ ...col, role });
      } else out.push({ ...col, role: "aside" });
      continue;
    }
    if (seen.has(role)) {
      if (role === "reference") continue;
      if (role === "aside") {
        out.push(col);
        continue;
      }
      return null;
    }
    seen.add(role);
    out.push({ ...col, role });
  }
  // An amount beside Debit and Credit columns is the transaction's own currency's ("Txn Amt").
  if (seen.has("amount") && (seen.has("debit") || seen.has("credit"))) {
    const i = out.findIndex((c) => c.role === "amount");
    out[i] = { ...(out[i] as Column), role: "aside" };
    seen.delete("amount");
  }
  // Of a transaction date and a posting date, the row's date is the transaction's, wherever printed.
  const dates = out.filter((c) => c.role === "date" || c.role === "valueDate");
  const own = dates.find((c) => TRANSACTION_DATE.test(c.label));
  if (dates.length > 1 && own && own.role !== "date") {
    for (const c of dates) c.role = c === own ? "date" : "valueDate";
  }
  // A counterparty column without a description column is the description.
  if (seen.has("counterparty") && !seen.has("description")) {
    const i = out.findIndex((c) => c.role === "counterparty");
    out[i] = { ...(out[i] as Column), role: "description" };
    seen.delete("counterparty");
    seen.add("description");
  }
  // A statement table has money columns and a date or description to hang each row on.
  const hasMoney = out.some((c) => MONEY_ROLES.has(c.role));
  const hasAnchor = seen.has("date") || seen.has("description");
  if (!hasMoney || !hasAnchor || seen.size < 3) return null;
  if (seen.has("balance") && !seen.has("date") && out.filter((c) => MONEY_ROLES.has(c.role)).length === 1)
    return null;
  return out;
}

function mergeStacked(top: Line, bottom: Line): Cell[] {
  const cells: Cell[] = top.cells.map((c) => ({ ...c }));
  for (const b of bottom.cells) {
    const over = cells.find((c) => b.x0 < c.x1 + 2 && b.x1 > c.x0 - 2);
    if (over) {
      over.text = `${over.text} ${b.text}`;
      over.x0 = Math.min(over.x0, b.x0);
      over.x1 = Math.max(over.x1, b.x1);
    } else cells.push({ ...b });
  }
  return cells.sort((a, b) => a.x0 - b.x0);
}

/** Recognises a table header on `line` (optionally continued on `next`, a header split over two lines). */
export function detectHeader(line: Line, next: Line | undefined): TableHeader | null {
  // Header labels carry no digits; this skips nearly every other line cheaply.
  if (line.cells.length < 2 && !next) return null;
  if (/\d/.test(line.text)) return null;
  const single = headerFromCells(line.cells, line.page, line.y, line.fontSize, 1);
  if (single) return single;
  // A header split over two lines has labels on both; one label alone above a header is a title.
  if (
    !next ||
    line.cells.length < 2 ||
    next.y - line.y > 1.8 * Math.max(line.fontSize, next.fontSize) ||
    /\d/.test(next.text)
  )
    return null;
  if (hasValues(line.cells) || hasValues(next.cells)) return null;
  return headerFromCells(mergeStacked(line, next), line.page, next.y, line.fontSize, 2);
}

/** True when a header cell names a column of invoices or price lists ("Qty", "Unit price"): no statement's. */
export function namesNonStatementColumn(cell: Cell): boolean {
  return matchCell(cell).blocked;
}

/**
 * A line made only of header words that is not a usable header (a daily-balance grid's
 * "Date Balance Date Balance", a second table): it ends the table above it.
 */
export function isHeaderLike(line: Line): boolean {
  if (line.cells.length < 2 || /\d/.test(line.text)) return false;
  let phrases = 0;
  for (const cell of line.cells) {
    const m = matchCell(cell);
    if (m.unknown || m.blocked) return false;
    phrases += m.phrases.length;
  }
  return phrases >= 2;
}
