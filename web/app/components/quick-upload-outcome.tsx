/**
 * What the home quick upload shows after a conversion (components/quick-upload-run.tsx loads it then):
 * the result with CSV and JSON downloads and Convert Another, or the failure with Try Again; a
 * visitor is invited to register (and to sign in for a scanned PDF, which only accounts convert). A visitor's downloads come from the answer (nothing is stored).
 */
import { Link } from "@remix-run/react";
import type { ExportFormat } from "@statement-converter/sdk";
import { CircleCheckBigIcon, DownloadIcon, RefreshCwIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { formatNumber } from "~/utils/format";
import type { ConversionResult, ConversionState } from "~/utils/use-conversion";
import RegisterInvite from "./register-invite";
import { toast } from "./toaster";

/** The name the API gives an export of `fileName`. */
const downloadName = (fileName: string, ext: string) =>
  `transactions_${fileName.replace(/\.[^.]+$/, "")}.${ext}`;

export default function QuickUploadOutcome({
  state,
  signedIn,
  onReset: reset,
}: {
  state: ConversionState;
  signedIn: boolean;
  onReset(): void;
}) {
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);
  // The success toast once, when the result shows.
  const announced = useRef<ConversionResult | null>(null);
  useEffect(() => {
    if (state.phase !== "done" || announced.current === state.result) return;
    announced.current = state.result;
    toast.success(`Successfully processed ${state.file.name}!`);
  }, [state]);

  async function download(result: ConversionResult, fileName: string, format: ExportFormat) {
    const { browserClient, leaveOnSessionExpiry, saveDownload } = await import("~/utils/browser-api");
    if (result.kind === "visitor") {
      // A visitor's exports came in the answer: nothing is stored to download.
      const files = result.response.files ?? {};
      const text = format === "csv" ? files.csv : files.json;
      if (!text) {
        toast.error("Download failed");
        return;
      }
      const name = downloadName(fileName, format);
      const contentType = format === "csv" ? "text/csv;charset=utf-8" : "application/json";
      saveDownload({ bytes: new TextEncoder().encode(text), fileName: name, contentType });
      toast.success(`Downloaded ${name}.`);
      return;
    }
    setDownloading(format);
    try {
      const file = await browserClient().conversions.download(result.response.uploadId, { format });
      saveDownload(file);
      toast.success(`Downloaded ${file.fileName}.`);
    } catch (err) {
      if (leaveOnSessionExpiry(err)) return;
      toast.error("Download failed");
    } finally {
      setDownloading(null);
    }
  }

  if (state.phase === "done") {
    const { result, file } = state;
    const count =
      result.kind === "saved" ? result.response.extractedCount : result.response.transactions.length;
    return (
      <div className="quick-upload__status quick-upload__result" aria-live="polite">
        <div className="quick-upload__row">
          <h3>
            <CircleCheckBigIcon className="amount--in" /> Conversion complete
          </h3>
          <span className="badge badge--success">Completed</span>
        </div>
        <dl>
          <div>
            <dt>File</dt>
            <dd>{file.name}</dd>
          </div>
          <div>
            <dt>Transactions</dt>
            <dd data-testid="quick-upload-count">{formatNumber(count)}</dd>
          </div>
          <div>
            <dt>Processing time</dt>
            <dd>{state.seconds.toFixed(1)}s</dd>
          </div>
          <div>
            <dt>Balances</dt>
            <dd>{result.response.reconciled ? "Reconciled" : "Check flagged rows"}</dd>
          </div>
        </dl>
        <div className="btn-row">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => download(result, file.name, "csv")}
            disabled={downloading !== null}
          >
            <DownloadIcon /> {downloading === "csv" ? "Downloading..." : "Download CSV"}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => download(result, file.name, "json")}
            disabled={downloading !== null}
          >
            <DownloadIcon /> {downloading === "json" ? "Downloading..." : "Download JSON"}
          </button>
          <button type="button" className="btn btn--ghost" onClick={reset}>
            Convert Another
          </button>
        </div>
        {signedIn ? null : <RegisterInvite />}
      </div>
    );
  }

  if (state.phase === "failed") {
    return (
      <div className="quick-upload__status" role="alert">
        <h3 className="amount--out">Upload Failed</h3>
        {state.file ? <p className="muted">{state.file.name}</p> : null}
        <p data-testid="quick-upload-error">{state.message}</p>
        {!signedIn && state.scanned ? (
          <p>
            <Link to="/login" className="link">
              Sign In
            </Link>{" "}
            or{" "}
            <Link to="/register" className="link">
              create a free account
            </Link>{" "}
            to convert it.
          </p>
        ) : null}
        {!signedIn && state.quota ? <RegisterInvite /> : null}
        <div className="btn-row">
          <button type="button" className="btn btn--primary" onClick={reset}>
            <RefreshCwIcon /> Try Again
          </button>
        </div>
      </div>
    );
  }

  return null;
}
