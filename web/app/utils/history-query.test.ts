import { describe, expect, it } from "vitest";
import {
  DEFAULT_HISTORY_QUERY,
  historySearch,
  isFiltered,
  readHistoryQuery,
  toListQuery,
} from "./history-query";

describe("history query in the URL", () => {
  it("reads the defaults from an empty query", () => {
    expect(readHistoryQuery(new URLSearchParams())).toEqual(DEFAULT_HISTORY_QUERY);
  });

  it("reads every field and rejects unknown values", () => {
    expect(
      readHistoryQuery(
        new URLSearchParams("search=%20March%20&status=failed&sort=name_desc&page=3&limit=25"),
      ),
    ).toEqual({ search: "March", status: "failed", sort: "name_desc", page: 3, limit: 25 });
    expect(readHistoryQuery(new URLSearchParams("status=done&sort=size&page=-2&limit=7"))).toEqual(
      DEFAULT_HISTORY_QUERY,
    );
  });

  it("writes only what differs from the defaults, and reads back the same query", () => {
    expect(historySearch({})).toBe("");
    const q = {
      search: "march 2025",
      status: "completed" as const,
      sort: "largest" as const,
      page: 2,
      limit: 50,
    };
    const s = historySearch(q);
    expect(s).toBe("?search=march+2025&status=completed&sort=largest&limit=50&page=2");
    expect(readHistoryQuery(new URLSearchParams(s))).toEqual(q);
  });

  it("knows when filters narrow the list", () => {
    expect(isFiltered(DEFAULT_HISTORY_QUERY)).toBe(false);
    expect(isFiltered({ ...DEFAULT_HISTORY_QUERY, sort: "oldest", page: 2 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_HISTORY_QUERY, search: "x" })).toBe(true);
    expect(isFiltered({ ...DEFAULT_HISTORY_QUERY, status: "pending" })).toBe(true);
  });

  it("becomes the API's list query", () => {
    expect(toListQuery(DEFAULT_HISTORY_QUERY)).toEqual({ page: 1, limit: 10, sort: "newest" });
    expect(toListQuery({ search: "a", status: "failed", sort: "oldest", page: 2, limit: 5 })).toEqual({
      page: 2,
      limit: 5,
      sort: "oldest",
      search: "a",
      status: "failed",
    });
  });
});
