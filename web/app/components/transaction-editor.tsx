/**
 * Correcting one transaction in place (results screen): its fields in a small form, saved with
 * POST extracted-data through the route's action, which answers with the re-checked balances.
 */
import { useFetcher } from "@remix-run/react";
import { accountKey } from "@statement-converter/contract";
import type { StatementAccount } from "@statement-converter/sdk";
import { useEffect, useRef } from "react";
import type { ResultsActionResult } from "~/routes/_app.results.$id.server";
import { accountTitle } from "~/utils/accounts";
import { knownType, TRANSACTION_TYPES, type TransactionRow } from "~/utils/transactions";
import { Field, SelectField, useFocusFirstError } from "./forms";

const moneyText = (n: number | null) => (n === null ? "" : n.toFixed(2));

export function TransactionEditor({
  row,
  accounts,
  onCancel,
  onSaved,
}: {
  row: TransactionRow;
  /** The statement's accounts when it has several: the row may move to another of them. */
  accounts?: readonly StatementAccount[] | undefined;
  onCancel(): void;
  onSaved(result: Extract<ResultsActionResult, { ok: true }>): void;
}) {
  const fetcher = useFetcher<ResultsActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data;
  const errors = result && !result.ok && "errors" in result ? result.errors : undefined;
  const saving = fetcher.state !== "idle";
  useFocusFirstError(formRef, errors);
  useEffect(() => {
    if (result?.ok) onSaved(result);
  }, [result, onSaved]);

  return (
    <fetcher.Form
      method="post"
      className="row-editor"
      noValidate
      ref={formRef}
      aria-label={`Edit row ${row.index + 1}`}
    >
      <input type="hidden" name="intent" value="save-row" />
      <input type="hidden" name="index" value={row.index} />
      <p className="row-editor__title">Edit row {row.index + 1}</p>
      <div className="row-editor__grid">
        <Field
          label="Date"
          name="date"
          type="date"
          defaultValue={row.parsedDate ?? ""}
          error={errors?.date}
        />
        <Field
          label="Description"
          name="description"
          defaultValue={row.description}
          error={errors?.description}
        />
        <Field label="Details" name="details" defaultValue={row.details} error={errors?.details} />
        <SelectField label="Type" name="type" defaultValue={knownType(row.type)} error={errors?.type}>
          {TRANSACTION_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <Field
          label="Amount"
          name="amount"
          inputMode="decimal"
          defaultValue={moneyText(row.amount)}
          hint="Money out is negative"
          error={errors?.amount}
        />
        <Field
          label="Balance"
          name="balance"
          inputMode="decimal"
          defaultValue={moneyText(row.balance)}
          hint="Leave empty when the row shows none"
          error={errors?.balance}
        />
        <Field
          label="Reference"
          name="reference"
          defaultValue={row.reference ?? ""}
          error={errors?.reference}
        />
        {accounts ? (
          <SelectField
            label="Account"
            name="account"
            defaultValue={row.account ?? ""}
            error={errors?.account}
          >
            {accounts.map((a, i) => (
              <option key={accountKey(a) ?? i} value={accountKey(a) ?? ""}>
                {accountTitle(a, i)}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      {result && !result.ok && Object.keys(errors ?? {}).length === 0 ? (
        <p className="field__error" role="alert">
          {result.message}
        </p>
      ) : null}
      <div className="btn-row">
        <button type="submit" className="btn btn--primary btn--sm" disabled={saving}>
          {saving ? "Saving..." : "Save"}
        </button>
        <button type="button" className="btn btn--sm" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </fetcher.Form>
  );
}
