/**
 * Display formatting shared by every screen (docs/architecture.md#screens: US dollars, US English dates,
 * 'N/A' for a missing value, file sizes in Bytes/KB/MB/GB).
 *
 * Dates: a date-only ISO string (`2025-07-01`) is a calendar date and is shown as is, whatever the
 * time zone. A timestamp is shown in `timeZone` (default UTC, so the server render and the browser
 * agree; pass `useTimeZone()` from root for the user's own zone).
 */

export const NOT_AVAILABLE = "N/A";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** `$1,234.56`, `-$12.00`; null, undefined or NaN give 'N/A'. */
export function formatCurrency(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return NOT_AVAILABLE;
  return usd.format(value);
}

/** `1,234` */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat("en-US").format(value);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: string | Date): { date: Date; dateOnly: boolean } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, dateOnly: false };
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly };
}

function format(
  value: string | Date | null | undefined,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
): string {
  if (value === null || value === undefined || value === "") return NOT_AVAILABLE;
  const parsed = toDate(value);
  if (!parsed) return NOT_AVAILABLE;
  return new Intl.DateTimeFormat("en-US", {
    ...options,
    timeZone: parsed.dateOnly ? "UTC" : timeZone,
  }).format(parsed.date);
}

/** Short US date: `7/1/2025`. */
export function formatDate(value: string | Date | null | undefined, timeZone = "UTC"): string {
  return format(value, { month: "numeric", day: "numeric", year: "numeric" }, timeZone);
}

/** Short US date and time: `7/1/2025, 3:04 PM`. */
export function formatDateTime(value: string | Date | null | undefined, timeZone = "UTC"): string {
  return format(
    value,
    { month: "numeric", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" },
    timeZone,
  );
}

/** Long US date for articles and summaries: `July 1, 2025`. */
export function formatLongDate(value: string | Date | null | undefined, timeZone = "UTC"): string {
  return format(value, { month: "long", day: "numeric", year: "numeric" }, timeZone);
}

const SIZES = ["Bytes", "KB", "MB", "GB"] as const;

/** `0 Bytes`, `512 Bytes`, `1.5 KB`, `10 MB` (powers of 1024, at most 2 decimals). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes) || bytes < 0) return NOT_AVAILABLE;
  if (bytes === 0) return "0 Bytes";
  const i = Math.min(SIZES.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${Number.parseFloat((bytes / 1024 ** i).toFixed(2))} ${SIZES[i]}`;
}

/** Cuts `text` to at most `max` characters, ending with '...' when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}
