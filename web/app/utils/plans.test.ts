import { describe, expect, it } from "vitest";
import { PLANS, planPrice, readBilling, upgradeToast } from "./plans";

const byId = (id: string) => PLANS.find((p) => p.id === id)!;

describe("plans", () => {
  it("are the six plans in order", () => {
    expect(PLANS.map((p) => p.name)).toEqual([
      "Anonymous",
      "Registered",
      "Starter",
      "Professional",
      "Business",
      "Enterprise",
    ]);
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(["professional"]);
  });
  it("price monthly and yearly per the table", () => {
    expect(planPrice(byId("starter"), "monthly")).toEqual({ amount: "$30", period: "/month" });
    expect(planPrice(byId("starter"), "yearly")).toEqual({ amount: "$180", period: "/year" });
    expect(planPrice(byId("professional"), "yearly")).toEqual({ amount: "$360", period: "/year" });
    expect(planPrice(byId("business"), "monthly")).toEqual({ amount: "$99", period: "/month" });
    expect(planPrice(byId("business"), "yearly")).toEqual({ amount: "$599", period: "/year" });
    expect(planPrice(byId("registered"), "yearly")).toEqual({ amount: "Free", period: "" });
    expect(planPrice(byId("enterprise"), "monthly")).toEqual({ amount: "Custom", period: "" });
  });
  it("state the allowances of the table", () => {
    expect(PLANS.map((p) => p.allowance.monthly)).toEqual([
      "1 page per 24 hours",
      "5 pages per 24 hours",
      "400 pages/month",
      "1,000 pages/month",
      "4,000 pages/month",
      "Custom",
    ]);
    expect(byId("business").allowance.yearly).toBe("48,000 pages/year");
  });
  it("reads the billing toggle and words the upgrade toast", () => {
    expect(readBilling("yearly")).toBe("yearly");
    expect(readBilling("x")).toBe("monthly");
    expect(upgradeToast(byId("starter"))).toBe("Selected Starter plan. Redirecting to checkout...");
  });
});
