import { EngineError } from "../errors.js";
import type { EngineLimits } from "../limits.js";
import {
  layoutOf,
  relationships,
  relsOf,
  type SheetPart,
  workbookPartName,
  workbookSheets,
} from "./ooxml-package.js";
import { checkTally, emptyTally, SheetOverBound, type SheetTally, sheetInvalid } from "./sheet-bounds.js";
import { SharedStringLengths, SheetCells } from "./xlsx-tally.js";
import { type XmlHandler, XmlTagTooLong, XmlTokenizer } from "./xml-tokens.js";
import {
  type InflateBudget,
  inflateBudget,
  inflateEntry,
  listZip,
  type ZipEntry,
  ZipRefused,
} from "./zip-guard.js";

/** An .xlsx measured and bounded: the parts its reader gets, and what they add up to. */
export interface MeasuredWorkbook {
  sheets: { name: string; xml: Uint8Array }[];
  sharedStrings: Uint8Array | null;
  styles: Uint8Array | null;
  date1904: boolean;
  tally: SheetTally;
}

/** The workbook's description (relationships, the workbook part) is small in any real file. */
const MAX_STRUCTURE_BYTES = 1024 * 1024;
const BOM = [0xef, 0xbb, 0xbf];

/** Inflates a part, handing it to `handler` as it comes (`check` after each piece); returns its bytes. */
async function readPart(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: InflateBudget,
  handler: XmlHandler | null,
  check: () => void = () => {},
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<Uint8Array> {
  const tooLarge = () =>
    new SheetOverBound(
      `a workbook description (${entry.name}) of more than ${Math.round(maxBytes / 1024)} KB`,
    );
  if (entry.declaredSize > maxBytes) throw tooLarge();
  const pieces: Uint8Array[] = [];
  let size = 0;
  const tokens = handler ? new XmlTokenizer(handler) : null;
  await inflateEntry(bytes, entry, budget, (chunk) => {
    if (size === 0 && chunk.length > 0) assertUtf8Xml(entry, chunk);
    pieces.push(chunk);
    size += chunk.length;
    if (size > maxBytes) throw tooLarge();
    tokens?.push(chunk, false);
    check();
  });
  tokens?.push(new Uint8Array(0), true);
  check();
  const out = new Uint8Array(size);
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

/** Parts in UTF-16 (or not XML at all) would escape the byte-level measures: refused. */
function assertUtf8Xml(entry: ZipEntry, head: Uint8Array): void {
  let at = BOM.every((b, i) => head[i] === b) ? 3 : 0;
  while (
    at < head.length &&
    (head[at] === 0x20 || head[at] === 0x0a || head[at] === 0x0d || head[at] === 0x09)
  )
    at++;
  if (at < head.length && head[at] !== 0x3c)
    throw new ZipRefused("damaged", `${entry.name} is not UTF-8 XML`);
}

/**
 * Finds the workbook's parts, inflates the ones a workbook reader needs (shared strings first,
 * then each sheet, counting its cells, rows and text as it inflates) and throws as soon as a
 * bound of `limits` is passed: PDF_TOO_COMPLEX naming it, SHEET_INVALID for a damaged package,
 * UNSUPPORTED_FORMAT for a binary workbook (.xlsb). Yields to the event loop as it goes.
 */
export async function measureXlsx(bytes: Uint8Array, limits: EngineLimits): Promise<MeasuredWorkbook> {
  const entries = listZip(bytes);
  if (!entries)
    throw new EngineError("SHEET_INVALID", "This workbook cannot be read: its ZIP structure is damaged.");
  const byName = new Map<string, ZipEntry>();
  for (const entry of entries)
    if (!byName.has(entry.name.toLowerCase())) byName.set(entry.name.toLowerCase(), entry);
  const find = (name: string) => byName.get(name.toLowerCase());
  const budget = inflateBudget(limits.maxSheetInflatedBytes, limits.maxSheetInflateRatio);
  const structure = (entry: ZipEntry) => readPart(bytes, entry, budget, null, undefined, MAX_STRUCTURE_BYTES);
  try {
    const packageRels = find("_rels/.rels");
    const workbookName = workbookPartName(packageRels ? await structure(packageRels) : null);
    if (/\.bin$/i.test(workbookName) || find("xl/workbook.bin")) {
      throw new EngineError(
        "UNSUPPORTED_FORMAT",
        "Binary Excel workbooks (.xlsb) are not read: save the file as an Excel Workbook (.xlsx) and upload it again.",
      );
    }
    const workbook = find(workbookName);
    if (!workbook) throw sheetInvalid("it has no workbook part");
    const { sheets, date1904 } = workbookSheets(await structure(workbook));
    if (sheets.length > limits.maxSheets) throw new SheetOverBound(`more than ${limits.maxSheets} sheets`);
    const relsEntry = find(relsOf(workbook.name));
    const rels = relsEntry ? relationships(await structure(relsEntry)) : null;
    const layout = layoutOf(workbook.name, sheets, rels, find);

    const tally = emptyTally();
    const lengths = new SharedStringLengths();
    const sharedStrings = layout.sharedStrings
      ? await readPart(bytes, layout.sharedStrings, budget, lengths, () => {
          if (lengths.lengths.length > limits.maxSheetCells) {
            throw new SheetOverBound(
              `more than ${limits.maxSheetCells.toLocaleString("en-US")} shared strings`,
            );
          }
        })
      : null;
    const styles = layout.styles ? await readPart(bytes, layout.styles, budget, null) : null;
    const out: MeasuredWorkbook["sheets"] = [];
    for (const sheet of layout.sheets) {
      const xml = await readPart(bytes, sheet.entry, budget, new SheetCells(tally, lengths.lengths), () =>
        checkTally(tally, limits),
      );
      out.push({ name: sheet.name, xml });
    }
    checkReaderWork(layout.sheets, out, sharedStrings, styles, limits);
    return { sheets: out, sharedStrings, styles, date1904, tally };
  } catch (error) {
    if (error instanceof XmlTagTooLong) throw sheetInvalid("an XML tag of more than 64 KB");
    if (!(error instanceof ZipRefused)) throw error;
    if (error.reason === "damaged") throw sheetInvalid(error.message);
    throw new SheetOverBound(error.message);
  }
}

/** Each sheet is read with the shared strings and styles: what the reader parses, all together. */
function checkReaderWork(
  parts: SheetPart[],
  sheets: { xml: Uint8Array }[],
  sharedStrings: Uint8Array | null,
  styles: Uint8Array | null,
  limits: EngineLimits,
): void {
  const shared = (sharedStrings?.length ?? 0) + (styles?.length ?? 0);
  const work = sheets.reduce((n, s) => n + s.xml.length + shared, 0);
  if (parts.length > 0 && work > limits.maxSheetInflatedBytes) {
    const mb = Math.round(limits.maxSheetInflatedBytes / 1024 / 1024);
    throw new SheetOverBound(`sheets and shared strings that add up to more than ${mb} MB of XML`);
  }
}
