import type { Statement, Transaction } from "@statement-converter/engine";

/** A small statement built in the test, as the engine would return it. */
export function statementOf(fileName: string, amounts: number[], reconciled = true): Statement {
  let balance = 100_00;
  const transactions: Transaction[] = amounts.map((amountCents, i) => {
    balance += amountCents;
    return {
      date: `03/${String(i + 1).padStart(2, "0")}`,
      parsedDate: `2026-03-${String(i + 1).padStart(2, "0")}`,
      valueDate: null,
      description: `${fileName} ROW ${i + 1}`,
      details: "",
      type: amountCents < 0 ? "WITHDRAWAL" : "DEPOSIT",
      amountCents,
      balanceCents: balance,
      reference: null,
      account: "****0001",
    };
  });
  return {
    fileName,
    bankName: "Test Bank",
    accountNumber: "****0001",
    currency: "USD",
    periodStart: "2026-03-01",
    periodEnd: "2026-03-31",
    openingBalanceCents: 100_00,
    closingBalanceCents: balance,
    reconciled,
    pageCount: 1,
    accountType: null,
    accounts: [
      {
        accountNumber: "****0001",
        name: null,
        currency: "USD",
        openingBalanceCents: 100_00,
        closingBalanceCents: balance,
        reconciled,
        transactionCount: transactions.length,
      },
    ],
    warnings: reconciled ? [] : [{ code: "BALANCE_MISMATCH", row: 0, message: "Row 0 does not add up" }],
    transactions,
  };
}
