import { type ParsedAmount, signedCents } from "../parse/amounts.js";
import type { TableRow } from "./rows.js";

/**
 * How a table marks unsigned amounts in its single Amount column: as credits, as debits, or
 * the way card issuers print from their own side ("card": charges unmarked, payments and
 * refunds marked CR, minus or in parentheses; the cardholder's side is the other way round).
 */
export type UnsignedMeaning = "credit" | "debit" | "card";

/**
 * Reads a table's convention from its rows: on a card statement, a table whose amounts are
 * mostly unmarked prints the issuer's side; otherwise, when some amounts carry CR and none
 * carry a minus, DR or parentheses, the unmarked ones are debits; else unmarked means credit.
 * A table marking none of its amounts follows `unmarked` when given (the statement's other
 * tables: a section of purchases, all unmarked, under a section of payments marked CR).
 */
export function unsignedMeaning(
  rows: TableRow[],
  card = false,
  unmarkedTable?: UnsignedMeaning,
): UnsignedMeaning {
  let cr = 0;
  let negative = 0;
  let unmarked = 0;
  for (const row of rows) {
    // Section headings sign unmarked amounts, so only a card table's marks are counted under them.
    if (row.sectionSign !== null && !card) continue;
    for (const m of row.money) {
      if (m.role !== "amount") continue;
      if (m.amount.marker === "cr") cr++;
      else if (m.amount.marker && m.amount.marker !== "plus") negative++;
      else unmarked++;
    }
  }
  if (card && unmarked > cr + negative) return "card";
  if (unmarkedTable && cr === 0 && negative === 0) return unmarkedTable;
  return cr > 0 && negative === 0 ? "debit" : "credit";
}

/**
 * Which way a statement's balances run: a bank account's ("asset": an overdraft is negative)
 * or a card's ("liability": the amount owed is printed unsigned or DR, a credit balance CR or
 * with a minus), turned round here to the holder's side like every other statement.
 */
export type BalanceSide = "asset" | "liability";

export function balanceCents(a: ParsedAmount, side: BalanceSide): number {
  if (side === "asset") return signedCents(a);
  const credit =
    a.marker === "cr" || a.marker === "minus" || a.marker === "parens" || a.marker === "trailing";
  return credit ? a.cents : -a.cents;
}

/** Signed amount of a row from its columns, markers, table convention and section heading. */
export function rowAmount(row: TableRow, meaning: UnsignedMeaning): number {
  let total = 0;
  for (const m of row.money) {
    const a = m.amount;
    if (m.role === "debit") total -= a.marker === "cr" ? -a.cents : a.cents;
    else if (m.role === "fee") total -= Math.abs(signedCents(a));
    else if (m.role === "credit") total += signedCents(a);
    else if (m.role === "amount") {
      if (meaning === "card") {
        // The issuer's side: a mark (CR, minus, parentheses) is a credit; an unmarked amount is
        // a charge, or what its section heading says it is.
        const marked = a.marker !== null && a.marker !== "plus" && a.marker !== "dr";
        total += marked ? a.cents : row.sectionSign !== null ? row.sectionSign * a.cents : -a.cents;
      } else if (a.marker && a.marker !== "plus") total += signedCents(a);
      else if (a.marker === "plus") total += a.cents;
      else if (row.direction !== null) total += row.direction === "debit" ? -a.cents : a.cents;
      else if (row.sectionSign !== null) total += row.sectionSign * a.cents;
      else total += meaning === "debit" ? -a.cents : a.cents;
    }
  }
  return total;
}

export function rowBalance(row: TableRow, side: BalanceSide = "asset"): number | null {
  const b = row.money.find((m) => m.role === "balance");
  return b ? balanceCents(b.amount, side) : null;
}

/** True when the row prints a balance with no sign mark at all (no minus, parentheses, CR/DR or plus). */
export function isUnsignedBalance(row: TableRow): boolean {
  const b = row.money.find((m) => m.role === "balance");
  return b !== undefined && b.amount.marker === null;
}

/**
 * True when the row's sign comes from no print of its own: a single amount with no sign mark, no
 * direction mark and no section heading, signed by its table's convention alone (`unsignedMeaning`).
 */
export function isUnsignedAmount(row: TableRow): boolean {
  if (row.direction !== null || row.sectionSign !== null) return false;
  const flows = row.money.filter((m) => m.role !== "balance");
  return flows.length > 0 && flows.every((m) => m.role === "amount" && m.amount.marker === null);
}

export interface SignRepairs {
  /** Rows whose amount sign was flipped. */
  amounts: number[];
  /** Rows whose unsigned balance was read as negative (an overdraft printed without a sign). */
  balances: number[];
}

/**
 * Uses the running balances to correct signs where the evidence is unambiguous: between two
 * printed balances, the difference must equal the sum of the amounts. If flipping exactly one
 * amount makes it so, that amount's sign (or column) was misread. Otherwise, if the balance was
 * printed without any sign mark and reading it as negative makes it so, the statement prints
 * overdrawn balances unsigned. `amounts` and `balances` are corrected in place.
 */
export function repairSigns(
  amounts: number[],
  balances: (number | null)[],
  opening: number | null,
  unsignedBalance: readonly boolean[] = [],
  unsignedAmount: readonly boolean[] = [],
): SignRepairs {
  const repairs: SignRepairs = { amounts: [], balances: [] };
  let prev = opening;
  let from = 0;
  for (let i = 0; i < amounts.length; i++) {
    const b = balances[i];
    if (b === null || b === undefined) continue;
    if (prev !== null) {
      let sum = 0;
      for (let k = from; k <= i; k++) sum += amounts[k] as number;
      const delta = b - prev;
      if (sum !== delta) {
        const candidates: number[] = [];
        for (let k = from; k <= i; k++) if (sum - 2 * (amounts[k] as number) === delta) candidates.push(k);
        const k = candidates[0];
        if (candidates.length === 1 && k !== undefined && amounts[k] !== 0) {
          amounts[k] = -(amounts[k] as number);
          repairs.amounts.push(k);
        } else if (i > from && -sum === delta && unsignedFrom(from, i)) {
          // Rows between two balances whose amounts carry no sign of their own (a balance
          // between them misread, so each is not checked alone): the link says they all go the other way.
          for (let n = from; n <= i; n++) {
            if (amounts[n] === 0) continue;
            amounts[n] = -(amounts[n] as number);
            repairs.amounts.push(n);
          }
        } else if (unsignedBalance[i] && b > 0 && (-b - prev === sum || overdrawnByNext(i))) {
          balances[i] = -b;
          repairs.balances.push(i);
        }
      }
    }
    prev = balances[i] as number;
    from = i + 1;
  }
  return repairs;

  /** True when every row from `a` to `b` has an amount with no sign of its own. */
  function unsignedFrom(a: number, b: number): boolean {
    for (let n = a; n <= b; n++) if (!unsignedAmount[n]) return false;
    return true;
  }

  /**
   * A link that does not add up (a row lost or a figure misread, on a scan) says nothing of the
   * sign of the unsigned balance ending it: the next link does. It is read as overdrawn when the
   * amounts from it to the next printed balance add up that way only (the next balance as printed,
   * or also overdrawn and unsigned), rather than taken as positive and the next amount's sign
   * "corrected" to match, and every row after it. Not when those amounts carry no sign of their
   * own (an Amount column whose debits are told by colour, lost on a scan) and the balance as
   * printed fits them turned round: then the link tells the amounts' signs, not the balance's.
   */
  function overdrawnByNext(i: number): boolean {
    const b = balances[i] as number;
    let sum = 0;
    let unsignedLink = true;
    for (let j = i + 1; j < amounts.length; j++) {
      sum += amounts[j] as number;
      if (!unsignedAmount[j]) unsignedLink = false;
      const next = balances[j];
      if (next === null || next === undefined) continue;
      const fits = (start: number, flows: number) =>
        next - start === flows || (unsignedBalance[j] === true && -next - start === flows);
      return fits(-b, sum) && !fits(b, sum) && !(unsignedLink && fits(b, -sum));
    }
    return false;
  }
}
