import { describe, expect, it } from "vitest";
import { extractStatement } from "../src/index.js";
import { type AmountFormat, amount, date } from "./fixtures/formats.js";
import { type QColumn, type QLine, type QRow, type Quirks, quirkyPdf } from "./fixtures/quirky-pdf.js";
import { everydayMonth, expectTransactions, type Txn, total, withBalances } from "./fixtures/scenario.js";

/**
 * Statements drawn the way real producers draw them (quirky-pdf.ts): cells off the
 * baseline, words in pieces, runs across columns, column-order streams, odd page boxes,
 * rotated pages, stacked and reworded headers, and money/date conventions of many places.
 */

const text = (x: number, s: string, extra: Partial<QLine["pieces"][number]> = {}, dy?: number): QLine => ({
  pieces: [{ x, text: s, ...extra }],
  dy,
});

function top(bank: string, period: string, account: string, opening: string, closing: string): QLine[] {
  return [
    text(34, bank, { size: 15, bold: true }),
    text(34, `Account number ${account}`, {}, 18),
    text(34, `Statement period ${period}`),
    {
      pieces: [
        { x: 34, text: "Opening balance" },
        { x: 260, text: opening, align: "right" },
      ],
      dy: 16,
    },
    {
      pieces: [
        { x: 34, text: "Closing balance" },
        { x: 260, text: closing, align: "right" },
      ],
    },
  ];
}

/** Rows for a table with one column per money direction (`out`, `in`) and a balance. */
function splitRows(txns: Txn[], d: string, f: AmountFormat, balance: AmountFormat = f): QRow[] {
  return txns.map((t) => ({
    cells: {
      date: date(t.date, d),
      description: t.description,
      [t.amount < 0 ? "out" : "in"]: amount(Math.abs(t.amount), f),
      balance: amount(t.balance ?? 0, balance),
      ref: t.reference ?? "",
    },
    below: t.below,
  }));
}

/** Rows for a table with one signed amount column and a balance. */
function signedRows(txns: Txn[], d: string, f: AmountFormat, balance: AmountFormat = f): QRow[] {
  return txns.map((t) => ({
    cells: {
      date: date(t.date, d),
      description: t.description,
      amount: amount(t.amount, f),
      balance: amount(t.balance ?? 0, balance),
    },
    below: t.below,
  }));
}

const SPLIT_COLUMNS = (labels: QColumn["label"][]): QColumn[] => [
  { key: "date", label: labels[0] ?? "Date", x: 40 },
  { key: "description", label: labels[1] ?? "Description", x: 112 },
  { key: "out", label: labels[2] ?? "Debit", x: 400, align: "right" },
  { key: "in", label: labels[3] ?? "Credit", x: 480, align: "right" },
  { key: "balance", label: labels[4] ?? "Balance", x: 570, align: "right" },
];

async function check(
  bytes: Uint8Array,
  txns: Txn[],
  opening: number,
  opts: { balances?: boolean; currency?: string } = {},
): Promise<void> {
  const st = await extractStatement(bytes);
  expectTransactions(st, txns, { balances: opts.balances });
  expect([st.openingBalanceCents, st.closingBalanceCents]).toEqual([opening, opening + total(txns)]);
  if (opts.currency) expect(st.currency).toBe(opts.currency);
  expect(st.warnings).toEqual([]);
  expect(st.reconciled).toBe(true);
}

describe("cells and words drawn in pieces", () => {
  const opening = 345_612;
  const txns = withBalances(opening, everydayMonth(2026, 1));
  const closing = opening + total(txns);
  const usd: AmountFormat = { prefix: "$" };

  it("reads rows whose cells sit up to 1.5pt off the baseline, words split into kerned runs", async () => {
    const bytes = await quirkyPdf({
      top: top(
        "Jitter Example Bank",
        "01/01/2026 - 01/31/2026",
        "****7781",
        amount(opening, usd),
        amount(closing, usd),
      ),
      columns: SPLIT_COLUMNS(["Posting Date", "Details", "Withdrawal (-)", "Deposit (+)", "Running Balance"]),
      rows: splitRows(txns, "DD-MMM-YYYY", usd),
      quirks: { jitter: 1.5, runs: "kerned" },
    });
    await check(bytes, txns, opening, { currency: "USD" });
  });

  it("reads one run per character, drawn column by column", async () => {
    const bytes = await quirkyPdf({
      top: top("Glyph Example Bank", "01/01/2026 - 01/31/2026", "****7781", amount(opening), amount(closing)),
      columns: SPLIT_COLUMNS(["Trans. Date", "Narrative", "Debit", "Credit", "Balance"]),
      rows: splitRows(txns, "D MMM YY", {}),
      quirks: { runs: "chars", order: "column", jitter: 1 },
    });
    await check(bytes, txns, opening);
  });

  it("separates a date and a description printed as one run across both columns", async () => {
    const bytes = await quirkyPdf({
      top: top(
        "Joined Example Bank",
        "01/01/2026 - 01/31/2026",
        "****7781",
        amount(opening),
        amount(closing),
      ),
      columns: [
        { key: "date", label: "Date", x: 40 },
        { key: "description", label: "Description", x: 80 },
        { key: "amount", label: "Amount (USD)", x: 470, align: "right" },
        { key: "balance", label: "Running Balance", x: 570, align: "right" },
      ],
      rows: signedRows(txns, "MM/DD", {}),
      quirks: { joined: ["date", "description"], grid: true },
    });
    await check(bytes, txns, opening, { currency: "USD" });
  });
});

describe("page boxes and rotation", () => {
  const opening = 120_000;
  const txns = withBalances(opening, everydayMonth(2025, 6));
  const closing = opening + total(txns);
  const quirks: Quirks[] = [
    { origin: [200, -150], cropInset: 25 },
    { rotate90: true },
    { rotate90: true, origin: [36, 36], cropInset: 12, jitter: 1.2 },
  ];
  for (const q of quirks) {
    it(`reads a statement on pages with ${JSON.stringify(q)}`, async () => {
      const bytes = await quirkyPdf({
        top: top(
          "Boxed Example Bank",
          "1 Jun 2025 to 30 Jun 2025",
          "12-34-56 87654321",
          amount(opening),
          amount(closing),
        ),
        columns: SPLIT_COLUMNS(["Date", "Particulars", "Paid out", "Paid in", "Balance"]),
        rows: splitRows(txns, "DD MMM YYYY", {}),
        quirks: q,
      });
      await check(bytes, txns, opening);
    });
  }
});

describe("headers", () => {
  const opening = 98_765;
  const txns = withBalances(opening, everydayMonth(2026, 7));
  const closing = opening + total(txns);

  it("reads labels stacked over two lines (Transaction / Date, Money / Out, Money / In)", async () => {
    const bytes = await quirkyPdf({
      top: top(
        "Stacked Example Bank",
        "Jul 1, 2026 to Jul 31, 2026",
        "****0042",
        amount(opening),
        amount(closing),
      ),
      columns: [
        { key: "date", label: ["Transaction", "Date"], x: 40 },
        { key: "description", label: "Details", x: 120 },
        { key: "out", label: ["Money", "Out"], x: 400, align: "right" },
        { key: "in", label: ["Money", "In"], x: 480, align: "right" },
        { key: "balance", label: "Balance", x: 570, align: "right" },
      ],
      rows: splitRows(txns, "MMM D, YYYY", {}),
    });
    await check(bytes, txns, opening);
  });

  it("reads a description column printed before the date, with a Chq No. column", async () => {
    const withRefs = txns.map((t, i) => (i % 4 === 1 ? { ...t, reference: String(100_200 + i) } : t));
    const bytes = await quirkyPdf({
      top: top(
        "Leftward Example Bank",
        "2026-07-01 to 2026-07-31",
        "****0042",
        amount(opening),
        amount(closing),
      ),
      columns: [
        { key: "description", label: "Particulars", x: 40 },
        { key: "date", label: "Date", x: 250 },
        { key: "ref", label: "Chq No.", x: 310 },
        { key: "out", label: "Withdrawal", x: 420, align: "right" },
        { key: "in", label: "Deposit", x: 490, align: "right" },
        { key: "balance", label: "Balance", x: 570, align: "right" },
      ],
      rows: splitRows(withRefs, "YYYY-MM-DD", {}),
    });
    const st = await extractStatement(bytes);
    expectTransactions(st, withRefs);
    expect(st.transactions.map((t) => t.reference)).toEqual(withRefs.map((t) => t.reference ?? null));
    expect(st.reconciled).toBe(true);
  });
});

describe("money and date conventions", () => {
  it("reads apostrophe thousands, D/M/YY dates and negative balances with a minus", async () => {
    const opening = 150_000;
    const txns = withBalances(opening, everydayMonth(2026, 3));
    const closing = opening + total(txns);
    const chf: AmountFormat = { group: "'" };
    const bytes = await quirkyPdf({
      top: top(
        "Alpine Example Bank AG",
        "1/3/26 - 31/3/26",
        "CH93 0076 2011 6238 5295 7",
        amount(opening, chf),
        amount(closing, chf),
      ),
      columns: [
        { key: "date", label: "Date", x: 40 },
        { key: "description", label: "Text", x: 100 },
        { key: "amount", label: "Amount (CHF)", x: 470, align: "right" },
        { key: "balance", label: "Balance", x: 570, align: "right" },
      ],
      rows: signedRows(txns, "D/M/YY", { ...chf, negative: "trailing" }, chf),
    });
    await check(bytes, txns, opening, { currency: "CHF" });
  });

  it("reads space thousands with decimal commas and trailing CR/DR, and OD balances", async () => {
    const opening = 50_000;
    const txns = withBalances(opening, everydayMonth(2026, 4));
    const closing = opening + total(txns);
    const eu: AmountFormat = { group: " ", decimal: "," };
    const bytes = await quirkyPdf({
      top: top(
        "Kanal Example Bank",
        "01.04.2026 - 30.04.2026",
        "****5521",
        amount(opening, eu),
        amount(closing, eu),
      ),
      columns: [
        { key: "date", label: "Date", x: 40 },
        { key: "description", label: "Transaction details", x: 100 },
        { key: "amount", label: "Amount (EUR)", x: 470, align: "right" },
        { key: "balance", label: "Balance", x: 570, align: "right" },
      ],
      rows: signedRows(txns, "DD.MM.YYYY", { ...eu, negative: "crdr" }, { ...eu, negative: "od" }),
    });
    await check(bytes, txns, opening, { currency: "EUR" });
  });
});

describe("tables across pages", () => {
  it("goes on to later pages without a repeated header, past page footers and before totals", async () => {
    const opening = 777_700;
    const txns = withBalances(
      opening,
      [...everydayMonth(2026, 5), ...everydayMonth(2026, 5).slice(0, 6)].sort((a, b) =>
        a.date.localeCompare(b.date),
      ),
    );
    const closing = opening + total(txns);
    const debits = txns.filter((t) => t.amount < 0).reduce((s, t) => s - t.amount, 0);
    const credits = txns.filter((t) => t.amount > 0).reduce((s, t) => s + t.amount, 0);
    const bytes = await quirkyPdf({
      top: top("Pager Example Bank", "05/01/2026 - 05/31/2026", "****3003", amount(opening), amount(closing)),
      columns: SPLIT_COLUMNS(["Date", "Description", "Debits", "Credits", "Balance"]),
      rows: splitRows(txns, "MM/DD/YYYY", {}),
      after: [
        {
          pieces: [
            { x: 112, text: "Total debits" },
            { x: 400, text: amount(debits), align: "right" },
          ],
          dy: 18,
        },
        {
          pieces: [
            { x: 112, text: "Total credits" },
            { x: 480, text: amount(credits), align: "right" },
          ],
        },
      ],
      quirks: { repeatHeader: false, rowsPerPage: 7, footer: (p, n) => `Page ${p} of ${n}` },
    });
    await check(bytes, txns, opening);
  });
});

describe("money columns whose header does not sit over the numbers", () => {
  const opening = 402_030;
  const txns = withBalances(opening, everydayMonth(2026, 8));
  const closing = opening + total(txns);
  const cases: { name: string; quirks: Quirks }[] = [
    { name: "headers centred over right-aligned numbers", quirks: { headerAlign: "center" } },
    { name: "headers left-aligned over right-aligned numbers", quirks: { headerAlign: "left" } },
    { name: "a currency symbol printed apart at the left of each cell", quirks: { symbolApart: "$" } },
    {
      name: "left-aligned headers and symbols apart",
      quirks: { headerAlign: "left", symbolApart: "$", jitter: 1 },
    },
  ];
  for (const c of cases) {
    it(`reads ${c.name}`, async () => {
      const bytes = await quirkyPdf({
        top: top(
          "Aligned Example Bank",
          "08/01/2026 - 08/31/2026",
          "****6060",
          amount(opening),
          amount(closing),
        ),
        columns: SPLIT_COLUMNS(["Date", "Description", "Debit", "Credit", "Balance"]),
        rows: splitRows(txns, "MM/DD/YY", {}),
        quirks: c.quirks,
      });
      await check(bytes, txns, opening);
    });
  }
});

describe("header wordings", () => {
  const opening = 250_000;
  const txns = withBalances(opening, everydayMonth(2026, 10));
  const closing = opening + total(txns);
  const wordings: [string, string, string, string, string][] = [
    ["Txn Date", "Transaction Description", "Debit Amount", "Credit Amount", "Balance"],
    ["Post Date", "Description of Transaction", "Payments", "Receipts", "Balance (£)"],
    ["Date Posted", "Memo", "Withdrawals/Debits", "Deposits/Credits", "Ledger Balance"],
    ["Value Date", "Remarks", "Dr", "Cr", "Balance"],
    ["Date", "Particulars", "Out (£)", "In (£)", "Balance (£)"],
    ["Booking Date", "Transaction Text", "Debit (EUR)", "Credit (EUR)", "Account Balance"],
    ["Effective Date", "Transaction", "Amount Debited", "Amount Credited", "Available Balance"],
  ];
  for (const w of wordings) {
    it(`reads ${w.join(" | ")}`, async () => {
      const bytes = await quirkyPdf({
        top: top(
          "Wording Example Bank",
          "10/01/2026 - 10/31/2026",
          "****1200",
          amount(opening),
          amount(closing),
        ),
        columns: SPLIT_COLUMNS(w),
        rows: splitRows(txns, "DD/MM/YYYY", {}),
      });
      await check(bytes, txns, opening);
    });
  }
});

describe("date spellings", () => {
  const opening = 90_000;
  const txns = withBalances(opening, everydayMonth(2026, 11));
  const closing = opening + total(txns);
  for (const pattern of [
    "DDMMMYY",
    "DD MMM",
    "YYYY/MM/DD",
    "DD.MM.YY",
    "D-MMM",
    "MMM-DD",
    "D MMM YYYY",
    "MM-DD-YYYY",
  ]) {
    it(`reads ${pattern} dates`, async () => {
      const bytes = await quirkyPdf({
        top: top(
          "Calendar Example Bank",
          "1 November 2026 to 30 November 2026",
          "****1200",
          amount(opening),
          amount(closing),
        ),
        columns: SPLIT_COLUMNS(["Date", "Description", "Withdrawals", "Deposits", "Balance"]),
        rows: splitRows(txns, pattern, {}),
      });
      await check(bytes, txns, opening);
    });
  }
});

describe("rows taller than one line", () => {
  it("reads rows whose date and amounts are centred on a two- or three-line description", async () => {
    const opening = 310_000;
    const txns = withBalances(opening, everydayMonth(2026, 12));
    const closing = opening + total(txns);
    const bytes = await quirkyPdf({
      top: top(
        "Centred Example Bank",
        "12/01/2026 - 12/31/2026",
        "****8080",
        amount(opening),
        amount(closing),
      ),
      columns: SPLIT_COLUMNS(["Date", "Description", "Withdrawals", "Deposits", "Balance"]),
      rows: splitRows(txns, "MM/DD/YYYY", {}),
      quirks: { valign: "middle" },
    });
    await check(bytes, txns, opening);
  });
});

describe("quirks together", () => {
  it("reads a rotated, per-character, column-order, jittered statement over pages without repeated headers", async () => {
    const opening = 1_234_500;
    const month = everydayMonth(2026, 1);
    const txns = withBalances(
      opening,
      [...month, ...month.slice(2, 9)].sort((a, b) => a.date.localeCompare(b.date)),
    );
    const closing = opening + total(txns);
    const gbp: AmountFormat = { prefix: "£" };
    const bytes = await quirkyPdf({
      top: top(
        "Everything Example Bank plc",
        "1 January 2026 to 31 January 2026",
        "****4321",
        amount(opening, gbp),
        amount(closing, gbp),
      ),
      columns: SPLIT_COLUMNS(["Date", "Description", ["Money", "Out"], "Money In", "Balance"]),
      rows: splitRows(txns, "DD MMM", {}),
      quirks: {
        rotate90: true,
        origin: [10, 20],
        runs: "chars",
        order: "column",
        jitter: 1.5,
        repeatHeader: false,
        rowsPerPage: 8,
        headerAlign: "center",
        symbolApart: "£",
        footer: (p, n) => `Page ${p} of ${n}`,
      },
    });
    await check(bytes, txns, opening, { currency: "GBP" });
  });

  it("reads amounts with currency codes before or after the number", async () => {
    const opening = 64_000;
    const txns = withBalances(opening, everydayMonth(2026, 3));
    const closing = opening + total(txns);
    const eur: AmountFormat = { group: ".", decimal: ",", suffix: " EUR" };
    const bytes = await quirkyPdf({
      top: top(
        "Codes Example Bank",
        "01.03.2026 - 31.03.2026",
        "****7000",
        amount(opening, eur),
        amount(closing, eur),
      ),
      columns: [
        { key: "date", label: "Datum", x: 40 },
        { key: "description", label: "Buchungstext", x: 100 },
        { key: "amount", label: "Betrag", x: 470, align: "right" },
        { key: "balance", label: "Saldo", x: 570, align: "right" },
      ],
      rows: signedRows(txns, "DD.MM.", eur, { group: ".", decimal: ",", prefix: "EUR " }),
    });
    await check(bytes, txns, opening, { currency: "EUR" });
  });
});

describe("rows written as one run", () => {
  it("reads rows whose cells are padded apart with spaces inside one run of text", async () => {
    const opening = 220_000;
    const txns = withBalances(opening, everydayMonth(2026, 5));
    const closing = opening + total(txns);
    const bytes = await quirkyPdf({
      top: top(
        "Padded Example Bank",
        "05/01/2026 - 05/31/2026",
        "****5150",
        amount(opening),
        amount(closing),
      ),
      columns: SPLIT_COLUMNS(["Date", "Description", "Withdrawals", "Deposits", "Balance"]),
      rows: splitRows(txns, "MM/DD/YYYY", {}),
      quirks: { paddedRows: true },
    });
    await check(bytes, txns, opening);
  });
});
