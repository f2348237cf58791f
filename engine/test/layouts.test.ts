import { describe, expect, it } from "vitest";
import { extractStatement } from "../src/index.js";
import { type DateStyle, plain, printDate, type SignStyle, signed } from "./fixtures/money.js";
import { drawPdf, type Text } from "./fixtures/pdf.js";
import { everydayMonth, expectTransactions, type Txn, total, withBalances } from "./fixtures/scenario.js";
import {
  type BlockSpec,
  type ColumnSpec,
  type LineSpec,
  type RowSpec,
  statementPdf,
  type TableBlock,
} from "./fixtures/statement-pdf.js";

const line = (
  x: number,
  text: string,
  extra: Partial<LineSpec["pieces"][number]> = {},
  dy?: number,
): LineSpec => ({
  pieces: [{ x, text, ...extra }],
  dy,
});

function usTop(bank: string, period: string, account: string): LineSpec[] {
  return [
    {
      pieces: [
        { x: 34, text: bank, size: 16, bold: true },
        { x: 578, text: period, align: "right" },
      ],
    },
    { pieces: [{ x: 578, text: `Account Number: ${account}`, align: "right" }], dy: 10 },
    line(34, "P.O. Box 1840, Columbus, OH 43216-1840", { size: 7 }),
    line(34, "JOHN Q SAMPLE"),
    line(34, "1234 ELM STREET APT 5B"),
  ];
}

function rowsOf(txns: Txn[], cells: (t: Txn, i: number) => Record<string, string>): RowSpec[] {
  return txns.map((t, i) => ({ cells: cells(t, i), above: t.above, below: t.below }));
}

/** Date, description and one amount column, as US statements print them. */
const US_COLUMNS: ColumnSpec[] = [
  { key: "date", label: "DATE", x: 37 },
  { key: "description", label: "DESCRIPTION", x: 102 },
  { key: "amount", label: "AMOUNT", x: 575, align: "right" },
];

const finePrint: BlockSpec = {
  type: "lines",
  lines: [
    line(
      34,
      "IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC FUNDS TRANSFERS: Call us at 1-800-555-0142.",
      { size: 6 },
      20,
    ),
    line(
      34,
      "Overdraft fee $35.00 per item. Annual Percentage Yield Earned 0.01% for the period 01/01/2024 through 12/31/2024.",
      { size: 6 },
      8,
    ),
  ],
};

describe("single signed amount column with a running balance (US)", () => {
  const opening = 189_772;
  const txns = withBalances(opening, everydayMonth(2024, 3));
  const closing = opening + total(txns);

  it("reads every row, continuation line and balance, and skips boxes around the table", async () => {
    const bytes = await statementPdf({
      top: [
        ...usTop("First Example Bank", "March 1, 2024 through March 31, 2024", "****1234"),
        line(34, "ACCOUNT SUMMARY", { bold: true }, 20),
        {
          pieces: [
            { x: 38, text: "Beginning Balance" },
            { x: 356, text: `$${plain(opening)}`, align: "right" },
          ],
        },
        {
          pieces: [
            { x: 38, text: "Deposits and Additions (3)" },
            { x: 356, text: "$2,623.27", align: "right" },
          ],
        },
        {
          pieces: [
            { x: 38, text: "Ending Balance" },
            { x: 356, text: `$${plain(closing)}`, align: "right" },
          ],
        },
      ],
      columns: [
        { key: "date", label: "Date", x: 37 },
        { key: "description", label: "Description", x: 78 },
        { key: "amount", label: "Amount", x: 481, align: "right" },
        { key: "balance", label: "Balance", x: 575, align: "right" },
      ],
      blocks: [
        {
          type: "table",
          rows: [
            { cells: { description: "Beginning Balance", balance: plain(opening) } },
            ...rowsOf(txns, (t) => ({
              date: printDate(t.date, "MM/DD"),
              description: t.description,
              amount: signed(t.amount, "minus"),
              balance: plain(t.balance ?? 0),
            })),
            { cells: { description: "Ending Balance", balance: plain(closing) } },
          ],
        },
        {
          type: "lines",
          lines: [
            line(
              40,
              "Earn 4.15% APY* on balances of $10,000 or more with Premier Savings. Offer ends 03/31/2026.",
              {},
              24,
            ),
            line(34, "DAILY ENDING BALANCE", { bold: true, size: 9 }, 20),
            {
              pieces: [
                { x: 40, text: "DATE" },
                { x: 185, text: "AMOUNT", align: "right" },
                { x: 221, text: "DATE" },
                { x: 367, text: "AMOUNT", align: "right" },
              ],
            },
            {
              pieces: [
                { x: 40, text: "03/01" },
                { x: 185, text: "$4,440.82", align: "right" },
                { x: 221, text: "03/02" },
                { x: 367, text: "$4,395.70", align: "right" },
              ],
            },
          ],
        },
        finePrint,
      ],
      runningHeader: "First Example Bank   Account ****1234   March 1, 2024 through March 31, 2024",
      footer: (p, n) => `Page ${p} of ${n}`,
      watermark: { text: "23939614 SCC 9652 0000 STMT 01", y: 402 },
      pageBottom: 420,
    });
    const st = await extractStatement(bytes, { fileName: "march.pdf" });
    expectTransactions(st, txns);
    expect(st.bankName).toBe("First Example Bank");
    expect(st.accountNumber).toBe("****1234");
    expect(st.currency).toBe("USD");
    expect([st.periodStart, st.periodEnd]).toEqual(["2024-03-01", "2024-03-31"]);
    expect([st.openingBalanceCents, st.closingBalanceCents]).toEqual([opening, closing]);
    expect(st.pageCount).toBeGreaterThan(1);
    expect(st.reconciled).toBe(true);
    expect(st.warnings).toEqual([]);
    expect(st.fileName).toBe("march.pdf");
    expect(st.transactions.map((t) => t.type)).toEqual([
      "DEPOSIT",
      "WITHDRAWAL",
      "WITHDRAWAL",
      "TRANSFER",
      "PAYMENT",
      "WITHDRAWAL",
      "TRANSFER",
      "WITHDRAWAL",
      "FEE",
      "DEPOSIT",
      "TRANSFER",
      "INTEREST",
    ]);
  });
});

describe("separate money-out and money-in columns", () => {
  const cases: { name: string; out: string; in: string; currency: string; sym: string }[] = [
    { name: "Withdrawals / Deposits", out: "Withdrawals ($)", in: "Deposits ($)", currency: "USD", sym: "$" },
    { name: "Paid out / Paid in", out: "Paid out (£)", in: "Paid in (£)", currency: "GBP", sym: "£" },
    { name: "Debit / Credit", out: "Debit", in: "Credit", currency: "EUR", sym: "€" },
  ];
  for (const c of cases) {
    it(`reads ${c.name} with a balance column and brought/carried forward rows`, async () => {
      const opening = 822_825;
      const txns = withBalances(opening, everydayMonth(2022, 10));
      const closing = opening + total(txns);
      const bytes = await statementPdf({
        top: [
          {
            pieces: [
              { x: 35, text: "Thames Example Bank plc", size: 18, bold: true },
              { x: 325, text: "Your Current Account statement", size: 12 },
            ],
          },
          {
            pieces: [
              { x: 325, text: "Account number" },
              { x: 389, text: "XXXX0068" },
            ],
          },
          {
            pieces: [
              { x: 325, text: "Statement period" },
              { x: 389, text: "1 October 2022 to 31 October 2022" },
            ],
          },
          line(43, "Your account summary", {}, 24),
          {
            pieces: [
              { x: 43, text: "Balance on 1 October 2022" },
              { x: 332, text: `${c.sym}${plain(opening)}`, align: "right" },
            ],
          },
          {
            pieces: [
              { x: 43, text: "Balance on 31 October 2022" },
              { x: 332, text: `${c.sym}${plain(closing)}`, align: "right" },
            ],
          },
        ],
        columns: [
          { key: "date", label: "Date", x: 37 },
          { key: "description", label: "Description", x: 97 },
          { key: "out", label: c.out, x: 403, align: "right" },
          { key: "in", label: c.in, x: 476, align: "right" },
          {
            key: "balance",
            label: `Balance${c.currency === "EUR" ? "" : ` (${c.sym})`}`,
            x: 558,
            align: "right",
          },
        ],
        blocks: [
          {
            type: "table",
            rows: [
              { cells: { description: "BALANCE BROUGHT FORWARD", balance: plain(opening) } },
              ...rowsOf(txns, (t) => ({
                date: printDate(t.date, "DD MMM YYYY"),
                description: t.description,
                [t.amount < 0 ? "out" : "in"]: plain(t.amount),
                balance: plain(t.balance ?? 0),
              })),
            ],
          },
        ],
        runningHeader: "Thames Example Bank plc   Account XXXX0068",
        footer: (p, n) => `Page ${p} of ${n}`,
        pageBottom: 460,
      });
      const st = await extractStatement(bytes);
      expectTransactions(st, txns);
      expect(st.currency).toBe(c.currency);
      expect([st.openingBalanceCents, st.closingBalanceCents]).toEqual([opening, closing]);
      expect([st.periodStart, st.periodEnd]).toEqual(["2022-10-01", "2022-10-31"]);
      expect(st.accountNumber).toBe("****0068");
      expect(st.reconciled).toBe(true);
    });
  }

  it("reads Money out / Money in headers split over two lines, without a balance column", async () => {
    const opening = 500_000;
    const txns = everydayMonth(2023, 11);
    const closing = opening + total(txns);
    const bytes = await statementPdf({
      top: [
        line(35, "Northern Example Building Society", { size: 16, bold: true }),
        line(35, "Account 12345678   Sort code 40-11-22"),
        line(35, "Statement period: 01/11/2023 - 30/11/2023"),
        {
          pieces: [
            { x: 35, text: "Opening balance" },
            { x: 200, text: `£${plain(opening)}`, align: "right" },
          ],
          dy: 20,
        },
        {
          pieces: [
            { x: 35, text: "Closing balance" },
            { x: 200, text: `£${plain(closing)}`, align: "right" },
          ],
        },
      ],
      columns: [
        { key: "date", label: "Date", x: 37 },
        { key: "description", label: ["Transaction", "details"], x: 97 },
        { key: "out", label: ["Money", "out"], x: 420, align: "right" },
        { key: "in", label: ["Money", "in"], x: 500, align: "right" },
      ],
      blocks: [
        {
          type: "table",
          rows: rowsOf(txns, (t) => ({
            date: printDate(t.date, "DD/MM/YYYY"),
            description: t.description,
            [t.amount < 0 ? "out" : "in"]: plain(t.amount),
          })),
        },
      ],
    });
    const st = await extractStatement(bytes);
    expectTransactions(st, txns, { balances: false });
    expect([st.openingBalanceCents, st.closingBalanceCents]).toEqual([opening, closing]);
    expect(st.accountNumber).toBe("****5678");
    expect(st.currency).toBe("GBP");
    expect(st.reconciled).toBe(true);
  });
});

describe("reference column and posting + value dates", () => {
  it("keeps the posting date, the value date and the reference", async () => {
    const base = everydayMonth(2025, 8);
    const txns: Txn[] = base.map((t, i) => ({
      ...t,
      valueDate: `2025-08-${String(Math.max(1, Number(t.date.slice(8)) - (i % 3))).padStart(2, "0")}`,
      reference: i % 2 === 0 ? String(7_700_000 + i * 37) : undefined,
    }));
    const opening = 405_908;
    const closing = opening + total(txns);
    const bytes = await statementPdf({
      top: [
        line(394, "Rhein Example Bank AG", { size: 16, bold: true }),
        line(34, "Account statement 42/2025", { size: 12 }, 24),
        {
          pieces: [
            { x: 34, text: "IBAN" },
            { x: 133, text: "DE91 1000 **** **** 7883" },
            { x: 311, text: "Period" },
            { x: 383, text: "01.08.2025 - 31.08.2025" },
          ],
        },
        {
          pieces: [
            { x: 35, text: "Previous balance" },
            { x: 440, text: "New balance" },
          ],
          dy: 20,
        },
        {
          pieces: [
            { x: 35, text: `${plain(opening, true)} EUR` },
            { x: 440, text: `${plain(closing, true)} EUR` },
          ],
          dy: 9,
        },
      ],
      columns: [
        { key: "date", label: "Posting Date", x: 37 },
        { key: "valueDate", label: "Value Date", x: 95 },
        { key: "reference", label: "Ref.", x: 150 },
        { key: "description", label: "Description", x: 200 },
        { key: "out", label: "Debit", x: 480, align: "right" },
        { key: "in", label: "Credit", x: 558, align: "right" },
      ],
      blocks: [
        {
          type: "table",
          rows: rowsOf(txns, (t) => ({
            date: printDate(t.date, "DD.MM.YYYY"),
            valueDate: printDate(t.valueDate ?? t.date, "DD.MM.YYYY"),
            reference: t.reference ?? "",
            description: t.description,
            [t.amount < 0 ? "out" : "in"]: plain(t.amount, true),
          })),
        },
      ],
    });
    const st = await extractStatement(bytes);
    expectTransactions(st, txns, { balances: false });
    expect(st.transactions.map((t) => t.valueDate)).toEqual(txns.map((t) => t.valueDate));
    expect(st.transactions.map((t) => t.reference)).toEqual(txns.map((t) => t.reference ?? null));
    expect(st.accountNumber).toBe("****7883");
    expect(st.currency).toBe("EUR");
    expect(st.reconciled).toBe(true);
  });
});

describe("section-signed layout (deposits / checks / withdrawals / fees with subtotals)", () => {
  it("signs each section's unsigned amounts, reads the checks table and spans December to January", async () => {
    const deposits: Txn[] = [
      { date: "2022-12-10", description: "DEPOSIT", amount: 223_522 },
      {
        date: "2022-12-14",
        description: "ONLINE TRANSFER FROM CHK ...8375",
        below: ["CONF# V4RFF85DSS"],
        amount: 147_790,
      },
      { date: "2023-01-03", description: "INTEREST PAYMENT", amount: 115 },
    ];
    const checks: Txn[] = [
      { date: "2022-12-19", description: "CHECK 1037", amount: -221_627, reference: "1037" },
      { date: "2023-01-02", description: "CHECK 1039", amount: -87_118, reference: "1039" },
    ];
    const withdrawals: Txn[] = [
      { date: "2022-12-20", description: "POS DEBIT 12/20 WALGREENS #4411", amount: -11_061 },
      {
        date: "2022-12-21",
        description: "PURCHASE AUTHORIZED ON 12/20",
        below: ["UBER *TRIP SAN FRANCISCO CA", "CARD 7922"],
        amount: -499,
      },
      { date: "2023-01-05", description: "ATM WITHDRAWAL #437694 301 ELM AVE", amount: -22_000 },
    ];
    const fees: Txn[] = [{ date: "2022-12-31", description: "MONTHLY SERVICE FEE", amount: -1_200 }];
    const all = [...deposits, ...checks, ...withdrawals, ...fees];
    const opening = 66_956;
    const closing = opening + total(all);
    const mmdd = (t: Txn) => printDate(t.date, "MM/DD");
    const section = (title: string, txns: Txn[], totalLabel: string): TableBlock => ({
      type: "table",
      title,
      gapBefore: 16,
      rows: rowsOf(txns, (t) => ({ date: mmdd(t), description: t.description, amount: plain(t.amount) })),
      after: [{ cells: { date: totalLabel, amount: `$${plain(total(txns))}` } }],
    });
    const bytes = await statementPdf({
      top: [
        ...usTop("Crescent Example Credit Union", "December 7, 2022 through January 6, 2023", "****2258"),
        line(34, "CHECKING SUMMARY", { bold: true, size: 9 }, 20),
        {
          pieces: [
            { x: 282, text: "INSTANCES" },
            { x: 411, text: "AMOUNT", align: "right" },
          ],
        },
        {
          pieces: [
            { x: 38, text: "Beginning Balance" },
            { x: 411, text: `$${plain(opening)}`, align: "right" },
          ],
        },
        {
          pieces: [
            { x: 38, text: "Deposits and Additions" },
            { x: 327, text: "3", align: "right" },
            { x: 411, text: `$${plain(total(deposits))}`, align: "right" },
          ],
        },
        {
          pieces: [
            { x: 38, text: "Checks Paid" },
            { x: 327, text: "2", align: "right" },
            { x: 411, text: `-$${plain(total(checks))}`, align: "right" },
          ],
        },
        {
          pieces: [
            { x: 38, text: "Ending Balance" },
            { x: 327, text: "9", align: "right" },
            { x: 411, text: `$${plain(closing)}`, align: "right" },
          ],
        },
      ],
      columns: US_COLUMNS,
      blocks: [
        section("DEPOSITS AND ADDITIONS", deposits, "Total Deposits and Additions"),
        {
          type: "table",
          title: "CHECKS PAID",
          gapBefore: 16,
          columns: [
            { key: "reference", label: "CHECK NO.", x: 37 },
            { key: "description", label: "DESCRIPTION", x: 113 },
            { key: "date", label: "DATE PAID", x: 385 },
            { key: "amount", label: "AMOUNT", x: 575, align: "right" },
          ],
          rows: rowsOf(checks, (t) => ({
            reference: t.reference ?? "",
            description: t.description,
            date: mmdd(t),
            amount: plain(t.amount),
          })),
          after: [{ cells: { reference: "Total Checks Paid", amount: `$${plain(total(checks))}` } }],
        },
        {
          ...section("ATM & DEBIT CARD WITHDRAWALS", withdrawals, "Total ATM & Debit Card Withdrawals"),
          columns: US_COLUMNS,
        },
        section("FEES", fees, "Total Fees"),
        {
          type: "lines",
          lines: [
            line(34, "DAILY ENDING BALANCE", { bold: true, size: 9 }, 24),
            {
              pieces: [
                { x: 40, text: "DATE" },
                { x: 185, text: "AMOUNT", align: "right" },
                { x: 403, text: "DATE" },
                { x: 548, text: "AMOUNT", align: "right" },
              ],
            },
            {
              pieces: [
                { x: 40, text: "12/10" },
                { x: 185, text: "$2,904.78", align: "right" },
                { x: 403, text: "12/14" },
                { x: 548, text: "$3.04", align: "right" },
              ],
            },
          ],
        },
        finePrint,
      ],
      runningHeader: "Crescent Example Credit Union   Account ****2258",
      footer: (p, n) => `Page ${p} of ${n}`,
      pageBottom: 330,
    });
    const st = await extractStatement(bytes);
    expectTransactions(st, all, { balances: false });
    expect(st.transactions.filter((t) => t.reference).map((t) => t.reference)).toEqual(["1037", "1039"]);
    expect([st.periodStart, st.periodEnd]).toEqual(["2022-12-07", "2023-01-06"]);
    expect([st.openingBalanceCents, st.closingBalanceCents]).toEqual([opening, closing]);
    expect(st.reconciled).toBe(true);
  });

  it("signs a section whose heading is not read by its total line and the summary's signed figures", async () => {
    // As a scan reads it: the headings of the second and third sections are lost (beside a
    // rule), and the fees table is broken by a row whose amount cannot be read.
    const deposits: Txn[] = [
      { date: "2022-12-10", description: "DEPOSIT", amount: 223_522 },
      { date: "2022-12-14", description: "ONLINE TRANSFER FROM CHK ...8375", amount: 147_790 },
      { date: "2022-12-15", description: "DIRECT DEP HOOLI INC PAYROLL", amount: 162_417 },
    ];
    const card: Txn[] = [
      { date: "2022-12-09", description: "CARD PURCHASE 12/08 SPOTIFY USA", amount: -480 },
      { date: "2022-12-10", description: "POS 12/10 SHELL OIL 57444", amount: -1_441 },
      { date: "2022-12-16", description: "POS 12/16 STARBUCKS STORE 10423", amount: -9_125 },
    ];
    const electronic: Txn[] = [
      { date: "2022-12-07", description: "ACH DEBIT PLANET FITNESS", amount: -26_211 },
      { date: "2022-12-09", description: "ACH DEBIT AMEX EPAYMENT", amount: -18_445 },
      { date: "2022-12-23", description: "ONLINE TRANSFER TO SAV ...3185", amount: -158_512 },
    ];
    const fees: Txn[] = [
      { date: "2022-12-12", description: "MONTHLY SERVICE FEE", amount: -1_200 },
      { date: "2022-12-26", description: "MONTHLY SERVICE FEE", amount: -1_200 },
      { date: "2023-01-05", description: "INTL TRANSACTION FEE", amount: -269 },
      { date: "2023-01-06", description: "WIRE TRANSFER FEE", amount: -2_500 },
    ];
    const all = [...deposits, ...card, ...electronic, ...fees];
    const opening = 66_956;
    const closing = opening + total(all);
    const mmdd = (t: Txn) => printDate(t.date, "MM/DD");
    const cells = (t: Txn) => ({ date: mmdd(t), description: t.description, amount: plain(t.amount) });
    const summary = (label: string, cents: number, sign = "") => ({
      pieces: [
        { x: 38, text: label },
        { x: 411, text: `${sign}$${plain(cents)}`, align: "right" as const },
      ],
    });
    const bytes = await statementPdf({
      top: [
        ...usTop("Crescent Example Credit Union", "December 7, 2022 through January 6, 2023", "****2258"),
        line(34, "CHECKING SUMMARY", { bold: true, size: 9 }, 20),
        summary("Beginning Balance", opening),
        summary("Deposits and Additions", total(deposits)),
        // The card purchases' total, printed signed: their only sign (their total line has no words).
        summary("Card Purchases", total(card), "-"),
        summary("Ending Balance", closing),
      ],
      columns: US_COLUMNS,
      blocks: [
        {
          type: "table",
          title: "DEPOSITS AND ADDITIONS",
          gapBefore: 16,
          rows: rowsOf(deposits, cells),
          after: [{ cells: { date: "Total Deposits and Additions", amount: `$${plain(total(deposits))}` } }],
        },
        {
          type: "table",
          gapBefore: 16,
          rows: rowsOf(card, cells),
          after: [{ cells: { date: "Total", amount: `$${plain(total(card))}` } }],
        },
        {
          type: "table",
          gapBefore: 16,
          rows: rowsOf(electronic, cells),
          after: [
            { cells: { date: "Total Electronic Withdrawals", amount: `$${plain(total(electronic))}` } },
          ],
        },
        {
          type: "table",
          title: "FEES",
          gapBefore: 16,
          rows: [
            ...rowsOf(fees.slice(0, 1), cells),
            { cells: { date: "12/20", description: "OVERDRAFT ITEM FEE", amount: "see note" } },
            ...rowsOf(fees.slice(1), cells),
          ],
          after: [{ cells: { date: "Total Fees", amount: `$${plain(total(fees))}` } }],
        },
        finePrint,
      ],
    });
    const st = await extractStatement(bytes);
    expectTransactions(st, all, { balances: false });
    expect([st.openingBalanceCents, st.closingBalanceCents]).toEqual([opening, closing]);
    expect(st.reconciled).toBe(true);
  });
});

describe("date formats", () => {
  const styles: { style: DateStyle; period: string; currency: string }[] = [
    { style: "MM/DD", period: "03/01/2024 - 03/31/2024", currency: "$" },
    { style: "DD/MM", period: "01/03/2024 - 31/03/2024", currency: "£" },
    { style: "MM/DD/YYYY", period: "March 1, 2024 to March 31, 2024", currency: "$" },
    { style: "DD/MM/YYYY", period: "1 March 2024 to 31 March 2024", currency: "£" },
    { style: "DD MMM YYYY", period: "1 March 2024 to 31 March 2024", currency: "£" },
    { style: "MMM DD", period: "March 1, 2024 through March 31, 2024", currency: "$" },
    { style: "DD MMM", period: "1 March 2024 to 31 March 2024", currency: "£" },
    { style: "DD.MM.YYYY", period: "01.03.2024 - 31.03.2024", currency: "€" },
    { style: "ISO", period: "2024-03-01 - 2024-03-31", currency: "€" },
  ];
  for (const { style, period, currency } of styles) {
    it(`reads ${style} dates`, async () => {
      const opening = 500_000;
      const txns = withBalances(opening, everydayMonth(2024, 3));
      const bytes = await statementPdf({
        top: [
          line(34, "Example Savings Bank", { size: 16, bold: true }),
          line(34, `Statement period ${period}`),
          line(34, "Account ****4321"),
        ],
        columns: [
          { key: "date", label: "Date", x: 37 },
          { key: "description", label: "Details", x: 100 },
          { key: "amount", label: "Amount", x: 470, align: "right" },
          { key: "balance", label: "Balance", x: 560, align: "right" },
        ],
        blocks: [
          {
            type: "table",
            rows: rowsOf(txns, (t) => ({
              date: printDate(t.date, style),
              description: t.description,
              amount: `${t.amount < 0 ? "-" : ""}${currency}${plain(t.amount, currency === "€")}`,
              balance: plain(t.balance ?? 0, currency === "€"),
            })),
          },
        ],
      });
      const st = await extractStatement(bytes);
      expectTransactions(st, txns);
      expect(st.periodStart).toBe("2024-03-01");
      expect(st.reconciled).toBe(true);
    });
  }

  it("carries a date printed only on a day's first row to the rows under it", async () => {
    const opening = 577_026;
    const base = everydayMonth(2025, 1);
    const txns = withBalances(
      opening,
      base.map((t, i) => ({ ...t, date: base[i - (i % 3)]?.date ?? t.date })),
    );
    const bytes = await statementPdf({
      top: [
        line(35, "Maple Example Savings Bank", { size: 17, bold: true }),
        line(421, "January 1, 2025 through January 31, 2025"),
        line(421, "Account Number: ****7631"),
      ],
      columns: [
        { key: "date", label: "Date", x: 37 },
        { key: "description", label: "Transaction Details", x: 81 },
        { key: "out", label: "Withdrawals ($)", x: 422, align: "right" },
        { key: "in", label: "Deposits ($)", x: 494, align: "right" },
        { key: "balance", label: "Balance ($)", x: 575, align: "right" },
      ],
      blocks: [
        {
          type: "table",
          rows: [
            { cells: { description: "Opening balance", balance: plain(opening) } },
            ...rowsOf(txns, (t, i) => ({
              date: i % 3 === 0 ? printDate(t.date, "MMM DD") : "",
              description: t.description,
              [t.amount < 0 ? "out" : "in"]: plain(t.amount),
              balance: plain(t.balance ?? 0),
            })),
            { cells: { description: "Closing balance", balance: plain(opening + total(txns)) } },
          ],
        },
      ],
    });
    const st = await extractStatement(bytes);
    expectTransactions(st, txns);
    expect(st.reconciled).toBe(true);
  });

  it("decides day-first from values above 12 and puts year-less dates in a December-January period", async () => {
    const txns: Txn[] = [
      { date: "2023-12-11", description: "CARD PAYMENT TO TESCO STORES", amount: -5_822 },
      { date: "2023-12-24", description: "FASTER PAYMENT RECEIVED FROM ACME LTD", amount: 298_927 },
      { date: "2024-01-02", description: "DIRECT DEBIT THAMES WATER", amount: -3_064 },
      { date: "2024-01-07", description: "STANDING ORDER J SMITH RENT", amount: -45_000 },
    ];
    const bytes = await statementPdf({
      top: [
        line(35, "Southern Example Bank plc", { size: 16, bold: true }),
        line(35, "Statement period: 9 December 2023 to 8 January 2024"),
      ],
      columns: [
        { key: "date", label: "Date", x: 37 },
        { key: "description", label: "Description", x: 97 },
        { key: "amount", label: "Amount (£)", x: 470, align: "right" },
      ],
      blocks: [
        {
          type: "table",
          rows: rowsOf(txns, (t) => ({
            date: printDate(t.date, "DD/MM"),
            description: t.description,
            amount: signed(t.amount, "minus"),
          })),
        },
      ],
    });
    const st = await extractStatement(bytes);
    expectTransactions(st, txns, { balances: false });
    expect(st.reconciled).toBe(false);
    expect(st.warnings.map((w) => w.code)).toEqual(["NOT_VERIFIABLE"]);
  });
});

describe("amount formats", () => {
  const styles: { style: SignStyle; euro: boolean }[] = [
    { style: "minus", euro: false },
    { style: "parens", euro: false },
    { style: "trailing", euro: true },
    { style: "crdr", euro: false },
    { style: "cr-only", euro: true },
    { style: "parens", euro: true },
  ];
  for (const { style, euro } of styles) {
    it(`reads ${style} amounts${euro ? " with decimal commas" : ""}`, async () => {
      const opening = 1_234_567;
      const txns = withBalances(opening, everydayMonth(2025, 6));
      const bytes = await statementPdf({
        top: [
          line(34, "Example Bank N.A.", { size: 16, bold: true }),
          line(34, "Statement Period 06/01/2025 - 06/30/2025"),
        ],
        columns: [
          { key: "date", label: "Date", x: 37 },
          { key: "description", label: "Description", x: 110 },
          { key: "amount", label: "Amount", x: 470, align: "right" },
          { key: "balance", label: "Balance", x: 565, align: "right" },
        ],
        blocks: [
          {
            type: "table",
            rows: rowsOf(txns, (t) => ({
              date: printDate(t.date, "MM/DD/YYYY"),
              description: t.description,
              amount: signed(t.amount, style, euro),
              balance: signed(t.balance ?? 0, style === "cr-only" ? "crdr" : style, euro),
            })),
          },
        ],
      });
      const st = await extractStatement(bytes);
      expectTransactions(st, txns);
      expect(st.reconciled).toBe(true);
    });
  }

  it("takes signs from the running balance when amounts are printed unsigned", async () => {
    const opening = 300_000;
    const txns = withBalances(opening, everydayMonth(2025, 6));
    const bytes = await statementPdf({
      top: [
        line(34, "Example Bank N.A.", { size: 16, bold: true }),
        line(34, "Statement Period 06/01/2025 - 06/30/2025"),
      ],
      columns: [
        { key: "date", label: "Date", x: 37 },
        { key: "description", label: "Description", x: 110 },
        { key: "amount", label: "Amount", x: 470, align: "right" },
        { key: "balance", label: "Balance", x: 565, align: "right" },
      ],
      blocks: [
        {
          type: "table",
          rows: [
            { cells: { description: "Opening balance", balance: plain(opening) } },
            ...rowsOf(txns, (t) => ({
              date: printDate(t.date, "MM/DD/YYYY"),
              description: t.description,
              amount: plain(t.amount),
              balance: plain(t.balance ?? 0),
            })),
          ],
        },
      ],
    });
    const st = await extractStatement(bytes);
    expectTransactions(st, txns);
    expect(st.reconciled).toBe(true);
    expect(st.warnings.every((w) => w.code === "AMOUNT_SIGN_CORRECTED")).toBe(true);
  });
});

describe("multi-line descriptions", () => {
  it("puts continuation lines printed above the amount line into the details", async () => {
    const opening = 590_000;
    const txns = withBalances(
      opening,
      everydayMonth(2024, 5).map((t) => ({
        date: t.date,
        description: t.description,
        above: t.below,
        amount: t.amount,
      })),
    );
    const bytes = await statementPdf({
      top: [
        line(34, "Above Example Bank", { size: 16, bold: true }),
        line(34, "Period: May 1, 2024 - May 31, 2024"),
      ],
      columns: [
        { key: "date", label: "Date", x: 37 },
        { key: "description", label: "Description", x: 90 },
        { key: "amount", label: "Amount", x: 470, align: "right" },
        { key: "balance", label: "Balance", x: 560, align: "right" },
      ],
      blocks: [
        {
          type: "table",
          rows: rowsOf(txns, (t) => ({
            date: printDate(t.date, "MM/DD/YYYY"),
            description: t.description,
            amount: signed(t.amount, "minus"),
            balance: plain(t.balance ?? 0),
          })),
        },
      ],
    });
    const st = await extractStatement(bytes);
    expectTransactions(st, txns);
    expect(st.reconciled).toBe(true);
  });

  it("goes on across pages without a repeated header, under a heading", async () => {
    const opening = 590_000;
    const txns = withBalances(opening, [...everydayMonth(2024, 5), ...everydayMonth(2024, 5)]);
    const bytes = await statementPdf({
      top: [
        line(34, "Plain Example Bank", { size: 16, bold: true }),
        line(34, "Period: May 1, 2024 - May 31, 2024"),
      ],
      columns: [
        { key: "date", label: "Date", x: 37 },
        { key: "description", label: "Description", x: 90 },
        { key: "amount", label: "Amount", x: 470, align: "right" },
        { key: "balance", label: "Balance", x: 560, align: "right" },
      ],
      blocks: [
        {
          type: "table",
          rows: rowsOf(txns, (t) => ({
            date: printDate(t.date, "MM/DD/YYYY"),
            description: t.description,
            amount: signed(t.amount, "minus"),
            balance: plain(t.balance ?? 0),
          })),
        },
      ],
      repeatHeader: false,
      pageHeading: "Transaction history",
      pageBottom: 400,
    });
    const st = await extractStatement(bytes);
    expect(st.pageCount).toBeGreaterThan(1);
    expectTransactions(st, txns);
  });

  it("follows a header that moves between pages", async () => {
    const opening = 590_000;
    const txns = withBalances(
      opening,
      [...everydayMonth(2024, 5), ...everydayMonth(2024, 5)].map((t) => ({ ...t })),
    );
    const bytes = await statementPdf({
      top: [
        line(34, "Moving Example Bank", { size: 16, bold: true }),
        line(34, "Period: May 1, 2024 - May 31, 2024"),
      ],
      columns: [
        { key: "date", label: "Date", x: 37 },
        { key: "description", label: "Description", x: 90 },
        { key: "amount", label: "Amount", x: 470, align: "right" },
        { key: "balance", label: "Balance", x: 560, align: "right" },
      ],
      laterColumns: [
        { key: "date", label: "Date", x: 60 },
        { key: "description", label: "Description", x: 130 },
        { key: "amount", label: "Amount", x: 420, align: "right" },
        { key: "balance", label: "Balance", x: 520, align: "right" },
      ],
      blocks: [
        {
          type: "table",
          rows: rowsOf(txns, (t) => ({
            date: printDate(t.date, "MM/DD/YYYY"),
            description: t.description,
            amount: signed(t.amount, "minus"),
            balance: plain(t.balance ?? 0),
          })),
        },
      ],
      runningHeader: "Moving Example Bank - continued",
      pageBottom: 400,
    });
    const st = await extractStatement(bytes);
    expect(st.pageCount).toBeGreaterThan(1);
    expectTransactions(st, txns);
    expect(st.reconciled).toBe(true);
  });
});

describe("columns the engine does not read, and tight columns", () => {
  it("skips an unknown Type column and reads a Dr/Cr column", async () => {
    const opening = 800_000;
    const txns = withBalances(opening, everydayMonth(2024, 9));
    const codes = ["BGC", "POS", "ATM", "TFR", "DD", "CHQ", "FPI", "POS", "CHG", "REF", "TFR", "INT"];
    const bytes = await statementPdf({
      top: [
        line(34, "Western Example Bank", { size: 16, bold: true }),
        line(34, "Statement period 01/09/2024 to 30/09/2024"),
      ],
      columns: [
        { key: "date", label: "Date", x: 37 },
        { key: "type", label: "Type", x: 85 },
        { key: "description", label: "Description", x: 120 },
        { key: "amount", label: "Amount", x: 430, align: "right" },
        { key: "drcr", label: "Dr/Cr", x: 450 },
        { key: "balance", label: "Balance", x: 560, align: "right" },
      ],
      blocks: [
        {
          type: "table",
          rows: rowsOf(txns, (t, i) => ({
            date: printDate(t.date, "DD/MM/YYYY"),
            type: codes[i] ?? "",
            description: t.description,
            amount: plain(t.amount),
            drcr: t.amount < 0 ? "DR" : "CR",
            balance: plain(t.balance ?? 0),
          })),
        },
      ],
    });
    const st = await extractStatement(bytes);
    expectTransactions(st, txns);
    expect(st.reconciled).toBe(true);
  });

  it("reads Checks/Debits and Deposits/Credits headers", async () => {
    const opening = 800_000;
    const txns = withBalances(opening, everydayMonth(2024, 9));
    const bytes = await statementPdf({
      top: [
        line(34, "Slash Example Bank", { size: 16, bold: true }),
        line(34, "Statement period 09/01/2024 to 09/30/2024"),
      ],
      columns: [
        { key: "date", label: "Date", x: 37 },
        { key: "description", label: "Description", x: 95 },
        { key: "out", label: "Checks/Debits", x: 410, align: "right" },
        { key: "in", label: "Deposits/Credits", x: 490, align: "right" },
        { key: "balance", label: "Balance", x: 560, align: "right" },
      ],
      blocks: [
        {
          type: "table",
          rows: rowsOf(txns, (t) => ({
            date: printDate(t.date, "MM/DD"),
            description: t.description,
            [t.amount < 0 ? "out" : "in"]: plain(t.amount),
            balance: plain(t.balance ?? 0),
          })),
        },
      ],
    });
    const st = await extractStatement(bytes);
    expectTransactions(st, txns);
    expect(st.reconciled).toBe(true);
  });

  it("separates a date and a description printed as one run of text", async () => {
    const opening = 800_000;
    const txns = withBalances(opening, everydayMonth(2024, 9));
    const bytes = await statementPdf({
      top: [
        line(34, "Compact Example Bank", { size: 16, bold: true }),
        line(34, "Statement period 09/01/2024 to 09/30/2024"),
      ],
      columns: [
        { key: "date", label: "Date", x: 37 },
        { key: "description", label: "Description", x: 95 },
        { key: "amount", label: "Amount", x: 470, align: "right" },
        { key: "balance", label: "Balance", x: 560, align: "right" },
      ],
      blocks: [
        {
          type: "table",
          rows: txns.map((t) => ({
            cells: {
              date: `${printDate(t.date, "MM/DD/YYYY")} ${t.description}`,
              amount: signed(t.amount, "minus"),
              balance: plain(t.balance ?? 0),
            },
            below: t.below,
          })),
        },
      ],
    });
    const st = await extractStatement(bytes);
    expectTransactions(st, txns);
  });

  it("starts a row at its date when the amounts sit on the row's last line", async () => {
    const opening = 800_000;
    const txns = withBalances(opening, everydayMonth(2024, 9));
    const bytes = await statementPdf({
      top: [
        line(34, "Wrapped Example Bank", { size: 16, bold: true }),
        line(34, "Statement period 09/01/2024 to 09/30/2024"),
      ],
      columns: [
        { key: "date", label: "Date", x: 37 },
        { key: "description", label: "Description", x: 95 },
        { key: "amount", label: "Amount", x: 470, align: "right" },
        { key: "balance", label: "Balance", x: 560, align: "right" },
      ],
      blocks: [
        {
          type: "table",
          rows: rowsOf(txns, (t) => ({
            date: printDate(t.date, "MM/DD/YYYY"),
            description: t.description,
            amount: signed(t.amount, "minus"),
            balance: plain(t.balance ?? 0),
          })).map((r) => ({ ...r, moneyOnLastLine: r.below?.length ? ["amount", "balance"] : undefined })),
        },
      ],
    });
    const st = await extractStatement(bytes);
    expectTransactions(st, txns);
  });
});

describe("balances printed once a day, big watermarks and a daily-balance grid under the table", () => {
  it("keeps null balances on the rows without one and stops at the grid", async () => {
    const opening = 700_000;
    const full = withBalances(opening, everydayMonth(2024, 4));
    // Two rows share each date; only the day's last row prints the balance.
    const txns = full.map((t, i) => ({
      ...t,
      date: full[i - (i % 2)]?.date ?? t.date,
      balance: i % 2 === 1 ? t.balance : null,
    }));
    const bytes = await statementPdf({
      top: [
        line(34, "Daily Example Bank", { size: 16, bold: true }),
        line(34, "Statement period 04/01/2024 - 04/30/2024"),
      ],
      columns: [
        { key: "date", label: "Date", x: 37 },
        { key: "description", label: "Description", x: 100 },
        { key: "amount", label: "Amount", x: 470, align: "right" },
        { key: "balance", label: "Balance", x: 560, align: "right" },
      ],
      blocks: [
        {
          type: "table",
          rows: [
            { cells: { description: "Opening balance", balance: plain(opening) } },
            ...rowsOf(txns, (t) => ({
              date: printDate(t.date, "MM/DD/YYYY"),
              description: t.description,
              amount: signed(t.amount, "minus"),
              balance: t.balance === null || t.balance === undefined ? "" : plain(t.balance),
            })),
          ],
        },
        {
          type: "lines",
          lines: [
            {
              pieces: [
                { x: 37, text: "Date", size: 7, bold: true },
                { x: 560, text: "Balance", size: 7, bold: true, align: "right" },
              ],
              dy: 20,
            },
            {
              pieces: [
                { x: 37, text: "04/01/2024" },
                { x: 470, text: "2,543.10", align: "right" },
              ],
            },
            {
              pieces: [
                { x: 37, text: "04/02/2024" },
                { x: 470, text: "2,498.98", align: "right" },
              ],
            },
          ],
        },
      ],
      stamp: { text: "SPECIMEN", x: 150, y: 205, size: 48 },
    });
    const st = await extractStatement(bytes);
    expectTransactions(st, txns);
    expect(st.reconciled).toBe(true);
  });
});

describe("German and French statements", () => {
  it("reads Buchungstag / Valuta / Buchungstext / Betrag with year-less dd.mm. dates", async () => {
    const opening = 1_250_000;
    const txns = withBalances(opening, everydayMonth(2025, 8));
    const closing = opening + total(txns);
    const bytes = await statementPdf({
      top: [
        line(34, "Beispiel Sparkasse", { size: 16, bold: true }),
        line(34, "Kontoauszug 8/2025   Zeitraum 01.08.2025 - 31.08.2025"),
        line(34, "IBAN DE12 5001 0517 **** 4711"),
        {
          pieces: [
            { x: 34, text: "Alter Kontostand" },
            { x: 300, text: `${plain(opening, true)} EUR`, align: "right" },
          ],
          dy: 18,
        },
        {
          pieces: [
            { x: 34, text: "Neuer Kontostand" },
            { x: 300, text: `${plain(closing, true)} EUR`, align: "right" },
          ],
        },
      ],
      columns: [
        { key: "date", label: "Buchungstag", x: 37 },
        { key: "valueDate", label: "Valuta", x: 100 },
        { key: "description", label: "Buchungstext", x: 150 },
        { key: "amount", label: "Betrag (EUR)", x: 560, align: "right" },
      ],
      blocks: [
        {
          type: "table",
          rows: rowsOf(txns, (t) => ({
            date: `${printDate(t.date, "DD.MM.YYYY").slice(0, 6)}`,
            valueDate: `${printDate(t.date, "DD.MM.YYYY").slice(0, 6)}`,
            description: t.description,
            amount: t.amount < 0 ? `${plain(t.amount, true)}-` : `+${plain(t.amount, true)}`,
          })),
        },
      ],
    });
    const st = await extractStatement(bytes);
    expectTransactions(st, txns, { balances: false });
    expect(st.currency).toBe("EUR");
    expect(st.accountNumber).toBe("****4711");
    expect([st.openingBalanceCents, st.closingBalanceCents]).toEqual([opening, closing]);
    expect(st.reconciled).toBe(true);
  });

  it("reads Date / Libellé / Débit / Crédit with space-grouped amounts", async () => {
    const opening = 2_500_000;
    const txns = withBalances(opening, everydayMonth(2024, 4));
    const fr = (c: number) => plain(c, true).replace(/\./g, " ");
    const bytes = await statementPdf({
      top: [
        line(34, "Banque Exemple S.A.", { size: 16, bold: true }),
        line(34, "Relevé du 01/04/2024 au 30/04/2024"),
        line(34, "Compte n° 0001234567"),
      ],
      columns: [
        { key: "date", label: "Date", x: 37 },
        { key: "description", label: "Libellé", x: 100 },
        { key: "out", label: "Débit (EUR)", x: 420, align: "right" },
        { key: "in", label: "Crédit (EUR)", x: 490, align: "right" },
        { key: "balance", label: "Solde", x: 565, align: "right" },
      ],
      blocks: [
        {
          type: "table",
          rows: [
            { cells: { description: "Solde précédent", balance: fr(opening) } },
            ...rowsOf(txns, (t) => ({
              date: printDate(t.date, "DD/MM"),
              description: t.description,
              [t.amount < 0 ? "out" : "in"]: fr(t.amount),
              balance: fr(t.balance ?? 0),
            })),
          ],
        },
      ],
    });
    const st = await extractStatement(bytes);
    expectTransactions(st, txns);
    expect(st.currency).toBe("EUR");
    expect([st.periodStart, st.periodEnd]).toEqual(["2024-04-01", "2024-04-30"]);
    expect(st.reconciled).toBe(true);
  });
});

describe("checks paid in side-by-side column groups", () => {
  it("reads each group of a multi-column checks table as rows of its own", async () => {
    const checks: Txn[] = [
      { date: "2024-06-03", description: "", amount: -12_500, reference: "1001" },
      { date: "2024-06-04", description: "", amount: -4_320, reference: "1002" },
      { date: "2024-06-07", description: "", amount: -250_000, reference: "1003" },
      { date: "2024-06-11", description: "", amount: -8_815, reference: "1004" },
      { date: "2024-06-14", description: "", amount: -1_999, reference: "1005" },
      { date: "2024-06-20", description: "", amount: -60_000, reference: "1006" },
      { date: "2024-06-24", description: "", amount: -7_777, reference: "1007" },
    ];
    const deposits: Txn[] = [{ date: "2024-06-01", description: "PAYROLL ACME CORP", amount: 500_000 }];
    const opening = 100_000;
    const closing = opening + total(deposits) + total(checks);
    const groupCols = [0, 1, 2].flatMap((g) => [
      { key: `ref${g}`, label: "CHECK NO.", x: 37 + g * 185 },
      { key: `date${g}`, label: "DATE", x: 90 + g * 185 },
      { key: `amt${g}`, label: "AMOUNT", x: 195 + g * 185, align: "right" as const },
    ]);
    const checkRows: RowSpec[] = [];
    for (let i = 0; i < checks.length; i += 3) {
      const cells: Record<string, string> = {};
      checks.slice(i, i + 3).forEach((t, g) => {
        cells[`ref${g}`] = t.reference ?? "";
        cells[`date${g}`] = printDate(t.date, "MM/DD");
        cells[`amt${g}`] = plain(t.amount);
      });
      checkRows.push({ cells });
    }
    const bytes = await statementPdf({
      top: [
        ...usTop("Grid Example Bank", "June 1, 2024 through June 30, 2024", "****9001"),
        {
          pieces: [
            { x: 38, text: "Beginning Balance" },
            { x: 356, text: `$${plain(opening)}`, align: "right" },
          ],
          dy: 20,
        },
        {
          pieces: [
            { x: 38, text: "Ending Balance" },
            { x: 356, text: `$${plain(closing)}`, align: "right" },
          ],
        },
      ],
      columns: US_COLUMNS,
      blocks: [
        {
          type: "table",
          title: "DEPOSITS AND ADDITIONS",
          rows: rowsOf(deposits, (t) => ({
            date: printDate(t.date, "MM/DD"),
            description: t.description,
            amount: plain(t.amount),
          })),
        },
        { type: "table", title: "CHECKS PAID", columns: groupCols, rows: checkRows, gapBefore: 16 },
        { type: "lines", lines: [line(34, "DAILY ENDING BALANCE", { bold: true, size: 9 }, 24)] },
      ],
    });
    const st = await extractStatement(bytes);
    expect(
      st.transactions.map((t) => [t.parsedDate, t.amountCents, t.reference, t.description, t.type]),
    ).toEqual(
      [...deposits, ...checks].map((t) => [
        t.date,
        t.amount,
        t.reference ?? null,
        t.reference ? `CHECK ${t.reference}` : t.description,
        t.reference ? "WITHDRAWAL" : "DEPOSIT",
      ]),
    );
    expect(st.reconciled).toBe(true);
  });
});

describe("a table printed in two columns per page, as a newspaper", () => {
  it("reads the left column, then the right one, page by page, and boxes each row where it is printed", async () => {
    const txns = withBalances(120_000, [...everydayMonth(2024, 3), ...everydayMonth(2024, 4)]).map((t) => ({
      ...t,
      below: undefined,
    }));
    // Landscape pages, 9 rows a column, under a header of labels no vocabulary knows.
    const perColumn = 9;
    const column = (x: number, rows: Txn[], top: number): Text[] => [
      { x, y: top, text: "Q1" },
      { x: x + 50, y: top, text: "Q2" },
      { x: x + 270, y: top, text: "Q3", align: "right" },
      { x: x + 340, y: top, text: "Q4", align: "right" },
      ...rows.flatMap((t, i): Text[] => {
        const y = top + 16 + 14 * i;
        return [
          { x, y, text: printDate(t.date, "DD/MM/YYYY") },
          { x: x + 50, y, text: t.description.slice(0, 30) },
          { x: x + 270, y, text: signed(t.amount, "minus"), align: "right" },
          { x: x + 340, y, text: plain(t.balance ?? 0), align: "right" },
        ];
      }),
    ];
    const pages: Text[][] = [];
    for (let at = 0; at < txns.length; at += 2 * perColumn) {
      pages.push([
        { x: 30, y: 40, text: "Vorbel Savings Bank", size: 14 },
        { x: 30, y: 60, text: "Opening balance 1,200.00 on 01/03/2024" },
        ...column(30, txns.slice(at, at + perColumn), 100),
        ...column(410, txns.slice(at + perColumn, at + 2 * perColumn), 100),
        { x: 700, y: 580, text: `Page ${pages.length + 1}` },
      ]);
    }
    const st = await extractStatement(await drawPdf(pages, { width: 792, height: 612 }));
    expectTransactions(
      st,
      txns.map((t) => ({ ...t, description: t.description.slice(0, 30) })),
    );
    expect(st.reconciled).toBe(true);
    // The tenth row is the right column's first: its box is where it is printed.
    const box = st.transactions[perColumn]?.source?.boxes?.[0];
    expect(st.transactions[perColumn]?.source?.page).toBe(1);
    expect(box?.[0]).toBeCloseTo(410, 0);
    expect(box?.[1]).toBeGreaterThan(100);
    expect(box?.[3]).toBeLessThan(130);
  });
});
