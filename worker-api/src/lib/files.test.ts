import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.js";
import { assertPdf, cleanFileName, uploadKey } from "./files.js";

const bytes = (s: string) => new TextEncoder().encode(s);

function codeOf(fn: () => void): string | undefined {
  try {
    fn();
    return undefined;
  } catch (err) {
    return err instanceof ApiError ? err.code : String(err);
  }
}

describe("assertPdf", () => {
  it("accepts the signature, calls a signature-less .pdf invalid and anything else unsupported", () => {
    expect(codeOf(() => assertPdf("x.bin", "application/octet-stream", bytes("%PDF-1.7")))).toBeUndefined();
    expect(codeOf(() => assertPdf("x.pdf", "", bytes("hello")))).toBe("PDF_INVALID");
    expect(codeOf(() => assertPdf("x", "application/pdf", bytes("hello")))).toBe("PDF_INVALID");
    expect(codeOf(() => assertPdf("x.xlsx", "", bytes("PK\u0003\u0004")))).toBe("UNSUPPORTED_FORMAT");
    expect(codeOf(() => assertPdf("x.docx", "", bytes("PK\u0003\u0004")))).toBe("UNSUPPORTED_FORMAT");
    // A ZIP that stores a PDF near its start is still a ZIP.
    expect(codeOf(() => assertPdf("x.pdf", "", bytes("PK\u0003\u0004\u0000statement.pdf%PDF-1.7")))).toBe(
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

  it("puts uploads under the user's prefix", () => {
    expect(uploadKey("u1", "c1")).toBe("users/u1/uploads/c1.pdf");
  });
});
