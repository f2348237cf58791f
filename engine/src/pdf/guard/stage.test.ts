import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { hostileSample } from "../../../test/hostile/index.js";
import type { EngineError } from "../../errors.js";
import { DEFAULT_LIMITS } from "../../limits.js";
import { guardPdf } from "./index.js";

const here = dirname(fileURLToPath(import.meta.url));
const sources = (dir: string) =>
  readdirSync(dir)
    .filter((n) => n.endsWith(".ts") && !n.endsWith(".test.ts"))
    .map((n) => ({ name: n, text: readFileSync(join(dir, n), "utf8") }));
const importsOf = (text: string) =>
  [...text.matchAll(/^(?:import|export)[^"]*from "([^"]+)"/gm)].map((m) => m[1]);

describe("the PDF guard as a stage of its own", () => {
  it("knows nothing of pdf.js, glyphs or words, and the text reading nothing of it", () => {
    const allowed = /^(\.\/[\w-]+\.js|\.\.\/yield\.js|\.\.\/\.\.\/(errors|limits)\.js|fflate)$/;
    for (const { name, text } of sources(here)) {
      expect(
        importsOf(text).filter((i) => !allowed.test(i ?? "")),
        name,
      ).toEqual([]);
    }
    // The text reading gets the guard's facts as data from the pipeline, never by importing it.
    for (const { name, text } of sources(join(here, ".."))) {
      if (name === "bound-use.ts") continue; // the bounds report measures both stages
      expect(
        importsOf(text).filter((i) => i?.includes("guard")),
        name,
      ).toEqual([]);
    }
  });

  it("refuses on its own, before pdf.js, every file of the hostile sample that is past a bound", async () => {
    // (Of the whole suite, all 73 such files are; the sample keeps the test short.)
    // Image bombs are refused before pdf.js decodes an image too, but only when scanned pages are
    // read by OCR (image-bounds.ts, called by the OCR stage): text reading decodes no image.
    // Spreadsheet bombs never reach the PDF guard: the sheet stage measures them (sheet-bounds.ts).
    const pastBounds = hostileSample({ without: ["images", "sheets"] }).filter(
      (f) => f.expect.length === 1 && f.expect[0] === "PDF_TOO_COMPLEX",
    );
    expect(pastBounds.length).toBeGreaterThanOrEqual(10);
    const passed: string[] = [];
    for (const file of pastBounds) {
      const refusal = await guardPdf(await file.make(), DEFAULT_LIMITS).then(
        () => null,
        (error: EngineError) => error.code,
      );
      if (refusal !== "PDF_TOO_COMPLEX") passed.push(`${file.name}: ${refusal ?? "not refused"}`);
    }
    expect(passed).toEqual([]);
  });

  it("counts a page listed many times in the page tree as many pages", async () => {
    const { writePdf, stream, HELVETICA } = await import("../../../test/hostile/pdf-writer.js");
    const pdf = (times: number) =>
      writePdf([
        "<< /Type /Catalog /Pages 2 0 R >>",
        `<< /Type /Pages /Kids [${"3 0 R ".repeat(times)}] /Count ${times} >>`,
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
        stream("", "BT /F1 12 Tf 72 700 Td (Hello) Tj ET"),
        HELVETICA,
      ]);
    expect((await guardPdf(pdf(3), DEFAULT_LIMITS)).pages).toBe(3);
    await expect(guardPdf(pdf(DEFAULT_LIMITS.maxPages + 1), DEFAULT_LIMITS)).rejects.toThrow(
      `more than ${DEFAULT_LIMITS.maxPages} pages`,
    );
  });
});
