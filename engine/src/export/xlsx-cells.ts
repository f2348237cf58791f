/** Building blocks of SpreadsheetML worksheets: typed cells, shared strings, escaping. */

import { centsToDecimal } from "./money.js";

export const STYLE = { default: 0, header: 1, money: 2, date: 3, wrap: 4 } as const;

export type CellValue =
  | { kind: "text"; text: string; wrap?: boolean }
  | { kind: "money"; cents: number }
  | { kind: "date"; iso: string }
  | { kind: "number"; value: number }
  | { kind: "boolean"; value: boolean }
  | null;

const MAX_CELL_TEXT = 32_767;
const MS_PER_DAY = 86_400_000;
/** Days from Excel's day 0 (1899-12-30 in the 1900 date system) to 1970-01-01. */
const EXCEL_EPOCH_OFFSET = 25_569;

/** The workbook's shared string table: each distinct text once, cells refer to it by index. */
export class SharedStrings {
  readonly #index = new Map<string, number>();
  readonly #list: string[] = [];
  #count = 0;

  indexOf(text: string): number {
    this.#count += 1;
    let i = this.#index.get(text);
    if (i === undefined) {
      i = this.#list.length;
      this.#index.set(text, i);
      this.#list.push(text);
    }
    return i;
  }

  /** The sharedStrings part, `size` strings to a part. */
  *xmlParts(size = 2_000): Generator<string> {
    yield `${XML_HEADER}<sst xmlns="${MAIN_NS}" count="${this.#count}" uniqueCount="${this.#list.length}">`;
    for (let at = 0; at < this.#list.length; at += size) {
      yield this.#list
        .slice(at, at + size)
        .map((s) => `<si>${textElement(s)}</si>`)
        .join("");
    }
    yield "</sst>";
  }
}

export const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
export const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
export const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** `A1`-style reference; column and row are 0-based. */
export function cellRef(column: number, row: number): string {
  let letters = "";
  for (let c = column + 1; c > 0; c = Math.floor((c - 1) / 26)) {
    letters = String.fromCharCode(65 + ((c - 1) % 26)) + letters;
  }
  return `${letters}${row + 1}`;
}

/** Excel serial day number of an ISO date, or null when the text is not a real `YYYY-MM-DD`. */
export function excelDateSerial(iso: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return null;
  const serial = time / MS_PER_DAY + EXCEL_EPOCH_OFFSET;
  // Before 1900-03-01 the 1900 system is off by its fake 1900-02-29; such dates stay text.
  return serial >= 61 ? serial : null;
}

export function cellXml(
  value: CellValue,
  column: number,
  row: number,
  strings: SharedStrings,
  style?: number,
): string {
  if (value === null) return "";
  const r = cellRef(column, row);
  switch (value.kind) {
    case "text": {
      if (value.text === "") return "";
      const s = style ?? (value.wrap ? STYLE.wrap : STYLE.default);
      return `<c r="${r}"${styleAttr(s)} t="s"><v>${strings.indexOf(value.text)}</v></c>`;
    }
    case "money":
      return `<c r="${r}" s="${STYLE.money}"><v>${centsToDecimal(value.cents)}</v></c>`;
    case "number":
      return `<c r="${r}"${styleAttr(style ?? STYLE.default)}><v>${value.value}</v></c>`;
    case "boolean":
      return `<c r="${r}"${styleAttr(style ?? STYLE.default)} t="b"><v>${value.value ? 1 : 0}</v></c>`;
    case "date": {
      const serial = excelDateSerial(value.iso);
      if (serial === null) return cellXml({ kind: "text", text: value.iso }, column, row, strings, style);
      return `<c r="${r}" s="${STYLE.date}"><v>${serial}</v></c>`;
    }
  }
}

export function rowXml(
  cells: readonly CellValue[],
  row: number,
  strings: SharedStrings,
  style?: number,
): string {
  const body = cells.map((cell, column) => cellXml(cell, column, row, strings, style)).join("");
  return `<row r="${row + 1}">${body}</row>`;
}

/** Characters XML 1.0 cannot carry: control codes other than tab/LF/CR, U+FFFE/U+FFFF, lone surrogates. */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes XML text and drops the characters XML cannot carry (PDF text can hold them). */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

function textElement(text: string): string {
  const clipped = text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text;
  const preserve = /^\s|\s$/.test(clipped) ? ' xml:space="preserve"' : "";
  return `<t${preserve}>${escapeXml(clipped)}</t>`;
}

function styleAttr(style: number): string {
  return style === STYLE.default ? "" : ` s="${style}"`;
}
