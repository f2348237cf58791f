import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.js";
import { DEFAULT_LIMITS, type EngineLimits } from "../limits.js";
import { measureXlsx } from "./measure-xlsx.js";
import { SheetOverBound } from "./sheet-bounds.js";

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** A workbook's parts: `sheets` (name -> part) in order, their XML, optional shared strings. */
function workbook(
  sheets: { name: string; target: string; xml?: string }[],
  sharedStrings?: string[],
  extra: Record<string, Uint8Array> = {},
): Uint8Array {
  const rels = sheets
    .map((s, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="${s.target}"/>`)
    .join("");
  const parts: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8("<Types/>"),
    "_rels/.rels": strToU8(
      `<Relationships><Relationship Id="r" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    "xl/workbook.xml": strToU8(
      `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets.map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join("")}</sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      `<Relationships>${rels}${sharedStrings ? `<Relationship Id="s" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : ""}</Relationships>`,
    ),
    ...extra,
  };
  for (const s of sheets) if (s.xml) parts[`xl/${s.target}`] = strToU8(s.xml);
  if (sharedStrings) {
    parts["xl/sharedStrings.xml"] = strToU8(
      `<sst xmlns="${MAIN}">${sharedStrings.map((t) => `<si><t>${t}</t></si>`).join("")}</sst>`,
    );
  }
  return zipSync(parts, { level: 6 });
}

const sheetXml = (rows: string) => `<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;
const limits = (over: Partial<EngineLimits> = {}): EngineLimits => ({ ...DEFAULT_LIMITS, ...over });

async function refusal(bytes: Uint8Array, l = limits()): Promise<Error> {
  try {
    await measureXlsx(bytes, l);
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a refusal");
}

describe("measureXlsx", () => {
  it("counts cells, rows, rows holding text, and text with each shared string at its length", async () => {
    const xml = sheetXml(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
        '<row r="2"><c r="A2"><v>1234.5</v></c><c r="B2" t="inlineStr"><is><t>Café</t></is></c></row>' +
        '<row r="3"><c r="A3" s="1"/></row><row r="4"/>',
    );
    const m = await measureXlsx(
      workbook([{ name: "S", target: "worksheets/sheet1.xml", xml }], ["Date", "Rent &amp; rates"]),
      limits(),
    );
    expect(m.tally).toEqual({
      cells: 5,
      rows: 4,
      rowsWithText: 2,
      textChars: 4 + 16 + 6 + 4,
      longestCell: 16,
    });
    expect(m.sheets.map((s) => s.name)).toEqual(["S"]);
    expect(new TextDecoder().decode(m.sheets[0]?.xml)).toBe(xml);
  });

  it("reads tags and text cut across inflate steps exactly", async () => {
    const rows = Array.from(
      { length: 3000 },
      (_, i) =>
        `<x:row r="${i + 1}"><x:c t="s"><x:v>${i % 2}</x:v></x:c><x:c><x:v>${i}.25</x:v></x:c></x:row>`,
    ).join("");
    const m = await measureXlsx(
      workbook(
        [
          {
            name: "S",
            target: "worksheets/sheet1.xml",
            xml: `<x:worksheet><x:sheetData>${rows}</x:sheetData></x:worksheet>`,
          },
        ],
        ["abc", "defgh"],
      ),
      limits(),
    );
    const numbers = Array.from({ length: 3000 }, (_, i) => `${i}.25`.length).reduce((a, b) => a + b, 0);
    expect(m.tally).toMatchObject({
      cells: 6000,
      rows: 3000,
      rowsWithText: 3000,
      textChars: 1500 * 8 + numbers,
    });
  });

  it("refuses cells that all name one long shared string", async () => {
    const rows = '<row><c t="s"><v>0</v></c></row>'.repeat(19_000);
    const bomb = workbook(
      [{ name: "S", target: "worksheets/sheet1.xml", xml: sheetXml(rows) }],
      ["x".repeat(10_000)],
    );
    expect(bomb.length).toBeLessThan(100_000);
    const error = await refusal(bomb);
    expect(error).toBeInstanceOf(SheetOverBound);
    expect(error.message).toBe("a cell of more than 4,000 characters");
    const short = workbook(
      [{ name: "S", target: "worksheets/sheet1.xml", xml: sheetXml(rows) }],
      ["y".repeat(3_000)],
    );
    expect((await refusal(short)).message).toBe("cells whose text adds up to more than 4,000,000 characters");
  });

  it("reads a part named by several sheets once, and refuses more sheets than the bound", async () => {
    const xml = sheetXml('<row><c t="inlineStr"><is><t>a</t></is></c></row>');
    const shared = Array.from({ length: 3 }, (_, i) => ({
      name: `S${i}`,
      target: "worksheets/sheet1.xml",
      xml,
    }));
    const m = await measureXlsx(workbook(shared), limits());
    expect(m.sheets.map((s) => s.name)).toEqual(["S0"]);
    expect(m.tally.cells).toBe(1);
    const many = Array.from({ length: 101 }, (_, i) => ({
      name: `S${i}`,
      target: "worksheets/sheet1.xml",
      xml,
    }));
    expect((await refusal(workbook(many))).message).toBe("more than 100 sheets");
  });

  it("refuses more shared strings than cells, and sheets with shared strings past the XML bound", async () => {
    const xml = sheetXml('<row><c t="s"><v>0</v></c></row>');
    const strings = Array.from({ length: 2_001 }, (_, i) => `s${i}`);
    const book = workbook([{ name: "S", target: "worksheets/sheet1.xml", xml }], strings);
    expect((await refusal(book, limits({ maxSheetCells: 2_000 }))).message).toBe(
      "more than 2,000 shared strings",
    );
    const sheets = Array.from({ length: 40 }, (_, i) => ({
      name: `S${i}`,
      target: `worksheets/s${i}.xml`,
      xml,
    }));
    const wide = workbook(
      sheets,
      Array.from({ length: 10_000 }, (_, i) => `text ${i} `.repeat(3)),
    );
    expect((await refusal(wide, limits({ maxSheetInflatedBytes: 8 * 1024 * 1024 }))).message).toBe(
      "sheets and shared strings that add up to more than 8 MB of XML",
    );
  });

  it("refuses binary workbooks (.xlsb) and parts that are not UTF-8 XML", async () => {
    const xlsb = zipSync({
      "_rels/.rels": strToU8(
        `<Relationships><Relationship Id="r" Type="${REL}/officeDocument" Target="xl/workbook.bin"/></Relationships>`,
      ),
      "xl/workbook.bin": new Uint8Array(64),
    });
    const binary = await refusal(xlsb);
    expect(binary).toBeInstanceOf(EngineError);
    expect((binary as EngineError).code).toBe("UNSUPPORTED_FORMAT");
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(sheetXml("<row/>"), "utf16le"))]);
    const book = zipSync({
      ...Object.fromEntries(
        Object.entries({
          "xl/workbook.xml": `<workbook><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>`,
        }).map(([k, v]) => [k, strToU8(v)]),
      ),
      "xl/_rels/workbook.xml.rels": strToU8(
        `<Relationships><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      "xl/worksheets/sheet1.xml": utf16,
    });
    const error = await refusal(book);
    expect((error as EngineError).code).toBe("SHEET_INVALID");
    expect(error.message).toMatch(/is not UTF-8 XML/);
  });
});
