/** Client-side paging and the numbered pager window (blog, history and results screens). */

export const PAGER_WINDOW = 5;

export interface Page<T> {
  items: T[];
  /** 1-based, clamped into 1..totalPages. */
  page: number;
  totalPages: number;
  totalCount: number;
  /** 1-based index of the first item shown, 0 when empty ('Showing X to Y of N'). */
  from: number;
  /** 1-based index of the last item shown. */
  to: number;
}

/** One page of `items`; an out-of-range or unreadable page number is clamped. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const totalCount = items.length;
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  const current = Math.min(totalPages, Math.max(1, Number.isFinite(page) ? Math.trunc(page) : 1));
  const start = (current - 1) * pageSize;
  const pageItems = items.slice(start, start + pageSize);
  return {
    items: pageItems,
    page: current,
    totalPages,
    totalCount,
    from: pageItems.length ? start + 1 : 0,
    to: start + pageItems.length,
  };
}

/**
 * The page numbers the pager shows: at most `size` consecutive numbers, the current page as
 * centred as the ends allow. `pageWindow(7, 10)` is `[5, 6, 7, 8, 9]`.
 */
export function pageWindow(current: number, totalPages: number, size = PAGER_WINDOW): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(size, totalPages);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Reads a 1-based page number from a query value ('2' -> 2; missing or bad -> 1). */
export function readPage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
