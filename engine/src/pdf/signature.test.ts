import { describe, expect, it } from "vitest";
import { hasPdfSignature } from "./signature.js";

const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe("hasPdfSignature", () => {
  it("finds %PDF- within the first 1024 bytes only", () => {
    expect(hasPdfSignature(bytes("%PDF-1.7\n"))).toBe(true);
    expect(hasPdfSignature(bytes(`${" ".repeat(1000)}%PDF-1.4`))).toBe(true);
    expect(hasPdfSignature(bytes(`${" ".repeat(1020)}%PDF-1.4`))).toBe(false);
    expect(hasPdfSignature(bytes("%PDF"))).toBe(false);
    expect(hasPdfSignature(new Uint8Array(0))).toBe(false);
  });

  it("refuses other formats that carry a PDF near their start (a ZIP storing one, an HTML page)", () => {
    const stored = "PK\u0003\u0004\u0014\u0000\u0000\u0000\u0000\u0000statement.pdf%PDF-1.7\n1 0 obj";
    expect(hasPdfSignature(bytes(stored))).toBe(false);
    expect(hasPdfSignature(bytes("\u0089PNG\r\n\u001a\n%PDF-1.7"))).toBe(false);
    expect(hasPdfSignature(bytes("<!DOCTYPE html><html><body>%PDF-1.7"))).toBe(false);
    expect(hasPdfSignature(bytes("\u001f\u008b\u0008%PDF-1.7"))).toBe(false);
  });
});
