import { describe, expect, it } from "vitest";
import {
  sampleStatement,
  secondStatement,
  twoAccountStatement,
} from "../../test/fixtures/sample-statements.js";
import { exportCsv } from "./csv.js";

const HEADER = "Date,Value Date,Description,Details,Type,Amount,Balance,Reference,Bank,Account\r\n";

describe("exportCsv", () => {
  it("writes RFC 4180 rows with ISO dates and plain 2-decimal amounts", () => {
    expect(exportCsv(sampleStatement())).toBe(
      HEADER +
        "2026-03-02,,ACH CREDIT PAYROLL,ACME CORP REF 77812,DEPOSIT,2500.00,3700.00,77812,First Example Bank,****1234\r\n" +
        '2026-03-05,2026-03-04,"CARD PURCHASE ""JOE\'S"", DINER",,WITHDRAWAL,-1824.90,1875.10,,First Example Bank,****1234\r\n' +
        '2026-03-31,,"\'=HYPERLINK(""http://x"")","line one\nline two",FEE,-0.05,,,First Example Bank,****1234\r\n',
    );
  });

  it("guards text fields against formulas but leaves numbers alone", () => {
    expect(exportCsv(secondStatement())).toBe(
      `${HEADER}2026-04-01,2026-04-02,SEPA OVERBOEKING,,TRANSFER,1234567.89,-10.00,'-42,"Rijn & Co, Bank",\r\n`,
    );
  });

  it("puts each row's account in the last column, Account, guarded like the other text", () => {
    expect(exportCsv(twoAccountStatement())).toBe(
      HEADER +
        "2026-03-02,,PAYROLL ACME CORP,,DEPOSIT,3200.00,5650.00,,Northbridge Bank,****4417\r\n" +
        "2026-03-09,,TRANSFER FROM CHECKING,,DEPOSIT,500.00,10500.00,,Northbridge Bank,'=Savings\r\n",
    );
  });

  it("merges statements under one header in the order given", () => {
    const lines = exportCsv([secondStatement(), sampleStatement()]).split("\r\n");
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe(HEADER.trimEnd());
    expect(lines[1]?.startsWith("2026-04-01,")).toBe(true);
    expect(lines[2]?.startsWith("2026-03-02,")).toBe(true);
    expect(lines[5]).toBe("");
  });

  it("starts with a BOM only when asked", () => {
    expect(exportCsv(secondStatement(), { bom: true }).startsWith(`\uFEFF${HEADER}`)).toBe(true);
    expect(exportCsv(secondStatement()).charCodeAt(0)).toBe("D".charCodeAt(0));
  });

  it("writes just the header for a statement without rows", () => {
    expect(exportCsv({ ...sampleStatement(), transactions: [] })).toBe(HEADER);
  });
});
