import { describe, expect, it } from "vitest";
import { extractStatement } from "../src/index.js";
import { type ColumnSpec, type RowSpec, statementPdf } from "./fixtures/statement-pdf.js";

// Columns a header's words do not name: a scan's header misread by OCR, or printed in a script
// the English model has no letters for (test/scans/README.md), reaches the engine as such words.

/** A card's purchases as printed: posting date, then the purchase's own date (a day or three before). */
const CARD_ROWS: [string, string, string, string][] = [
  ["24/09", "23/09", "NTUC FAIRPRICE SINGAPORE SG", "-76.87"],
  ["25/09", "23/09", "SHOPEE SINGAPORE SG", "-48.48"],
  ["27/09", "25/09", "PAYMENT THANK YOU", "500.00"],
  ["26/09", "25/09", "SHENG SIONG SUPERMARKET SG", "-14.87"],
  ["27/09", "26/09", "KOPITIAM SINGAPORE SG", "-123.23"],
  ["30/09", "29/09", "GRAB TRANSPORT SINGAPORE SG", "-40.00"],
  ["13/10", "11/10", "KOPITIAM SINGAPORE SG", "-20.47"],
  ["12/10", "11/10", "SHENG SIONG SUPERMARKET SG", "-49.03"],
  ["17/10", "15/10", "SHENG SIONG SUPERMARKET SG", "-12.85"],
  ["16/10", "15/10", "NTUC FAIRPRICE SINGAPORE SG", "-111.57"],
];

async function cardStatement(rows: [string, string, string, string][]): Promise<Uint8Array> {
  // Labels no lexicon knows, where a scan's Chinese header reads as letters of no word.
  const columns: ColumnSpec[] = [
    { key: "posted", label: "EHR", x: 36 },
    { key: "own", label: "AHER", x: 110 },
    { key: "description", label: "ZSiER", x: 184 },
    { key: "amount", label: "EH (S$)", x: 560, align: "right" },
  ];
  const table: RowSpec[] = rows.map(([posted, own, description, amount]) => ({
    cells: { posted, own, description, amount },
  }));
  return statementPdf({
    top: [
      { pieces: [{ x: 36, text: "Straits Capital Bank", size: 14, bold: true }] },
      { pieces: [{ x: 36, text: "21/09/2025 - 20/10/2025" }] },
    ],
    columns,
    blocks: [{ type: "table", rows: table }],
  });
}

describe("two date columns no header word names", () => {
  it("takes the one the rows are printed in the order of as the row's date", async () => {
    const s = await extractStatement(await cardStatement(CARD_ROWS));
    expect(s.transactions.map((t) => [t.parsedDate, t.valueDate, t.amountCents])).toEqual(
      CARD_ROWS.map(([posted, own, , amount]) => [
        `2025-${own.slice(3)}-${own.slice(0, 2)}`,
        `2025-${posted.slice(3)}-${posted.slice(0, 2)}`,
        Math.round(Number(amount) * 100),
      ]),
    );
  });

  it("keeps the first as the row's date when both are in order (a value date printed second)", async () => {
    const rows = CARD_ROWS.map(([, own, description, amount], i): [string, string, string, string] => [
      own,
      CARD_ROWS[Math.max(0, i - 1)]?.[1] as string,
      description,
      amount,
    ]);
    const s = await extractStatement(await cardStatement(rows));
    expect(s.transactions.map((t) => t.date)).toEqual(rows.map((r) => r[0]));
  });
});

describe("two date columns no header word names, the purchase's first", () => {
  it("keeps the first as the row's date when the rows go in posting order", async () => {
    // A card listing its purchases in posting order (cembra's `Einkaufs-Datum`, `Verbucht am`).
    const rows: [string, string, string, string][] = [
      ["23/09", "24/09", "NTUC FAIRPRICE SINGAPORE SG", "-76.87"],
      ["22/09", "24/09", "SHOPEE SINGAPORE SG", "-48.48"],
      ["24/09", "25/09", "KOPITIAM SINGAPORE SG", "-123.23"],
      ["23/09", "25/09", "SHENG SIONG SUPERMARKET SG", "-14.87"],
      ["26/09", "27/09", "GRAB TRANSPORT SINGAPORE SG", "-40.00"],
      ["25/09", "28/09", "KOPITIAM SINGAPORE SG", "-20.47"],
    ];
    const s = await extractStatement(await cardStatement(rows));
    expect(s.transactions.map((t) => t.date)).toEqual(rows.map((r) => r[0]));
  });
});

describe("a description column no header word names", () => {
  it("is the column the rows print their words in", async () => {
    const columns: ColumnSpec[] = [
      { key: "date", label: "Data", x: 36 },
      // `Descrição` as OCR read it on a scan at 200 dpi.
      { key: "description", label: "Descricdo", x: 110 },
      { key: "debit", label: "Débito", x: 420, align: "right" },
      { key: "credit", label: "Crédito", x: 490, align: "right" },
      { key: "balance", label: "Saldo", x: 560, align: "right" },
    ];
    const rows: RowSpec[] = [
      { cells: { description: "Saldo anterior", balance: "3 120,90" } },
      {
        cells: {
          date: "02/10/2025",
          description: "Comissao manutencao de conta",
          debit: "12,00",
          balance: "3 108,90",
        },
      },
      {
        cells: {
          date: "03/10/2025",
          description: "Debito direto Vodafone Portugal",
          debit: "129,28",
          balance: "2 979,62",
        },
      },
      {
        cells: {
          date: "05/10/2025",
          description: "Vencimento Tejo Logistica Lda",
          credit: "2 138,11",
          balance: "5 117,73",
        },
      },
      {
        cells: {
          date: "06/10/2025",
          description: "Levantamento ATM Multibanco",
          debit: "47,20",
          balance: "5 070,53",
        },
      },
    ];
    const s = await extractStatement(
      await statementPdf({
        top: [
          { pieces: [{ x: 36, text: "Banco Atlantico Portugues", size: 14, bold: true }] },
          { pieces: [{ x: 36, text: "Extrato de 01/10/2025 a 31/10/2025" }] },
        ],
        columns,
        blocks: [{ type: "table", rows }],
      }),
    );
    expect(s.transactions.map((t) => [t.description, t.amountCents])).toEqual([
      ["Comissao manutencao de conta", -1200],
      ["Debito direto Vodafone Portugal", -12928],
      ["Vencimento Tejo Logistica Lda", 213811],
      ["Levantamento ATM Multibanco", -4720],
    ]);
    expect(s.reconciled).toBe(true);
  });
});
