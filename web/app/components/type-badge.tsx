import { typeLabel, typeTone } from "~/utils/transactions";

/**
 * A transaction type in its colour (`typeTone`, utils/transactions.ts); underscores read as spaces,
 * a blank type as OTHER.
 */
export function TypeBadge({ type }: { type: string | null | undefined }) {
  return <span className={`badge badge--${typeTone(type)}`}>{typeLabel(type)}</span>;
}
