import {
  type AccountJson,
  fromStatementJson,
  type Statement,
  type StatementJson,
} from "@statement-converter/engine";
import type { ConversionDetail } from "@statement-converter/sdk";

/**
 * The Statement JSON of a stored conversion, from `GET /conversion/{id}`: the same document the
 * engine exports, so remote outputs go through the same exporters as `--local` ones.
 */
export function detailToStatementJson(detail: ConversionDetail): StatementJson {
  const accounts = detail.accounts.length > 0 ? detail.accounts : derivedAccounts(detail);
  // Rows of a server from before accounts belong to the one derived account.
  const fallbackAccount = detail.accounts.length > 0 ? null : detail.accountNumber;
  return {
    fileName: detail.fileName,
    bankName: detail.bankName,
    accountNumber: detail.accountNumber,
    currency: detail.currency,
    periodStart: detail.periodStart,
    periodEnd: detail.periodEnd,
    openingBalance: detail.openingBalance,
    closingBalance: detail.closingBalance,
    reconciled: detail.reconciled ?? false,
    pageCount: detail.pageCount ?? 0,
    accountType: detail.accountType,
    accounts,
    warnings: detail.warnings,
    // A row corrected in the web app may lack an ISO date; the engine's type has "" for that.
    transactions: detail.extractedTransactions.map((t) => ({
      ...t,
      parsedDate: t.parsedDate ?? "",
      account: t.account ?? fallbackAccount,
    })),
  };
}

/**
 * A conversion stored (or answered by a server) from before statements had accounts: one
 * account of the conversion's own figures, as the engine of that time would have given it.
 */
function derivedAccounts(detail: ConversionDetail): AccountJson[] {
  if (detail.extractedTransactions.length === 0) return [];
  return [
    {
      accountNumber: detail.accountNumber,
      name: null,
      currency: detail.currency,
      openingBalance: detail.openingBalance,
      closingBalance: detail.closingBalance,
      reconciled: detail.reconciled ?? false,
      transactionCount: detail.extractedTransactions.length,
    },
  ];
}

export function detailToStatement(detail: ConversionDetail): Statement {
  return fromStatementJson(detailToStatementJson(detail));
}
