import { describe, expect, it } from "vitest";
import { chronological, isNewestFirst } from "./order.js";

const rows = (pairs: [number, number | null][]) =>
  pairs.map(([amountCents, balanceCents]) => ({ amountCents, balanceCents }));

describe("isNewestFirst", () => {
  it("reads the order from the running balances", () => {
    const oldestFirst = rows([
      [-500, 9_500],
      [-250, null],
      [100, 9_350],
    ]);
    expect(isNewestFirst(oldestFirst)).toBe(false);
    expect(isNewestFirst([...oldestFirst].reverse())).toBe(true);
  });

  it("keeps the printed order when the balances cannot tell", () => {
    expect(
      isNewestFirst(
        rows([
          [-500, null],
          [200, null],
        ]),
      ),
    ).toBe(false);
    expect(isNewestFirst(rows([[-500, 9_500]]))).toBe(false);
  });
});

describe("chronological", () => {
  it("lists row indexes oldest first", () => {
    expect(chronological(3, false)).toEqual([0, 1, 2]);
    expect(chronological(3, true)).toEqual([2, 1, 0]);
  });
});
