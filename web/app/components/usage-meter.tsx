/**
 * The page allowance meter (dashboard, converter, profile): the plan, a bar and
 * '3 of 5 pages used today, renews at 14:05'. Full: it says so and links to the pricing page.
 */
import { Link } from "@remix-run/react";
import { planName, type Usage } from "@statement-converter/sdk";
import { usageFraction, usageLine, WARN_AT } from "~/utils/usage";
import { useTimeZone } from "~/utils/user";
import { ProgressBar } from "./progress-bar";

export function UsageMeter({ usage }: { usage: Usage }) {
  const timeZone = useTimeZone();
  const fraction = usageFraction(usage);
  const line = usageLine(usage, new Date(), timeZone);
  const level = fraction >= 1 ? "full" : fraction >= WARN_AT ? "high" : "ok";
  return (
    <section
      className={`card usage-meter usage-meter--${level}`}
      aria-labelledby="usage-title"
      data-testid="usage-meter"
    >
      <div className="usage-meter__head">
        <h2 id="usage-title">Page allowance</h2>
        <span className="usage-meter__plan">{planName(usage.plan)} plan</span>
      </div>
      {usage.limit === null ? null : (
        <ProgressBar label="Pages used" value={usage.used} max={usage.limit} text={line} />
      )}
      <p className="usage-meter__text" data-testid="usage-line">
        {line}
      </p>
      {usage.pendingPlan && usage.pendingPlanAt ? (
        <p className="muted usage-meter__pending">
          Moves to {planName(usage.pendingPlan)} at the next billing cycle.
        </p>
      ) : null}
      {fraction >= 1 ? (
        <p className="usage-meter__full">
          You have used all your pages.{" "}
          <Link to="/pricing" className="link">
            Upgrade for more pages
          </Link>
        </p>
      ) : null}
    </section>
  );
}
