/** How the commands print values: dates in local time, money with 2 decimals. */

/** An ISO timestamp as local `YYYY-MM-DD HH:MM`; anything unparsable as given. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ${p(date.getHours())}:${p(date.getMinutes())}`;
}

const MONEY = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1875.1 -> "1,875.10"; null -> "". */
export function formatMoney(value: number | null): string {
  return value === null ? "" : MONEY.format(value);
}
