// More layouts of kinds a public benchmark describes but has not published: a Mexican account
// with two balance columns, a French-Canadian card with a cashback rate column, a UK account with
// Payments / Receipts and a value date, a 500-row Indian statement paginated by hand with its
// brought / carried forward lines, a bilingual Malaysian card with trailing minus credits, and a
// Singapore card with Chinese headers only.
import {
  addDays,
  BORDERLESS,
  described,
  esc,
  fmtDate,
  fmtUS,
  line,
  pick,
  rng,
  rowsOf,
  table,
  truthOf,
} from "./common.mjs";
import { cardMonth } from "./styles-cards.mjs";

const MX = {
  out: [
    ["Compra con tarjeta", "Oxxo Insurgentes", "WITHDRAWAL"],
    ["Pago de servicio", "CFE Suministrador", "PAYMENT"],
    ["SPEI enviado", "a Rentas Polanco SA", "TRANSFER"],
    ["Retiro en cajero", "Sucursal Reforma", "WITHDRAWAL"],
    ["Comisión", "manejo de cuenta", "FEE"],
    ["Domiciliación", "Telmex", "PAYMENT"],
  ],
  in: [
    ["SPEI recibido", "de Comercializadora Azteca", "TRANSFER"],
    ["Depósito en efectivo", "Sucursal Reforma", "DEPOSIT"],
    ["Intereses", "a favor", "INTEREST"],
    ["Nómina", "Grupo Industrial Bajío", "DEPOSIT"],
  ],
  ref: "Ref.",
  places: ["CDMX", "En línea", "Tarjeta 4421", "SPEI"],
};

const UK = {
  out: [
    ["Card payment", "Tesco Stores 2231", "WITHDRAWAL"],
    ["Direct debit", "British Gas", "PAYMENT"],
    ["Standing order", "Rent Flat 4", "TRANSFER"],
    ["Cash withdrawal", "Barclays ATM Leeds", "WITHDRAWAL"],
    ["Bill payment", "Council Tax LCC", "PAYMENT"],
    ["Account fee", "Monthly charge", "FEE"],
  ],
  in: [
    ["Faster payment", "from J Smith", "TRANSFER"],
    ["Salary", "Northern Rail Ltd", "DEPOSIT"],
    ["Interest", "", "INTEREST"],
    ["Cash deposit", "Leeds branch", "DEPOSIT"],
  ],
  ref: "Ref",
  places: ["Leeds", "Online", "Card 4421", "FPS"],
};

/** Indian wording with the channel each row came through. */
const IN = {
  out: [
    ["UPI/Swiggy/Food order", "", "TRANSFER", "UPI"],
    ["NEFT/Sharma Properties/Rent", "", "TRANSFER", "NEFT"],
    ["ATM WDL/Andheri East", "", "WITHDRAWAL", "ATM"],
    ["POS/Big Bazaar/Mumbai", "", "WITHDRAWAL", "POS"],
    ["NACH/LIC Premium", "", "PAYMENT", "NACH"],
    ["Charges/SMS alerts", "", "FEE", "SYS"],
  ],
  in: [
    ["NEFT/Infotech Pvt Ltd/Salary", "", "TRANSFER", "NEFT"],
    ["IMPS/Rahul Verma", "", "TRANSFER", "IMPS"],
    ["Int.Pd/Savings interest", "", "INTEREST", "SYS"],
    ["CHQ DEP/Clearing", "", "DEPOSIT", "CHQ"],
  ],
  ref: "Ref",
  places: [""],
};

/** 1,23,45,678.90: Indian grouping (lakh and crore). */
const fmtIN = (c) => (Math.abs(c) / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 });

const sum = (rows) => rows.reduce((s, t) => s + t.amount, 0);
const byDate = (a, b) => a.date.localeCompare(b.date);

export const MORE_STYLES = {
  // Fecha (DD/MM, the year only in the period) | Concepto | Cargos | Abonos | Saldo Operación |
  // Saldo Liquidación: cheques deposited count in the operation balance at once and in the
  // settlement balance two rows later, so only the operation balance runs with the rows.
  mxSaldoLiquidacion(seed) {
    const opening = 1845320;
    const made = rowsOf(seed, { year: 2025, month: 9, n: 30, opening, words: MX });
    const r = rng(seed + 7);
    const held = new Set(made.rows.flatMap((t, i) => (t.amount > 0 && r() < 0.4 ? [i] : [])));
    let settled = opening;
    const settledAt = made.rows.map((t, i) => {
      settled += [...held].includes(i) ? 0 : t.amount;
      if (held.has(i - 2)) settled += made.rows[i - 2].amount;
      return settled;
    });
    const rows = made.rows;
    const dm = (iso) => fmtDate(iso, "DD/MM");
    const cols = [
      { head: "Fecha", cell: (t) => dm(t.date) },
      { head: "Concepto", cell: described },
      { head: "Cargos", n: true, cell: (t) => (t.amount < 0 ? fmtUS(t.amount) : "") },
      { head: "Abonos", n: true, cell: (t) => (t.amount > 0 ? fmtUS(t.amount) : "") },
      { head: "Saldo<br>Operación", n: true, cell: (t) => fmtUS(t.balance) },
      { head: "Saldo<br>Liquidación", n: true, cell: (_t, i) => fmtUS(settledAt[i]) },
    ];
    const html = `<h1>Banco Liberación del Norte</h1><div>Cuenta de cheques &nbsp; No. de cuenta 0123 4567 89 &nbsp; CLABE 012 180 00123456789 3</div>
      <div class="muted">Periodo: del 01/09/2025 al 30/09/2025 &nbsp; Moneda: MXN (pesos mexicanos)</div>
      <div class="box">Saldo anterior $${fmtUS(opening)}<br>Depósitos / Abonos $${fmtUS(sum(rows.filter((t) => t.amount > 0)))}<br>
      Retiros / Cargos $${fmtUS(-sum(rows.filter((t) => t.amount < 0)))}<br>Saldo final $${fmtUS(made.closing)}</div>
      ${table(cols, rows)}`;
    return {
      html,
      css: `body{font-size:9.5px} th{background:#dfe7f2;vertical-align:bottom}`,
      truth: truthOf({
        bankName: "Banco Liberación del Norte",
        accountNumber: "****6789",
        periodStart: "2025-09-01",
        periodEnd: "2025-09-30",
        currency: "MXN",
        notes:
          "The row's balance is the operation balance (it runs with the rows); the settlement one lags on held cheques.",
        opening,
        closing: made.closing,
        rows,
      }),
    };
  },

  // Date de transaction | Date d'inscription (DD/MM/YYYY) | Description | Remises % | Montant,
  // "$45.10" charges and "-$500.00" credits (the issuer's side), a table per section, bilingual
  // summary labels.
  caCardRemises(seed) {
    const start = "2025-10-08";
    const end = "2025-11-07";
    const { purchases, fees, credits, interest } = cardMonth(seed, {
      start,
      end,
      n: 20,
      merchants: [
        "METRO PLUS MONTREAL QC",
        "PHARMAPRIX 0123 LAVAL QC",
        "SAQ 23011 MONTREAL QC",
        "PETRO-CANADA 4471 QC",
        "IGA EXTRA 8821 QC",
        "STM CARTE OPUS MONTREAL",
      ],
      paymentText: "PAIEMENT - MERCI / PAYMENT - THANK YOU",
      refundText: "REMBOURSEMENT PHARMAPRIX",
    });
    const r = rng(seed + 3);
    const rate = new Map(purchases.map((t) => [t, pick(r, ["1 %", "2 %", "4 %"])]));
    const previous = 84512;
    const opening = -previous;
    const all = [...credits, ...purchases, ...fees, ...interest];
    const closing = opening + sum(all);
    const d = (iso) => fmtDate(iso, "DD/MM/YYYY");
    const money = (c) => (c < 0 ? `$${fmtUS(c)}` : `-$${fmtUS(c)}`);
    const cols = [
      { head: "Date de transaction", cell: (t) => d(t.date) },
      { head: "Date d'inscription", cell: (t) => d(t.valueDate) },
      { head: "Description", cell: described },
      { head: "Remises %", n: true, cell: (t) => rate.get(t) ?? "" },
      { head: "Montant", n: true, cell: (t) => money(t.amount) },
    ];
    const section = (title, rows) =>
      `<h3 style="font-size:11px;margin:12px 0 0">${title}</h3>${table(cols, rows)}
       <div style="text-align:right">Total ${money(sum(rows))}</div>`;
    const html = `<h1>Fiducie Continentale</h1><div>Carte Visa Remises &nbsp; Numéro de carte 4512 **** **** 7734</div>
      <div class="muted">Période du relevé / Statement period : 08/10/2025 au 07/11/2025</div>
      <div class="box">Solde précédent / Previous balance $${fmtUS(previous)}<br>Nouveau solde / New balance $${fmtUS(-closing)}<br>
      Paiement minimum $10.00 &nbsp; Date d'échéance 28/11/2025</div>
      ${section("Paiements et crédits / Payments and credits", credits)}
      ${section("Achats / Purchases", purchases)}
      ${section("Frais et intérêts / Fees and interest", [...fees, ...interest].sort(byDate))}`;
    return {
      html,
      css: `body{font-size:9.5px}${BORDERLESS}`,
      truth: truthOf({
        bankName: "Fiducie Continentale",
        accountNumber: "****7734",
        periodStart: start,
        periodEnd: end,
        currency: "CAD",
        accountType: "credit_card",
        notes:
          "Charges unsigned, credits with a minus (the issuer's side); the Remises % column is the cashback rate.",
        opening,
        closing,
        rows: [...credits, ...purchases, ...[...fees, ...interest].sort(byDate)],
        valueDates: true,
      }),
    };
  },

  // Date | Description | Reference | Value Date | Payments | Receipts | Balance, "£1,234.56" on
  // every amount, DD/MM/YYYY, no lines at all, a Balance brought forward first row.
  ukPaymentsReceipts(seed) {
    const opening = 1312045;
    const made = rowsOf(seed, { year: 2025, month: 11, n: 35, opening, words: UK });
    const r = rng(seed + 5);
    const rows = made.rows.map((t) => ({
      ...t,
      details: "",
      ref: `HB${t.ref}`,
      valueDate: addDays(t.date, r() < 0.25 ? 1 : 0),
    }));
    const d = (iso) => fmtDate(iso, "DD/MM/YYYY");
    const gbp = (c) => `£${fmtUS(c)}`;
    const cols = [
      { key: "date", head: "Date", cell: (t) => d(t.date) },
      { key: "desc", head: "Description", cell: (t) => esc(t.description) },
      { head: "Reference", cell: (t) => t.ref },
      { head: "Value Date", cell: (t) => d(t.valueDate) },
      { head: "Payments", n: true, cell: (t) => (t.amount < 0 ? gbp(t.amount) : "") },
      { head: "Receipts", n: true, cell: (t) => (t.amount > 0 ? gbp(t.amount) : "") },
      { key: "bal", head: "Balance", n: true, cell: (t) => gbp(t.balance) },
    ];
    const html = `<h1>Harbour Bank plc</h1><div>Business Current Account &nbsp; Sort code 20-45-77 &nbsp; Account number 41237789</div>
      <div class="muted">Statement period 01/11/2025 to 30/11/2025</div>
      ${table(cols, rows, {
        before: line(cols, { date: d("2025-11-01"), desc: "Balance brought forward", bal: gbp(opening) }),
        after: line(cols, { date: d("2025-11-30"), desc: "Balance carried forward", bal: gbp(made.closing) }),
      })}`;
    return {
      html,
      css: `body{font-family:"DejaVu Sans";font-size:9px}${BORDERLESS}`,
      truth: truthOf({
        bankName: "Harbour Bank plc",
        accountNumber: "****7789",
        periodStart: "2025-11-01",
        periodEnd: "2025-11-30",
        currency: "GBP",
        opening,
        closing: made.closing,
        rows,
        valueDates: true,
        references: true,
      }),
    };
  },

  // 500 rows over 25 pages laid out by hand: Date (on a day's first row only) | Mode |
  // Description | Deposits | Withdrawals | Balance, "₹1,23,456.78", each page opening with
  // Balance B/F and ending with Balance C/F.
  inModeLong(seed) {
    const opening = 12345678;
    // About five rows a day from 1 April to 30 June.
    const made = rowsOf(seed, { year: 2025, month: 4, n: 500, opening, words: IN });
    const mode = new Map([...IN.out, ...IN.in].map(([kind, , , via]) => [kind, via]));
    const rows = made.rows.map((t, i) => ({
      ...t,
      date: addDays("2025-04-01", Math.floor((i * 91) / 500)),
      details: "",
    }));
    const d = (iso) => fmtDate(iso, "DD/MM/YYYY");
    const inr = (c) => `₹${fmtIN(c)}`;
    const cols = [
      {
        key: "date",
        head: "Date",
        cell: (t, i, page) => (i > 0 && page[i - 1].date === t.date ? "" : d(t.date)),
      },
      { key: "mode", head: "Mode", cell: (t) => mode.get(t.description) },
      { key: "desc", head: "Description", cell: (t) => esc(t.description) },
      { head: "Deposits", n: true, cell: (t) => (t.amount > 0 ? inr(t.amount) : "") },
      { head: "Withdrawals", n: true, cell: (t) => (t.amount < 0 ? inr(t.amount) : "") },
      { key: "bal", head: "Balance", n: true, cell: (t) => inr(t.balance) },
    ];
    const head = `<tr>${cols.map((c) => `<th${c.n ? ' class="n"' : ""}>${c.head}</th>`).join("")}</tr>`;
    const pages = [];
    for (let p = 0; p * 20 < rows.length; p++) {
      const page = rows.slice(p * 20, p * 20 + 20);
      const before = p === 0 ? opening : rows[p * 20 - 1].balance;
      const body = page
        .map(
          (t, i) =>
            `<tr>${cols.map((c) => `<td${c.n ? ' class="n"' : ""}>${c.cell(t, i, page)}</td>`).join("")}</tr>`,
        )
        .join("");
      pages.push(`<table style="${p ? "break-before:page" : ""}"><thead>${head}</thead><tbody>
        ${line(cols, { desc: p === 0 ? "Opening Balance" : "Balance B/F", bal: inr(before) })}${body}
        ${line(cols, { desc: "Balance C/F", bal: inr(page.at(-1).balance) })}</tbody></table>`);
    }
    const html = `<h1>Straits Capital Bank Ltd</h1><div>Savings Account No. 50100234567812 &nbsp; IFSC SCBL0001234 &nbsp; Currency INR</div>
      <div class="muted">Statement from 01/04/2025 to 30/06/2025</div>${pages.join("")}
      <div class="box">Closing Balance ${inr(made.closing)}</div>`;
    return {
      html,
      css: `body{font-size:9px;margin:10px} td{padding:2px 4px}`,
      truth: truthOf({
        bankName: "Straits Capital Bank Ltd",
        accountNumber: "****7812",
        periodStart: "2025-04-01",
        periodEnd: "2025-06-30",
        currency: "INR",
        opening,
        closing: made.closing,
        rows,
      }),
    };
  },

  // Posting Date / Tarikh Penyiaran | Transaction Date / Tarikh Transaksi | Description /
  // Keterangan | Amount (MYR) / Jumlah (MYR): charges unsigned, credits with a trailing minus
  // ("500.00-"), the principal and the supplementary card each in a table of its own.
  myCardBilingual(seed) {
    const start = "2025-10-16";
    const end = "2025-11-15";
    const { purchases, fees, credits, interest } = cardMonth(seed, {
      start,
      end,
      n: 14,
      merchants: [
        "GRAB* A-12345 KUALA LUMPUR",
        "AEON CO. (M) BHD SHAH ALAM",
        "PETRONAS JALAN DUTA KL",
        "UNIQLO MID VALLEY KL",
        "MYDIN HYPERMARKET SUBANG",
        "SHOPEE MALAYSIA KL",
      ],
      paymentText: "PAYMENT RECEIVED - TERIMA KASIH",
      refundText: "REFUND SHOPEE MALAYSIA",
    });
    const principal = [...credits, ...purchases.slice(0, 9), ...fees].sort(byDate);
    const supplementary = [...purchases.slice(9), ...interest].sort(byDate);
    const previous = 231877;
    const opening = -previous;
    const closing = opening + sum(principal) + sum(supplementary);
    const d = (iso) => fmtDate(iso, "DD/MM/YYYY");
    const amount = (c) => `${fmtUS(c)}${c > 0 ? "-" : ""}`;
    const two = (en, ms) => `${en}<br>${ms}`;
    const cols = [
      { head: two("Posting Date", "Tarikh Penyiaran"), cell: (t) => d(t.valueDate) },
      { head: two("Transaction Date", "Tarikh Transaksi"), cell: (t) => d(t.date) },
      { head: two("Description", "Keterangan"), cell: described },
      { head: two("Amount (MYR)", "Jumlah (MYR)"), n: true, cell: (t) => amount(t.amount) },
    ];
    const card = (title, rows) =>
      `<div style="margin-top:12px;font-weight:bold">${title}</div>${table(cols, rows)}`;
    const html = `<h1>Southern Cross Bank Berhad</h1><div>Platinum Visa &nbsp; Card No. / No. Kad 4363 **** **** 1208</div>
      <div class="muted">Statement Date / Tarikh Penyata 15/11/2025 &nbsp; Period 16/10/2025 - 15/11/2025</div>
      <div class="box">Previous Balance / Baki Terdahulu ${fmtUS(previous)}<br>Current Balance / Baki Semasa ${fmtUS(-closing)}<br>
      Minimum Payment / Bayaran Minimum 50.00</div>
      ${card("LIM WEI MING 4363 **** **** 1208", principal)}
      ${card("TAN MEI LING (SUPPLEMENTARY / TAMBAHAN) 4363 **** **** 3391", supplementary)}`;
    return {
      html,
      css: `body{font-size:9.5px} th{background:#efe6d8;vertical-align:bottom}`,
      truth: truthOf({
        bankName: "Southern Cross Bank Berhad",
        accountNumber: "****1208",
        periodStart: start,
        periodEnd: end,
        currency: "MYR",
        accountType: "credit_card",
        notes: "Credits with a trailing minus are money to the cardholder; both cards are one card account.",
        opening,
        closing,
        rows: [...principal, ...supplementary],
        valueDates: true,
      }),
    };
  },

  // 过账日期 | 交易日期 (DD/MM) | 交易说明 | 金额 (S$): printed from the cardholder's side (charges
  // with a minus, payments unsigned), a fee and an interest section, a 0.00 informational line.
  sgCardChinese(seed) {
    const start = "2025-09-21";
    const end = "2025-10-20";
    const { purchases, fees, credits, interest } = cardMonth(seed, {
      start,
      end,
      n: 24,
      merchants: [
        "GRAB *TRANSPORT SINGAPORE SG",
        "NTUC FAIRPRICE SINGAPORE SG",
        "SHENG SIONG SUPERMARKET SG",
        "SHOPEE SINGAPORE SG",
        "KOPITIAM SINGAPORE SG",
      ],
      paymentText: "付款 - 谢谢 PAYMENT THANK YOU",
      refundText: "退款 SHOPEE SINGAPORE",
    });
    const annual = {
      ...credits[0],
      date: addDays(start, 3),
      description: "年费 ANNUAL FEE",
      amount: -19620,
      type: "FEE",
    };
    const main = [...credits, ...purchases].sort(byDate);
    const charges = [annual, ...fees, ...interest].sort(byDate);
    const previous = 154433;
    const opening = -previous;
    const closing = opening + sum(main) + sum(charges);
    const dm = (iso) => fmtDate(iso, "DD/MM");
    const signed = (c) => `${c < 0 ? "-" : ""}${fmtUS(c)}`;
    const cols = [
      { key: "post", head: "过账日期", cell: (t) => dm(t.valueDate) },
      { key: "date", head: "交易日期", cell: (t) => dm(t.date) },
      { key: "desc", head: "交易说明", cell: described },
      { key: "amt", head: "金额 (S$)", n: true, cell: (t) => signed(t.amount) },
    ];
    const html = `<h1>海峡资本银行 Straits Capital Bank</h1><div>信用卡账单 &nbsp; 卡号 5522 **** **** 6610</div>
      <div class="muted">账单日期 20/10/2025 &nbsp; 账单周期 21/09/2025 - 20/10/2025</div>
      <div class="box">上期结欠 ${fmtUS(previous)}<br>本期结欠 ${fmtUS(-closing)}<br>最低还款额 50.00</div>
      ${table(cols, main, { before: line(cols, { desc: "上期结欠 PREVIOUS BALANCE", amt: signed(opening) }) })}
      <div style="margin-top:10px;font-weight:bold">费用及利息</div>
      ${table(cols, charges, { after: line(cols, { desc: "预借现金利息 CASH ADVANCE INTEREST", amt: "0.00" }) })}
      <div style="margin-top:8px">本期结欠 NEW BALANCE ${signed(closing)}</div>`;
    return {
      html,
      css: `body{font-family:"WenQuanYi Micro Hei",sans-serif;font-size:9.5px}${BORDERLESS}`,
      truth: truthOf({
        bankName: "海峡资本银行 Straits Capital Bank",
        accountNumber: "****6610",
        periodStart: start,
        periodEnd: end,
        currency: "SGD",
        accountType: "credit_card",
        notes:
          "Charges with a minus (the cardholder's side); the 0.00 interest line and the balance lines are no rows.",
        opening,
        closing,
        rows: [...main, ...charges],
        valueDates: true,
      }),
    };
  },
};

export const MORE_STATEMENTS = [
  { style: "mxSaldoLiquidacion", paper: "Letter", footer: "Página {p} de {n}" },
  { style: "caCardRemises", paper: "Letter", footer: "Page {p} de {n}" },
  { style: "ukPaymentsReceipts", paper: "A4" },
  { style: "inModeLong", paper: "A4" },
  { style: "myCardBilingual", paper: "A4", footer: "Page / Muka surat {p} of {n}" },
  { style: "sgCardChinese", paper: "A4", footer: "第 {p} 页 共 {n} 页" },
];
