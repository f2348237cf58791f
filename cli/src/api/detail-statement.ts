import { fromStatementJson, type Statement, type StatementJson } from "@statement-converter/engine";
import type { ConversionDetail } from "@statement-converter/sdk";

/**
 * The conversion with its accounts. A conversion stored (or answered by a server) from before
 * statements had accounts has none: it gets one account of its own figures, and its rows that
 * account's number, as the engine of that time would have given them.
 */
export function withAccounts(detail: ConversionDetail): ConversionDetail {
  if (detail.accounts.length > 0 || detail.extractedTransactions.length === 0) return detail;
  return {
    ...detail,
    accounts: [
      {
        accountNumber: detail.accountNumber,
        name: null,
        currency: detail.currency,
        openingBalance: detail.openingBalance,
        closingBalance: detail.closingBalance,
        reconciled: detail.reconciled ?? false,
        transactionCount: detail.extractedTransactions.length,
      },
    ],
    extractedTransactions: detail.extractedTransactions.map((t) => ({
      ...t,
      account: t.account ?? detail.accountNumber,
    })),
  };
}

/**
 * The Statement JSON of a stored conversion, from `GET /conversion/{id}`: the same document the
 * engine exports, so remote outputs go through the same exporters as `--local` ones.
 */
export function detailToStatementJson(stored: ConversionDetail): StatementJson {
  const detail = withAccounts(stored);
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
    accounts: detail.accounts,
    warnings: detail.warnings,
    // A row corrected in the web app may lack an ISO date; the engine's type has "" for that.
    transactions: detail.extractedTransactions.map((t) => ({ ...t, parsedDate: t.parsedDate ?? "" })),
  };
}

export function detailToStatement(detail: ConversionDetail): Statement {
  return fromStatementJson(detailToStatementJson(detail));
}
