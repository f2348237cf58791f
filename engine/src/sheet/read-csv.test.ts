import { describe, expect, it } from "vitest";
import { guessDelimiter, readCsv } from "./read-csv.js";

describe("guessDelimiter", () => {
  it("finds , ; tab and | even with decimal commas and quoted fields", () => {
    expect(
      guessDelimiter('Date,Description,Amount\n03/01/2025,"Coffee, milk","1,234.50"\n03/02/2025,Tea,-3.00\n'),
    ).toBe(",");
    expect(
      guessDelimiter(
        "Datum;Text;Betrag;Saldo\n01.10.2025;Miete;-1.234,56;5.000,00\n02.10.2025;Lohn;2.000,00;7.000,00\n",
      ),
    ).toBe(";");
    expect(guessDelimiter("Date\tLibellé\tDébit\n02/10/2025\tFrais, tenue\t12,00\n")).toBe("\t");
    expect(guessDelimiter("Date|Narration|Amount\n02/11/25|UPI, RENT|1,234.00\n03/11/25|ATM|500.00\n")).toBe(
      "|",
    );
  });
});

describe("readCsv", () => {
  it("keeps quoted delimiters, quotes and line breaks inside a field; empty fields are empty cells", () => {
    const grid = readCsv('A;B;C\r\n"x;y";"say ""hi""";"two\nlines"\r\n;;3\r\n', "t.csv", 100, ";");
    expect(grid.rows.map((r) => r.map((c) => c?.text ?? null))).toEqual([
      ["A", "B", "C"],
      ["x;y", 'say "hi"', "two\nlines"],
      [null, null, "3"],
      [null],
    ]);
  });

  it("reads no more than the row bound and one row over it", () => {
    expect(readCsv("1\n".repeat(50), "t.csv", 10, ",").rows.length).toBe(11);
  });
});
