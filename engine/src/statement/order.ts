/** A row as the balance checks see it. */
export interface BalanceRow {
  amountCents: number;
  balanceCents: number | null;
}

/**
 * True when the running balances read bottom to top: the statement lists the newest
 * transaction first, so each printed balance is the one below it plus its own amount.
 * Decided by which reading more pairs of consecutive printed balances agree with.
 */
export function isNewestFirst(rows: readonly BalanceRow[]): boolean {
  let forward = 0;
  let backward = 0;
  let prev = -1;
  rows.forEach((row, i) => {
    if (row.balanceCents === null) return;
    const before = rows[prev];
    if (before?.balanceCents !== null && before !== undefined) {
      let down = 0;
      for (let k = prev + 1; k <= i; k++) down += (rows[k] as BalanceRow).amountCents;
      let up = 0;
      for (let k = prev; k < i; k++) up += (rows[k] as BalanceRow).amountCents;
      if (before.balanceCents + down === row.balanceCents) forward++;
      if (row.balanceCents + up === before.balanceCents) backward++;
    }
    prev = i;
  });
  return backward > forward;
}

/** Indexes of `n` rows oldest first: as printed, or reversed for a newest-first statement. */
export function chronological(n: number, newestFirst: boolean): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  return newestFirst ? order.reverse() : order;
}
