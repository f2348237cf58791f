import { describe, expect, it } from "vitest";
import { contentDisposition, downloadName, zipName } from "./downloads.js";

describe("download names", () => {
  it("are transactions_{name without extension}.{csv|xlsx|json}", () => {
    expect(downloadName("march.pdf", "csv")).toBe("transactions_march.csv");
    expect(downloadName("march.2026.PDF", "excel")).toBe("transactions_march.2026.xlsx");
    expect(downloadName("no-extension", "json")).toBe("transactions_no-extension.json");
    expect(downloadName(".pdf", "csv")).toBe("transactions_statement.csv");
  });

  it("zip as statements_{YYYY-MM-DD}.zip", () => {
    expect(zipName(new Date("2026-03-09T23:59:00Z"))).toBe("statements_2026-03-09.zip");
  });
});

describe("contentDisposition", () => {
  it("gives an ASCII fallback and the exact name in RFC 5987 filename*", () => {
    expect(contentDisposition('transactions_März "Q1" (final).csv')).toBe(
      `attachment; filename="transactions_M_rz _Q1_ (final).csv"; filename*=UTF-8''transactions_M%C3%A4rz%20%22Q1%22%20%28final%29.csv`,
    );
  });

  it("keeps header-breaking characters out", () => {
    const header = contentDisposition("a\r\nSet-Cookie: x=1.csv");
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain("filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3D1.csv");
  });
});
