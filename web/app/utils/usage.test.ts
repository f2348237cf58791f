import { describe, expect, it } from "vitest";
import { formatRenewal, quotaMessage, usageFraction, usageLine } from "./usage";

const now = new Date("2026-11-24T09:00:00.000Z");
const usage = {
  plan: "registered" as const,
  billingInterval: "monthly" as const,
  window: "24h" as const,
  used: 3,
  limit: 5,
  renewsAt: "2026-11-24T14:05:00.000Z",
  pendingPlan: null,
  pendingPlanAt: null,
};

describe("usage in words", () => {
  it("says what is used and when it renews", () => {
    expect(usageLine(usage, now)).toBe("3 of 5 pages used today, renews at 14:05");
    expect(usageLine({ ...usage, used: 0, renewsAt: null }, now)).toBe("0 of 5 pages used today");
    expect(
      usageLine(
        {
          ...usage,
          plan: "business",
          window: "month",
          used: 1234,
          limit: 4000,
          renewsAt: "2026-12-10T08:00:00.000Z",
        },
        now,
      ),
    ).toBe("1,234 of 4,000 pages used this month, renews at Dec 10, 08:00");
    expect(
      usageLine({ ...usage, plan: "enterprise", window: "month", used: 1, limit: null, renewsAt: null }, now),
    ).toBe("1 page used this month");
  });

  it("renders times in the given zone", () => {
    expect(formatRenewal("2026-11-24T14:05:00.000Z", now, "America/New_York")).toBe("09:05");
  });

  it("measures how full the allowance is", () => {
    expect(usageFraction(usage)).toBe(0.6);
    expect(usageFraction({ used: 9, limit: 5 })).toBe(1);
    expect(usageFraction({ used: 9, limit: null })).toBe(0);
  });

  it("explains a refusal", () => {
    const quota = {
      plan: "registered" as const,
      window: "24h" as const,
      limit: 5,
      used: 5,
      requested: 1,
      renewsAt: usage.renewsAt,
    };
    expect(quotaMessage(quota, now)).toBe(
      "You have used 5 of your 5 pages (5 pages per 24 hours on the Registered plan). Your allowance renews at 14:05. Upgrade your plan to convert more now.",
    );
    expect(quotaMessage({ ...quota, plan: "anonymous", limit: 1, used: 0, requested: 3 }, now)).toBe(
      "This file has 3 pages, more than your whole allowance (1 page per 24 hours on the Anonymous plan). Your allowance renews at 14:05. Create a free account for more pages.",
    );
  });
});
