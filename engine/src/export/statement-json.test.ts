import { describe, expect, it } from "vitest";
import { sampleStatement, secondStatement } from "../../test/fixtures/sample-statements.js";
import {
  exportJson,
  fromStatementJson,
  fromTransactionJson,
  type StatementJson,
  toStatementJson,
} from "./statement-json.js";

describe("toStatementJson", () => {
  it("maps a statement to the Statement JSON", () => {
    const json = toStatementJson(sampleStatement());
    expect(Object.keys(json)).toEqual([
      "fileName",
      "bankName",
      "accountNumber",
      "currency",
      "periodStart",
      "periodEnd",
      "openingBalance",
      "closingBalance",
      "reconciled",
      "pageCount",
      "accountType",
      "accounts",
      "warnings",
      "transactions",
    ]);
    expect(json.accountType).toBe("checking");
    expect(json.accounts).toEqual([
      {
        accountNumber: "****1234",
        name: null,
        currency: "USD",
        openingBalance: 1200,
        closingBalance: 1875.1,
        reconciled: true,
        transactionCount: 3,
      },
    ]);
    expect(json.openingBalance).toBe(1200);
    expect(json.closingBalance).toBe(1875.1);
    expect(json.transactions[0]).toEqual({
      date: "03/02",
      parsedDate: "2026-03-02",
      valueDate: null,
      description: "ACH CREDIT PAYROLL",
      additional_Details: "ACME CORP REF 77812",
      transaction_Type: "DEPOSIT",
      amount: 2500,
      balance: 3700,
      reference_Number: "77812",
      bank_Name: "First Example Bank",
      account: "****1234",
    });
    expect(json.transactions[2]?.amount).toBe(-0.05);
    expect(json.transactions[2]?.balance).toBeNull();
  });

  it("keeps warnings with and without a row", () => {
    expect(toStatementJson(secondStatement()).warnings).toEqual([
      { code: "BALANCE_MISMATCH", row: 0, message: "Balance 10.00 expected 12.00" },
      { code: "NO_CLOSING_BALANCE", message: "No closing balance printed" },
    ]);
  });
});

describe("exportJson", () => {
  it("pretty-prints with 2 spaces", () => {
    const text = exportJson(secondStatement());
    expect(text).toBe(`{
  "fileName": "april.pdf",
  "bankName": "Rijn & Co, Bank",
  "accountNumber": null,
  "currency": "EUR",
  "periodStart": null,
  "periodEnd": null,
  "openingBalance": null,
  "closingBalance": null,
  "reconciled": false,
  "pageCount": 1,
  "accountType": null,
  "accounts": [
    {
      "accountNumber": null,
      "name": null,
      "currency": "EUR",
      "openingBalance": null,
      "closingBalance": null,
      "reconciled": false,
      "transactionCount": 1
    }
  ],
  "warnings": [
    {
      "code": "BALANCE_MISMATCH",
      "row": 0,
      "message": "Balance 10.00 expected 12.00"
    },
    {
      "code": "NO_CLOSING_BALANCE",
      "message": "No closing balance printed"
    }
  ],
  "transactions": [
    {
      "date": "01.04.2026",
      "parsedDate": "2026-04-01",
      "valueDate": "2026-04-02",
      "description": "SEPA OVERBOEKING",
      "additional_Details": "",
      "transaction_Type": "TRANSFER",
      "amount": 1234567.89,
      "balance": -10,
      "reference_Number": "-42",
      "bank_Name": "Rijn & Co, Bank",
      "account": null
    }
  ]
}
`);
  });

  it("writes a list of statements as an array", () => {
    const parsed = JSON.parse(exportJson([sampleStatement(), secondStatement()])) as StatementJson[];
    expect(parsed.map((s) => s.fileName)).toEqual(["march.pdf", "april.pdf"]);
    expect(parsed[0]?.closingBalance).toBe(1875.1);
  });
});

describe("fromStatementJson", () => {
  it("reads Statement JSON written before accounts existed", () => {
    const { accountType: _type, accounts: _accounts, ...old } = toStatementJson(sampleStatement());
    const read = fromStatementJson({
      ...old,
      transactions: old.transactions.map(({ account: _a, ...t }) => t),
    });
    expect(read.accountType).toBeNull();
    expect(read.accounts).toEqual([]);
    expect(read.transactions.map((t) => t.account)).toEqual([null, null, null]);
  });

  it("round-trips a statement exactly", () => {
    for (const statement of [sampleStatement(), secondStatement()]) {
      expect(fromStatementJson(toStatementJson(statement))).toEqual(statement);
      expect(fromStatementJson(JSON.parse(exportJson(statement)) as StatementJson)).toEqual(statement);
    }
  });

  it("turns edited decimals into cents with rounding", () => {
    const row = toStatementJson(sampleStatement()).transactions[1];
    if (!row) throw new Error("fixture");
    const edited = fromTransactionJson({
      ...row,
      amount: -1.005,
      balance: 0.1 + 0.2,
      additional_Details: "edited",
    });
    expect(edited.amountCents).toBe(-101);
    expect(edited.balanceCents).toBe(30);
    expect(edited.details).toBe("edited");
    expect(edited.valueDate).toBe("2026-03-04");
  });
});
