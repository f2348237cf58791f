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
