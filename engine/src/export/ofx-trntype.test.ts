import { describe, expect, it } from "vitest";
import type { Transaction, TransactionType } from "../types.js";
import { checkNumber, ofxTrnType } from "./ofx-trntype.js";

const row = (
  description: string,
  amountCents: number,
  type: TransactionType,
  reference: string | null = null,
): Transaction => ({
  date: "",
  parsedDate: "2026-03-02",
  valueDate: null,
  description,
  details: "",
  type,
  amountCents,
  balanceCents: null,
  reference,
  account: null,
});

describe("ofxTrnType", () => {
  it.each([
    ["INTEREST EARNED", 120, "INTEREST", "INT"],
    ["MONTHLY SERVICE FEE", -1200, "FEE", "SRVCHG"],
    ["Kontoführungsgebühr", -490, "FEE", "SRVCHG"],
    ["WIRE FEE", -2500, "FEE", "FEE"],
    ["TRANSFER TO SAVINGS", -5000, "TRANSFER", "XFER"],
    ["CHECK 1042", -15000, "WITHDRAWAL", "CHECK"],
    ["ATM WITHDRAWAL MAIN ST", -4000, "WITHDRAWAL", "ATM"],
    ["ATM DEPOSIT", 4000, "DEPOSIT", "ATM"],
    ["DEBIT CARD PURCHASE GROCER", -2310, "WITHDRAWAL", "POS"],
    ["PAYROLL ACME CORP", 250000, "DEPOSIT", "DIRECTDEP"],
    ["SEPA-Lastschrift Stadtwerke", -8900, "PAYMENT", "DIRECTDEBIT"],
    ["Prélèvement EDF", -6100, "PAYMENT", "DIRECTDEBIT"],
    ["ONLINE PMT CITY WATER", -3000, "PAYMENT", "PAYMENT"],
    ["COUNTER DEPOSIT", 50000, "DEPOSIT", "DEP"],
    ["REFUND AMAZON", 1999, "DEPOSIT", "CREDIT"],
    ["SOMETHING", -100, "WITHDRAWAL", "DEBIT"],
    ["ADJUSTMENT", 100, "OTHER", "CREDIT"],
    ["ADJUSTMENT", 0, "OTHER", "OTHER"],
  ] as const)("%s (%i, %s) is %s", (description, amount, type, expected) => {
    expect(ofxTrnType(row(description, amount, type))).toBe(expected);
  });
});

describe("checkNumber", () => {
  it("takes the reference's digits, else the number after Check", () => {
    expect(checkNumber(row("CHECK", -1, "WITHDRAWAL", "Chq 001042"))).toBe("001042");
    expect(checkNumber(row("CHECK # 1042 PAID", -1, "WITHDRAWAL"))).toBe("1042");
    expect(checkNumber(row("CHEQUE NO. 77", -1, "WITHDRAWAL"))).toBe("77");
    expect(checkNumber(row("CHECK", -1, "WITHDRAWAL"))).toBeNull();
  });
});
