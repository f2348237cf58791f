import { MAX_UPLOAD_BYTES } from "@statement-converter/contract";
import { describe, expect, it } from "vitest";
import { ACCEPT, checkConverterFile, checkQuickUploadFile } from "./upload-rules";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

describe("checkConverterFile (PDF, Excel and CSV)", () => {
  it.each([
    [{ name: "march.pdf", type: "application/pdf", size: 1200 }, null],
    [{ name: "MARCH.PDF", type: "", size: 1 }, null],
    [{ name: "statement", type: "application/pdf", size: MAX_UPLOAD_BYTES }, null],
    [{ name: "march.xlsx", type: XLSX, size: 20 }, null],
    [{ name: "march.xls", type: "application/vnd.ms-excel", size: 20 }, null],
    [{ name: "march.CSV", type: "", size: 20 }, null],
    [{ name: "export", type: "text/csv", size: 20 }, null],
    [{ name: "notes.txt", type: "text/plain", size: 20 }, "Please select a PDF, Excel or CSV file"],
    [{ name: "photo.png", type: "image/png", size: 20 }, "Please select a PDF, Excel or CSV file"],
    [{ name: "empty.pdf", type: "application/pdf", size: 0 }, "File cannot be empty"],
    [{ name: "empty.csv", type: "text/csv", size: 0 }, "File cannot be empty"],
    [{ name: "big.xlsx", type: XLSX, size: MAX_UPLOAD_BYTES + 1 }, "File size must be less than 10MB"],
  ])("%o -> %s", (file, message) => {
    const result = checkConverterFile(file);
    expect(result.ok ? null : result.message).toBe(message);
  });
});

describe("checkQuickUploadFile (PDF, Excel and CSV)", () => {
  it.each([
    [{ name: "a.csv", type: "text/csv", size: 10 }, null],
    [{ name: "a", type: "application/vnd.ms-excel", size: 10 }, null],
    [{ name: "notes.docx", type: "application/msword", size: 10 }, "Please upload a PDF, Excel or CSV file"],
    [{ name: "a.csv", type: "text/csv", size: MAX_UPLOAD_BYTES + 1 }, "File size must be less than 10MB"],
  ])("%o -> %s", (file, message) => {
    const result = checkQuickUploadFile(file);
    expect(result.ok ? null : result.message).toBe(message);
  });

  it("offers the four types to the file pickers", () => {
    expect(ACCEPT).toBe(`.pdf,.xlsx,.xls,.csv,application/pdf,application/vnd.ms-excel,${XLSX},text/csv`);
  });
});
