import { describe, expect, it } from "vitest";
import {
  cardStatement,
  sampleStatement,
  secondStatement,
  twoAccountStatement,
} from "../../test/fixtures/sample-statements.js";
import { readBackProblems, readOfx } from "../../test/readers.js";
import type { Statement, Transaction } from "../types.js";
import { exportOfx, exportOfxSgml } from "./ofx.js";

const utf8 = (text: string) => new TextEncoder().encode(text);
const ofx = (s: Statement | Statement[]) => readOfx(utf8(exportOfx(s)), "ofx");
const qbo = (s: Statement | Statement[], intuBid?: string) => readOfx(exportOfxSgml(s, { intuBid }), "qbo");

function withRows(rows: Partial<Transaction>[], base = sampleStatement()): Statement {
  const transactions = rows.map((r, i) => ({
    ...(base.transactions[0] as Transaction),
    reference: null,
    details: "",
    description: `ROW ${i}`,
    ...r,
  }));
  return {
    ...base,
    transactions,
    accounts: base.accounts.map((a) => ({ ...a, transactionCount: transactions.length })),
  };
}

describe("exportOfx (OFX 2, XML)", () => {
  it("writes one bank statement response with the account, rows and ledger balance", () => {
    const text = exportOfx(sampleStatement());
    expect(
      text.startsWith(
        '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<?OFX OFXHEADER="200" VERSION="211"',
      ),
    ).toBe(true);
    const { accounts } = ofx(sampleStatement());
    expect(accounts).toHaveLength(1);
    const [account] = accounts;
    expect(account).toMatchObject({
      card: false,
      accountId: "****1234",
      currency: "USD",
      ledgerCents: 187510,
    });
    expect(account?.rows.map((r) => [r.type, r.date, r.amountCents, r.name, r.memo])).toEqual([
      ["DIRECTDEP", "20260302", 250000, "ACH CREDIT PAYROLL", "ACME CORP REF 77812"],
      ["POS", "20260305", -182490, `CARD PURCHASE "JOE'S", DINER`, ""],
      ["FEE", "20260331", -5, '=HYPERLINK("http://x")', "line one line two"],
    ]);
    expect(text).toContain("<DTAVAIL>20260304120000</DTAVAIL>");
    expect(text).toContain("<REFNUM>77812</REFNUM>");
    expect(text).toContain("<BANKID>000000000</BANKID>");
    expect(text).toContain("<ACCTTYPE>CHECKING</ACCTTYPE>");
    expect(text).toContain("<DTSTART>20260301120000</DTSTART>");
    expect(text).toContain("<DTEND>20260331120000</DTEND>");
    expect(text).toContain("<DTSERVER>20260331120000</DTSERVER>");
    expect(text).not.toContain("INTU.BID");
  });

  it("gives the same bytes and FITIDs when the same statement is exported again", () => {
    const first = ofx(sampleStatement()).accounts[0]?.rows.map((r) => r.fitId);
    expect(exportOfx(sampleStatement())).toBe(exportOfx(sampleStatement()));
    // Another row changing leaves the others' ids alone; equal rows are told apart by order.
    const edited = sampleStatement();
    (edited.transactions[2] as Transaction).amountCents = -7;
    const again = ofx(edited).accounts[0]?.rows.map((r) => r.fitId);
    expect(again?.slice(0, 2)).toEqual(first?.slice(0, 2));
    expect(again?.[2]).not.toBe(first?.[2]);
    const twins = ofx(
      withRows([{ description: "COFFEE" }, { description: "COFFEE" }, { description: "COFFEE" }]),
    );
    const ids = twins.accounts[0]?.rows.map((r) => r.fitId) ?? [];
    expect(new Set(ids).size).toBe(3);
    expect(ids[1]).toBe(`${ids[0]}-2`);
    expect(ids[2]).toBe(`${ids[0]}-3`);
    expect(ids.every((id) => (id ?? "").length <= 32)).toBe(true);
  });

  it("writes a card statement as CREDITCARDMSGSRSV1/CCSTMTRS, charges negative, balance owed negative", () => {
    const text = exportOfx(cardStatement());
    expect(text).toContain("<CREDITCARDMSGSRSV1>");
    expect(text).toContain("<CCSTMTTRNRS>");
    expect(text).toContain("<CCACCTFROM>\n          <ACCTID>****9012</ACCTID>\n        </CCACCTFROM>");
    expect(text).not.toContain("BANKMSGSRSV1");
    const [account] = ofx(cardStatement()).accounts;
    expect(account?.card).toBe(true);
    expect(account?.ledgerCents).toBe(-62550);
    expect(account?.rows.map((r) => [r.type, r.amountCents])).toEqual([
      ["DEBIT", -12550],
      ["PAYMENT", 50000],
      ["INT", -50000],
    ]);
    expect(readBackProblems(cardStatement(), "ofx", utf8(text))).toEqual([]);
  });

  it("gives each account of a statement its own statement response", () => {
    const { accounts } = ofx(twoAccountStatement());
    expect(accounts.map((a) => [a.accountId, a.ledgerCents, a.rows.map((r) => r.amountCents)])).toEqual([
      ["****4417", 565000, [320000]],
      ["=Savings", 1060000, [50000]],
    ]);
    const text = exportOfx(twoAccountStatement());
    expect(text.match(/<ACCTTYPE>(\w+)<\/ACCTTYPE>/g)).toEqual([
      "<ACCTTYPE>CHECKING</ACCTTYPE>",
      "<ACCTTYPE>SAVINGS</ACCTTYPE>",
    ]);
    expect(text.match(/<TRNUID>\d+<\/TRNUID>/g)).toEqual(["<TRNUID>1</TRNUID>", "<TRNUID>2</TRNUID>"]);
  });

  it("merges statements: bank responses, then card responses, FITIDs unique across the file", () => {
    const list = [cardStatement(), twoAccountStatement(), cardStatement()];
    const read = ofx(list);
    expect(read.accounts.map((a) => [a.card, a.accountId])).toEqual([
      [false, "****4417"],
      [false, "=Savings"],
      [true, "****9012"],
      [true, "****9012"],
    ]);
    expect(readBackProblems(list, "ofx", utf8(exportOfx(list)))).toEqual([]);
  });

  it("escapes &, < and > and keeps non-ASCII text as it is", () => {
    const statement = withRows([
      { description: 'A&B <Co> "x" > y', details: "Café Müller – Zürich €5 東京" },
    ]);
    const text = exportOfx(statement);
    expect(text).toContain('<NAME>A&amp;B &lt;Co&gt; "x" &gt; y</NAME>');
    const [row] = ofx(statement).accounts[0]?.rows ?? [];
    expect(row?.name).toBe('A&B <Co> "x" > y');
    expect(row?.memo).toBe("Café Müller – Zürich €5 東京");
  });

  it("cuts NAME at 32 characters and MEMO at 255, the whole description going to MEMO", () => {
    const long = `${"VERY LONG MERCHANT NAME ".repeat(20)}END`;
    const [row] = ofx(withRows([{ description: long, details: "more" }])).accounts[0]?.rows ?? [];
    expect(row?.name).toBe(long.slice(0, 32).trim());
    expect(row?.memo).toHaveLength(255);
    expect(row?.memo.startsWith(long.slice(0, 200))).toBe(true);
  });

  it("writes an empty statement as an account with no rows, dated by its period", () => {
    const empty = withRows([]);
    const text = exportOfx(empty);
    expect(text).toContain(
      "<BANKTRANLIST>\n          <DTSTART>20260301120000</DTSTART>\n          <DTEND>20260331120000</DTEND>\n        </BANKTRANLIST>",
    );
    const { accounts } = ofx(empty);
    expect(accounts).toEqual([
      { card: false, accountId: "****1234", currency: "USD", ledgerCents: 187510, rows: [] },
    ]);
  });

  it("falls back when the statement says little: no number, no balances, no period", () => {
    const text = exportOfx(secondStatement());
    const [account] = ofx(secondStatement()).accounts;
    expect(account?.accountId).toBe("UNKNOWN");
    expect(account?.currency).toBe("EUR");
    // No closing balance: the balance printed on the last row.
    expect(account?.ledgerCents).toBe(-1000);
    expect(text).toContain("<DTSTART>20260401120000</DTSTART>");
    expect(text).toContain("<DTEND>20260401120000</DTEND>");
    const bare = {
      ...withRows([{ balanceCents: null }]),
      accounts: [],
      closingBalanceCents: null,
      openingBalanceCents: null,
    };
    expect(exportOfx(bare)).not.toContain("LEDGERBAL");
  });
});

describe("exportOfxSgml (QFX and QBO: OFX 1.0.2)", () => {
  it("writes the SGML header, INTU.BID (3000 unless given) and the same rows", () => {
    const bytes = exportOfxSgml(sampleStatement());
    const text = new TextDecoder().decode(bytes);
    expect(
      text.startsWith(
        "OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\nCHARSET:1252\r\n",
      ),
    ).toBe(true);
    expect(text).toContain("<INTU.BID>3000\r\n");
    expect(text).toContain("<FI>\r\n<ORG>First Example Bank\r\n<FID>3000\r\n</FI>\r\n");
    expect(text).toContain("<TRNAMT>-1824.90\r\n");
    expect(text).not.toContain("</TRNAMT>");
    expect(qbo(sampleStatement()).header).toMatchObject({
      OFXHEADER: "100",
      VERSION: "102",
      INTU_BID: "3000",
    });
    expect(qbo(sampleStatement(), "10898").header.INTU_BID).toBe("10898");
    expect(() => exportOfxSgml(sampleStatement(), { intuBid: "12a" })).toThrow(RangeError);
    expect(qbo(sampleStatement()).accounts).toEqual(ofx(sampleStatement()).accounts);
  });

  it("writes Windows-1252: accents kept, others without their accents, the rest '?'", () => {
    const statement = withRows([{ description: "A&B <Co>", details: "Café Müller – Zürich €5 Łódź 東京" }]);
    const bytes = exportOfxSgml(statement);
    expect(new TextDecoder().decode(bytes)).toContain("<NAME>A&amp;B &lt;Co&gt;\r\n");
    const [row] = qbo(statement).accounts[0]?.rows ?? [];
    expect(row?.name).toBe("A&B <Co>");
    expect(row?.memo).toBe("Café Müller – Zürich €5 ?ódz ??");
    expect(bytes.every((b) => b !== 0xc3)).toBe(true);
  });
});
