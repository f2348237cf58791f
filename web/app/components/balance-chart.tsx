/**
 * The balance line (docs/architecture.md#screens): each account's running balance over the
 * statement as a plain SVG line, the opening and closing balances marked and labelled, and every
 * break in the balance chain marked and linked to its row (a click on the mark, or the row's button
 * under the chart). A screen reader reads the chart as its summary ('Balance from $1,234.56 to
 * $2,345.67; 2 breaks'). Points are placed by date when every row has one, else in row order.
 */
import type { WireWarning } from "@statement-converter/sdk";
import { useMemo } from "react";
import { type BalanceLine, balanceLines, balanceSummary } from "~/utils/balance-line";
import { formatCurrency, formatDate } from "~/utils/format";
import type { TransactionRow } from "~/utils/transactions";

const WIDTH = 640;
const HEIGHT = 180;
const PAD = { left: 12, right: 12, top: 28, bottom: 28 };

const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** x of each point: by day from the period's start when every row is dated, else evenly. */
function xPositions(line: BalanceLine, period: { start: string | null; end: string | null }): number[] {
  const { points } = line;
  const inner = WIDTH - PAD.left - PAD.right;
  const rows = points.filter((p) => p.row !== null);
  const dated = rows.length > 0 && rows.every((p) => p.date);
  if (!dated || points.length < 2) {
    return points.map(
      (_, i) => PAD.left + (points.length < 2 ? inner / 2 : (inner * i) / (points.length - 1)),
    );
  }
  const days = rows.map((p) => dayOf(p.date!));
  const first = Math.min(...days, period.start ? dayOf(period.start) : Infinity);
  const last = Math.max(...days, period.end ? dayOf(period.end) : -Infinity);
  const span = Math.max(1, last - first);
  return points.map((p, i) => {
    const day = p.date ? dayOf(p.date) : i === 0 ? first : last;
    return PAD.left + (inner * (day - first)) / span;
  });
}

function yScale(line: BalanceLine): (cents: number) => number {
  const values = line.points.map((p) => p.cents);
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (low === high) {
    low -= 100;
    high += 100;
  }
  const inner = HEIGHT - PAD.top - PAD.bottom;
  return (cents) => PAD.top + (inner * (high - cents)) / (high - low);
}

export function BalanceChart({
  rows,
  statement,
  onPickRow,
}: {
  rows: readonly TransactionRow[];
  statement: Parameters<typeof balanceLines>[2] & {
    warnings: readonly WireWarning[];
    periodStart: string | null;
    periodEnd: string | null;
  };
  onPickRow(index: number): void;
}) {
  const lines = useMemo(() => balanceLines(rows, statement.warnings, statement), [rows, statement]);
  const period = { start: statement.periodStart, end: statement.periodEnd };
  return (
    <section className="card balance-chart" aria-labelledby="balance-chart-title">
      <h2 id="balance-chart-title">Balance over the period</h2>
      {lines.map((line, i) => (
        <LineFigure
          key={line.account ?? i}
          line={line}
          period={period}
          title={lines.length > 1 ? (line.account ?? `Account ${i + 1}`) : null}
          onPickRow={onPickRow}
        />
      ))}
    </section>
  );
}

function LineFigure({
  line,
  period,
  title,
  onPickRow,
}: {
  line: BalanceLine;
  period: { start: string | null; end: string | null };
  title: string | null;
  onPickRow(index: number): void;
}) {
  const summary = balanceSummary(line);
  if (line.points.length === 0) {
    return <p className="muted">{title ? `${title}: ${summary}` : summary}</p>;
  }
  const xs = xPositions(line, period);
  const y = yScale(line);
  const path = line.points.map(
    (p, i) => `${i === 0 ? "M" : "L"}${xs[i]!.toFixed(1)} ${y(p.cents).toFixed(1)}`,
  );
  const first = line.points[0]!;
  const last = line.points.at(-1)!;
  const opening = line.openingCents ?? first.cents;
  const closing = line.closingCents ?? last.cents;
  return (
    <figure className="balance-chart__figure" data-testid="balance-chart">
      <figcaption className="balance-chart__caption">
        {title ? <strong>{title}: </strong> : null}
        <span data-testid="balance-summary">{summary}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="balance-chart__svg" role="img" aria-label={summary}>
        <path d={path.join(" ")} className="balance-chart__line" />
        <circle cx={xs[0]} cy={y(first.cents)} r={4} className="balance-chart__end" />
        <circle cx={xs.at(-1)} cy={y(last.cents)} r={4} className="balance-chart__end" />
        <text x={PAD.left} y={16} className="balance-chart__label" data-testid="balance-opening">
          Opening {formatCurrency(opening / 100)}
        </text>
        <text
          x={WIDTH - PAD.right}
          y={16}
          textAnchor="end"
          className="balance-chart__label"
          data-testid="balance-closing"
        >
          Closing {formatCurrency(closing / 100)}
        </text>
        {period.start ? (
          <text x={PAD.left} y={HEIGHT - 8} className="balance-chart__axis">
            {formatDate(period.start)}
          </text>
        ) : null}
        {period.end ? (
          <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" className="balance-chart__axis">
            {formatDate(period.end)}
          </text>
        ) : null}
        {line.points.map((p, i) =>
          p.isBreak && p.row !== null ? (
            // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the buttons below are the accessible way to the row
            <g key={p.row} className="balance-chart__break" onClick={() => onPickRow(p.row!)}>
              <title>{`Row ${p.row + 1}: break in the balance chain`}</title>
              <circle cx={xs[i]} cy={y(p.cents)} r={6} />
            </g>
          ) : null,
        )}
      </svg>
      {line.breaks.length ? (
        <ul className="balance-chart__breaks" aria-label="Breaks in the balance chain">
          {line.breaks.map((row) => (
            <li key={row}>
              <button type="button" className="btn btn--sm btn--ghost" onClick={() => onPickRow(row)}>
                Break at row {row + 1}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
