import { describe, expect, it } from "vitest";
import { applyEdit, parseMoney, transactionEditSchema } from "./transaction-edit";
import { readTransaction } from "./transactions";
import { parseForm } from "./validation";

describe("parseMoney", () => {
  it.each([
    ["1,234.56", 1234.56],
    ["$12", 12],
    ["-0.5", -0.5],
    [".25", 0.25],
    ["+3.", 3],
    ["12a", null],
    ["", null],
    ["1-2", null],
  ])("%s -> %s", (input, out) => {
    expect(parseMoney(input)).toBe(out);
  });
});

describe("transactionEditSchema", () => {
  it("accepts a corrected row", () => {
    const r = parseForm(transactionEditSchema, {
      date: "2025-07-03",
      description: " CARD 1234 ",
      details: "",
      type: "withdrawal",
      amount: "-1,204.50",
      balance: "",
      reference: "",
    });
    expect(r).toEqual({
      success: true,
      data: {
        date: "2025-07-03",
        description: "CARD 1234",
        details: "",
        type: "WITHDRAWAL",
        amount: -1204.5,
        balance: null,
        reference: null,
        account: null,
      },
    });
  });

  it("says what is wrong, field by field", () => {
    const r = parseForm(transactionEditSchema, {
      date: "",
      description: "  ",
      type: "",
      amount: "twelve",
      balance: "1.2.3",
    });
    expect(r).toEqual({
      success: false,
      errors: {
        date: "Date is required",
        description: "Description is required",
        amount: "Amount must be a number",
        balance: "Balance must be a number",
      },
    });
    expect(
      parseForm(transactionEditSchema, { date: "2025-13-45", description: "x", amount: "" }),
    ).toMatchObject({
      errors: { date: "Date must be a date YYYY-MM-DD", amount: "Amount must be a number" },
    });
  });

  it("applies to a row, keeping its value date and bank", () => {
    const row = readTransaction(
      {
        date: "07/01",
        parsedDate: "2025-07-01",
        valueDate: "2025-07-02",
        description: "A",
        additional_Details: "",
        transaction_Type: "DEPOSIT",
        amount: 1,
        balance: 2,
        reference_Number: null,
        bank_Name: "Summit",
        account: null,
      },
      3,
    );
    const edit = {
      date: "2025-07-05",
      description: "B",
      details: "d",
      type: "FEE" as const,
      amount: -2,
      balance: null,
      reference: "R1",
      account: null,
    };
    const edited = applyEdit(row, edit);
    expect(edited).toEqual({
      index: 3,
      date: "2025-07-05",
      parsedDate: "2025-07-05",
      valueDate: "2025-07-02",
      description: "B",
      details: "d",
      type: "FEE",
      amount: -2,
      balance: null,
      reference: "R1",
      bank: "Summit",
      account: null,
      source: null,
    });
    // A row moved to another of the statement's accounts.
    expect(applyEdit({ ...row, account: "****4417" }, { ...edit, account: "****9032" }).account).toBe(
      "****9032",
    );
    expect(applyEdit({ ...row, account: "****4417" }, edit).account).toBe("****4417");
  });
});
