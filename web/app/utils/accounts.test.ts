import type { StatementAccount } from "@statement-converter/sdk";
import { describe, expect, it } from "vitest";
import { accountTitle, accountTypeLabel, hasSeveralAccounts } from "./accounts";

const checking: StatementAccount = {
  accountNumber: "****4417",
  name: "Everyday Checking",
  currency: "USD",
  openingBalance: 2450,
  closingBalance: 4733.43,
  reconciled: true,
  transactionCount: 6,
};

describe("accounts on screen", () => {
  it("labels the kind of statement, a card statement as 'Credit card'", () => {
    expect(accountTypeLabel("credit_card")).toBe("Credit card");
    expect(accountTypeLabel("checking")).toBe("Checking account");
    expect(accountTypeLabel(null)).toBeNull();
  });

  it("shows accounts only when there are several", () => {
    expect(hasSeveralAccounts([checking, { ...checking, accountNumber: "****9032" }])).toBe(true);
    expect(hasSeveralAccounts([checking])).toBe(false);
    expect(hasSeveralAccounts(undefined)).toBe(false);
  });

  it("names an account by its name and number", () => {
    expect(accountTitle(checking, 0)).toBe("Everyday Checking ****4417");
    expect(accountTitle({ ...checking, name: null }, 0)).toBe("****4417");
    expect(accountTitle({ ...checking, name: null, accountNumber: null }, 1)).toBe("Account 2");
  });
});
