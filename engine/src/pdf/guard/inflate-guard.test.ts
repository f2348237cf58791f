import { Zlib, zlibSync } from "fflate";
import { describe, expect, it } from "vitest";
import { pdfWithStream } from "../../../test/fixtures/stream-pdf.js";
import { exceedsInflatedSize } from "./inflate-guard.js";
import { PdfObjects } from "./objects.js";

const objectsOf = (bytes: Uint8Array) => PdfObjects.read(bytes);

describe("exceedsInflatedSize", () => {
  it("adds up what the Flate streams inflate to and stops past the limit", async () => {
    const bomb = pdfWithStream(3 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(20_000);
    expect(await exceedsInflatedSize(await objectsOf(bomb), 1024 * 1024, 10_000)).not.toBeNull();
    expect(await exceedsInflatedSize(await objectsOf(bomb), 4 * 1024 * 1024, 10_000)).toBeNull();
  });

  it("leaves out images, which text extraction never decodes", async () => {
    const image = pdfWithStream(3 * 1024 * 1024, " /Type /XObject /Subtype /Image /Width 1024 /Height 1024");
    expect(await exceedsInflatedSize(await objectsOf(image), 1024 * 1024, 100)).toBeNull();
  });

  it("follows a chain of filters: a stream compressed twice is measured inflated twice", async () => {
    // 8 MiB of spaces, deflated, then the deflated bytes deflated again: a few hundred bytes.
    const chunks: Uint8Array[] = [];
    const once = new Zlib({ level: 9 }, (c) => chunks.push(c));
    const mib = new Uint8Array(1024 * 1024).fill(0x20);
    for (let i = 0; i < 8; i++) once.push(mib, i === 7);
    const inner = Uint8Array.from(chunks.flatMap((c) => [...c]));
    const twice = zlibSync(inner, { level: 9 });
    const head = `%PDF-1.4\n1 0 obj\n<< /Length ${twice.length} /Filter [/FlateDecode /FlateDecode] >>\nstream\n`;
    const tail = "\nendstream\nendobj\n%%EOF\n";
    const pdf = new Uint8Array([
      ...new TextEncoder().encode(head),
      ...twice,
      ...new TextEncoder().encode(tail),
    ]);
    expect(pdf.length).toBeLessThan(2_000);
    expect((await exceedsInflatedSize(await objectsOf(pdf), 4 * 1024 * 1024, 10_000))?.reason).toBe("total");
    expect(await exceedsInflatedSize(await objectsOf(pdf), 16 * 1024 * 1024, 10_000)).toBeNull();
    // Past 4 MiB, at 1,000 times its size, the inner stream is a bomb at the default ratio.
    expect((await exceedsInflatedSize(await objectsOf(pdf), 64 * 1024 * 1024, 100))?.reason).toBe("ratio");
  });
});
