import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.js";
import { assertPdf, cleanFileName, hasPdfSignature, uploadKey } from "./files.js";

const bytes = (s: string) => new TextEncoder().encode(s);

function codeOf(fn: () => void): string | undefined {
  try {
    fn();
    return undefined;
  } catch (err) {
    return err instanceof ApiError ? err.code : String(err);
  }
}

describe("hasPdfSignature", () => {
  it("finds %PDF- within the first 1024 bytes only", () => {
    expect(hasPdfSignature(bytes("%PDF-1.7\n"))).toBe(true);
    expect(hasPdfSignature(bytes(`${" ".repeat(1000)}%PDF-1.4`))).toBe(true);
    expect(hasPdfSignature(bytes(`${" ".repeat(1020)}%PDF-1.4`))).toBe(false);
    expect(hasPdfSignature(bytes("%PDF"))).toBe(false);
    expect(hasPdfSignature(new Uint8Array(0))).toBe(false);
  });
});

describe("assertPdf", () => {
  it("accepts the signature, calls a signature-less .pdf invalid and anything else unsupported", () => {
    expect(codeOf(() => assertPdf("x.bin", "application/octet-stream", bytes("%PDF-1.7")))).toBeUndefined();
    expect(codeOf(() => assertPdf("x.pdf", "", bytes("hello")))).toBe("PDF_INVALID");
    expect(codeOf(() => assertPdf("x", "application/pdf", bytes("hello")))).toBe("PDF_INVALID");
    expect(codeOf(() => assertPdf("x.xlsx", "", bytes("PK\u0003\u0004")))).toBe("UNSUPPORTED_FORMAT");
    expect(codeOf(() => assertPdf("x.docx", "", bytes("PK\u0003\u0004")))).toBe("UNSUPPORTED_FORMAT");
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

  it("puts uploads under the user's prefix", () => {
    expect(uploadKey("u1", "c1")).toBe("users/u1/uploads/c1.pdf");
  });
});
