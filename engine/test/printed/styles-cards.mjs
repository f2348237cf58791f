// Credit-card statements. Their truth is written from the cardholder's side
// (docs/architecture.md#statements-with-several-accounts, card statements): purchases, fees and interest negative, payments and refunds positive; the
// opening balance is minus the previous balance owed and the closing one minus the new balance.
import {
  addDays,
  BORDERLESS,
  described,
  fmtDate,
  fmtUS,
  line,
  pick,
  rng,
  table,
  trs,
  truthOf,
} from "./common.mjs";

const US_MERCHANTS = [
  "WHOLE FOODS MKT #10231 AUSTIN TX",
  "SHELL OIL 57442 AUSTIN TX",
  "AMAZON MKTPLACE PMTS AMZN.COM/BILL WA",
  "UBER *TRIP HELP.UBER.COM CA",
  "NETFLIX.COM LOS GATOS CA",
  "STARBUCKS STORE 08812 AUSTIN TX",
  "HEB #0412 AUSTIN TX",
  "CHEVRON 0091233 ROUND ROCK TX",
  "TARGET 00012345 AUSTIN TX",
];
/** Merchants abroad: the original amount and the rate go on the line under them. */
const US_ABROAD = [
  ["HOTEL MONTMARTRE PARIS FR", "EUR", 1.0912],
  ["LONDON UNDERGROUND LONDON GB", "GBP", 1.2741],
];
const SG_MERCHANTS = [
  "GRAB *TRANSPORT SINGAPORE SG",
  "NTUC FAIRPRICE SINGAPORE SG",
  "COLD STORAGE SINGAPORE SG",
  "SHOPEE SINGAPORE SG",
  "STARBUCKS SINGAPORE SG",
  "KOPITIAM SINGAPORE SG",
];
const UK_MERCHANTS = [
  "TESCO STORES 2231",
  "SAINSBURYS S/MKT",
  "PRET A MANGER",
  "AMAZON.CO.UK",
  "TRAINLINE",
  "DELIVEROO",
  "ODEON CINEMAS",
  "BOOTS 1123",
];

/**
 * A card's month between `start` and `end` (ISO): purchases (some abroad, each with a 3%
 * foreign transaction fee), two payments, a refund, interest on the last day. Every row has a
 * transaction date and a posting date a day or two later. Returns the rows by kind.
 */
export function cardMonth(seed, { start, end, n, merchants, abroad = [], paymentText, refundText }) {
  const r = rng(seed);
  const span = (Date.parse(end) - Date.parse(start)) / 864e5;
  const day = () => addDays(start, 1 + Math.floor(r() * (span - 3)));
  const posted = (iso) => addDays(iso, 1 + Math.floor(r() * 2));
  const row = (date, description, amount, type, details = "") => ({
    date,
    valueDate: posted(date),
    description,
    details,
    amount,
    balance: null,
    type,
  });
  const purchases = [];
  const fees = [];
  for (let i = 0; i < n; i++) {
    const date = day();
    if (abroad.length && r() < 0.15) {
      const [who, cur, rate] = pick(r, abroad);
      const original = Math.round(2000 + r() * 15000);
      const cents = Math.round(original * rate);
      const details = `${cur} ${fmtUS(original)} @ ${rate}`;
      purchases.push(row(date, who, -cents, "WITHDRAWAL", details));
      fees.push(row(date, "FOREIGN TRANSACTION FEE", -Math.round(cents * 0.03), "FEE"));
    } else purchases.push(row(date, pick(r, merchants), -Math.round(300 + r() * 14000), "WITHDRAWAL"));
  }
  const byDate = (a, b) => a.date.localeCompare(b.date);
  purchases.sort(byDate);
  fees.sort(byDate);
  const credits = [
    row(addDays(start, 4), paymentText, 50000, "PAYMENT"),
    row(addDays(start, 18), paymentText, 25000 + Math.round(r() * 20000), "PAYMENT"),
    row(day(), refundText, Math.round(1000 + r() * 5000), "DEPOSIT"),
  ].sort(byDate);
  const interest = [
    {
      ...row(end, "INTEREST CHARGE ON PURCHASES", -(800 + Math.round(r() * 2500)), "INTEREST"),
      valueDate: end,
    },
  ];
  return { purchases, fees, credits, interest };
}

const sum = (rows) => rows.reduce((s, t) => s + t.amount, 0);

/** The interest calculation table US card statements print after the transactions. */
const aprTable = (lines) =>
  `<table style="width:80%"><thead><tr><th>Balance Type</th><th class="n">Annual Percentage Rate (APR)</th><th class="n">Balance Subject to Interest Rate</th><th class="n">Interest Charge</th></tr></thead><tbody>${lines
    .map(
      ([type, apr, balance, charge]) =>
        `<tr><td>${type}</td><td class="n">${apr}</td><td class="n">${balance}</td><td class="n">${charge}</td></tr>`,
    )
    .join("")}</tbody></table>`;

export const CARD_STYLES = {
  // US card: Trans. Date | Post Date (MM/DD, no year, over December and January) | Description
  // | Amount, charges unsigned, credits marked CR; a section per kind (payments and credits,
  // purchases, fees, interest) each with its own table and total; an informational "0.00" cash
  // advance interest line that is not a transaction; the summary box and an interest
  // calculation table beside the rows.
  cardCrCredits(seed) {
    const start = "2025-12-14";
    const end = "2026-01-13";
    const { purchases, fees, credits, interest } = cardMonth(seed, {
      start,
      end,
      n: 24,
      merchants: US_MERCHANTS,
      abroad: US_ABROAD,
      paymentText: "PAYMENT THANK YOU",
      refundText: "AMAZON MKTPLACE REFUND",
    });
    const annual = { date: start, valueDate: start, description: "ANNUAL MEMBERSHIP FEE", details: "" };
    fees.unshift({ ...annual, amount: -9500, balance: null, type: "FEE" });
    const previous = 184217;
    const rows = [...credits, ...purchases, ...fees, ...interest];
    const opening = -previous;
    const closing = opening + sum(rows);
    const md = (iso) => fmtDate(iso, "MM/DD");
    const money = (c) => (c > 0 ? `${fmtUS(c)} CR` : fmtUS(c));
    const cols = [
      { key: "trans", head: "Trans. Date", cell: (t) => md(t.date) },
      { key: "post", head: "Post Date", cell: (t) => md(t.valueDate) },
      { key: "desc", head: "Description", cell: described },
      { key: "amount", head: "Amount", n: true, cell: (t) => money(t.amount) },
    ];
    const section = (title, list, totalLabel, extra = "") =>
      `<h3>${title}</h3>${table(cols, list, {
        after: `${extra}${line(cols, { desc: `<b>${totalLabel}</b>`, amount: `<b>$${money(sum(list))}</b>` })}`,
      })}`;
    const zero = line(cols, {
      trans: md(end),
      post: md(end),
      desc: "INTEREST CHARGE ON CASH ADVANCES",
      amount: "0.00",
    });
    const newBalance = -closing;
    const html = `<h1>Bluebonnet National Bank</h1><div>Visa Signature&reg; Card &nbsp; Account Number: XXXX XXXX XXXX 4417</div>
      <div class="muted">Billing Period: 12/14/25 - 01/13/26</div>
      <table style="width:55%"><tr><td>Previous Balance</td><td class="n">$${fmtUS(previous)}</td></tr>
      <tr><td>Payments and Credits</td><td class="n">$${money(sum(credits))}</td></tr>
      <tr><td>Purchases</td><td class="n">$${fmtUS(sum(purchases))}</td></tr>
      <tr><td>Fees</td><td class="n">$${fmtUS(sum(fees))}</td></tr>
      <tr><td>Interest</td><td class="n">$${fmtUS(sum(interest))}</td></tr>
      <tr><td><b>New Balance</b></td><td class="n"><b>$${fmtUS(newBalance)}</b></td></tr></table>
      <div class="box">Minimum Payment Due $${fmtUS(Math.max(3500, Math.round(newBalance * 0.02)))}<br>Payment Due Date 02/08/26<br>
      Credit Limit $8,000.00<br>Available Credit $${fmtUS(800000 - newBalance)}</div>
      <h2 style="font-size:13px">ACCOUNT ACTIVITY</h2>
      ${section("Payments and Credits", credits, "Total Payments and Credits")}
      ${section("Purchases", purchases, "Total Purchases")}
      ${section("Fees Charged", fees, "Total Fees Charged")}
      ${section("Interest Charged", interest, "Total Interest Charged", zero)}
      <h3>Interest Charge Calculation</h3>${aprTable([
        ["Purchases", "24.99% (v)", "$1,050.12", `$${fmtUS(sum(interest))}`],
        ["Cash Advances", "29.99% (v)", "$0.00", "$0.00"],
      ])}`;
    return {
      html,
      css: "h3{font-size:11px;margin:12px 0 0}",
      truth: truthOf({
        bankName: "Bluebonnet National Bank",
        accountNumber: "****4417",
        periodStart: start,
        periodEnd: end,
        currency: undefined,
        accountType: "credit_card",
        notes:
          "Dates: the transaction date is the row's date, the posting date its value date. The 0.00 cash advance interest line is informational (no money moved) and is not a transaction. Payments to the card are PAYMENT.",
        opening,
        closing,
        rows,
        valueDates: true,
      }),
    };
  },

  // UK card printed from the cardholder's side: charges with a minus, payments and refunds
  // unsigned, "05 Sep" dates without a year, the currency only in the header "Amount (£)".
  cardNegativeCharges(seed) {
    const start = "2025-09-05";
    const end = "2025-10-04";
    const { purchases, fees, credits, interest } = cardMonth(seed, {
      start,
      end,
      n: 26,
      merchants: UK_MERCHANTS,
      paymentText: "PAYMENT RECEIVED - THANK YOU",
      refundText: "REFUND AMAZON.CO.UK",
    });
    const late = {
      ...credits[0],
      date: addDays(start, 2),
      description: "LATE PAYMENT FEE",
      amount: -1200,
      type: "FEE",
    };
    const rows = [...purchases, ...credits, late, ...fees, ...interest].sort((a, b) =>
      a.date.localeCompare(b.date),
    );
    const previous = 120344;
    const opening = -previous;
    const closing = opening + sum(rows);
    const dm = (iso) => fmtDate(iso, "DD MMM");
    const signed = (c) => `${c < 0 ? "-" : ""}${fmtUS(c)}`;
    const cols = [
      { head: "Date", cell: (t) => dm(t.date) },
      { head: "Description", cell: described },
      { head: "Amount (£)", n: true, cell: (t) => signed(t.amount) },
    ];
    const html = `<h1>Kingfisher Card Services</h1><div>Kingfisher Rewards Mastercard &nbsp; Card number 5412 **** **** 2093</div>
      <div class="muted">Statement period 05 Sep 2025 to 04 Oct 2025</div>
      <div class="box">Previous balance £${fmtUS(previous)}<br>New balance £${fmtUS(-closing)}<br>Minimum payment £25.00<br>
      Payment due 29 October 2025<br>Credit limit £4,500.00</div>${table(cols, rows, { attrs: 'style="width:75%"' })}`;
    return {
      html,
      css: `body{font-family:"DejaVu Sans";font-size:9.5px}${BORDERLESS}`,
      truth: truthOf({
        bankName: "Kingfisher Card Services",
        accountNumber: "****2093",
        periodStart: start,
        periodEnd: end,
        currency: "GBP",
        accountType: "credit_card",
        notes: "Amounts as printed (already the cardholder's side). Payments to the card are PAYMENT.",
        opening,
        closing,
        rows,
      }),
    };
  },

  // Chase style: one Date of Transaction column (MM/DD), charges unsigned and payments and
  // credits with a minus, section headings inside one table with their totals, year-to-date
  // totals and an interest table after it (none of them rows).
  cardMinusCredits(seed) {
    const start = "2025-08-14";
    const end = "2025-09-13";
    const { purchases, fees, credits, interest } = cardMonth(seed, {
      start,
      end,
      n: 22,
      merchants: US_MERCHANTS,
      abroad: US_ABROAD,
      paymentText: "Payment Thank You-Mobile",
      refundText: "AMAZON MKTPLACE REFUND",
    });
    const previous = 96150;
    const rows = [...credits, ...purchases, ...fees, ...interest];
    const opening = -previous;
    const closing = opening + sum(rows);
    const money = (c) => `${c > 0 ? "-" : ""}${fmtUS(c)}`;
    const cols = [
      { key: "date", head: "Date of Transaction", cell: (t) => fmtDate(t.date, "MM/DD") },
      { key: "desc", head: "Merchant Name or Transaction Description", cell: described },
      { key: "amount", head: "$ Amount", n: true, cell: (t) => money(t.amount) },
    ];
    const group = (title, list, total) =>
      `${line(cols, { desc: `<b>${title}</b>` })}${trs(cols, list)}${total ? line(cols, { desc: `<b>${total}</b>`, amount: `<b>$${money(sum(list))}</b>` }) : ""}`;
    const body = [
      group("PAYMENTS AND OTHER CREDITS", credits),
      group("PURCHASE", purchases),
      group("FEES CHARGED", fees, "TOTAL FEES FOR THIS PERIOD"),
      group("INTEREST CHARGED", interest, "TOTAL INTEREST FOR THIS PERIOD"),
    ].join("");
    const newBalance = -closing;
    const summary = [
      ["Previous Balance", `$${fmtUS(previous)}`],
      ["Payment, Credits", `-$${fmtUS(sum(credits))}`],
      ["Purchases", `+$${fmtUS(sum(purchases))}`],
      ["Cash Advances", "$0.00"],
      ["Balance Transfers", "$0.00"],
      ["Fees Charged", `+$${fmtUS(sum(fees))}`],
      ["Interest Charged", `+$${fmtUS(sum(interest))}`],
      ["New Balance", `$${fmtUS(newBalance)}`],
      ["Opening/Closing Date", "08/14/25 - 09/13/25"],
      ["Credit Access Line", "$12,000"],
      ["Available Credit", `$${fmtUS(1200000 - newBalance)}`],
    ];
    const html = `<h1>Summit Ridge Bank</h1><div>Account Number: XXXX XXXX XXXX 8830</div>
      <h2 style="font-size:12px">ACCOUNT SUMMARY</h2><table style="width:50%">${summary.map(([k, v]) => `<tr><td>${k}</td><td class="n">${v}</td></tr>`).join("")}</table>
      <div class="box">PAYMENT INFORMATION<br>New Balance $${fmtUS(newBalance)}<br>Payment Due Date 10/10/25<br>Minimum Payment Due $${fmtUS(Math.max(4000, Math.round(newBalance * 0.01) + sum(interest) * -1))}</div>
      <h2 style="font-size:12px">ACCOUNT ACTIVITY</h2>${table(cols, [], { before: body })}
      <div style="margin-top:8px"><b>2025 Totals Year-to-Date</b><br>Total fees charged in 2025 $${fmtUS(sum(fees) * 3)}<br>Total interest charged in 2025 $${fmtUS(sum(interest) * 4)}</div>
      <h2 style="font-size:12px">INTEREST CHARGES</h2>${aprTable([
        ["PURCHASES", "21.49%(v)(d)", "$842.10", `$${fmtUS(sum(interest))}`],
        ["CASH ADVANCES", "29.49%(v)(d)", "- 0 -", "- 0 -"],
      ])}`;
    return {
      html,
      css: `body{font-family:"Liberation Sans";font-size:9.5px} th{background:#dfe7f3}`,
      truth: truthOf({
        bankName: "Summit Ridge Bank",
        accountNumber: "****8830",
        periodStart: start,
        periodEnd: end,
        currency: undefined,
        accountType: "credit_card",
        notes:
          "Credits printed with a minus are money to the cardholder (positive); charges printed unsigned are negative. Year-to-date totals are not rows. Payments to the card are PAYMENT.",
        opening,
        closing,
        rows,
      }),
    };
  },

  // Singapore style: DD MMM dates under a statement date only (no period), credits in
  // parentheses, an undated PREVIOUS BALANCE line first, the main and a supplementary card's
  // rows each with a SUB-TOTAL, then TOTAL (none of them rows).
  cardParenCredits(seed) {
    const start = "2025-09-14";
    const end = "2025-10-13";
    const main = cardMonth(seed, {
      start,
      end,
      n: 16,
      merchants: SG_MERCHANTS,
      paymentText: "PAYMENT BY INTERNET",
      refundText: "REFUND SHOPEE SINGAPORE SG",
    });
    const supplementary = cardMonth(seed + 1, { start, end, n: 8, merchants: SG_MERCHANTS }).purchases;
    const rebate = {
      ...main.credits[0],
      date: end,
      description: "CASH REBATE",
      amount: 1250,
      type: "DEPOSIT",
    };
    const first = [...main.credits, ...main.purchases, ...main.interest].sort((a, b) =>
      a.date.localeCompare(b.date),
    );
    const mainRows = [...first, rebate];
    const rows = [...mainRows, ...supplementary];
    const previous = 64318;
    const opening = -previous;
    const closing = opening + sum(rows);
    const money = (c) => (c > 0 ? `(${fmtUS(c)})` : fmtUS(c));
    const cols = [
      { key: "date", head: "DATE", cell: (t) => fmtDate(t.date, "DD MMM").toUpperCase() },
      { key: "desc", head: "DESCRIPTION", cell: described },
      { key: "amount", head: "AMOUNT (S$)", n: true, cell: (t) => money(t.amount) },
    ];
    const subtotal = (list) => line(cols, { desc: "SUB-TOTAL", amount: money(sum(list)) });
    const body = `${line(cols, { desc: "PREVIOUS BALANCE", amount: fmtUS(previous) })}
      ${line(cols, { desc: "<b>LION CITY PLATINUM CARD 4119-XXXX-XXXX-3391 TAN AH KOW</b>" })}${trs(cols, mainRows)}${subtotal(mainRows)}
      ${line(cols, { desc: "<b>SUPPLEMENTARY CARD 4119-XXXX-XXXX-7720 TAN MEI LING</b>" })}${trs(cols, supplementary)}${subtotal(supplementary)}
      ${line(cols, { desc: "<b>TOTAL</b>", amount: `<b>${fmtUS(-closing)}</b>` })}`;
    const html = `<h1>Lion City Bank</h1><div>Credit Card Statement &nbsp; Statement Date 13 Oct 2025</div>
      <div class="box">Credit Limit S$10,000.00<br>Minimum Payment S$50.00<br>Payment Due Date 07 Nov 2025<br>Total Amount Due S$${fmtUS(-closing)}</div>
      ${table(cols, [], { before: body, attrs: 'style="width:85%"' })}
      <p style="font-size:7.5px">Please settle the Total Amount Due by the Payment Due Date to avoid a late charge of S$100.00 and finance charges at 27.9% a year.</p>`;
    return {
      html,
      css: `body{font-family:"DejaVu Serif";font-size:9px}${BORDERLESS}`,
      truth: truthOf({
        bankName: "Lion City Bank",
        accountNumber: "****3391",
        periodStart: null,
        periodEnd: null,
        currency: "SGD",
        accountType: "credit_card",
        notes:
          "Credits in parentheses are money to the cardholder. The rows of both cards are one card account's, in printed order. PREVIOUS BALANCE, SUB-TOTAL and TOTAL are not rows.",
        opening,
        closing,
        rows,
      }),
    };
  },
};

export const CARD_STATEMENTS = [
  { style: "cardCrCredits", paper: "Letter" },
  { style: "cardNegativeCharges", paper: "A4" },
  { style: "cardMinusCredits", paper: "Letter" },
  { style: "cardParenCredits", paper: "A4" },
];
