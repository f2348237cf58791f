import { ACCOUNT_NUMBER } from "../lexicon/statement-words.js";
import { CONTINUED_TITLE } from "../lexicon/table-words.js";
import { CURRENCY_CODES } from "../parse/amounts.js";
import { trimEndWhere } from "../parse/trim.js";

/** One account of a statement: the tables under one account title, and their rows. */
export interface AccountGroup {
  /** The title as printed ("HKD Current Account — 817-890692-838"), or null. */
  title: string | null;
  /** Masked number from the title, e.g. `****2838`. */
  number: string | null;
  /** The title without its number ("HKD Current Account"). */
  name: string | null;
  /** An ISO currency code named in the title. */
  currency: string | null;
  tableIds: Set<number>;
  /** Indexes of the account's rows in the statement. */
  rows: number[];
}

interface RowFacts {
  tableId: number;
  amount: number;
  balance: number | null;
  /** The row's own account, printed in an Account column. */
  account?: string | null;
  /** The row's currency, printed in a currency column. */
  currency?: string | null;
}

function keyOf(title: string | null): string | null {
  if (!title) return null;
  return title
    .replace(CONTINUED_TITLE, " ")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const TITLE_EDGE = /[\s—–:,#-]/u;

function describe(printed: string | null): Pick<AccountGroup, "number" | "name" | "currency"> {
  if (!printed) return { number: null, name: null, currency: null };
  const title = printed.replace(CONTINUED_TITLE, " ").replace(/\s+/g, " ").trim();
  const m = ACCOUNT_NUMBER.exec(title);
  const digits = m ? m[0].replace(/\D/g, "") : "";
  const name = trimEndWhere(m ? title.slice(0, m.index) + title.slice(m.index + m[0].length) : title, (ch) =>
    TITLE_EDGE.test(ch),
  )
    .replace(/^[\s—–:,#-]+/u, "")
    .trim();
  const code = /\b([A-Z]{3})\b/.exec(title)?.[1];
  return {
    number: digits.length >= 4 ? `****${digits.slice(-4)}` : null,
    name: name.length > 0 ? name : null,
    currency: code && CURRENCY_CODES.has(code) ? code : null,
  };
}

/**
 * True when the running balances go on from `before` into `after`: the last printed balance
 * plus the amounts since reaches the next printed balance (read either way round, for
 * newest-first statements). Without balances on both sides nothing proves it.
 */
function balancesContinue(before: RowFacts[], after: RowFacts[]): boolean {
  const last = findLast(before);
  const next = after.findIndex((r) => r.balance !== null);
  if (last < 0 || next < 0) return false;
  const from = before[last]?.balance as number;
  const to = after[next]?.balance as number;
  let forward = from;
  for (let k = last + 1; k < before.length; k++) forward += (before[k] as RowFacts).amount;
  for (let k = 0; k <= next; k++) forward += (after[k] as RowFacts).amount;
  let backward = to;
  for (let k = 0; k < next; k++) backward += (after[k] as RowFacts).amount;
  for (let k = last; k < before.length; k++) backward += (before[k] as RowFacts).amount;
  return forward === to || backward === from;
}

function findLast(rows: RowFacts[]): number {
  for (let k = rows.length - 1; k >= 0; k--) if ((rows[k] as RowFacts).balance !== null) return k;
  return -1;
}

/**
 * Sorts a statement's rows into accounts. A table under an account title that differs from
 * the current account's starts another account, unless its running balances go on from the
 * current account's (the same account under another heading); a table with no title, or the
 * same title ("... (Continued)"), goes on with the account before it, and a title seen before
 * returns to that account.
 */
export function groupAccounts(rows: RowFacts[], titles: readonly (string | null)[]): AccountGroup[] {
  if (new Set(rows.map((r) => r.account).filter(Boolean)).size > 1) return byAccountColumn(rows);
  const groups: AccountGroup[] = [];
  const byKey = new Map<string, AccountGroup>();
  let current: AccountGroup | null = null;
  let pending: number[] = [];
  const tableRows = (g: AccountGroup) => g.rows.map((i) => rows[i] as RowFacts);
  const open = (title: string | null): AccountGroup => {
    const g: AccountGroup = { title, ...describe(title), tableIds: new Set(), rows: [] };
    groups.push(g);
    const key = keyOf(title);
    if (key) byKey.set(key, g);
    return g;
  };
  // Rows arrive table by table; each table's rows are placed together.
  const place = (tableId: number, indexes: number[]) => {
    const title = titles[tableId] ?? null;
    const key = keyOf(title);
    if (!current) current = open(title);
    else if (key !== null && key !== keyOf(current.title)) {
      const known = byKey.get(key);
      if (known) current = known;
      else if (
        !balancesContinue(
          tableRows(current),
          indexes.map((i) => rows[i] as RowFacts),
        )
      )
        current = open(title);
      else if (current.title === null) {
        // The account's first tables had no title: this one names it.
        Object.assign(current, { title, ...describe(title) });
        byKey.set(key, current);
      }
    }
    current.tableIds.add(tableId);
    current.rows.push(...indexes);
  };
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    if (prev && prev.tableId !== r.tableId) {
      place(prev.tableId, pending);
      pending = [];
    }
    pending.push(i);
  });
  const last = rows[rows.length - 1];
  if (last) place(last.tableId, pending);
  return groups;
}

/**
 * One table mixing accounts, each row naming its own in an Account column: the rows of each
 * account in the order they come (a row without one is the previous row's account's).
 */
function byAccountColumn(rows: RowFacts[]): AccountGroup[] {
  const groups = new Map<string, AccountGroup>();
  let last: AccountGroup | undefined;
  rows.forEach((r, i) => {
    const key = r.account ?? null;
    let g = key === null ? last : groups.get(key);
    if (!g) {
      const { number, currency } = describe(key);
      g = { title: key, number, name: null, currency, tableIds: new Set(), rows: [] };
      groups.set(key ?? "", g);
    }
    g.tableIds.add(r.tableId);
    g.rows.push(i);
    if (!g.currency && r.currency && CURRENCY_CODES.has(r.currency)) g.currency = r.currency;
    last = g;
  });
  return [...groups.values()];
}

/**
 * Names accounts listed elsewhere on the statement ("HKD Savings  012-345678-001  HKD ..."):
 * the words printed before the account's number on the line that shows it.
 */
export function nameFromListing(groups: AccountGroup[], lines: { text: string }[]): void {
  for (const g of groups) {
    if (g.name || !g.title) continue;
    const title = g.title;
    const line = lines.find((l) => l.text.includes(title));
    const before = line?.text.slice(0, line.text.indexOf(title)).trim();
    if (before && /\p{L}/u.test(before) && !/\d/.test(before) && before.split(/\s+/).length <= 5) {
      g.name = before;
      const code = /\b([A-Z]{3})\b/.exec(before)?.[1];
      if (!g.currency && code && CURRENCY_CODES.has(code)) g.currency = code;
    }
  }
}
