import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import type { ConversionSummary } from "@statement-converter/sdk";
import {
  ChartNoAxesColumnIcon,
  EyeIcon,
  FileIcon,
  HistoryIcon,
  LayersIcon,
  PlusIcon,
  RefreshCwIcon,
  TargetIcon,
  UploadIcon,
} from "lucide-react";
import { Alert } from "~/components/alert";
import { PageHead } from "~/components/app-shell";
import { ExportMenu } from "~/components/export-menu";
import { FileTypeIcon } from "~/components/file-icon";
import { MonthlyActivity } from "~/components/monthly-activity";
import { StatCard, StatGrid } from "~/components/stat-card";
import { StatusBadge } from "~/components/status-badge";
import { UsageMeter } from "~/components/usage-meter";
import { apiClient } from "~/utils/api.server";
import { formatCurrency, formatDate, formatNumber } from "~/utils/format";
import { settle } from "~/utils/loaded";
import { pageMeta } from "~/utils/meta";
import { displayName } from "~/utils/person";
import { requireUser, sessionExpiredRedirect } from "~/utils/session.server";
import { useExporter } from "~/utils/use-exporter";
import { useTimeZone, useUser } from "~/utils/user";

export const meta: MetaFunction = () => pageMeta("Dashboard");

/** The dashboard lists the 5 most recent conversions. */
const RECENT = 5;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const api = apiClient(request, context);
  const [stats, usage] = await Promise.all([
    settle(api.conversions.stats(), { fallback: "Failed to load dashboard stats" }),
    settle(api.usage()),
  ]);
  if (!stats.ok && stats.expired) throw await sessionExpiredRedirect(request);
  const allowance = usage.ok ? usage.data.data : null;
  return stats.ok
    ? { stats: stats.data.data, error: null, usage: allowance }
    : { stats: null, error: stats.message, usage: allowance };
}

export default function Dashboard() {
  const { stats, error, usage } = useLoaderData<typeof loader>();
  const user = useUser();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const exporter = useExporter();
  const retrying = revalidator.state === "loading" || navigation.state === "loading";

  return (
    <>
      <PageHead
        title="Dashboard"
        actions={
          <Link to="/pdf-converter" className="btn btn--primary">
            <PlusIcon /> New Conversion
          </Link>
        }
      />
      <p className="muted app-lead">Welcome back, {displayName(user)}.</p>
      {usage ? <UsageMeter usage={usage} /> : null}

      {error || !stats ? (
        <Alert
          type="error"
          title="Failed to load dashboard data"
          action={
            <button
              type="button"
              className="btn btn--sm"
              onClick={() => revalidator.revalidate()}
              disabled={retrying}
            >
              <RefreshCwIcon size={16} /> {retrying ? "Loading..." : "Try Again"}
            </button>
          }
        >
          <p>{error}</p>
        </Alert>
      ) : (
        <>
          <StatGrid label="Summary">
            <StatCard label="Total Conversions" value={formatNumber(stats.totalUploads)} icon={FileIcon} />
            <StatCard
              label="Total Transactions"
              value={formatNumber(stats.totalTransactions)}
              icon={LayersIcon}
            />
            <StatCard
              label="This Month"
              value={formatNumber(stats.thisMonthUploads)}
              icon={ChartNoAxesColumnIcon}
            />
            <StatCard
              label="Net Amount"
              value={formatCurrency(stats.amountStats.NetAmount)}
              icon={TargetIcon}
            />
          </StatGrid>

          <div className="dashboard-grid">
            <RecentConversions items={stats.recentUploads.slice(0, RECENT)} />
            <section className="card" aria-labelledby="quick-actions-title">
              <h2 id="quick-actions-title">Quick Actions</h2>
              <div className="quick-actions">
                <Link to="/pdf-converter" className="btn btn--primary btn--block">
                  <UploadIcon /> Convert New Statement
                </Link>
                <Link to="/history" className="btn btn--block">
                  <HistoryIcon /> View All History
                </Link>
                <ExportMenu
                  label="Export All Data"
                  className="btn btn--block"
                  align="left"
                  busy={exporter.busy}
                  disabled={stats.totalUploads === 0}
                  onSelect={(format) => exporter.exportAs({ kind: "zip" }, format)}
                />
                <p className="muted quick-actions__hint">
                  Export All Data downloads a ZIP with one file per converted statement.
                </p>
              </div>
            </section>
          </div>

          <MonthlyActivity stats={stats.monthlyStats} />
        </>
      )}
    </>
  );
}

function RecentConversions({ items }: { items: ConversionSummary[] }) {
  const timeZone = useTimeZone();
  return (
    <section className="card" aria-labelledby="recent-title">
      <div className="card__head">
        <h2 id="recent-title">Recent Conversions</h2>
        {items.length ? (
          <Link to="/history" className="btn btn--sm btn--ghost">
            View all
          </Link>
        ) : null}
      </div>
      {items.length === 0 ? (
        <div className="empty empty--compact">
          <FileIcon size={32} />
          <h3>No conversions yet</h3>
          <p>Convert your first bank statement to see it here.</p>
          <Link to="/pdf-converter" className="btn btn--primary">
            Convert a Statement
          </Link>
        </div>
      ) : (
        <ul className="recent-list">
          {items.map((c) => (
            <li key={c.id} className="recent-list__item">
              <FileTypeIcon fileName={c.fileName} />
              <div className="recent-list__main">
                <Link to={`/results/${c.id}`} className="recent-list__name">
                  {c.fileName}
                </Link>
                <span className="muted recent-list__meta">
                  {formatDate(c.processedAt ?? c.uploadDate, timeZone)} &middot;{" "}
                  {formatNumber(c.transactionsCount)}{" "}
                  {c.transactionsCount === 1 ? "transaction" : "transactions"}
                </span>
              </div>
              <StatusBadge status={c.status} />
              <Link
                to={`/results/${c.id}`}
                className="btn btn--sm btn--ghost"
                aria-label={`View results of ${c.fileName}`}
              >
                <EyeIcon size={16} /> View
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
