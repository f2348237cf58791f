/** The plan table (spec section 9) and its pricing copy. */

export type Billing = "monthly" | "yearly";

export interface Plan {
  id: "anonymous" | "registered" | "starter" | "professional" | "business" | "enterprise";
  name: string;
  description: string;
  /** US dollars; null for free plans and contact-sales. */
  monthly: number | null;
  yearly: number | null;
  allowance: { monthly: string; yearly: string };
  features: string[];
  popular?: boolean;
  kind: "free" | "paid" | "sales";
}

export const PLANS: Plan[] = [
  {
    id: "anonymous",
    name: "Anonymous",
    description: "Try a conversion without an account.",
    monthly: null,
    yearly: null,
    allowance: { monthly: "1 page per 24 hours", yearly: "1 page per 24 hours" },
    features: ["PDF statements", "CSV and JSON export", "Files deleted after processing"],
    kind: "free",
  },
  {
    id: "registered",
    name: "Registered",
    description: "A free account for occasional statements.",
    monthly: null,
    yearly: null,
    allowance: { monthly: "5 pages per 24 hours", yearly: "5 pages per 24 hours" },
    features: [
      "Everything in Anonymous",
      "Job history and dashboard",
      "Excel export",
      "E-mail notifications",
    ],
    kind: "free",
  },
  {
    id: "starter",
    name: "Starter",
    description: "For freelancers and small practices.",
    monthly: 30,
    yearly: 180,
    allowance: { monthly: "400 pages/month", yearly: "4,800 pages/year" },
    features: [
      "Everything in Registered",
      "API and command-line access",
      "Priority processing",
      "E-mail support",
    ],
    kind: "paid",
  },
  {
    id: "professional",
    name: "Professional",
    description: "For accountants with many clients.",
    monthly: 60,
    yearly: 360,
    allowance: { monthly: "1,000 pages/month", yearly: "12,000 pages/year" },
    features: ["Everything in Starter", "Team access controls", "Bulk exports", "Priority support"],
    popular: true,
    kind: "paid",
  },
  {
    id: "business",
    name: "Business",
    description: "For firms and finance teams at volume.",
    monthly: 99,
    yearly: 599,
    allowance: { monthly: "4,000 pages/month", yearly: "48,000 pages/year" },
    features: ["Everything in Professional", "Centralized billing", "Live chat support", "Usage reports"],
    kind: "paid",
  },
  {
    id: "enterprise",
    name: "Enterprise",
    description: "Custom volumes, security and support.",
    monthly: null,
    yearly: null,
    allowance: { monthly: "Custom", yearly: "Custom" },
    features: ["Custom page volumes", "SSO/SAML", "Dedicated account manager", "Data processing agreement"],
    kind: "sales",
  },
];

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
