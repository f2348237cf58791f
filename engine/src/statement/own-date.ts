import { inferNumericOrder } from "../parse/date-order.js";
import { type DateParts, parseDate } from "../parse/dates.js";

/** Days of a year-less date's place in its year (month and day only; the year is unknown). */
const DAYS_IN_YEAR = 372;

/** A step back further than half a year between two year-less dates is the year turning. */
const HALF_YEAR = DAYS_IN_YEAR / 2;

function dayOf(p: DateParts): number {
  return p.month * 31 + p.day;
}

/** Days from `a` to `b`; year-less dates more than half a year apart are in neighbouring years. */
function daysBetween(a: DateParts, b: DateParts): number {
  if (a.year !== null && b.year !== null) return (b.year - a.year) * DAYS_IN_YEAR + dayOf(b) - dayOf(a);
  const step = dayOf(b) - dayOf(a);
  if (step < -HALF_YEAR) return step + DAYS_IN_YEAR;
  if (step > HALF_YEAR) return step - DAYS_IN_YEAR;
  return step;
}

/**
 * How often a column's dates, row after row, go against the way most of them go (back in a
 * table printed oldest first, forward in one printed newest first).
 */
function disorder(dates: DateParts[]): number {
  let back = 0;
  let forward = 0;
  for (let i = 1; i < dates.length; i++) {
    const step = daysBetween(dates[i - 1] as DateParts, dates[i] as DateParts);
    if (step < 0) back++;
    else if (step > 0) forward++;
  }
  return Math.min(back, forward);
}

/**
 * Of a table's two date columns that no header word names, true when the second is the row's
 * own date. A card posts a purchase a day or more after it is made: a card statement that
 * prints the posting date first ("24/09 23/09", "27/09 25/09", "26/09 25/09") has its second
 * date before the first on most rows and never after it, and lists the rows in the order of
 * their own dates, so the first column goes out of order. All three are asked: a card statement
 * listing its purchases in posting order ("23.05 24.05", "22.05 24.05") prints the purchase
 * first, and a bank's value date, printed second and before the booking date on some rows, is
 * the booking date on most of them and the rows go in booking order (layout/header.ts's
 * validColumns takes the first date column whatever its label unless the label names the
 * transaction's date). Out of order means at least twice and at least four times as often as
 * the second (a date OCR misread). `pairs` are the rows' first and second dates as printed, in
 * row order.
 */
export function ownDateIsSecond(
  pairs: readonly (readonly [string, string])[],
  currency: string | null,
): boolean {
  if (pairs.length < 3) return false;
  const order = inferNumericOrder(pairs.flat(), currency);
  const firsts: DateParts[] = [];
  const seconds: DateParts[] = [];
  let before = 0;
  for (const [a, b] of pairs) {
    const first = parseDate(a, order);
    const second = parseDate(b, order);
    if (!first || !second) continue;
    const days = daysBetween(first, second);
    if (days > 0) return false;
    if (days < 0) before++;
    firsts.push(first);
    seconds.push(second);
  }
  if (before * 2 <= firsts.length) return false;
  const outOfOrder = disorder(firsts);
  return outOfOrder >= 2 && disorder(seconds) * 4 <= outOfOrder;
}
