import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useSearchParams } from "@remix-run/react";
import { CheckIcon } from "lucide-react";
import { CtaBlock } from "~/components/cta-block";
import { Faq, type FaqItem } from "~/components/faq";
import { toast } from "~/components/toaster";
import { pageMeta } from "~/utils/meta";
import {
  type Billing,
  PLANS,
  type Plan,
  planPrice,
  readBilling,
  upgradeToast,
  YEARLY_BADGE,
} from "~/utils/plans";
import { useOptionalUser } from "~/utils/user";

export const meta: MetaFunction = () =>
  pageMeta(
    "Pricing",
    "Simple page-based pricing for bank statement conversion: free plans, Starter, Professional, Business and Enterprise.",
  );

const FAQ: FaqItem[] = [
  {
    question: "What counts as a page?",
    answer: "Each processed PDF page counts as one page. A typical monthly bank statement is 1-3 pages.",
  },
  {
    question: "Can I change my plan later?",
    answer:
      "Yes. Upgrades take effect immediately; downgrades apply at the start of your next billing cycle.",
  },
  {
    question: "What happens if I go over my limit?",
    answer:
      "Processing pauses until your next billing cycle or until you upgrade. We send you a notification when you are approaching your limit, so it never comes as a surprise.",
  },
  {
    question: "Is there a money-back guarantee?",
    answer: "Yes. Every paid plan comes with a 30-day money-back guarantee, no questions asked.",
  },
  {
    question: "Is my data handled the same way on every plan?",
    answer:
      "Yes. On every plan, including the free ones, your PDF is deleted as soon as it has been processed and you can export or delete your data at any time.",
  },
];

function PlanButton({ plan }: { plan: Plan }) {
  const user = useOptionalUser();
  if (plan.kind === "sales") {
    return (
      <Link to="/contact?subject=billing" className="btn btn--block">
        Contact Sales
      </Link>
    );
  }
  if (user && user.plan === plan.id) {
    return (
      <button type="button" className="btn btn--block" disabled>
        Current Plan
      </button>
    );
  }
  if (plan.id === "anonymous") {
    return user ? (
      <Link to="/dashboard" className="btn btn--block">
        Go to Dashboard
      </Link>
    ) : (
      <Link to="/#demo" className="btn btn--block">
        See the Demo
      </Link>
    );
  }
  if (!user) {
    return (
      <Link to="/register" className={`btn btn--block ${plan.popular ? "btn--primary" : ""}`}>
        {plan.kind === "free" ? "Get Started Free" : "Get Started"}
      </Link>
    );
  }
  if (plan.kind === "free") {
    return (
      <Link to="/dashboard" className="btn btn--block">
        Go to Dashboard
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={`btn btn--block ${plan.popular ? "btn--primary" : ""}`}
      onClick={() => toast.info(upgradeToast(plan))}
    >
      Upgrade to {plan.name}
    </button>
  );
}

export default function Pricing() {
  const [params] = useSearchParams();
  const billing = readBilling(params.get("billing"));
  const toggle = (value: Billing, label: string) => (
    <Link
      to={value === "yearly" ? "?billing=yearly" : "?"}
      replace
      preventScrollReset
      aria-current={billing === value ? "true" : undefined}
    >
      {label}
      {value === "yearly" ? <span className="badge badge--success">{YEARLY_BADGE}</span> : null}
    </Link>
  );
  return (
    <>
      <section className="page-hero on-dark">
        <div className="container">
          <span className="eyebrow">Pricing</span>
          <h1>Simple pricing that scales with your statements</h1>
          <p>
            Start free. Upgrade when you need more pages. Every paid plan has a 30-day money-back guarantee.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="plans-title">
        <div className="container">
          <h2 id="plans-title" className="visually-hidden">
            Plans
          </h2>
          <nav className="billing-toggle" aria-label="Billing period">
            <div className="segmented">
              {toggle("monthly", "Monthly")}
              {toggle("yearly", "Yearly")}
            </div>
          </nav>
          <div className="plans">
            {PLANS.map((plan) => {
              const price = planPrice(plan, billing);
              return (
                <article
                  key={plan.id}
                  className={`card plan ${plan.popular ? "plan--popular" : ""}`}
                  aria-labelledby={`plan-${plan.id}`}
                >
                  {plan.popular ? (
                    <span className="badge badge--primary plan__ribbon">Most Popular</span>
                  ) : null}
                  <h3 id={`plan-${plan.id}`}>{plan.name}</h3>
                  <p className="muted" style={{ margin: 0 }}>
                    {plan.description}
                  </p>
                  <p className="plan__price" data-testid={`price-${plan.id}`}>
                    {price.amount}
                    {price.period ? <small>{price.period}</small> : null}
                  </p>
                  <p className="plan__allowance">{plan.allowance[billing]}</p>
                  <ul>
                    {plan.features.map((f) => (
                      <li key={f}>
                        <CheckIcon />
                        {f}
                      </li>
                    ))}
                  </ul>
                  <PlanButton plan={plan} />
                </article>
              );
            })}
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="pricing-faq-title">
        <div className="container container--narrow">
          <div className="section-head">
            <span className="eyebrow">FAQ</span>
            <h2 id="pricing-faq-title">Pricing questions</h2>
          </div>
          <Faq items={FAQ} />
        </div>
      </section>

      <CtaBlock />
    </>
  );
}
