import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.js";
import { assertReadable, cleanFileName, uploadKey } from "./files.js";

const bytes = (s: string) => new TextEncoder().encode(s);

function codeOf(fn: () => void): string | undefined {
  try {
    fn();
    return undefined;
  } catch (err) {
    return err instanceof ApiError ? err.code : String(err);
  }
}

/** A generated spreadsheet (engine/test/sheets), handed in by vitest.config.ts. */
function sheet(path: string): Uint8Array {
  const [folder, name = ""] = path.split("/");
  const b64 = (folder === "files" ? env.TEST_SHEETS.files : env.TEST_SHEETS.hostile)[name];
  if (!b64) throw new Error(`no sheet ${path}`);
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

describe("assertReadable", () => {
  it("accepts a PDF by its signature, calls a signature-less .pdf invalid and other types unsupported", () => {
    expect(
      codeOf(() => assertReadable("x.bin", "application/octet-stream", bytes("%PDF-1.7"))),
    ).toBeUndefined();
    expect(codeOf(() => assertReadable("x.pdf", "", bytes("hello")))).toBe("PDF_INVALID");
    expect(codeOf(() => assertReadable("x", "application/pdf", bytes("hello")))).toBe("PDF_INVALID");
    expect(codeOf(() => assertReadable("x.docx", "", bytes("PK\u0003\u0004")))).toBe("UNSUPPORTED_FORMAT");
    expect(codeOf(() => assertReadable("notes.md", "text/markdown", bytes("# hello\n")))).toBe(
      "UNSUPPORTED_FORMAT",
    );
    expect(codeOf(() => assertReadable("photo.png", "image/png", bytes("\u0089PNG\r\n\u001a\n\u0000")))).toBe(
      "UNSUPPORTED_FORMAT",
    );
    // A ZIP that stores a PDF near its start is still a ZIP.
    expect(
      codeOf(() => assertReadable("x.pdf", "", bytes("PK\u0003\u0004\u0000statement.pdf%PDF-1.7"))),
    ).toBe("PDF_INVALID");
  });

  it("names workbooks and CSV files by their content, and damaged ones SHEET_INVALID", () => {
    expect(assertReadable("march.xlsx", "", sheet("files/usTwoCol.xlsx"))).toBe("xlsx");
    expect(assertReadable("download", "application/octet-stream", sheet("files/usTwoCol.xlsx"))).toBe("xlsx");
    expect(assertReadable("march.xls", "application/vnd.ms-excel", sheet("files/usTwoCol.xls"))).toBe("xls");
    expect(assertReadable("march.csv", "text/csv", sheet("files/deDotDates.csv"))).toBe("csv");
    expect(assertReadable("unicode.txt", "text/plain", sheet("files/frSoldeCrediteur.csv"))).toBe("csv");
    expect(assertReadable("locked.xlsx", "", sheet("hostile/encrypted.xlsx"))).toBe("xls");
    expect(codeOf(() => assertReadable("random.xlsx", "", sheet("hostile/random.xlsx")))).toBe(
      "SHEET_INVALID",
    );
    expect(codeOf(() => assertReadable("march.pdf", "", sheet("files/usTwoCol.xlsx")))).toBe("PDF_INVALID");
    // A CSV keeps its name's word over a type that says PDF; unnamed text typed as a PDF is none.
    expect(assertReadable("march.csv", "application/pdf", sheet("files/ptSaldo.csv"))).toBe("csv");
    expect(codeOf(() => assertReadable("march", "application/pdf", sheet("files/ptSaldo.csv")))).toBe(
      "PDF_INVALID",
    );
  });
});

describe("cleanFileName", () => {
  it("keeps the last path segment without control characters, at most 255 characters", () => {
    expect(cleanFileName("C:\\fakepath\\march.pdf")).toBe("march.pdf");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("a\u0000b\u001f.pdf")).toBe("ab.pdf");
    expect(cleanFileName("   ")).toBe("statement.pdf");
    expect(cleanFileName(undefined)).toBe("statement.pdf");
    const long = cleanFileName(`${"x".repeat(300)}.pdf`);
    expect(long).toHaveLength(255);
    expect(long.endsWith("x.pdf")).toBe(true);
  });

  it("strips bidi overrides, invisible marks and line separators, and never cuts a character in two", () => {
    expect(cleanFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(cleanFileName("\u2066march\u2069\u200B statement\u2028copy\u2029.pdf")).toBe(
      "march statementcopy.pdf",
    );
    expect(cleanFileName("a\u0085b\u009f\uFEFF.pdf")).toBe("ab.pdf");
    // 250 units, then emoji of two units each: the cut falls between them, never inside one.
    const name = cleanFileName(`${"x".repeat(250)}${"😀".repeat(10)}.pdf`);
    expect(name.length).toBeLessThanOrEqual(255);
    expect(name).toBe(`${"x".repeat(250)}.pdf`);
    const odd = cleanFileName(`${"x".repeat(249)}${"😀".repeat(10)}.pdf`);
    expect(odd).toBe(`${"x".repeat(249)}😀.pdf`);
    expect(() => encodeURIComponent(odd)).not.toThrow();
  });

  it("puts uploads under the user's prefix", () => {
    expect(uploadKey("u1", "c1")).toBe("users/u1/uploads/c1.pdf");
    expect(uploadKey("u1", "c1", "xlsx")).toBe("users/u1/uploads/c1.xlsx");
    expect(uploadKey("u1", "c1", "csv")).toBe("users/u1/uploads/c1.csv");
  });
});
