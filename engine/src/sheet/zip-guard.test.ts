import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { listZip, measureZip, ZipRefused } from "./zip-guard.js";

const bounds = {
  maxInflatedBytes: 32 * 1024 * 1024,
  maxInflateRatio: 250,
  maxCells: 400_000,
  maxRows: 20_000,
};

function refusal(bytes: Uint8Array, b = bounds): ZipRefused {
  try {
    measureZip(bytes, listZip(bytes) ?? [], b);
  } catch (error) {
    if (error instanceof ZipRefused) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("listZip", () => {
  it("lists a ZIP's parts with their methods and declared sizes", () => {
    const zip = zipSync({ "a.xml": [strToU8("<a/>"), { level: 0 }], "xl/b.xml": strToU8("<b>".repeat(100)) });
    expect(listZip(zip)?.map((e) => [e.name, e.method, e.declaredSize])).toEqual([
      ["a.xml", 0, 4],
      ["xl/b.xml", 8, 300],
    ]);
  });

  it("is null for a ZIP cut before its directory", () => {
    const zip = zipSync({ "xl/b.xml": strToU8("<b/>".repeat(1000)) });
    expect(listZip(zip.subarray(0, 40))).toBeNull();
  });
});

describe("measureZip", () => {
  it("counts every cell and row of the worksheets, prefixed or not, across inflate steps", () => {
    // 3,000 rows of 7 cells: tags straddle the 256-byte input steps many times over.
    const row = (i: number) =>
      `<x:row r="${i}">${'<x:c r="A1" t="n"><x:v>1.5</x:v></x:c>'.repeat(7)}</x:row>`;
    const sheet = `<x:worksheet><x:sheetData>${Array.from({ length: 3000 }, (_, i) => row(i + 1)).join("")}</x:sheetData></x:worksheet>`;
    const other = "<cols><col min='1'/></cols><c r='A1'/>";
    const zip = zipSync({ "xl/worksheets/sheet1.xml": strToU8(sheet), "xl/styles.xml": strToU8(other) });
    const m = measureZip(zip, listZip(zip) ?? [], bounds);
    expect(m).toEqual({ inflatedBytes: sheet.length + other.length, cells: 21_000, rows: 3_000 });
  });

  it("refuses parts whose declared sizes pass the cap without inflating them", () => {
    const zip = zipSync({ "xl/worksheets/sheet1.xml": strToU8(" ".repeat(2_000_000)) });
    expect(refusal(zip, { ...bounds, maxInflatedBytes: 1_000_000 }).reason).toBe("inflated");
  });

  it("refuses a part that expands more than the ratio once past 1 MiB, whatever its directory says", () => {
    const zip = zipSync({ "xl/worksheets/sheet1.xml": strToU8(" ".repeat(3_000_000)) }, { level: 9 });
    const lying = zip.slice();
    const view = new DataView(lying.buffer);
    for (let i = 0; i + 4 <= lying.length; i++) {
      if (view.getUint32(i, true) === 0x04034b50) view.setUint32(i + 22, 10, true);
      if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, 10, true);
    }
    const error = refusal(lying);
    expect(error.reason).toBe("inflated");
    expect(error.message).toMatch(/more than 250 times/);
  });

  it("refuses sheets past the cell and row bounds, and damaged deflate data", () => {
    const cells = zipSync({ "xl/worksheets/sheet1.xml": strToU8(`<row>${"<c/>".repeat(101)}</row>`) });
    expect(refusal(cells, { ...bounds, maxCells: 100 }).reason).toBe("cells");
    const rows = zipSync({ "xl/worksheets/sheet1.xml": strToU8("<row/>".repeat(11)) });
    expect(refusal(rows, { ...bounds, maxRows: 10 }).reason).toBe("rows");
    const damaged = zipSync({ "xl/worksheets/sheet1.xml": strToU8("<row><c/></row>".repeat(500)) });
    // The first deflate block's type: 11, the reserved one.
    damaged[30 + "xl/worksheets/sheet1.xml".length] = 0x07;
    expect(refusal(damaged).reason).toBe("damaged");
  });
});
