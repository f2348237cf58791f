import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  longStatement,
  sampleStatement,
  secondStatement,
  twoAccountStatement,
} from "../../test/fixtures/sample-statements.js";
import type { Statement } from "../types.js";
import { exportXlsx } from "./xlsx.js";
import { cellRef, escapeXml, excelDateSerial } from "./xlsx-cells.js";

async function parts(statement: Statement | Statement[]): Promise<Record<string, string>> {
  const files = unzipSync(await exportXlsx(statement));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

function sharedStrings(xml: string): string[] {
  return [...xml.matchAll(/<si><t(?: xml:space="preserve")?>([^<]*)<\/t><\/si>/g)].map((m) => m[1] ?? "");
}

/** The row's cells as `ref=value` with shared strings resolved. */
function row(sheet: string, strings: string[], n: number): string[] {
  const xml = new RegExp(`<row r="${n}">(.*?)</row>`).exec(sheet)?.[1] ?? "";
  return [...xml.matchAll(/<c r="([A-Z]+\d+)"(?: s="(\d+)")?(?: t="(\w+)")?><v>([^<]*)<\/v><\/c>/g)].map(
    ([, ref, s, t, v]) => {
      const value = t === "s" ? `"${strings[Number(v)]}"` : `${v}`;
      return `${ref}${s ? `/${s}` : ""}${t === "b" ? "/b" : ""}=${value}`;
    },
  );
}

describe("exportXlsx", () => {
  it("packages two sheets, Transactions then Statement", async () => {
    const p = await parts(sampleStatement());
    expect(Object.keys(p).sort()).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/_rels/workbook.xml.rels",
      "xl/sharedStrings.xml",
      "xl/styles.xml",
      "xl/workbook.xml",
      "xl/worksheets/sheet1.xml",
      "xl/worksheets/sheet2.xml",
    ]);
    expect(p["xl/workbook.xml"]).toContain(
      '<sheets><sheet name="Transactions" sheetId="1" r:id="rId1"/><sheet name="Statement" sheetId="2" r:id="rId2"/></sheets>',
    );
    expect(p["xl/workbook.xml"]).toContain(">Transactions!$A$1:$J$4</definedName>");
  });

  it("writes typed cells: dates as serial days, money as numbers formatted #,##0.00", async () => {
    const p = await parts(sampleStatement());
    const sheet = p["xl/worksheets/sheet1.xml"] ?? "";
    const strings = sharedStrings(p["xl/sharedStrings.xml"] ?? "");
    expect(p["xl/styles.xml"]).toContain('<numFmt numFmtId="164" formatCode="#,##0.00"/>');
    expect(p["xl/styles.xml"]).toContain('<numFmt numFmtId="165" formatCode="yyyy-mm-dd"/>');
    // cellXfs index 2 is money (164), 3 is date (165).
    const xfs = [
      ...(p["xl/styles.xml"] ?? "").matchAll(/<xf numFmtId="(\d+)" fontId="(\d)"[^>]*xfId="0"/g),
    ].map((m) => m[1]);
    expect(xfs).toEqual(["0", "0", "164", "165", "0"]);

    expect(row(sheet, strings, 1)).toEqual([
      'A1/1="Date"',
      'B1/1="Value Date"',
      'C1/1="Description"',
      'D1/1="Details"',
      'E1/1="Type"',
      'F1/1="Amount"',
      'G1/1="Balance"',
      'H1/1="Reference"',
      'I1/1="Bank"',
      'J1/1="Account"',
    ]);
    expect(row(sheet, strings, 2)).toEqual([
      "A2/3=46083",
      'C2="ACH CREDIT PAYROLL"',
      'D2="ACME CORP REF 77812"',
      'E2="DEPOSIT"',
      "F2/2=2500",
      "G2/2=3700",
      'H2="77812"',
      'I2="First Example Bank"',
      'J2="****1234"',
    ]);
    expect(row(sheet, strings, 3)).toEqual([
      "A3/3=46086",
      "B3/3=46085",
      `C3="CARD PURCHASE &quot;JOE'S&quot;, DINER"`,
      'E3="WITHDRAWAL"',
      "F3/2=-1824.9",
      "G3/2=1875.1",
      'I3="First Example Bank"',
      'J3="****1234"',
    ]);
    expect(row(sheet, strings, 4)).toEqual([
      "A4/3=46112",
      'C4="=HYPERLINK(&quot;http://x&quot;)"',
      'D4="line one\nline two"',
      'E4="FEE"',
      "F4/2=-0.05",
      'I4="First Example Bank"',
      'J4="****1234"',
    ]);
  });

  it("freezes the header row", async () => {
    const p = await parts(sampleStatement());
    for (const name of ["xl/worksheets/sheet1.xml", "xl/worksheets/sheet2.xml"]) {
      expect(p[name]).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    }
    expect(p["xl/worksheets/sheet1.xml"]).toContain('<dimension ref="A1:J4"/>');
  });

  it("puts one metadata row per statement on the Statement sheet, then one row per account", async () => {
    const p = await parts([sampleStatement(), secondStatement()]);
    const sheet = p["xl/worksheets/sheet2.xml"] ?? "";
    const strings = sharedStrings(p["xl/sharedStrings.xml"] ?? "");
    expect(row(sheet, strings, 1).map((c) => c.replace(/^[A-Z]+1\/1=/, ""))).toEqual([
      '"File"',
      '"Bank"',
      '"Account"',
      '"Account Type"',
      '"Currency"',
      '"Period Start"',
      '"Period End"',
      '"Opening Balance"',
      '"Closing Balance"',
      '"Reconciled"',
      '"Pages"',
      '"Transactions"',
      '"Warnings"',
    ]);
    expect(row(sheet, strings, 2)).toEqual([
      'A2="march.pdf"',
      'B2="First Example Bank"',
      'C2="****1234"',
      'D2="checking"',
      'E2="USD"',
      "F2/3=46082",
      "G2/3=46112",
      "H2/2=1200",
      "I2/2=1875.1",
      "J2/b=1",
      "K2=3",
      "L2=3",
    ]);
    expect(row(sheet, strings, 3)).toEqual([
      'A3="april.pdf"',
      'B3="Rijn &amp; Co, Bank"',
      'E3="EUR"',
      "J3/b=0",
      "K3=1",
      "L3=1",
      'M3/4="BALANCE_MISMATCH (row 0): Balance 10.00 expected 12.00\nNO_CLOSING_BALANCE: No closing balance printed"',
    ]);
    // A blank row, then the accounts of both statements under their own header.
    expect(sheet).not.toContain('<row r="4">');
    expect(row(sheet, strings, 5)).toEqual([
      'A5/1="File"',
      'B5/1="Account Name"',
      'C5/1="Account"',
      'D5/1="Currency"',
      'E5/1="Opening Balance"',
      'F5/1="Closing Balance"',
      'G5/1="Reconciled"',
      'H5/1="Transactions"',
    ]);
    expect(row(sheet, strings, 6)).toEqual([
      'A6="march.pdf"',
      'C6="****1234"',
      'D6="USD"',
      "E6/2=1200",
      "F6/2=1875.1",
      "G6/b=1",
      "H6=3",
    ]);
    expect(row(sheet, strings, 7)).toEqual(['A7="april.pdf"', 'D7="EUR"', "G7/b=0", "H7=1"]);
    expect(sheet).toContain('<dimension ref="A1:M7"/>');
    // Merged: the Transactions sheet holds both statements' rows in order.
    expect(p["xl/worksheets/sheet1.xml"]).toContain('<dimension ref="A1:J5"/>');
    expect(row(p["xl/worksheets/sheet1.xml"] ?? "", strings, 5)[0]).toBe("A5/3=46113");
  });

  it("lists each account of a two-account statement, and each row's account on the Transactions sheet", async () => {
    const p = await parts(twoAccountStatement());
    const strings = sharedStrings(p["xl/sharedStrings.xml"] ?? "");
    const statement = p["xl/worksheets/sheet2.xml"] ?? "";
    expect(row(statement, strings, 2).slice(0, 5)).toEqual([
      'A2="combined.pdf"',
      'B2="Northbridge Bank"',
      'C2="****4417"',
      'D2="checking"',
      'E2="USD"',
    ]);
    expect(row(statement, strings, 5)).toEqual([
      'A5="combined.pdf"',
      'B5="Everyday Checking"',
      'C5="****4417"',
      'D5="USD"',
      "E5/2=2450",
      "F5/2=5650",
      "G5/b=1",
      "H5=1",
    ]);
    expect(row(statement, strings, 6)).toEqual([
      'A6="combined.pdf"',
      'B6="=Savings"',
      'D6="USD"',
      "E6/2=10000",
      "F6/2=10600",
      "G6/b=0",
      "H6=1",
    ]);
    const transactions = p["xl/worksheets/sheet1.xml"] ?? "";
    expect(row(transactions, strings, 2).at(-1)).toBe('J2="****4417"');
    expect(row(transactions, strings, 3).at(-1)).toBe('J3="=Savings"');
  });

  it("leaves out the accounts table when no statement lists accounts (older Statement JSON)", async () => {
    const p = await parts({ ...secondStatement(), accounts: [] });
    const sheet = p["xl/worksheets/sheet2.xml"] ?? "";
    expect(sheet).toContain('<dimension ref="A1:M2"/>');
    expect(sheet).not.toContain('<row r="3">');
  });

  it("is deterministic and handles thousands of rows synchronously", async () => {
    const big = longStatement(5000);
    const a = await exportXlsx(big);
    const b = await exportXlsx(big);
    expect(b.length).toBe(a.length);
    expect(b.every((byte, i) => byte === a[i])).toBe(true);
    const sheet = strFromU8(unzipSync(a)["xl/worksheets/sheet1.xml"] ?? new Uint8Array());
    expect(sheet).toContain('<c r="F5001" s="2"><v>49.99</v></c>');
  });
});

describe("xlsx cells", () => {
  it("names columns past Z", () => {
    expect([cellRef(0, 0), cellRef(25, 9), cellRef(26, 0), cellRef(701, 1), cellRef(702, 2)]).toEqual([
      "A1",
      "Z10",
      "AA1",
      "ZZ2",
      "AAA3",
    ]);
  });

  it("converts ISO dates to Excel serial days and rejects impossible ones", () => {
    expect(excelDateSerial("1900-03-01")).toBe(61);
    expect(excelDateSerial("2026-03-02")).toBe(46083);
    expect(excelDateSerial("2024-02-29")).toBe(45351);
    expect(excelDateSerial("2025-02-29")).toBeNull();
    expect(excelDateSerial("03/02")).toBeNull();
  });

  it("escapes XML and drops characters XML cannot carry", () => {
    expect(escapeXml('a<b>&"c"\u0001\u000b\ud800 \t\n')).toBe("a&lt;b&gt;&amp;&quot;c&quot; \t\n");
    expect(escapeXml("\ud83d\ude00")).toBe("\ud83d\ude00");
  });
});
