/**
 * The converter's result card (docs/architecture.md#screens): the dismissible success message (or
 * the not-saved warning), the balance check (each account's too when the statement has several),
 * 'Extracted Transactions (N)' with a 10-per-page table (an Account column with several accounts),
 * View All in a dialog with Reference and Bank, the Export menu in both, Process Another File and
 * View All Uploads.
 */

import { Link } from "@remix-run/react";
import type { ProcessAndSaveResponse } from "@statement-converter/sdk";
import { EyeIcon, FileTextIcon, HistoryIcon, UploadIcon, XIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { accountTypeLabel, hasSeveralAccounts } from "~/utils/accounts";
import { paginate } from "~/utils/pagination";
import { SCREEN_TOAST } from "~/utils/toast";
import { readTransactions } from "~/utils/transactions";
import { useExporter } from "~/utils/use-exporter";
import { pageOfRow, rowsShown, useRowReview } from "~/utils/use-row-review";
import { Alert } from "./alert";
import { BalanceChart } from "./balance-chart";
import { Dialog } from "./dialog";
import { ExportMenu } from "./export-menu";
import { ReviewLayout, useIsPdf } from "./page-viewer";
import { Pager } from "./pager";
import { ReconciliationNotice } from "./reconciliation-notice";
import { ReviewBar } from "./review-bar";
import { toast } from "./toaster";
import { TransactionsTable } from "./transactions-table";

/** The preview and the dialog show 10 rows per page. */
export const PREVIEW_PAGE_SIZE = 10;

export const NOT_SAVED_WARNING =
  "PDF processed but failed to save to database. Data is available for export.";

export function successMessage(result: Pick<ProcessAndSaveResponse, "message" | "extractedCount">): string {
  return result.message || `Successfully extracted ${result.extractedCount} transactions`;
}

export function ConversionResult({
  result,
  fileName,
  file,
  onReset,
}: {
  result: ProcessAndSaveResponse;
  fileName: string;
  /** The user's file, still in the browser: a PDF's pages are drawn beside the rows. */
  file?: File;
  onReset(): void;
}) {
  const exporter = useExporter(SCREEN_TOAST);
  const rows = useMemo(() => readTransactions(result.extractedTransactions), [result]);
  const review = useRowReview(result.extractedTransactions, result.warnings);
  const checks = review.checks;
  const pdf = useIsPdf(file) && file ? file : null;
  const [dismissed, setDismissed] = useState(false);
  const [page, setPage] = useState(1);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogPage, setDialogPage] = useState(1);
  const several = hasSeveralAccounts(result.accounts);
  const kind = accountTypeLabel(result.accountType);
  const shown = rowsShown(rows, review);
  const preview = paginate(shown, page, PREVIEW_PAGE_SIZE);
  const pick = (row: number) => {
    review.pick(row);
    setPage(pageOfRow(shown, row, PREVIEW_PAGE_SIZE));
  };
  const all = paginate(rows, dialogPage, PREVIEW_PAGE_SIZE);

  const exportAs = (format: Parameters<typeof exporter.exportAs>[1]) => {
    if (!result.uploadId) {
      toast.error("No upload ID available for export", SCREEN_TOAST);
      return;
    }
    void exporter.exportAs({ kind: "conversion", id: result.uploadId }, format);
  };

  return (
    <section className="card card--lg conversion-result" aria-labelledby="result-title">
      {dismissed ? null : (
        <Alert
          type={result.dataSavedToDatabase ? "success" : "warning"}
          action={
            <button
              type="button"
              className="dialog__close"
              aria-label="Dismiss message"
              onClick={() => setDismissed(true)}
            >
              <XIcon size={18} />
            </button>
          }
        >
          <p data-testid="result-message">
            {result.dataSavedToDatabase ? successMessage(result) : NOT_SAVED_WARNING}
          </p>
        </Alert>
      )}

      <ReconciliationNotice
        reconciled={result.reconciled}
        warnings={result.warnings}
        accounts={result.accounts}
        action={
          result.reconciled || !result.dataSavedToDatabase ? null : (
            <Link to={`/results/${result.uploadId}`}>Review and correct these rows</Link>
          )
        }
      />

      <div className="card__head conversion-result__head">
        <div>
          <h2 id="result-title">Extracted Transactions ({rows.length})</h2>
          <p className="muted conversion-result__file">
            <FileTextIcon size={16} /> {fileName}
            {kind ? (
              <span className="badge badge--info" data-testid="account-type">
                {kind}
              </span>
            ) : null}
          </p>
        </div>
        <div className="btn-row">
          <button
            type="button"
            className="btn"
            onClick={() => setDialogOpen(true)}
            disabled={rows.length === 0}
          >
            <EyeIcon /> View All
          </button>
          <ExportMenu busy={exporter.busy} disabled={rows.length === 0} onSelect={exportAs} />
        </div>
      </div>

      {rows.length ? <BalanceChart rows={rows} statement={result} onPickRow={pick} /> : null}
      {rows.length ? <ReviewBar review={review} onNext={pick} /> : null}
      <ReviewLayout file={pdf} fileName={fileName} rows={rows} review={review}>
        <TransactionsTable
          rows={preview.items}
          caption={`Extracted transactions, page ${preview.page} of ${preview.totalPages}`}
          account={several}
          checks={checks}
          review={{
            active: review.active,
            hovered: review.hovered,
            onPick: review.pick,
            pages: pdf !== null,
          }}
        />
        <Pager
          page={preview.page}
          totalPages={preview.totalPages}
          onChange={setPage}
          label="Transactions pages"
        />
      </ReviewLayout>

      <div className="btn-row conversion-result__foot">
        <button type="button" className="btn btn--primary" onClick={onReset}>
          <UploadIcon /> Process Another File
        </button>
        <Link to="/history" className="btn">
          <HistoryIcon /> View All Uploads
        </Link>
        {result.dataSavedToDatabase ? (
          <Link to={`/results/${result.uploadId}`} className="btn btn--ghost">
            Open Results
          </Link>
        ) : null}
      </div>

      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        size="lg"
        title={`All Extracted Transactions (${rows.length})`}
        footer={
          <div className="btn-row dialog__actions">
            <ExportMenu busy={exporter.busy} onSelect={exportAs} align="left" />
            <button type="button" className="btn" onClick={() => setDialogOpen(false)}>
              Close
            </button>
          </div>
        }
      >
        <TransactionsTable
          rows={all.items}
          caption={`All extracted transactions, page ${all.page} of ${all.totalPages}`}
          details
          account={several}
          reference
          bank
          checks={checks}
        />
        <Pager
          page={all.page}
          totalPages={all.totalPages}
          onChange={setDialogPage}
          label="All transactions pages"
        />
      </Dialog>
    </section>
  );
}
