/**
 * /results/{id} on the server: the conversion (streamed to the page), and the changes made there:
 * a corrected row, removed rows (both saved with POST extracted-data, which checks the balances
 * again) and processing the kept upload again.
 */
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import type { StatementClient, WireWarning } from "@statement-converter/sdk";
import { apiClient } from "~/utils/api.server";
import { errorMessage } from "~/utils/api-errors";
import { providerMessage, settle } from "~/utils/loaded";
import { authenticated, requireUser } from "~/utils/session.server";
import { applyEdit, transactionEditSchema } from "~/utils/transaction-edit";
import { readTransactions, type TransactionRow, toTransactionInput } from "~/utils/transactions";
import { type FieldErrors, parseForm } from "~/utils/validation";

export async function loadResult(request: Request, context: AppLoadContext, id: string) {
  await requireUser(request, context);
  return {
    id,
    conversion: settle(apiClient(request, context).conversions.get(id), {
      fallback: "Failed to load conversion data",
    }),
  };
}

export type ResultsActionResult =
  | {
      intent: "save-row" | "delete-rows";
      ok: true;
      message: string;
      reconciled: boolean;
      warnings: WireWarning[];
    }
  | { intent: "save-row" | "delete-rows"; ok: false; message: string; errors: FieldErrors }
  | { intent: "reprocess"; ok: true; message: string }
  | { intent: "reprocess"; ok: false; message: string; needsPassword: boolean; passwordError?: string };

async function saveRows(
  request: Request,
  api: StatementClient,
  id: string,
  change: (rows: TransactionRow[]) => TransactionRow[],
) {
  const { data: current } = await authenticated(request, api.conversions.getExtractedData(id));
  const rows = change(readTransactions(current.transactions));
  return authenticated(request, api.conversions.saveExtractedData(id, rows.map(toTransactionInput)));
}

export async function resultsAction(request: Request, context: AppLoadContext, id: string) {
  await requireUser(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const api = apiClient(request, context);

  if (intent === "reprocess") {
    const password = String(form.get("pdfPassword") ?? "");
    try {
      await authenticated(
        request,
        api.conversions.processAndSave(password ? { uploadId: id, password } : { uploadId: id }),
      );
      return data<ResultsActionResult>({ intent, ok: true, message: "File reprocessed successfully!" });
    } catch (err) {
      if (err instanceof Response) throw err;
      const encrypted = (err as { code?: string }).code === "PDF_ENCRYPTED";
      return data<ResultsActionResult>(
        {
          intent,
          ok: false,
          message: encrypted
            ? errorMessage(err)
            : `Failed to reprocess file: ${providerMessage(err, errorMessage(err))}`,
          needsPassword: encrypted,
          ...(encrypted && password ? { passwordError: errorMessage(err) } : {}),
        },
        { status: 400 },
      );
    }
  }

  if (intent !== "save-row" && intent !== "delete-rows") {
    return data<ResultsActionResult>(
      { intent: "save-row", ok: false, message: "Unknown action", errors: {} },
      { status: 400 },
    );
  }

  let change: (rows: TransactionRow[]) => TransactionRow[];
  if (intent === "save-row") {
    const index = Number(form.get("index"));
    const parsed = parseForm(transactionEditSchema, form);
    if (!parsed.success) {
      return data<ResultsActionResult>(
        { intent, ok: false, message: "Please fix the errors in the row", errors: parsed.errors },
        { status: 400 },
      );
    }
    change = (rows) => {
      const row = rows[index];
      if (!Number.isInteger(index) || !row)
        throw new RangeError("That row no longer exists. Refresh the data.");
      return rows.map((r, i) => (i === index ? applyEdit(r, parsed.data) : r));
    };
  } else {
    const remove = new Set(form.getAll("index").map(Number));
    if (remove.size === 0) {
      return data<ResultsActionResult>(
        { intent, ok: false, message: "Please select transactions to delete", errors: {} },
        { status: 400 },
      );
    }
    change = (rows) => rows.filter((_, i) => !remove.has(i));
  }

  try {
    const saved = await saveRows(request, api, id, change);
    const { reconciled, warnings, transactionsCount } = saved.data;
    const message =
      intent === "save-row"
        ? "Transaction saved."
        : `Transactions deleted: ${transactionsCount} ${transactionsCount === 1 ? "remains" : "remain"}.`;
    return data<ResultsActionResult>({ intent, ok: true, message, reconciled, warnings });
  } catch (err) {
    if (err instanceof Response) throw err;
    const message =
      err instanceof RangeError ? err.message : providerMessage(err, "Failed to save extracted data");
    const errors: FieldErrors = {};
    for (const e of (err as { errors?: { field: string; message: string }[] }).errors ?? []) {
      // The API names fields like 'extractedTransactions.3.amount'.
      const field = e.field.split(".").pop() ?? "";
      const name =
        { additional_Details: "details", reference_Number: "reference", transaction_Type: "type" }[field] ??
        field;
      errors[name] ??= e.message;
    }
    return data<ResultsActionResult>({ intent, ok: false, message, errors }, { status: 400 });
  }
}
