import { describe, expect, it } from "vitest";
import { cell, lineOf, right } from "../../test/fixtures/lines.js";
import { signedCents } from "../parse/amounts.js";
import { findCurrency } from "./currency.js";
import { findAccountNumber, findBankName, findSummaryBalances, findSummaryFigures } from "./metadata.js";

describe("statement metadata", () => {
  it("takes the bank name from the largest print that is not a title", () => {
    const lines = [
      lineOf(1, 40, [cell(432, "Savings & Checking Statement", 11)], 11),
      lineOf(1, 45, [cell(35, "Maple Example Savings Bank", 17)], 17),
      lineOf(1, 60, [cell(35, "P.O. Box 1840", 7)], 7),
      lineOf(1, 80, [cell(35, "MARIA L GONZALEZ")]),
      lineOf(1, 90, [cell(35, "88 OCEAN VIEW DR")]),
    ];
    expect(findBankName(lines)).toBe("Maple Example Savings Bank");
  });

  it("knows banks by compound names (Stadtsparkasse, Volksbank)", () => {
    const lines = [
      lineOf(1, 40, [cell(35, "Stadtsparkasse Talheim", 12)], 12),
      lineOf(1, 60, [cell(35, "Girokonto IBAN DE12 3705 0198 0012 3456 78")]),
      lineOf(1, 70, [cell(35, "Kontoauszug 10/2025")]),
    ];
    expect(findBankName(lines)).toBe("Stadtsparkasse Talheim");
  });

  it("takes an IBAN's last digits as the account's", () => {
    expect(findAccountNumber([lineOf(1, 40, [cell(35, "Cuenta ES91 2100 0418 4502 0005 1332")])])).toBe(
      "****1332",
    );
    expect(findAccountNumber([lineOf(1, 40, [cell(35, "IBAN: GB29NWBK60161331926819")])])).toBe("****6819");
  });

  it("masks the account number whatever way it is printed", () => {
    const one = (text: string) => findAccountNumber([lineOf(1, 40, [cell(35, text)])]);
    expect(one("Account Number: ****5333")).toBe("****5333");
    expect(one("Account xxxx-xxxx-3449")).toBe("****3449");
    expect(one("IBAN NL91 RIJN **** **** 7883")).toBe("****7883");
    expect(one("Account number XXXX0068")).toBe("****0068");
    expect(one("Account 12345678   Sort code 40-11-22")).toBe("****5678");
    expect(one("Checking account ending in 4821")).toBe("****4821");
    // The number after its label, not a sort code or routing number printed before it.
    expect(one("Business Current Account   Sort code 20-45-77   Account number 41237789")).toBe("****7789");
    expect(one("Account   Routing number 021000021   Account No. 000123456789")).toBe("****6789");
    expect(one("CARD NO. ****5738")).toBeNull();
    expect(one("Statement of account for the period 01-04-2025 to 30-04-2025")).toBeNull();
    const statement = [
      lineOf(1, 40, [cell(21, "Statement of account for the period 01-04-2025 to 30-04-2025")]),
      lineOf(1, 50, [cell(21, "A/c No: 2231 0045 8812")]),
    ];
    expect(findAccountNumber(statement)).toBe("****8812");
  });

  it("votes for the currency among symbols, codes and headers", () => {
    const lines = [
      lineOf(1, 40, [cell(35, "£8,228.25"), cell(200, "£1.00")]),
      lineOf(1, 50, [cell(35, "$5.00")]),
    ];
    expect(findCurrency(lines, [])).toBe("GBP");
    expect(findCurrency([lineOf(1, 40, [cell(35, "Currency"), cell(100, "EUR")])], [])).toBe("EUR");
    expect(findCurrency([], ["USD"])).toBe("USD");
  });

  it("counts a symbol against a number inside running text", () => {
    expect(findCurrency([lineOf(1, 40, [cell(35, "Beginning balance $5,234.11")])], [])).toBe("USD");
    expect(findCurrency([lineOf(1, 40, [cell(35, "Solde au 30.06: 1.234,56 €")])], [])).toBe("EUR");
    expect(findCurrency([lineOf(1, 40, [cell(35, "Order #12 for 3 items")])], [])).toBeNull();
  });

  it("reads the currency after its label in many languages, in capitals only", () => {
    const one = (text: string) => findCurrency([lineOf(1, 40, [cell(35, text)])], []);
    expect(one("Conto corrente n. 1000/00012345 Divisa: EUR")).toBe("EUR");
    expect(one("Conta à ordem N.º 0045.1234.5678 Moeda: EUR")).toBe("EUR");
    expect(one("Währung CHF")).toBe("CHF");
    expect(one("Everyday account 12-3456-0987654-01 All amounts in NZD")).toBe("NZD");
    expect(one("statements in any currency and language")).toBeNull();
  });

  it("reads a bare $ as the dollar of the place the statement's addresses name", () => {
    const amounts = [lineOf(1, 300, [cell(35, "METRO"), cell(400, "87,09 $")])];
    const montreal = [lineOf(1, 80, [cell(35, "MONTRÉAL QC"), cell(100, "H3C 3B8")])];
    expect(findCurrency([...amounts, ...montreal], [], montreal)).toBe("CAD");
    const sydney = [lineOf(1, 80, [cell(35, "Sydney NSW 2000, Australia")])];
    expect(findCurrency([...amounts, ...sydney], [], sydney)).toBe("AUD");
    expect(findCurrency(amounts, [], [lineOf(1, 80, [cell(35, "Springfield, IL 62701")])])).toBe("USD");
    // A statement that names the US dollar keeps it, wherever its addresses are.
    const named = [lineOf(1, 60, [cell(35, "Currency: USD")])];
    expect(findCurrency([...amounts, ...named, ...montreal], [], [...named, ...montreal])).toBe("USD");
    expect(findCurrency([lineOf(1, 40, [cell(35, "Limit S$22,800")])], [])).toBe("SGD");
    // No place named: dollars on a statement worded in French are Canadian.
    const french = [lineOf(1, 60, [cell(35, "Nouveau solde / New balance $1,494.07")])];
    expect(findCurrency([...amounts, ...french], [], french)).toBe("CAD");
  });

  it("reads opening and closing balances beside or under their labels", () => {
    const lines = [
      lineOf(1, 100, [cell(38, "Beginning Balance"), right(356, "$1,897.72")]),
      lineOf(1, 112, [cell(38, "Ending Balance"), right(327, "113"), right(411, "$2,117.30")]),
      lineOf(1, 140, [cell(35, "Previous balance"), cell(171, "Total credits"), cell(440, "New balance")]),
      lineOf(1, 148, [cell(35, "4.059,08 EUR"), cell(171, "15.375,35 EUR"), cell(440, "4.941,29 EUR")]),
      lineOf(1, 170, [cell(43, "Balance on 1 October 2022"), right(332, "£8,228.25")]),
    ];
    const found = findSummaryBalances(lines, (t) => (t.includes("October") ? "1 October 2022" : null));
    expect(found.map((c) => [c.kind, signedCents(c.amount), c.dateText])).toEqual([
      ["opening", 189772, null],
      ["closing", 211730, null],
      ["opening", 405908, null],
      ["closing", 494129, null],
      ["at", 822825, "1 October 2022"],
    ]);
  });

  it("reads a balance printed in the same run as its label", () => {
    const lines = [
      lineOf(1, 100, [cell(26, "Beginning Balance $2,500.00")]),
      lineOf(1, 110, [cell(26, "Closing Bal: 45,619.62 CR")]),
      lineOf(1, 120, [cell(26, "Total balance of all accounts is shown on page 2")]),
    ];
    expect(findSummaryBalances(lines, () => null).map((c) => [c.kind, signedCents(c.amount)])).toEqual([
      ["opening", 250000],
      ["closing", 4561962],
    ]);
  });

  it("takes the box's last line sharing the opening label's word as the closing balance when no word names it", () => {
    const box = (rows: [string, string][]) =>
      rows.map(([label, value], i) => lineOf(1, 100 + 10 * i, [cell(47, label), right(300, value)]));
    const lines = box([
      ["Saldo precedente", "5.666,91C"],
      ["Totale uscite", "23.243,61"],
      ["Totale accrediti", "39.426,57"],
      ["Saldo contabile finale 31/07/2025", "21.824,87C"],
      ["Importo minimo", "181,89"],
    ]);
    expect(findSummaryBalances(lines, () => null).map((c) => [c.kind, c.amount.cents])).toEqual([
      ["opening", 566691],
      ["closing", 2182487],
    ]);
    // A closing balance the words name is taken as it is, and no other.
    const named = box([
      ["Previous balance", "100.00"],
      ["New balance", "80.00"],
      ["Balance of rewards", "7.00"],
    ]);
    expect(findSummaryBalances(named, () => null).map((c) => [c.kind, c.amount.cents])).toEqual([
      ["opening", 10000],
      ["closing", 8000],
    ]);
  });

  it("finds figures printed outside the tables: marks glued on, or at the end of a label's cell", () => {
    const lines = [
      lineOf(1, 150, [cell(47, "Solde de début de période"), right(195, "890,53DR")]),
      lineOf(1, 160, [cell(47, "Saldo einde periode 04-JUN-2026 29.202,98 €")]),
      lineOf(1, 170, [cell(47, "Rekening NL10 8622 6278 3245 9111 48")]),
    ];
    expect(findSummaryFigures(lines).map((f) => signedCents(f.amount))).toEqual([-89053, 2920298]);
  });
});
