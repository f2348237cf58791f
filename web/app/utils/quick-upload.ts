/** The home quick upload's progress wording (docs/architecture.md#user-facing-wording). */

export function progressMessage(progress: number): string {
  if (progress < 25) return "Uploading file...";
  if (progress < 50) return "Analyzing structure...";
  if (progress < 75) return "Extracting data...";
  if (progress < 100) return "Finalizing...";
  return "Complete!";
}

/** The steps the bar moves through while the server works, 300 ms apart. */
export const PROGRESS_STEPS = [10, 25, 50, 75, 90, 100] as const;
export const PROGRESS_STEP_MS = 300;

/** Upload progress (0-100 % of the bytes) shown between the first two steps. */
export function uploadProgress(percent: number): number {
  return 10 + Math.round((Math.min(100, Math.max(0, percent)) / 100) * 14);
}
