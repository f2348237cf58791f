import type { Statement } from "../types.js";

/** Statements built by hand for the exporter tests (not part of the engine's API). */
export function sampleStatement(): Statement {
  return {
    fileName: "march.pdf",
    bankName: "First Example Bank",
    accountNumber: "****1234",
    currency: "USD",
    periodStart: "2026-03-01",
    periodEnd: "2026-03-31",
    openingBalanceCents: 120000,
    closingBalanceCents: 187510,
    reconciled: true,
    pageCount: 3,
    warnings: [],
    transactions: [
      {
        date: "03/02",
        parsedDate: "2026-03-02",
        valueDate: null,
        description: "ACH CREDIT PAYROLL",
        details: "ACME CORP REF 77812",
        type: "DEPOSIT",
        amountCents: 250000,
        balanceCents: 370000,
        reference: "77812",
      },
      {
        date: "03/05",
        parsedDate: "2026-03-05",
        valueDate: "2026-03-04",
        description: 'CARD PURCHASE "JOE\'S", DINER',
        details: "",
        type: "WITHDRAWAL",
        amountCents: -182490,
        balanceCents: 187510,
        reference: null,
      },
      {
        date: "03/31",
        parsedDate: "2026-03-31",
        valueDate: null,
        description: '=HYPERLINK("http://x")',
        details: "line one\nline two",
        type: "FEE",
        amountCents: -5,
        balanceCents: null,
        reference: null,
      },
    ],
  };
}

export function secondStatement(): Statement {
  return {
    fileName: "april.pdf",
    bankName: "Rijn & Co, Bank",
    accountNumber: null,
    currency: "EUR",
    periodStart: null,
    periodEnd: null,
    openingBalanceCents: null,
    closingBalanceCents: null,
    reconciled: false,
    pageCount: 1,
    warnings: [
      { code: "BALANCE_MISMATCH", row: 0, message: "Balance 10.00 expected 12.00" },
      { code: "NO_CLOSING_BALANCE", message: "No closing balance printed" },
    ],
    transactions: [
      {
        date: "01.04.2026",
        parsedDate: "2026-04-01",
        valueDate: "2026-04-02",
        description: "SEPA OVERBOEKING",
        details: "",
        type: "TRANSFER",
        amountCents: 123456789,
        balanceCents: -1000,
        reference: "-42",
      },
    ],
  };
}
