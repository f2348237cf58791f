import { describe, expect, it } from "vitest";
import { parseAmount } from "../parse/amounts.js";
import { type MoneyRow, moneyRoles } from "./money-roles.js";

const row = (...values: (string | null)[]): MoneyRow => values.map((v) => (v ? parseAmount(v) : null));
const unknown = (n: number) => Array.from({ length: n }, () => null);
const rolesOf = async (...args: Parameters<typeof moneyRoles>) => (await moneyRoles(...args)).roles;

describe("moneyRoles", () => {
  it("finds the balance column and which flow column lowers it", async () => {
    // Credits printed before debits.
    const rows = [
      row(null, null, "1,000.00"),
      row(null, "50.00", "950.00"),
      row("200.00", null, "1,150.00"),
      row(null, "12.00", "1,138.00"),
    ];
    expect(await rolesOf(rows, unknown(3))).toEqual(["credit", "debit", "balance"]);
  });

  it("reads a signed amount column, newest first too, and money no reading needs as aside", async () => {
    const rows = [
      row("EUR 45,50", "-50.00", "950.00"),
      row(null, "200.00", "1,000.00"),
      row("CHF 10.00", "-12.00", "800.00"),
      row(null, "-3.00", "812.00"),
    ];
    expect(await rolesOf(rows, unknown(3))).toEqual(["aside", "amount", "balance"]);
  });

  it("keeps the roles the labels' words give and fills in the others", async () => {
    const rows = [row("10.00", null, "90.00"), row(null, "5.00", "95.00"), row("1.00", null, "94.00")];
    expect(await rolesOf(rows, ["debit", null, null])).toEqual(["debit", "credit", "balance"]);
  });

  it("reads an overdrawn balance printed without its sign", async () => {
    const rows = [
      row(null, "100.00"),
      row("-150.00", "50.00"),
      row("-20.00", "70.00"),
      row("90.00", "20.00"),
    ];
    expect(await rolesOf(rows, unknown(2))).toEqual(["amount", "balance"]);
  });

  it("without a balance, takes the column printed negative (or the left one) as money out", async () => {
    const signed = [row("5.00", null), row(null, "-3.00"), row("2.00", null), row(null, "-7.50")];
    expect(await rolesOf(signed, unknown(2))).toEqual(["credit", "debit"]);
    const unsigned = [row("5.00", null), row(null, "3.00"), row("2.00", null), row(null, "7.50")];
    expect(await moneyRoles(unsigned, unknown(2))).toEqual({
      roles: ["debit", "credit"],
      guessed: true,
      balanced: false,
    });
  });

  it("without a balance, takes a column whose values stand beside the fuller column's for money beside the row's own", async () => {
    // Original amounts ("139.10 USD" on a dollar card) beside every row's own amount.
    const rows = [
      row(null, "-$350.54"),
      row(null, "+$103.33"),
      row("139.10", "+$128.15"),
      row(null, "+$39.75"),
      row("147.26", "+$135.67"),
    ];
    expect(await moneyRoles(rows, unknown(2))).toEqual({
      roles: ["aside", "amount"],
      guessed: false,
      balanced: false,
    });
    // A zero-filled debit and credit table prints "0.00" beside every value: still a pair.
    const zeros = [row("5.00", "0.00"), row("0.00", "3.00"), row("2.00", "0.00"), row("0.00", "7.50")];
    expect(await rolesOf(zeros, unknown(2))).toEqual(["debit", "credit"]);
  });

  it("takes a column in another currency than the statement's for money beside the row's own", async () => {
    const rows = [
      row("131,25 SEK", "11,43"),
      row(null, "132,35"),
      row("38,69 SEK", "3,37"),
      row(null, "(1 721,40)"),
    ];
    expect(await rolesOf(rows, unknown(2), { home: "EUR" })).toEqual(["aside", "amount"]);
    // The statement's own currency printed on every amount stays its own beside that column.
    const marked = [
      row("131,25 SEK", "11,43 €"),
      row(null, "132,35 €"),
      row("38,69 SEK", "3,37 €"),
      row(null, "-1 721,40 €"),
    ];
    expect(await rolesOf(marked, unknown(2), { home: "EUR" })).toEqual(["aside", "amount"]);
    const euros = [row("€11,43", null), row(null, "€132,35"), row("€3,37", null)];
    expect(await rolesOf(euros, unknown(2), { home: "EUR" })).toEqual(["debit", "credit"]);
    // A bare "$" (read as USD) is a peso's or another dollar's sign at home too.
    const pesos = [row("$15.75D"), row("$60.21D"), row("$154.32C")];
    expect(await rolesOf(pesos, unknown(1), { home: "MXN" })).toEqual(["amount"]);
    expect(await rolesOf(pesos, unknown(1), { home: "EUR" })).toEqual(["aside"]);
  });

  it("gives a column its flow role when its one value is misprinted (explaining no step) and its row moves the balance", async () => {
    // The credit column's 1.726,98 should be 1.681,98; the debit column alone explains as many steps.
    const rows = [
      row(null, "30,53", "1.183,14"),
      row(null, "58,39", "1.124,75"),
      row(null, "860,77", "263,98"),
      row("1.726,98", null, "1.945,96"),
      row(null, "1.693,46", "252,50"),
      row(null, "111,29", "141,21"),
    ];
    expect(await rolesOf(rows, unknown(3))).toEqual(["credit", "debit", "balance"]);
  });

  it("on a card statement, charges raise the balance owed", async () => {
    const rows = [row(null, null, "500.00"), row("40.00", null, "540.00"), row(null, "100.00", "440.00")];
    expect(await rolesOf(rows, unknown(3), { owed: true })).toEqual(["debit", "credit", "balance"]);
  });
});
