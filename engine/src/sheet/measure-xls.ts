import { EngineError } from "../errors.js";
import type { EngineLimits } from "../limits.js";
import { yieldToEventLoop } from "../pdf/yield.js";
import { OleDamaged, OleFile } from "./ole-streams.js";
import { checkTally, emptyTally, SheetOverBound, type SheetTally, sheetInvalid } from "./sheet-bounds.js";

/**
 * An .xls measured from its BIFF records before SheetJS parses it: its cells and rows, the text
 * they add up to (a LABELSST cell counted at the length of the shared string it names), sheets,
 * and the encryption SheetJS would only report after reading. Blank cells (formatting) cost a
 * reader next to nothing and are not counted. Records are walked, not parsed:
 * a 10 MB workbook takes a few tens of milliseconds, with pauses for the event loop.
 */

const BOF = 0x0809;
const EOF = 0x000a;
const FILEPASS = 0x002f;
const SST = 0x00fc;
const CONTINUE = 0x003c;
const LABELSST = 0x00fd;
const LABEL = 0x0204;
const RSTRING = 0x00d6;
const STRING = 0x0207;
const FORMULA = 0x0006;
const NUMBER = 0x0203;
const RK = 0x027e;
const MULRK = 0x00bd;
const BOOLERR = 0x0205;
const WORKSHEET = 0x0010;

/** A number's text is a few characters; the measure counts it as this many. */
const NUMBER_CHARS = 12;
const RECORDS_BETWEEN_CHECKS = 1_000;
const RECORDS_BETWEEN_PAUSES = 50_000;

const u16 = (b: Uint8Array, o: number) => ((b[o] ?? 0) | ((b[o + 1] ?? 0) << 8)) >>> 0;
const u32 = (b: Uint8Array, o: number) => (u16(b, o) | (u16(b, o + 2) << 16)) >>> 0;

/**
 * The workbook stream of an OLE2 file (`Workbook`, or `Book` for BIFF5): what SheetJS reads of it.
 * An encrypted Office package (an .xlsx saved with a password) is SHEET_ENCRYPTED.
 */
export function workbookStream(bytes: Uint8Array): Uint8Array {
  let file: OleFile;
  try {
    file = new OleFile(bytes);
  } catch (error) {
    if (error instanceof OleDamaged) throw sheetInvalid(error.message);
    throw error;
  }
  if (file.entries.some((e) => /^(encryptioninfo|encryptedpackage)$/i.test(e.name))) {
    throw new EngineError("SHEET_ENCRYPTED");
  }
  let stream: Uint8Array | null;
  try {
    stream = file.stream("Workbook") ?? file.stream("Book");
  } catch (error) {
    if (error instanceof OleDamaged) throw sheetInvalid(error.message);
    throw error;
  }
  if (!stream || stream.length === 0) throw sheetInvalid("it has no workbook stream");
  return stream;
}

/** The lengths of the shared strings of an SST record and the CONTINUE records after it. */
function sharedStringLengths(segments: [number, number][], data: Uint8Array, max: number): number[] {
  const lengths: number[] = [];
  let seg = 0;
  let [pos, end] = segments[0] ?? [0, 0];
  const unique = u32(data, pos + 4);
  pos += 8;
  const next = () => {
    seg++;
    const s = segments[seg];
    if (!s) return false;
    [pos, end] = s;
    return true;
  };
  const skip = (n: number) => {
    let left = n;
    while (left > 0) {
      if (pos >= end && !next()) return false;
      const step = Math.min(left, end - pos);
      pos += step;
      left -= step;
    }
    return true;
  };
  for (let i = 0; i < unique; i++) {
    if (pos + 3 > end && !(pos >= end && next())) break;
    const cch = u16(data, pos);
    const flags = data[pos + 2] ?? 0;
    pos += 3;
    const runs = flags & 0x08 ? u16(data, pos) : 0;
    if (flags & 0x08) pos += 2;
    const ext = flags & 0x04 ? u32(data, pos) : 0;
    if (flags & 0x04) pos += 4;
    let wide = (flags & 0x01) !== 0;
    let left = cch;
    while (left > 0) {
      if (pos >= end) {
        // A string cut by a CONTINUE record goes on after a byte saying how wide its characters are.
        if (!next()) return lengths;
        wide = ((data[pos] ?? 0) & 0x01) !== 0;
        pos++;
        continue;
      }
      const take = Math.min(left, Math.floor((end - pos) / (wide ? 2 : 1)));
      if (take === 0) return lengths;
      pos += take * (wide ? 2 : 1);
      left -= take;
    }
    if (!skip(runs * 4 + ext)) return lengths;
    lengths.push(cch);
    if (lengths.length > max)
      throw new SheetOverBound(`more than ${max.toLocaleString("en-US")} shared strings`);
  }
  return lengths;
}

/** Cells, rows and text of an .xls's workbook stream, refused past `limits` as it is walked. */
export async function measureXls(data: Uint8Array, limits: EngineLimits): Promise<SheetTally> {
  const tally = emptyTally();
  let shared: number[] = [];
  let sheets = 0;
  // Row numbers are 16 bits: a mark per row of the current sheet, 1 with a cell, 2 with text.
  const marks = new Uint8Array(65_536);
  let sheetRows = 0;
  let formulaRow = -1;
  const endSheet = () => {
    marks.fill(0);
    sheetRows = 0;
  };
  const cell = (row: number, chars: number) => {
    tally.cells++;
    tally.textChars += chars;
    if (chars > tally.longestCell) tally.longestCell = chars;
    const mark = marks[row] ?? 0;
    if (mark === 0) {
      tally.rows++;
      sheetRows++;
    }
    if (chars > 0 && mark < 2) tally.rowsWithText++;
    marks[row] = chars > 0 ? 2 : Math.max(mark, 1);
  };
  const check = () => checkTally(tally, limits);
  let records = 0;
  for (let at = 0; at + 4 <= data.length; ) {
    const type = u16(data, at);
    const size = u16(data, at + 2);
    const body = at + 4;
    at = body + size;
    switch (type) {
      case BOF:
        if (sheetRows > 0) endSheet();
        if (u16(data, body + 2) === WORKSHEET && ++sheets > limits.maxSheets) {
          throw new SheetOverBound(`more than ${limits.maxSheets} sheets`);
        }
        break;
      case EOF:
        endSheet();
        break;
      case FILEPASS:
        throw new EngineError("SHEET_ENCRYPTED");
      case SST: {
        const segments: [number, number][] = [[body, Math.min(at, data.length)]];
        while (at + 4 <= data.length && u16(data, at) === CONTINUE) {
          const start = at + 4;
          at = start + u16(data, at + 2);
          segments.push([start, Math.min(at, data.length)]);
        }
        shared = sharedStringLengths(segments, data, limits.maxSheetCells);
        break;
      }
      case LABELSST:
        cell(u16(data, body), shared[u32(data, body + 6)] ?? 0);
        break;
      case LABEL:
      case RSTRING:
        cell(u16(data, body), u16(data, body + 6));
        break;
      case FORMULA:
        formulaRow = u16(data, body);
        // A text result (its 8 bytes start 00 and end FF FF) follows in a STRING record.
        if (!(data[body + 6] === 0 && u16(data, body + 12) === 0xffff)) cell(formulaRow, NUMBER_CHARS);
        break;
      case STRING:
        if (formulaRow >= 0) cell(formulaRow, u16(data, body));
        formulaRow = -1;
        break;
      case NUMBER:
      case RK:
      case BOOLERR:
        cell(u16(data, body), NUMBER_CHARS);
        break;
      case MULRK:
        for (let k = 0; k < Math.floor((size - 6) / 6); k++) cell(u16(data, body), NUMBER_CHARS);
        break;
    }
    if (++records % RECORDS_BETWEEN_CHECKS === 0) check();
    if (records % RECORDS_BETWEEN_PAUSES === 0) await yieldToEventLoop();
  }
  endSheet();
  checkTally(tally, limits);
  return tally;
}
