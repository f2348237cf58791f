/** Walking every page of a paged list (`for await`), one request per page. */
import type { Pagination } from "./contract.js";

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

/** Yields every item from `startPage` on, asking for the next page until the last one. */
export async function* paginate<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  startPage = 1,
): AsyncGenerator<T, void, undefined> {
  for (let page = startPage; ; page++) {
    const { data, pagination } = await fetchPage(page);
    yield* data;
    if (data.length === 0 || pagination.currentPage >= pagination.totalPages) return;
  }
}
