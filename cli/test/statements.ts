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

/** A statement of two accounts: checking ****0001 (two rows), then savings ****0002 (one row). */
export function twoAccountStatementOf(fileName: string): Statement {
  const row = (day: number, amountCents: number, balanceCents: number, account: string): Transaction => ({
    date: `03/0${day}`,
    parsedDate: `2026-03-0${day}`,
    valueDate: null,
    description: `${fileName} ROW ${day}`,
    details: "",
    type: amountCents < 0 ? "WITHDRAWAL" : "DEPOSIT",
    amountCents,
    balanceCents,
    reference: null,
    account,
  });
  return {
    ...statementOf(fileName, []),
    accountNumber: "****0001",
    openingBalanceCents: null,
    closingBalanceCents: null,
    accountType: "checking",
    accounts: [
      {
        accountNumber: "****0001",
        name: "Everyday Checking",
        currency: "USD",
        openingBalanceCents: 100_00,
        closingBalanceCents: 2_587_66,
        reconciled: true,
        transactionCount: 2,
      },
      {
        accountNumber: "****0002",
        name: "Savings",
        currency: "USD",
        openingBalanceCents: 5_000_00,
        closingBalanceCents: 4_500_00,
        reconciled: true,
        transactionCount: 1,
      },
    ],
    transactions: [
      row(1, 2_500_00, 2_600_00, "****0001"),
      row(2, -12_34, 2_587_66, "****0001"),
      row(3, -500_00, 4_500_00, "****0002"),
    ],
  };
}
