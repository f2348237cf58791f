import { describe, expect, it } from "vitest";
import { cell, lineOf, right } from "../../test/fixtures/lines.js";
import { accountTypeOf } from "./account-type.js";
import type { AccountGroup } from "./accounts.js";

const page = (...texts: string[]) => texts.map((t, i) => lineOf(1, 40 + i * 12, [cell(35, t)]));
const titled = (title: string): AccountGroup[] => [
  { title, number: null, name: title, currency: null, tableIds: new Set([0]), rows: [] },
];

describe("accountTypeOf", () => {
  it("knows a card statement by its card wording", () => {
    expect(accountTypeOf(page("FOOBAR CREDIT CARD", "Payment due date 24-07-2023"), [])).toBe("credit_card");
    expect(accountTypeOf(page("Minimum Payment Due $35.00"), [])).toBe("credit_card");
    expect(accountTypeOf(page("Paiement minimum 10,00 $", "Limite de crédit 5 000 $"), [])).toBe(
      "credit_card",
    );
    expect(accountTypeOf(page("Minimum Payment / Bayaran Minimum 50.00"), [])).toBe("credit_card");
    expect(accountTypeOf(page("最低还款额 50.00"), [])).toBe("credit_card");
  });

  it("knows a card statement in any language by its limit less the balance owed, the credit left", () => {
    const box = (...rows: [string, string][]) =>
      rows.map(([label, figure], i) => lineOf(1, 150 + i * 10, [cell(47, label), right(204, figure)]));
    const card = box(
      ["Saldo Vormonat", "2.004,03"],
      ["Neuer Saldo", "7.334,59"],
      ["Mindestbetrag", "220,04"],
      ["Kartenlimit", "8.000,00"],
      ["Verfügbarer Betrag", "665,41"],
    );
    expect(accountTypeOf(card, [])).toBe("credit_card");
    // Printed on the last page, after the transactions.
    const last = card.map((l) => ({ ...l, page: 3 }));
    expect(accountTypeOf([...page("Drimnin Bank"), ...last], [])).toBe("credit_card");
    // A bank account's money available is its balance plus its overdraft; a signed balance is no debt.
    expect(
      accountTypeOf(box(["Saldo", "123,45"], ["Dispositionskredit", "500,00"], ["Verfügbar", "623,45"]), []),
    ).toBeNull();
    expect(
      accountTypeOf(box(["Saldo", "123,45-"], ["Dispositionskredit", "500,00"], ["Verfügbar", "376,55"]), []),
    ).toBeNull();
    expect(
      accountTypeOf(
        box(["Opening balance", "1,000.00"], ["Money out", "234.56"], ["Closing balance", "765.44"]),
        [],
      ),
    ).toBeNull();
  });

  it("reads the account's title before the page", () => {
    expect(accountTypeOf(page("Your statement"), titled("HKD Savings Account — 817-890692-001"))).toBe(
      "savings",
    );
    expect(accountTypeOf(page("Your statement"), titled("Compte courant 0012345"))).toBe("checking");
  });

  it("takes the first account name on the page, not an offer further down or a bank's name", () => {
    expect(
      accountTypeOf(
        page("Summit Savings Bank", "Everyday Checking", "Earn 4.15% APY with Premier Savings."),
        [],
      ),
    ).toBe("checking");
    expect(accountTypeOf(page("Flexible Saver details"), [])).toBe("savings");
    expect(accountTypeOf(page("Kontoauszug", "Girokonto 1234567"), [])).toBe("checking");
    expect(accountTypeOf(page("Monthly statement"), [])).toBeNull();
  });
});
