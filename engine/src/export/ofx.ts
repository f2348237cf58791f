import { accountKey, DEFAULT_INTU_BID, INTU_BID_PATTERN } from "@statement-converter/contract";
import type { Statement, StatementAccount, Transaction } from "../types.js";
import { type AccountSection, accountSections, dateRange, postingDates } from "./account-sections.js";
import { FitIds } from "./fitid.js";
import { formatCents } from "./money.js";
import { checkNumber, ofxTrnType } from "./ofx-trntype.js";
import { slices } from "./parts.js";
import { isStatementList } from "./statement-json.js";
import { encodeWindows1252 } from "./windows-1252.js";

/**
 * OFX exports. `exportOfx` writes OFX 2.1.1 (XML, UTF-8) for Xero, Sage, GnuCash and the like;
 * `exportOfxSgml` writes OFX 1.0.2 (SGML, Windows-1252) with Intuit's INTU.BID, which is what
 * Quicken (.qfx) and QuickBooks (.qbo) Web Connect read. Both hold the same document:
 * - one statement response per account (BANKMSGSRSV1/STMTTRNRS/STMTRS; for card statements
 *   CREDITCARDMSGSRSV1/CCSTMTTRNRS/CCSTMTRS), in statement order, several statements one after
 *   another;
 * - BANKTRANLIST with DTSTART/DTEND (the statement's period, else its rows' dates) and a STMTTRN
 *   per row: TRNTYPE (ofx-trntype.ts), DTPOSTED, DTAVAIL (the value date), TRNAMT (signed from
 *   the holder's side, as in the Statement), FITID (fitid.ts), CHECKNUM for cheques or REFNUM,
 *   NAME (the description, 32 characters) and MEMO (the rest of the wording, 255 characters);
 * - LEDGERBAL: the account's closing balance, else the last balance printed on its rows, else
 *   opening balance plus rows; left out when none is known.
 * Dates are written at noon (YYYYMMDD120000) so that no importer's time zone moves them to
 * another day. DTSERVER is the statement's end date, so the same statement gives the same bytes.
 */

export interface OfxOptions {
  /** The INTU.BID of QFX/QBO files (digits); DEFAULT_INTU_BID when absent. */
  intuBid?: string | undefined;
  /** The date of a statement that has none at all (no period, no dated row); today by default. */
  today?: string | undefined;
}

/** OFX 2.1.1: XML, UTF-8, indented. */
export function exportOfx(statements: Statement | readonly Statement[], options: OfxOptions = {}): string {
  return [...ofxParts(statements, options)].join("");
}

/** OFX 2.1.1 in parts of at most ROWS_PER_PART rows, for `exportChunks` (render.ts). */
export function* ofxParts(
  statements: Statement | readonly Statement[],
  options: OfxOptions = {},
): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' +
    '<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n';
  yield* ofxDocument(listOf(statements), null, options, XML);
}

/** OFX 1.0.2: SGML (leaf elements unclosed), CRLF, Windows-1252, with INTU.BID. */
export function exportOfxSgml(
  statements: Statement | readonly Statement[],
  options: OfxOptions = {},
): Uint8Array {
  return encodeWindows1252([...ofxSgmlParts(statements, options)].join(""));
}

/** OFX 1.0.2 as text in parts (Windows-1252 is the caller's to apply: `encodeWindows1252`). */
export function* ofxSgmlParts(
  statements: Statement | readonly Statement[],
  options: OfxOptions = {},
): Generator<string> {
  const bid = options.intuBid ?? DEFAULT_INTU_BID;
  if (!INTU_BID_PATTERN.test(bid)) throw new RangeError(`INTU.BID must be 1 to 10 digits, not '${bid}'`);
  yield [
    "OFXHEADER:100",
    "DATA:OFXSGML",
    "VERSION:102",
    "SECURITY:NONE",
    "ENCODING:USASCII",
    "CHARSET:1252",
    "COMPRESSION:NONE",
    "OLDFILEUID:NONE",
    "NEWFILEUID:NONE",
    "",
    "",
  ].join("\r\n");
  yield* ofxDocument(listOf(statements), bid, options, SGML);
}

/** An element: a leaf with its text, or an aggregate with its children. */
type Element = [tag: string, content: string | Element[]];

/** How a document is written: an element whole, or an aggregate's opening and closing tags. */
interface Markup {
  whole(element: Element, depth: number): string;
  open(tag: string, depth: number): string;
  close(tag: string, depth: number): string;
}

const XML: Markup = {
  whole: (element, depth) => xml(element, "  ".repeat(depth)),
  open: (tag, depth) => `${"  ".repeat(depth)}<${tag}>\n`,
  close: (tag, depth) => `${"  ".repeat(depth)}</${tag}>\n`,
};

const SGML: Markup = {
  whole: (element) => sgml(element),
  open: (tag) => `<${tag}>\r\n`,
  close: (tag) => `</${tag}>\r\n`,
};

const STATUS_OK: Element = [
  "STATUS",
  [
    ["CODE", "0"],
    ["SEVERITY", "INFO"],
  ],
];

/** The routing number OFX asks for in BANKACCTFROM; statements seldom print it. */
const UNKNOWN_BANK_ID = "000000000";

/**
 * The OFX element: sign-on, then a statement response per account, bank accounts' in
 * BANKMSGSRSV1 and cards' in CREDITCARDMSGSRSV1, each list in statement order. Written as it
 * goes: a response's rows are made only when its turn comes.
 */
function* ofxDocument(
  statements: readonly Statement[],
  intuBid: string | null,
  options: OfxOptions,
  markup: Markup,
): Generator<string> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const serverDate = latest(statements.map(statementEnd)) ?? today;
  const signOn: Element[] = [STATUS_OK, ["DTSERVER", ofxDate(serverDate)], ["LANGUAGE", "ENG"]];
  if (intuBid !== null) {
    const org = statements.find((s) => s.bankName)?.bankName ?? "Statement Converter";
    signOn.push([
      "FI",
      [
        ["ORG", text(org, 32)],
        ["FID", intuBid],
      ],
    ]);
    signOn.push(["INTU.BID", intuBid]);
  }
  yield markup.open("OFX", 0);
  yield markup.whole(["SIGNONMSGSRSV1", [["SONRS", signOn]]], 1);
  const fitIds = new FitIds();
  const isCard = (s: Statement) => s.accountType === "credit_card";
  const lists: [tag: string, card: boolean][] = [];
  // An empty statement still names its account: a bank response with no rows.
  if (statements.some((s) => !isCard(s)) || !statements.some(isCard)) lists.push(["BANKMSGSRSV1", false]);
  if (statements.some(isCard)) lists.push(["CREDITCARDMSGSRSV1", true]);
  for (const [tag, card] of lists) {
    yield markup.open(tag, 1);
    let trnUid = 0;
    for (const statement of statements) {
      if (isCard(statement) !== card) continue;
      const sections = accountSections(statement);
      const ids = accountIds(sections.map((s) => s.account));
      for (const [i, section] of sections.entries()) {
        const wrapper = card ? "CCSTMTTRNRS" : "STMTTRNRS";
        yield markup.open(wrapper, 2);
        yield markup.whole(["TRNUID", String(++trnUid)], 3);
        yield markup.whole(STATUS_OK, 3);
        const response = { statement, section, accountId: ids[i] as string, isCard: card };
        yield* statementResponse(response, fitIds, serverDate, markup);
        yield markup.close(wrapper, 2);
      }
    }
    yield markup.close(tag, 1);
  }
  yield markup.close("OFX", 0);
}

interface Response {
  statement: Statement;
  section: AccountSection;
  accountId: string;
  isCard: boolean;
}

/** STMTRS (CCSTMTRS for a card) at depth 3, its rows ROWS_PER_PART to a part. */
function* statementResponse(
  { statement, section, accountId, isCard }: Response,
  fitIds: FitIds,
  serverDate: string,
  markup: Markup,
): Generator<string> {
  const { account, transactions } = section;
  const rows = dateRange(transactions);
  const start = statement.periodStart ?? rows?.first ?? serverDate;
  const end = statement.periodEnd ?? rows?.last ?? serverDate;
  const dates = postingDates(transactions, start);
  const key = accountKey(account);
  const from: Element = isCard
    ? ["CCACCTFROM", [["ACCTID", accountId]]]
    : [
        "BANKACCTFROM",
        [
          ["BANKID", UNKNOWN_BANK_ID],
          ["ACCTID", accountId],
          ["ACCTTYPE", bankAccountType(statement, account)],
        ],
      ];
  const tag = isCard ? "CCSTMTRS" : "STMTRS";
  yield markup.open(tag, 3);
  yield markup.whole(["CURDEF", currencyOf(account, statement)], 4);
  yield markup.whole(from, 4);
  yield markup.open("BANKTRANLIST", 4);
  yield markup.whole(["DTSTART", ofxDate(start)], 5);
  yield markup.whole(["DTEND", ofxDate(end)], 5);
  let at = 0;
  for (const slice of slices(transactions)) {
    yield slice
      .map((t) => markup.whole(statementTransaction(t, dates[at++] as string, key, fitIds), 5))
      .join("");
  }
  yield markup.close("BANKTRANLIST", 4);
  const ledger = ledgerBalance(account, section, statement);
  if (ledger !== null) {
    yield markup.whole(
      [
        "LEDGERBAL",
        [
          ["BALAMT", formatCents(ledger)],
          ["DTASOF", ofxDate(end)],
        ],
      ],
      4,
    );
  }
  yield markup.close(tag, 3);
}

/** One STMTTRN. */
function statementTransaction(t: Transaction, posted: string, key: string | null, fitIds: FitIds): Element {
  const type = ofxTrnType(t);
  const fields: Element[] = [
    ["TRNTYPE", type],
    ["DTPOSTED", ofxDate(posted)],
  ];
  if (t.valueDate) fields.push(["DTAVAIL", ofxDate(t.valueDate)]);
  fields.push(["TRNAMT", formatCents(t.amountCents)]);
  fields.push(["FITID", fitIds.next(key, t)]);
  const cheque = type === "CHECK" ? checkNumber(t) : null;
  if (cheque) fields.push(["CHECKNUM", cheque]);
  else if (t.reference?.trim()) fields.push(["REFNUM", text(t.reference, 32)]);
  const name = text(t.description, 32);
  if (name) fields.push(["NAME", name]);
  const memo = text(memoOf(t.description, t.details), 255);
  if (memo) fields.push(["MEMO", memo]);
  return ["STMTTRN", fields];
}

/** The description when it fits in NAME, else all of it; then the details. */
function memoOf(description: string, details: string): string {
  const clean = collapse(description);
  const rest = collapse(details);
  const head = [...clean].length > 32 ? clean : "";
  return [head, rest].filter(Boolean).join(" ");
}

/** ACCTID of each account: its masked number, else its name, else 'UNKNOWN'; repeats get -2, -3. */
function accountIds(accounts: readonly StatementAccount[]): string[] {
  const used = new Map<string, number>();
  return accounts.map((a) => {
    const base = text(accountKey(a) ?? "UNKNOWN", 20) || "UNKNOWN";
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}

const SAVINGS_WORDING = /\b(savings?|saver|sparkonto|spar|epargne|épargne|ahorro|risparmio|spaarrekening)\b/i;

function bankAccountType(statement: Statement, account: StatementAccount): string {
  if (statement.accountType === "savings" || SAVINGS_WORDING.test(account.name ?? "")) return "SAVINGS";
  if (statement.accountType === "loan") return "CREDITLINE";
  return "CHECKING";
}

function currencyOf(account: StatementAccount, statement: Statement): string {
  const code = account.currency ?? statement.currency;
  return code && /^[A-Z]{3}$/.test(code) ? code : "USD";
}

function ledgerBalance(
  account: StatementAccount,
  section: AccountSection,
  statement: Statement,
): number | null {
  if (account.closingBalanceCents !== null) return account.closingBalanceCents;
  if (statement.accounts.length <= 1 && statement.closingBalanceCents !== null) {
    return statement.closingBalanceCents;
  }
  const printed = section.transactions.filter((t) => t.balanceCents !== null).pop();
  if (printed) return printed.balanceCents;
  if (account.openingBalanceCents === null) return null;
  return section.transactions.reduce((sum, t) => sum + t.amountCents, account.openingBalanceCents);
}

function statementEnd(statement: Statement): string | null {
  return statement.periodEnd ?? dateRange(statement.transactions)?.last ?? null;
}

function latest(dates: readonly (string | null)[]): string | null {
  return dates.reduce<string | null>((max, d) => (d !== null && (max === null || d > max) ? d : max), null);
}

/** ISO date -> YYYYMMDD120000 (noon: no time zone moves it to another day). */
function ofxDate(iso: string): string {
  return `${iso.replaceAll("-", "")}120000`;
}

/** One line of text: controls and runs of white space become one space, at most `max` characters. */
function text(value: string, max: number): string {
  return [...collapse(value)].slice(0, max).join("").trim();
}

function collapse(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: line breaks and controls become spaces
  return value.replace(/[\u0000-\u001f\u007f\s]+/g, " ").trim();
}

function escapeMarkup(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

function xml([tag, content]: Element, indent: string): string {
  if (typeof content === "string") return `${indent}<${tag}>${escapeMarkup(content)}</${tag}>\n`;
  const inner = content.map((child) => xml(child, `${indent}  `)).join("");
  return `${indent}<${tag}>\n${inner}${indent}</${tag}>\n`;
}

function sgml([tag, content]: Element): string {
  if (typeof content === "string") return `<${tag}>${escapeMarkup(content)}\r\n`;
  return `<${tag}>\r\n${content.map(sgml).join("")}</${tag}>\r\n`;
}

function listOf(statements: Statement | readonly Statement[]): readonly Statement[] {
  return isStatementList(statements) ? statements : [statements];
}
