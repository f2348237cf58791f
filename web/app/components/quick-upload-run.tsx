/**
 * One quick-upload conversion on the home page (components/quick-upload.tsx loads it when a file is
 * chosen): the drop zone, disabled, over a progress bar that moves with the upload's bytes and then in
 * steps while the server works; then the outcome (components/quick-upload-outcome.tsx).
 */
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import {
  FINISHING_STEPS,
  PROGRESS_STEP_MS,
  pagesReadProgress,
  progressMessage,
  uploadProgress,
  WORKING_STEPS,
} from "~/utils/quick-upload";
import { type ConversionState, pagesReadText, useConversion } from "~/utils/use-conversion";
import { ProgressBar } from "./progress-bar";
import { toast } from "./toaster";

// What shows after a conversion (its result, or why it failed) loads when it shows.
const Outcome = lazy(() => import("./quick-upload-outcome"));

/**
 * The bar's value while a conversion runs: the upload's bytes, then one step every
 * PROGRESS_STEP_MS while the server works and after it answered; `finished` once the last step
 * has shown, when the result replaces the bar.
 */
function useStepProgress(state: ConversionState): { value: number; finished: boolean } {
  const steps =
    state.phase === "extracting" ? WORKING_STEPS : state.phase === "done" ? FINISHING_STEPS : null;
  // The step reached, counted for one list of steps (a new list starts at its first step).
  const [reached, setReached] = useState<{ steps: readonly number[] | null; i: number }>({ steps, i: 0 });
  useEffect(() => {
    setReached({ steps, i: 0 });
    if (!steps) return;
    // One step past the last: the last value stays on screen for a step before the result shows.
    const timer = setInterval(
      () => setReached((r) => ({ steps, i: Math.min(r.steps === steps ? r.i + 1 : 1, steps.length) })),
      PROGRESS_STEP_MS,
    );
    return () => clearInterval(timer);
  }, [steps]);
  if (state.phase === "uploading") return { value: uploadProgress(state.percent), finished: false };
  if (!steps) return { value: 0, finished: false };
  const i = reached.steps === steps ? reached.i : 0;
  return {
    value: steps[Math.min(i, steps.length - 1)] ?? 0,
    finished: state.phase === "done" && i >= steps.length,
  };
}

export default function QuickUploadRun({
  file,
  signedIn,
  check,
  drop,
  onReset,
}: {
  file: File;
  signedIn: boolean;
  /** The file's check before anything is sent (utils/upload-rules.ts). */
  check: (file: File) => { ok: true } | { ok: false; message: string };
  /** The drop zone, shown (disabled while busy) over the progress bar. */
  drop: (busy: boolean) => ReactNode;
  onReset(): void;
}) {
  const conversion = useConversion({
    store: signedIn,
    check,
    onFailed: (message) => toast.error(message, { title: "Upload Failed" }),
  });
  const { state } = conversion;
  const progress = useStepProgress(state);
  // A scan read in the background: its pages move the bar and say how far it is.
  const reading = state.phase === "extracting" ? state.progress : undefined;
  const value = reading ? pagesReadProgress(reading.done, reading.total) : progress.value;
  const message = reading ? pagesReadText(reading) : progressMessage(value);
  // The run starts once for the file it was given (a new file mounts a new run).
  const started = useRef(false);
  const { start } = conversion;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start(file);
  }, [file, start]);

  // The run shown by the bar: uploading, the server working, or the bar's last steps after the answer.
  const running =
    state.phase === "uploading" ||
    state.phase === "extracting" ||
    (state.phase === "done" && !progress.finished)
      ? state
      : null;

  if ((state.phase === "done" && progress.finished) || state.phase === "failed") {
    return (
      <Suspense fallback={null}>
        <Outcome state={state} signedIn={signedIn} onReset={onReset} />
      </Suspense>
    );
  }

  return (
    <div>
      {drop(state.phase !== "idle")}
      {running ? (
        <div className="quick-upload__status quick-upload__progress">
          <div className="quick-upload__row">
            <span>
              <strong>{running.file.name}</strong>
            </span>
            <span className="muted" aria-hidden="true">
              {value}%
            </span>
          </div>
          <ProgressBar label="Conversion progress" value={value} text={message} />
          <p className="muted quick-upload__message" aria-live="polite" data-testid="quick-upload-message">
            {message}
          </p>
        </div>
      ) : null}
    </div>
  );
}
