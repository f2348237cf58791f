#!/usr/bin/env node
// Generates the statements in this folder: HTML statements in the styles of banks we have no
// sample of, printed to PDF by Chromium (its PDFs differ from the pdf-lib ones in test/fixtures:
// subset CID fonts, text runs as Skia lays them out, tables as browsers break them across pages),
// each with its exact truth. The PDFs are committed; rerun only to change them, naming the
// statements to print (all when none is named; Chromium stamps each PDF with the time, so
// reprinting an unchanged statement only churns its bytes):
//
//   node engine/test/printed/generate.mjs [NAME...] && npx biome check --write engine/test/printed
//   (needs /usr/bin/chromium or CHROMIUM_PATH, and a Thai font such as Debian's
//   fonts-tlwg-garuda-ttf for thBuddhistEra)
import { writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { launchChromium } from "./chromium.mjs";
import { CSS, described, esc, fmtEU, fmtUS, MON, makeRows, parts, rng, seedOf, truthOf } from "./common.mjs";
import { CARD_STATEMENTS, CARD_STYLES } from "./styles-cards.mjs";
import { LAYOUT_STATEMENTS, LAYOUT_STYLES } from "./styles-layouts.mjs";
import { MORE_STATEMENTS, MORE_STYLES } from "./styles-more.mjs";
import { WORLD_STATEMENTS, WORLD_STYLES } from "./styles-world.mjs";

const out = dirname(fileURLToPath(import.meta.url));

/** Prints overdrawn balances without a sign (dayGrouped), as some banks do. */
let unsignedOverdraft = false;
/** Prints only a statement date, no period (ukCarried). */
let datedOnly = false;

const STYLES = {
  // US: Date | Description | Withdrawals | Deposits | Balance, "Jan 05" dates, details under the description.
  usTwoCol(seed) {
    const opening = 523411;
    const { rows, closing } = makeRows(seed, 2025, 3, 48, opening);
    const head = `<h1>Lakeshore Community Bank</h1><div class="muted">Statement period: March 1, 2025 to March 31, 2025</div>
      <div>Account number: XXXXXX7781</div><div class="box">Beginning balance $${fmtUS(opening)}<br>Ending balance $${fmtUS(closing)}</div>`;
    const body = rows
      .map((t) => {
        const [, m, d] = parts(t.date);
        return `<tr><td>${MON[m - 1]} ${String(d).padStart(2, "0")}</td><td>${described(t)}</td>
        <td class="n">${t.amount < 0 ? fmtUS(t.amount) : ""}</td><td class="n">${t.amount > 0 ? fmtUS(t.amount) : ""}</td><td class="n">${fmtUS(t.balance)}</td></tr>`;
      })
      .join("");
    const html = `${head}<table><thead><tr><th>Date</th><th>Description</th><th class="n">Withdrawals</th><th class="n">Deposits</th><th class="n">Balance</th></tr></thead><tbody>
      <tr><td>Mar 01</td><td>Beginning Balance</td><td></td><td></td><td class="n">${fmtUS(opening)}</td></tr>${body}</tbody></table>`;
    return {
      html,
      truth: truthOf({
        bankName: "Lakeshore Community Bank",
        accountNumber: "****7781",
        periodStart: "2025-03-01",
        periodEnd: "2025-03-31",
        currency: "USD",
        opening,
        closing,
        rows,
      }),
    };
  },
  // EU: Booking date | Value date | Description | Amount (EUR) | Balance (EUR), DD.MM.YYYY, 1.234,56 with a minus.
  euSigned(seed) {
    const opening = 1234567;
    const { rows, closing } = makeRows(seed, 2025, 6, 40, opening);
    const dd = (iso) => {
      const [y, m, d] = parts(iso);
      return `${String(d).padStart(2, "0")}.${String(m).padStart(2, "0")}.${y}`;
    };
    const head = `<h1>Nordwerk Bank AG</h1><div>IBAN DE89 3704 0044 0532 0130 00</div><div class="muted">Account statement 01.06.2025 - 30.06.2025, currency EUR</div>`;
    const body = rows
      .map(
        (t) => `<tr><td>${dd(t.date)}</td><td>${dd(t.date)}</td><td>${described(t)}</td>
        <td class="n">${t.amount < 0 ? "-" : "+"}${fmtEU(t.amount)}</td><td class="n">${fmtEU(t.balance)}</td></tr>`,
      )
      .join("");
    const html = `${head}<table><thead><tr><th>Booking date</th><th>Value date</th><th>Description</th><th class="n">Amount (EUR)</th><th class="n">Balance (EUR)</th></tr></thead>
      <tbody><tr><td></td><td></td><td>Opening balance</td><td></td><td class="n">${fmtEU(opening)}</td></tr>${body}
      <tr><td></td><td></td><td>Closing balance</td><td></td><td class="n">${fmtEU(closing)}</td></tr></tbody></table>`;
    return {
      html,
      truth: truthOf({
        bankName: "Nordwerk Bank AG",
        accountNumber: "****3000",
        periodStart: "2025-06-01",
        periodEnd: "2025-06-30",
        currency: "EUR",
        opening,
        closing,
        rows,
        valueDates: true,
      }),
    };
  },
  // AU: Date | Transaction details | Debit | Credit | Balance with "CR" after balances, "05 Mar" dates.
  auCrBalances(seed) {
    const opening = 98012;
    const { rows, closing } = makeRows(seed, 2025, 9, 36, opening);
    const head = `<h1>Southern Cross Savings</h1><div>BSB 062-000 Account 1234 5678</div><div class="muted">Statement period 1 Sep 2025 - 30 Sep 2025</div>`;
    const bal = (c) => `${fmtUS(c)} ${c < 0 ? "DR" : "CR"}`;
    const body = rows
      .map((t) => {
        const [, m, d] = parts(t.date);
        return `<tr><td>${String(d).padStart(2, "0")} ${MON[m - 1]}</td><td>${esc(t.description)}${t.details ? `<br>${esc(t.details)}` : ""}</td>
        <td class="n">${t.amount < 0 ? `$${fmtUS(t.amount)}` : ""}</td><td class="n">${t.amount > 0 ? `$${fmtUS(t.amount)}` : ""}</td><td class="n">$${bal(t.balance)}</td></tr>`;
      })
      .join("");
    const html = `${head}<table><thead><tr><th>Date</th><th>Transaction details</th><th class="n">Debit</th><th class="n">Credit</th><th class="n">Balance</th></tr></thead>
      <tbody><tr><td>01 Sep</td><td>OPENING BALANCE</td><td></td><td></td><td class="n">$${bal(opening)}</td></tr>${body}
      <tr><td>30 Sep</td><td>CLOSING BALANCE</td><td></td><td></td><td class="n">$${bal(closing)}</td></tr></tbody></table>`;
    return {
      html,
      truth: truthOf({
        bankName: "Southern Cross Savings",
        accountNumber: "****5678",
        periodStart: "2025-09-01",
        periodEnd: "2025-09-30",
        currency: undefined,
        opening,
        closing,
        rows,
      }),
    };
  },
  // IN: Date | Narration | Chq./Ref.No. | Value Dt | Withdrawal Amt. | Deposit Amt. | Closing Balance, dd/mm/yy.
  inNarration(seed) {
    const opening = 4500000;
    const { rows, closing } = makeRows(seed, 2025, 11, 44, opening);
    const dmy = (iso) => {
      const [y, m, d] = parts(iso);
      return `${String(d).padStart(2, "0")}/${String(m).padStart(2, "0")}/${String(y).slice(2)}`;
    };
    const head = `<h1>Deccan Commercial Bank</h1><div>Account No : XXXXXXXX4410</div><div class="muted">Statement From : 01/11/2025 To : 30/11/2025</div>`;
    const body = rows
      .map(
        (
          t,
        ) => `<tr><td>${dmy(t.date)}</td><td>${esc(t.description)}${t.details ? `<br>${esc(t.details)}` : ""}</td><td>${t.ref}</td><td>${dmy(t.date)}</td>
        <td class="n">${t.amount < 0 ? fmtUS(t.amount) : ""}</td><td class="n">${t.amount > 0 ? fmtUS(t.amount) : ""}</td><td class="n">${fmtUS(t.balance)}</td></tr>`,
      )
      .join("");
    const html = `${head}<div class="box">Opening Balance ${fmtUS(opening)}<br>Closing Bal ${fmtUS(closing)}</div><table style="font-size:9px"><thead><tr><th>Date</th><th style="width:34%">Narration</th><th>Chq./Ref.No.</th><th>Value Dt</th><th class="n">Withdrawal Amt.</th><th class="n">Deposit Amt.</th><th class="n">Closing Balance</th></tr></thead>
      <tbody>${body}</tbody></table>`;
    return {
      html,
      truth: truthOf({
        bankName: "Deccan Commercial Bank",
        accountNumber: "****4410",
        periodStart: "2025-11-01",
        periodEnd: "2025-11-30",
        currency: null,
        opening,
        closing,
        rows,
        valueDates: true,
        references: true,
      }),
    };
  },
  // Description first, then Date, Amount with parentheses for debits, Balance; ISO dates.
  descFirst(seed) {
    const opening = 150000;
    const { rows, closing } = makeRows(seed, 2025, 12, 30, opening, true, 16);
    const head = `<h1>Granite Federal Credit Union</h1><div>Member account ****0042</div><div class="muted">Period: 2025-12-16 to 2026-01-15</div>`;
    const body = rows
      .map(
        (t) => `<tr><td>${described(t)}</td><td>${t.date}</td>
        <td class="n">${t.amount < 0 ? `(${fmtUS(t.amount)})` : fmtUS(t.amount)}</td><td class="n">${fmtUS(t.balance)}</td></tr>`,
      )
      .join("");
    const html = `${head}<table><thead><tr><th>Description</th><th>Date</th><th class="n">Amount</th><th class="n">Balance</th></tr></thead>
      <tbody><tr><td>Previous balance</td><td></td><td></td><td class="n">${fmtUS(opening)}</td></tr>${body}</tbody></table>
      <div class="box">New balance ${fmtUS(closing)}</div>`;
    return {
      html,
      truth: truthOf({
        bankName: "Granite Federal Credit Union",
        accountNumber: "****0042",
        periodStart: "2025-12-16",
        periodEnd: "2026-01-15",
        currency: null,
        opening,
        closing,
        rows,
      }),
    };
  },
  // US sections: DEPOSITS AND ADDITIONS / ELECTRONIC WITHDRAWALS / FEES, unsigned amounts, subtotals.
  usSections(seed) {
    const opening = 250000;
    const { rows } = makeRows(seed, 2025, 4, 40, opening);
    const sections = [
      ["DEPOSITS AND ADDITIONS", "Total Deposits and Additions", rows.filter((t) => t.amount > 0)],
      [
        "ELECTRONIC WITHDRAWALS",
        "Total Electronic Withdrawals",
        rows.filter((t) => t.amount < 0 && t.type !== "FEE"),
      ],
      ["FEES", "Total Fees", rows.filter((t) => t.type === "FEE")],
    ];
    const ordered = sections.flatMap(([, , list]) => list).map((t) => ({ ...t, balance: null }));
    const closing = opening + ordered.reduce((n, t) => n + t.amount, 0);
    const md = (iso) => {
      const [, m, d] = parts(iso);
      return `${String(m).padStart(2, "0")}/${String(d).padStart(2, "0")}`;
    };
    const tables = sections
      .filter(([, , list]) => list.length)
      .map(
        ([title, totalLabel, list]) => `<h3 style="font-size:11px;margin:14px 0 0">${title}</h3>
      <table><thead><tr><th style="width:60px">DATE</th><th>DESCRIPTION</th><th class="n">AMOUNT</th></tr></thead><tbody>
      ${list.map((t) => `<tr><td>${md(t.date)}</td><td>${described(t)}</td><td class="n">$${fmtUS(t.amount)}</td></tr>`).join("")}
      <tr><td></td><td><b>${totalLabel}</b></td><td class="n"><b>$${fmtUS(list.reduce((n, t) => n + t.amount, 0))}</b></td></tr></tbody></table>`,
      )
      .join("");
    const html = `<h1>Prairie National Bank</h1><div class="muted">April 1, 2025 through April 30, 2025</div><div>Primary Account: 000000987654321</div>
      <div class="box">CHECKING SUMMARY<br>Beginning Balance $${fmtUS(opening)}<br>Ending Balance $${fmtUS(closing)}</div>${tables}`;
    return {
      html,
      truth: truthOf({
        bankName: "Prairie National Bank",
        accountNumber: "****4321",
        periodStart: "2025-04-01",
        periodEnd: "2025-04-30",
        currency: "USD",
        opening,
        closing,
        rows: ordered,
      }),
    };
  },
  // Date only on a day's first row; balance only on a day's last row; amounts with a trailing minus.
  dayGrouped(seed) {
    const opening = 77123;
    const { rows, closing } = makeRows(seed, 2025, 7, 50, opening);
    const out = rows.map((t, i) => ({ ...t, balance: rows[i + 1]?.date === t.date ? null : t.balance }));
    const balance = (c) => `${fmtUS(c)}${c < 0 && !unsignedOverdraft ? "-" : ""}`;
    const body = out
      .map((t, i) => {
        const first = out[i - 1]?.date !== t.date;
        const [, m, d] = parts(t.date);
        return `<tr><td>${first ? `${String(d).padStart(2, "0")} ${MON[m - 1]}` : ""}</td><td>${described(t)}</td>
        <td class="n">${fmtUS(t.amount)}${t.amount < 0 ? "-" : ""}</td><td class="n">${t.balance === null ? "" : balance(t.balance)}</td></tr>`;
      })
      .join("");
    const html = `<h1>Harbourside Building Society</h1><div class="muted">Statement date 31 July 2025 &nbsp; Period 1 July 2025 to 31 July 2025</div><div>Sort code 20-45-77 &nbsp; Account number 41109928</div>
      <table><thead><tr><th>Date</th><th>Details</th><th class="n">Amount (£)</th><th class="n">Balance (£)</th></tr></thead><tbody>
      <tr><td>01 Jul</td><td>BALANCE BROUGHT FORWARD</td><td></td><td class="n">${balance(opening)}</td></tr>${body}
      <tr><td>31 Jul</td><td>BALANCE CARRIED FORWARD</td><td></td><td class="n">${balance(closing)}</td></tr></tbody></table>`;
    return {
      html,
      truth: truthOf({
        bankName: "Harbourside Building Society",
        accountNumber: "****9928",
        periodStart: "2025-07-01",
        periodEnd: "2025-07-31",
        currency: "GBP",
        opening,
        closing,
        rows: out,
      }),
    };
  },
  // One amount column with DR/CR markers, long descriptions wrapping in a narrow column, many pages.
  drcrLong(seed) {
    const opening = 1000000;
    const { rows, closing } = makeRows(seed, 2025, 1, 130, opening);
    const long = rows.map((t) => ({ ...t, details: t.details }));
    const ymd = (iso) => {
      const [y, m, d] = parts(iso);
      return `${String(d).padStart(2, "0")}-${MON[m - 1]}-${y}`;
    };
    const body = long
      .map(
        (
          t,
        ) => `<tr><td>${ymd(t.date)}</td><td style="width:40%">${esc(t.description)}${t.details ? `<br>${esc(t.details)}` : ""}</td>
      <td class="n">${fmtUS(t.amount)} ${t.amount < 0 ? "DR" : "CR"}</td><td class="n">${fmtUS(t.balance)}</td></tr>`,
      )
      .join("");
    const html = `<h1>Pacific Rim Trust</h1><div class="muted">Statement period: 01-Jan-2025 to 31-Jan-2025</div><div>A/C No. ending 5521 &nbsp; Currency: SGD</div>
      <table><thead><tr><th>Txn Date</th><th>Particulars</th><th class="n">Amount</th><th class="n">Balance</th></tr></thead><tbody>
      <tr><td>01-Jan-2025</td><td>Opening Balance</td><td></td><td class="n">${fmtUS(opening)}</td></tr>${body}</tbody></table>
      <div class="box">Closing Balance ${fmtUS(closing)}</div>`;
    return {
      html,
      truth: truthOf({
        bankName: "Pacific Rim Trust",
        accountNumber: "****5521",
        periodStart: "2025-01-01",
        periodEnd: "2025-01-31",
        currency: "SGD",
        opening,
        closing,
        rows: long,
      }),
    };
  },
  // Two-line header labels, descriptions wrapping above the line with the date and amounts
  // (cells aligned to the bottom), d/m/yy dates, Money out / Money in, landscape A4.
  ukBottom(seed) {
    const opening = 312055;
    const { rows, closing } = makeRows(seed, 2025, 10, 45, opening);
    const dmy = (iso) => {
      const [y, m, d] = parts(iso);
      return `${d}/${m}/${String(y).slice(2)}`;
    };
    const body = rows
      .map(
        (
          t,
        ) => `<tr class="bot"><td>${dmy(t.date)}</td><td>${t.details ? `<div class="det">${esc(t.details)}</div>` : ""}${esc(t.description)}</td>
      <td class="n">${t.amount < 0 ? fmtUS(t.amount) : ""}</td><td class="n">${t.amount > 0 ? fmtUS(t.amount) : ""}</td><td class="n">${fmtUS(t.balance)}</td></tr>`,
      )
      .join("");
    const html = `<h1>Kestrel Bank plc</h1><div class="muted">Your statement: 1 October 2025 - 31 October 2025</div><div>Account 0912 3345 &nbsp; Sort code 30-91-12</div>
      <table><thead><tr style="vertical-align:bottom"><th>Transaction<br>date</th><th>Description</th><th class="n">Money<br>out (£)</th><th class="n">Money<br>in (£)</th><th class="n">Balance<br>(£)</th></tr></thead><tbody>
      <tr><td>1/10/25</td><td>Balance brought forward</td><td></td><td></td><td class="n">${fmtUS(opening)}</td></tr>${body}</tbody></table>
      <p style="font-size:7px">Kestrel Bank plc is authorised by the Prudential Regulation Authority. Balance carried forward ${fmtUS(closing)} as at 31/10/25.</p>`;
    return {
      html,
      truth: truthOf({
        bankName: "Kestrel Bank plc",
        accountNumber: "****3345",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: "GBP",
        opening,
        closing,
        rows,
      }),
    };
  },

  // Credit-union style: Trans Date and Post Date columns, full MM/DD/YYYY dates, "-$12.00" amounts.
  cuTwoDates(seed) {
    const opening = 84210;
    const { rows, closing } = makeRows(seed, 2025, 5, 38, opening);
    const mdy = (iso) => {
      const [y, m, d] = parts(iso);
      return `${String(m).padStart(2, "0")}/${String(d).padStart(2, "0")}/${y}`;
    };
    const money = (c) => `${c < 0 ? "-" : ""}$${fmtUS(c)}`;
    const body = rows
      .map(
        (t) => `<tr><td>${mdy(t.date)}</td><td>${mdy(t.date)}</td><td>${described(t)}</td>
      <td class="n">${money(t.amount)}</td><td class="n">${money(t.balance)}</td></tr>`,
      )
      .join("");
    const html = `<h1>Riverbend Credit Union</h1><div class="muted">Statement Period 05/01/2025 - 05/31/2025</div><div>Member Number ******2290</div>
      <table style="width:60%"><tr><td>Previous Balance</td><td class="n">${money(opening)}</td></tr><tr><td>New Balance</td><td class="n">${money(closing)}</td></tr></table>
      <h3 style="font-size:11px">SHARE DRAFT CHECKING</h3>
      <table><thead><tr><th>Trans Date</th><th>Post Date</th><th>Description</th><th class="n">Amount</th><th class="n">Balance</th></tr></thead><tbody>${body}</tbody></table>`;
    return {
      html,
      truth: truthOf({
        bankName: "Riverbend Credit Union",
        accountNumber: "****2290",
        periodStart: "2025-05-01",
        periodEnd: "2025-05-31",
        currency: "USD",
        opening,
        closing,
        rows,
        // A second date column is reported as the value date.
        valueDates: true,
      }),
    };
  },
  // "Jan 5, 2025" dates, Withdrawals/Debits and Deposits/Credits, "-$45.10" overdrawn balances,
  // and a daily balance table after the transactions.
  longDates(seed) {
    const opening = 20510;
    const { rows, closing } = makeRows(seed, 2025, 2, 34, opening);
    const long = (iso) => {
      const [y, m, d] = parts(iso);
      return `${MON[m - 1]} ${d}, ${y}`;
    };
    const money = (c) => `${c < 0 ? "-" : ""}$${fmtUS(c)}`;
    const body = rows
      .map(
        (t) => `<tr><td>${long(t.date)}</td><td>${described(t)}</td>
      <td class="n">${t.amount < 0 ? money(-t.amount) : ""}</td><td class="n">${t.amount > 0 ? money(t.amount) : ""}</td><td class="n">${money(t.balance)}</td></tr>`,
      )
      .join("");
    const days = [...new Map(rows.map((t) => [t.date, t.balance])).entries()];
    const daily = days.map(([d, b]) => `<tr><td>${long(d)}</td><td class="n">${money(b)}</td></tr>`).join("");
    const html = `<h1>Meridian Savings Bank</h1><div class="muted">Statement period Feb 1, 2025 - Feb 28, 2025</div><div>Account ending in 6618</div>
      <div class="box">Opening balance ${money(opening)}<br>Closing balance ${money(closing)}</div>
      <table><thead><tr><th>Date</th><th>Description</th><th class="n">Withdrawals/Debits</th><th class="n">Deposits/Credits</th><th class="n">Balance</th></tr></thead><tbody>${body}</tbody></table>
      <h3 style="font-size:11px">DAILY BALANCE SUMMARY</h3><table style="width:40%"><thead><tr><th>Date</th><th class="n">Balance</th></tr></thead><tbody>${daily}</tbody></table>`;
    return {
      html,
      truth: truthOf({
        bankName: "Meridian Savings Bank",
        accountNumber: "****6618",
        periodStart: "2025-02-01",
        periodEnd: "2025-02-28",
        currency: "USD",
        opening,
        closing,
        rows,
      }),
    };
  },

  // UK style with a payment-type code column (DD, SO, VIS, CR, ATM, BP) before the details.
  ukTypeCodes(seed) {
    const opening = 145520;
    const { rows, closing } = makeRows(seed, 2025, 8, 42, opening);
    const code = (t) =>
      ({ PAYMENT: "DD", TRANSFER: "SO", WITHDRAWAL: "VIS", DEPOSIT: "CR", INTEREST: "CR", FEE: "BP" })[
        t.type
      ] ?? "BP";
    const dmy = (iso) => {
      const [y, m, d] = parts(iso);
      return `${String(d).padStart(2, "0")} ${MON[m - 1]} ${String(y).slice(2)}`;
    };
    const body = rows
      .map(
        (t) => `<tr><td>${dmy(t.date)}</td><td>${code(t)}</td><td>${described(t)}</td>
      <td class="n">${t.amount < 0 ? fmtUS(t.amount) : ""}</td><td class="n">${t.amount > 0 ? fmtUS(t.amount) : ""}</td><td class="n">${fmtUS(t.balance)}</td></tr>`,
      )
      .join("");
    const html = `<h1>Thistle &amp; Crown Bank</h1><div class="muted">1 August to 31 August 2025</div><div>Account Number 71829034 &nbsp; Sort Code 40-11-62</div>
      <table><thead><tr><th>Date</th><th>Type</th><th>Payment details</th><th class="n">Paid out</th><th class="n">Paid in</th><th class="n">Balance</th></tr></thead><tbody>
      <tr><td>01 Aug 25</td><td></td><td>BALANCE BROUGHT FORWARD</td><td></td><td></td><td class="n">${fmtUS(opening)}</td></tr>${body}
      <tr><td>31 Aug 25</td><td></td><td>BALANCE CARRIED FORWARD</td><td></td><td></td><td class="n">${fmtUS(closing)}</td></tr></tbody></table>`;
    return {
      html,
      truth: truthOf({
        bankName: "Thistle & Crown Bank",
        accountNumber: "****9034",
        periodStart: "2025-08-01",
        periodEnd: "2025-08-31",
        currency: undefined,
        opening,
        closing,
        rows,
      }),
    };
  },
  // US sections with checks paid in two side-by-side groups of Check No. / Date Paid / Amount.
  checksGrid(seed) {
    const opening = 640000;
    const r = rng(seed);
    const deposits = makeRows(seed, 2025, 6, 12, 0).rows.filter((t) => t.amount > 0);
    const checks = Array.from({ length: 9 }, (_, i) => ({
      date: `2025-06-${String(3 + i * 3).padStart(2, "0")}`,
      description: `CHECK ${1201 + i}`,
      details: "",
      amount: -Math.round(2000 + r() * 90000),
      balance: null,
      type: "WITHDRAWAL",
      ref: String(1201 + i),
    }));
    const md = (iso) => {
      const [, m, d] = parts(iso);
      return `${String(m).padStart(2, "0")}/${String(d).padStart(2, "0")}`;
    };
    const dep = deposits.map((t) => ({ ...t, balance: null, ref: null }));
    const closing = opening + [...dep, ...checks].reduce((n, t) => n + t.amount, 0);
    const half = Math.ceil(checks.length / 2);
    const pairs = checks.slice(0, half).map((a, i) => [a, checks[half + i]]);
    const cell = (t) =>
      t
        ? `<td>${t.ref}</td><td>${md(t.date)}</td><td class="n">${fmtUS(t.amount)}</td>`
        : "<td></td><td></td><td></td>";
    const html = `<h1>Cedar Valley Bank</h1><div class="muted">June 1, 2025 through June 30, 2025</div><div>Account Number: 000004471298</div>
      <div class="box">Beginning Balance $${fmtUS(opening)}<br>Ending Balance $${fmtUS(closing)}</div>
      <h3 style="font-size:11px">DEPOSITS AND ADDITIONS</h3>
      <table><thead><tr><th style="width:60px">DATE</th><th>DESCRIPTION</th><th class="n">AMOUNT</th></tr></thead><tbody>
      ${dep.map((t) => `<tr><td>${md(t.date)}</td><td>${described(t)}</td><td class="n">${fmtUS(t.amount)}</td></tr>`).join("")}
      <tr><td></td><td><b>Total Deposits and Additions</b></td><td class="n"><b>$${fmtUS(dep.reduce((n, t) => n + t.amount, 0))}</b></td></tr></tbody></table>
      <h3 style="font-size:11px">CHECKS PAID</h3>
      <table><thead><tr><th>CHECK NO.</th><th>DATE PAID</th><th class="n">AMOUNT</th><th>CHECK NO.</th><th>DATE PAID</th><th class="n">AMOUNT</th></tr></thead><tbody>
      ${pairs.map(([a, b]) => `<tr>${cell(a)}${cell(b)}</tr>`).join("")}
      <tr><td colspan="5"><b>Total Checks Paid</b></td><td class="n"><b>$${fmtUS(-checks.reduce((n, t) => n + t.amount, 0))}</b></td></tr></tbody></table>`;
    return {
      html,
      truth: {
        ...truthOf({
          bankName: "Cedar Valley Bank",
          accountNumber: "****1298",
          periodStart: "2025-06-01",
          periodEnd: "2025-06-30",
          currency: "USD",
          opening,
          closing,
          rows: [...dep, ...checks],
          references: true,
        }),
      },
    };
  },

  // UK, Dec -> Jan without years in the rows, pages that end with BALANCE CARRIED FORWARD and
  // start with BALANCE BROUGHT FORWARD, a repeated page header.
  ukCarried(seed) {
    const opening = 254300;
    const { rows, closing } = makeRows(seed, 2025, 12, 70, opening, true, 10);
    const dm = (iso) => {
      const [, m, d] = parts(iso);
      return `${String(d).padStart(2, "0")} ${MON[m - 1]}`;
    };
    const periodText = datedOnly
      ? "Statement date 22 January 2026"
      : "Statement 10 December 2025 to 9 January 2026";
    const pages = [];
    for (let i = 0; i < rows.length; i += 30) pages.push(rows.slice(i, i + 30));
    let running = opening;
    const tables = pages
      .map((chunk, p) => {
        const start = running;
        running = chunk[chunk.length - 1].balance;
        const body = chunk
          .map(
            (t) => `<tr><td>${dm(t.date)}</td><td>${described(t)}</td>
        <td class="n">${t.amount < 0 ? fmtUS(t.amount) : ""}</td><td class="n">${t.amount > 0 ? fmtUS(t.amount) : ""}</td><td class="n">${fmtUS(t.balance)}</td></tr>`,
          )
          .join("");
        const last = p === pages.length - 1;
        return `<div style="${last ? "" : "page-break-after:always"}"><div class="muted">Osprey Bank &nbsp; Current Account 55102398 &nbsp; ${periodText}</div>
        <table><thead><tr><th>Date</th><th>Description</th><th class="n">Withdrawals</th><th class="n">Deposits</th><th class="n">Balance</th></tr></thead><tbody>
        <tr><td></td><td>${p === 0 ? "OPENING BALANCE" : "BALANCE BROUGHT FORWARD"}</td><td></td><td></td><td class="n">${fmtUS(start)}</td></tr>${body}
        <tr><td></td><td>${last ? "CLOSING BALANCE" : "BALANCE CARRIED FORWARD"}</td><td></td><td></td><td class="n">${fmtUS(running)}</td></tr></tbody></table></div>`;
      })
      .join("");
    const html = `<h1>Osprey Bank</h1>${tables}`;
    return {
      html,
      truth: truthOf({
        bankName: "Osprey Bank",
        accountNumber: "****2398",
        periodStart: datedOnly ? null : "2025-12-10",
        periodEnd: datedOnly ? null : "2026-01-09",
        currency: undefined,
        opening,
        closing,
        rows,
      }),
    };
  },

  // Newest first, as online banking prints it: the running balance reads bottom to top.
  newestFirst(seed) {
    const opening = 310077;
    const { rows, closing } = makeRows(seed, 2025, 3, 36, opening);
    const printed = [...rows].reverse();
    const dmy = (iso) => {
      const [y, m, d] = parts(iso);
      return `${String(d).padStart(2, "0")} ${MON[m - 1]} ${y}`;
    };
    const body = printed
      .map(
        (t) => `<tr><td>${dmy(t.date)}</td><td>${described(t)}</td>
      <td class="n">${t.amount < 0 ? "-" : "+"}€${fmtUS(t.amount)}</td><td class="n">€${fmtUS(t.balance)}</td></tr>`,
      )
      .join("");
    const html = `<h1>Lumen Digital Bank</h1><div class="muted">EUR statement, 1 March 2025 - 31 March 2025</div><div>IBAN LT12 1000 0111 0100 1000</div>
      <div class="box">Opening balance €${fmtUS(opening)}<br>Closing balance €${fmtUS(closing)}</div>
      <table><thead><tr><th>Date</th><th>Description</th><th class="n">Amount</th><th class="n">Balance</th></tr></thead><tbody>${body}</tbody></table>`;
    return {
      html,
      truth: truthOf({
        bankName: "Lumen Digital Bank",
        accountNumber: "****1000",
        periodStart: "2025-03-01",
        periodEnd: "2025-03-31",
        currency: "EUR",
        opening,
        closing,
        rows: printed,
      }),
    };
  },

  // Both amount columns filled ("0.00" in the unused one), and the balance's Cr/Dr in a column
  // of its own; the account goes overdrawn.
  zeroFilled(seed) {
    const opening = 35012;
    const { rows, closing } = makeRows(seed, 2025, 4, 40, opening);
    const dmy = (iso) => {
      const [y, m, d] = parts(iso);
      return `${String(d).padStart(2, "0")}-${String(m).padStart(2, "0")}-${y}`;
    };
    const body = rows
      .map(
        (t) => `<tr><td>${dmy(t.date)}</td><td>${described(t)}</td>
      <td class="n">${t.amount < 0 ? fmtUS(t.amount) : "0.00"}</td><td class="n">${t.amount > 0 ? fmtUS(t.amount) : "0.00"}</td><td class="n">${fmtUS(t.balance)}</td><td>${t.balance < 0 ? "Dr" : "Cr"}</td></tr>`,
      )
      .join("");
    const html = `<h1>Coral Coast Bank</h1><div class="muted">Statement of account for the period 01-04-2025 to 30-04-2025</div><div>A/c No: 2231 0045 8812</div>
      <table><thead><tr><th>Txn Date</th><th>Particulars</th><th class="n">Withdrawals</th><th class="n">Deposits</th><th class="n">Balance</th><th>Dr/Cr</th></tr></thead><tbody>
      <tr><td>01-04-2025</td><td>OPENING BALANCE</td><td></td><td></td><td class="n">${fmtUS(opening)}</td><td>Cr</td></tr>${body}</tbody></table>
      <div class="box">Closing balance ${fmtUS(closing)} ${closing < 0 ? "Dr" : "Cr"}</div>`;
    return {
      html,
      truth: truthOf({
        bankName: "Coral Coast Bank",
        accountNumber: "****8812",
        periodStart: "2025-04-01",
        periodEnd: "2025-04-30",
        currency: undefined,
        opening,
        closing,
        rows,
      }),
    };
  },

  // Amounts before the description: Posting Date | Effective Date | Debits | Credits | Balance |
  // Description, with debits printed with a minus in their own column.
  amountsFirst(seed) {
    const opening = 402266;
    const { rows, closing } = makeRows(seed, 2025, 10, 36, opening);
    const mdy = (iso) => {
      const [y, m, d] = parts(iso);
      return `${m}/${d}/${y}`;
    };
    const body = rows
      .map(
        (
          t,
        ) => `<tr><td>${mdy(t.date)}</td><td>${mdy(t.date)}</td><td class="n">${t.amount < 0 ? `-${fmtUS(t.amount)}` : ""}</td>
      <td class="n">${t.amount > 0 ? fmtUS(t.amount) : ""}</td><td class="n">${fmtUS(t.balance)}</td><td style="padding-left:14px">${described(t)}</td></tr>`,
      )
      .join("");
    const html = `<h1>Bluewater Federal Savings</h1><div class="muted">Statement period: 10/01/2025 - 10/31/2025</div><div>Account: XXXX-XXXX-6120</div>
      <table><thead><tr><th>Posting Date</th><th>Effective Date</th><th class="n">Debits</th><th class="n">Credits</th><th class="n">Balance</th><th style="padding-left:14px">Description</th></tr></thead>
      <tbody><tr><td>10/01/2025</td><td></td><td></td><td></td><td class="n">${fmtUS(opening)}</td><td style="padding-left:14px">Beginning Balance</td></tr>${body}</tbody></table>`;
    return {
      html,
      truth: truthOf({
        bankName: "Bluewater Federal Savings",
        accountNumber: "****6120",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: undefined,
        opening,
        closing,
        rows,
        valueDates: true,
      }),
    };
  },

  // App-bank export: Date | Time | Description | Category | Amount | Balance, "-£12.00" / "+£1,200.00".
  appBank(seed) {
    const opening = 88840;
    const { rows, closing } = makeRows(seed, 2025, 5, 40, opening);
    const r = rng(seed + 5);
    const category = (t) =>
      ({
        WITHDRAWAL: "Shopping",
        PAYMENT: "Bills",
        TRANSFER: "Transfers",
        DEPOSIT: "Income",
        FEE: "Fees",
        INTEREST: "Income",
      })[t.type];
    const dmy = (iso) => {
      const [y, m, d] = parts(iso);
      return `${String(d).padStart(2, "0")}/${String(m).padStart(2, "0")}/${y}`;
    };
    const time = () =>
      `${String(Math.floor(r() * 24)).padStart(2, "0")}:${String(Math.floor(r() * 60)).padStart(2, "0")}`;
    const body = rows
      .map(
        (t) => `<tr><td>${dmy(t.date)}</td><td>${time()}</td><td>${described(t)}</td><td>${category(t)}</td>
      <td class="n">${t.amount < 0 ? "-" : "+"}£${fmtUS(t.amount)}</td><td class="n">£${fmtUS(t.balance)}</td></tr>`,
      )
      .join("");
    const html = `<h1>Finch</h1><div class="muted">Current account statement · 1 May 2025 – 31 May 2025</div><div>Account number 60412288 · Sort code 04-00-75</div>
      <div class="box">Balance on 1 May 2025 £${fmtUS(opening)}<br>Balance on 31 May 2025 £${fmtUS(closing)}</div>
      <table><thead><tr><th>Date</th><th>Time</th><th>Description</th><th>Category</th><th class="n">Amount</th><th class="n">Balance</th></tr></thead><tbody>${body}</tbody></table>`;
    return {
      html,
      truth: truthOf({
        bankName: "Finch",
        accountNumber: "****2288",
        periodStart: "2025-05-01",
        periodEnd: "2025-05-31",
        currency: "GBP",
        opening,
        closing,
        rows,
      }),
    };
  },

  // Debits told apart by colour only: one unsigned Amount column, money out printed in red.
  redDebits(seed) {
    const opening = 150210;
    const { rows, closing } = makeRows(seed, 2025, 8, 34, opening);
    const mdy = (iso) => {
      const [y, m, d] = parts(iso);
      return `${String(m).padStart(2, "0")}/${String(d).padStart(2, "0")}/${y}`;
    };
    const body = rows
      .map(
        (t) => `<tr><td>${mdy(t.date)}</td><td>${described(t)}</td>
      <td class="n" style="color:${t.amount < 0 ? "#c00" : "#070"}">${fmtUS(t.amount)}</td><td class="n">${fmtUS(t.balance)}</td></tr>`,
      )
      .join("");
    const html = `<h1>Redwood Valley Bank</h1><div class="muted">Statement period 08/01/2025 - 08/31/2025</div><div>Account number ****3307</div>
      <table><thead><tr><th>Date</th><th>Description</th><th class="n">Amount</th><th class="n">Balance</th></tr></thead>
      <tbody><tr><td>08/01/2025</td><td>Beginning balance</td><td></td><td class="n">${fmtUS(opening)}</td></tr>${body}</tbody></table>`;
    return {
      html,
      truth: truthOf({
        bankName: "Redwood Valley Bank",
        accountNumber: "****3307",
        periodStart: "2025-08-01",
        periodEnd: "2025-08-31",
        currency: undefined,
        opening,
        closing,
        rows,
      }),
    };
  },

  // Weekday dates ("Tue 04 Mar"), money and numbers inside descriptions, a Debit column with DR
  // and a Credit column with CR marks.
  weekdayDates(seed) {
    const opening = 267004;
    const { rows: base, closing } = makeRows(seed, 2025, 3, 36, opening);
    const rows = base.map((t, i) =>
      i % 5 === 2 ? { ...t, description: `${t.description} 1,250.00 @ 1.0842` } : t,
    );
    const day = (iso) => {
      const [y, m, d] = parts(iso);
      const wd = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][
        new Date(Date.UTC(y, m - 1, d)).getUTCDay()
      ];
      return `${wd} ${String(d).padStart(2, "0")} ${MON[m - 1]}`;
    };
    const body = rows
      .map(
        (t) => `<tr><td>${day(t.date)}</td><td>${described(t)}</td>
      <td class="n">${t.amount < 0 ? `${fmtUS(t.amount)} DR` : ""}</td><td class="n">${t.amount > 0 ? `${fmtUS(t.amount)} CR` : ""}</td><td class="n">${fmtUS(t.balance)}</td></tr>`,
      )
      .join("");
    const html = `<h1>Alder &amp; Finch Bank</h1><div class="muted">Statement period 1 March 2025 to 31 March 2025</div><div>Account number 33019876</div>
      <table><thead><tr><th>Date</th><th>Details</th><th class="n">Debit</th><th class="n">Credit</th><th class="n">Balance</th></tr></thead>
      <tbody><tr><td>Sat 01 Mar</td><td>Opening balance</td><td></td><td></td><td class="n">${fmtUS(opening)}</td></tr>${body}
      <tr><td>Mon 31 Mar</td><td>Closing balance</td><td></td><td></td><td class="n">${fmtUS(closing)}</td></tr></tbody></table>`;
    return {
      html,
      truth: truthOf({
        bankName: "Alder & Finch Bank",
        accountNumber: "****9876",
        periodStart: "2025-03-01",
        periodEnd: "2025-03-31",
        currency: undefined,
        opening,
        closing,
        rows,
      }),
    };
  },

  // Credits before debits (Deposits | Withdrawals), "$" on every amount, overdrawn balances in
  // parentheses, the year printed once per row as MM-DD-YYYY.
  creditsFirst(seed) {
    const opening = 12044;
    const { rows, closing } = makeRows(seed, 2025, 11, 32, opening);
    const mdy = (iso) => {
      const [y, m, d] = parts(iso);
      return `${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}-${y}`;
    };
    const bal = (c) => (c < 0 ? `($${fmtUS(c)})` : `$${fmtUS(c)}`);
    const body = rows
      .map(
        (t) => `<tr><td>${mdy(t.date)}</td><td>${described(t)}</td>
      <td class="n">${t.amount > 0 ? `$${fmtUS(t.amount)}` : ""}</td><td class="n">${t.amount < 0 ? `$${fmtUS(t.amount)}` : ""}</td><td class="n">${bal(t.balance)}</td></tr>`,
      )
      .join("");
    const html = `<h1>Copperline Credit Union</h1><div class="muted">Statement Period: 11-01-2025 through 11-30-2025</div><div>Share Account ****7745</div>
      <div class="box">Previous Balance ${bal(opening)}<br>New Balance ${bal(closing)}</div>
      <table><thead><tr><th>Date</th><th>Transaction Description</th><th class="n">Deposits</th><th class="n">Withdrawals</th><th class="n">Balance</th></tr></thead>
      <tbody>${body}</tbody></table>`;
    return {
      html,
      truth: truthOf({
        bankName: "Copperline Credit Union",
        accountNumber: "****7745",
        periodStart: "2025-11-01",
        periodEnd: "2025-11-30",
        currency: "USD",
        opening,
        closing,
        rows,
      }),
    };
  },
};

const STATEMENTS = [
  { style: "usTwoCol", paper: "Letter" },
  { style: "euSigned", paper: "A4" },
  { style: "auCrBalances", paper: "A4" },
  { style: "inNarration", paper: "A4" },
  { style: "descFirst", paper: "Letter" },
  { style: "usSections", paper: "Letter" },
  { style: "dayGrouped", paper: "A4" },
  // The same rows as dayGrouped, whose closing balance is overdrawn, printed without signs.
  { style: "dayGrouped", paper: "A4", variant: "unsigned-overdraft", sameDataAs: "dayGrouped" },
  { style: "drcrLong", paper: "A4" },
  { style: "ukBottom", paper: "A4", landscape: true },
  { style: "cuTwoDates", paper: "Letter" },
  { style: "longDates", paper: "Letter" },
  { style: "ukCarried", paper: "A4" },
  { style: "ukCarried", paper: "A4", variant: "statement-date" },
  { style: "ukTypeCodes", paper: "A4" },
  { style: "checksGrid", paper: "Letter" },
  { style: "newestFirst", paper: "A4" },
  { style: "zeroFilled", paper: "A4" },
  { style: "amountsFirst", paper: "Letter" },
  { style: "appBank", paper: "A4" },
  { style: "redDebits", paper: "Letter" },
  { style: "weekdayDates", paper: "A4" },
  { style: "creditsFirst", paper: "Letter" },
  ...WORLD_STATEMENTS,
  ...CARD_STATEMENTS,
  ...LAYOUT_STATEMENTS,
  ...MORE_STATEMENTS,
];
const ALL_STYLES = { ...STYLES, ...WORLD_STYLES, ...CARD_STYLES, ...LAYOUT_STYLES, ...MORE_STYLES };
const nameOf = (spec) => (spec.variant ? `${spec.style}-${spec.variant}` : spec.style);
const wanted = process.argv.slice(2);
const unknown = wanted.filter((n) => !STATEMENTS.some((s) => nameOf(s) === n));
if (unknown.length) throw new Error(`no statement named ${unknown.join(", ")}`);

const browser = await launchChromium();
const page = await browser.newPage();
for (const spec of STATEMENTS.filter((s) => !wanted.length || wanted.includes(nameOf(s)))) {
  unsignedOverdraft = spec.variant === "unsigned-overdraft";
  datedOnly = spec.variant === "statement-date";
  const name = nameOf(spec);
  const { html, truth, css = "" } = ALL_STYLES[spec.style](seedOf(spec.sameDataAs ?? name));
  await page.setContent(
    `<!doctype html><html><head><meta charset="utf-8"><style>${CSS}${css}</style></head><body>${html}</body></html>`,
  );
  const pdf = await page.pdf({
    // A paper name, or { width, height } for a page of another size.
    ...(typeof spec.paper === "string" ? { format: spec.paper } : spec.paper),
    landscape: spec.landscape ?? false,
    printBackground: true,
    margin: spec.margin ?? { top: "18mm", bottom: "18mm" },
    displayHeaderFooter: true,
    headerTemplate: "<span></span>",
    // The page footer in the statement's language: "{p}" and "{n}" are the page and the page count.
    footerTemplate: `<div style="font-size:8px;width:100%;text-align:center">${(
      spec.footer ?? "Page {p} of {n}"
    )
      .replace("{p}", '<span class="pageNumber"></span>')
      .replace("{n}", '<span class="totalPages"></span>')}</div>`,
  });
  writeFileSync(`${out}/${name}.pdf`, pdf);
  writeFileSync(`${out}/${name}.truth.json`, `${JSON.stringify(truth, null, 2)}\n`);
  console.log(`${name}.pdf ${pdf.length} bytes, ${truth.transactions.length} transactions`);
}
await browser.close();
