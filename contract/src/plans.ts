/**
 * The plans and their page allowances (docs/architecture.md#product-rules): the one place they
 * are written. The API meters with these, the web app's pricing page and meters show them, the
 * CLI prints them. Pure data and date arithmetic; no dependencies.
 */

/** Every plan, in order of size. `anonymous` is the visitor's (per client IP), never an account's. */
export const PLANS = [
  "anonymous",
  "registered",
  "starter",
  "professional",
  "business",
  "enterprise",
] as const;
export type PlanId = (typeof PLANS)[number];

/** The plans an account can be on. */
export const ACCOUNT_PLANS = ["registered", "starter", "professional", "business", "enterprise"] as const;
export type AccountPlan = (typeof ACCOUNT_PLANS)[number];

export const BILLING_INTERVALS = ["monthly", "yearly"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** The span a plan's pages are counted over. */
export const USAGE_WINDOWS = ["24h", "month", "year"] as const;
export type UsageWindow = (typeof USAGE_WINDOWS)[number];

/** What a window is called in a sentence: '3 of 5 pages used today'. */
export const WINDOW_WORDS: Record<UsageWindow, string> = {
  "24h": "today",
  month: "this month",
  year: "this year",
};

/** The billing interval whose allowance a window counts (the rolling 24 hours: any; monthly). */
export const intervalOfWindow = (window: UsageWindow): BillingInterval =>
  window === "year" ? "yearly" : "monthly";

export interface PlanAllowance {
  name: string;
  /**
   * Free plans: pages per rolling 24 hours. Paid plans: pages per billing month or year.
   * null: custom (Enterprise; not metered by the product, agreed with sales).
   */
  pages: { daily: number } | { monthly: number; yearly: number } | null;
}

export const PLAN_ALLOWANCES: Record<PlanId, PlanAllowance> = {
  anonymous: { name: "Anonymous", pages: { daily: 1 } },
  registered: { name: "Registered", pages: { daily: 5 } },
  starter: { name: "Starter", pages: { monthly: 400, yearly: 4_800 } },
  professional: { name: "Professional", pages: { monthly: 1_000, yearly: 12_000 } },
  business: { name: "Business", pages: { monthly: 4_000, yearly: 48_000 } },
  enterprise: { name: "Enterprise", pages: null },
};

export const planName = (plan: PlanId): string => PLAN_ALLOWANCES[plan].name;

/** The allowance a plan gives on a billing interval: its window and pages (null = unmetered). */
export function allowanceOf(
  plan: PlanId,
  interval: BillingInterval,
): { window: UsageWindow; pages: number | null } {
  const pages = PLAN_ALLOWANCES[plan].pages;
  if (pages && "daily" in pages) return { window: "24h", pages: pages.daily };
  const window = interval === "yearly" ? "year" : "month";
  return { window, pages: pages ? pages[interval] : null };
}

/** '5 pages per 24 hours', '400 pages/month', '4,800 pages/year', 'Custom'. */
export function allowanceText(plan: PlanId, interval: BillingInterval): string {
  const { window, pages } = allowanceOf(plan, interval);
  if (pages === null) return "Custom";
  const n = pages.toLocaleString("en-US");
  if (window === "24h") return `${n} page${pages === 1 ? "" : "s"} per 24 hours`;
  return `${n} pages/${window}`;
}

/** Whether the allowance is counted over a rolling 24 hours (free plans). */
export const isRolling = (plan: PlanId) => allowanceOf(plan, "monthly").window === "24h";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** `start` plus `months` calendar months (UTC), the day clamped to the month's last day. */
export function addMonths(start: Date, months: number): Date {
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(start.getTime());
  d.setUTCFullYear(y, m, Math.min(start.getUTCDate(), lastDay));
  return d;
}

/**
 * The billing period holding `now` for a cycle anchored at `cycleStart`: periods of one month (or
 * twelve), each counted from the anchor (Jan 31 -> Feb 28 -> Mar 31, no drift).
 */
export function billingPeriod(
  cycleStart: Date,
  interval: BillingInterval,
  now: Date,
): { start: Date; end: Date } {
  const step = interval === "yearly" ? 12 : 1;
  if (now < cycleStart) return { start: cycleStart, end: addMonths(cycleStart, step) };
  const monthsApart =
    (now.getUTCFullYear() - cycleStart.getUTCFullYear()) * 12 +
    (now.getUTCMonth() - cycleStart.getUTCMonth());
  let k = Math.floor(monthsApart / step);
  while (k > 0 && addMonths(cycleStart, k * step) > now) k--;
  while (addMonths(cycleStart, (k + 1) * step) <= now) k++;
  return { start: addMonths(cycleStart, k * step), end: addMonths(cycleStart, (k + 1) * step) };
}

/** An account's plan state, as stored. */
export interface PlanState {
  plan: AccountPlan;
  billingInterval: BillingInterval;
  /** ISO time the billing cycle is anchored at. */
  billingCycleStart: string;
  /** A downgrade waiting for the next cycle, and when it applies. */
  pendingPlan: AccountPlan | null;
  pendingPlanAt: string | null;
}

/** The state with a due downgrade applied (it starts a new cycle at its own time). */
export function settlePlan(state: PlanState, now: Date): PlanState {
  if (!state.pendingPlan || !state.pendingPlanAt || new Date(state.pendingPlanAt) > now) return state;
  return {
    plan: state.pendingPlan,
    billingInterval: state.billingInterval,
    billingCycleStart: state.pendingPlanAt,
    pendingPlan: null,
    pendingPlanAt: null,
  };
}

/**
 * Moves an account to `target` (pricing FAQ): an upgrade applies at once (a free plan's account
 * starts its billing cycle now; a paid one keeps its cycle), a downgrade at the end of the
 * current billing period. Choosing the current plan cancels a waiting downgrade. A change of
 * billing interval applies at once and starts a new cycle.
 */
export function changePlan(
  current: PlanState,
  target: AccountPlan,
  now: Date,
  interval: BillingInterval = current.billingInterval,
): PlanState & { applied: "now" | "next_cycle" } {
  const state = settlePlan(current, now);
  const rank = (p: AccountPlan) => ACCOUNT_PLANS.indexOf(p);
  const nowIso = now.toISOString();
  if (interval !== state.billingInterval) {
    return {
      plan: target,
      billingInterval: interval,
      billingCycleStart: nowIso,
      pendingPlan: null,
      pendingPlanAt: null,
      applied: "now",
    };
  }
  if (rank(target) >= rank(state.plan)) {
    const cycleStart = isRolling(state.plan) && !isRolling(target) ? nowIso : state.billingCycleStart;
    return {
      ...state,
      plan: target,
      billingCycleStart: cycleStart,
      pendingPlan: null,
      pendingPlanAt: null,
      applied: "now",
    };
  }
  const { end } = isRolling(state.plan)
    ? { end: now }
    : billingPeriod(new Date(state.billingCycleStart), state.billingInterval, now);
  return { ...state, pendingPlan: target, pendingPlanAt: end.toISOString(), applied: "next_cycle" };
}
