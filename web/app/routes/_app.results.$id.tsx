/**
 * /results/{id} (docs/architecture.md#screens): loading, error (Try Again, Back to History), not
 * found, or the conversion with its four cards, the balance check and the transactions table (show
 * 10/25/50/All, 5-page window, row selection, rows corrected in place), exports and the footer
 * links.
 */

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Await, Link, useFetcher, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { accountKey } from "@statement-converter/contract";
import type { ConversionDetail } from "@statement-converter/sdk";
import {
  ChartNoAxesColumnIcon,
  ClockIcon,
  FileIcon,
  FileTextIcon,
  HistoryIcon,
  LayersIcon,
  PencilIcon,
  RefreshCwIcon,
  Trash2Icon,
  UploadIcon,
} from "lucide-react";
import { Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { Alert } from "~/components/alert";
import { PageHead } from "~/components/app-shell";
import { BalanceChart } from "~/components/balance-chart";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { ExportMenu } from "~/components/export-menu";
import { LoadError, Loading } from "~/components/load-error";
import { ComparePdf, ReviewLayout } from "~/components/page-viewer";
import { Pager } from "~/components/pager";
import { PdfPasswordForm } from "~/components/pdf-password-form";
import { ReconciliationNotice } from "~/components/reconciliation-notice";
import { ReviewBar } from "~/components/review-bar";
import { StatCard, StatGrid } from "~/components/stat-card";
import { StatusBadge } from "~/components/status-badge";
import { toast } from "~/components/toaster";
import { Tooltip } from "~/components/tooltip";
import { TransactionEditor } from "~/components/transaction-editor";
import { TransactionsTable } from "~/components/transactions-table";
import { accountTypeLabel, hasSeveralAccounts } from "~/utils/accounts";
import { formatCurrency, formatDate, formatNumber, NOT_AVAILABLE } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { paginate } from "~/utils/pagination";
import { summarizeReconciliation } from "~/utils/reconciliation";
import { SCREEN_TOAST } from "~/utils/toast";
import { readTransactions, totalAbsoluteAmount } from "~/utils/transactions";
import { useExporter } from "~/utils/use-exporter";
import { pageOfRow, rowsShown, useRowReview } from "~/utils/use-row-review";
import { useTimeZone } from "~/utils/user";
import { loadResult, type ResultsActionResult, resultsAction } from "./_app.results.$id.server";

export const meta: MetaFunction = () => pageMeta("Conversion Results");

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadResult(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  resultsAction(request, context, params.id ?? "");

/** 10 per page by default; 'All' shows every row on one page. */
const PAGE_SIZES = [
  { value: "10", label: "10" },
  { value: "25", label: "25" },
  { value: "50", label: "50" },
  { value: "all", label: "All" },
];

export default function Results() {
  const { conversion, id } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const exporter = useExporter(SCREEN_TOAST);
  const retrying = revalidator.state === "loading" || navigation.state === "loading";

  return (
    <Suspense
      fallback={
        <>
          <PageHead title="Conversion Results" />
          <div className="card">
            <Loading label="Loading conversion..." />
          </div>
        </>
      }
    >
      <Await resolve={conversion}>
        {(loaded) => {
          if (loaded.ok) {
            const detail = loaded.data.data;
            const count = detail.extractedTransactions.length;
            return (
              <>
                <PageHead
                  title="Conversion Results"
                  actions={
                    <ExportMenu
                      busy={exporter.busy}
                      disabled={count === 0}
                      onSelect={(format) => {
                        if (count === 0) toast.error("No transaction data to export", SCREEN_TOAST);
                        else void exporter.exportAs({ kind: "conversion", id }, format);
                      }}
                    />
                  }
                />
                <ResultDetail detail={detail} />
              </>
            );
          }
          if (loaded.notFound) {
            return (
              <>
                <PageHead title="Conversion Results" />
                <div className="card empty">
                  <FileIcon size={40} />
                  <h2>No conversion found</h2>
                  <p>The conversion you're looking for doesn't exist or has been deleted.</p>
                  <Link to="/history" className="btn btn--primary">
                    Back to History
                  </Link>
                </div>
              </>
            );
          }
          return (
            <>
              <PageHead title="Conversion Results" />
              <div className="card">
                <LoadError
                  title="Error Loading Conversion"
                  failure={loaded}
                  onRetry={() => revalidator.revalidate()}
                  retrying={retrying}
                />
                <div className="btn-row results-error__links">
                  <Link to="/history" className="btn">
                    Back to History
                  </Link>
                </div>
              </div>
            </>
          );
        }}
      </Await>
    </Suspense>
  );
}

function ResultDetail({ detail }: { detail: ConversionDetail }) {
  const timeZone = useTimeZone();
  const revalidator = useRevalidator();
  const rowsFetcher = useFetcher<ResultsActionResult>();
  const rows = useMemo(() => readTransactions(detail.extractedTransactions), [detail]);
  const review = useRowReview(detail.extractedTransactions, detail.warnings);
  const [pdf, setPdf] = useState<File | null>(null);
  const [pageSize, setPageSize] = useState("10");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const several = hasSeveralAccounts(detail.accounts);
  const size = pageSize === "all" ? Math.max(1, rows.length) : Number(pageSize);
  const visible = rowsShown(rows, review);
  const shown = paginate(visible, page, size);
  const pick = (row: number) => {
    review.pick(row);
    setPage(pageOfRow(visible, row, size));
  };

  // The rows changed (saved, deleted, reloaded): selections of rows that moved are dropped.
  useEffect(() => {
    setSelected((s) => new Set([...s].filter((i) => i < rows.length)));
  }, [rows]);

  const onSaved = useCallback((result: Extract<ResultsActionResult, { ok: true }>) => {
    if (!("reconciled" in result)) return;
    setEditing(null);
    const summary = summarizeReconciliation(result.reconciled, result.warnings);
    toast.success(`${result.message} ${summary.title}`, SCREEN_TOAST);
  }, []);

  const deleted = rowsFetcher.data;
  useEffect(() => {
    if (!deleted) return;
    if (deleted.ok && "reconciled" in deleted) {
      setConfirmDelete(false);
      setSelected(new Set());
      toast.success(
        `${deleted.message} ${summarizeReconciliation(deleted.reconciled, deleted.warnings).title}`,
        SCREEN_TOAST,
      );
    } else if (!deleted.ok) toast.error(deleted.message, SCREEN_TOAST);
  }, [deleted]);

  const removeSelected = () => {
    const form = new FormData();
    form.set("intent", "delete-rows");
    for (const i of selected) form.append("index", String(i));
    rowsFetcher.submit(form, { method: "post" });
  };

  return (
    <>
      <StatGrid label="Conversion summary">
        <StatCard
          label="File Name"
          value={<span className="stat-card__text-value">{detail.fileName}</span>}
          icon={FileTextIcon}
        />
        <StatCard label="Transactions" value={formatNumber(rows.length)} icon={LayersIcon} />
        <StatCard label="Processed Date" value={formatDate(detail.processedAt, timeZone)} icon={ClockIcon} />
        <StatCard
          label="Total Amount"
          value={formatCurrency(totalAbsoluteAmount(rows))}
          icon={ChartNoAxesColumnIcon}
        />
      </StatGrid>

      <StatementFacts detail={detail} />

      {detail.status === "completed" && rows.length > 0 ? (
        <ReconciliationNotice
          reconciled={detail.reconciled}
          warnings={detail.warnings}
          accounts={detail.accounts}
          action={
            detail.reconciled ? null : <span>Use the edit button of a row to correct what was misread.</span>
          }
        />
      ) : null}

      {detail.status === "completed" && rows.length > 0 ? (
        <BalanceChart rows={rows} statement={detail} onPickRow={pick} />
      ) : null}

      <section className="card results-card" aria-labelledby="transactions-title">
        <div className="card__head">
          <h2 id="transactions-title">Transactions</h2>
          {rows.length ? (
            <div className="field field--inline">
              <label className="field__label" htmlFor="results-page-size">
                Show
              </label>
              <select
                id="results-page-size"
                className="select"
                value={pageSize}
                onChange={(e) => {
                  setPageSize(e.currentTarget.value);
                  setPage(1);
                }}
              >
                {PAGE_SIZES.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>

        {rows.length === 0 ? (
          <NoTransactions detail={detail} onRefresh={() => revalidator.revalidate()} />
        ) : (
          <>
            <ComparePdf fileName={detail.fileName} fileSha256={detail.fileSha256} onOpen={setPdf} />
            <ReviewBar review={review} onNext={pick} />
            {selected.size ? (
              <section className="selection-bar" aria-label="Selected transactions">
                <strong data-testid="selection-count">
                  {selected.size} {selected.size === 1 ? "transaction" : "transactions"} selected
                </strong>
                <div className="btn-row">
                  <button type="button" className="btn btn--danger" onClick={() => setConfirmDelete(true)}>
                    <Trash2Icon /> Delete Selected
                  </button>
                  <button type="button" className="btn btn--ghost" onClick={() => setSelected(new Set())}>
                    Clear selection
                  </button>
                </div>
              </section>
            ) : null}
            <ReviewLayout file={pdf} fileName={detail.fileName} rows={rows} review={review}>
              <TransactionsTable
                rows={shown.items}
                caption={`Transactions of ${detail.fileName}`}
                details
                reference
                account={several}
                checks={review.checks}
                review={{
                  active: review.active,
                  hovered: review.hovered,
                  onPick: review.pick,
                  pages: pdf !== null,
                }}
                timeZone={timeZone}
                selection={{
                  selected,
                  onToggle: (index, checked) =>
                    setSelected((s) => {
                      const next = new Set(s);
                      if (checked) next.add(index);
                      else next.delete(index);
                      return next;
                    }),
                  onTogglePage: (checked) =>
                    setSelected(checked ? new Set(shown.items.map((r) => r.index)) : new Set()),
                }}
                actions={(row) => (
                  <Tooltip label="Edit">
                    <button
                      type="button"
                      className="btn btn--sm btn--ghost icon-button"
                      aria-label={`Edit row ${row.index + 1}`}
                      onClick={() => setEditing(row.index)}
                    >
                      <PencilIcon size={18} />
                    </button>
                  </Tooltip>
                )}
                editor={(row) =>
                  row.index === editing ? (
                    <TransactionEditor
                      row={row}
                      accounts={several ? detail.accounts : undefined}
                      onCancel={() => setEditing(null)}
                      onSaved={onSaved}
                    />
                  ) : null
                }
              />
              <div className="results-card__foot">
                <p className="muted" data-testid="showing">
                  Showing {shown.from} to {shown.to} of {formatNumber(shown.totalCount)} transactions
                </p>
                <Pager
                  page={shown.page}
                  totalPages={shown.totalPages}
                  onChange={setPage}
                  label="Transaction pages"
                />
              </div>
            </ReviewLayout>
          </>
        )}
      </section>

      <div className="btn-row results-footer">
        <Link to="/history" className="btn">
          <HistoryIcon /> Back to History
        </Link>
        <Link to="/pdf-converter" className="btn btn--primary">
          <UploadIcon /> Convert Another File
        </Link>
      </div>

      <ConfirmDialog
        open={confirmDelete}
        title={`Delete ${selected.size} ${selected.size === 1 ? "transaction" : "transactions"}?`}
        message="The selected rows are removed from this conversion and its exports, and the balances are checked again. This cannot be undone."
        confirmLabel="Delete"
        busy={rowsFetcher.state !== "idle"}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={removeSelected}
      />
    </>
  );
}

/** The statement's metadata; with several accounts their balances are in the balance check. */
function StatementFacts({ detail }: { detail: ConversionDetail }) {
  const several = hasSeveralAccounts(detail.accounts);
  const typeLabel = accountTypeLabel(detail.accountType);
  const period =
    detail.periodStart || detail.periodEnd
      ? `${formatDate(detail.periodStart)} \u2013 ${formatDate(detail.periodEnd)}`
      : NOT_AVAILABLE;
  return (
    <section className="card statement-facts" aria-label="Statement">
      <dl className="facts">
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={detail.status} />
          </dd>
        </div>
        <div>
          <dt>Bank</dt>
          <dd>{detail.bankName ?? NOT_AVAILABLE}</dd>
        </div>
        {typeLabel ? (
          <div>
            <dt>Account type</dt>
            <dd data-testid="account-type">{typeLabel}</dd>
          </div>
        ) : null}
        <div>
          <dt>{several ? "Accounts" : "Account"}</dt>
          <dd>
            {several
              ? detail.accounts.map((a) => accountKey(a) ?? NOT_AVAILABLE).join(", ")
              : (detail.accountNumber ?? NOT_AVAILABLE)}
          </dd>
        </div>
        <div>
          <dt>Period</dt>
          <dd>{period}</dd>
        </div>
        {several ? null : (
          <>
            <div>
              <dt>Opening balance</dt>
              <dd>{formatCurrency(detail.openingBalance)}</dd>
            </div>
            <div>
              <dt>Closing balance</dt>
              <dd>{formatCurrency(detail.closingBalance)}</dd>
            </div>
          </>
        )}
      </dl>
      {detail.status === "failed" && detail.errorMessage ? (
        <Alert type="error" title="Processing failed">
          <p>{detail.errorMessage}</p>
        </Alert>
      ) : null}
    </section>
  );
}

/** 'No Transactions Found' with Reprocess File (processes the kept upload again) and Refresh Data. */
function NoTransactions({ detail, onRefresh }: { detail: ConversionDetail; onRefresh(): void }) {
  const fetcher = useFetcher<ResultsActionResult>();
  const result = fetcher.data?.intent === "reprocess" ? fetcher.data : undefined;
  const [askPassword, setAskPassword] = useState(detail.errorCode === "PDF_ENCRYPTED");
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      setAskPassword(false);
      toast.success(result.message, SCREEN_TOAST);
    } else if ("needsPassword" in result && result.needsPassword) setAskPassword(true);
    else toast.error(result.message, SCREEN_TOAST);
  }, [result]);

  const reprocess = (password?: string) => {
    toast.info("Reprocessing file... This may take a moment.", SCREEN_TOAST);
    const form = new FormData();
    form.set("intent", "reprocess");
    if (password) form.set("pdfPassword", password);
    fetcher.submit(form, { method: "post" });
  };

  return (
    <div className="empty">
      <FileIcon size={40} />
      <h3>No Transactions Found</h3>
      <p>
        {detail.status === "failed"
          ? "This statement could not be converted. Reprocess the uploaded file, or convert it again."
          : "This conversion has no transactions. Reprocess the uploaded file or refresh the data."}
      </p>
      {result && !result.ok && !askPassword ? (
        <p className="field__error" data-testid="reprocess-error">
          {result.message}
        </p>
      ) : null}
      {askPassword ? (
        <div className="results-password">
          <PdfPasswordForm
            fileName={detail.fileName}
            error={result && !result.ok && "passwordError" in result ? result.passwordError : undefined}
            busy={busy}
            onSubmit={(password) => reprocess(password)}
            onCancel={() => setAskPassword(false)}
          />
        </div>
      ) : (
        <div className="btn-row empty__actions">
          <button type="button" className="btn btn--primary" onClick={() => reprocess()} disabled={busy}>
            <RefreshCwIcon /> {busy ? "Processing..." : "Reprocess File"}
          </button>
          <button type="button" className="btn" onClick={onRefresh}>
            Refresh Data
          </button>
        </div>
      )}
    </div>
  );
}
