/**
 * /pdf-converter (docs/architecture.md#screens): choose a statement (PDF, .xlsx, .xls or CSV),
 * upload it with a progress bar, process and save it, then review and export the transactions. The
 * browser talks to the API here (through the SDK) because the upload's progress can only be seen
 * there. A password-protected statement asks for its password and is processed again from the kept
 * upload.
 */

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { type ProcessAndSaveResponse, planName, type Usage } from "@statement-converter/sdk";
import { HistoryIcon, ZapIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Alert } from "~/components/alert";
import { PageHead } from "~/components/app-shell";
import { ConversionResult, successMessage } from "~/components/conversion-result";
import { PdfDropzone } from "~/components/pdf-dropzone";
import { PdfPasswordForm } from "~/components/pdf-password-form";
import { useToast } from "~/components/toaster";
import { UsageMeter } from "~/components/usage-meter";
import { apiClient } from "~/utils/api.server";
import { errorMessages, isQuotaExceeded } from "~/utils/api-errors";
import { settle } from "~/utils/loaded";
import { pageMeta } from "~/utils/meta";
import { requireUser } from "~/utils/session.server";
import { SCREEN_TOAST } from "~/utils/toast";
import { checkConverterFile } from "~/utils/upload-rules";
import { formatRenewal, usageFraction, usageLine, WARN_AT } from "~/utils/usage";
import { useTimeZone } from "~/utils/user";

export const meta: MetaFunction = () => pageMeta("Convert Statement");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const usage = await settle(apiClient(request, context).usage());
  return { usage: usage.ok ? usage.data.data : null };
}

type Phase =
  | { kind: "ready" }
  | { kind: "uploading"; percent: number }
  | { kind: "extracting" }
  | { kind: "password"; uploadId: string; error?: string; busy: boolean }
  | { kind: "done"; result: ProcessAndSaveResponse };

const PROCESSING_FAILED = "An error occurred while processing the file";

/** The failure in words: the API's own reason where it gave one, else the screen's fallback. */
function failureMessage(err: unknown, fallback = PROCESSING_FAILED): string {
  if (typeof err === "object" && err !== null && "status" in err) return errorMessages(err).join(" ");
  return fallback;
}

/** The page allowance as the converter tracks it: fetched again after every run; one 80% toast per visit. */
function useAllowance(initial: Usage | null) {
  const toast = useToast();
  const timeZone = useTimeZone();
  const [usage, setUsage] = useState(initial);
  const warned = useRef(false);
  useEffect(() => {
    if (!usage || warned.current) return;
    const fraction = usageFraction(usage);
    if (fraction < WARN_AT || fraction >= 1) return;
    warned.current = true;
    toast.info(
      `You have used ${Math.floor(fraction * 100)}% of your page allowance: ${usageLine(usage, new Date(), timeZone)}.`,
      SCREEN_TOAST,
    );
  }, [usage, toast, timeZone]);
  const refresh = async () => {
    const { browserClient } = await import("~/utils/browser-api");
    try {
      setUsage((await browserClient().usage()).data);
    } catch {
      // The meter keeps its last reading; the next page load reads it again.
    }
  };
  return { usage, refresh };
}

export default function PdfConverter() {
  const toast = useToast();
  const timeZone = useTimeZone();
  const allowance = useAllowance(useLoaderData<typeof loader>().usage);
  const usage = allowance.usage;
  const full = usage !== null && usageFraction(usage) >= 1;
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "ready" });
  const [error, setError] = useState<string | null>(null);
  /** The last failure was the page allowance: the alert links to the pricing page. */
  const [quotaHit, setQuotaHit] = useState(false);
  const processing = phase.kind === "uploading" || phase.kind === "extracting";

  const fail = (message: string, quota = false) => {
    setPhase({ kind: "ready" });
    setError(message);
    setQuotaHit(quota);
    toast.error(message, SCREEN_TOAST);
  };

  const choose = (chosen: File) => {
    const check = checkConverterFile(chosen);
    if (!check.ok) {
      setFile(null);
      setError(check.message);
      toast.error(check.message, SCREEN_TOAST);
      return;
    }
    setError(null);
    setFile(chosen);
  };

  const reset = () => {
    setFile(null);
    setError(null);
    setPhase({ kind: "ready" });
  };

  function processed(result: ProcessAndSaveResponse) {
    setPhase({ kind: "done", result });
    void allowance.refresh();
    if (result.dataSavedToDatabase) toast.success(successMessage(result), SCREEN_TOAST);
    else
      toast.warning(
        "PDF processed but failed to save to database. Data is available for export.",
        SCREEN_TOAST,
      );
  }

  /** A run that failed after the upload: a locked statement asks for its password (the upload is kept). */
  function processingFailed(err: unknown, uploadId: string | undefined, fileName: string, password?: string) {
    if (uploadId && (err as { code?: string }).code === "PDF_ENCRYPTED") {
      setError(null);
      setPhase({
        kind: "password",
        uploadId,
        busy: false,
        ...(password === undefined ? {} : { error: failureMessage(err) }),
      });
      return;
    }
    fail(failureMessage(err), isQuotaExceeded(err));
    if (isQuotaExceeded(err)) {
      void allowance.refresh();
      return;
    }
    console.error(`Processing ${fileName} failed`, err);
  }

  /** Upload and process in one call (the SDK's convert); its steps move the screen's phases. */
  async function extract() {
    if (!file) {
      fail("Please select a file first");
      return;
    }
    setError(null);
    setPhase({ kind: "uploading", percent: 0 });
    const { browserClient, leaveOnSessionExpiry } = await import("~/utils/browser-api");
    let uploadId: string | undefined;
    try {
      processed(
        await browserClient().conversions.convert(file, {
          onProgress: (p) =>
            setPhase((s) => (s.kind === "uploading" ? { kind: "uploading", percent: p.percent } : s)),
          onUploaded: (id) => {
            uploadId = id;
            setPhase({ kind: "extracting" });
          },
        }),
      );
    } catch (err) {
      if (leaveOnSessionExpiry(err)) return;
      if (uploadId === undefined) fail(failureMessage(err, "Failed to create upload record"));
      else processingFailed(err, uploadId, file.name);
    }
  }

  /** The kept upload of a locked statement, processed again with its password. */
  async function reprocess(uploadId: string, fileName: string, password: string) {
    const { browserClient, leaveOnSessionExpiry } = await import("~/utils/browser-api");
    try {
      processed(await browserClient().conversions.processAndSave({ uploadId, password }));
    } catch (err) {
      if (leaveOnSessionExpiry(err)) return;
      processingFailed(err, uploadId, fileName, password);
    }
  }

  const unlock = (password: string) => {
    if (phase.kind !== "password" || !file) return;
    setPhase({ ...phase, busy: true });
    void reprocess(phase.uploadId, file.name, password);
  };

  return (
    <>
      <PageHead
        title="PDF Statement Converter"
        actions={
          <Link to="/history" className="btn">
            <HistoryIcon /> View History
          </Link>
        }
      />
      <p className="muted app-lead">
        Upload a bank statement as a PDF, an Excel workbook (.xlsx, .xls) or a CSV file: we extract every
        transaction, check the balances and let you export the rows as CSV, Excel or JSON.
      </p>
      {usage ? <UsageMeter usage={usage} /> : null}
      {full && usage && phase.kind !== "done" ? (
        <div data-testid="quota-full">
          <Alert type="warning" title="Page allowance used up">
            <p>
              You have used all {usage.limit} pages of your {planName(usage.plan)} plan
              {usage.window === "24h" ? " for the last 24 hours" : ` this ${usage.window}`}. Conversions pause
              until the allowance renews
              {usage.renewsAt ? ` at ${formatRenewal(usage.renewsAt, new Date(), timeZone)}` : ""}, or upgrade
              for more pages now.
            </p>
            <p>
              <Link to="/pricing" className="link">
                See plans and pricing
              </Link>
            </p>
          </Alert>
        </div>
      ) : null}

      {phase.kind === "done" && file ? (
        <ConversionResult result={phase.result} fileName={file.name} onReset={reset} />
      ) : (
        <section className="card card--lg converter-card" aria-labelledby="upload-title">
          <h2 id="upload-title">Upload Statement</h2>
          {phase.kind === "password" && file ? (
            <PdfPasswordForm
              fileName={file.name}
              error={phase.error}
              busy={phase.busy}
              onSubmit={unlock}
              onCancel={reset}
            />
          ) : (
            <>
              <PdfDropzone
                file={file}
                disabled={processing}
                onFile={choose}
                onClear={() => {
                  setFile(null);
                  setError(null);
                }}
              />
              {processing ? <UploadProgress phase={phase} /> : null}
              <div className="btn-row converter-card__actions">
                <button
                  type="button"
                  className="btn btn--primary btn--lg"
                  disabled={!file || processing}
                  onClick={() => void extract()}
                >
                  {processing ? (
                    <>
                      <span className="spinner spinner--on-primary" aria-hidden="true" /> Processing...
                    </>
                  ) : (
                    <>
                      <ZapIcon /> Extract Transactions
                    </>
                  )}
                </button>
              </div>
              {error ? (
                <div className="converter-card__error">
                  <Alert type="error">
                    <p data-testid="converter-error">{error}</p>
                    {quotaHit ? (
                      <p>
                        <Link to="/pricing" className="link">
                          See plans and pricing
                        </Link>
                      </p>
                    ) : null}
                  </Alert>
                </div>
              ) : null}
            </>
          )}
        </section>
      )}
    </>
  );
}

function UploadProgress({ phase }: { phase: Phase }) {
  const percent = phase.kind === "uploading" ? Math.round(phase.percent) : 100;
  const text = phase.kind === "uploading" ? `Uploading file... ${percent}%` : "Extracting transactions...";
  return (
    <div className="upload-progress">
      <div
        className="progress"
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="muted upload-progress__text" aria-live="polite" data-testid="upload-progress-text">
        {text}
      </p>
    </div>
  );
}
