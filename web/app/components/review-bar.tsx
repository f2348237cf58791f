/**
 * Rows that need a look (docs/architecture.md#screens): how many, 'Next to check' walking them in
 * order, and a filter showing only them. The row reached is announced with its reasons.
 */
import { ArrowDownIcon, CircleCheckIcon } from "lucide-react";
import { reasonsText } from "~/utils/review-rows";
import type { RowReviewState } from "~/utils/use-row-review";

export function ReviewBar({ review, onNext }: { review: RowReviewState; onNext(row: number): void }) {
  const count = review.order.length;
  const reasons = review.active === null ? undefined : review.checks.get(review.active);
  if (count === 0) {
    return (
      <p className="review-bar review-bar--clear" data-testid="review-bar">
        <CircleCheckIcon size={18} aria-hidden="true" /> No rows need a look.
      </p>
    );
  }
  return (
    <section className="review-bar" aria-label="Rows that need a look" data-testid="review-bar">
      <strong>
        {count} {count === 1 ? "row needs" : "rows need"} a look
      </strong>
      <button
        type="button"
        className="btn btn--sm"
        onClick={() => {
          const row = review.next();
          if (row !== null) onNext(row);
        }}
      >
        <ArrowDownIcon size={16} aria-hidden="true" /> Next to check
      </button>
      <label className="review-bar__filter">
        <input
          type="checkbox"
          checked={review.onlyToCheck}
          onChange={(e) => review.setOnlyToCheck(e.currentTarget.checked)}
        />{" "}
        Show only rows to check
      </label>
      <p className="review-bar__status" aria-live="polite" data-testid="review-status">
        {reasons && review.active !== null ? `Row ${review.active + 1}: ${reasonsText(reasons)}` : ""}
      </p>
    </section>
  );
}
