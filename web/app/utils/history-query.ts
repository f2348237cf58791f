/**
 * The history screen's filters, sort and paging, kept in the URL (`/history?search=march&status=
 * completed&sort=name_asc&page=2&limit=25`) and passed to the API, which filters, sorts and pages
 * on the server (docs/architecture.md#api-envelopes, the history query).
 */
import type { ConversionStatus, HistorySort } from "@statement-converter/sdk";
import { readPage } from "./pagination";

export const HISTORY_PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_HISTORY_PAGE_SIZE = 10;
/** The search box waits this long after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MAX_LENGTH = 200;

export const STATUS_OPTIONS: { value: "" | ConversionStatus; label: string }[] = [
  { value: "", label: "All" },
  { value: "completed", label: "Completed" },
  { value: "processing", label: "Processing" },
  { value: "failed", label: "Failed" },
  { value: "pending", label: "Pending" },
];

export const SORT_OPTIONS: { value: HistorySort; label: string }[] = [
  { value: "newest", label: "Newest First" },
  { value: "oldest", label: "Oldest First" },
  { value: "name_asc", label: "Name A-Z" },
  { value: "name_desc", label: "Name Z-A" },
  { value: "largest", label: "Largest First" },
  { value: "smallest", label: "Smallest First" },
];

export interface HistoryQuery {
  search: string;
  status: "" | ConversionStatus;
  sort: HistorySort;
  page: number;
  limit: number;
}

export const DEFAULT_HISTORY_QUERY: HistoryQuery = {
  search: "",
  status: "",
  sort: "newest",
  page: 1,
  limit: DEFAULT_HISTORY_PAGE_SIZE,
};

/** Reads the query; unknown values fall back to the defaults. The search is passed on as typed. */
export function readHistoryQuery(params: URLSearchParams): HistoryQuery {
  const status = params.get("status") ?? "";
  const sort = params.get("sort") ?? "";
  const limit = Number(params.get("limit"));
  return {
    search: (params.get("search") ?? "").trim(),
    status: STATUS_OPTIONS.some((o) => o.value === status) ? (status as HistoryQuery["status"]) : "",
    sort: SORT_OPTIONS.some((o) => o.value === sort) ? (sort as HistorySort) : "newest",
    page: readPage(params.get("page")),
    limit: (HISTORY_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_HISTORY_PAGE_SIZE,
  };
}

/** The URL search of a query, leaving out defaults: `?search=march&page=2` (or '' for the defaults). */
export function historySearch(query: Partial<HistoryQuery>): string {
  const q = { ...DEFAULT_HISTORY_QUERY, ...query };
  const params = new URLSearchParams();
  if (q.search) params.set("search", q.search);
  if (q.status) params.set("status", q.status);
  if (q.sort !== DEFAULT_HISTORY_QUERY.sort) params.set("sort", q.sort);
  if (q.limit !== DEFAULT_HISTORY_QUERY.limit) params.set("limit", String(q.limit));
  if (q.page > 1) params.set("page", String(q.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** Whether any filter (search or status) narrows the list: decides the empty state's wording. */
export function isFiltered(query: HistoryQuery): boolean {
  return query.search !== "" || query.status !== "";
}

/** The API's list query for `query`. */
export function toListQuery(query: HistoryQuery) {
  return {
    page: query.page,
    limit: query.limit,
    sort: query.sort,
    ...(query.search ? { search: query.search } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
}
