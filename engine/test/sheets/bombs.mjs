// Spreadsheets made to cost a reader far more than their size: cells that all name one long
// shared string (the text they add up to, once expanded, is thousands of times the file), 30 MiB
// of shared strings in a quarter of a megabyte, an .xls of half a million cells, one sheet part
// named by 150 sheets, a binary workbook (.xlsb) in an .xlsx's clothes, and table text that made
// the engine's regular expressions backtrack. Plain JavaScript over fflate and SheetJS's CFB
// writer, no Node APIs: hostile.mjs writes the small ones into hostile/, and the hostile-input
// suite (../hostile/sheet-families.ts) makes them all on demand for `npm run fuzz` and workerd.
import * as XLSX from "@e965/xlsx";
import { strToU8, zipSync } from "fflate";

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const CT = "application/vnd.openxmlformats-officedocument.spreadsheetml";

/** A workbook of `sheets` ({ name, part }) whose parts are `parts`, with shared strings when given. */
export function workbook(sheets, parts, sharedStrings) {
  const files = {
    "[Content_Types].xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/>${sharedStrings ? `<Override PartName="/xl/sharedStrings.xml" ContentType="${CT}.sharedStrings+xml"/>` : ""}</Types>`,
    ),
    "_rels/.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    "xl/workbook.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets.map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join("")}</sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((s, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="${s.part}"/>`).join("")}${sharedStrings ? `<Relationship Id="rIdS" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : ""}</Relationships>`,
    ),
  };
  for (const [name, xml] of Object.entries(parts)) files[`xl/${name}`] = strToU8(xml);
  if (sharedStrings) files["xl/sharedStrings.xml"] = strToU8(sharedStrings);
  return zipSync(files, { level: 9, mtime: "2025-01-01" });
}

const sheetXml = (rows) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;
const sst = (items) => `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}">${items}</sst>`;
const inline = (ref, text) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const lorem = (n) => "Lorem ipsum dolor sit amet ".repeat(Math.ceil(n / 27)).slice(0, n);

/**
 * A statement of `rows` rows whose Description cells all name shared string 0, `chars` long:
 * 19,000 rows and 10,000 characters are 190 million characters once expanded, in 360 KB.
 */
export function sharedStringBomb(rows, chars) {
  let xml = `<row r="1">${inline("A1", "Date")}${inline("B1", "Description")}${inline("C1", "Amount")}${inline("D1", "Balance")}</row>`;
  for (let r = 2; r <= rows + 1; r++) {
    const day = String((r % 28) + 1).padStart(2, "0");
    xml += `<row r="${r}">${inline(`A${r}`, `03/${day}/2025`)}<c r="B${r}" t="s"><v>0</v></c><c r="C${r}"><v>-1.5</v></c><c r="D${r}"><v>${(100000 - r * 1.5).toFixed(2)}</v></c></row>`;
  }
  return workbook(
    [{ name: "Transactions", part: "worksheets/sheet1.xml" }],
    { "worksheets/sheet1.xml": sheetXml(xml) },
    sst(`<si><t>${lorem(chars)}</t></si>`),
  );
}

/**
 * `mib` MiB of shared strings (numbered, alike enough to deflate about 190:1, under the ratio that
 * marks a bomb), one cell naming the first.
 */
export function sharedStringsFlood(mib) {
  const items = [];
  for (let i = 0; i < Math.floor((mib * 1024 * 1024) / 1000); i++)
    items.push(`<si><t>${i} ${lorem(985)}</t></si>`);
  return workbook(
    [{ name: "Sheet1", part: "worksheets/sheet1.xml" }],
    { "worksheets/sheet1.xml": sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>') },
    sst(items.join("")),
  );
}

/** One sheet part (a small statement-like table) named by `count` sheets of the workbook. */
export function oneSheetManyTimes(count) {
  const header = `<row r="1">${inline("A1", "Date")}${inline("B1", "Description")}${inline("C1", "Amount")}</row>`;
  const rows =
    header +
    Array.from(
      { length: 200 },
      (_, i) =>
        `<row r="${i + 2}">${inline(`A${i + 2}`, `03/${String((i % 28) + 1).padStart(2, "0")}/2025`)}${inline(`B${i + 2}`, `Payment ${i}`)}<c r="C${i + 2}"><v>-1</v></c></row>`,
    ).join("");
  const sheets = Array.from({ length: count }, (_, i) => ({
    name: `S${i + 1}`,
    part: "worksheets/sheet1.xml",
  }));
  return workbook(sheets, { "worksheets/sheet1.xml": sheetXml(rows) });
}

/** A ZIP holding a binary workbook (xl/workbook.bin), as an .xlsb is, named like an .xlsx. */
export function binaryWorkbook() {
  return zipSync(
    {
      "[Content_Types].xml": strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.bin" ContentType="application/vnd.ms-excel.sheet.binary.macroEnabled.main"/></Types>',
      ),
      "_rels/.rels": strToU8(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.bin"/></Relationships>`,
      ),
      "xl/workbook.bin": new Uint8Array(256),
      "xl/worksheets/sheet1.bin": new Uint8Array(256),
    },
    { mtime: "2025-01-01" },
  );
}

// --- .xls: BIFF8 records in an OLE2 container -------------------------------------------------

const u16 = (n) => [n & 0xff, (n >> 8) & 0xff];
const u32 = (n) => [...u16(n & 0xffff), ...u16(n >>> 16)];
function record(out, type, body) {
  out.push(...u16(type), ...u16(body.length));
  for (const b of body) out.push(b);
}
const BOF = (kind) => [...u16(0x0600), ...u16(kind), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

function ole(stream) {
  const container = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(container, "Workbook", stream);
  return new Uint8Array(XLSX.CFB.write(container, { type: "array", fileType: "cfb" }));
}

/** An .xls whose `cells` LABELSST cells all name one shared string of `chars` characters. */
export function labelsstBomb(cells, chars) {
  const out = [];
  record(out, 0x0809, BOF(0x0005));
  record(out, 0x00fc, [
    ...u32(cells),
    ...u32(1),
    ...u16(chars),
    0,
    ...Array(Math.min(chars, 8000)).fill(0x61),
  ]);
  // The rest of the string in CONTINUE records (each starting with its width byte).
  for (let left = chars - 8000; left > 0; left -= 8000)
    record(out, 0x003c, [0, ...Array(Math.min(left, 8000)).fill(0x61)]);
  record(out, 0x000a, []);
  record(out, 0x0809, BOF(0x0010));
  for (let r = 0; r < cells; r++) record(out, 0x00fd, [...u16(r % 60_000), ...u16(1), 0, 0, ...u32(0)]);
  record(out, 0x000a, []);
  return ole(Uint8Array.from(out));
}

/** An .xls of `cells` number cells, ten to a row (SheetJS parsed all 500,000 before any bound held). */
export function numberCells(cells) {
  const out = [];
  record(out, 0x0809, BOF(0x0005));
  record(out, 0x000a, []);
  record(out, 0x0809, BOF(0x0010));
  for (let i = 0; i < cells; i++) {
    const row = Math.floor(i / 10) % 65_536;
    record(out, 0x0203, [...u16(row), ...u16(i % 10), 0, 0, 0, 0, 0, 0, 0, 0, 0xf0, 0x3f]);
  }
  record(out, 0x000a, []);
  return ole(Uint8Array.from(out));
}

// --- Text the table stages read ------------------------------------------------------------------

/**
 * A CSV statement whose descriptions are `text` (3,900 characters of "- - -" or ", , ,"): trailing
 * separator runs made the engine's regular expressions backtrack, a second a line.
 */
export function backtrackingCsv(rows, text) {
  const lines = ["Date,Description,Amount,Balance"];
  for (let r = 0; r < rows; r++)
    lines.push(`03/${String((r % 28) + 1).padStart(2, "0")}/2025,"${text}",-1.00,${(10_000 - r).toFixed(2)}`);
  return strToU8(`${lines.join("\n")}\n`);
}
