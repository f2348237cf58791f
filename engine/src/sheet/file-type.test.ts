import { readFileSync } from "node:fs";
import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { MEDIA_TYPES, statementFileKind } from "./file-type.js";

const file = (path: string) =>
  new Uint8Array(readFileSync(new URL(`../../test/sheets/${path}`, import.meta.url)));
const csv = strToU8("Date,Description,Amount\n2025-10-01,Coffee,-3.50\n");

describe("statementFileKind", () => {
  it("names the generated workbooks and CSV files by their content, whatever they are called", () => {
    expect(statementFileKind(file("files/usTwoCol.xlsx"), "usTwoCol.xlsx")).toBe("xlsx");
    expect(statementFileKind(file("files/usTwoCol.xlsx"), "download")).toBe("xlsx");
    expect(statementFileKind(file("files/usTwoCol.xls"), "usTwoCol.xls")).toBe("xls");
    expect(statementFileKind(file("files/usTwoCol.xls"), "usTwoCol.xlsx")).toBe("xls");
    expect(statementFileKind(file("files/frSoldeCrediteur.csv"), "export.txt")).toBe("csv");
    expect(statementFileKind(file("files/deDotDates.csv"), "umsaetze")).toBe("csv");
    expect(statementFileKind(file("hostile/encrypted.xlsx"), "locked.xlsx")).toBe("xls");
    expect(statementFileKind(strToU8("%PDF-1.7\n"), "march.pdf")).toBe("pdf");
  });

  it("tells damaged spreadsheets, non-PDFs named .pdf and the other types apart", () => {
    expect(statementFileKind(file("hostile/random.xlsx"), "random.xlsx")).toBe("damaged");
    expect(statementFileKind(file("hostile/random.csv"), "random.csv")).toBe("damaged");
    expect(statementFileKind(file("hostile/random.xlsx"), "photo.png")).toBeNull();
    expect(statementFileKind(csv, "march.pdf")).toBe("pdf-invalid");
    expect(statementFileKind(file("files/usTwoCol.xlsx"), "march.pdf")).toBe("pdf-invalid");
    expect(statementFileKind(csv, "notes.md")).toBeNull();
    expect(statementFileKind(strToU8("<!doctype html><p>hi</p>"), "page.csv")).toBe("damaged");
    expect(statementFileKind(strToU8("<!doctype html><p>hi</p>"), "page.html")).toBeNull();
  });

  it("gives each type its media type", () => {
    expect(MEDIA_TYPES).toEqual({
      pdf: "application/pdf",
      xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      xls: "application/vnd.ms-excel",
      csv: "text/csv",
    });
  });
});
