/**
 * Badge colours of the signed-in screens (docs/architecture.md#screens). The tones are the `.badge--*`
 * classes of components.css: success green, danger red, warning yellow, info, primary blue, neutral grey.
 */
export type BadgeTone = "success" | "danger" | "warning" | "info" | "primary" | "neutral";

/** Conversion status: completed green, processing yellow, failed red, pending grey, unknown green. */
export function statusTone(status: string | null | undefined): BadgeTone {
  switch (normalStatus(status)) {
    case "processing":
      return "warning";
    case "failed":
      return "danger";
    case "pending":
      return "neutral";
    default:
      return "success";
  }
}

/** A missing status means completed. */
export function normalStatus(status: string | null | undefined): string {
  return (status ?? "").trim().toLowerCase() || "completed";
}

/** 'Completed', 'Processing', ... */
export function statusLabel(status: string | null | undefined): string {
  const s = normalStatus(status);
  return s.charAt(0).toUpperCase() + s.slice(1);
}
