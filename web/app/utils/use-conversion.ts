/**
 * One conversion's states, for both upload screens (the converter and the home page's quick
 * upload): the file's upload with its progress, the server extracting (with the pages read so far
 * when it reports them: scanned statements are read page by page), a locked PDF asking for its
 * password, the result, or the failure in words.
 *
 *   const conversion = useConversion({ store: true, onDone, onFailed });
 *   conversion.start(file); conversion.unlock(password); conversion.reset();
 *
 * The API calls live in utils/conversion-run.ts, loaded with the SDK on the first conversion.
 */
import { useCallback, useRef, useState } from "react";
import type { ConversionResult, FailureWording, RunEvent } from "./conversion-run";

export type { ConversionResult } from "./conversion-run";

/** Pages read so far of those that need reading ('Reading scanned pages... 2 of 3'). */
export interface PageProgress {
  done: number;
  total: number;
}

/** What the screens say while a scan is read: 'Reading scanned pages... 2 of 3'. */
export const pagesReadText = ({ done, total }: PageProgress) =>
  `Reading scanned pages... ${done} of ${total}`;

export type ConversionState =
  | { phase: "idle" }
  | { phase: "uploading"; file: File; percent: number }
  | { phase: "extracting"; file: File; progress?: PageProgress }
  | { phase: "password"; file: File; uploadId: string; error?: string; busy: boolean }
  | { phase: "done"; file: File; result: ConversionResult; seconds: number }
  | { phase: "failed"; file?: File; message: string; quota: boolean; scanned?: boolean };

export interface ConversionOptions {
  /** Signed in: upload and store (process-and-save). Visitors: process only, nothing stored. */
  store: boolean;
  /** Checked before anything is sent; a message refuses the file. */
  check?: (file: File) => { ok: true } | { ok: false; message: string };
  /** What to say when a failure has no API reason. */
  wording?: FailureWording;
  onDone?(result: ConversionResult, file: File): void;
  onFailed?(message: string, quota: boolean, file?: File): void;
}

export function useConversion(options: ConversionOptions) {
  const [state, setState] = useState<ConversionState>({ phase: "idle" });
  // The latest options and the run in progress (a reset or a new file makes older runs' events stale).
  const latest = useRef(options);
  latest.current = options;
  const run = useRef(0);
  const started = useRef(0);

  const settle = useCallback((id: number, file: File, event: RunEvent) => {
    if (id !== run.current) return;
    const { onDone, onFailed } = latest.current;
    switch (event.type) {
      case "progress":
        setState((s) => (s.phase === "uploading" ? { ...s, percent: event.percent } : s));
        return;
      case "uploaded":
        setState({ phase: "extracting", file });
        return;
      case "read":
        setState({ phase: "extracting", file, progress: { done: event.done, total: event.total } });
        return;
      case "password":
        setState({
          phase: "password",
          file,
          uploadId: event.uploadId,
          busy: false,
          ...(event.error ? { error: event.error } : {}),
        });
        return;
      case "done":
        setState({
          phase: "done",
          file,
          result: event.result,
          seconds: Math.max(0.1, (Date.now() - started.current) / 1000),
        });
        onDone?.(event.result, file);
        return;
      case "failed":
        setState({
          phase: "failed",
          file,
          message: event.message,
          quota: event.quota,
          ...(event.scanned ? { scanned: true } : {}),
        });
        onFailed?.(event.message, event.quota, file);
        return;
      case "left":
        return;
    }
  }, []);

  const fail = useCallback((message: string, file?: File) => {
    run.current += 1;
    setState({ phase: "failed", message, quota: false, ...(file ? { file } : {}) });
    latest.current.onFailed?.(message, false, file);
  }, []);

  const start = useCallback(
    async (file: File) => {
      const checked = latest.current.check?.(file);
      if (checked && !checked.ok) return fail(checked.message, file);
      const id = ++run.current;
      started.current = Date.now();
      const { store, wording } = latest.current;
      setState(store ? { phase: "uploading", file, percent: 0 } : { phase: "extracting", file });
      const calls = await import("./conversion-run");
      const emit = (event: RunEvent) => settle(id, file, event);
      emit(
        store
          ? await calls.convertAndSave(file, emit, wording)
          : await calls.convertForVisitor(file, wording),
      );
    },
    [fail, settle],
  );

  const unlock = useCallback(
    async (password: string) => {
      if (state.phase !== "password") return;
      const { file, uploadId } = state;
      const id = ++run.current;
      setState({ ...state, busy: true });
      const calls = await import("./conversion-run");
      const emit = (event: RunEvent) => settle(id, file, event);
      emit(await calls.unlock(uploadId, password, emit, latest.current.wording));
    },
    [state, settle],
  );

  const reset = useCallback(() => {
    run.current += 1;
    setState({ phase: "idle" });
  }, []);

  return { state, start, unlock, reset, fail };
}
