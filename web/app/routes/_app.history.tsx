/**
 * /history (docs/architecture.md#screens): stats, search (debounced), status filter, six sorts,
 * page sizes, the table with selection, export and delete. Filters, sort and page live in the URL
 * and go to the API, which does them on the server.
 */

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  Await,
  Form,
  Link,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
} from "@remix-run/react";
import type { ConversionSummary, HistoryResponse, Stats } from "@statement-converter/sdk";
import {
  ChartNoAxesColumnIcon,
  FileIcon,
  LayersIcon,
  PlusIcon,
  SearchIcon,
  Trash2Icon,
  XIcon,
} from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { PageHead } from "~/components/app-shell";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { ExportMenu } from "~/components/export-menu";
import { SelectField } from "~/components/forms";
import { HistoryTable } from "~/components/history-table";
import { LoadError, Loading } from "~/components/load-error";
import { Pager } from "~/components/pager";
import { StatCard, StatGrid } from "~/components/stat-card";
import { toast } from "~/components/toaster";
import { formatNumber } from "~/utils/format";
import {
  HISTORY_PAGE_SIZES,
  type HistoryQuery,
  historySearch,
  isFiltered,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  SORT_OPTIONS,
  STATUS_OPTIONS,
} from "~/utils/history-query";
import type { Loaded } from "~/utils/loaded";
import { pageMeta } from "~/utils/meta";
import { useExporter } from "~/utils/use-exporter";
import { type HistoryActionResult, historyAction, loadHistory } from "./_app.history.server";

export const meta: MetaFunction = () => pageMeta("Conversion History");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadHistory(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => historyAction(request, context);

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

export default function History() {
  const { query, list, stats } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  // A new filter, sort or page is on its way: the list shows that it is loading.
  const refreshing = navigation.state === "loading" && navigation.location.pathname === "/history";
  return (
    <>
      <PageHead
        title="Conversion History"
        actions={
          <Link to="/pdf-converter" className="btn btn--primary">
            <PlusIcon /> New Conversion
          </Link>
        }
      />
      <Suspense fallback={<HistoryStats stats={null} />}>
        <Await resolve={stats}>
          {(loaded) => <HistoryStats stats={loaded.ok ? loaded.data.data : null} />}
        </Await>
      </Suspense>
      <Filters query={query} />
      {/* Keyed by the query, so each new filter or page shows 'Loading conversions...' until it arrives. */}
      {refreshing ? (
        <ListLoading />
      ) : (
        <Suspense key={location.search} fallback={<ListLoading />}>
          <Await resolve={list}>{(loaded) => <HistoryList query={query} loaded={loaded} />}</Await>
        </Suspense>
      )}
    </>
  );
}

function ListLoading() {
  return (
    <section className="card history-card" aria-busy="true">
      <Loading label="Loading conversions..." />
    </section>
  );
}

function HistoryStats({ stats }: { stats: Stats | null }) {
  const value = (n: number | undefined) => (n === undefined ? "\u2014" : formatNumber(n));
  return (
    <StatGrid label="History summary">
      <StatCard label="Total Conversions" value={value(stats?.totalUploads)} icon={FileIcon} />
      <StatCard label="Transactions Processed" value={value(stats?.totalTransactions)} icon={LayersIcon} />
      <StatCard label="This Month" value={value(stats?.thisMonthUploads)} icon={ChartNoAxesColumnIcon} />
    </StatGrid>
  );
}

function Filters({ query }: { query: HistoryQuery }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState(query.search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL is the truth: Clear, Back and links update the box.
  useEffect(() => setSearch(query.search), [query.search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The debounced search applies to the filters as they are when it fires, not as they were typed.
  const latest = useRef(query);
  latest.current = query;

  const go = (change: Partial<HistoryQuery>, replace = false) => {
    clearTimeout(timer.current);
    navigate(`/history${historySearch({ ...latest.current, ...change, page: 1 })}`, {
      replace,
      preventScrollReset: true,
    });
  };

  return (
    <Form
      method="get"
      action="/history"
      className="card history-filters"
      role="search"
      aria-label="Filter conversions"
    >
      <div className="field history-filters__search">
        <label className="field__label" htmlFor="history-search">
          Search
        </label>
        <div className="input-icon">
          <SearchIcon size={18} />
          <input
            id="history-search"
            className="input"
            type="search"
            name="search"
            placeholder="Search by file name..."
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            value={search}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setSearch(value);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => go({ search: value.trim() }, true), SEARCH_DEBOUNCE_MS);
            }}
          />
        </div>
      </div>
      <SelectField
        id="history-status"
        label="Status"
        name="status"
        value={query.status}
        onChange={(e) => go({ status: e.currentTarget.value as HistoryQuery["status"] })}
      >
        {STATUS_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="history-sort"
        label="Sort by"
        name="sort"
        value={query.sort}
        onChange={(e) => go({ sort: e.currentTarget.value as HistoryQuery["sort"] })}
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="history-limit"
        label="Per page"
        name="limit"
        value={query.limit}
        onChange={(e) => go({ limit: Number(e.currentTarget.value) })}
      >
        {HISTORY_PAGE_SIZES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </SelectField>
      <div className="history-filters__clear">
        <Link to={`/history${historySearch({ limit: query.limit })}`} className="btn" preventScrollReset>
          <XIcon size={16} /> Clear
        </Link>
      </div>
    </Form>
  );
}

function HistoryList({ query, loaded }: { query: HistoryQuery; loaded: Loaded<HistoryResponse> }) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const exporter = useExporter();
  const fetcher = useFetcher<HistoryActionResult>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirm, setConfirm] = useState<ConversionSummary[] | null>(null);
  const rows = loaded.ok ? loaded.data.data : [];
  const pagination = loaded.ok ? loaded.data.pagination : null;

  // A page past the end (after deleting its last rows, or an old link) goes to the last page.
  useEffect(() => {
    if (pagination && rows.length === 0 && pagination.totalCount > 0 && query.page > pagination.totalPages) {
      navigate(`/history${historySearch({ ...query, page: pagination.totalPages })}`, { replace: true });
    }
  }, [pagination, rows.length, query, navigate]);

  // Selections cover the rows shown; rows that left the page leave the selection.
  useEffect(() => {
    const ids = new Set(rows.map((r) => r.id));
    setSelected((s) => new Set([...s].filter((id) => ids.has(id))));
  }, [rows]);

  const result = fetcher.data;
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      toast.success(result.message);
      setConfirm(null);
    } else toast.error(result.message);
  }, [result]);

  if (!loaded.ok) {
    return (
      <section className="card history-card">
        <LoadError
          title="Failed to load conversions"
          failure={loaded}
          onRetry={() => revalidator.revalidate()}
          retrying={revalidator.state === "loading" || navigation.state === "loading"}
        />
      </section>
    );
  }

  const total = loaded.data.pagination.totalCount;
  const selectedRows = rows.filter((r) => selected.has(r.id));
  const deleting = fetcher.state !== "idle";
  const remove = (targets: ConversionSummary[]) => {
    const form = new FormData();
    form.set("intent", targets.length === 1 ? "delete" : "bulk-delete");
    for (const t of targets) form.append("id", t.id);
    fetcher.submit(form, { method: "post" });
  };

  return (
    <section className="card history-card" aria-labelledby="history-list-title">
      <div className="card__head">
        <h2 id="history-list-title">
          Conversions{" "}
          <span className="badge badge--primary" data-testid="history-count">
            {plural(total, "conversion", "conversions")}
          </span>
        </h2>
      </div>

      {selectedRows.length ? (
        <section className="selection-bar" aria-label="Selected conversions">
          <strong data-testid="selection-count">
            {plural(selectedRows.length, "conversion", "conversions")} selected
          </strong>
          <div className="btn-row">
            <ExportMenu
              label="Export Selected"
              busy={exporter.busy}
              onSelect={(format) =>
                exporter.exportAs({ kind: "zip", ids: selectedRows.map((r) => r.id) }, format)
              }
            />
            <button type="button" className="btn btn--danger" onClick={() => setConfirm(selectedRows)}>
              <Trash2Icon /> Delete Selected
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setSelected(new Set())}>
              Clear selection
            </button>
          </div>
        </section>
      ) : null}

      {rows.length === 0 ? (
        <EmptyHistory filtered={isFiltered(query)} limit={query.limit} />
      ) : (
        <HistoryTable
          rows={rows}
          selected={selected}
          onSelect={(id, checked) =>
            setSelected((s) => {
              const next = new Set(s);
              if (checked) next.add(id);
              else next.delete(id);
              return next;
            })
          }
          onSelectPage={(checked) => setSelected(checked ? new Set(rows.map((r) => r.id)) : new Set())}
          onExportCsv={(row) => exporter.exportAs({ kind: "conversion", id: row.id }, "csv")}
          onDelete={(row) => setConfirm([row])}
          exporting={exporter.busy}
        />
      )}

      <Pager
        page={loaded.data.pagination.currentPage}
        totalPages={loaded.data.pagination.totalPages}
        href={(page) => `/history${historySearch({ ...query, page })}`}
        label="Conversion pages"
      />

      <ConfirmDialog
        open={confirm !== null}
        title={confirm && confirm.length > 1 ? `Delete ${confirm.length} conversions?` : "Delete conversion?"}
        message={
          confirm && confirm.length > 1
            ? `The ${confirm.length} selected conversions and their transactions will be permanently deleted. This cannot be undone.`
            : `"${confirm?.[0]?.fileName ?? ""}" and its transactions will be permanently deleted. This cannot be undone.`
        }
        confirmLabel="Delete"
        busy={deleting}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && remove(confirm)}
      />
    </section>
  );
}

function EmptyHistory({ filtered, limit }: { filtered: boolean; limit: number }) {
  return (
    <div className="empty">
      <FileIcon size={40} />
      <h3>No conversions found</h3>
      {filtered ? (
        <>
          <p>No conversions match your current filters.</p>
          <Link to={`/history${historySearch({ limit })}`} className="btn">
            Clear Filters
          </Link>
        </>
      ) : (
        <>
          <p>You haven't converted any bank statements yet.</p>
          <Link to="/pdf-converter" className="btn btn--primary">
            Convert Your First Statement
          </Link>
        </>
      )}
    </div>
  );
}
