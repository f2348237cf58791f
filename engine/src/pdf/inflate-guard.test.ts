import { describe, expect, it } from "vitest";
import { pdfWithStream } from "../../test/fixtures/stream-pdf.js";
import { exceedsInflatedSize } from "./inflate-guard.js";

describe("exceedsInflatedSize", () => {
  it("adds up what the Flate streams inflate to and stops past the limit", () => {
    const bomb = pdfWithStream(3 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(20_000);
    expect(exceedsInflatedSize(bomb, 1024 * 1024)).toBe(true);
    expect(exceedsInflatedSize(bomb, 4 * 1024 * 1024)).toBe(false);
  });

  it("leaves out images, which text extraction never decodes", () => {
    const image = pdfWithStream(3 * 1024 * 1024, " /Type /XObject /Subtype /Image /Width 1024 /Height 1024");
    expect(exceedsInflatedSize(image, 1024 * 1024)).toBe(false);
  });
});
