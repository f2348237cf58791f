/**
 * Reading exported OFX, QFX, QBO and QIF files back with independent readers from the registry
 * (ofx-js for the OFX family, fast-xml-parser to prove OFX 2 is well-formed XML, iconv-lite for
 * Windows-1252, qif2json for QIF) and comparing what they read with the Statement the file was made from. Used by the
 * engine's tests and by the CLI's and the web app's, over the files each door produces.
 *
 * `readBackProblems` returns what differs, in words; an empty list means the file holds the
 * statement: per account, in order, the same number of rows, each with its date and amount,
 * every FITID unique in the file, the account's currency, and its closing balance as the ledger
 * balance (and, for an account that reconciles, opening balance plus rows).
 */

import type { ExportFormat } from "@statement-converter/contract";
import { XMLValidator } from "fast-xml-parser";
import iconv from "iconv-lite";
import { parseSync } from "ofx-js";
// @ts-expect-error qif2json ships no types
import qif2json from "qif2json";
import { accountSections } from "../src/export/account-sections.js";
import type { Statement } from "../src/types.js";

export interface ReadAccount {
  card: boolean;
  accountId: string | null;
  currency: string | null;
  ledgerCents: number | null;
  rows: {
    date: string;
    amountCents: number;
    fitId: string | null;
    type: string | null;
    name: string;
    memo: string;
  }[];
}

/** What an OFX reader sees in a file: its header fields and each statement response. */
export function readOfx(
  bytes: Uint8Array,
  format: "ofx" | "qfx" | "qbo",
): { header: Record<string, string>; accounts: ReadAccount[] } {
  // Node's TextDecoder reads 'windows-1252' as Latin-1 (0x80 is not the euro sign there).
  const text =
    format === "ofx" ? new TextDecoder().decode(bytes) : iconv.decode(Buffer.from(bytes), "win1252");
  if (format === "ofx") {
    const body = text.slice(text.indexOf("<OFX>"));
    const valid = XMLValidator.validate(body);
    if (valid !== true) throw new Error(`OFX 2 body is not well-formed XML: ${JSON.stringify(valid)}`);
  }
  const parsed = parseSync(text);
  const ofx = parsed.OFX as Record<string, unknown>;
  const accounts: ReadAccount[] = [];
  const bank = asList((ofx.BANKMSGSRSV1 as Record<string, unknown> | undefined)?.STMTTRNRS);
  const card = asList((ofx.CREDITCARDMSGSRSV1 as Record<string, unknown> | undefined)?.CCSTMTTRNRS);
  for (const rs of bank) accounts.push(readResponse(rs.STMTRS as Record<string, unknown>, false));
  for (const rs of card) accounts.push(readResponse(rs.CCSTMTRS as Record<string, unknown>, true));
  const sonrs = (ofx.SIGNONMSGSRSV1 as Record<string, Record<string, unknown>>).SONRS ?? {};
  const header: Record<string, string> = { ...parsed.header };
  // ofx-js reads SGML's INTU.BID as INTUBID.
  const bid = sonrs["INTU.BID"] ?? sonrs.INTUBID;
  if (typeof bid === "string") header.INTU_BID = bid;
  return { header, accounts };
}

function readResponse(rs: Record<string, unknown>, card: boolean): ReadAccount {
  const from = (rs.BANKACCTFROM ?? rs.CCACCTFROM) as Record<string, string> | undefined;
  const list = (rs.BANKTRANLIST ?? {}) as Record<string, unknown>;
  const ledger = rs.LEDGERBAL as Record<string, string> | undefined;
  return {
    card,
    accountId: from?.ACCTID ?? null,
    currency: typeof rs.CURDEF === "string" ? rs.CURDEF : null,
    ledgerCents: ledger?.BALAMT === undefined ? null : cents(ledger.BALAMT),
    rows: asList(list.STMTTRN).map((t) => ({
      date: String(t.DTPOSTED ?? "").slice(0, 8),
      amountCents: cents(String(t.TRNAMT)),
      fitId: typeof t.FITID === "string" ? t.FITID : null,
      type: typeof t.TRNTYPE === "string" ? t.TRNTYPE : null,
      name: typeof t.NAME === "string" ? t.NAME : "",
      memo: typeof t.MEMO === "string" ? t.MEMO : "",
    })),
  };
}

/** What qif2json reads in a QIF file, a section per `!Account` (or the one section there is). */
export function readQif(
  bytes: Uint8Array,
  dayFirst = false,
): { type: string; name: string | null; rows: ReadAccount["rows"] }[] {
  const text = new TextDecoder().decode(bytes).replaceAll("\r\n", "\n");
  const chunks = text.includes("!Account\n") ? text.split("!Account\n").slice(1) : [text];
  return chunks.map((chunk) => {
    let name: string | null = null;
    let body = chunk;
    if (chunk !== text) {
      const end = chunk.indexOf("^\n");
      name = /^N(.*)$/m.exec(chunk.slice(0, end))?.[1] ?? null;
      body = chunk.slice(end + 2);
    }
    const data = qif2json.parse(body, { dateFormat: dayFirst ? undefined : "us" }) as {
      type: string;
      transactions: { date: string; amount: number; number?: string; payee?: string; memo?: string }[];
    };
    return {
      type: data.type,
      name,
      rows: data.transactions.map((t) => ({
        date: t.date.slice(0, 10).replaceAll("-", ""),
        amountCents: Math.round(t.amount * 100),
        fitId: t.number ?? null,
        type: null,
        name: t.payee ?? "",
        memo: t.memo ?? "",
      })),
    };
  });
}

/** Differences between a file (OFX family or QIF) and the statements it was made from. */
export function readBackProblems(
  statements: Statement | readonly Statement[],
  format: Extract<ExportFormat, "ofx" | "qfx" | "qbo" | "qif">,
  bytes: Uint8Array,
  options: { dayFirst?: boolean } = {},
): string[] {
  const list: readonly Statement[] = Array.isArray(statements) ? statements : [statements as Statement];
  const expected = list.flatMap((s) =>
    accountSections(s).map((section) => ({
      ...section,
      card: s.accountType === "credit_card",
      statement: s,
    })),
  );
  const problems: string[] = [];
  if (format === "qif") {
    const sections = readQif(bytes, options.dayFirst);
    if (sections.length !== expected.length)
      problems.push(`${sections.length} QIF sections, expected ${expected.length}`);
    expected.forEach((e, i) => {
      const read = sections[i];
      if (!read) return;
      const type = e.card ? "CCard" : "Bank";
      if (read.type !== type) problems.push(`section ${i}: !Type:${read.type}, expected ${type}`);
      compareRows(problems, `section ${i}`, e.transactions, read.rows);
    });
    return problems;
  }
  const read = readOfx(bytes, format);
  if (format !== "ofx" && !/^\d+$/.test(read.header.INTU_BID ?? "")) problems.push("no INTU.BID");
  // Bank responses come first, then card responses: the order the file's message sets take.
  const ordered = [...expected.filter((e) => !e.card), ...expected.filter((e) => e.card)];
  if (read.accounts.length !== ordered.length) {
    problems.push(`${read.accounts.length} statement responses, expected ${ordered.length}`);
  }
  const fitIds = read.accounts.flatMap((a) => a.rows.map((r) => r.fitId));
  if (fitIds.some((id) => !id)) problems.push("a row without FITID");
  if (new Set(fitIds).size !== fitIds.length) problems.push("FITIDs repeat in the file");
  ordered.forEach((e, i) => {
    const account = read.accounts[i];
    if (!account) return;
    const where = `account ${i} (${account.accountId})`;
    if (account.card !== e.card) problems.push(`${where}: card ${account.card}, expected ${e.card}`);
    const number = e.account.accountNumber;
    if (number && number.length <= 20 && account.accountId !== number) {
      problems.push(`${where}: ACCTID ${account.accountId}, expected ${number}`);
    }
    const currency = e.account.currency ?? e.statement.currency;
    if (currency && account.currency !== currency)
      problems.push(`${where}: CURDEF ${account.currency}, expected ${currency}`);
    const closing = e.account.closingBalanceCents;
    if (closing !== null && account.ledgerCents !== closing) {
      problems.push(`${where}: LEDGERBAL ${account.ledgerCents}, expected closing ${closing}`);
    }
    const opening = e.account.openingBalanceCents;
    if (e.account.reconciled && opening !== null && account.ledgerCents !== null) {
      const sum = account.rows.reduce((n, r) => n + r.amountCents, opening);
      if (sum !== account.ledgerCents)
        problems.push(`${where}: opening + rows ${sum} != LEDGERBAL ${account.ledgerCents}`);
    }
    for (const [j, r] of account.rows.entries()) {
      if (r.type === "CREDIT" && r.amountCents < 0)
        problems.push(`${where} row ${j}: CREDIT of ${r.amountCents}`);
      if (r.type === "DEBIT" && r.amountCents > 0)
        problems.push(`${where} row ${j}: DEBIT of ${r.amountCents}`);
    }
    compareRows(problems, where, e.transactions, account.rows);
  });
  return problems;
}

function compareRows(
  problems: string[],
  where: string,
  transactions: Statement["transactions"],
  rows: ReadAccount["rows"],
): void {
  if (rows.length !== transactions.length) {
    problems.push(`${where}: ${rows.length} rows, expected ${transactions.length}`);
    return;
  }
  transactions.forEach((t, j) => {
    const r = rows[j] as ReadAccount["rows"][number];
    const date = t.parsedDate.replaceAll("-", "");
    if (date && r.date !== date) problems.push(`${where} row ${j}: date ${r.date}, expected ${date}`);
    if (r.amountCents !== t.amountCents)
      problems.push(`${where} row ${j}: amount ${r.amountCents}, expected ${t.amountCents}`);
  });
}

function asList(value: unknown): Record<string, unknown>[] {
  if (value === undefined || value === null || value === "") return [];
  return (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
}

function cents(decimal: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!m) throw new Error(`Not an OFX amount: '${decimal}'`);
  const value = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  return m[1] === "-" ? -value : value;
}
