import { describe, expect, it } from "vitest";
import {
  cardStatement,
  sampleStatement,
  twoAccountStatement,
} from "../../test/fixtures/sample-statements.js";
import { readBackProblems, readQif } from "../../test/readers.js";
import { exportQif } from "./qif.js";

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("exportQif", () => {
  it("writes one !Type:Bank section: D, T, N, P, M and ^ per row, MM/DD/YYYY, CRLF", () => {
    expect(exportQif(sampleStatement())).toBe(
      [
        "!Type:Bank",
        "D03/02/2026",
        "T2500.00",
        "N77812",
        "PACH CREDIT PAYROLL",
        "MACME CORP REF 77812",
        "^",
        "D03/05/2026",
        "T-1824.90",
        `PCARD PURCHASE "JOE'S", DINER`,
        "^",
        "D03/31/2026",
        "T-0.05",
        'P=HYPERLINK("http://x")',
        "Mline one line two",
        "^",
        "",
      ].join("\r\n"),
    );
    expect(readBackProblems(sampleStatement(), "qif", utf8(exportQif(sampleStatement())))).toEqual([]);
  });

  it("writes DD/MM/YYYY when asked, which a day-first reader reads back", () => {
    const text = exportQif(sampleStatement(), { dateFormat: "DD/MM/YYYY" });
    expect(text.split("\r\n").filter((l) => l.startsWith("D"))).toEqual([
      "D02/03/2026",
      "D05/03/2026",
      "D31/03/2026",
    ]);
    const [section] = readQif(utf8(text), true);
    expect(section?.rows.map((r) => r.date)).toEqual(["20260302", "20260305", "20260331"]);
    expect(readBackProblems(sampleStatement(), "qif", utf8(text), { dayFirst: true })).toEqual([]);
  });

  it("writes card statements as !Type:CCard from the holder's side", () => {
    const text = exportQif(cardStatement());
    expect(text.startsWith("!Type:CCard\r\n")).toBe(true);
    const [section] = readQif(utf8(text));
    expect(section?.type).toBe("CCard");
    expect(section?.rows.map((r) => [r.amountCents, r.name])).toEqual([
      [-12550, "GROCER & SONS"],
      [50000, "PAYMENT THANK YOU"],
      [-50000, "PURCHASE INTEREST CHARGE"],
    ]);
  });

  it("gives each account its own section, headed by !Account with its name", () => {
    const text = exportQif(twoAccountStatement());
    expect(text.split("\r\n").slice(0, 5)).toEqual([
      "!Account",
      "NEveryday Checking ****4417",
      "TBank",
      "^",
      "!Type:Bank",
    ]);
    const sections = readQif(utf8(text));
    expect(sections.map((s) => [s.name, s.type, s.rows.map((r) => r.amountCents)])).toEqual([
      ["Everyday Checking ****4417", "Bank", [320000]],
      ["=Savings", "Bank", [50000]],
    ]);
    const merged = [sampleStatement(), cardStatement()];
    expect(readBackProblems(merged, "qif", utf8(exportQif(merged)))).toEqual([]);
  });

  it("keeps non-ASCII text in UTF-8 and puts every field on one line", () => {
    const statement = sampleStatement();
    statement.transactions = [
      {
        ...(statement.transactions[0] as (typeof statement.transactions)[number]),
        description: "Café\r\nMüller ^ 東京",
        details: "a\n\tb",
      },
    ];
    const text = exportQif(statement);
    expect(text).toContain("\r\nPCafé Müller ^ 東京\r\nMa b\r\n");
    expect(readQif(utf8(text))[0]?.rows[0]?.name).toBe("Café Müller ^ 東京");
  });

  it("writes an empty statement as its header alone", () => {
    expect(exportQif({ ...sampleStatement(), transactions: [] })).toBe("!Type:Bank\r\n");
  });
});
