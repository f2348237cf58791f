import { monthlyBars } from "~/utils/monthly-activity";

/**
 * The dashboard's Monthly Activity: conversions per month as a small bar chart. Each bar carries
 * its month and count as text, so the chart reads as a list to assistive technology.
 */
export function MonthlyActivity({ stats }: { stats: Record<string, number> }) {
  const bars = monthlyBars(stats);
  if (bars.length === 0) return null;
  return (
    <section className="card monthly-activity" aria-labelledby="monthly-activity-title">
      <div className="card__head">
        <h2 id="monthly-activity-title">Monthly Activity</h2>
        <span className="muted">Conversions per month</span>
      </div>
      <ol className="bar-chart">
        {bars.map((bar) => (
          <li key={bar.month} className="bar-chart__item" data-month={bar.month} data-count={bar.count}>
            <span className="bar-chart__value" aria-hidden="true">
              {bar.count || ""}
            </span>
            <span className="bar-chart__track" aria-hidden="true">
              <span className="bar-chart__bar" style={{ height: `${bar.percent}%` }} />
            </span>
            <span className="bar-chart__label">
              <span aria-hidden="true">{bar.short}</span>
              <span className="visually-hidden">
                {bar.label}: {bar.count} {bar.count === 1 ? "conversion" : "conversions"}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
