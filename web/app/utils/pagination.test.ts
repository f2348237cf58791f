import { describe, expect, it } from "vitest";
import { pageWindow, paginate, readPage } from "./pagination";

const items = Array.from({ length: 20 }, (_, i) => i + 1);

describe("paginate", () => {
  it("slices pages of the given size", () => {
    expect(paginate(items, 1, 6)).toEqual({
      items: [1, 2, 3, 4, 5, 6],
      page: 1,
      totalPages: 4,
      totalCount: 20,
      from: 1,
      to: 6,
    });
    expect(paginate(items, 4, 6).items).toEqual([19, 20]);
    expect(paginate(items, 4, 6).from).toBe(19);
  });
  it("clamps out-of-range pages", () => {
    expect(paginate(items, 99, 6).page).toBe(4);
    expect(paginate(items, 0, 6).page).toBe(1);
    expect(paginate(items, Number.NaN, 6).page).toBe(1);
  });
  it("has one empty page for no items", () => {
    expect(paginate([], 3, 6)).toEqual({ items: [], page: 1, totalPages: 1, totalCount: 0, from: 0, to: 0 });
  });
});

describe("pageWindow", () => {
  it("shows every page when there are at most five", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it("centres the current page in a window of five", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe("readPage", () => {
  it("reads positive whole numbers only", () => {
    expect(readPage("2")).toBe(2);
    expect(readPage("0")).toBe(1);
    expect(readPage("x")).toBe(1);
    expect(readPage(null)).toBe(1);
    expect(readPage("1.5")).toBe(1);
  });
});
