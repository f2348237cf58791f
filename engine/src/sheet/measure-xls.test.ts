import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.js";
import { DEFAULT_LIMITS } from "../limits.js";
import { measureXls } from "./measure-xls.js";
import { OleDamaged, OleFile } from "./ole-streams.js";

/** A BIFF8 record: type, length, body. */
function record(type: number, body: number[]): number[] {
  return [type & 0xff, type >> 8, body.length & 0xff, body.length >> 8, ...body];
}
const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32 = (n: number) => [...u16(n & 0xffff), ...u16(n >>> 16)];
const bof = (kind: number) =>
  record(0x0809, [...u16(0x0600), ...u16(kind), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
const eof = record(0x000a, []);

/** A workbook stream: an SST of `strings`, then a sheet of LABELSST cells, each naming `index`. */
function labelsstStream(strings: string[], cells: number, index = 0): Uint8Array {
  const sst = [...u32(cells), ...u32(strings.length)];
  for (const s of strings) sst.push(...u16(s.length), 0, ...Array.from(s, (c) => c.charCodeAt(0)));
  const out = [...bof(0x0005), ...record(0x00fc, sst), ...eof, ...bof(0x0010)];
  for (let r = 0; r < cells; r++) out.push(...record(0x00fd, [...u16(r), 0, 0, 0, 0, ...u32(index)]));
  out.push(...eof);
  return Uint8Array.from(out);
}

/**
 * An SST of `strings` split into records of at most 8,224 bytes as Excel writes it: a string cut
 * by a record's end goes on in a CONTINUE record after a byte saying how wide its characters are.
 * Strings holding characters past Latin-1 are written two bytes a character.
 */
function sstRecords(strings: string[]): number[] {
  const records: number[][] = [[...u32(strings.length), ...u32(strings.length)]];
  const room = () => 8_224 - (records.at(-1) as number[]).length;
  for (const s of strings) {
    const wide = [...s].some((c) => c.charCodeAt(0) > 0xff);
    if (room() < 4) records.push([]);
    (records.at(-1) as number[]).push(...u16(s.length), wide ? 1 : 0);
    for (let i = 0; i < s.length; i++) {
      const bytes = wide ? u16(s.charCodeAt(i)) : [s.charCodeAt(i)];
      if (room() < bytes.length) records.push([wide ? 1 : 0]);
      (records.at(-1) as number[]).push(...bytes);
    }
  }
  return records.flatMap((body, i) => record(i === 0 ? 0x00fc : 0x003c, body));
}

/** Rows of one string cell (LABELSST, in string order) and one number cell each. */
function sstWorkbook(strings: string[]): Uint8Array {
  const out = [...bof(0x0005), ...sstRecords(strings), ...eof, ...bof(0x0010)];
  strings.forEach((_, r) => {
    out.push(...record(0x00fd, [...u16(r), 0, 0, 0, 0, ...u32(r)]));
    out.push(...record(0x0203, [...u16(r), 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xf8, 0x3f]));
  });
  out.push(...eof);
  return Uint8Array.from(out);
}

describe("measureXls", () => {
  it("counts an .xls's cells, rows and text, shared strings cut by CONTINUE records included", async () => {
    const strings = Array.from({ length: 40 }, (_, i) =>
      i % 3 === 0 ? `${i} ${"Überweisung ".repeat(50)}` : `${i} ${"€ rent ".repeat(80)}`,
    );
    const stream = sstWorkbook(strings);
    const tally = await measureXls(stream, DEFAULT_LIMITS);
    // The same stream as SheetJS reads it: every string whole.
    const book = XLSX.read(stream, { type: "array", dense: true });
    const cells = (book.Sheets[book.SheetNames[0] as string]?.["!data"] ?? []).flat();
    expect(cells.filter((c) => c?.t === "s").map((c) => c?.v)).toEqual(strings);
    expect(tally).toEqual({
      cells: 80,
      rows: 40,
      rowsWithText: 40,
      textChars: strings.reduce((n, t) => n + t.length, 0) + 40 * 12,
      longestCell: Math.max(...strings.map((t) => t.length)),
    });
  });

  it("refuses cells naming one long shared string, and more cells than the bound", async () => {
    await expect(measureXls(labelsstStream(["x".repeat(5_000)], 10), DEFAULT_LIMITS)).rejects.toThrow(
      "a cell of more than 4,000 characters",
    );
    await expect(measureXls(labelsstStream(["x".repeat(3_000)], 2_000), DEFAULT_LIMITS)).rejects.toThrow(
      "cells whose text adds up to more than 4,000,000 characters",
    );
    await expect(
      measureXls(labelsstStream(["a"], 1_001), { ...DEFAULT_LIMITS, maxSheetCells: 1_000 }),
    ).rejects.toThrow("more than 1,000 cells");
  });

  it("calls a workbook with a FILEPASS record encrypted before SheetJS sees it", async () => {
    const stream = Uint8Array.from([...bof(0x0005), ...record(0x002f, [1, 0, 1, 0]), ...eof]);
    const error = await measureXls(stream, DEFAULT_LIMITS).catch((e) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error.code).toBe("SHEET_ENCRYPTED");
  });
});

describe("OleFile", () => {
  it("reads streams through the FAT and through the mini stream as SheetJS writes them", () => {
    const container = XLSX.CFB.utils.cfb_new();
    const big = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) & 0xff);
    const small = Uint8Array.from({ length: 300 }, (_, i) => i & 0xff);
    XLSX.CFB.utils.cfb_add(container, "Workbook", big);
    XLSX.CFB.utils.cfb_add(container, "Small", small);
    const file = new OleFile(new Uint8Array(XLSX.CFB.write(container, { type: "array" })));
    expect(file.stream("workbook")).toEqual(big);
    expect(file.stream("Small")).toEqual(small);
    expect(file.stream("Missing")).toBeNull();
  });

  it("refuses a sector chain that loops", () => {
    const container = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(container, "Workbook", new Uint8Array(20_000));
    const bytes = new Uint8Array(XLSX.CFB.write(container, { type: "array" }));
    const file = new OleFile(bytes);
    const entry = file.entries.find((e) => e.name === "Workbook");
    if (!entry) throw new Error("no Workbook entry");
    // The FAT's first sector: make the stream's first sector point back at itself.
    const fatSector = new DataView(bytes.buffer).getUint32(76, true);
    new DataView(bytes.buffer).setUint32(512 + fatSector * 512 + entry.start * 4, entry.start, true);
    expect(() => new OleFile(bytes).stream("Workbook")).toThrow(OleDamaged);
  });
});
