import { describe, expect, it } from "vitest";
import {
  amountClass,
  formatRowDate,
  knownType,
  readTransaction,
  rowDate,
  toTransactionInput,
  totalAbsoluteAmount,
  typeLabel,
  typeTone,
} from "./transactions";

const wire = {
  date: "07/01",
  parsedDate: "2025-07-01",
  valueDate: null,
  description: "GLOBEX PAYROLL",
  additional_Details: "PPD 8812",
  transaction_Type: "DEPOSIT" as const,
  amount: 2409.93,
  balance: 2993.31,
  reference_Number: "8812",
  bank_Name: "Summit National Bank",
  account: "****4417",
};

describe("readTransaction", () => {
  it("reads the wire names", () => {
    expect(readTransaction(wire, 4)).toEqual({
      index: 4,
      date: "07/01",
      parsedDate: "2025-07-01",
      valueDate: null,
      description: "GLOBEX PAYROLL",
      details: "PPD 8812",
      type: "DEPOSIT",
      amount: 2409.93,
      balance: 2993.31,
      reference: "8812",
      bank: "Summit National Bank",
      account: "****4417",
      source: null,
    });
  });

  it("carries where the row is printed, and null where the wire has no source", () => {
    const source = { page: 2, boxes: [[72, 300.5, 540, 312] as [number, number, number, number]] };
    expect(readTransaction({ ...wire, source }, 0).source).toEqual(source);
    expect(readTransaction({ ...wire, account: null }, 1)).toMatchObject({ account: null, source: null });
  });
});

describe("type badge", () => {
  it.each([
    ["DEPOSIT", "DEPOSIT", "success"],
    ["WITHDRAWAL", "WITHDRAWAL", "danger"],
    ["TRANSFER", "TRANSFER", "primary"],
    ["FEE", "FEE", "warning"],
    ["INTEREST", "INTEREST", "info"],
    ["PAYMENT", "PAYMENT", "neutral"],
    ["", "OTHER", "neutral"],
    ["direct_debit", "DIRECT DEBIT", "neutral"],
  ])("%s -> %s (%s)", (type, label, tone) => {
    expect(typeLabel(type)).toBe(label);
    expect(typeTone(type)).toBe(tone);
  });

  it("maps unknown types to OTHER for saving", () => {
    expect(knownType("deposit")).toBe("DEPOSIT");
    expect(knownType("DIRECT DEBIT")).toBe("OTHER");
    expect(knownType(null)).toBe("OTHER");
  });
});

describe("amounts", () => {
  it("colours zero and positive green, negative red", () => {
    expect(amountClass(0)).toBe("amount--in");
    expect(amountClass(12.5)).toBe("amount--in");
    expect(amountClass(-0.01)).toBe("amount--out");
    expect(amountClass(null)).toBe("");
  });

  it("Total Amount is the sum of absolute amounts, exact to the cent", () => {
    expect(
      totalAbsoluteAmount([{ amount: 0.1 }, { amount: -0.2 }, { amount: 2409.93 }, { amount: null }]),
    ).toBe(2410.23);
    expect(totalAbsoluteAmount([])).toBe(0);
  });
});

describe("rows for saving", () => {
  it("round-trips a wire row, with where it is printed", () => {
    const row = readTransaction(wire, 0);
    expect(toTransactionInput(row)).toEqual(wire);
    const printed = {
      ...wire,
      source: { page: 2, boxes: [[36, 211.2, 559.4, 219.2] as [number, number, number, number]] },
    };
    expect(toTransactionInput(readTransaction(printed, 0))).toEqual(printed);
    expect(rowDate(row)).toBe("2025-07-01");
    expect(rowDate({ parsedDate: null, date: "07/01" })).toBe("07/01");
  });
});

describe("formatRowDate", () => {
  it("short US dates, a time only when the value has one, else the printed date", () => {
    expect(formatRowDate({ parsedDate: "2025-07-01", date: "07/01" })).toBe("7/1/2025");
    expect(formatRowDate({ parsedDate: null, date: "2025-07-01T15:04:00Z" }, "UTC")).toBe(
      "7/1/2025, 3:04 PM",
    );
    expect(formatRowDate({ parsedDate: null, date: "31 Jun" })).toBe("31 Jun");
    expect(formatRowDate({ parsedDate: null, date: "" })).toBe("N/A");
  });
});
