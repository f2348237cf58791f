#!/usr/bin/env node
// Writes the spreadsheet and CSV statements in this folder, each with its exact truth, from the
// data of the printed statements (../printed/NAME.truth.json: the same transactions, balances
// and accounts), laid out the way banks export them: .xlsx and .xls with typed dates and numbers,
// Excel serials in a General column, text dates and amounts, notes above the table, summary rows
// under it, blank rows, a header merged over two rows, a notes sheet and two account sheets, and
// CSV with , ; tab and | in UTF-8 (with and without BOM), UTF-16 and Windows-1252.
//
//   node engine/test/sheets/generate.mjs && npx biome check --write engine/test/sheets
//
// The output is deterministic (sheets.test.ts checks the committed files are this script's).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "@e965/xlsx";
import { hostileFiles } from "./hostile.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const printed = join(here, "..", "printed");
const out = join(here, "files");

const data = (name) => JSON.parse(readFileSync(join(printed, `${name}.truth.json`), "utf8"));

// ------------------------------------------------------------------------------------------------
// Printing values

const parts = (iso) => iso.split("-").map(Number);
const pad = (n) => String(n).padStart(2, "0");
/** A date from a pattern: DD, MM, YYYY, YY. */
const fmtDate = (iso, pattern) => {
  const [y, m, d] = parts(iso);
  return pattern.replace(
    /YYYY|YY|MM|DD/g,
    (t) => ({ YYYY: String(y), YY: String(y).slice(2), MM: pad(m), DD: pad(d) })[t],
  );
};
const grouped = (cents, locale) =>
  (Math.abs(cents) / 100).toLocaleString(locale, { minimumFractionDigits: 2 });
const us = (c) => grouped(c, "en-US");
const eu = (c) => grouped(c, "de-DE");
/** 1 234,56 with a plain space between the groups (French). */
const fr = (c) => us(c).replace(/,/g, " ").replace(".", ",");
const signed = (c, f) => `${c < 0 ? "-" : ""}${f(c)}`;
/** Excel's serial number of an ISO date (1900 date system). */
const serial = (iso) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000 + 25_569;

// ------------------------------------------------------------------------------------------------
// Cells and files

/** Typed cells: a number with a format, a date (as its serial, formatted), or text. */
const num = (cents, z = "#,##0.00") => ({ t: "n", v: cents / 100, z });
const date = (iso, z) => ({ t: "n", v: serial(iso), z });
const general = (iso) => ({ t: "n", v: serial(iso) });

/** A worksheet from rows of values (strings, typed cells, null for empty), with merges. */
function sheetOf(rows, merges = []) {
  const ws = {};
  let maxC = 0;
  rows.forEach((row, r) => {
    (row ?? []).forEach((value, c) => {
      if (value === null || value === undefined || value === "") return;
      ws[XLSX.utils.encode_cell({ r, c })] = typeof value === "string" ? { t: "s", v: value } : value;
      maxC = Math.max(maxC, c);
    });
  });
  ws["!ref"] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: Math.max(0, rows.length - 1), c: maxC },
  });
  if (merges.length) ws["!merges"] = merges;
  return ws;
}

function workbook(sheets) {
  const wb = XLSX.utils.book_new();
  for (const [name, rows, merges] of sheets) XLSX.utils.book_append_sheet(wb, sheetOf(rows, merges), name);
  return wb;
}

const writeBook = (wb, bookType) =>
  new Uint8Array(XLSX.write(wb, { type: "array", bookType, compression: true }));

/** CSV text, RFC 4180 quoting where a field needs it (or always). */
function csv(rows, delimiter, { quoteAll = false, eol = "\r\n" } = {}) {
  const field = (v) => {
    const s = v ?? "";
    return quoteAll || s.includes(delimiter) || /["\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return rows.map((r) => r.map(field).join(delimiter)).join(eol) + eol;
}

const utf8 = (text, bom = false) => new TextEncoder().encode((bom ? "\ufeff" : "") + text);
function utf16le(text) {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes[2 + 2 * i] = code & 0xff;
    bytes[3 + 2 * i] = code >> 8;
  }
  return bytes;
}
const CP1252 = {
  "€": 0x80,
  "‚": 0x82,
  "„": 0x84,
  "…": 0x85,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "–": 0x96,
  "—": 0x97,
};
function windows1252(text) {
  return Uint8Array.from(text, (ch) => {
    const code = ch.charCodeAt(0);
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
    if (CP1252[ch] !== undefined) return CP1252[ch];
    throw new Error(`not in Windows-1252: ${ch}`);
  });
}

// ------------------------------------------------------------------------------------------------
// Truth

/** Rows holding anything: the page count is one page per 50 of them (at least one). */
const pagesOf = (...sheets) =>
  Math.max(
    1,
    Math.ceil(
      sheets.flat().filter((r) => r?.some((v) => v !== null && v !== "" && v !== undefined)).length / 50,
    ),
  );

/**
 * The truth of a file written from `source`: its transactions (details only where the file
 * carries them), and the statement's facts the file states (null where it does not).
 */
function truthOf(source, facts, { details = true, valueDates = false, references = false } = {}) {
  return {
    bankName: null,
    accountNumber: null,
    currency: null,
    periodStart: null,
    periodEnd: null,
    ...facts,
    openingBalanceCents:
      "openingBalanceCents" in facts ? facts.openingBalanceCents : source.openingBalanceCents,
    closingBalanceCents:
      "closingBalanceCents" in facts ? facts.closingBalanceCents : source.closingBalanceCents,
    transactions: source.transactions.map((t) => ({
      parsedDate: t.parsedDate,
      valueDate: valueDates ? t.valueDate : null,
      description: t.description,
      details: details ? t.details : "",
      type: t.type,
      amountCents: t.amountCents,
      balanceCents: t.balanceCents,
      reference: references ? t.reference : null,
      ...(source.accounts ? { account: t.account } : {}),
    })),
  };
}

/** Every file's bytes and truth, by file name (the tests compare them with the committed files). */
export const files = {};
export const truths = {};
function emit(name, bytes, truth) {
  files[name] = bytes;
  truths[name] = truth;
}

// ------------------------------------------------------------------------------------------------
// The statements

// US: notes above the table, typed dates and numbers, details on a row of their own under each
// transaction, a blank row and summary rows under the table. The same workbook as .xlsx and .xls.
{
  const s = data("usTwoCol");
  const rows = [
    ["Lakeshore Community Bank"],
    ["Account number:", "XXXXXX7781"],
    ["Statement period: March 1, 2025 to March 31, 2025"],
    ["Currency:", "USD"],
    [],
    ["Date", "Description", "Withdrawals", "Deposits", "Balance"],
    [date("2025-03-01", "mm/dd/yyyy"), "Beginning Balance", null, null, num(s.openingBalanceCents)],
  ];
  for (const t of s.transactions) {
    const money = t.amountCents < 0 ? [num(-t.amountCents), null] : [null, num(t.amountCents)];
    rows.push([date(t.parsedDate, "mm/dd/yyyy"), t.description, ...money, num(t.balanceCents)]);
    if (t.details) rows.push([null, t.details]);
  }
  const out = s.transactions.filter((t) => t.amountCents < 0).reduce((n, t) => n - t.amountCents, 0);
  const inn = s.transactions.filter((t) => t.amountCents > 0).reduce((n, t) => n + t.amountCents, 0);
  rows.push([], [null, "Total withdrawals", num(out)], [null, "Total deposits", null, num(inn)]);
  rows.push([null, "Ending balance", null, null, num(s.closingBalanceCents)]);
  const facts = {
    bankName: "Lakeshore Community Bank",
    accountNumber: "****7781",
    currency: "USD",
    periodStart: "2025-03-01",
    periodEnd: "2025-03-31",
    pageCount: pagesOf(rows),
  };
  const wb = workbook([["Statement", rows]]);
  emit("usTwoCol.xlsx", writeBook(wb, "xlsx"), truthOf(s, facts));
  emit("usTwoCol.xls", writeBook(wb, "biff8"), truthOf(s, facts));

  // The same transactions as a plain CSV download: a header row, US dates and amounts as text.
  const lines = [["Date", "Description", "Withdrawals", "Deposits", "Balance"]];
  for (const t of s.transactions) {
    const money = t.amountCents < 0 ? [us(t.amountCents), ""] : ["", us(t.amountCents)];
    lines.push([fmtDate(t.parsedDate, "MM/DD/YYYY"), t.description, ...money, us(t.balanceCents)]);
  }
  emit("usTwoCol.csv", utf8(csv(lines, ",")), truthOf(s, { pageCount: pagesOf(lines) }, { details: false }));
}

// German: ';' and decimal commas, Windows-1252 (Überweisung, Kontoführung), no running balance:
// the opening and closing balances on rows of their own.
{
  const s = data("deDotDates");
  const lines = [
    ["Stadtsparkasse Talheim"],
    ["Kontonummer", "1234 5678"],
    ["Zeitraum", "01.10.2025 - 31.10.2025"],
    [],
    ["Buchungstag", "Valuta", "Verwendungszweck", "Betrag (EUR)"],
    ["", "", "Anfangssaldo", eu(s.openingBalanceCents)],
  ];
  for (const t of s.transactions) {
    lines.push([
      fmtDate(t.parsedDate, "DD.MM.YYYY"),
      fmtDate(t.valueDate, "DD.MM.YYYY"),
      t.description,
      signed(t.amountCents, eu),
    ]);
  }
  lines.push(["", "", "Endsaldo", eu(s.closingBalanceCents)]);
  emit(
    "deDotDates.csv",
    windows1252(csv(lines, ";")),
    truthOf(
      s,
      {
        bankName: "Stadtsparkasse Talheim",
        accountNumber: "****5678",
        currency: "EUR",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        pageCount: pagesOf(lines),
      },
      { details: false, valueDates: true },
    ),
  );
}

// French: Excel's "Unicode text" (UTF-16 with a BOM, tab-separated), Débit / Crédit in 1 234,56.
{
  const s = data("frSoldeCrediteur");
  const lines = [
    ["Banque du Rhône"],
    ["Compte n°", "0001 2345 678"],
    ["Période du 01/10/2025 au 31/10/2025"],
    ["Devise", "EUR"],
    [],
    ["Date opération", "Date valeur", "Libellé", "Débit", "Crédit"],
    ["", "", "Ancien solde", "", fr(s.openingBalanceCents)],
  ];
  for (const t of s.transactions) {
    const money = t.amountCents < 0 ? [fr(t.amountCents), ""] : ["", fr(t.amountCents)];
    lines.push([
      fmtDate(t.parsedDate, "DD/MM/YYYY"),
      fmtDate(t.valueDate, "DD/MM/YYYY"),
      t.description,
      ...money,
    ]);
  }
  lines.push(["", "", "Nouveau solde", "", fr(s.closingBalanceCents)]);
  emit(
    "frSoldeCrediteur.csv",
    utf16le(csv(lines, "\t")),
    truthOf(
      s,
      {
        bankName: "Banque du Rhône",
        accountNumber: "****5678",
        currency: "EUR",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        pageCount: pagesOf(lines),
      },
      { details: false, valueDates: true },
    ),
  );
}

// Spanish: dates typed as text ("02/10/2025"), amounts and balances as numbers.
{
  const s = data("esConcepto");
  const rows = [
    ["Banco Meseta"],
    ["Cuenta", "ES12 0049 1500 0512 3456 1332"],
    ["Periodo: 01/10/2025 - 31/10/2025"],
    [],
    ["Fecha", "Fecha valor", "Concepto", "Importe (EUR)", "Saldo (EUR)"],
  ];
  for (const t of s.transactions) {
    rows.push([
      fmtDate(t.parsedDate, "DD/MM/YYYY"),
      fmtDate(t.valueDate, "DD/MM/YYYY"),
      t.description,
      num(t.amountCents),
      num(t.balanceCents),
    ]);
  }
  emit(
    "esConcepto.xlsx",
    writeBook(workbook([["Movimientos", rows]]), "xlsx"),
    truthOf(
      s,
      {
        bankName: "Banco Meseta",
        accountNumber: "****1332",
        currency: "EUR",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        pageCount: pagesOf(rows),
      },
      { details: false, valueDates: true },
    ),
  );
}

// Singapore: a notes sheet first, then a sheet per account, each titled with its name and number.
{
  const s = data("sgTwoAccounts");
  const notes = [
    ["Merlion Commercial Bank"],
    ["Statement period: 01 Oct 2025 to 31 Oct 2025"],
    ["Currency", "SGD"],
    [],
    ["Please examine this statement and report any discrepancy within 14 days."],
  ];
  const sheets = [["Notes", notes]];
  const titles = { "****6789": "Current Account 201-456789", "****7654": "Savings Account 201-987654" };
  for (const account of s.accounts) {
    const rows = [
      [titles[account.accountNumber]],
      [],
      ["Date", "Description", "Withdrawal (SGD)", "Deposit (SGD)", "Balance (SGD)"],
      [
        date("2025-10-01", "dd mmm yyyy"),
        "Balance brought forward",
        null,
        null,
        num(account.openingBalanceCents),
      ],
    ];
    for (const t of s.transactions.filter((x) => x.account === account.accountNumber)) {
      const money = t.amountCents < 0 ? [num(-t.amountCents), null] : [null, num(t.amountCents)];
      rows.push([date(t.parsedDate, "dd mmm yyyy"), t.description, ...money, num(t.balanceCents)]);
    }
    rows.push([null, "Closing balance", null, null, num(account.closingBalanceCents)]);
    sheets.push([account.name.replace(" Account", ""), rows]);
  }
  const { notes: _notes, ...facts } = s;
  emit(
    "sgTwoAccounts.xlsx",
    writeBook(workbook(sheets), "xlsx"),
    truthOf(
      s,
      {
        bankName: facts.bankName,
        accountNumber: facts.accountNumber,
        currency: "SGD",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        accounts: s.accounts,
        openingBalanceCents: null,
        closingBalanceCents: null,
        pageCount: pagesOf(...sheets.map((x) => x[1])),
      },
      { details: false },
    ),
  );
}

// Australian: a header over two rows ("Amount" merged over Debit and Credit, the other labels
// merged down), balances as text with CR/DR, a blank row between weeks, totals under the table.
{
  const s = data("auCrBalances");
  const bal = (c) => `${us(c)} ${c < 0 ? "DR" : "CR"}`;
  const rows = [
    ["Southern Cross Savings"],
    ["BSB 062-000 Account 1234 5678"],
    ["Statement period 1 Sep 2025 - 30 Sep 2025"],
    [],
    ["Date", "Transaction details", "Amount", null, "Balance"],
    [null, null, "Debit", "Credit", null],
    [date("2025-09-01", "dd/mm/yyyy"), "OPENING BALANCE", null, null, bal(s.openingBalanceCents)],
  ];
  const merges = [
    { s: { r: 4, c: 0 }, e: { r: 5, c: 0 } },
    { s: { r: 4, c: 1 }, e: { r: 5, c: 1 } },
    { s: { r: 4, c: 2 }, e: { r: 4, c: 3 } },
    { s: { r: 4, c: 4 }, e: { r: 5, c: 4 } },
  ];
  let week = null;
  for (const t of s.transactions) {
    const w = Math.floor((parts(t.parsedDate)[2] - 1) / 7);
    if (week !== null && w !== week) rows.push([]);
    week = w;
    const money = t.amountCents < 0 ? [num(-t.amountCents), null] : [null, num(t.amountCents)];
    rows.push([date(t.parsedDate, "dd/mm/yyyy"), t.description, ...money, bal(t.balanceCents)]);
  }
  const out = s.transactions.filter((t) => t.amountCents < 0).reduce((n, t) => n - t.amountCents, 0);
  const inn = s.transactions.filter((t) => t.amountCents > 0).reduce((n, t) => n + t.amountCents, 0);
  rows.push([date("2025-09-30", "dd/mm/yyyy"), "CLOSING BALANCE", null, null, bal(s.closingBalanceCents)]);
  rows.push([], [null, "Totals", num(out), num(inn)]);
  emit(
    "auCrBalances.xlsx",
    writeBook(workbook([["Transactions", rows, merges]]), "xlsx"),
    truthOf(
      s,
      {
        bankName: "Southern Cross Savings",
        accountNumber: "****5678",
        periodStart: "2025-09-01",
        periodEnd: "2025-09-30",
        pageCount: pagesOf(rows),
      },
      { details: false },
    ),
  );
}

// UK: dates as bare Excel serial numbers (a General-formatted column), Money out / Money in (£).
{
  const s = data("ukBottom");
  const rows = [
    ["Kestrel Bank plc"],
    ["Sort code 40-11-22", "Account number 8833345"],
    ["Statement 1 October 2025 to 31 October 2025"],
    [],
    ["Date", "Description", "Money out (£)", "Money in (£)", "Balance (£)"],
  ];
  for (const t of s.transactions) {
    const money = t.amountCents < 0 ? [num(-t.amountCents), null] : [null, num(t.amountCents)];
    rows.push([general(t.parsedDate), t.description, ...money, num(t.balanceCents)]);
  }
  emit(
    "ukBottom.xlsx",
    writeBook(workbook([["Sheet1", rows]]), "xlsx"),
    truthOf(
      s,
      {
        bankName: "Kestrel Bank plc",
        accountNumber: "****3345",
        currency: "GBP",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        pageCount: pagesOf(rows),
      },
      { details: false },
    ),
  );
}

// Newest first: UTF-8 with a BOM, every field quoted, ISO dates, signed amounts in one column.
{
  const s = data("newestFirst");
  const lines = [["Date", "Description", "Amount (EUR)", "Balance (EUR)"]];
  for (const t of s.transactions) {
    lines.push([
      t.parsedDate,
      t.description,
      `${t.amountCents < 0 ? "-" : "+"}${(Math.abs(t.amountCents) / 100).toFixed(2)}`,
      (t.balanceCents / 100).toFixed(2),
    ]);
  }
  emit(
    "newestFirst.csv",
    utf8(csv(lines, ",", { quoteAll: true }), true),
    truthOf(s, { currency: "EUR", pageCount: pagesOf(lines) }, { details: false }),
  );
}

// Indian: '|' between fields, dd/mm/yy dates, a reference column, withdrawals and deposits.
{
  const s = data("inNarration");
  const lines = [
    ["Deccan Commercial Bank"],
    ["Account No", "50100234414410"],
    ["Statement From 01/11/2025 To 30/11/2025"],
    [],
    ["Date", "Narration", "Chq./Ref.No.", "Value Dt", "Withdrawal Amt.", "Deposit Amt.", "Closing Balance"],
  ];
  for (const t of s.transactions) {
    const money = t.amountCents < 0 ? [us(t.amountCents), ""] : ["", us(t.amountCents)];
    lines.push([
      fmtDate(t.parsedDate, "DD/MM/YY"),
      t.description,
      t.reference,
      fmtDate(t.valueDate, "DD/MM/YY"),
      ...money,
      us(t.balanceCents),
    ]);
  }
  emit(
    "inNarration.csv",
    utf8(csv(lines, "|"), false),
    truthOf(
      s,
      {
        bankName: "Deccan Commercial Bank",
        accountNumber: "****4410",
        periodStart: "2025-11-01",
        periodEnd: "2025-11-30",
        pageCount: pagesOf(lines),
      },
      { details: false, valueDates: true, references: true },
    ),
  );
}

// German-style export as a legacy .xls: booking and value dates typed (dd.mm.yyyy), signed
// amounts, opening and closing rows.
{
  const s = data("euSigned");
  const rows = [
    ["Nordwerk Bank AG"],
    ["IBAN", "DE89 3704 0044 0532 0130 00"],
    ["Account statement 01.06.2025 - 30.06.2025"],
    [],
    ["Booking date", "Value date", "Description", "Amount (EUR)", "Balance (EUR)"],
    [null, null, "Opening balance", null, num(s.openingBalanceCents)],
  ];
  for (const t of s.transactions) {
    rows.push([
      date(t.parsedDate, "dd.mm.yyyy"),
      date(t.valueDate, "dd.mm.yyyy"),
      t.description,
      num(t.amountCents, "+#,##0.00;-#,##0.00"),
      num(t.balanceCents),
    ]);
    if (t.details) rows.push([null, null, t.details]);
  }
  rows.push([null, null, "Closing balance", null, num(s.closingBalanceCents)]);
  emit(
    "euSigned.xls",
    writeBook(workbook([["Umsaetze", rows]]), "biff8"),
    truthOf(
      s,
      {
        bankName: "Nordwerk Bank AG",
        accountNumber: "****3000",
        currency: "EUR",
        periodStart: "2025-06-01",
        periodEnd: "2025-06-30",
        pageCount: pagesOf(rows),
      },
      { valueDates: true },
    ),
  );
}

// Portuguese: ';' and decimal commas in UTF-8 without a BOM (Comissão, Débito direto), dd-mm-yyyy.
{
  const s = data("ptSaldo");
  const lines = [
    ["Banco Atlântico Português"],
    ["Conta", "0035 0123 00012345678"],
    ["Período", "01-10-2025 a 31-10-2025"],
    ["Moeda", "EUR"],
    [],
    ["Data", "Descrição", "Montante", "Saldo"],
  ];
  for (const t of s.transactions) {
    lines.push([
      fmtDate(t.parsedDate, "DD-MM-YYYY"),
      t.description,
      signed(t.amountCents, eu),
      signed(t.balanceCents, eu),
    ]);
  }
  emit(
    "ptSaldo.csv",
    utf8(csv(lines, ";")),
    truthOf(
      s,
      {
        bankName: "Banco Atlântico Português",
        accountNumber: "****5678",
        currency: "EUR",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        pageCount: pagesOf(lines),
      },
      { details: false },
    ),
  );
}

// ------------------------------------------------------------------------------------------------

/** The hostile files: name -> { bytes, expect } (a code, or "OK"). */
export const hostile = hostileFiles(files);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(out, name), bytes);
  writeFileSync(join(out, "truth.json"), `${JSON.stringify(truths, null, 2)}\n`);
  const hostileDir = join(here, "hostile");
  for (const [name, { bytes }] of Object.entries(hostile)) writeFileSync(join(hostileDir, name), bytes);
  const expected = Object.fromEntries(Object.entries(hostile).map(([name, { expect }]) => [name, expect]));
  writeFileSync(join(hostileDir, "hostile.json"), `${JSON.stringify(expected, null, 2)}\n`);
  console.log(
    `wrote ${Object.keys(files).length} statements and ${Object.keys(hostile).length} hostile files`,
  );
}
