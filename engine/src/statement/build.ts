import type { Line } from "../layout/lines.js";
import { signedCents } from "../parse/amounts.js";
import { inferNumericOrder } from "../parse/date-order.js";
import { findDates, isoToDay, type NumericOrder, parseDate, resolveYear, toIso } from "../parse/dates.js";
import type { Statement, StatementWarning, Transaction } from "../types.js";
import { classifyTransaction } from "./classify.js";
import { findCurrency } from "./currency.js";
import { type BalanceCandidate, findAccountNumber, findBankName, findSummaryBalances } from "./metadata.js";
import { isNewestFirst } from "./order.js";
import { findPeriod, findStatementDate, firstYear, type Period } from "./period.js";
import { reconcile } from "./reconcile.js";
import type { TableRow } from "./rows.js";
import type { ScanResult } from "./scan-tables.js";
import { isUnsignedBalance, repairSigns, rowAmount, rowBalance, unsignedMeaning } from "./signs.js";

export interface BuildInput {
  pages: Line[][];
  scan: ScanResult;
  rows: TableRow[];
  pageCount: number;
  fileName: string | null;
}

/** The dates year-less rows are placed near: the period, or only its end (the statement date). */
type YearWindow = { start: string | null; end: string | null };

function resolveDate(
  text: string,
  order: NumericOrder,
  period: YearWindow | null,
  fallbackYear: number,
): string | null {
  const p = parseDate(text, order);
  if (!p) return null;
  const year =
    p.year ?? resolveYear(p.month, p.day, period?.start ?? null, period?.end ?? null, fallbackYear);
  return toIso(year, p.month, p.day);
}

function pickBalances(
  summary: BalanceCandidate[],
  scan: ScanResult,
  period: Period | null,
  order: NumericOrder,
  sum: number,
): { opening: number | null; closing: number | null } {
  const openings: number[] = [];
  const closings: number[] = [];
  const at = summary.filter((c) => c.kind === "at");
  for (const c of summary) {
    if (c.kind === "opening") openings.push(c.cents);
    if (c.kind === "closing") closings.push(c.cents);
  }
  if (at.length > 0) {
    const dated = at.map((c) => {
      const d = c.dateText ? parseDate(c.dateText, order) : null;
      return { c, day: d?.year ? isoToDay(toIso(d.year, d.month, d.day)) : null };
    });
    for (const { c, day } of dated) {
      if (period && day !== null) {
        if (day <= isoToDay(period.start)) openings.push(c.cents);
        else if (day >= isoToDay(period.end)) closings.push(c.cents);
      }
    }
    if (!period && at.length >= 2) {
      openings.push((at[0] as BalanceCandidate).cents);
      closings.push((at[at.length - 1] as BalanceCandidate).cents);
    }
  }
  const anchors = scan.entries.map((e, i) => (e.kind === "anchor" ? i : -1)).filter((i) => i >= 0);
  const firstAnchor = anchors[0] ?? Number.POSITIVE_INFINITY;
  const lastAnchor = anchors[anchors.length - 1] ?? -1;
  for (const s of scan.specials) {
    const value = s.balance ?? s.amount;
    if (!value) continue;
    const cents = signedCents(value);
    if (s.label === "opening" || (s.label === "forward" && s.order < firstAnchor)) openings.push(cents);
    if (s.label === "closing" || (s.label === "forward" && s.order > lastAnchor)) closings.push(cents);
  }
  for (const o of openings) for (const c of closings) if (o + sum === c) return { opening: o, closing: c };
  return { opening: openings[0] ?? null, closing: closings[closings.length - 1] ?? null };
}

/** Turns laid-out rows and page text into the Statement: dates, signs, metadata, checks. */
export function buildStatement(input: BuildInput): Statement {
  const { pages, scan, rows } = input;
  const all = pages.flat();
  const outside = all.filter((l) => !scan.tableLines.has(l));
  const warnings: StatementWarning[] = [];

  const currency = findCurrency(
    all,
    scan.headers.map((h) => h.currency),
    outside,
  );
  const dateTexts: string[] = [];
  for (const r of rows) {
    if (r.date) dateTexts.push(r.date);
    if (r.valueDate) dateTexts.push(r.valueDate);
  }
  for (const l of outside.slice(0, 200)) for (const d of findDates(l.text)) dateTexts.push(d.text);
  const order = inferNumericOrder(dateTexts, currency);
  const summary = findSummaryBalances(outside, (t) => findDates(t)[0]?.text ?? null);
  const period = findPeriod(outside, order) ?? periodOfBalances(summary, order);
  const fallbackYear = firstYear(all, order) ?? new Date().getUTCFullYear();
  const statementDate = period ? null : findStatementDate(outside, order);
  const window: YearWindow | null = period ?? (statementDate ? { start: null, end: statementDate } : null);

  const byTable = new Map<number, TableRow[]>();
  for (const r of rows) {
    const list = byTable.get(r.tableId);
    if (list) list.push(r);
    else byTable.set(r.tableId, [r]);
  }
  const meaning = new Map([...byTable].map(([id, list]) => [id, unsignedMeaning(list)]));

  const kept: { row: TableRow; date: string; valueDate: string | null }[] = [];
  for (const row of rows) {
    let date = row.date ? resolveDate(row.date, order, window, fallbackYear) : null;
    if (!date) {
      // A row whose date cannot be read keeps its money (so the statement still adds up),
      // dated like the row before it, and says so.
      date = kept[kept.length - 1]?.date ?? period?.start ?? null;
      if (!date) continue;
      warnings.push({
        code: "DATE_UNREADABLE",
        row: kept.length,
        message: `Row ${kept.length + 1}: the date${row.date ? ` "${row.date}"` : ""} could not be read; the previous row's date was used.`,
      });
    }
    const valueDate = row.valueDate ? resolveDate(row.valueDate, order, window, fallbackYear) : null;
    kept.push({ row, date, valueDate });
  }
  const amounts = kept.map((k) => rowAmount(k.row, meaning.get(k.row.tableId) ?? "credit"));
  const balances = kept.map((k) => rowBalance(k.row));
  const sum0 = amounts.reduce((s, a) => s + a, 0);
  let { opening, closing } = pickBalances(summary, scan, period, order, sum0);

  // The balance chain is worked on oldest first; a newest-first statement is turned round for it.
  const newestFirst = isNewestFirst(
    amounts.map((a, i) => ({ amountCents: a, balanceCents: balances[i] ?? null })),
  );
  const unsigned = kept.map((k) => isUnsignedBalance(k.row));
  const turn = () => {
    if (!newestFirst) return;
    amounts.reverse();
    balances.reverse();
    unsigned.reverse();
  };
  const printedRow = (r: number) => (newestFirst ? amounts.length - 1 - r : r);
  turn();
  const repaired = repairSigns(amounts, balances, opening, unsigned);
  const repairs = {
    amounts: repaired.amounts.map(printedRow).sort((a, b) => a - b),
    balances: repaired.balances.map(printedRow).sort((a, b) => a - b),
  };
  for (const row of repairs.amounts) {
    warnings.push({
      code: "AMOUNT_SIGN_CORRECTED",
      row,
      message: `Row ${row + 1}: the amount's sign was corrected to match the printed running balance.`,
    });
  }
  if (repairs.balances.length > 0) {
    const rows = repairs.balances.map((r) => r + 1);
    warnings.push({
      code: "BALANCE_SIGN_CORRECTED",
      message: `${rows.length === 1 ? "Row" : "Rows"} ${rows.join(", ")}: the balance is printed without a sign and was read as overdrawn (negative), which is what the amounts add up to.`,
    });
  }
  const firstBalance = balances.findIndex((b) => b !== null);
  if (opening === null && firstBalance >= 0) {
    let s = 0;
    for (let k = 0; k <= firstBalance; k++) s += amounts[k] as number;
    opening = (balances[firstBalance] as number) - s;
  }
  const chainEnd = endOfBalanceChain(amounts, balances);
  if (closing === null) closing = chainEnd;
  // A statement that prints overdrawn balances unsigned prints its closing balance that way too.
  if (repairs.balances.length > 0 && closing !== null && chainEnd === -closing) closing = chainEnd;
  turn();

  const transactions: Transaction[] = kept.map((k, i) => {
    const amountCents = amounts[i] as number;
    return {
      date: k.row.date ?? "",
      parsedDate: k.date,
      valueDate: k.valueDate,
      description: k.row.description,
      details: k.row.details,
      type: classifyTransaction(k.row.description, amountCents),
      amountCents,
      balanceCents: balances[i] ?? null,
      reference: k.row.reference,
      account: null,
    };
  });

  const check = reconcile({ openingBalanceCents: opening, closingBalanceCents: closing, transactions });
  const accountNumber = findAccountNumber(outside.length ? outside : all);
  for (const t of transactions) t.account = accountNumber;
  return {
    fileName: input.fileName,
    bankName: findBankName(all),
    accountNumber,
    currency,
    periodStart: period?.start ?? null,
    periodEnd: period?.end ?? null,
    openingBalanceCents: opening,
    closingBalanceCents: closing,
    reconciled: check.reconciled,
    pageCount: input.pageCount,
    accountType: null,
    accounts:
      transactions.length === 0
        ? []
        : [
            {
              accountNumber,
              name: null,
              currency,
              openingBalanceCents: opening,
              closingBalanceCents: closing,
              reconciled: check.reconciled,
              transactionCount: transactions.length,
            },
          ],
    warnings: [...warnings, ...check.warnings],
    transactions,
  };
}

/** "Balance as of 01.10.2025" ... "Balance as of 31.10.2025": the statement's period, when it prints none. */
function periodOfBalances(summary: BalanceCandidate[], order: NumericOrder): Period | null {
  const days: string[] = [];
  for (const c of summary) {
    const d = c.kind === "at" && c.dateText ? parseDate(c.dateText, order) : null;
    if (d?.year) days.push(toIso(d.year, d.month, d.day));
  }
  days.sort();
  const start = days[0];
  const end = days[days.length - 1];
  if (!start || !end || start === end || isoToDay(end) - isoToDay(start) > 400) return null;
  return { start, end };
}

/** The last printed running balance plus the amounts after it, or null without balances. */
function endOfBalanceChain(amounts: number[], balances: (number | null)[]): number | null {
  let end: number | null = null;
  amounts.forEach((amount, i) => {
    const b = balances[i];
    end = b !== null && b !== undefined ? b : end === null ? null : end + amount;
  });
  return end;
}
