/** The dashboard's Monthly Activity chart: conversions per month (`YYYY-MM` keys from the API). */

export interface MonthBar {
  month: string;
  /** 'Jul 2025' */
  label: string;
  /** 'Jul' */
  short: string;
  count: number;
  /** Bar height in percent of the busiest month (0 for an empty month). */
  percent: number;
}

const MONTH = /^(\d{4})-(\d{2})$/;

function monthName(month: string, style: "short" | "long"): string {
  const m = MONTH.exec(month);
  if (!m) return month;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  return new Intl.DateTimeFormat("en-US", { month: style, timeZone: "UTC" }).format(date);
}

/** Months in calendar order with their bars; empty when no month has a conversion. */
export function monthlyBars(stats: Record<string, number>): MonthBar[] {
  const months = Object.keys(stats)
    .filter((k) => MONTH.test(k))
    .sort();
  const max = Math.max(0, ...months.map((m) => stats[m] ?? 0));
  if (max === 0) return [];
  return months.map((month) => {
    const count = stats[month] ?? 0;
    return {
      month,
      label: `${monthName(month, "short")} ${month.slice(0, 4)}`,
      short: monthName(month, "short"),
      count,
      percent: Math.round((count / max) * 100),
    };
  });
}
