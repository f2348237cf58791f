import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runPipeline } from "../src/extract.js";
import type { PageVerdict } from "../src/pdf/text-quality.js";

/**
 * The text layers of test/text-layers (see its README): each page's verdict is judged from its
 * glyphs, a file is PDF_SCANNED only when no page has a usable text layer, and the words of a
 * readable page come through in their own script.
 */
const folder = join(fileURLToPath(import.meta.url), "../text-layers");

const FILES: [name: string, verdicts: PageVerdict[], words: string[]][] = [
  ["script-cyrillic", ["text"], ["Выписка", "Остаток", "Пятёрочка"]],
  ["script-greek", ["text"], ["Υπόλοιπο", "Μισθοδοσία"]],
  ["script-arabic", ["text"], ["الرصيد", "التاريخ"]],
  ["script-hebrew", ["text"], ["יתרה", "משכורת"]],
  ["script-cjk", ["text"], ["余额", "工资收入"]],
  ["script-thai", ["text"], ["ยอดคงเหลือ", "เงินเดือน"]],
  ["script-devanagari", ["text"], ["शेष", "जमा"]],
  ["nonsense-words", ["text"], ["Pewintor", "Zobrenta"]],
  ["fine-print-unmapped", ["text"], ["Harbourside", "Grocer"]],
  ["terms-page-unmapped", ["text", "garbage"], ["Harbourside"]],
  ["text-then-image", ["text", "image"], ["Harbourside"]],
  ["garbage-glyphs", ["garbage", "garbage"], []],
  ["image-only", ["image"], []],
];

async function run(name: string) {
  return runPipeline(new Uint8Array(readFileSync(join(folder, `${name}.pdf`))), { fileName: `${name}.pdf` });
}

describe("text layers judged from their glyphs", () => {
  for (const [name, verdicts, words] of FILES) {
    const scan = !verdicts.includes("text");
    it(`${name}: pages ${verdicts.join(", ")}${scan ? ", PDF_SCANNED" : ", read"}`, async () => {
      const pipeline = await run(name);
      expect(pipeline.text.layers.map((l) => l.verdict)).toEqual(verdicts);
      if (scan) {
        expect(pipeline.error?.code).toBe("PDF_SCANNED");
        return;
      }
      expect(pipeline.error?.code).not.toBe("PDF_SCANNED");
      const text = pipeline.text.pages.flatMap((p) => p.items.map((i) => i.str)).join(" ");
      for (const word of words) expect(text).toContain(word);
    });
  }

  it("leaves an unmapped font's glyphs out of the words, and reads the table beside them", async () => {
    const pipeline = await run("fine-print-unmapped");
    const [layer] = pipeline.text.layers;
    expect(layer).toMatchObject({ verdict: "text", unmappedFonts: ["DejaVuSerif"], images: 0 });
    expect(layer?.unmapped).toBeGreaterThan(5 * (layer?.mapped ?? 0));
    const text = pipeline.text.pages[0]?.items.map((i) => i.str).join(" ") ?? "";
    expect(text).not.toMatch(/[\p{Cc}]|WHUPV|DFFRXQW/u);
    expect(pipeline.statement?.transactions.map((t) => t.amountCents)).toEqual([
      -4520, -12000, 250000, -1875, -30000, -990,
    ]);
  });

  it("counts the image a scanned page draws", async () => {
    const pipeline = await run("text-then-image");
    expect(pipeline.text.layers.map((l) => [l.verdict, l.images])).toEqual([
      ["text", 0],
      ["image", 1],
    ]);
  });
});
