import type { StatementAccount, WireWarning } from "@statement-converter/sdk";
import type { ReactNode } from "react";
import { hasSeveralAccounts } from "~/utils/accounts";
import { summarizeReconciliation } from "~/utils/reconciliation";
import { AccountChecks } from "./account-checks";
import { Alert } from "./alert";

/**
 * The balance check of a statement: reconciled, or which rows do not add up (each warning listed),
 * each account's own check when the statement has several, and an optional action (e.g. a link
 * to correct the rows).
 */
export function ReconciliationNotice({
  reconciled,
  warnings,
  accounts,
  action,
}: {
  reconciled: boolean | null | undefined;
  warnings: readonly WireWarning[];
  accounts?: readonly StatementAccount[];
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
        {accounts && hasSeveralAccounts(accounts) ? <AccountChecks accounts={accounts} /> : null}
        {action ? <div className="reconciliation__action">{action}</div> : null}
      </Alert>
    </div>
  );
}
