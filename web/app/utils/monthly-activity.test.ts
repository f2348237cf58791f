import { describe, expect, it } from "vitest";
import { monthlyBars } from "./monthly-activity";

describe("monthlyBars", () => {
  it("orders months and scales bars to the busiest month", () => {
    expect(monthlyBars({ "2025-08": 1, "2025-06": 0, "2025-07": 4 })).toEqual([
      { month: "2025-06", label: "Jun 2025", short: "Jun", count: 0, percent: 0 },
      { month: "2025-07", label: "Jul 2025", short: "Jul", count: 4, percent: 100 },
      { month: "2025-08", label: "Aug 2025", short: "Aug", count: 1, percent: 25 },
    ]);
  });

  it("is empty when no month has a conversion", () => {
    expect(monthlyBars({})).toEqual([]);
    expect(monthlyBars({ "2025-01": 0 })).toEqual([]);
  });
});
