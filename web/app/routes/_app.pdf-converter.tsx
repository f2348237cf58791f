/**
 * /pdf-converter (docs/architecture.md#screens): choose a statement (PDF, .xlsx, .xls or CSV),
 * upload it with a progress bar, process and save it, then review and export the transactions. The
 * browser talks to the API here (through the SDK) because the upload's progress can only be seen
 * there. A password-protected statement asks for its password and is processed again from the kept
 * upload.
 */

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { planName, type Usage } from "@statement-converter/sdk";
import { HistoryIcon, ZapIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Alert } from "~/components/alert";
import { PageHead } from "~/components/app-shell";
import { ConversionResult, successMessage } from "~/components/conversion-result";
import { PdfDropzone } from "~/components/pdf-dropzone";
import { PdfPasswordForm } from "~/components/pdf-password-form";
import { ProgressBar } from "~/components/progress-bar";
import { toast } from "~/components/toaster";
import { UsageMeter } from "~/components/usage-meter";
import { apiClient } from "~/utils/api.server";
import { settle } from "~/utils/loaded";
import { pageMeta } from "~/utils/meta";
import { requireUser } from "~/utils/session.server";
import { SCREEN_TOAST } from "~/utils/toast";
import { checkConverterFile } from "~/utils/upload-rules";
import { formatRenewal, usageFraction, usageLine, WARN_AT } from "~/utils/usage";
import { type ConversionState, pagesReadText, useConversion } from "~/utils/use-conversion";
import { useTimeZone } from "~/utils/user";

export const meta: MetaFunction = () => pageMeta("Convert Statement");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const usage = await settle(apiClient(request, context).usage());
  return { usage: usage.ok ? usage.data.data : null };
}

/** What the converter says when a failure has no API reason. */
const WORDING = {
  upload: "Failed to create upload record",
  process: "An error occurred while processing the file",
};

/** The page allowance as the converter tracks it: fetched again after every run; one 80% toast per visit. */
function useAllowance(initial: Usage | null) {
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
  }, [usage, timeZone]);
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
  const timeZone = useTimeZone();
  const allowance = useAllowance(useLoaderData<typeof loader>().usage);
  const usage = allowance.usage;
  const full = usage !== null && usageFraction(usage) >= 1;
  const [file, setFile] = useState<File | null>(null);
  const conversion = useConversion({
    store: true,
    wording: WORDING,
    onDone: (result) => {
      if (result.kind !== "saved") return;
      void allowance.refresh();
      if (result.response.dataSavedToDatabase) toast.success(successMessage(result.response), SCREEN_TOAST);
      else
        toast.warning(
          "PDF processed but failed to save to database. Data is available for export.",
          SCREEN_TOAST,
        );
    },
    onFailed: (message, quota) => {
      toast.error(message, SCREEN_TOAST);
      if (quota) void allowance.refresh();
    },
  });
  const { state } = conversion;
  const processing = state.phase === "uploading" || state.phase === "extracting";
  const error = state.phase === "failed" ? state.message : null;

  const choose = (chosen: File) => {
    const check = checkConverterFile(chosen);
    if (!check.ok) {
      setFile(null);
      conversion.fail(check.message);
      return;
    }
    conversion.reset();
    setFile(chosen);
  };

  const reset = () => {
    setFile(null);
    conversion.reset();
  };

  const extract = () => {
    if (file) void conversion.start(file);
    else conversion.fail("Please select a file first");
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
      {full && usage && state.phase !== "done" ? (
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

      {state.phase === "done" && state.result.kind === "saved" ? (
        <ConversionResult
          result={state.result.response}
          fileName={state.file.name}
          file={state.file}
          onReset={reset}
        />
      ) : (
        <section className="card card--lg converter-card" aria-labelledby="upload-title">
          <h2 id="upload-title">Upload Statement</h2>
          {state.phase === "password" ? (
            <PdfPasswordForm
              fileName={state.file.name}
              error={state.error}
              busy={state.busy}
              onSubmit={(password) => void conversion.unlock(password)}
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
                  conversion.reset();
                }}
              />
              {processing ? <UploadProgress state={state} /> : null}
              <div className="btn-row converter-card__actions">
                <button
                  type="button"
                  className="btn btn--primary btn--lg"
                  disabled={!file || processing}
                  onClick={extract}
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
                    {state.phase === "failed" && state.quota ? (
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

/** The upload's bytes, then the server's work (the pages read so far when it reports them). */
function progressText(state: ConversionState): { percent: number; text: string } {
  if (state.phase === "uploading") {
    const percent = Math.round(state.percent);
    return { percent, text: `Uploading file... ${percent}%` };
  }
  if (state.phase === "extracting" && state.progress) {
    const { done, total } = state.progress;
    return { percent: Math.round((done / Math.max(1, total)) * 100), text: pagesReadText(state.progress) };
  }
  return { percent: 100, text: "Extracting transactions..." };
}

function UploadProgress({ state }: { state: ConversionState }) {
  const { percent, text } = progressText(state);
  return (
    <div className="upload-progress">
      <ProgressBar label="Upload progress" value={percent} text={text} />
      <p className="muted upload-progress__text" aria-live="polite" data-testid="upload-progress-text">
        {text}
      </p>
    </div>
  );
}
