/**
 * The home page's quick upload (docs/architecture.md#screens): click or drop a file; it is uploaded to
 * the API (with real upload progress, through the SDK's XHR transport) and converted; then CSV and
 * JSON downloads of the stored result, Convert Another, or the error with Try Again. Signed-out
 * visitors convert within the Anonymous allowance: nothing is stored, the CSV and JSON come in
 * the answer, and they are invited to register for more.
 */

import { Link } from "@remix-run/react";
import type { ExportFormat } from "@statement-converter/sdk";
import { allowanceText } from "@statement-converter/sdk/contract";
import { CircleCheckBigIcon, DownloadIcon, RefreshCwIcon, UploadIcon } from "lucide-react";
import { type DragEvent, useEffect, useRef, useState } from "react";
import { errorMessages, isQuotaExceeded } from "~/utils/api-errors";
import { formatNumber } from "~/utils/format";
import { PROGRESS_STEP_MS, progressMessage, uploadProgress } from "~/utils/quick-upload";
import { ACCEPT, checkQuickUploadFile } from "~/utils/upload-rules";
import { useToast } from "./toaster";

interface Result {
  id: string;
  fileName: string;
  transactionsCount: number;
  processingTime: number;
  status: "completed";
  reconciled: boolean;
  /** A visitor's conversion: the exports from the answer (nothing is stored to download later). */
  files?: { csv?: string | undefined; json?: string | undefined };
}

type State =
  | { phase: "idle" }
  | { phase: "uploading"; fileName: string; progress: number }
  | { phase: "completed"; result: Result }
  | { phase: "error"; fileName?: string; message: string; quota?: boolean };

/** The name the API gives an export of `fileName`. */
const downloadName = (fileName: string, ext: string) =>
  `transactions_${fileName.replace(/\.[^.]+$/, "")}.${ext}`;

function RegisterInvite() {
  return (
    <p className="quick-upload__invite" data-testid="register-invite">
      Visitors convert {allowanceText("anonymous", "monthly")}.{" "}
      <Link to="/register" className="link">
        Create a free account
      </Link>{" "}
      for {allowanceText("registered", "monthly")}, your conversion history and Excel export.
    </p>
  );
}

export function QuickUpload({ signedIn = true }: { signedIn?: boolean }) {
  const toast = useToast();
  const [state, setState] = useState<State>({ phase: "idle" });
  const [dragging, setDragging] = useState(false);
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const creep = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const uploading = state.phase === "uploading";

  useEffect(() => () => clearInterval(creep.current), []);

  const setProgress = (fileName: string, progress: number) =>
    setState((s) =>
      s.phase === "uploading" && s.progress >= progress ? s : { phase: "uploading", fileName, progress },
    );

  const fail = (message: string, fileName?: string, quota = false) => {
    clearInterval(creep.current);
    setState({ phase: "error", message, quota, ...(fileName ? { fileName } : {}) });
    toast.error(message, { title: "Upload Failed" });
  };

  async function convert(file: File) {
    const check = checkQuickUploadFile(file);
    if (!check.ok) return fail(check.message, file.name);

    const started = Date.now();
    setState({ phase: "uploading", fileName: file.name, progress: 10 });
    // The SDK loads on first use, so the home page stays light for visitors.
    const { browserClient, leaveOnSessionExpiry } = await import("~/utils/browser-api");
    const client = browserClient();
    if (!signedIn) {
      try {
        setProgress(file.name, 25);
        creep.current = setInterval(() => {
          setState((s) =>
            s.phase === "uploading" && s.progress < 75 ? { ...s, progress: s.progress < 50 ? 50 : 75 } : s,
          );
        }, PROGRESS_STEP_MS);
        const processed = await client.conversions.process({
          file,
          fileName: file.name,
          files: ["csv", "json"],
        });
        clearInterval(creep.current);
        setProgress(file.name, 100);
        await new Promise((r) => setTimeout(r, PROGRESS_STEP_MS));
        setState({
          phase: "completed",
          result: {
            id: "",
            fileName: file.name,
            transactionsCount: processed.transactions.length,
            processingTime: Math.max(0.1, (Date.now() - started) / 1000),
            status: "completed",
            reconciled: processed.reconciled,
            files: processed.files ?? {},
          },
        });
        toast.success(`Successfully processed ${file.name}!`);
      } catch (err) {
        fail(errorMessages(err).join(" "), file.name, isQuotaExceeded(err));
      }
      return;
    }
    try {
      const processed = await client.conversions.convert(file, {
        onProgress: (p) => setProgress(file.name, uploadProgress(p.percent)),
        onUploaded: () => {
          setProgress(file.name, 25);
          // The server reads the statement now; the bar moves on to the next steps while it works.
          creep.current = setInterval(() => {
            setState((s) =>
              s.phase === "uploading" && s.progress < 75 ? { ...s, progress: s.progress < 50 ? 50 : 75 } : s,
            );
          }, PROGRESS_STEP_MS);
        },
      });
      clearInterval(creep.current);
      setProgress(file.name, 90);
      await new Promise((r) => setTimeout(r, PROGRESS_STEP_MS));
      setProgress(file.name, 100);
      await new Promise((r) => setTimeout(r, PROGRESS_STEP_MS));
      setState({
        phase: "completed",
        result: {
          id: processed.uploadId,
          fileName: file.name,
          transactionsCount: processed.extractedCount,
          processingTime: Math.max(0.1, (Date.now() - started) / 1000),
          status: "completed",
          reconciled: processed.reconciled,
        },
      });
      toast.success(`Successfully processed ${file.name}!`);
    } catch (err) {
      if (leaveOnSessionExpiry(err)) return;
      fail(errorMessages(err).join(" "), file.name);
    }
  }

  async function download(result: Result, format: ExportFormat) {
    const { browserClient, leaveOnSessionExpiry, saveDownload } = await import("~/utils/browser-api");
    if (result.files) {
      // A visitor's exports came in the answer: nothing is stored to download.
      const text = format === "csv" ? result.files.csv : result.files.json;
      if (!text) {
        toast.error("Download failed");
        return;
      }
      const fileName = downloadName(result.fileName, format);
      const contentType = format === "csv" ? "text/csv;charset=utf-8" : "application/json";
      saveDownload({ bytes: new TextEncoder().encode(text), fileName, contentType });
      toast.success(`Downloaded ${fileName}.`);
      return;
    }
    setDownloading(format);
    try {
      const file = await browserClient().conversions.download(result.id, { format });
      saveDownload(file);
      toast.success(`Downloaded ${file.fileName}.`);
    } catch (err) {
      if (leaveOnSessionExpiry(err)) return;
      toast.error("Download failed");
    } finally {
      setDownloading(null);
    }
  }

  const reset = () => {
    clearInterval(creep.current);
    setState({ phase: "idle" });
    if (inputRef.current) inputRef.current.value = "";
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    if (uploading) return;
    const file = e.dataTransfer.files[0];
    if (file) void convert(file);
  };

  if (state.phase === "completed") {
    const { result } = state;
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
            <dd>{result.fileName}</dd>
          </div>
          <div>
            <dt>Transactions</dt>
            <dd data-testid="quick-upload-count">{formatNumber(result.transactionsCount)}</dd>
          </div>
          <div>
            <dt>Processing time</dt>
            <dd>{result.processingTime.toFixed(1)}s</dd>
          </div>
          <div>
            <dt>Balances</dt>
            <dd>{result.reconciled ? "Reconciled" : "Check flagged rows"}</dd>
          </div>
        </dl>
        <div className="btn-row">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => download(result, "csv")}
            disabled={downloading !== null}
          >
            <DownloadIcon /> {downloading === "csv" ? "Downloading..." : "Download CSV"}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => download(result, "json")}
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

  if (state.phase === "error") {
    return (
      <div className="quick-upload__status" role="alert">
        <h3 className="amount--out">Upload Failed</h3>
        {state.fileName ? <p className="muted">{state.fileName}</p> : null}
        <p data-testid="quick-upload-error">{state.message}</p>
        {!signedIn && state.quota ? <RegisterInvite /> : null}
        <div className="btn-row">
          <button type="button" className="btn btn--primary" onClick={reset}>
            <RefreshCwIcon /> Try Again
          </button>
        </div>
      </div>
    );
  }

  return (
    <div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file input inside is the accessible control */}
      <div
        className={`dropzone ${dragging ? "dropzone--active" : ""}`}
        onDragOver={(e) => {
          e.preventDefault();
          if (!uploading) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          disabled={uploading}
          aria-label="Upload a bank statement (PDF, Excel or CSV, up to 10MB)"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void convert(file);
          }}
        />
        <span className="dropzone__icon">
          <UploadIcon size={28} />
        </span>
        <p className="dropzone__title">Drop your statement here or click to browse</p>
        <p className="dropzone__hint">PDF, Excel (.xlsx, .xls) or CSV, up to 10MB. Results as CSV or JSON.</p>
      </div>
      {state.phase === "uploading" ? (
        <div className="quick-upload__status" style={{ marginTop: "1rem" }}>
          <div className="quick-upload__row">
            <span>
              <strong>{state.fileName}</strong>
            </span>
            <span className="muted" aria-hidden="true">
              {state.progress}%
            </span>
          </div>
          <div
            className="progress"
            role="progressbar"
            aria-label="Conversion progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.progress}
            aria-valuetext={progressMessage(state.progress)}
          >
            <div className="progress__bar" style={{ width: `${state.progress}%` }} />
          </div>
          <p className="muted" aria-live="polite" data-testid="quick-upload-message" style={{ margin: 0 }}>
            {progressMessage(state.progress)}
          </p>
        </div>
      ) : null}
    </div>
  );
}
