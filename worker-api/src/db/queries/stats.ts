import type { Stats } from "@statement-converter/contract";
import { and, count, desc, eq, gte, max, sql } from "drizzle-orm";
import type { Db } from "../client.js";
import { conversions, transactions } from "../schema.js";
import type { ConversionRow } from "./conversions.js";

/** The months `YYYY-MM` of the last `n` months up to and including `now`'s (UTC). */
export function lastMonths(now: Date, n: number): string[] {
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

const MONTHS_SHOWN = 12;

/**
 * The dashboard numbers of one user, in one D1 round trip. Amounts are cents here: credits are
 * the sum of money in, debits the sum of money out (as a positive number), of completed conversions.
 */
export async function userStats(db: Db, userId: string, now = new Date()) {
  const months = lastMonths(now, MONTHS_SHOWN);
  const monthStart = `${months[months.length - 1]}-01`;
  const firstMonth = `${months[0]}-01`;
  const month = sql<string>`substr(${conversions.uploadDate}, 1, 7)`;
  const mine = eq(conversions.userId, userId);
  const [totals, recent, monthly, amounts] = await db.batch([
    db
      .select({
        uploads: count(),
        transactions: sql<number>`coalesce(sum(${conversions.transactionsCount}), 0)`,
        thisMonth: sql<number>`coalesce(sum(${conversions.uploadDate} >= ${monthStart}), 0)`,
        last: max(conversions.uploadDate),
      })
      .from(conversions)
      .where(mine),
    db
      .select()
      .from(conversions)
      .where(mine)
      .orderBy(desc(conversions.uploadDate), desc(sql`"conversions"."rowid"`))
      .limit(5),
    db
      .select({ month, n: count() })
      .from(conversions)
      .where(and(mine, gte(conversions.uploadDate, firstMonth)))
      .groupBy(month),
    db
      .select({
        credits: sql<number>`coalesce(sum(case when ${transactions.amountCents} > 0 then ${transactions.amountCents} else 0 end), 0)`,
        debits: sql<number>`coalesce(sum(case when ${transactions.amountCents} < 0 then -${transactions.amountCents} else 0 end), 0)`,
      })
      .from(transactions)
      .innerJoin(conversions, eq(conversions.id, transactions.conversionId))
      .where(and(mine, eq(conversions.status, "completed"))),
  ]);
  const monthlyStats: Stats["monthlyStats"] = Object.fromEntries(months.map((m) => [m, 0]));
  for (const row of monthly) if (row.month in monthlyStats) monthlyStats[row.month] = row.n;
  const t = totals[0];
  const a = amounts[0];
  return {
    totalUploads: t?.uploads ?? 0,
    totalTransactions: Number(t?.transactions ?? 0),
    thisMonthUploads: Number(t?.thisMonth ?? 0),
    lastUploadDate: t?.last ?? null,
    recent: recent as ConversionRow[],
    monthlyStats,
    creditsCents: Number(a?.credits ?? 0),
    debitsCents: Number(a?.debits ?? 0),
  };
}
