import { normalStatus, statusLabel, statusTone } from "~/utils/badges";

/** A conversion's status: completed green, processing yellow, failed red, pending grey. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <span className={`badge badge--${statusTone(status)}`} data-status={normalStatus(status)}>
      {statusLabel(status)}
    </span>
  );
}
