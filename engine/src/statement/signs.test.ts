import { describe, expect, it } from "vitest";
import type { MoneyCell } from "../layout/columns.js";
import type { TableHeader } from "../layout/header.js";
import { parseAmount } from "../parse/amounts.js";
import type { TableRow } from "./rows.js";
import { repairSigns, rowAmount, rowBalance, unsignedMeaning } from "./signs.js";

function money(role: MoneyCell["role"], text: string): MoneyCell {
  const amount = parseAmount(text);
  if (!amount) throw new Error(text);
  return { role, amount, text, x0: 0, x1: 0 };
}

function row(cells: MoneyCell[], sectionSign: 1 | -1 | null = null): TableRow {
  return {
    page: 1,
    y: 0,
    order: 0,
    tableId: 0,
    header: {} as TableHeader,
    date: "01/01",
    dated: true,
    valueDate: null,
    description: "X",
    details: "",
    reference: null,
    money: cells,
    sectionSign,
    direction: null,
    method: "",
    account: null,
    currency: null,
  };
}

describe("rowAmount", () => {
  it("signs debit and credit columns", () => {
    expect(rowAmount(row([money("debit", "12.00")]), "credit")).toBe(-1200);
    expect(rowAmount(row([money("credit", "12.00")]), "credit")).toBe(1200);
    expect(rowAmount(row([money("debit", "-12.00")]), "credit")).toBe(-1200);
  });

  it("follows the markers of a single amount column", () => {
    expect(rowAmount(row([money("amount", "(12.00)")]), "credit")).toBe(-1200);
    expect(rowAmount(row([money("amount", "12.00 DR")]), "credit")).toBe(-1200);
    expect(rowAmount(row([money("amount", "12.00 CR")]), "debit")).toBe(1200);
    expect(rowAmount(row([money("amount", "12.00")]), "debit")).toBe(-1200);
  });

  it("signs unsigned amounts by their section", () => {
    expect(rowAmount(row([money("amount", "12.00")], -1), "credit")).toBe(-1200);
    expect(rowAmount(row([money("amount", "12.00")], 1), "credit")).toBe(1200);
    expect(rowAmount(row([money("amount", "-12.00")], 1), "credit")).toBe(-1200);
  });

  it("reads the balance with its own sign", () => {
    expect(rowBalance(row([money("amount", "1.00"), money("balance", "150.00 DR")]))).toBe(-15000);
    expect(rowBalance(row([money("amount", "1.00")]))).toBeNull();
  });
});

describe("unsignedMeaning", () => {
  it("treats unmarked amounts as debits when only credits carry CR", () => {
    expect(unsignedMeaning([row([money("amount", "1.00")]), row([money("amount", "2.00 CR")])])).toBe(
      "debit",
    );
    expect(unsignedMeaning([row([money("amount", "1.00")]), row([money("amount", "-2.00")])])).toBe("credit");
  });

  it("reads a table marking none of its amounts as the statement's other tables, when told", () => {
    const purchases = [row([money("amount", "184.17")]), row([money("amount", "28.56")])];
    expect(unsignedMeaning(purchases)).toBe("credit");
    expect(unsignedMeaning(purchases, false, "debit")).toBe("debit");
    // A table with marks of its own keeps its own reading.
    expect(unsignedMeaning([...purchases, row([money("amount", "-2.00")])], false, "debit")).toBe("credit");
  });
});

describe("repairSigns", () => {
  it("flips the one amount that makes the running balance add up", () => {
    const amounts = [-500, 250, -100];
    const flipped = repairSigns(amounts, [9_500, 9_250, 9_150], 10_000);
    expect(flipped).toEqual({ amounts: [1], balances: [] });
    expect(amounts).toEqual([-500, -250, -100]);
  });

  it("repairs across rows without a balance only when exactly one flip fits", () => {
    const one = [-500, 250, -100];
    expect(repairSigns(one, [null, null, 9_150], 10_000).amounts).toEqual([1]);
    const ambiguous = [-100, 100, 100];
    expect(repairSigns(ambiguous, [null, null, 9_900], 10_000).amounts).toEqual([]);
    expect(ambiguous).toEqual([-100, 100, 100]);
  });

  it("leaves amounts alone when they already add up", () => {
    const amounts = [-500, -250];
    expect(repairSigns(amounts, [9_500, 9_250], 10_000)).toEqual({ amounts: [], balances: [] });
  });

  it("reads unsigned balances as overdrawn when that is what the amounts add up to", () => {
    // 50.00 - 200.00 = -150.00, printed "150.00"; then -150.00 - 12.00 = -162.00, printed "162.00".
    const amounts = [-20_000, -1_200, 40_000];
    const balances = [15_000, 16_200, 23_800];
    const repairs = repairSigns(amounts, balances, 5_000, [true, true, true]);
    expect(repairs).toEqual({ amounts: [], balances: [0, 1] });
    expect(amounts).toEqual([-20_000, -1_200, 40_000]);
    expect(balances).toEqual([-15_000, -16_200, 23_800]);
  });

  it("reads an unsigned balance after a link that does not add up by the link after it", () => {
    // A row of -15.89 was lost: -1,463.25 then -107.66 printed "1,586.80" does not add up either
    // way; -12.00 printed "1,598.80" adds up only from -1,586.80 (not by calling the fee a credit).
    const amounts = [-37_677, -10_766, -1_200, -1_200];
    const balances = [146_325, 158_680, 159_880, 161_080];
    const repairs = repairSigns(amounts, balances, -108_648, [true, true, true, true]);
    expect(repairs).toEqual({ amounts: [], balances: [0, 1, 2, 3] });
    expect(amounts).toEqual([-37_677, -10_766, -1_200, -1_200]);
    expect(balances).toEqual([-146_325, -158_680, -159_880, -161_080]);
    // Where the next link adds up from the balance as printed, it stays as printed.
    const positive = [-10_766, 1_200];
    const printed = [158_680, 159_880];
    expect(repairSigns(positive, printed, -146_325, [true, true])).toEqual({ amounts: [], balances: [] });
    expect(printed).toEqual([158_680, 159_880]);
  });

  it("turns a link's amounts that carry no sign of their own when that is what the balances say", () => {
    // redDebits-150dpi: debits told by colour alone, read as credits; 873.18 misread "87318" (no
    // balance), so -159.07 and -60.89 are checked together, and 1,032.20 stays as printed.
    const amounts = [15_907, 6_089, 5_343];
    const balances = [null, 81_224, 75_881];
    const repairs = repairSigns(amounts, balances, 103_220, [true, true, true], [true, true, true]);
    expect(repairs).toEqual({ amounts: [0, 1, 2], balances: [] });
    expect(amounts).toEqual([-15_907, -6_089, -5_343]);
    expect(balances).toEqual([null, 81_224, 75_881]);
    // Amounts signed by their print are not turned together.
    const signed = [15_907, 6_089];
    expect(repairSigns(signed, [null, 81_224], 103_220, [true, true], [false, false]).amounts).toEqual([]);
  });

  it("reads a balance after a link that does not add up as printed when the next link's unsigned amounts fit it", () => {
    // 175.54 misread 175.64: the link to 1,032.20 adds up neither way. The next link's amounts carry
    // no sign: it says they are debits, not that 1,032.20 is overdrawn.
    const amounts = [17_564, 15_907, 6_089];
    const balances = [103_220, null, 81_224];
    const unsigned = [true, true, true];
    const repairs = repairSigns(amounts, balances, 120_774, unsigned, unsigned);
    expect(repairs.balances).toEqual([]);
    expect(balances).toEqual([103_220, null, 81_224]);
    expect(amounts.slice(1)).toEqual([-15_907, -6_089]);
  });

  it("keeps a balance that carries a sign mark", () => {
    const amounts = [-20_000];
    const balances = [15_000];
    expect(repairSigns(amounts, balances, 5_000, [false])).toEqual({ amounts: [], balances: [] });
    expect(balances).toEqual([15_000]);
  });
});
