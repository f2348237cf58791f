import type { ColumnRole } from "../layout/roles.js";
import { DOLLAR_SIGN_CURRENCIES, type ParsedAmount, signedCents } from "../parse/amounts.js";
import { pacer } from "../pdf/yield.js";

/** A row's values in a table's money columns, left to right (null where the row prints none). */
export type MoneyRow = (ParsedAmount | null)[];

type Flow = "amount" | "debit" | "credit" | "fee";

interface Hypothesis {
  balance: number | null;
  flows: Map<number, Flow>;
}

/** What a value adds to the balance in a column of this role (as src/statement/signs.ts signs rows). */
function flowOf(a: ParsedAmount, flow: Flow): number {
  if (flow === "debit") return a.marker === "cr" ? a.cents : -a.cents;
  if (flow === "fee") return -Math.abs(signedCents(a));
  return signedCents(a);
}

/**
 * How many steps of the balance column the flows explain: between two printed balances, the
 * later one is the earlier plus the flows of the rows since (minus them, on a statement that
 * prints what is `owed`). An unsigned single amount explains a step when it has its size, and
 * a balance printed without a sign may be overdrawn.
 */
function explained(rows: MoneyRow[], h: Hypothesis, owed: boolean): { steps: number; ok: number } {
  if (h.balance === null) return { steps: 0, ok: 0 };
  let prev: number | null = null;
  let sum = 0;
  let sizes = 0;
  let moves = 0;
  let steps = 0;
  let ok = 0;
  for (const row of rows) {
    for (const [col, flow] of h.flows) {
      const a = row[col];
      if (!a) continue;
      const v = flowOf(a, flow);
      sum += v;
      sizes += Math.abs(v);
      if (v !== 0) moves++;
    }
    const b = row[h.balance];
    if (!b) continue;
    let balance = signedCents(b);
    if (prev !== null && moves > 0) {
      steps++;
      const expected: number = prev + (owed ? -sum : sum);
      const single = moves === 1 && h.flows.size === 1;
      // An overdrawn balance printed without its sign is still the one expected.
      if (b.marker === null && expected === -balance) balance = expected;
      if (balance === expected || (single && Math.abs(balance - prev) === sizes)) ok++;
    }
    prev = balance;
    sum = 0;
    sizes = 0;
    moves = 0;
  }
  return { steps, ok };
}

/**
 * Rows read (a reading's arithmetic, down and up) between two pauses for other work: a table at
 * the engine's bounds (10,000 rows) is read some sixty ways.
 */
const ROWS_BETWEEN_PAUSES = 40_000;

/** Every way of reading the columns: a balance (or none), then one amount, or debit and credit (and a fee). */
function hypotheses(count: number): Hypothesis[] {
  const out: Hypothesis[] = [];
  const cols = [...Array(count).keys()];
  for (const balance of [null, ...cols]) {
    const rest = cols.filter((c) => c !== balance);
    for (const a of rest) out.push({ balance, flows: new Map([[a, "amount"]]) });
    for (const d of rest) {
      for (const c of rest) {
        if (c === d) continue;
        out.push({
          balance,
          flows: new Map<number, Flow>([
            [d, "debit"],
            [c, "credit"],
          ]),
        });
        for (const f of rest) {
          if (f !== d && f !== c)
            out.push({
              balance,
              flows: new Map<number, Flow>([
                [d, "debit"],
                [c, "credit"],
                [f, "fee"],
              ]),
            });
        }
      }
    }
  }
  return out;
}

function agrees(h: Hypothesis, named: readonly (ColumnRole | null)[]): boolean {
  return named.every((role, i) => {
    if (role === null) return true;
    if (role === "balance") return h.balance === i;
    if (h.balance === i) return false;
    const flow = h.flows.get(i);
    return flow === undefined ? role === "aside" : flow === role;
  });
}

/** Rows printing money beside their balance but none in a flow column: what a reading leaves unread. */
function flowless(rows: MoneyRow[], h: Hypothesis): number {
  const flows = [...h.flows.keys()];
  return rows.filter((r) => r.some((a, c) => a && c !== h.balance) && !flows.some((c) => r[c])).length;
}

const isNegative = (a: ParsedAmount) => signedCents(a) < 0;

/**
 * Without a balance to check against: one column is the amount; of two, the one printed
 * negative (or the left one) is money out, unless the labels say. Columns named otherwise
 * (money in another currency) take no part.
 */
function withoutBalance(rows: MoneyRow[], named: readonly (ColumnRole | null)[]): Hypothesis {
  const free = [...named.keys()].filter((c) => named[c] === null || FLOWS.has(named[c] as ColumnRole));
  if (free.length <= 1) return { balance: null, flows: new Map([[free[0] ?? 0, "amount"]]) };
  const filled = free
    .map((c) => ({ c, n: rows.filter((r) => r[c]).length }))
    .sort((a, b) => b.n - a.n || a.c - b.c)
    .slice(0, 2)
    .map((x) => x.c);
  const [most = 0, fewer = 1] = filled;
  // Money out and in are printed on different rows: a column whose values (most of them) stand
  // beside one of the fuller column is money beside the row's own (an original amount).
  const beside = (a: number, b: number) => rows.filter((r) => r[a]?.cents && r[b]?.cents).length;
  const fewerValues = rows.filter((r) => r[fewer]?.cents).length;
  if (named[fewer] === null && fewerValues >= 2 && beside(most, fewer) * 2 > fewerValues)
    return { balance: null, flows: new Map([[most, "amount"]]) };
  const [left = 0, right = 1] = [most, fewer].sort((a, b) => a - b);
  const negatives = (c: number) => rows.filter((r) => r[c] && isNegative(r[c] as ParsedAmount)).length;
  let [debit, credit] = negatives(right) > negatives(left) ? [right, left] : [left, right];
  if (named[debit] === "credit" || named[credit] === "debit") [debit, credit] = [credit, debit];
  return {
    balance: null,
    flows: new Map<number, Flow>([
      [debit, "debit"],
      [credit, "credit"],
    ]),
  };
}

const FLOWS: ReadonlySet<ColumnRole> = new Set(["debit", "credit", "amount", "fee"]);

/** The currency most of the chosen columns' values carry, and the share of their values that carry one. */
function currencyOf(
  rows: MoneyRow[],
  columns: (c: number) => boolean,
): { code: string | null; share: number } {
  const counts = new Map<string, number>();
  let values = 0;
  let marked = 0;
  for (const row of rows) {
    row.forEach((a, c) => {
      if (!a || !columns(c)) return;
      values++;
      if (a.currency) {
        marked++;
        counts.set(a.currency, (counts.get(a.currency) ?? 0) + 1);
      }
    });
  }
  const code = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  return { code, share: values ? marked / values : 0 };
}

/** Whether a figure read as `code` may be in `home`: the same, or a bare "$" (read as USD) at home in a dollar or peso. */
const mayBe = (code: string, home: string) =>
  code === home || (code === "USD" && DOLLAR_SIGN_CURRENCIES.has(home));

/**
 * A column of amounts in other currencies than the statement's (`home`) ("131,25 SEK", "EUR
 * 45,50 / USD 45.50" beside plain figures): its values carry a currency, and it is not the
 * statement's, or several, or not the one the other columns carry.
 */
function inOtherCurrency(rows: MoneyRow[], column: number, home: string | null): boolean {
  const own = currencyOf(rows, (c) => c === column);
  if (own.share < 0.8 || own.code === null) return false;
  const codes = new Set(rows.map((r) => r[column]?.currency).filter(Boolean));
  if (codes.size > 1) return true;
  // One currency: another than the statement's, or (the statement's unknown) than the other columns'.
  // The statement's own is never another, whatever a column beside it carries ("€" beside "131,25 SEK").
  if (home !== null) return !mayBe(own.code, home);
  const others = currencyOf(rows, (c) => c !== column);
  return others.share >= 0.5 && others.code !== own.code;
}

/**
 * The roles of a table's money columns, from the rows' arithmetic: the balance column is the
 * one whose steps the other columns explain (b[i] - b[i-1] = the amounts between) on most
 * rows; of two flow columns the debit is the one that lowers it; a column no reading needs is
 * money beside the row's own (an original amount, a rate, an available balance). Of readings
 * that explain as many steps, the one leaving fewest rows without a flow wins (a credit column
 * whose one value is misprinted explains no step, yet its row moves the account). Roles the
 * header's words give (`labelled`) are kept; a column in another currency than the others is
 * money beside the row's own; the arithmetic fills in the others. On a card statement the
 * balance is what is `owed`: charges raise it. `home` is the statement's currency, if known.
 */
export async function moneyRoles(
  rows: MoneyRow[],
  labelled: readonly (ColumnRole | null)[],
  { owed = false, home = null }: { owed?: boolean; home?: string | null } = {},
): Promise<MoneyReading> {
  const count = labelled.length;
  const named = labelled.map((role, c) => role ?? (inOtherCurrency(rows, c, home) ? "aside" : null));
  if (named.every((r) => r !== null))
    return { roles: named as ColumnRole[], guessed: false, balanced: false };
  let best: { h: Hypothesis; ok: number; unread: number; ratio: number; used: number } | null = null;
  // Oldest first, or newest first (read from the bottom up).
  const reversed = [...rows].reverse();
  const pace = pacer(ROWS_BETWEEN_PAUSES);
  for (const h of hypotheses(count)) {
    if (!agrees(h, named)) continue;
    await pace(2 * rows.length);
    const down = explained(rows, h, owed);
    const up = explained(reversed, h, owed);
    const { steps, ok } = up.ok > down.ok ? up : down;
    // Two steps explained at least, and three in five: fewer is chance.
    if (ok < 2 || ok * 5 < steps * 3) continue;
    const ratio = ok / steps;
    const used = h.flows.size + 1;
    const unread = flowless(rows, h);
    const rank = (b: NonNullable<typeof best>) =>
      ok - b.ok || b.unread - unread || ratio - b.ratio || used - b.used;
    if (!best || rank(best) > 0) best = { h, ok, unread, ratio, used };
  }
  const h = best?.h ?? withoutBalance(rows, named);
  const roles = named.map((role, i) => role ?? (h.balance === i ? "balance" : (h.flows.get(i) ?? "aside")));
  const flows = [...h.flows.keys()];
  return {
    roles,
    guessed: !best && flows.length === 2 && flows.every((c) => named[c] === null),
    balanced: best !== null,
  };
}

/** The money columns' roles, and whether money out and in were told apart by position alone. */
export interface MoneyReading {
  roles: ColumnRole[];
  /** No balance and no label decided which flow column is money out: the statement's printed totals may turn it round. */
  guessed: boolean;
  /** The roles are a reading whose balance steps the flows explain (not the fallback without a balance). */
  balanced: boolean;
}
