import { fromStatementJson, type Statement, type StatementJson } from "@statement-converter/engine";
import type { ConversionDetail } from "@statement-converter/sdk";

/**
 * The Statement JSON of a stored conversion, from `GET /conversion/{id}`: the same document the
 * engine exports, so remote outputs go through the same exporters as `--local` ones.
 */
export function detailToStatementJson(detail: ConversionDetail): StatementJson {
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
    accountType: null,
    // One account: the conversion's own figures.
    accounts:
      detail.extractedTransactions.length === 0
        ? []
        : [
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
    warnings: detail.warnings,
    // A row corrected in the web app may lack an ISO date; the engine's type has "" for that.
    transactions: detail.extractedTransactions.map((t) => ({
      ...t,
      parsedDate: t.parsedDate ?? "",
      account: detail.accountNumber,
    })),
  };
}

export function detailToStatement(detail: ConversionDetail): Statement {
  return fromStatementJson(detailToStatementJson(detail));
}
