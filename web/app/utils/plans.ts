/**
 * The pricing page's plan cards. The plans, their names and their allowances
 * come from the contract (contract/src/plans.ts); prices, descriptions and features are pricing copy.
 */
import {
  allowanceText,
  type BillingInterval,
  PLANS as PLAN_IDS,
  type PlanId,
  planName,
} from "@statement-converter/contract";

export type Billing = BillingInterval;

interface PlanCopy {
  description: string;
  /** US dollars; null for free plans and contact-sales. */
  monthly: number | null;
  yearly: number | null;
  features: string[];
  popular?: boolean;
  kind: "free" | "paid" | "sales";
}

export interface Plan extends PlanCopy {
  id: PlanId;
  name: string;
  allowance: { monthly: string; yearly: string };
}

const COPY: Record<PlanId, PlanCopy> = {
  anonymous: {
    description: "Try a conversion without an account.",
    monthly: null,
    yearly: null,
    features: ["PDF statements", "CSV and JSON export", "Files deleted after processing"],
    kind: "free",
  },
  registered: {
    description: "A free account for occasional statements.",
    monthly: null,
    yearly: null,
    features: [
      "Everything in Anonymous",
      "Job history and dashboard",
      "Excel export",
      "E-mail notifications",
    ],
    kind: "free",
  },
  starter: {
    description: "For freelancers and small practices.",
    monthly: 30,
    yearly: 180,
    features: [
      "Everything in Registered",
      "API and command-line access",
      "Priority processing",
      "E-mail support",
    ],
    kind: "paid",
  },
  professional: {
    description: "For accountants with many clients.",
    monthly: 60,
    yearly: 360,
    features: ["Everything in Starter", "Team access controls", "Bulk exports", "Priority support"],
    popular: true,
    kind: "paid",
  },
  business: {
    description: "For firms and finance teams at volume.",
    monthly: 99,
    yearly: 599,
    features: ["Everything in Professional", "Centralized billing", "Live chat support", "Usage reports"],
    kind: "paid",
  },
  enterprise: {
    description: "Custom volumes, security and support.",
    monthly: null,
    yearly: null,
    features: ["Custom page volumes", "SSO/SAML", "Dedicated account manager", "Data processing agreement"],
    kind: "sales",
  },
};

export const PLANS: Plan[] = PLAN_IDS.map((id) => ({
  id,
  name: planName(id),
  allowance: { monthly: allowanceText(id, "monthly"), yearly: allowanceText(id, "yearly") },
  ...COPY[id],
}));

export const YEARLY_BADGE = "Save 40%";

export function readBilling(value: string | null): Billing {
  return value === "yearly" ? "yearly" : "monthly";
}

/** '$30' with its period ('/month', '/year'), or the free / contact-sales wording. */
export function planPrice(plan: Plan, billing: Billing): { amount: string; period: string } {
  if (plan.kind === "sales") return { amount: "Custom", period: "" };
  const value = billing === "yearly" ? plan.yearly : plan.monthly;
  if (value === null) return { amount: "Free", period: "" };
  return { amount: `$${value}`, period: billing === "yearly" ? "/year" : "/month" };
}

export function upgradeToast(plan: Plan): string {
  return `Selected ${plan.name} plan. Redirecting to checkout...`;
}
