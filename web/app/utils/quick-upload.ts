/**
 * The home quick upload's progress bar (docs/architecture.md#user-facing-wording): the upload's
 * bytes from 10 to 24, then steps every PROGRESS_STEP_MS while the server works (25, 50, 75), and
 * 90 then 100 once the answer is in, each stretch in words. A scan read in the background moves
 * the bar from 25 to 75 with its pages instead.
 */

export function progressMessage(progress: number): string {
  if (progress < 25) return "Uploading file...";
  if (progress < 50) return "Analyzing structure...";
  if (progress < 75) return "Extracting data...";
  if (progress < 100) return "Finalizing...";
  return "Complete!";
}

export const PROGRESS_STEP_MS = 300;

/** The steps the bar moves through while the server works, and after its answer (then the result shows). */
export const WORKING_STEPS = [25, 50, 75] as const;
export const FINISHING_STEPS = [90, 100] as const;

/** Upload progress (0-100 % of the bytes) shown before the first working step. */
export function uploadProgress(percent: number): number {
  return 10 + Math.round((Math.min(100, Math.max(0, percent)) / 100) * 14);
}

/** A scan's pages read (`done` of `total`) on the bar, from 25 to 75. */
export function pagesReadProgress(done: number, total: number): number {
  return 25 + Math.round((Math.min(done, total) / Math.max(1, total)) * 50);
}
