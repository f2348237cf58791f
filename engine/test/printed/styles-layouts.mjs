// Layouts of the challenges real statements pose (../shared/corpus-real/CHALLENGES.md) that the
// other printed statements and the quirks tests do not: times in the date column, fee and
// original-currency columns, accounts mixed in one table or in tables of their own, ledger and
// available balances, day and month in columns of their own, a payment-method column, the date
// inside the details, and a page of an unusual size.
import {
  BORDERLESS,
  described,
  ENGLISH,
  esc,
  fmtCH,
  fmtDate,
  fmtEU,
  fmtSpace,
  fmtUS,
  line,
  rebalance,
  rng,
  rowsOf,
  table,
  truthOf,
} from "./common.mjs";

const signedUS = (c) => `${c < 0 ? "-" : ""}${fmtUS(c)}`;
const debit = (fmt) => (t) => (t.amount < 0 ? fmt(t.amount) : "");
const credit = (fmt) => (t) => (t.amount > 0 ? fmt(t.amount) : "");
const time = (r) =>
  `${String(Math.floor(r() * 24)).padStart(2, "0")}:${String(Math.floor(r() * 60)).padStart(2, "0")}`;

/** One account's figures as the truth's `accounts` lists them. */
const accountOf = (accountNumber, name, currency, opening, rows) => ({
  accountNumber,
  name,
  currency,
  openingBalanceCents: opening,
  closingBalanceCents: rows.length ? rows[rows.length - 1].balance : opening,
  reconciled: true,
  transactionCount: rows.length,
});

/** Rows of two accounts in one date order (the first account's first on a tie). */
const byDate = (a, b) => a.date.localeCompare(b.date);
const merged = (a, b) => [...a, ...b].sort(byDate);

export const LAYOUT_STYLES = {
  // The time in the date cell ("03/10/2025 14:32"), Debit | Credit | Balance, AUD.
  auDateTime(seed) {
    const opening = 655010;
    const { rows, closing } = rowsOf(seed, { year: 2025, month: 10, n: 34, opening });
    const r = rng(seed + 3);
    const stamped = rows.map((t) => ({ ...t, at: `${fmtDate(t.date, "DD/MM/YYYY")} ${time(r)}` }));
    const cols = [
      { key: "date", head: "Date", cell: (t) => t.at },
      { key: "desc", head: "Transaction Details", cell: described },
      { key: "out", head: "Debit", n: true, cell: debit(fmtUS) },
      { key: "in", head: "Credit", n: true, cell: credit(fmtUS) },
      { key: "bal", head: "Balance", n: true, cell: (t) => fmtUS(t.balance) },
    ];
    const html = `<h1>Wattle Mutual Bank</h1><div>BSB 633-000 &nbsp; Account No. 1478 5520 &nbsp; Currency: AUD</div>
      <div class="muted">Statement period 01/10/2025 - 31/10/2025</div>
      ${table(cols, stamped, { before: line(cols, { date: "01/10/2025 00:00", desc: "Opening Balance", bal: fmtUS(opening) }) })}`;
    return {
      html,
      truth: truthOf({
        bankName: "Wattle Mutual Bank",
        accountNumber: "****5520",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: "AUD",
        opening,
        closing,
        rows,
      }),
    };
  },

  // One Date/Time column holding the date with the time on the line under it, one signed
  // amount column, no ruling.
  nzDateTimeStacked(seed) {
    const opening = 120450;
    const { rows, closing } = rowsOf(seed, { year: 2025, month: 9, n: 30, opening });
    const r = rng(seed + 3);
    const stamped = rows.map((t) => ({ ...t, at: `${fmtDate(t.date, "DD MMM YYYY")}<br>${time(r)}` }));
    const cols = [
      { head: "Date / Time", cell: (t) => t.at },
      { head: "Details", cell: described },
      { head: "Amount", n: true, cell: (t) => `${t.amount < 0 ? "-" : "+"}${fmtUS(t.amount)}` },
      { head: "Balance", n: true, cell: (t) => signedUS(t.balance) },
    ];
    const html = `<h1>Kauri Bank</h1><div>Everyday account 12-3456-0987654-01 &nbsp; All amounts in NZD</div>
      <div class="muted">1 September 2025 to 30 September 2025</div>
      <div class="box">Opening balance ${signedUS(opening)}<br>Closing balance ${signedUS(closing)}</div>${table(cols, stamped)}`;
    return {
      html,
      css: `body{font-family:"Liberation Sans";font-size:9.5px}${BORDERLESS}`,
      truth: truthOf({
        bankName: "Kauri Bank",
        accountNumber: "****5401",
        periodStart: "2025-09-01",
        periodEnd: "2025-09-30",
        currency: "NZD",
        opening,
        closing,
        rows,
      }),
    };
  },

  // Credit | Debit | Fee | Balance: ATM withdrawals and transfers carry a fee in a column of its
  // own ("0,00" on the other rows), taken in the same booking, so the row's amount is the net
  // change of the balance (credit - debit - fee).
  kzFeeColumn(seed) {
    const opening = 2450000;
    const { rows: base } = rowsOf(seed, { year: 2025, month: 10, n: 32, opening });
    const feeOf = (t) =>
      t.description.startsWith("ATM") ? 250 : t.type === "TRANSFER" && t.amount < 0 ? 100 : 0;
    const charged = base.map((t) => ({ ...t, gross: t.amount, fee: feeOf(t), amount: t.amount - feeOf(t) }));
    const { rows, closing } = rebalance(charged, opening);
    const cols = [
      { key: "date", head: "Date", cell: (t) => fmtDate(t.date, "DD.MM.YYYY") },
      { key: "desc", head: "Description", cell: described },
      { key: "in", head: "Credit", n: true, cell: (t) => (t.gross > 0 ? fmtEU(t.gross) : "") },
      { key: "out", head: "Debit", n: true, cell: (t) => (t.gross < 0 ? fmtEU(t.gross) : "") },
      { key: "fee", head: "Fee", n: true, cell: (t) => fmtEU(t.fee) },
      { key: "bal", head: "Balance", n: true, cell: (t) => fmtEU(t.balance) },
    ];
    const html = `<h1>Steppe Commercial Bank JSC</h1><div>Current account KZ86 125K ZT50 0410 0100 &nbsp; Currency: KZT</div>
      <div class="muted">Statement for 01.10.2025 - 31.10.2025</div>
      ${table(cols, rows, {
        before: line(cols, { desc: "Opening balance", bal: fmtEU(opening) }),
        after: line(cols, { desc: "Closing balance", bal: fmtEU(closing) }),
      })}`;
    return {
      html,
      css: "th{background:#fff3cd}",
      truth: truthOf({
        bankName: "Steppe Commercial Bank JSC",
        accountNumber: "****0100",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: "KZT",
        notes:
          "A row's fee is part of its amount (the balance moves by credit - debit - fee in one booking).",
        opening,
        closing,
        rows,
      }),
    };
  },

  // Card payments abroad with the original amount in its own currency and number format
  // (EUR 45,50 / USD 45.50 / CHF 1'250.00 / SEK 1 234,50) and the rate beside the GBP amount.
  ukForeignAmounts(seed) {
    const opening = 402211;
    const { rows: base } = rowsOf(seed, { year: 2025, month: 10, n: 34, opening });
    const r = rng(seed + 5);
    const abroad = [
      ["EUR", 0.8673, fmtEU],
      ["USD", 0.7461, fmtUS],
      ["CHF", 0.9312, fmtCH],
      ["SEK", 0.0712, fmtSpace],
    ];
    const converted = base.map((t) => {
      if (!t.description.startsWith("CARD") && !t.description.startsWith("POS")) return t;
      if (r() < 0.4) return t;
      const [cur, rate, fmt] = abroad[Math.floor(r() * abroad.length)];
      const original = Math.round(-t.amount / rate);
      return {
        ...t,
        amount: -Math.round(original * rate),
        original: `${cur} ${fmt(original)}`,
        rate: String(rate),
      };
    });
    const { rows, closing } = rebalance(converted, opening);
    const cols = [
      { head: "Date", cell: (t) => fmtDate(t.date, "DD/MM/YYYY") },
      { head: "Description", cell: described },
      { head: "Original amount", n: true, cell: (t) => t.original ?? "" },
      { head: "Rate", n: true, cell: (t) => t.rate ?? "" },
      { head: "Amount (GBP)", n: true, cell: (t) => signedUS(t.amount) },
      { head: "Balance (GBP)", n: true, cell: (t) => signedUS(t.balance) },
    ];
    const html = `<h1>Thames Harbour Bank plc</h1><div>Sort code 40-11-62 &nbsp; Account number 31926604</div>
      <div class="muted">Statement 1 October 2025 to 31 October 2025</div>
      <div class="box">Opening balance £${fmtUS(opening)}<br>Closing balance £${fmtUS(closing)}</div>${table(cols, rows)}`;
    return {
      html,
      truth: truthOf({
        bankName: "Thames Harbour Bank plc",
        accountNumber: "****6604",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: "GBP",
        opening,
        closing,
        rows,
      }),
    };
  },

  // Two accounts in different currencies mixed in one table: an Account column and a Ccy
  // column, each account's balance running on its own; no combined total.
  hkAccountColumn(seed) {
    const accounts = [
      {
        number: "012-345678-001",
        masked: "****8001",
        name: "HKD Savings",
        currency: "HKD",
        opening: 4258000,
      },
      {
        number: "012-345678-201",
        masked: "****8201",
        name: "USD Savings",
        currency: "USD",
        opening: 1203417,
      },
    ];
    const [hkd, usd] = accounts.map((a, i) => ({
      ...a,
      rows: rowsOf(seed + i * 7, { year: 2025, month: 10, n: 18, opening: a.opening }).rows.map((t) => ({
        ...t,
        account: a.masked,
        number: a.number,
        currency: a.currency,
      })),
    }));
    const rows = merged(hkd.rows, usd.rows);
    const cols = [
      { head: "Date", cell: (t) => fmtDate(t.date, "DD/MM/YYYY") },
      { head: "Account", cell: (t) => t.number },
      { head: "Description", cell: described },
      { head: "Ccy", align: "center", cell: (t) => t.currency },
      { head: "Withdrawals", n: true, cell: debit(fmtUS) },
      { head: "Deposits", n: true, cell: credit(fmtUS) },
      { head: "Balance", n: true, cell: (t) => signedUS(t.balance) },
    ];
    const summary = [hkd, usd]
      .map(
        (a) =>
          `<tr><td>${a.name}</td><td>${a.number}</td><td>${a.currency}</td><td class="n">${signedUS(a.opening)}</td><td class="n">${signedUS(a.rows.at(-1).balance)}</td></tr>`,
      )
      .join("");
    const html = `<h1>Victoria Harbour Bank Limited</h1><div class="muted">Integrated account statement 01/10/2025 - 31/10/2025</div>
      <table style="width:70%"><thead><tr><th>Account</th><th>Number</th><th>Ccy</th><th class="n">Opening balance</th><th class="n">Closing balance</th></tr></thead><tbody>${summary}</tbody></table>
      <h3 style="font-size:11px;margin-top:14px">Transaction details</h3>${table(cols, rows)}`;
    return {
      html,
      truth: truthOf({
        bankName: "Victoria Harbour Bank Limited",
        accountNumber: "****8001",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: "HKD",
        accounts: [hkd, usd].map((a) => accountOf(a.masked, a.name, a.currency, a.opening, a.rows)),
        notes:
          "Two accounts: the top-level figures are the first account's number and currency; no combined total is printed, so the top-level balances are null.",
        opening: null,
        closing: null,
        rows,
      }),
    };
  },

  // A current and a savings account, each in a table of its own under its title, the current
  // one over two pages with "(continued)" and balance brought / carried forward lines.
  sgTwoAccounts(seed) {
    const current = { number: "123-45678-9", masked: "****6789", name: "Current Account", opening: 1834522 };
    const savings = { number: "123-98765-4", masked: "****7654", name: "Savings Account", opening: 5000000 };
    current.rows = rowsOf(seed, { year: 2025, month: 10, n: 30, opening: current.opening }).rows;
    savings.rows = rowsOf(seed + 11, { year: 2025, month: 10, n: 8, opening: savings.opening }).rows;
    for (const a of [current, savings]) for (const t of a.rows) t.account = a.masked;
    const cols = [
      { key: "date", head: "Date", cell: (t) => fmtDate(t.date, "DD MMM") },
      { key: "desc", head: "Description", cell: described },
      { key: "out", head: "Withdrawal", n: true, cell: debit(fmtUS) },
      { key: "in", head: "Deposit", n: true, cell: credit(fmtUS) },
      { key: "bal", head: "Balance", n: true, cell: (t) => signedUS(t.balance) },
    ];
    const pages = (a, size) => {
      const chunks = [];
      for (let i = 0; i < a.rows.length; i += size) chunks.push(a.rows.slice(i, i + size));
      return chunks.map((chunk, p) => {
        const from = p === 0 ? a.opening : chunks[p - 1].at(-1).balance;
        const last = p === chunks.length - 1;
        return `<h3>${a.name} ${a.number}${p ? " (continued)" : ""}</h3>${table(cols, chunk, {
          before: line(cols, {
            desc: p ? "Balance Brought Forward" : "Opening Balance",
            bal: signedUS(from),
          }),
          after: line(cols, {
            desc: last ? "Closing Balance" : "Balance Carried Forward",
            bal: signedUS(chunk.at(-1).balance),
          }),
        })}${last ? "" : '<div style="page-break-after:always"></div>'}`;
      });
    };
    const html = `<h1>Merlion Commercial Bank</h1><div class="muted">Consolidated statement for 01 Oct 2025 to 31 Oct 2025 &nbsp; Currency: SGD</div>
      ${pages(current, 18).join("")}${pages(savings, 18).join("")}`;
    return {
      html,
      css: "h3{font-size:11px;margin:14px 0 0}",
      truth: truthOf({
        bankName: "Merlion Commercial Bank",
        accountNumber: "****6789",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: "SGD",
        accounts: [current, savings].map((a) => accountOf(a.masked, a.name, "SGD", a.opening, a.rows)),
        notes:
          "Two accounts: the top-level figures are the first account's number and currency; no combined total is printed, so the top-level balances are null.",
        opening: null,
        closing: null,
        rows: [...current.rows, ...savings.rows],
      }),
    };
  },

  // Ledger Balance and Available Balance side by side: cheque deposits are held for three rows,
  // so the available balance lags the ledger; the row's balance is the ledger one.
  usDualBalance(seed) {
    const opening = 310540;
    const { rows, closing } = rowsOf(seed, { year: 2025, month: 10, n: 34, opening });
    const holds = [];
    const withAvailable = rows.map((t, i) => {
      if (t.description.includes("CHECK DEP")) holds.push({ until: i + 3, cents: Math.min(t.amount, 22500) });
      const held = holds.filter((h) => h.until > i).reduce((s, h) => s + h.cents, 0);
      return { ...t, available: t.balance - held };
    });
    const cols = [
      { head: "Date", cell: (t) => fmtDate(t.date, "MM/DD") },
      { head: "Description", cell: described },
      { head: "Withdrawals", n: true, cell: debit(fmtUS) },
      { head: "Deposits", n: true, cell: credit(fmtUS) },
      { head: "Ledger Balance", n: true, cell: (t) => signedUS(t.balance) },
      { head: "Available Balance", n: true, cell: (t) => signedUS(t.available) },
    ];
    const html = `<h1>Crescent Bay Bank</h1><div>Account number 0004 5521 7730</div>
      <div class="muted">Statement period October 1, 2025 through October 31, 2025</div>
      <div class="box">Beginning ledger balance $${signedUS(opening)}<br>Ending ledger balance $${signedUS(closing)}<br>
      Ending available balance $${signedUS(withAvailable.at(-1).available)}</div>${table(cols, withAvailable)}`;
    return {
      html,
      truth: truthOf({
        bankName: "Crescent Bay Bank",
        accountNumber: "****7730",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: undefined,
        notes: "The balance is the ledger balance (it runs with every row); the available balance is not.",
        opening,
        closing,
        rows,
      }),
    };
  },

  // The date in two centred columns, Day and Month ("03" | "10"), the year from the period.
  caDayMonth(seed) {
    const opening = 98077;
    const { rows, closing } = rowsOf(seed, { year: 2025, month: 10, n: 30, opening });
    const cols = [
      { key: "day", head: "Day", align: "center", cell: (t) => fmtDate(t.date, "DD") },
      { key: "month", head: "Month", align: "center", cell: (t) => fmtDate(t.date, "MM") },
      { key: "desc", head: "Description", cell: described },
      { key: "out", head: "Withdrawals", n: true, cell: debit(fmtUS) },
      { key: "in", head: "Deposits", n: true, cell: credit(fmtUS) },
      { key: "bal", head: "Balance", n: true, cell: (t) => signedUS(t.balance) },
    ];
    const html = `<h1>Maple Ridge Credit Union</h1><div>Chequing account 0412 887 &nbsp; Currency: CAD</div>
      <div class="muted">Statement period October 1, 2025 to October 31, 2025</div>
      ${table(cols, rows, {
        before: line(cols, { day: "01", month: "10", desc: "Opening balance", bal: signedUS(opening) }),
        after: line(cols, { day: "31", month: "10", desc: "Closing balance", bal: signedUS(closing) }),
      })}`;
    return {
      html,
      css: `body{font-family:"Liberation Serif";font-size:10px} th{background:#f1e7dc}`,
      truth: truthOf({
        bankName: "Maple Ridge Credit Union",
        accountNumber: "****2887",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: "CAD",
        opening,
        closing,
        rows,
      }),
    };
  },

  // Date | Payment method | Counterparty | Description | Amount | Balance, ISO dates, "-12,50 €".
  // As in bsb-003, the counterparty is the description and the description column the details;
  // the type follows the payment method.
  euPaymentMethod(seed) {
    const opening = 734090;
    const WORDS = {
      out: [
        ["REWE Markt GmbH", "Card payment", "Card 4421 Berlin", "WITHDRAWAL"],
        ["Vattenfall Europe", "Direct debit", "Mandate VF-2231 electricity", "PAYMENT"],
        ["Hausverwaltung Kern", "SEPA transfer", "Rent October", "TRANSFER"],
        ["Cash withdrawal", "ATM", "ATM Alexanderplatz", "WITHDRAWAL"],
        ["Deutsche Bahn", "Card payment", "Card 4421 online", "WITHDRAWAL"],
        ["Northwind Money", "Fee", "Account fee", "FEE"],
      ],
      in: [
        ["Muster GmbH", "SEPA credit", "Salary October", "DEPOSIT"],
        ["Lena Vogel", "Instant transfer", "Dinner share", "TRANSFER"],
        ["Northwind Savings", "Interest", "Interest credit", "INTEREST"],
      ],
    };
    const byName = new Map([...WORDS.out, ...WORDS.in].map(([who, via, text]) => [who, { via, text }]));
    const words = {
      ...ENGLISH,
      out: WORDS.out.map(([w, , , type]) => [w, "", type]),
      in: WORDS.in.map(([w, , , type]) => [w, "", type]),
    };
    const made = rowsOf(seed, { year: 2025, month: 10, n: 32, opening, words });
    const rows = made.rows.map((t) => ({
      ...t,
      via: byName.get(t.description).via,
      details: byName.get(t.description).text,
    }));
    const euro = (c) => `${c < 0 ? "-" : ""}${fmtEU(c)} €`;
    const cols = [
      { head: "Date", cell: (t) => t.date },
      { head: "Payment method", cell: (t) => t.via },
      { head: "Counterparty", cell: (t) => esc(t.description) },
      { head: "Description", cell: (t) => esc(t.details) },
      { head: "Amount", n: true, cell: (t) => euro(t.amount) },
      { head: "Balance", n: true, cell: (t) => euro(t.balance) },
    ];
    const html = `<h1>Northwind Money</h1><div>IBAN DE44 1001 1001 2623 9988 41</div>
      <div class="muted">Account statement 2025-10-01 – 2025-10-31</div>
      <div class="box">Opening balance ${euro(opening)}<br>Closing balance ${euro(made.closing)}</div>${table(cols, rows)}`;
    return {
      html,
      css: `body{font-family:"DejaVu Sans";font-size:8.5px} th{background:#ede7f6}`,
      truth: truthOf({
        bankName: "Northwind Money",
        accountNumber: "****8841",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: "EUR",
        notes:
          "Description = the counterparty, details = the description column (as bsb-003); the type follows the payment method.",
        opening,
        closing: made.closing,
        rows,
      }),
    };
  },

  // No date column: each row's details begin with its date ("03 Oct 25 PAYROLL ...").
  ieDateInDetails(seed) {
    const opening = 215530;
    const { rows, closing } = rowsOf(seed, { year: 2025, month: 10, n: 30, opening });
    const cols = [
      { key: "desc", head: "Details", cell: (t) => `${fmtDate(t.date, "DD MMM YY")} ${described(t)}` },
      { key: "out", head: "Debit", n: true, cell: debit(fmtUS) },
      { key: "in", head: "Credit", n: true, cell: credit(fmtUS) },
      { key: "bal", head: "Balance", n: true, cell: (t) => signedUS(t.balance) },
    ];
    const html = `<h1>Harbourlight Bank</h1><div>Current account IBAN IE29 HBLT 9311 5212 3456 78 &nbsp; Currency: EUR</div>
      <div class="muted">Statement 1 October 2025 to 31 October 2025</div>
      ${table(cols, rows, { before: line(cols, { desc: "01 Oct 25 BALANCE FORWARD", bal: signedUS(opening) }) })}`;
    return {
      html,
      truth: truthOf({
        bankName: "Harbourlight Bank",
        accountNumber: "****5678",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: "EUR",
        opening,
        closing,
        rows,
      }),
    };
  },

  // Passbook-sized pages (140 x 216 mm) in a monospaced font, DD-MM-YY dates, no ruling.
  passbookSmallPage(seed) {
    const opening = 1875000;
    const { rows, closing } = rowsOf(seed, { year: 2025, month: 10, n: 40, opening });
    const cols = [
      { key: "date", head: "Date", cell: (t) => fmtDate(t.date, "DD-MM-YY") },
      { key: "desc", head: "Particulars", cell: described },
      { key: "out", head: "Withdrawal", n: true, cell: debit(fmtUS) },
      { key: "in", head: "Deposit", n: true, cell: credit(fmtUS) },
      { key: "bal", head: "Balance", n: true, cell: (t) => fmtUS(t.balance) },
    ];
    const html = `<h1>Malabar Co-operative Bank</h1><div>A/c No. 0231 0456 7812 &nbsp; Currency: INR</div>
      <div class="muted">Period 01-10-2025 to 31-10-2025</div>
      ${table(cols, rows, { before: line(cols, { date: "01-10-25", desc: "B/F", bal: fmtUS(opening) }) })}`;
    return {
      html,
      css: `body{font-family:"DejaVu Sans Mono";font-size:8.5px;margin:6px} h1{font-size:12px} .det{font-size:7px}${BORDERLESS}`,
      truth: truthOf({
        bankName: "Malabar Co-operative Bank",
        accountNumber: "****7812",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: "INR",
        opening,
        closing,
        rows,
      }),
    };
  },
};

export const LAYOUT_STATEMENTS = [
  { style: "auDateTime", paper: "A4" },
  { style: "nzDateTimeStacked", paper: "A4" },
  { style: "kzFeeColumn", paper: "A4", landscape: true },
  { style: "ukForeignAmounts", paper: "A4" },
  { style: "hkAccountColumn", paper: "A4" },
  { style: "sgTwoAccounts", paper: "A4" },
  { style: "usDualBalance", paper: "Letter" },
  { style: "caDayMonth", paper: "Letter" },
  { style: "euPaymentMethod", paper: "A4" },
  { style: "ieDateInDetails", paper: "A4" },
  {
    style: "passbookSmallPage",
    paper: { width: "140mm", height: "216mm" },
    margin: { top: "8mm", bottom: "10mm", left: "6mm", right: "6mm" },
  },
];
