import { describe, expect, it } from "vitest";
import { checkConverterFile, MAX_UPLOAD_BYTES } from "./upload-rules";

describe("checkConverterFile (spec section 5)", () => {
  it.each([
    [{ name: "march.pdf", type: "application/pdf", size: 1200 }, null],
    [{ name: "MARCH.PDF", type: "", size: 1 }, null],
    [{ name: "statement", type: "application/pdf", size: MAX_UPLOAD_BYTES }, null],
    [{ name: "notes.txt", type: "text/plain", size: 20 }, "Please select a PDF file"],
    [{ name: "march.xlsx", type: "application/vnd.ms-excel", size: 20 }, "Please select a PDF file"],
    [{ name: "empty.pdf", type: "application/pdf", size: 0 }, "File cannot be empty"],
    [
      { name: "big.pdf", type: "application/pdf", size: MAX_UPLOAD_BYTES + 1 },
      "File size must be less than 10MB",
    ],
  ])("%o -> %s", (file, message) => {
    const result = checkConverterFile(file);
    expect(result.ok ? null : result.message).toBe(message);
  });
});
