import { describe, expect, it } from "vitest";
import { EngineError, extractStatement } from "../src/index.js";
import { nodeOcrReader } from "../src/ocr/node.js";
import { fileNameOf, hostileFiles, hostileSample, type Outcome } from "./hostile/index.js";

/**
 * A fixed sample of the hostile-input suite (one file per family and the worst of each kind);
 * `npm run fuzz` runs all of it through the CLI and the API.
 */
async function outcome(bytes: Uint8Array, fileName: string): Promise<Outcome> {
  try {
    // With OCR, as the CLI and the API read files: pages without a text layer go to the OCR stage.
    await extractStatement(bytes, { fileName, ocr: await nodeOcrReader() });
    return "OK";
  } catch (error) {
    if (error instanceof EngineError) return error.code;
    throw error;
  }
}

describe("hostile files", () => {
  it("make a suite of at least 300 files across the families the issue names", () => {
    const files = hostileFiles();
    expect(files.length).toBeGreaterThanOrEqual(300);
    expect(new Set(files.map((f) => f.name)).size).toBe(files.length);
    expect([...new Set(files.map((f) => f.family))].sort()).toEqual([
      "at-the-bounds",
      "bombs",
      "encrypted",
      "fonts",
      "forms",
      "images",
      "mutated",
      "nesting",
      "not-pdf",
      "object-nesting",
      "pages",
      "sheets",
      "text",
      "truncated",
      "xref",
    ]);
  });

  for (const file of hostileSample()) {
    // How long each file takes is for `npm run fuzz` (it holds every file to 10 s), not a timed test.
    it(`${file.name} ends as ${file.expect.join(" or ")}`, async () => {
      const bytes = await file.make();
      expect(file.expect).toContain(await outcome(bytes, fileNameOf(file)));
    });
  }
});
