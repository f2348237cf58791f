import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** One figure of a screen's summary row (dashboard, history, results). */
export function StatCard({
  label,
  value,
  icon: Icon,
  hint,
}: {
  label: string;
  value: ReactNode;
  icon?: LucideIcon;
  hint?: ReactNode;
}) {
  return (
    <div className="card stat-card">
      {Icon ? (
        <span className="stat-card__icon">
          <Icon />
        </span>
      ) : null}
      <div className="stat-card__text">
        <p className="stat-card__label">{label}</p>
        <p className="stat-card__value">{value}</p>
        {hint ? <p className="stat-card__hint">{hint}</p> : null}
      </div>
    </div>
  );
}

/** The cards of a summary row, side by side. */
export function StatGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section className="stat-grid" aria-label={label}>
      {children}
    </section>
  );
}
