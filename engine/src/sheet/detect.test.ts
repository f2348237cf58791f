import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { decodeText, detectEncoding } from "./decode-text.js";
import { fileKind } from "./detect.js";
import { sheetKind } from "./sheet-kind.js";

const utf16 = (text: string, littleEndian: boolean, bom: boolean) => {
  const out = new Uint8Array((text.length + (bom ? 1 : 0)) * 2);
  const view = new DataView(out.buffer);
  for (const [i, ch] of [...(bom ? "\ufeff" : ""), ...text].entries()) {
    view.setUint16(2 * i, ch.charCodeAt(0), littleEndian);
  }
  return out;
};

describe("decodeText", () => {
  it("reads UTF-8 with and without a BOM, UTF-16 both ways with and without one, and Windows-1252", () => {
    const text = "Datum;Verwendungszweck;Betrag\n01.10.2025;Überweisung Müller;-1.234,56 €\n";
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8(text)]))).toEqual({
      text,
      encoding: "utf-8",
    });
    expect(decodeText(strToU8(text))).toEqual({ text, encoding: "utf-8" });
    expect(decodeText(utf16(text, true, true))).toEqual({ text, encoding: "utf-16le" });
    expect(decodeText(utf16(text, false, true))).toEqual({ text, encoding: "utf-16be" });
    expect(detectEncoding(utf16(text, true, false))).toBe("utf-16le");
    expect(detectEncoding(utf16(text, false, false))).toBe("utf-16be");
    // "Überweisung ... €" in Windows-1252: Ü is 0xDC, € is 0x80.
    const cp1252 = new Uint8Array([0xdc, 0x62, 0x65, 0x72, 0x3b, 0x2d, 0x31, 0x2c, 0x35, 0x30, 0x20, 0x80]);
    expect(decodeText(cp1252)).toEqual({ text: "Über;-1,50 €", encoding: "windows-1252" });
  });

  it("is no text for bytes with control characters", () => {
    expect(decodeText(new Uint8Array([0x41, 0x00, 0x01, 0x02, 0x42, 0x43, 0x07, 0x08]))).toBeNull();
  });
});

describe("fileKind and sheetKind", () => {
  const xlsx = zipSync({
    "[Content_Types].xml": strToU8("<Types/>"),
    "xl/workbook.xml": strToU8("<workbook/>"),
  });
  const docx = zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": strToU8("<w/>") });
  const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);

  it("tells files apart by their bytes", () => {
    expect(fileKind(strToU8("%PDF-1.7\n"))).toBe("pdf");
    expect(fileKind(xlsx)).toBe("zip");
    expect(fileKind(ole)).toBe("ole");
    expect(fileKind(strToU8("Date,Amount\n2025-03-01,1.00\n"))).toBe("text");
    expect(fileKind(utf16("Date\tAmount\n", true, true))).toBe("text");
    expect(fileKind(strToU8("<!DOCTYPE html><html></html>"))).toBe("other");
    expect(fileKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toBe(
      "other",
    );
  });

  it("sends workbooks and CSV to the spreadsheet reader by content, never a file named .pdf", () => {
    expect(sheetKind(xlsx, "march.bin")).toBe("xlsx");
    expect(sheetKind(xlsx)).toBe("xlsx");
    expect(sheetKind(xlsx, "march.pdf")).toBeNull();
    expect(sheetKind(docx, "letter.docx")).toBeNull();
    expect(sheetKind(strToU8("Date,Amount\n"), "export.txt")).toBe("csv");
    expect(sheetKind(strToU8("%PDF-1.7\n"), "march.csv")).toBeNull();
    // Bytes that are nothing readable, named like a spreadsheet: a damaged one.
    expect(sheetKind(new Uint8Array([1, 2, 3, 0, 0, 9]), "march.xlsx")).toBe("damaged");
    expect(sheetKind(new Uint8Array([1, 2, 3, 0, 0, 9]), "march.png")).toBeNull();
    // A damaged compound file named .xls is a damaged workbook.
    expect(sheetKind(ole, "march.xls")).toBe("xls");
    expect(sheetKind(ole, "letter.doc")).toBeNull();
  });
});
