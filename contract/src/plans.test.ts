import { describe, expect, it } from "vitest";
import {
  addMonths,
  allowanceOf,
  allowanceText,
  billingPeriod,
  changePlan,
  type PlanState,
  settlePlan,
} from "./plans.js";

const at = (iso: string) => new Date(iso);

describe("allowances", () => {
  it("gives each plan its window and pages", () => {
    expect(allowanceOf("anonymous", "monthly")).toEqual({ window: "24h", pages: 1 });
    expect(allowanceOf("registered", "yearly")).toEqual({ window: "24h", pages: 5 });
    expect(allowanceOf("starter", "monthly")).toEqual({ window: "month", pages: 400 });
    expect(allowanceOf("starter", "yearly")).toEqual({ window: "year", pages: 4_800 });
    expect(allowanceOf("professional", "monthly")).toEqual({ window: "month", pages: 1_000 });
    expect(allowanceOf("professional", "yearly")).toEqual({ window: "year", pages: 12_000 });
    expect(allowanceOf("business", "monthly")).toEqual({ window: "month", pages: 4_000 });
    expect(allowanceOf("business", "yearly")).toEqual({ window: "year", pages: 48_000 });
    expect(allowanceOf("enterprise", "monthly")).toEqual({ window: "month", pages: null });
  });

  it("words them as the pricing page does", () => {
    expect(allowanceText("anonymous", "monthly")).toBe("1 page per 24 hours");
    expect(allowanceText("registered", "monthly")).toBe("5 pages per 24 hours");
    expect(allowanceText("business", "yearly")).toBe("48,000 pages/year");
    expect(allowanceText("enterprise", "yearly")).toBe("Custom");
  });
});

describe("billing periods", () => {
  it("steps a month from the anchor, clamping the day (Jan 31 -> Feb 28 -> Mar 31)", () => {
    const start = at("2026-01-31T10:00:00.000Z");
    expect(addMonths(start, 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonths(start, 2).toISOString()).toBe("2026-03-31T10:00:00.000Z");
    expect(billingPeriod(start, "monthly", at("2026-03-15T00:00:00.000Z"))).toEqual({
      start: at("2026-02-28T10:00:00.000Z"),
      end: at("2026-03-31T10:00:00.000Z"),
    });
  });

  it("a period ends exactly at the next anchor; yearly periods step twelve months", () => {
    const start = at("2026-05-10T00:00:00.000Z");
    expect(billingPeriod(start, "monthly", at("2026-06-10T00:00:00.000Z")).start).toEqual(
      at("2026-06-10T00:00:00.000Z"),
    );
    expect(billingPeriod(start, "monthly", at("2026-06-09T23:59:59.999Z")).start).toEqual(start);
    expect(billingPeriod(start, "yearly", at("2028-01-01T00:00:00.000Z"))).toEqual({
      start: at("2027-05-10T00:00:00.000Z"),
      end: at("2028-05-10T00:00:00.000Z"),
    });
  });
});

describe("plan changes (pricing FAQ)", () => {
  const registered: PlanState = {
    plan: "registered",
    billingInterval: "monthly",
    billingCycleStart: "2026-01-01T00:00:00.000Z",
    pendingPlan: null,
    pendingPlanAt: null,
  };
  const now = at("2026-03-15T12:00:00.000Z");

  it("an upgrade from a free plan applies at once and starts the billing cycle now", () => {
    expect(changePlan(registered, "starter", now)).toEqual({
      ...registered,
      plan: "starter",
      billingCycleStart: now.toISOString(),
      applied: "now",
    });
  });

  it("an upgrade between paid plans applies at once and keeps the cycle", () => {
    const starter = { ...registered, plan: "starter" as const };
    expect(changePlan(starter, "business", now)).toMatchObject({
      plan: "business",
      billingCycleStart: registered.billingCycleStart,
      applied: "now",
    });
  });

  it("a downgrade waits for the period's end, then applies and starts a new cycle there", () => {
    const business = { ...registered, plan: "business" as const };
    const down = changePlan(business, "starter", now);
    expect(down).toMatchObject({ plan: "business", pendingPlan: "starter", applied: "next_cycle" });
    expect(down.pendingPlanAt).toBe("2026-04-01T00:00:00.000Z");
    expect(settlePlan(down, at("2026-03-31T23:59:59.000Z")).plan).toBe("business");
    expect(settlePlan(down, at("2026-04-01T00:00:00.000Z"))).toEqual({
      plan: "starter",
      billingInterval: "monthly",
      billingCycleStart: "2026-04-01T00:00:00.000Z",
      pendingPlan: null,
      pendingPlanAt: null,
    });
  });

  it("choosing the current plan again cancels a waiting downgrade", () => {
    const pending = {
      ...registered,
      plan: "business" as const,
      pendingPlan: "starter" as const,
      pendingPlanAt: "2026-04-01T00:00:00.000Z",
    };
    expect(changePlan(pending, "business", now)).toMatchObject({
      plan: "business",
      pendingPlan: null,
      applied: "now",
    });
  });
});
