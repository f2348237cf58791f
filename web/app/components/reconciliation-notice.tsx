import type { WireWarning } from "@statement-converter/sdk";
import type { ReactNode } from "react";
import { summarizeReconciliation } from "~/utils/reconciliation";
import { Alert } from "./alert";

/**
 * The balance check of a statement: reconciled, or which rows do not add up (each warning listed),
 * with an optional action (e.g. a link to correct the rows).
 */
export function ReconciliationNotice({
  reconciled,
  warnings,
  action,
}: {
  reconciled: boolean | null | undefined;
  warnings: readonly WireWarning[];
  action?: ReactNode;
}) {
  const summary = summarizeReconciliation(reconciled, warnings);
  return (
    <div className="reconciliation" data-reconciled={summary.reconciled}>
      <Alert type={summary.reconciled ? "success" : "warning"} title={summary.title}>
        {summary.lines.length ? (
          <ul className="reconciliation__list">
            {summary.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: warnings have no id and may repeat
              <li key={i}>{line}</li>
            ))}
          </ul>
        ) : null}
        {action ? <div className="reconciliation__action">{action}</div> : null}
      </Alert>
    </div>
  );
}
