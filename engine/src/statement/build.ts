import type { Line } from "../layout/lines.js";
import { findDates } from "../parse/dates.js";
import { pacer } from "../pdf/yield.js";
import type { Statement, StatementAccount, StatementWarning, Transaction } from "../types.js";
import { accountTypeOf } from "./account-type.js";
import { type AccountGroup, groupAccounts, nameFromListing } from "./accounts.js";
import { type BalanceRow, balanceRows } from "./balance-rows.js";
import { classifyTransaction, directionOfWording } from "./classify.js";
import { findCurrency } from "./currency.js";
import { chooseDating, type DatingInput, datesOutsidePeriod, resolveDate } from "./dating.js";
import {
  type BalanceCandidate,
  findAccountNumber,
  findBankName,
  findSummaryBalances,
  findSummaryFigures,
} from "./metadata.js";
import { mirrorGuessedFlows } from "./mirror.js";
import { reconcile } from "./reconcile.js";
import type { TableRow } from "./rows.js";
import type { ScanResult } from "./scan-tables.js";
import { signSections } from "./sections.js";
import { settleAccount } from "./settle.js";
import { isUnsignedAmount, isUnsignedBalance, rowAmount, rowBalance, unsignedMeaning } from "./signs.js";
import { pdfSource } from "./source.js";
import { withoutTotals } from "./totals.js";

export interface BuildInput {
  pages: Line[][];
  scan: ScanResult;
  rows: TableRow[];
  pageCount: number;
  fileName: string | null;
  /** The pages are a spreadsheet's sheets (0-based): rows name their sheet and have no boxes. */
  sheets?: boolean;
}

interface DatedRow {
  row: TableRow;
  date: string;
  valueDate: string | null;
}

/**
 * Turns laid-out rows and page text into the Statement: dates, accounts, signs, metadata,
 * checks. Rows of sections no heading signed are signed first (sections.ts). Where money out and in were told apart by position alone (TableHeader.flowsGuessed),
 * the statement is read both ways and the reading kept whose printed balances add up; when
 * both do (balances printed in the money columns turn round with them), the one whose rows'
 * wording agrees with their signs, then the one that leaves the accounts in credit.
 */
export async function buildStatement(input: BuildInput): Promise<Statement> {
  const pace = pacer(ROWS_BETWEEN_PAUSES);
  const text = readOutside(input);
  await pace(text.all.length);
  const { specials, breaks } = input.scan;
  const signed = { ...input, rows: signSections(input.rows, specials, breaks, text.outside) };
  const first = await buildOnce(signed, text, pace);
  if (!input.scan.headers.some((h) => h.flowsGuessed)) return first;
  const other = await buildOnce(mirrorGuessedFlows(signed), text, pace);
  const a = likelihood(first);
  const b = likelihood(other);
  const k = a.findIndex((v, i) => v !== b[i]);
  return k >= 0 && (b[k] as number) > (a[k] as number) ? other : first;
}

/** Rows carried through one step of building (dating, accounts, settling) between two pauses for other work. */
const ROWS_BETWEEN_PAUSES = 2_000;

/**
 * How likely a reading is, compared in order: accounts that add up; rows whose wording names
 * the way their money went ("SALARY" in, "RECIBO" out) and agrees with their sign, less those
 * that disagree; opening and closing balances in credit.
 */
function likelihood(s: Statement): number[] {
  let reconciled = 0;
  let credit = 0;
  for (const a of s.accounts) {
    if (a.reconciled) reconciled++;
    if ((a.openingBalanceCents ?? -1) >= 0) credit++;
    if ((a.closingBalanceCents ?? -1) >= 0) credit++;
  }
  let worded = 0;
  for (const t of s.transactions) {
    const way = directionOfWording(t.description);
    if (way && t.amountCents !== 0) worded += (way === "in") === t.amountCents > 0 ? 1 : -1;
  }
  return [reconciled, worded, credit];
}

/**
 * What the text around the tables says: the same for every reading of the tables' money. `outside`
 * are the lines outside the tables, where metadata and summaries are printed.
 */
interface OutsideText extends Omit<DatingInput, "rows"> {
  card: boolean;
  statementNumber: string | null;
  bankName: string | null;
}

function readOutside({ pages, scan }: BuildInput): OutsideText {
  const all = pages.flat();
  const outside = all.filter((l) => !scan.tableLines.has(l));
  const card = scan.card;
  return {
    all,
    outside,
    currency: findCurrency(
      all,
      scan.headers.map((h) => h.currency),
      outside,
    ),
    summary: [
      ...findSummaryBalances(outside, (t) => findDates(t)[0]?.text ?? null),
      ...findSummaryFigures(outside),
    ],
    card,
    statementNumber:
      findAccountNumber(outside.length ? outside : all, card) ?? (card ? findAccountNumber(all, card) : null),
    // A bank's name is printed outside its tables (a row may name another bank's cash machine).
    bankName: findBankName(outside.length ? outside : all),
  };
}

/**
 * @param printed rows found to print their account's opening or closing balance (balance-rows.ts):
 *   left out of the transactions, they give the account those balances.
 */
async function buildOnce(
  input: BuildInput,
  text: OutsideText,
  pace: (work: number) => Promise<void>,
  printed = new Map<TableRow, BalanceRow>(),
): Promise<Statement> {
  const { scan } = input;
  const { all, outside, currency, summary, card, statementNumber } = text;
  const rows = withoutTotals(input.rows).filter((r) => !printed.has(r));
  const dating = chooseDating({ rows, all, outside, currency, summary });
  await pace(rows.length);

  // A card statement's balances are what the holder owes: turned to the holder's side.
  const side = card ? "liability" : "asset";
  // A card statement prints one side throughout: its tables are read together (a table of
  // payments alone, all marked, says nothing of the side); a bank statement's table by table,
  // a table marking none of its amounts as the statement's tables together.
  const meaning = new Map<number, ReturnType<typeof unsignedMeaning>>();
  const cardMeaning = card ? unsignedMeaning(rows, true) : null;
  const whole = unsignedMeaning(rows);
  for (const id of new Set(rows.map((r) => r.tableId))) {
    meaning.set(
      id,
      cardMeaning ??
        unsignedMeaning(
          rows.filter((r) => r.tableId === id),
          false,
          whole,
        ),
    );
  }
  // A 0.00 line without a balance ("Interest charge on cash advances 0.00") informs; it moves
  // nothing. A dated one in a table with a balance column is a posting of the account's ledger.
  const ledger = (r: TableRow) => r.dated && r.header.columns.some((c) => c.role === "balance");
  const moving = rows.filter(
    (r) => ledger(r) || rowAmount(r, meaning.get(r.tableId) ?? "credit") !== 0 || rowBalance(r) !== null,
  );
  const { kept, warnings } = dateRows(moving, dating);
  warnings.push(
    ...datesOutsidePeriod(
      kept.map((k) => k.date),
      dating.period,
    ),
  );
  const amounts = kept.map((k) => rowAmount(k.row, meaning.get(k.row.tableId) ?? "credit"));
  const balances = kept.map((k) => rowBalance(k.row, side));
  const groups = groupAccounts(
    kept.map((k, i) => ({
      tableId: k.row.tableId,
      amount: amounts[i] as number,
      balance: balances[i] ?? null,
      account: k.row.account,
      currency: k.row.currency,
    })),
    scan.accountTitles,
  );
  nameFromListing(groups, outside);
  await pace(rows.length);

  // A table with no rows of its own (a closing balance alone on the last page) is its predecessor's.
  const groupOfTable: number[] = [];
  scan.headers.forEach((_, id) => {
    const own = groups.findIndex((g) => g.tableIds.has(id));
    groupOfTable[id] = own >= 0 ? own : (groupOfTable[id - 1] ?? 0);
  });
  const settled = groups.map((g, gi) => {
    const first = kept[g.rows[0] as number]?.row;
    const last = kept[g.rows[g.rows.length - 1] as number]?.row;
    const result = settleAccount(
      {
        rows: g.rows,
        amounts: g.rows.map((i) => amounts[i] as number),
        balances: g.rows.map((i) => balances[i] ?? null),
        unsignedBalances: g.rows.map((i) => isUnsignedBalance((kept[i] as DatedRow).row)),
        unsignedAmounts: g.rows.map((i) => isUnsignedAmount((kept[i] as DatedRow).row)),
        specials: scan.specials.filter((s) => groupOfTable[scan.entries[s.order]?.tableId ?? -1] === gi),
        firstOrder: first?.order ?? 0,
        lastOrder: last?.order ?? 0,
        summary: groups.length === 1 ? summary : summaryOf(summary, groups, gi, kept),
        side,
        balanceRows: [...printed].filter(([r]) => groupOfTable[r.tableId] === gi).map(([, b]) => b),
      },
      dating.period,
      dating.order,
    );
    g.rows.forEach((i, k) => {
      amounts[i] = result.amounts[k] as number;
      balances[i] = result.balances[k] ?? null;
    });
    warnings.push(...result.warnings);
    return result;
  });
  await pace(rows.length);
  if (printed.size === 0) {
    const found = balanceRows(groups, settled, (i) => (kept[i] as DatedRow).row);
    if (found.size > 0) return buildOnce(input, text, pace, found);
  }

  const keyOf = (g: AccountGroup) => g.number ?? g.name ?? (groups.length === 1 ? statementNumber : null);
  const accountOfRow = new Map<number, string | null>();
  for (const g of groups) for (const i of g.rows) accountOfRow.set(i, keyOf(g));
  const transactions: Transaction[] = kept.map((k, i) => {
    const amountCents = amounts[i] as number;
    return {
      date: k.row.date ?? "",
      parsedDate: k.date,
      valueDate: k.valueDate,
      description: k.row.description,
      details: k.row.details,
      type: classifyTransaction(k.row.description, amountCents, card, k.row.method),
      amountCents,
      balanceCents: balances[i] ?? null,
      reference: k.row.reference,
      account: accountOfRow.get(i) ?? null,
      source: input.sheets ? { page: k.row.page + 1 } : pdfSource(k.row.page, k.row.lines ?? []),
    };
  });

  const accounts: StatementAccount[] = groups.map((g, gi) => {
    const { opening, closing } = settled[gi] as ReturnType<typeof settleAccount>;
    const check = reconcile({
      openingBalanceCents: opening,
      closingBalanceCents: closing,
      transactions: g.rows.map((i) => transactions[i] as Transaction),
      rows: g.rows,
    });
    const name = groups.length > 1 ? keyOf(g) : null;
    for (const w of check.warnings) {
      warnings.push(w.row === undefined && name ? { ...w, message: `${name}: ${w.message}` } : w);
    }
    return {
      accountNumber: g.number ?? (groups.length === 1 ? statementNumber : null),
      name: g.name,
      currency: g.currency ?? currency,
      openingBalanceCents: opening,
      closingBalanceCents: closing,
      reconciled: check.reconciled,
      transactionCount: g.rows.length,
    };
  });
  const only = accounts.length === 1 ? accounts[0] : undefined;
  return {
    fileName: input.fileName,
    bankName: text.bankName,
    accountNumber: statementNumber ?? accounts[0]?.accountNumber ?? null,
    // Accounts in different currencies: the first account's, like the number.
    currency:
      new Set(accounts.map((a) => a.currency)).size > 1 ? (accounts[0]?.currency ?? currency) : currency,
    periodStart: dating.period?.start ?? null,
    periodEnd: dating.period?.end ?? null,
    openingBalanceCents: only?.openingBalanceCents ?? null,
    closingBalanceCents: only?.closingBalanceCents ?? null,
    reconciled: accounts.length > 0 && accounts.every((a) => a.reconciled),
    pageCount: input.pageCount,
    accountType: accountTypeOf(outside.length ? outside : all, groups, card),
    accounts,
    warnings,
    transactions,
  };
}

/** Rows with ISO dates; a row whose date cannot be read takes the previous row's, and says so. */
function dateRows(rows: TableRow[], dating: ReturnType<typeof chooseDating>) {
  const kept: DatedRow[] = [];
  const warnings: StatementWarning[] = [];
  for (const row of rows) {
    let date = row.date ? resolveDate(row.date, dating) : null;
    if (!date) {
      // The row keeps its money (so the statement still adds up), dated like the row before it.
      date = kept[kept.length - 1]?.date ?? dating.period?.start ?? null;
      if (!date) continue;
      warnings.push({
        code: "DATE_UNREADABLE",
        row: kept.length,
        message: `Row ${kept.length + 1}: the date${row.date ? ` "${row.date}"` : ""} could not be read; the previous row's date was used.`,
      });
    }
    const valueDate = row.valueDate ? resolveDate(row.valueDate, dating) : null;
    kept.push({ row, date, valueDate });
  }
  return { kept, warnings };
}

/**
 * Balances printed outside the tables that may be one account's (of several): those printed
 * after the account before it ends and before this account's rows end.
 */
function summaryOf(
  summary: BalanceCandidate[],
  groups: AccountGroup[],
  index: number,
  kept: DatedRow[],
): BalanceCandidate[] {
  const position = (page: number, y: number) => page * 1e5 + y;
  const end = (g: AccountGroup | undefined) => {
    const row = g ? kept[g.rows[g.rows.length - 1] as number]?.row : undefined;
    return row ? position(row.page, row.y) : Number.NEGATIVE_INFINITY;
  };
  const from = end(groups[index - 1]);
  const to = index === groups.length - 1 ? Number.POSITIVE_INFINITY : end(groups[index]);
  return summary.filter((c) => {
    const at = position(c.line.page, c.line.y);
    return at > from && at <= to;
  });
}
